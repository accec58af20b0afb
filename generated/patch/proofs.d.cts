// generated from spec/ — do not edit
// Types of templates/runtime/patch/proofs.ts.
export {};
