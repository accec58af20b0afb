// generated from spec/ — do not edit
// Types of templates/runtime/validators/unique.ts.
/**
* Uniqueness in arrays: items equal as JSON (`uniqueItems`), and elements of a keyed array whose
* identifiers repeat, found through a table of the hashes the compiled pattern matchers compute.
*/
export {};
