// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-open.ts.
/**
* Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
* then every plain member is set whole — in a free-form object a member holding an object is a
* literal value too, not a nested patch (docs/decisions.md, Patch bodies).
*/
import type { ApplyContext } from "./context.cjs";
import { type JsonObject, type Path } from "./json.cjs";
export declare function applyOpen(context: ApplyContext, current: unknown, patch: unknown, path: Path | undefined): JsonObject;
/** The keys that the drops (`$drop`) of an open object or an unkeyed element name. */
export declare function droppedKeys(context: ApplyContext, patch: JsonObject): Set<string> | undefined;
