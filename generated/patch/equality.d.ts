// generated from spec/ — do not edit
// Types of templates/runtime/patch/equality.ts.
/**
* Deep equality of JSON values, and a key that is equal for deep-equal values (to find equal values
* by hashing instead of comparing every pair). Neither can be made to overflow the stack: recursion
* goes `RECURSION` levels deep at most, and deeper values are compared by an explicit stack.
*/
import { type WorkBudget } from "./clone.js";
/**
* Deep equality of JSON values: arrays in order, objects by their own keys in any order. Arrays
* longer than `longest` are not read: such an array equals only itself. `work`: each pair of objects
* or arrays compared takes one from it (`spend`, clone.ts).
*/
export declare function deepEqual(a: unknown, b: unknown, longest?: number, work?: WorkBudget): boolean;
/**
* A string equal for deep-equal values (members sorted by key, arrays in order), so that equal
* values can be found in a `Map`. Values nested deeper than `KEY_DEPTH` levels are abbreviated, so
* unequal values may share a key: `exact` says whether the key was spelled out in full. A key that
* is not exact only narrows the search; `deepEqual` decides. An array longer than `longest` is
* abbreviated too, its items not read.
*/
export declare function equalityKey(value: unknown, longest?: number, work?: WorkBudget): {
	readonly key: string;
	readonly exact: boolean;
};
/** Values told apart by deep equality, found through their `equalityKey` in time linear in their size. */
export declare class EqualValues {
	private readonly byKey;
	/** Arrays longer than this are not read (`deepEqual`). */
	private readonly longest;
	/** What the keys and comparisons may still visit (`spend`, clone.ts). */
	private readonly work;
	constructor(longest?: number, work?: WorkBudget);
	add(value: unknown): void;
	/** Whether a value deep-equal to `value` was added. */
	has(value: unknown): boolean;
}
