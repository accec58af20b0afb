// generated from spec/ — do not edit
// Types of templates/runtime/client/identity.ts.
/**
* One identity for the client's classes and answers across every copy of the package in a process:
* its ESM build and its CommonJS build (an application that imports it and a library that requires
* it each load their own), or two copies a bundler kept. Each copy has its own classes and its own
* module state, so identity is carried by keys of the global symbol registry (`Symbol.for`), which
* every copy reads alike. A key ends in the version of what it names (`@1`): a copy whose errors or
* answers had another shape would use another key, and never be taken for this one.
*/
/** The brand of `ApiRequestError`. */
export declare const API_REQUEST_ERROR: symbol;
/** The brand of `RequestValidationError`. */
export declare const REQUEST_VALIDATION_ERROR: symbol;
/** Marks `instance` as made by the class of `brand`, in a member no enumeration, copy or JSON text shows. */
export declare function setBrand(instance: object, brand: symbol): void;
/**
* `value instanceof target`, where `base` is the branded class: an instance of this copy's class
* (or of a subclass) as usual, and, for the branded class itself, any value carrying its brand, made
* by whichever copy. A subclass keeps plain `instanceof`: another copy cannot have made one of it.
*/
export declare function isInstance(target: unknown, base: unknown, brand: symbol, value: unknown): boolean;
/**
* The table of answers every copy reads and writes: made by the first copy that needs it, in a
* non-enumerable slot of `globalThis`. Where `globalThis` takes no new member (a frozen realm),
* this copy keeps its own table.
*/
export declare function sharedResponses(): WeakMap<object, object>;
