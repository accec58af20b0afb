// generated from spec/ — do not edit
// Types of templates/runtime/validators/array-may-conflict.ts.
/**
* The quick test of rule 5 and the renames of rule 10: in one pass over the operator lists of one
* array field, without a map, a copy or a string made, whether they can conflict at all. False is
* certain; true leaves it to the full check (array-conflicts.ts), which finds and reports each
* conflict. Not part of the runtime's exports: conflicts.ts reads it.
*/
export {};
