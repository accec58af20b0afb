// generated from spec/ — do not edit
// Runtime of the compiled validators: values.
export {};
