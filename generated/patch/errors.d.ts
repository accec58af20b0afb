// generated from spec/ — do not edit
// Types of templates/runtime/patch/errors.ts.
/**
* The patch error codes, their precedence, and the collector the engine reports into: when several
* errors apply, the one whose code comes first in the vocabulary's `PATCH_ERROR_CODES` wins
* (docs/patch-semantics.md).
*/
import { type Path } from "./json.js";
import { type PatchErrorCode } from "./vocabulary.js";
export type { PatchErrorCode } from "./vocabulary.js";
export interface PatchError {
	readonly code: PatchErrorCode;
	/** JSON Pointer into the patch (into the result, for `INVALID_RESULT`). */
	readonly path: string;
	readonly message: string;
}
export declare function rankOf(code: string): number;
/** Collects the errors met while applying and keeps the one of highest precedence (first met on a tie). */
export declare class ErrorCollector {
	error: PatchError | undefined;
	report(code: PatchErrorCode, path: Path | undefined, message: string): void;
}
