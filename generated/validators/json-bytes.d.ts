// generated from spec/ — do not edit
// Types of templates/runtime/validators/json-bytes.ts.
export {};
