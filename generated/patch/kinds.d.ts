// generated from spec/ — do not edit
// Types of templates/runtime/patch/kinds.ts.
/**
* The words of the patch language beside its operators: the kinds of field and of patch level, the
* patch error codes in their precedence, and the limits of rule 14. Part of the patch vocabulary,
* which re-exports them (vocabulary.ts); the operator table is there.
* @see ../../../docs/patch-semantics.md
*/
/** The kinds of field of the canonical schema (docs/spec-vocabulary.md), decided once in the IR. */
export declare const FIELD_KINDS: readonly ["scalar", "object", "map", "free-form", "scalar-array", "keyed-array", "unkeyed-array"];
export type FieldKind = (typeof FIELD_KINDS)[number];
/** The array kinds: what `$drop/`, `$retain/` and `$append/` act on. */
export declare function isArrayKind(kind: FieldKind): boolean;
/**
* The kinds of patch level:
* - `object`: a closed object (the body, `spec`, a provider block, an add-on, …);
* - `element`: an element patch of a keyed array: the identifier is a required selector;
* - `map` / `free-form`: an open object merged by key;
* - `unkeyed-element`: an element patch of an unkeyed array, selecting by example with its plain
*   members.
*/
export type LevelKind = "object" | "element" | "map" | "free-form" | "unkeyed-element";
/** Every patch error code, in precedence order (the first of several wins). */
export declare const PATCH_ERROR_CODES: readonly ["FORBIDDEN_KEY", "LIMIT", "INVALID_PATCH", "CONFLICT", "IMMUTABLE", "NOT_FOUND", "AMBIGUOUS", "EXISTS", "INVALID_RESULT"];
export type PatchErrorCode = (typeof PATCH_ERROR_CODES)[number];
/** The codes decided by the patch alone, without a document: the ones a patch validator reports. */
export declare const PATCH_ALONE_CODES: readonly PatchErrorCode[];
/** The limits of rule 14. */
export interface PatchLimits {
	/** Levels of nesting, the patch object being level 1 and every object and array one more. */
	readonly maxDepth: number;
	/** Items of all operator lists plus keys of operators that take one value, in the whole patch. */
	readonly maxEntries: number;
}
export declare const PATCH_LIMITS: PatchLimits;
/**
* Objects and arrays of a patch, counted as written out, past which it is larger than any cluster
* (two bytes of JSON text each at least): the engine's snapshot stops copying it as written out, and
* the patch validator's free-form walk stops reading it (LIMIT). More than any patch of the
* request-body limit (1 MiB) can hold.
*/
export declare const COPY_BUDGET: number;
