// generated from spec/ — do not edit
// Types of templates/runtime/patch/clone.ts.
/**
* Copies of JSON values that share nothing with them, safe whatever they are given: recursion goes
* `RECURSION` levels deep at most, deeper values are copied with an explicit stack, and a value that
* refers to itself is copied once (its copy refers to itself too) instead of forever. The patch's
* snapshot (snapshot.ts) copies deep values with the same stack, counting what it copies.
*/
/**
* A deep copy of a JSON value that shares nothing with it (members in the same order). An array
* longer than `longest` is copied as an empty array of its length, its items not read.
*/
export declare function cloneJson<T>(value: T, longest?: number): T;
