/**
 * IMMUTABLE: a field annotated `x-mk8s-immutable` whose value a patch would change in an object that
 * exists before and after. Absence counts as a value, except that removing a required field is left
 * to the result check (INVALID_RESULT), as patch rule 12 says of `name`.
 */
import type { ApplyContext } from './context.js';
import { deepEqual } from './equality.js';
import { isObject, own, type Path, pointer } from './json.js';
import type { CompiledField, CompiledType } from './model.js';

/** Reports IMMUTABLE at `path` when `field` of the existing object `before` would become `after`. */
export function checkField(
  context: ApplyContext,
  field: CompiledField,
  before: unknown,
  after: unknown,
  path: Path | undefined,
): void {
  if (!field.immutable || !isObject(before)) return;
  const old = own(before, field.name);
  if (after === undefined && field.required) return;
  if (!deepEqual(old, after)) {
    context.errors.report('IMMUTABLE', path, `${field.name} cannot change once the cluster exists`);
  }
}

/**
 * Compares every immutable field reachable from `type` between `before` and `after` (a value given
 * whole, by `$replace/` or a plain array), in the objects present in both. `path` is where `after`
 * stands in the patch.
 */
export function walkImmutable(
  context: ApplyContext,
  type: CompiledType | undefined,
  before: unknown,
  after: unknown,
  path: Path | undefined,
): void {
  if (type === undefined || !type.holdsImmutable || !isObject(before) || !isObject(after)) return;
  for (const field of type.fields) {
    const next = own(after, field.name);
    if (field.immutable) {
      checkField(context, field, before, next, next === undefined ? path : pointer(path, field.name));
      continue;
    }
    const old = own(before, field.name);
    if (old === undefined || next === undefined) continue;
    if (field.kind === 'object') walkImmutable(context, field.type, old, next, pointer(path, field.name));
    if (field.kind === 'keyed-array') walkElements(context, field, old, next, pointer(path, field.name));
  }
}

/** Pairs the elements of two keyed arrays by identifier (the first of each) and compares each pair. */
export function walkElements(
  context: ApplyContext,
  field: CompiledField,
  before: unknown,
  after: unknown,
  path: Path | undefined,
): void {
  if (field.type === undefined || !field.type.holdsImmutable) return;
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  const earlier = new Map<unknown, unknown>();
  for (const element of before) {
    const id = own(element, field.key);
    if (id !== undefined && !earlier.has(id)) earlier.set(id, element);
  }
  after.forEach((element, index) => {
    const id = own(element, field.key);
    const old = id === undefined ? undefined : earlier.get(id);
    if (old !== undefined) walkImmutable(context, field.type, old, element, pointer(path, index));
  });
}
