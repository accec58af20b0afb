// generated from spec/ — do not edit
// Types of templates/runtime/validators/values.ts.
/**
* Checks that are the same for every field of a kind: keys of open objects and free-form values
* (any JSON but null, bounded in depth and size). Uniqueness in arrays is in unique.ts.
*/
export {};
