// generated from spec/ — do not edit
// Patch engine: context (templates/runtime/patch/context.ts).
export {};
