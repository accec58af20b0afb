// generated from spec/ — do not edit
// Types of templates/runtime/validators/scalar-messages.ts.
/**
* Issues about a scalar's value, found after its type was: a string off its pattern, enum, const or
* format, a value out of its bounds. Each leaves the size count whole (see size.ts), and a message
* with a did-you-mean hint is written only when read.
*/
export {};
