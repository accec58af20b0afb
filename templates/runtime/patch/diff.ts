/**
 * `diff(a, b)`: a patch `p` with `apply(a, p)` deep-equal to `b` for everything a patch can express.
 * Walks the create (input) form of each type, so read-only fields and members the input shape lacks
 * are ignored. Removed fields become `$drop`; objects become nested patches; maps and free-form
 * objects a `$drop` of removed keys plus the changed members; arrays `$drop/` + `$patch/` +
 * `$append/` when `b` is `a` minus removed elements plus new ones at the end, else a plain set.
 * Never a rename.
 */

import { cloneJson } from './clone.js';
import { type ElementDiff, planArray } from './diff-array.js';
import { deepEqual } from './equality.js';
import { isObject, type JsonObject, own, put } from './json.js';
import type { CompiledField, CompiledOperators, CompiledType } from './model.js';
import type { OperatorData } from './vocabulary.js';

export function diffObject(
  type: CompiledType,
  a: unknown,
  b: unknown,
  selector: string | undefined,
): JsonObject | undefined {
  if (a === b) return undefined;
  const before = isObject(a) ? a : EMPTY;
  const after = isObject(b) ? b : EMPTY;
  const index = type.index;
  let out: JsonObject | undefined;
  let shared = 0;
  const keys = Object.keys(after);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const field = index[key];
    if (field === undefined || key === selector) {
      if (Object.hasOwn(before, key)) shared++;
      continue;
    }
    // A field name that is no property of Object.prototype reads as undefined exactly when absent.
    const old = field.direct || Object.hasOwn(before, key) ? before[key] : undefined;
    const next = after[key];
    if (old !== undefined) shared++;
    if (old === next) continue;
    const change =
      old === undefined
        ? project(field, next)
        : field.kind === 'scalar'
          ? next
          : diffNested(type.operators, field, old, next);
    if (change === undefined) continue;
    if (out === undefined) out = {};
    if (field.array && old !== undefined) Object.assign(out, change);
    else put(out, key, change);
  }
  if (shared < Object.keys(before).length) {
    const drops = Object.keys(before).filter(
      (key) => index[key] !== undefined && key !== selector && !Object.hasOwn(after, key),
    );
    if (drops.length > 0) return withDrops(type.operators, drops, out);
  }
  return out;
}

/** `out` after the drop (`$drop`) of `drops`, which comes first (rule 6). */
function withDrops(operators: CompiledOperators, drops: readonly string[], out: JsonObject | undefined): JsonObject {
  const drop = operators.byStep['drop-fields'];
  if (drop === undefined) throw new Error('the vocabulary has no operator that drops fields');
  const patch: JsonObject = {};
  put(patch, drop.key, drops);
  return Object.assign(patch, out);
}

const EMPTY: JsonObject = Object.freeze({}) as JsonObject;

/**
 * What turns `before` into `after` for an object, map, free-form or array field: the nested patch,
 * or for an array the operator keys; `undefined` when nothing changed.
 */
function diffNested(operators: CompiledOperators, field: CompiledField, before: unknown, after: unknown): unknown {
  if (field.array) return diffArray(operators, field, before, after);
  if (field.kind !== 'object') return diffOpen(operators, before, after);
  const nested = field.type === undefined ? undefined : diffObject(field.type, before, after, undefined);
  return nested !== undefined && !isObject(before) ? project(field, after) : nested;
}

/** Maps and free-form objects: `$drop` for removed keys, changed members set whole. */
function diffOpen(operators: CompiledOperators, a: unknown, b: unknown): JsonObject | undefined {
  if (!isObject(a) || !isObject(b)) return deepEqual(a, b) ? undefined : (cloneJson(b) as JsonObject);
  const out: JsonObject = {};
  let changed = false;
  let shared = 0;
  const keys = Object.keys(b);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const value = b[key];
    if (Object.hasOwn(a, key)) {
      shared++;
      const old = a[key];
      if (old === value || deepEqual(old, value)) continue;
    }
    put(out, key, cloneJson(value));
    changed = true;
  }
  if (shared < Object.keys(a).length) {
    return withDrops(
      operators,
      Object.keys(a).filter((key) => !Object.hasOwn(b, key)),
      out,
    );
  }
  return changed ? out : undefined;
}

/** The operator keys that turn array `a` into `b`, or `undefined` when nothing changed. */
function diffArray(operators: CompiledOperators, field: CompiledField, a: unknown, b: unknown): JsonObject | undefined {
  const plan = Array.isArray(a) && Array.isArray(b) ? planArray(field, a, b, ELEMENTS) : undefined;
  const out: JsonObject = {};
  if (plan === undefined) {
    if (deepEqual(a, b)) return undefined;
    put(out, field.name, project(field, b));
    return out;
  }
  if (plan.dropped.length + plan.patched.length + plan.appended.length === 0) return undefined;
  const { byStep } = operators;
  if (plan.dropped.length > 0) put(out, keyOf(byStep.remove, field), plan.dropped);
  if (plan.patched.length > 0) put(out, keyOf(byStep.patch, field), plan.patched);
  if (plan.appended.length > 0) put(out, keyOf(byStep.append, field), plan.appended);
  return out;
}

/** The key of an operator on `field` (`$drop/zones`). */
function keyOf(operator: OperatorData | undefined, field: CompiledField): string {
  if (operator === undefined) throw new Error(`the vocabulary has no operator to express a change of ${field.name}`);
  return operator.key + field.name;
}

const ELEMENTS: ElementDiff = { diff: diffObject, project: projectObject };

/** A value of `field` in input shape: fields the create form lacks are left out, nothing shared. */
export function project(field: CompiledField, value: unknown): unknown {
  if (field.kind === 'object' && field.type !== undefined) return projectObject(field.type, value);
  if (field.kind === 'keyed-array' && field.type !== undefined && Array.isArray(value)) {
    const type = field.type;
    return value.map((element) => projectObject(type, element));
  }
  return cloneJson(value);
}

export function projectObject(type: CompiledType, value: unknown): unknown {
  if (!isObject(value)) return cloneJson(value);
  const out: JsonObject = {};
  for (const field of type.fields) {
    const member = own(value, field.name);
    if (member !== undefined) put(out, field.name, project(field, member));
  }
  return out;
}
