// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-array.ts.
/**
* The array group of one field (rules 5, 7–10): removal (`$drop/` or `$retain/`), then `$patch/`,
* then `$append/`. Survivors keep their order, patched elements their place, appended elements go
* to the end in the order given. Elements are found through indexes (identifiers, values, whole
* elements), so the group takes time linear in the array and the patch.
*/
import type { ApplyContext } from "./context.js";
import { type JsonObject, type Path } from "./json.js";
import type { CompiledField } from "./model.js";
export interface ArrayOperation {
	readonly key: string;
	readonly value: unknown;
}
export interface ArrayGroup {
	readonly field: CompiledField;
	removal?: ArrayOperation & {
		readonly retain: boolean;
	};
	patch?: ArrayOperation;
	append?: ArrayOperation;
}
export declare function applyArrayGroup(context: ApplyContext, group: ArrayGroup, out: JsonObject, before: JsonObject | undefined, path: Path | undefined): void;
