// generated from spec/ — do not edit
// Types of templates/runtime/validators/patch-checks.ts.
export {};
