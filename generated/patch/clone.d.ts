// generated from spec/ — do not edit
// Types of templates/runtime/patch/clone.ts.
/** A deep copy of a JSON value that shares nothing with it (members in the same order). */
export declare function cloneJson<T>(value: T): T;
