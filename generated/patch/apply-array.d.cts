// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-array.ts.
import type { ApplyContext } from "./context.cjs";
import { type JsonObject, type Path } from "./json.cjs";
import type { CompiledField } from "./model.cjs";
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
