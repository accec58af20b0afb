// generated from spec/ — do not edit
// Types of templates/runtime/validators/array-conflicts.ts.
/**
* Rule 5 and the renames of rule 10: the operators of one array field of a patch level together,
* each conflict found and reported. Only well-formed entries take part. conflicts.ts calls it when
* the quick test (array-may-conflict.ts) cannot rule a conflict out. Not part of the runtime's
* exports.
*/
export {};
