// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff-project.ts.
/**
* The diff's copies of its inputs: values of the target in input shape (`project`: members shown on
* read only left out, members in schema order, nothing shared), and the copies and comparisons of
* values below the schema's types. An array longer than any a resource holds is never read: copied as
* an empty array of its length, equal only to itself.
*/
import { type JsonObject } from "./json.cjs";
import type { CompiledField, CompiledType } from "./model.cjs";
/** A value of `field` in input shape: members shown on read only are left out, nothing shared. */
export declare function project(field: CompiledField, value: unknown): unknown;
/** A copy of a value of the diff's inputs: an over-long array as an empty array of its length. */
export declare function copyInput(value: unknown): unknown;
/** Deep equality of values of the diff's inputs: an over-long array equals only itself. */
export declare function equalInputs(a: unknown, b: unknown): boolean;
/** An object of `type` in input shape, its members in schema order, then those no form of it has. */
export declare function projectObject(type: CompiledType, value: unknown): unknown;
/**
* `out` with the members of `value` that no form of `type` has (a plain-JavaScript caller's), copied
* (`copy`) as they are, for the applier to refuse at their place; members shown on read only are left out.
*/
export declare function withUnknown(type: CompiledType, value: JsonObject, out: JsonObject, copy?: (value: unknown) => unknown): JsonObject;
/**
* A member `key` of the target that its type neither takes nor shows on read (a plain-JavaScript
* caller's): its copy when it differs from the source's, for the patch, so the applier refuses it at
* its place rather than the round trip failing in silence. One only `before` holds is left alone: no
* `$drop` can name it, and the applier's result check finds it where it stays.
*/
export declare function changedUnknown(before: JsonObject, key: string, next: unknown): unknown;
