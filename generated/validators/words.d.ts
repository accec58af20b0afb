// generated from spec/ — do not edit
// Types of templates/runtime/validators/words.ts.
/**
* Words for the validators' messages: a caller's string quoted short, a value described by its type
* and a short preview, and the candidate a misspelt name most likely meant (did-you-mean hints,
* written only when a message is read).
*/
export {};
