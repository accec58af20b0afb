/**
 * Reading the members of the diff's inputs: own members only, as fast as V8 allows.
 *
 * The walk enumerates an object with `for…in`, whose member loads V8 compiles to loads at known
 * offsets. `for…in` also yields enumerable *inherited* members, so each key would need an own-property
 * check — unless the object's prototype has none: `Object.prototype`, checked once per diff (a polluted
 * prototype, `Object.prototype.description = …`, switches the checks back on for that diff), or `null`.
 * Skipping the per-key check is 12% of a realistic diff (measured: docs/decisions.md, Patch engine).
 * `Object.hasOwn` is a call each time; `hasOwn.call` below is compiled to a look-up.
 */

/** `Object.prototype.hasOwnProperty`, taken once: a member named `hasOwnProperty` cannot stand in for it. */
export const hasOwn: (this: object, key: string) => boolean = Object.prototype.hasOwnProperty;

const OBJECT_PROTOTYPE: object = Object.prototype;

/** Whether `Object.prototype` had no enumerable member when the current diff began. */
let prototypeClean = true;

/** Called once at the start of each diff: whether `Object.prototype` gained enumerable members. */
export function beginReading(): void {
  prototypeClean = true;
  for (const _ in OBJECT_PROTOTYPE) prototypeClean = false;
}

/** Whether `Object.prototype` had no enumerable member when the current diff began. */
export function prototypeIsClean(): boolean {
  return prototypeClean;
}

/** Whether `for (key in value)` yields own members only, so that no key needs an own-property check. */
export function enumeratesOwnOnly(value: object): boolean {
  return ownOnlyUnder(Object.getPrototypeOf(value));
}

/** `enumeratesOwnOnly` of an object whose prototype the caller has read. */
export function ownOnlyUnder(prototype: object | null): boolean {
  return prototype === OBJECT_PROTOTYPE ? prototypeClean : prototype === null;
}
