// generated from spec/ — do not edit
// Types of templates/runtime/patch/result-size.ts.
import type { JsonObject } from "./json.cjs";
/**
* Bytes of the JSON text a result check read: at least `size`, at most `size + 5 * wide`. A check
* that does not count leaves `size` negative.
*/
export interface ResultCount {
	size: number;
	wide: number;
}
export interface SizedResult {
	readonly result: unknown;
	readonly document: unknown;
	/** What the result check counted, when it read everything but the values of the patch. */
	readonly count: ResultCount | undefined;
	/** At least the bytes of what the result check took as valid unread (values of the patch). */
	readonly unread: number;
	/** At least the bytes of the patch's JSON text. */
	readonly patchBytes: number;
	/** Members the caller set on the result. */
	readonly set: JsonObject | undefined;
	/** At least the bytes of the document's JSON text, when the caller knows them. */
	readonly documentBytes?: number | undefined;
}
/** The exact size of the result when it is above `limit`; `undefined` when it is within. */
export declare function resultAbove(limit: number, sized: SizedResult): number | undefined;
