// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-object.ts.
import type { ApplyContext } from "./context.cjs";
import { type JsonObject, type Path } from "./json.cjs";
import type { CompiledType } from "./model.cjs";
export declare function applyObject(context: ApplyContext, type: CompiledType, current: unknown, patch: unknown, path: Path | undefined, selector: string | undefined): JsonObject;
