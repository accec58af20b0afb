// generated from spec/ — do not edit
// Types of templates/runtime/patch/immutable.ts.
/**
* IMMUTABLE: a field annotated `x-mk8s-immutable` whose value a patch would change in an object that
* exists before and after. Absence counts as a value, except that removing a required field is left
* to the result check (INVALID_RESULT), as patch rule 12 says of `name`.
*/
import type { ApplyContext } from "./context.cjs";
import { type Path } from "./json.cjs";
import type { CompiledField, CompiledType } from "./model.cjs";
/** Reports IMMUTABLE at `path` when `field` of the existing object `before` would become `after`. */
export declare function checkField(context: ApplyContext, field: CompiledField, before: unknown, after: unknown, path: Path | undefined): void;
/**
* Compares every immutable field reachable from `type` between `before` and `after` (a value given
* whole, by `$replace/` or a plain array), in the objects present in both. `path` is where `after`
* stands in the patch.
*/
export declare function walkImmutable(context: ApplyContext, type: CompiledType | undefined, before: unknown, after: unknown, path: Path | undefined): void;
/** Pairs the elements of two keyed arrays by identifier (the first of each) and compares each pair. */
export declare function walkElements(context: ApplyContext, field: CompiledField, before: unknown, after: unknown, path: Path | undefined): void;
