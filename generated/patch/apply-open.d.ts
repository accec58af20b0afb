// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-open.ts.
/**
* Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
* then every plain member is set — a map's values whole; in a free-form object, a member holding a
* plain object is a nested patch of that member (deep merge, docs/decisions.md, Patch bodies;
* apply-free-form.ts), every other value is set whole.
*/
import type { ApplyContext } from "./context.js";
import { type JsonObject, type Path } from "./json.js";
export declare function applyOpen(context: ApplyContext, current: unknown, patch: unknown, path: Path | undefined, freeForm?: boolean): JsonObject;
