/**
 * How `diff` expresses an array change: `$drop/` + `$patch/` + `$append/` when `b` is `a` minus
 * removed elements, survivors in order, plus new elements at the end; `undefined` otherwise (the
 * array is then set whole). One pass over each array, and no hashing unless elements were dropped.
 */
import { cloneJson } from './clone.js';
import { diffWork, hasOwn, longestArray } from './diff-read.js';
import { deepEqual, EqualValues } from './equality.js';
import { isObject, type JsonObject, put } from './json.js';
import type { CompiledField, CompiledType } from './model.js';

export interface ArrayPlan {
  readonly dropped: readonly unknown[];
  readonly patched: readonly JsonObject[];
  readonly appended: readonly unknown[];
}

/** The object diff and projection of diff.ts, passed in so the two modules do not import each other. */
export interface ElementDiff {
  readonly diff: (type: CompiledType, a: unknown, b: unknown, selector: string) => JsonObject | undefined;
  readonly project: (type: CompiledType, value: unknown) => unknown;
}

const NO_CHANGE: ArrayPlan = { dropped: [], patched: [], appended: [] };

export function planArray(
  field: CompiledField,
  a: readonly unknown[],
  b: readonly unknown[],
  elements: ElementDiff,
): ArrayPlan | undefined {
  if (field.kind === 'keyed-array')
    return field.type === undefined ? undefined : planKeyed(field, field.type, a, b, elements);
  if (field.kind === 'unkeyed-array') return planUnkeyed(a, b);
  return planScalars(a, b);
}

function planScalars(a: readonly unknown[], b: readonly unknown[]): ArrayPlan | undefined {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  if (index === a.length && index === b.length) return NO_CHANGE;
  const inB = new Set(b);
  if (inB.size !== b.length || new Set(a).size !== a.length) return undefined;
  const dropped: unknown[] = [];
  let next = 0;
  for (const value of a) {
    if (!inB.has(value)) dropped.push(value);
    else if (b[next++] !== value) return undefined;
  }
  return { dropped, patched: [], appended: b.slice(next) };
}

/** The identifier of a keyed element, when it is a string. */
function idOf(element: unknown, key: string, direct: boolean): string | undefined {
  if (!isObject(element)) return undefined;
  const id = direct || hasOwn.call(element, key) ? element[key] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Survivors of `a` pair with `b` in order, identifier by identifier; an element of `a` that does not
 * pair is dropped, and what `b` has after the last pair is appended. The plan holds when no dropped
 * identifier is still in `b` (else an element moved: the array is set whole). Identifiers are not
 * otherwise checked for repeats: in a valid target they are unique, and a target that repeats one
 * cannot be the result of any patch.
 */
function planKeyed(
  field: CompiledField,
  type: CompiledType,
  a: readonly unknown[],
  b: readonly unknown[],
  elements: ElementDiff,
): ArrayPlan | undefined {
  const key = field.key;
  const direct = !(key in Object.prototype);
  const patched: JsonObject[] = [];
  const dropped: string[] = [];
  let next = 0;
  for (let index = 0; index < a.length; index++) {
    const element = a[index];
    const id = idOf(element, key, direct);
    if (id === undefined) return undefined;
    if (next < b.length && idOf(b[next], key, direct) === id) {
      const nested = elements.diff(type, element, b[next++], key);
      if (nested !== undefined) patched.push(elementPatch(key, id, nested));
    } else dropped.push(id);
  }
  if (dropped.length > 0 && !droppable(dropped, b, key, direct)) return undefined;
  if (next === b.length && patched.length + dropped.length === 0) return NO_CHANGE;
  const appended: unknown[] = [];
  for (let index = next; index < b.length; index++) {
    const element = b[index];
    if (idOf(element, key, direct) === undefined) return undefined;
    appended.push(elements.project(type, element));
  }
  return { dropped, patched, appended };
}

/** Whether `dropped` names each identifier once and none that `b` holds. */
function droppable(dropped: readonly string[], b: readonly unknown[], key: string, direct: boolean): boolean {
  const names = new Set(dropped);
  if (names.size !== dropped.length) return false;
  // A few drops are looked for in a list: hashing every identifier of `b` would cost more.
  const few = dropped.length <= FEW;
  for (let index = 0; index < b.length; index++) {
    const id = idOf(b[index], key, direct);
    if (id !== undefined && (few ? dropped.includes(id) : names.has(id))) return false;
  }
  return true;
}

const FEW = 4;

function elementPatch(key: string, id: string, nested: JsonObject): JsonObject {
  const out: JsonObject = {};
  put(out, key, id);
  return Object.assign(out, nested);
}

/**
 * The unkeyed array: elements are their whole value, `$drop/` removes every equal element. Only
 * removals are expressed as operators; anything added sets the array whole, because `$append/` on
 * this array always appends and a diff must stay safe to apply twice.
 */
function planUnkeyed(a: readonly unknown[], b: readonly unknown[]): ArrayPlan | undefined {
  // arrays inside the elements (free-form values) longer than any a resource holds are not read
  const longest = longestArray();
  const work = diffWork();
  if (deepEqual(a, b, longest, work)) return NO_CHANGE;
  const kept = new EqualValues(longest, work);
  for (const element of b) kept.add(element);
  // The elements of `a` equal to one of `b` survive a `$drop/` of the others; they must be `b`, in order.
  const dropped: unknown[] = [];
  const removed = new EqualValues(longest, work);
  let next = 0;
  for (const element of a) {
    if (kept.has(element)) {
      if (next >= b.length || !deepEqual(element, b[next], longest, work)) return undefined;
      next++;
    } else if (!removed.has(element)) {
      removed.add(element);
      dropped.push(cloneJson(element, longest, work));
    }
  }
  return next === b.length ? { dropped, patched: [], appended: [] } : undefined;
}
