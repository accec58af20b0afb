/**
 * A free-form object's patch, and the nested patches inside its values (rule 11, RFC 7386's merge
 * with operators): applied to the current value when that is an object, else to an empty one.
 * `$drop` removes keys, `$replace/<key>` sets a member whole, a plain object member merges one level
 * deeper, every other value is set whole. The patch check has bounded the depth, so the recursion
 * is bounded too.
 *
 * A nested patch with no operator whose merge gives the patch's own value (every key of the current
 * object is set by the patch, in the same order, and every nested merge gives its patch's value
 * too) is put in the result as it stands in the engine's copy of the patch, nothing copied, and
 * placed (changes.ts): the patch check judged it as a value at that depth with the limits of the
 * resource (validators/free-form-patch.ts), so the result check takes it as valid unread. A patch
 * that restates a deep block thus costs one pass over the patch, and no walk of the result.
 */
import { quote } from '../validators/runtime.js';
import type { ApplyContext } from './context.js';
import { hasOwn } from './diff-read.js';
import { copyWithout, isObject, type JsonObject, own, type Path, pointer, put } from './json.js';

/** The free-form object itself (level 1): always a new object, its members placed or merged. */
export function mergeFreeForm(
  context: ApplyContext,
  current: unknown,
  patch: JsonObject,
  path: Path | undefined,
): JsonObject {
  // Level 1 is always copied: the patch check does not count the keys of a free-form object's own
  // patch (the result check does), so the object's patch is not known valid as a value.
  return mergeLevel(context, current, patch, path, false);
}

/**
 * One level: a patch with operators is applied in rule 6's order; one without is merged in one
 * pass over its members. `mayBeOwn`: the patch itself is the answer when the merge gives its value
 * (see the module comment).
 */
function mergeLevel(
  context: ApplyContext,
  current: unknown,
  patch: JsonObject,
  path: Path | undefined,
  mayBeOwn: boolean,
): JsonObject {
  // keys only, nothing allocated: a level with an operator is the rarer one
  for (const key in patch) {
    if (key.charCodeAt(0) === 36 && hasOwn.call(patch, key)) return mergeWithOperators(context, current, patch, path);
  }
  return mergePlain(context, isObject(current) ? current : undefined, patch, path, mayBeOwn);
}

/**
 * A patch with no operator: every member set, or merged when it is an object. Members are read with
 * `for…in` (loads at known offsets, diff-read.ts), own members only.
 */
function mergePlain(
  context: ApplyContext,
  before: JsonObject | undefined,
  patch: JsonObject,
  path: Path | undefined,
  mayBeOwn: boolean,
): JsonObject {
  // `lead`: the keys of `before` are, so far, the first of the patch's, in order (see the module comment)
  const held = before === undefined ? NO_KEYS : Object.keys(before);
  let lead = true;
  let k = 0;
  // merges that gave a new object, by the index of their key
  let merged: (JsonObject | undefined)[] | undefined;
  for (const key in patch) {
    if (!hasOwn.call(patch, key)) continue;
    if (lead && k < held.length && held[k] !== key) lead = false;
    const value = patch[key];
    k++;
    if (!isObject(value)) continue;
    // while the keys lead, the first of the patch's are own keys of `before` and the others absent
    const inner = lead ? (k <= held.length ? (before as JsonObject)[key] : undefined) : own(before, key);
    const result = mergeLevel(context, inner, value, pointer(path, key), true);
    if (result === value) continue;
    merged ??= [];
    merged[k - 1] = result;
  }
  if (mayBeOwn && lead && k >= held.length && merged === undefined) return patch;
  return mergedCopy(context, before, patch, merged);
}

const NO_KEYS: readonly string[] = [];

/** A copy of `before` (or a new object) with the patch's members set, or their merges where `merged` holds one. */
function mergedCopy(
  context: ApplyContext,
  before: JsonObject | undefined,
  patch: JsonObject,
  merged: readonly (JsonObject | undefined)[] | undefined,
): JsonObject {
  const out = before === undefined ? {} : { ...before };
  context.changes.made(out);
  let k = 0;
  for (const key in patch) {
    if (!hasOwn.call(patch, key)) continue;
    const result = merged?.[k++];
    if (result !== undefined) put(out, key, result);
    else {
      const value = patch[key];
      context.changes.placed(value, true);
      put(out, key, value);
    }
  }
  return out;
}

/** A patch with operators (`$drop`, `$replace/<key>`): a new object, in rule 6's order. */
function mergeWithOperators(
  context: ApplyContext,
  current: unknown,
  patch: JsonObject,
  path: Path | undefined,
): JsonObject {
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  context.changes.made(out);
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if (key.charCodeAt(0) !== 36) {
      const result = isObject(value) ? mergeLevel(context, own(current, key), value, pointer(path, key), true) : value;
      if (result === value) context.changes.placed(value, true);
      put(out, key, result);
      continue;
    }
    const operator = context.operators.of(key);
    // Serves nested levels only: at the free-form object's own level the patch validator, which
    // always runs first, refuses `$replace/` (the object is replaced whole by its parent's
    // `$replace/<f>`, docs/decisions.md), so here the key is always inside a member's nested patch.
    if (operator?.step === 'set' && key.length > operator.key.length) {
      context.changes.placed(value, true);
      put(out, key.slice(operator.key.length), value);
    } else if (operator?.step !== 'drop-fields' || key !== operator.key) {
      context.errors.report('INVALID_PATCH', pointer(path, key), `${quote(key)} is not an operator here`);
    }
  }
  return out;
}

/** The keys that the drops (`$drop`) of an open object or an unkeyed element name. */
export function droppedKeys(context: ApplyContext, patch: JsonObject): Set<string> | undefined {
  let dropped: Set<string> | undefined;
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36 || context.operators.of(key)?.step !== 'drop-fields') continue;
    const names = patch[key];
    if (!Array.isArray(names)) continue;
    dropped ??= new Set();
    for (const name of names) if (typeof name === 'string') dropped.add(name);
  }
  return dropped;
}
