// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff-project.ts.
/**
* The diff's copies of its inputs: values of the target in input shape (`project`: members shown on
* read only left out, members in schema order, nothing shared), and the copies and comparisons of
* values below the schema's types. An array longer than any a resource holds is never read: copied as
* an empty array of its length, equal only to itself.
*/
import type { CompiledField, CompiledType } from "./model.cjs";
/** A value of `field` in input shape: members shown on read only are left out, nothing shared. */
export declare function project(field: CompiledField, value: unknown): unknown;
/** A copy of a value of the diff's inputs: an over-long array as an empty array of its length. */
export declare function copyInput(value: unknown): unknown;
/** Deep equality of values of the diff's inputs: an over-long array equals only itself. */
export declare function equalInputs(a: unknown, b: unknown): boolean;
/** An object of `type` in input shape, its members in schema order, then those no form of it has. */
export declare function projectObject(type: CompiledType, value: unknown): unknown;
