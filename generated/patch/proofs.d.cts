// generated from spec/ — do not edit
// Types of templates/runtime/patch/proofs.ts.
import type { FreeFormLimits } from "../validators/values.cjs";
/** Plain names held, with their bytes as a member (quotes, colon and comma): a look-up a member. */
export declare const PLAIN_NAMES: Map<string, number>;
/**
* Holds `key` if it is plain — 1 to 64 units, no operator (`$…`), not forbidden — and there is room
* (a patch of many names cannot grow the map past 1,024). Answers whether it is held.
*/
export declare function holdName(key: string, forbidden: boolean): boolean;
/** The most a proven value holds of each: a schema with lower limits gets no proof (the walk runs). */
export declare const PROVEN_LENGTH: number;
export declare const PROVEN_KEYS: number;
export declare const PROVEN_ITEMS: number;
/** Objects and arrays a value must hold (itself included) to be recorded: smaller ones cost little to walk. */
export declare const PROVEN_NODES: number;
/** Whether a scalar may stand in a proven value. */
export declare function provenScalar(value: unknown): boolean;
/**
* Whether `value` (a copied object or array) is valid as the value of a member of a free-form
* object under `limits`: it stands at level 2 of that object, so its deepest level is its height + 1.
*/
export type Proven = (value: unknown, limits: FreeFormLimits) => boolean;
/** The proof of the values whose heights (levels, the value itself being 1) `heights` records. */
export declare function provenOf(heights: ReadonlyMap<object, number>): Proven;
