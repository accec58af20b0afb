/**
 * One identity for the client's classes and answers across every copy of the package in a process:
 * its ESM build and its CommonJS build (an application that imports it and a library that requires
 * it each load their own), or two copies a bundler kept. Each copy has its own classes and its own
 * module state, so identity is carried by keys of the global symbol registry (`Symbol.for`), which
 * every copy reads alike. A key ends in the version of what it names (`@1`): a copy whose errors or
 * answers had another shape would use another key, and never be taken for this one.
 */

/** The brand of `ApiRequestError`. */
export const API_REQUEST_ERROR: symbol = Symbol.for('@mk8s/schema.ApiRequestError@1');

/** The brand of `RequestValidationError`. */
export const REQUEST_VALIDATION_ERROR: symbol = Symbol.for('@mk8s/schema.RequestValidationError@1');

/** Where the answers of `responseOf` are kept for every copy: a slot of `globalThis`. */
const RESPONSES: symbol = Symbol.for('@mk8s/schema.responses@1');

const ordinaryInstanceOf = Function.prototype[Symbol.hasInstance];

/** Marks `instance` as made by the class of `brand`, in a member no enumeration, copy or JSON text shows. */
export function setBrand(instance: object, brand: symbol): void {
  Object.defineProperty(instance, brand, { value: true });
}

/**
 * `value instanceof target`, where `base` is the branded class: an instance of this copy's class
 * (or of a subclass) as usual, and, for the branded class itself, any value carrying its brand, made
 * by whichever copy. A subclass keeps plain `instanceof`: another copy cannot have made one of it.
 */
export function isInstance(target: unknown, base: unknown, brand: symbol, value: unknown): boolean {
  if (ordinaryInstanceOf.call(target, value)) return true;
  return (
    target === base &&
    typeof value === 'object' &&
    value !== null &&
    (value as { readonly [key: symbol]: unknown })[brand] === true
  );
}

let responses: WeakMap<object, object> | undefined;

/**
 * The table of answers every copy reads and writes: made by the first copy that needs it, in a
 * non-enumerable slot of `globalThis`. Where `globalThis` takes no new member (a frozen realm),
 * this copy keeps its own table.
 */
export function sharedResponses(): WeakMap<object, object> {
  if (responses !== undefined) return responses;
  const global = globalThis as unknown as { [key: symbol]: unknown };
  const existing = global[RESPONSES];
  responses = existing instanceof WeakMap ? (existing as WeakMap<object, object>) : new WeakMap<object, object>();
  if (existing === undefined && Object.isExtensible(global)) {
    Object.defineProperty(global, RESPONSES, { value: responses });
  }
  return responses;
}
