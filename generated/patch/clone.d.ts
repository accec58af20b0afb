// generated from spec/ — do not edit
// Types of templates/runtime/patch/clone.ts.
/**
* Copies of JSON values that share nothing with them, safe whatever they are given: recursion goes
* `RECURSION` levels deep at most, deeper values are copied with an explicit stack, and a value that
* refers to itself is copied once (its copy refers to itself too) instead of forever. The patch's
* snapshot (snapshot.ts) copies deep values with the same stack, counting what it copies.
*
* And the freezing of a copy that results share (`freezeJson`): the copy a prepared patch holds is
* frozen, once, while it is made (snapshot.ts, asked by engine.ts). The engine puts the copy's values
* in results as they are (`$replace/` values, plain arrays, restated free-form levels), so every
* result of one prepared patch shares them. Frozen, a change made through one result throws in
* strict code (and is ignored in sloppy code): it reaches neither another result nor a later apply,
* which takes the copy as checked (proofs.ts) and would otherwise return the changed value
* unchecked. The copy of `applyClusterPatch` is fresh each call and is not frozen.
*/
/**
* A deep copy of a JSON value that shares nothing with it (members in the same order). An array
* longer than `longest` is copied as an empty array of its length, its items not read. `work`: each
* object or array copied takes one from it (a value that holds one object in many places is copied
* as often as it is written out: the diff bounds that, diff-whole.ts).
*/
export declare function cloneJson<T>(value: T, longest?: number, work?: WorkBudget): T;
/** How many more objects and arrays a walk may visit; one past it, the walk throws `OVER_BUDGET`. */
export interface WorkBudget {
	left: number;
}
/**
* Freezes `value` and every object and array it holds, those frozen already included (a snapshot
* freezes what it copies by recursion, not what it copies by stack), each visited once, so that a
* copy that shares members is walked in one pass: linear in the value, any depth (an explicit
* stack). For the rare foreign copies (prepare.ts), once checked: a sparse array of 2**32 - 1
* items, which a walk would visit one by one, has been refused.
*/
export declare function freezeJson<T>(value: T): T;
