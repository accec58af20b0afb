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

import type { WorkBudget } from './clone.js';
import { type ElementDiff, planArray } from './diff-array.js';
import { arrayKeys, needKey } from './diff-keys.js';
import { changedUnknown, copyInput, equalInputs, project, projectObject } from './diff-project.js';
import { beginDiff, enumeratesOwnOnly, hasOwn, isOverLong, prototypeIsClean, visit } from './diff-read.js';
import { isObject, type JsonObject, put } from './json.js';
import type { CompiledField, CompiledOperators, CompiledType } from './model.js';

/**
 * The patch that turns `a` into `b`, objects of `type` (`undefined` when nothing changed); arrays
 * longer than `maxItems` are not read. `work`: each object or array visited takes one from it, and
 * past it `OVER_BUDGET` is thrown (diff-whole.ts).
 */
export function diffObject(
  type: CompiledType,
  a: unknown,
  b: unknown,
  selector: string | undefined,
  maxItems: number = Number.POSITIVE_INFINITY,
  work?: WorkBudget,
): JsonObject | undefined {
  beginDiff(maxItems, work);
  return diffType(type, a, b, selector);
}

function diffType(type: CompiledType, a: unknown, b: unknown, selector: string | undefined): JsonObject | undefined {
  if (a === b) return undefined;
  visit();
  const before = isObject(a) ? a : EMPTY;
  const after = isObject(b) ? b : EMPTY;
  const index = type.index;
  let out: JsonObject | undefined;
  let shared = 0;
  const check = !enumeratesOwnOnly(after);
  // A field name that is no property of Object.prototype reads as undefined exactly when absent, as
  // long as Object.prototype has not been given it.
  const direct = prototypeIsClean();
  for (const key in after) {
    if (check && !hasOwn.call(after, key)) continue;
    const field = index[key];
    if (field === undefined || key === selector) {
      if (hasOwn.call(before, key)) shared++;
      if (field === undefined && type.readOnly?.has(key) !== true) {
        const change = changedUnknown(before, key, after[key]);
        if (change !== undefined) out = with1(out, key, change);
      }
      continue;
    }
    const old = (direct && field.direct) || hasOwn.call(before, key) ? before[key] : undefined;
    const next = after[key];
    if (old === next) {
      if (old !== undefined) shared++;
      continue;
    }
    if (old === undefined) {
      out = with1(out, key, project(field, next));
      continue;
    }
    shared++;
    if (field.kind === 'scalar') out = with1(out, key, copyInput(next));
    else if (field.array) out = diffArray(type.operators, field, old, next, out);
    else {
      const change =
        field.kind === 'object'
          ? diffField(field, old, next)
          : diffOpen(type.operators, old, next, field.kind === 'free-form');
      if (change !== undefined) out = with1(out, key, change);
    }
  }
  // Members of `before` that `after` lacks are dropped: there are some when fewer were shared than
  // `before` has (an inherited member counted here is no drop, and the loop below finds none).
  let members = 0;
  for (const _ in before) members++;
  if (shared < members) {
    const drops: string[] = [];
    for (const key in before) {
      if (hasOwn.call(before, key) && index[key] !== undefined && key !== selector && !hasOwn.call(after, key)) {
        drops.push(key);
      }
    }
    if (drops.length > 0) return withDrops(type.operators, drops, out);
  }
  return out;
}

/** `out`, made when absent, with `key` set to `value`. */
function with1(out: JsonObject | undefined, key: string, value: unknown): JsonObject {
  const target = out ?? {};
  put(target, key, value);
  return target;
}

/**
 * `out` after the drop (`$drop`) of `drops`, which comes first (rule 6). Members are defined one by
 * one (`put`): `Object.assign` would set a `__proto__` member of a map or free-form value as the
 * patch's prototype.
 */
function withDrops(operators: CompiledOperators, drops: readonly string[], out: JsonObject | undefined): JsonObject {
  const drop = operators.byStep['drop-fields'];
  if (drop === undefined) throw new Error('the vocabulary has no operator that drops fields');
  const patch: JsonObject = {};
  put(patch, drop.key, drops);
  if (out !== undefined) for (const key of Object.keys(out)) put(patch, key, out[key]);
  return patch;
}

/**
 * How many levels of a free-form value the diff follows with nested patches: more than a valid value
 * has (32), few enough for the stack; below, a changed member is set whole (an invalid value).
 */
const NESTED_PATCHES = 64;

const EMPTY: JsonObject = Object.freeze({}) as JsonObject;

/** An object field: its nested patch, or the whole value when there was no object before. */
function diffField(field: CompiledField, before: unknown, after: unknown): unknown {
  const nested = field.type === undefined ? undefined : diffType(field.type, before, after, undefined);
  return nested !== undefined && !isObject(before) ? project(field, after) : nested;
}

/**
 * Maps and free-form objects: `$drop` for removed keys, then the changed members — in a map set
 * whole; in a free-form object (`deep`) a member that is an object on both sides becomes its nested
 * patch, recursively (only what changed), any other change is set whole.
 */
function diffOpen(
  operators: CompiledOperators,
  a: unknown,
  b: unknown,
  deep: boolean,
  depth = 1,
): JsonObject | undefined {
  if (!isObject(a) || !isObject(b)) return equalInputs(a, b) ? undefined : (copyInput(b) as JsonObject);
  visit();
  let out: JsonObject | undefined;
  let shared = 0;
  const check = !enumeratesOwnOnly(b);
  for (const key in b) {
    if (check && !hasOwn.call(b, key)) continue;
    const value = b[key];
    if (hasOwn.call(a, key)) {
      shared++;
      const old = a[key];
      if (old === value) continue;
      if (deep && depth < NESTED_PATCHES && isObject(old) && isObject(value)) {
        const nested = diffOpen(operators, old, value, true, depth + 1);
        if (nested !== undefined) out = with1(out, key, nested);
        continue;
      }
      if (equalInputs(old, value)) continue;
    }
    // an object where there was none: its copy is the nested patch onto an empty object
    out = with1(out, key, copyInput(value));
  }
  if (shared < Object.keys(a).length) {
    const drops: string[] = [];
    for (const key in a) if (hasOwn.call(a, key) && !hasOwn.call(b, key)) drops.push(key);
    return withDrops(operators, drops, out);
  }
  return out;
}

/** `out` with the operator keys that turn array `a` into `b` (none when nothing changed). */
function diffArray(
  operators: CompiledOperators,
  field: CompiledField,
  a: unknown,
  b: unknown,
  out: JsonObject | undefined,
): JsonObject | undefined {
  const arrays = Array.isArray(a) && Array.isArray(b) && !isOverLong(a) && !isOverLong(b);
  if (arrays && a.length === 0 && b.length === 0) return out;
  const plan = arrays ? planArray(field, a, b, ELEMENTS) : undefined;
  if (plan === undefined) return equalInputs(a, b) ? out : with1(out, field.name, project(field, b));
  if (plan.dropped.length + plan.patched.length + plan.appended.length === 0) return out;
  const keys = arrayKeys(operators, field);
  const target = out ?? {};
  if (plan.dropped.length > 0) put(target, needKey(keys.remove, field), plan.dropped);
  if (plan.patched.length > 0) put(target, needKey(keys.patch, field), plan.patched);
  if (plan.appended.length > 0) put(target, needKey(keys.append, field), plan.appended);
  return target;
}

const ELEMENTS: ElementDiff = { diff: diffType, project: projectObject };
