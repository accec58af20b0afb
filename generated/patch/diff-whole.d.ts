// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff-whole.ts.
/**
* The diff's bound of work, and what it writes past it. A value built in JavaScript may hold one
* object in many places: a few objects in memory, 2**60 written out. The diff compares and copies
* values as written out, so its work follows their written-out size; it is bounded as the engine
* bounds a patch and a result, by the model's `maxBytes`: two inputs within the limit hold at most
* `maxBytes` objects and arrays between them (each takes two bytes of text at least), and the diff
* visits each a few times (diff.ts, diff-array.ts), never `WORK_PER_BYTE` times. Past that budget the
* inputs are larger than any cluster, and the diff stops comparing: the patch sets every member of the
* target whole (`$drop` for the source's others), copied once an object however often it is held,
* which is right whenever a patch can reach the target, and otherwise as large written out as the
* target, which the applier refuses by its size (LIMIT) without walking it.
*/
import { type JsonObject } from "./json.js";
import type { CompiledModel } from "./model.js";
/** `diff` of the engine over `model` (engine.ts), within the budget its `maxBytes` sets. */
export declare function diffWithin(model: CompiledModel, from: unknown, to: unknown): JsonObject;
