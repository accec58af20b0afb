// generated from spec/ — do not edit
// Patch engine: errors (templates/runtime/patch/errors.ts).
/**
* The patch error codes, their precedence, and the collector the engine reports into: when several
* errors apply, the one whose code comes first in `PATCH_ERROR_CODES` wins (docs/patch-semantics.md).
*/
import { pointerText } from "./json.js";
/** Every code in precedence order: the first four are decided by the patch alone. */
export const PATCH_ERROR_CODES = [
	"FORBIDDEN_KEY",
	"LIMIT",
	"INVALID_PATCH",
	"CONFLICT",
	"IMMUTABLE",
	"NOT_FOUND",
	"AMBIGUOUS",
	"EXISTS",
	"INVALID_RESULT"
];
export function rankOf(code) {
	const rank = PATCH_ERROR_CODES.indexOf(code);
	return rank === -1 ? PATCH_ERROR_CODES.length : rank;
}
/** Collects the errors met while applying and keeps the one of highest precedence (first met on a tie). */
export class ErrorCollector {
	error = undefined;
	report(code, path, message) {
		if (this.error === undefined || rankOf(code) < rankOf(this.error.code)) {
			this.error = {
				code,
				path: pointerText(path),
				message
			};
		}
	}
}
