// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-object.ts.
import type { ApplyContext } from "./context.js";
import { type JsonObject, type Path } from "./json.js";
import type { CompiledType } from "./model.js";
export declare function applyObject(context: ApplyContext, type: CompiledType, current: unknown, patch: unknown, path: Path | undefined, selector: string | undefined): JsonObject;
