// generated from spec/ — do not edit
// Types of templates/runtime/patch/result-size.ts.
/**
* Whether a result fits the model's size limit, decided without a walk of the result whenever an
* upper bound settles it:
* - when the result check read everything the patch did not bring (`applyClusterPatch`), by what it
*   counted as it read (the validators count bytes as they check, validators/size.ts) plus a bound
*   of the patch's JSON text for the values of the patch it took as valid unread;
* - otherwise (a stored cluster, or checks that do not count), by a bound of the document and of the
*   patch: a patch adds at most its own text to a document (every member, element or value it puts
*   in the result stands in its text with at least the separators it needs there), and `set`, what
*   the caller sets, at most its own. The document's bound is the size its caller knows (a store
*   holds the document's text), else a walk that reads no string's characters.
* Only a bound above the limit costs an exact count of the result, which is exact at the limit and
* names the size of a result that passes it. The counting itself is the validators' (`jsonBytes`).
*/
import type { JsonObject } from "./json.js";
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
