/**
 * Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
 * then every plain member is set — a map's values whole; in a free-form object, a member holding a
 * plain object is a nested patch of that member (deep merge, docs/decisions.md, Patch bodies),
 * every other value is set whole.
 */
import { quote } from '../validators/runtime.js';
import type { ApplyContext } from './context.js';
import { copyObject, copyWithout, isObject, type JsonObject, own, type Path, pointer, put } from './json.js';

export function applyOpen(
  context: ApplyContext,
  current: unknown,
  patch: unknown,
  path: Path | undefined,
  freeForm = false,
): JsonObject {
  if (!isObject(patch)) {
    context.errors.report('INVALID_PATCH', path, 'a patch of a map or free-form object must be an object');
    return isObject(current) ? copyObject(current) : {};
  }
  if (freeForm) return mergeFreeForm(context, current, patch, path);
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  context.changes.made(out);
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36) {
      // a member of a map takes the same values in a patch and in a resource
      context.changes.placed(patch[key], true);
      put(out, key, patch[key]);
    } else if (context.operators.of(key)?.step !== 'drop-fields') {
      context.errors.report('INVALID_PATCH', pointer(path, key), `${quote(key)} is not an operator here`);
    }
  }
  return out;
}

/**
 * A free-form object's patch, and the nested patches inside its values (RFC 7386's merge, with
 * operators): applied to `current` when that is an object, else to an empty one. `$drop` removes keys, `$replace/<key>` sets a member
 * whole, a plain object member merges one level deeper, every other value is set whole. The patch
 * check has bounded its depth, so the recursion is bounded too.
 */
function mergeFreeForm(context: ApplyContext, current: unknown, patch: JsonObject, path: Path | undefined): JsonObject {
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  context.changes.made(out);
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if (key.charCodeAt(0) !== 36) {
      if (isObject(value)) put(out, key, mergeFreeForm(context, own(current, key), value, pointer(path, key)));
      else {
        context.changes.placed(value, true);
        put(out, key, value);
      }
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
