// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-array.ts.
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
