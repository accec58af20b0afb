// generated from spec/ — do not edit
// Types of templates/runtime/validators/patch-checks.ts.
/**
* The parts of the patch validator that are the same at every level: the screen that runs first
* (forbidden keys, size and depth limits), duplicate entries, and the conflicts of patch-semantics
* rules 4, 5 and 10; members a level does not take are in patch-members.ts. Which fields, kinds and
* operator keys a level has, and what each operator is, comes from the patch model the generator
* emits.
*/
export {};
