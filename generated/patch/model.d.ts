// generated from spec/ — do not edit
// Types of templates/runtime/patch/model.ts.
/**
* The patch model, as data and compiled: the generator emits one `PatchModelData` (patch/cluster-model.js)
* from the canonical schema and the vocabulary, and both the patch engine and the validators' patch
* checks interpret it. The runtime holds no list of fields and no operator key of its own: a field
* added to the schema, or an operator added to the vocabulary's table, needs no change here.
*/
import type { PatchModelData } from "./model-data.js";
import { type CompiledLevel } from "./model-level.js";
import { type FieldKind, type OperatorData, type OperatorStep } from "./vocabulary.js";
export type { ModelField, ModelLevel, ModelType, PatchModelData } from "./model-data.js";
export type { CompiledLevel, FieldOperator } from "./model-level.js";
/** What a key of a patch object does: a plain field, or an operator (on a field, or on the level). */
export interface KeyAction {
	readonly key: string;
	readonly step: OperatorStep | "plain";
	readonly field: CompiledField | undefined;
}
export interface CompiledField {
	readonly name: string;
	readonly index: number;
	readonly kind: FieldKind;
	readonly required: boolean;
	readonly immutable: boolean;
	readonly renamable: boolean;
	/** A value checked in the field's create shape is valid where a resource (read form) holds it. */
	readonly sameOnRead: boolean;
	readonly key: string;
	/** A scalar, keyed or unkeyed array. */
	readonly array: boolean;
	/** The name is not a property of `Object.prototype`, so `object[name]` cannot reach the prototype. */
	readonly direct: boolean;
	/** Name of the object type or element type (`''` for other kinds). */
	readonly typeName: string;
	/** The type named by `typeName`, linked once every type is compiled. */
	type: CompiledType | undefined;
}
export interface CompiledType {
	readonly name: string;
	readonly fields: readonly CompiledField[];
	readonly byName: ReadonlyMap<string, CompiledField>;
	/** The same as `byName`, as a null-prototype object (the faster lookup on hot paths). */
	readonly index: {
		readonly [name: string]: CompiledField | undefined;
	};
	/** Every key a patch of this type may hold (a fast-mode object; no prototype reached). */
	readonly actions: {
		readonly [key: string]: KeyAction | undefined;
	};
	/** Members shown on read only. */
	readonly readOnly: ReadonlySet<string> | undefined;
	/** The operators of the model. */
	readonly operators: CompiledOperators;
	/** Whether an immutable field can be reached from this type (lets the engine skip comparisons). */
	holdsImmutable: boolean;
	/** The type's position in the model: which of the engine's copy sites copies it (`copyOfType`). */
	readonly slot: number;
}
/** The operators of the model, with the lookups the runtime needs. */
export interface CompiledOperators {
	readonly list: readonly OperatorData[];
	/** The operator a key belongs to: its own key, or the prefix of `<prefix><field>`. */
	readonly of: (key: string) => OperatorData | undefined;
	/** The operators of the array group (rule 5), in their order. */
	readonly array: readonly OperatorData[];
	/** The first operator taking each step: the one `diff` writes. */
	readonly byStep: { readonly [step in OperatorStep]?: OperatorData };
	/** The operator that sets any member of an element of an unkeyed array. */
	readonly anyMember: OperatorData | undefined;
	/** The operator that renames a keyed element. */
	readonly rename: OperatorData | undefined;
}
export interface CompiledModel {
	readonly root: CompiledType;
	readonly operators: CompiledOperators;
	/** The most bytes of a result's JSON text; infinite when the spec sets no limit. */
	readonly maxBytes: number;
	/** The most items any array of a resource may hold; infinite when the spec sets no bound. */
	readonly maxItems: number;
	/** Every level by the name of its patch type. */
	readonly levels: {
		readonly [name: string]: CompiledLevel | undefined;
	};
}
export declare function compileModel(data: PatchModelData): CompiledModel;
