// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff-array.ts.
/**
* How `diff` expresses an array change: `$drop/` + `$patch/` + `$append/` when `b` is `a` minus
* removed elements, survivors in order, plus new elements at the end; `undefined` otherwise (the
* array is then set whole). One pass over each array, and no hashing unless elements were dropped.
*/
import { type JsonObject } from "./json.cjs";
import type { CompiledField, CompiledType } from "./model.cjs";
export interface ArrayPlan {
	readonly dropped: readonly unknown[];
	readonly patched: readonly JsonObject[];
	readonly appended: readonly unknown[];
}
/** The object diff and projection of diff.ts, passed in so the two modules do not import each other. */
export interface ElementDiff {
	readonly diff: (type: CompiledType, a: unknown, b: unknown, selector: string) => JsonObject | undefined;
	readonly project: (type: CompiledType, value: unknown) => unknown;
}
export declare function planArray(field: CompiledField, a: readonly unknown[], b: readonly unknown[], elements: ElementDiff): ArrayPlan | undefined;
