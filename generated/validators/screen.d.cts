// generated from spec/ — do not edit
// Types of templates/runtime/validators/screen.ts.
/**
* The forbidden-key screen: `__proto__`, `constructor` and `prototype` are refused anywhere, even
* inside a value that is not checked further; and the key count that tells an object holds members
* that are no field.
*/
export {};
