// generated from spec/ — do not edit
// Types of templates/runtime/patch/model.ts.
/**
* The patch model, as data and compiled: the generator emits one `PatchModelData` (patch/cluster-model.js)
* from the canonical schema and the vocabulary, and both the patch engine and the validators' patch
* checks interpret it. The runtime holds no list of fields and no operator key of its own: a field
* added to the schema, or an operator added to the vocabulary's table, needs no change here.
*/
import { type FieldKind, type LevelKind, type OperatorData, type OperatorStep } from "./vocabulary.cjs";
export interface ModelField {
	readonly name: string;
	readonly kind: FieldKind;
	/** The object type of an `object` field, or the element type of a `keyed-array`. */
	readonly type?: string;
	/** The identifier of a `keyed-array`'s elements. */
	readonly key?: string;
	readonly required?: boolean;
	/** The value cannot change once the object holding it exists (`x-mk8s-immutable`). */
	readonly immutable?: boolean;
	/** An identifier that a patch may change (`x-mk8s-renamable`). */
	readonly renamable?: boolean;
	/**
	* A cluster as read holds this field in another shape than create and patch bodies give it
	* (`networking`, or a type that contains a read-only field): a value checked in its create shape
	* must be checked again where a result holds it.
	*/
	readonly differsOnRead?: boolean;
}
export interface ModelType {
	/** Name of the type in its create (input) form. */
	readonly name: string;
	/** Fields as create and patch bodies take them, in schema order. */
	readonly fields: readonly ModelField[];
	/** Members shown on read only: a patch never names them and keeps them as they are. */
	readonly readOnly?: readonly string[];
}
/** One level a patch can reach (a patch type): where it stands and the operator keys it takes. */
export interface ModelLevel {
	/** Name of the patch type (`ClusterSpecPatch`). */
	readonly name: string;
	readonly kind: LevelKind;
	/** The create type a closed level patches; the map or free-form object an open level patches. */
	readonly source: string;
	/** `element`: the identifier, which selects the element. */
	readonly identifier?: string;
	/** Every operator key the level takes (for a key of any member, its prefix). */
	readonly operators: readonly string[];
}
export interface PatchModelData {
	/** The vocabulary's operators, in the order they apply (rule 6). */
	readonly operators: readonly OperatorData[];
	/** The create form of the resource. */
	readonly root: string;
	readonly types: readonly ModelType[];
	readonly levels: readonly ModelLevel[];
	/**
	* The most bytes the JSON text of a resource may hold (UTF-8, as `JSON.stringify` writes it): the
	* resource's `x-mk8s-max-bytes` in spec/. Absent when the spec sets no limit.
	*/
	readonly maxBytes?: number;
}
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
}
/** A patch level as the validators judge it: its fields, identifier and operator keys. */
export interface CompiledLevel {
	readonly name: string;
	readonly kind: LevelKind;
	/** The create type or open object it patches, for messages. */
	readonly source: string;
	/** The fields of a closed level, by name (none for an open level). */
	readonly fields: ReadonlyMap<string, CompiledField>;
	readonly identifier: string | undefined;
	/** Every operator key the level takes, and the operator it belongs to. */
	readonly operators: ReadonlyMap<string, OperatorData>;
	/** The level's operator keys on one field (`$replace/provider`, `$append/firewall`), read without slicing. */
	readonly onField: ReadonlyMap<string, FieldOperator>;
	/** The array operator keys the level takes for each array field, in the operators' order (rule 6). */
	readonly arrayKeys: ReadonlyMap<string, readonly FieldOperator[]>;
	readonly readOnly: ReadonlySet<string> | undefined;
	readonly model: CompiledOperators;
}
/** An operator key on one field of a level: the operator, and the name of the field it targets. */
export interface FieldOperator {
	readonly key: string;
	readonly operator: OperatorData;
	/** The field named by the key's suffix. */
	readonly name: string;
	/**
	* Of an array field whose element patches may rename an element (rule 10: the model has a rename
	* operator and the elements' identifier is `renamable`), so that one `$patch/` list can conflict
	* with itself: the key of an element patch that renames (`$replace/name`).
	*/
	readonly rename: string | undefined;
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
	/** Every level by the name of its patch type. */
	readonly levels: {
		readonly [name: string]: CompiledLevel | undefined;
	};
}
export declare function compileModel(data: PatchModelData): CompiledModel;
