/**
 * The array group of one field (rules 5, 7–10): removal (`$drop/` or `$retain/`), then `$patch/`,
 * then `$append/`. Survivors keep their order, patched elements their place, appended elements go
 * to the end in the order given.
 */
import { droppedKeys } from './apply-open.js';
import type { ApplyContext } from './context.js';
import { checkField } from './immutable.js';
import {
  cloneJson,
  copyWithout,
  deepEqual,
  hasOwn,
  isObject,
  type JsonObject,
  own,
  type Path,
  pointer,
  put,
} from './json.js';
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
  if (patch !== undefined) {
    const at = pointer(path, patch.key);
    if (working === undefined) {
      context.errors.report('NOT_FOUND', at, `there is no ${field.name} to patch`);
    } else if (field.kind === 'keyed-array') {
      patchKeyed(context, field, working, listOf(context, patch, path), at);
    } else {
      patchByExample(context, working, listOf(context, patch, path), at);
    }
  }
  if (append !== undefined) {
    working = working ?? [];
    appendTo(context, field, working, listOf(context, append, path), pointer(path, append.key));
  }
  if (working === undefined) return;
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
    return elements.filter((element) => entries.some((entry) => deepEqual(entry, element)) === retain);
  }
  const named = new Set(entries);
  if (field.kind === 'keyed-array') return elements.filter((element) => named.has(own(element, field.key)) === retain);
  return elements.filter((element) => named.has(element) === retain);
}

function patchKeyed(
  context: ApplyContext,
  field: CompiledField,
  working: unknown[],
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
    const position = working.findIndex((element) => own(element, field.key) === id);
    if (id === undefined || position === -1) {
      context.errors.report('NOT_FOUND', at, `${field.name} has no element ${JSON.stringify(id)}`);
      return;
    }
    if (rename !== undefined && isObject(elementPatch) && hasOwn(elementPatch, rename)) {
      const next = elementPatch[rename];
      if (next !== id && working.some((element) => own(element, field.key) === next)) {
        context.errors.report(
          'EXISTS',
          pointer(at, rename),
          `${field.name} already has an element ${JSON.stringify(next)}`,
        );
        return;
      }
    }
    working[position] = context.applyObject(context, type, working[position], elementPatch, at, field.key);
  });
}

/** `$patch/` of the unkeyed array: each element patch selects by example, in the order given. */
function patchByExample(
  context: ApplyContext,
  working: unknown[],
  patches: readonly unknown[],
  path: Path | undefined,
): void {
  patches.forEach((elementPatch, index) => {
    const at = pointer(path, index);
    if (!isObject(elementPatch)) {
      context.errors.report('INVALID_PATCH', at, 'an element patch must be an object');
      return;
    }
    const selector = Object.keys(elementPatch).filter((key) => !key.startsWith('$'));
    const matches: number[] = [];
    working.forEach((element, position) => {
      if (
        selector.every((key) => isObject(element) && hasOwn(element, key) && deepEqual(element[key], elementPatch[key]))
      ) {
        matches.push(position);
      }
    });
    const [position] = matches;
    if (position === undefined) {
      context.errors.report('NOT_FOUND', at, 'no element matches the plain members of this element patch');
    } else if (matches.length > 1) {
      context.errors.report(
        'AMBIGUOUS',
        at,
        `${matches.length} elements match the plain members of this element patch`,
      );
    } else {
      working[position] = changeByExample(context, working[position], elementPatch, at);
    }
  });
}

/** The selected element changed by the element patch: its drops first, then the members it sets. */
function changeByExample(
  context: ApplyContext,
  element: unknown,
  elementPatch: JsonObject,
  path: Path | undefined,
): JsonObject {
  const { operators } = context;
  const out = isObject(element) ? copyWithout(element, droppedKeys(context, elementPatch)) : {};
  const setter = operators.anyMember;
  for (const key of Object.keys(elementPatch)) {
    if (setter !== undefined && key.startsWith(setter.key)) {
      put(out, key.slice(setter.key.length), cloneJson(elementPatch[key]));
    } else if (key.startsWith('$') && operators.of(key)?.step !== 'drop-fields') {
      context.errors.report('INVALID_PATCH', pointer(path, key), `"${key}" is not an operator of this element patch`);
    }
  }
  return out;
}

function appendTo(
  context: ApplyContext,
  field: CompiledField,
  working: unknown[],
  elements: readonly unknown[],
  path: Path | undefined,
): void {
  elements.forEach((element, index) => {
    if (field.kind === 'scalar-array') {
      if (!working.includes(element)) working.push(element);
      return;
    }
    if (field.kind === 'keyed-array') {
      const id = own(element, field.key);
      const existing = working.find((candidate) => own(candidate, field.key) === id);
      if (existing !== undefined) {
        if (!deepEqual(existing, element)) {
          const at = pointer(path, index);
          context.errors.report('EXISTS', at, `${field.name} already has a different element ${JSON.stringify(id)}`);
        }
        return;
      }
    }
    working.push(cloneJson(element));
  });
}
