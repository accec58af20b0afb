// generated from spec/ — do not edit
// Types of templates/runtime/patch/model-level.ts.
/**
* A patch level compiled for the validators' patch checks: its fields, identifier and operator keys,
* with the lookups the checks make on every call (the operator keys on a field, and the array keys of
* each field in the order of rule 6) built once, here, rather than per call.
*/
import type { CompiledField, CompiledOperators } from "./model.js";
import type { LevelKind, OperatorData } from "./vocabulary.js";
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
