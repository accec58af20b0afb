/** Lookups by name that never reach a prototype, at the speed of a plain object. */

/**
 * Values by name as a plain object whose prototype chain ends in an empty null-prototype object: no
 * key reaches `Object.prototype` (not even `__proto__`), yet V8 keeps it a fast object, unlike
 * `Object.create(null)`, which starts in dictionary mode and makes every lookup a hash lookup.
 */
export function fastIndex<T>(entries: readonly (readonly [string, T])[]): Record<string, T | undefined> {
  const index = Object.create(EMPTY_PROTOTYPE) as Record<string, T | undefined>;
  for (const [name, value] of entries) {
    Object.defineProperty(index, name, { value, enumerable: true, writable: false, configurable: false });
  }
  return index;
}

const EMPTY_PROTOTYPE: object = Object.freeze(Object.create(null));
