// generated from spec/ — do not edit
// Types of templates/runtime/validators/scalar-messages.ts.
export {};
