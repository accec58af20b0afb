// generated from spec/ — do not edit
// Types of templates/runtime/validators/issues.ts.
/**
* How a run records what it finds: an issue at the current value or at one of its members, its JSON
* Pointer made from the run's stack of reference tokens only when it is reported (a valid body
* builds no strings), and messages that cost work to write made only when read. Helpers take the
* `token` of the member at fault below the current value (`undefined` for the current value itself).
*/
export {};
