// generated from spec/ — do not edit
// Types of templates/runtime/patch/model.ts.
/**
* What the patch engine knows about the resource, as data: the generator emits one `PatchModelData`
* (patch/model.js) from the canonical schema, and the engine interprets it. The engine holds no list
* of fields of its own, so a field added to the schema needs no change here.
*/
/** The field kinds of the canonical schema (docs/spec-vocabulary.md). */
export type FieldKind = "scalar" | "object" | "map" | "free-form" | "scalar-array" | "keyed-array" | "unkeyed-array";
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
	/** An identifier that `$replace/<name>` may change (`x-mk8s-renamable`). */
	readonly renamable?: boolean;
}
export interface ModelType {
	/** Name of the type in its create (input) form. */
	readonly name: string;
	/** Name of the type's patch form. */
	readonly patch: string;
	/** Fields as create and patch bodies take them, in schema order. */
	readonly fields: readonly ModelField[];
	/** Fields shown on read only; a patch never names them and keeps them as they are. */
	readonly readOnly?: readonly string[];
}
export interface PatchModelData {
	readonly root: string;
	readonly types: readonly ModelType[];
}
/** Where a key of a patch object sends its value. */
export type Action = "plain" | "replace" | "rename" | "drop" | "retain" | "patch" | "append";
/** One key a patch of a type may hold, and what it does. */
export interface KeyAction {
	readonly key: string;
	readonly action: Action;
	readonly field: CompiledField;
}
export interface CompiledField {
	readonly name: string;
	readonly index: number;
	readonly kind: FieldKind;
	readonly required: boolean;
	readonly immutable: boolean;
	readonly renamable: boolean;
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
	/** Every key a patch of this type may hold, except `$drop` (a fast-mode object; no prototype reached). */
	readonly actions: {
		readonly [key: string]: KeyAction | undefined;
	};
	/** Whether an immutable field can be reached from this type (lets the engine skip comparisons). */
	holdsImmutable: boolean;
}
export interface CompiledModel {
	readonly root: CompiledType;
}
export declare function compileModel(data: PatchModelData): CompiledModel;
