// generated from spec/ — do not edit
// Patch engine: diff (templates/runtime/patch/diff.ts).
/**
* `diff(a, b)`: a patch `p` with `apply(a, p)` deep-equal to `b` for everything a patch can express.
* Walks the create (input) form of each type, so read-only fields and members the input shape lacks
* are ignored. Removed fields become `$drop`; objects become nested patches; maps and free-form
* objects a `$drop` of removed keys plus the changed members; arrays `$drop/` + `$patch/` +
* `$append/` when `b` is `a` minus removed elements plus new ones at the end, else a plain set.
* Never a rename.
*/
import { type JsonObject } from "./json.js";
import type { CompiledField, CompiledType } from "./model.js";
export declare function diffObject(type: CompiledType, a: unknown, b: unknown, selector: string | undefined): JsonObject | undefined;
/** A value of `field` in input shape: fields the create form lacks are left out, nothing shared. */
export declare function project(field: CompiledField, value: unknown): unknown;
