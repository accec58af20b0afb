// generated from spec/ — do not edit
// Types of templates/runtime/validators/conflicts.ts.
/**
* CONFLICT: what one patch level asks twice (patch-semantics rules 4, 5 and 10). Only well-formed
* entries take part; malformed ones are INVALID_PATCH already. Each conflict is reported at the
* later of the two places in the fixed order of rule 6 (the conflict groups of the vocabulary: drops,
* sets, plain values, array operators), so the path does not depend on the order of members in the
* JSON text. What each operator key is comes from the patch model.
*/
export {};
