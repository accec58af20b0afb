// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-free-form.ts.
/**
* A free-form object's patch, and the nested patches inside its values (rule 11, RFC 7386's merge
* with operators): applied to the current value when that is an object, else to an empty one.
* `$drop` removes keys, `$replace/<key>` sets a member whole, a plain object member merges one level
* deeper, every other value is set whole. The patch check has bounded the depth, so the recursion
* is bounded too.
*
* A nested patch with no operator whose merge gives the patch's own value (every key of the current
* object is set by the patch, in the same order, and every nested merge gives its patch's value
* too) is put in the result as it stands in the engine's copy of the patch, nothing copied, and
* placed (changes.ts): the patch check judged it as a value at that depth with the limits of the
* resource (validators/free-form-patch.ts), so the result check takes it as valid unread. A patch
* that restates a deep block thus costs one pass over the patch, and no walk of the result.
*/
import type { ApplyContext } from "./context.js";
import { type JsonObject, type Path } from "./json.js";
/** The free-form object itself (level 1): always a new object, its members placed or merged. */
export declare function mergeFreeForm(context: ApplyContext, current: unknown, patch: JsonObject, path: Path | undefined): JsonObject;
/** The keys that the drops (`$drop`) of an open object or an unkeyed element name. */
export declare function droppedKeys(context: ApplyContext, patch: JsonObject): Set<string> | undefined;
