// generated from spec/ — do not edit
// Patch engine: apply-open (templates/runtime/patch/apply-open.ts).
/**
* Maps and free-form objects (rule 11): keys are data. `$drop` removes keys, plain members are set;
* in a free-form object a plain object member is itself a nested patch (deep merge), `$replace/<key>`
* sets a member whole, and every other value is set whole.
*/
import type { ApplyContext } from "./context.cjs";
import { type JsonObject } from "./json.cjs";
export declare function applyOpen(context: ApplyContext, current: unknown, patch: unknown, path: string, freeForm: boolean): JsonObject;
