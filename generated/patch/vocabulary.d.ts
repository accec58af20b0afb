// generated from spec/ — do not edit
// Types of templates/runtime/patch/vocabulary.ts.
/**
* The patch vocabulary, in one place: the kinds of field and of patch level, the patch error codes,
* the limits of rule 14 (these written in kinds.ts, re-exported here), and the ordered table of
* operators. The generator takes from here the patch
* schema, the types, the validators' patch checks and the docs; it emits the table into the patch
* model, where the engine and the validators' runtime read it. Adding an operator is adding one entry
* to `OPERATORS`, built from the steps, values and conflict groups below.
* @see ../../../docs/patch-semantics.md
*/
import type { FieldKind, LevelKind } from "./kinds.js";
export { COPY_BUDGET, FIELD_KINDS, type FieldKind, isArrayKind, type LevelKind, PATCH_ALONE_CODES, PATCH_ERROR_CODES, PATCH_LIMITS, type PatchErrorCode, type PatchLimits } from "./kinds.js";
/**
* What an operator's value is:
* - `field-names`: names of fields of the object it stands in (keys, in a map or free-form object);
* - `whole-value`: one complete value of its field, in create shape;
* - `selectors`: entries naming elements of its array (identifiers, values, whole elements);
* - `elements`: complete elements of its array, in create shape;
* - `element-patches`: patches of elements of its array.
*/
export type OperatorValue = "field-names" | "whole-value" | "selectors" | "elements" | "element-patches";
/**
* What the engine does with an operator (rule 6 gives the order of the steps inside an object):
* `drop-fields`, then `set`, then the plain fields, then for each array `remove` or `keep`, then
* `patch`, then `append`.
*/
export type OperatorStep = "drop-fields" | "set" | "remove" | "keep" | "patch" | "append";
/**
* The mode of rule 4 an operator counts as, in the order of rule 6 (`plain` is a plain value): a
* field takes one mode only. The `array` operators of one field go together, under rule 5.
*/
export declare const CONFLICT_GROUPS: readonly ["drop", "set", "plain", "array"];
export type ConflictGroup = (typeof CONFLICT_GROUPS)[number];
/**
* An operator's docs line for each kind of target: field kinds for an operator on fields (`field`
* for any of them), level kinds for one acting on its own level, `rename` and `any-member` for those
* targets. `{field}`, `{key}` (a keyed array's identifier) and `{identifier}` (an element's) are
* filled in.
*/
export type OperatorDocs = { readonly [target in FieldKind | LevelKind | "field" | "rename" | "any-member"]?: string };
export interface PatchOperator {
	/** Its name in the patch schema (`x-mk8s-operator`) and the OpenAPI document. */
	readonly name: string;
	/** `$drop`, or the prefix of its `<prefix><field>` keys (`$append/`). */
	readonly key: string;
	/** The levels it may stand in. */
	readonly levels: readonly LevelKind[];
	/** The kinds of the fields it acts on; none: it acts on the level it stands in. */
	readonly fieldKinds: readonly FieldKind[];
	/** In an element patch, it also renames the element when its identifier is `x-mk8s-renamable`. */
	readonly renames?: boolean;
	/** In an element patch of an unkeyed array, it sets any member (`$replace/<member>`). */
	readonly anyMember?: boolean;
	readonly value: OperatorValue;
	readonly step: OperatorStep;
	readonly group: ConflictGroup;
	/** What it does, one line, for the operator tables of the docs. */
	readonly summary: string;
	readonly docs: OperatorDocs;
}
/** The operators, in the order they apply inside one object (rule 6). */
export declare const OPERATORS: readonly PatchOperator[];
/** How an operator's key is written in docs: `$drop`, `$append/<field>`. */
export declare function formOf(operator: Pick<PatchOperator, "key" | "fieldKinds">, placeholder?: string): string;
/** The part of an operator the runtime needs, as the patch model carries it. */
export interface OperatorData {
	readonly name: string;
	readonly key: string;
	/** How the key is written in messages (`$append/<field>`). */
	readonly form: string;
	readonly value: OperatorValue;
	readonly step: OperatorStep;
	readonly group: ConflictGroup;
	readonly renames?: boolean;
	readonly anyMember?: boolean;
}
export declare function operatorData(operator: PatchOperator): OperatorData;
