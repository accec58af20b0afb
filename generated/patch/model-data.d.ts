// generated from spec/ — do not edit
// Types of templates/runtime/patch/model-data.ts.
/**
* The patch model as data: what the generator emits (patch/cluster-model.js) from the canonical
* schema and the vocabulary, before the runtime compiles it (model.ts). Plain JSON-like values: the
* types of the create form with their fields, every patch level with its operator keys, the
* operators in the order they apply, and the size limit.
*/
import type { FieldKind, LevelKind, OperatorData } from "./vocabulary.js";
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
	/**
	* The most items any array of the resource may hold (the largest `maxItems` of spec/, arrays in
	* free-form values included; 0 when it has no array). Absent when an array has no bound.
	*/
	readonly maxItems?: number;
}
