// generated from spec/ — do not edit
// Types of templates/runtime/patch/fast-index.ts.
/** Lookups by name that never reach a prototype, at the speed of a plain object. */
/**
* Values by name as a plain object whose prototype chain ends in an empty null-prototype object: no
* key reaches `Object.prototype` (not even `__proto__`), yet V8 keeps it a fast object, unlike
* `Object.create(null)`, which starts in dictionary mode and makes every lookup a hash lookup.
*/
export declare function fastIndex<T>(entries: readonly (readonly [string, T])[]): Record<string, T | undefined>;
