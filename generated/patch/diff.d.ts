// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff.ts.
/**
* `diff(a, b)`: a patch `p` with `apply(a, p)` deep-equal to `b` for everything a patch can express.
* Walks the create (input) form of each type, so read-only fields and members shown on read only
* are ignored; a member no form of its type has is carried into the patch, for the applier to
* refuse. Removed fields become `$drop`; objects become nested patches; maps and free-form
* objects a `$drop` of removed keys plus the changed members; arrays `$drop/` + `$patch/` +
* `$append/` when `b` is `a` minus removed elements plus new ones at the end, else a plain set.
* Never a rename.
*
* The walk visits every member of both clusters (two clusters read from a service share nothing, so
* `a === b` rarely ends it early); it reads members with `for…in` and the own-property checks of
* diff-read.ts, which V8 compiles to a look-up in the object's own layout, and it allocates nothing
* for a member that did not change. Recursion follows the schema's types, never the input's depth:
* values below a free-form member are compared and copied by equality.ts and clone.ts, which fall
* back to an explicit stack on deep input.
*
* Inputs no cluster can be are diffed all the same, in bounded work, and never changed: an array
* longer than any array of a resource (`maxItems` of the model; a sparse array may claim 2**32 - 1
* items) is never read; where the target holds one, the patch sets it whole as an empty array of
* its length, which the applier refuses by that length, as it does a dense one.
*/
import type { WorkBudget } from "./clone.js";
import { type JsonObject } from "./json.js";
import type { CompiledType } from "./model.js";
/**
* The patch that turns `a` into `b`, objects of `type` (`undefined` when nothing changed); arrays
* longer than `maxItems` are not read. `work`: each object or array visited takes one from it, and
* past it `OVER_BUDGET` is thrown (diff-whole.ts).
*/
export declare function diffObject(type: CompiledType, a: unknown, b: unknown, selector: string | undefined, maxItems?: number, work?: WorkBudget): JsonObject | undefined;
