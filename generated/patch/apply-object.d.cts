// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-object.ts.
/**
* One object level of a patch (rule 6): `$drop`, then `$replace/*`, then plain fields (recursively),
* then for each array its removal, `$patch/` and `$append/` — in schema order, whatever the member
* order of the patch, so the same patch gives the same result and the same error.
*/
import type { ApplyContext } from "./context.cjs";
import { type JsonObject, type Path } from "./json.cjs";
import type { CompiledType } from "./model.cjs";
export declare function applyObject(context: ApplyContext, type: CompiledType, current: unknown, patch: unknown, path: Path | undefined, selector: string | undefined): JsonObject;
