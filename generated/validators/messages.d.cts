// generated from spec/ — do not edit
// Types of templates/runtime/validators/messages.ts.
/**
* Issues of the compiled validators' runtime: one helper per kind of problem, each with a message a
* person understands and a stable code. Here: a value of the wrong type, members missing, unknown
* or too many, a choice not made; the issues about a scalar's value are in scalar-messages.ts.
*/
export {};
