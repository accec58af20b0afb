// generated from spec/ — do not edit
// Types of templates/runtime/patch/context.ts.
/**
* What every step of applying a patch shares: the error collector, the object step itself, and the
* record of what the result holds that was made or taken from the patch (changes.ts).
*/
import type { Changes } from "./changes.js";
import type { ErrorCollector } from "./errors.js";
import type { JsonObject, Path } from "./json.js";
import type { CompiledOperators, CompiledType } from "./model.js";
/**
* Applies the patch object `patch` to `current` (an object of `type`, or absent) and returns the new
* object. `selector` names the identifier of a keyed-array element patch: it selects, never assigns.
*/
export type ApplyObject = (context: ApplyContext, type: CompiledType, current: unknown, patch: unknown, path: Path | undefined, selector: string | undefined) => JsonObject;
export interface ApplyContext {
	readonly errors: ErrorCollector;
	readonly applyObject: ApplyObject;
	/** The operators of the model: how keys of open objects and unkeyed elements are read. */
	readonly operators: CompiledOperators;
	readonly changes: Changes;
}
