/**
 * The array group of one field (rules 5, 7–10): removal (`$drop/` or `$retain/`), then `$patch/`,
 * then `$append/`. Survivors keep their order, patched elements their place, appended elements go
 * to the end in the order given. Elements are found through indexes (identifiers, values, whole
 * elements), so the group takes time linear in the array and the patch.
 */
import { quoteScalar } from '../validators/runtime.js';
import { patchByExample } from './apply-unkeyed.js';
import type { ApplyContext } from './context.js';
import { deepEqual, EqualValues } from './equality.js';
import { Identifiers } from './identifiers.js';
import { checkField } from './immutable.js';
import { hasOwn, isObject, type JsonObject, own, type Path, pointer, put } from './json.js';
import type { CompiledField } from './model.js';

export interface ArrayOperation {
  readonly key: string;
  readonly value: unknown;
}

export interface ArrayGroup {
  readonly field: CompiledField;
  removal?: ArrayOperation & { readonly retain: boolean };
  patch?: ArrayOperation;
  append?: ArrayOperation;
}

export function applyArrayGroup(
  context: ApplyContext,
  group: ArrayGroup,
  out: JsonObject,
  before: JsonObject | undefined,
  path: Path | undefined,
): void {
  const { field } = group;
  const current = own(out, field.name);
  let working = Array.isArray(current) ? current.slice() : undefined;
  const { removal, patch, append } = group;
  if (removal !== undefined && working !== undefined) {
    working = removeElements(field, working, listOf(context, removal, path), removal.retain);
  }
  // Positions by identifier, made once for the patches and appends of a keyed array.
  const indexed = field.kind === 'keyed-array' && working !== undefined && (patch ?? append) !== undefined;
  const ids = indexed ? new Identifiers(working as unknown[], field.key) : undefined;
  if (patch !== undefined) {
    const at = pointer(path, patch.key);
    if (working === undefined) {
      context.errors.report('NOT_FOUND', at, `there is no ${field.name} to patch`);
    } else if (field.kind === 'keyed-array') {
      if (ids !== undefined) patchKeyed(context, field, working, ids, listOf(context, patch, path), at);
    } else {
      patchByExample(context, working, listOf(context, patch, path), at);
    }
  }
  if (append !== undefined) {
    working = working ?? [];
    appendTo(context, field, working, ids, listOf(context, append, path), pointer(path, append.key));
  }
  if (working === undefined) return;
  context.changes.made(working);
  checkField(context, field, before, working, pointer(path, (removal ?? patch ?? append)?.key ?? field.name));
  put(out, field.name, working);
}

function listOf(context: ApplyContext, operation: ArrayOperation, path: Path | undefined): readonly unknown[] {
  if (Array.isArray(operation.value)) return operation.value;
  context.errors.report('INVALID_PATCH', pointer(path, operation.key), `${operation.key} must be an array`);
  return [];
}

/** The elements that survive `$drop/` (named ones removed) or `$retain/` (named ones kept). */
function removeElements(
  field: CompiledField,
  elements: unknown[],
  entries: readonly unknown[],
  retain: boolean,
): unknown[] {
  if (field.kind === 'unkeyed-array') {
    const named = new EqualValues();
    for (const entry of entries) named.add(entry);
    return elements.filter((element) => named.has(element) === retain);
  }
  const named = new Set(entries);
  if (field.kind === 'keyed-array') return elements.filter((element) => named.has(own(element, field.key)) === retain);
  return elements.filter((element) => named.has(element) === retain);
}

function patchKeyed(
  context: ApplyContext,
  field: CompiledField,
  working: unknown[],
  ids: Identifiers,
  patches: readonly unknown[],
  path: Path | undefined,
): void {
  const type = field.type;
  if (type === undefined) return;
  const renames = context.operators.rename;
  const rename =
    renames !== undefined && type.byName.get(field.key)?.renamable === true ? renames.key + field.key : undefined;
  patches.forEach((elementPatch, index) => {
    const at = pointer(path, index);
    const id = own(elementPatch, field.key);
    const position = ids.positionOf(id);
    if (position === undefined) {
      context.errors.report('NOT_FOUND', at, `${field.name} has no element ${quoteScalar(id)}`);
      return;
    }
    if (rename !== undefined && isObject(elementPatch) && hasOwn(elementPatch, rename)) {
      const next = elementPatch[rename];
      if (next !== id && ids.positionOf(next) !== undefined) {
        context.errors.report(
          'EXISTS',
          pointer(at, rename),
          `${field.name} already has an element ${quoteScalar(next)}`,
        );
        return;
      }
    }
    const patched = context.applyObject(context, type, working[position], elementPatch, at, field.key);
    working[position] = patched;
    const renamed = own(patched, field.key);
    if (renamed !== id) ids.rename(id, renamed, position);
  });
}

/**
 * `$append/` (rules 7 and 9). The patch check has made every entry of the list unique (rule 3: no
 * duplicate values, no repeated identifier), so each is looked up among the elements already there
 * and none is recorded as it is added: one lookup an entry.
 */
function appendTo(
  context: ApplyContext,
  field: CompiledField,
  working: unknown[],
  ids: Identifiers | undefined,
  elements: readonly unknown[],
  path: Path | undefined,
): void {
  const { changes } = context;
  const { sameOnRead } = field;
  if (field.kind === 'scalar-array') {
    const values = new Set(working);
    for (let index = 0; index < elements.length; index++) {
      const element = elements[index];
      if (values.has(element)) continue;
      changes.placed(element, sameOnRead);
      working.push(element);
    }
    return;
  }
  if (field.kind !== 'keyed-array') {
    for (let index = 0; index < elements.length; index++) {
      changes.placed(elements[index], sameOnRead);
      working.push(elements[index]);
    }
    return;
  }
  const keyed = ids ?? new Identifiers(working, field.key);
  const key = field.key;
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index];
    const id = own(element, key);
    const existing = keyed.positionOf(id);
    if (existing === undefined) {
      changes.placed(element, sameOnRead);
      working.push(element);
    } else if (!deepEqual(working[existing], element)) {
      const at = pointer(path, index);
      context.errors.report('EXISTS', at, `${field.name} already has a different element ${quoteScalar(id)}`);
    }
  }
}
