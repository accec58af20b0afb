// generated from spec/ — do not edit
// Types of templates/runtime/validators/identifier-table.ts.
export {};
