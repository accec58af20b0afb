// generated from spec/ — do not edit
// Types of templates/runtime/validators/array-may-conflict.ts.
export {};
