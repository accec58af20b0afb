// generated from spec/ — do not edit
// Types of templates/runtime/validators/json-bytes.ts.
/**
* The bytes of a value's JSON text in UTF-8, as `JSON.stringify` writes it, counted without writing
* it: exactly, or as an upper bound that reads no string's characters. Iterative (depth does not
* matter) and stopping soon after a limit (a cyclic or huge value costs at most the limit's worth).
*/
export {};
