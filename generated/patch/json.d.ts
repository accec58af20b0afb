// generated from spec/ — do not edit
// Patch engine: json (templates/runtime/patch/json.ts).
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
/** Deep equality of JSON values: arrays in order, objects by their own keys in any order. */
export declare function deepEqual(a: unknown, b: unknown): boolean;
/** A deep copy of a JSON value that shares nothing with it. */
export declare function cloneJson<T>(value: T): T;
/** `base` extended by one RFC 6901 reference token (`~` → `~0`, `/` → `~1`). */
export declare function pointer(base: string, token: string | number): string;
