// generated from spec/ — do not edit
// Types of templates/runtime/patch/json.ts.
/**
* JSON helpers of the patch engine. Every read of a key that comes from a body goes through `own`
* (own properties only, so `toString` or `constructor` never resolve to the prototype), and every
* write of such a key through `put` (a `__proto__` key becomes an own property, never a prototype).
*/
export type JsonObject = {
	[key: string]: unknown;
};
export declare function hasOwn(value: object, key: string): boolean;
/** The own member `key` of `value`, or `undefined` when `value` is not an object or lacks it. */
export declare function own(value: unknown, key: string): unknown;
/** A JSON object: not `null`, not an array. */
export declare function isObject(value: unknown): value is JsonObject;
/** Writes an own data property, whatever the key. */
export declare function put(target: JsonObject, key: string, value: unknown): void;
/** A shallow copy holding the same own enumerable members (spread defines, never assigns). */
export declare function copyObject(value: JsonObject): JsonObject;
/**
* A shallow copy without the members named in `drop`. Built without them rather than deleting them
* afterwards: `delete` would turn the copy into a slow dictionary-mode object.
*/
export declare function copyWithout(value: JsonObject, drop: ReadonlySet<string> | undefined): JsonObject;
/**
* `copyWithout` for an object of the model's type number `slot`. V8 copies an object by spread
* quickly only at a site that has met few shapes (hidden classes); the one site of `copyWithout`
* meets every type the engine copies and falls back to a generic copy. Eight sites, picked by type,
* each meet a few.
*/
export declare function copyOfType(value: JsonObject, drop: ReadonlySet<string> | undefined, slot: number): JsonObject;
/**
* A place in a patch, built as the engine descends and turned into a JSON Pointer only when an
* error is reported (`undefined` is the patch itself).
*/
export interface Path {
	readonly parent: Path | undefined;
	readonly token: string | number;
}
export declare function pointer(parent: Path | undefined, token: string | number): Path;
/** The RFC 6901 JSON Pointer of `path` (`~` → `~0`, `/` → `~1`). */
export declare function pointerText(path: Path | undefined): string;
