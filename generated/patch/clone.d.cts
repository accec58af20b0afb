// generated from spec/ — do not edit
// Types of templates/runtime/patch/clone.ts.
/**
* Copies of JSON values that share nothing with them, safe whatever they are given: recursion goes
* `RECURSION` levels deep at most, deeper values are copied with an explicit stack, and a value that
* refers to itself is copied once (its copy refers to itself too) instead of forever. The patch's
* snapshot (snapshot.ts) copies deep values with the same stack, counting what it copies.
*/
import { type Run } from "../validators/runtime.cjs";
/** Levels copied by recursion (fast for the values a cluster holds); deeper ones with a stack. */
export declare const RECURSION = 128;
/** A deep copy of a JSON value that shares nothing with it (members in the same order). */
export declare function cloneJson<T>(value: T): T;
/** Counts a scalar's JSON text and answers it. Not JSON (`undefined`, a function) is counted as `null`. */
export declare function countValue(run: Run, value: unknown): unknown;
/** Counts a member name with its quotes, colon and comma. */
export declare function countName(run: Run, key: string): void;
/** Thrown, and caught by `snapshotPatch`, when a copy exceeds its budget of objects. */
export declare const OVER_BUDGET: Error;
/** What a copy by stack may still copy, and the count of what it copied. */
export interface CopyBudget {
	left: number;
	readonly run: Run;
}
/**
* `copyAt` with an explicit stack: any depth. With `memo`, every object is copied once (a cycle
* ends, shared members stay shared); without it, `budget` bounds the work.
*/
export declare function copyByStack(root: object, memo: Map<object, unknown> | undefined, budget: CopyBudget | undefined): unknown;
