// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff-read.ts.
/**
* Reading the members of the diff's inputs: own members only, as fast as V8 allows.
*
* The walk enumerates an object with `for…in`, whose member loads V8 compiles to loads at known
* offsets. `for…in` also yields enumerable *inherited* members, so each key would need an own-property
* check — unless the object's prototype has none: `Object.prototype`, checked once per diff (a polluted
* prototype, `Object.prototype.description = …`, switches the checks back on for that diff), or `null`.
* Skipping the per-key check is 12% of a realistic diff (measured: docs/decisions.md, Patch engine).
* `Object.hasOwn` is a call each time; `hasOwn.call` below is compiled to a look-up.
*/
import { type WorkBudget } from "./clone.cjs";
/** `Object.prototype.hasOwnProperty`, taken once: a member named `hasOwnProperty` cannot stand in for it. */
export declare const hasOwn: (this: object, key: string) => boolean;
/** Called once at the start of each diff: whether `Object.prototype` gained enumerable members. */
export declare function beginReading(): void;
/**
* Called once at the start of each diff, with the most items any array of a resource may hold: a
* longer array (a sparse one may claim 2**32 - 1 items and hold none) is never read, item by item or
* whole, so a diff's work follows what its inputs hold, never what their lengths claim.
*/
export declare function beginDiff(maxItems: number, budget?: WorkBudget): void;
/** The budget of the current diff, for the copies and comparisons it makes (clone.ts, equality.ts). */
export declare function diffWork(): WorkBudget | undefined;
/** Counts an object or array the current diff visits: past its budget, `OVER_BUDGET` (diff-whole.ts). */
export declare function visit(): void;
/** The bound of `beginDiff`: arrays longer than this are not read. */
export declare function longestArray(): number;
/** Whether the current diff must not read `value`: an array longer than any a resource holds. */
export declare function isOverLong(value: unknown): boolean;
/** Whether `Object.prototype` had no enumerable member when the current diff began. */
export declare function prototypeIsClean(): boolean;
/** Whether `for (key in value)` yields own members only, so that no key needs an own-property check. */
export declare function enumeratesOwnOnly(value: object): boolean;
/** `enumeratesOwnOnly` of an object whose prototype the caller has read. */
export declare function ownOnlyUnder(prototype: object | null): boolean;
