// generated from spec/ — do not edit
// Types of templates/runtime/validators/screen.ts.
export {};
