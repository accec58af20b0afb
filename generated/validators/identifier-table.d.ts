// generated from spec/ — do not edit
// Types of templates/runtime/validators/identifier-table.ts.
/**
* The tables in which a large keyed array's check puts the hashes of its identifiers, which the
* compiled pattern matchers compute while reading them: when no two hashes are equal no two
* identifiers are, and otherwise the reporting check of unique.ts compares the identifiers themselves.
*/
export {};
