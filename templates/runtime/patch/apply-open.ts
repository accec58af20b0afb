/**
 * Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
 * then every plain member is set — a map's values whole; in a free-form object, a member holding a
 * plain object is a nested patch of that member (deep merge, docs/decisions.md, Patch bodies;
 * apply-free-form.ts), every other value is set whole.
 */
import { quote } from '../validators/runtime.js';
import { droppedKeys, mergeFreeForm } from './apply-free-form.js';
import type { ApplyContext } from './context.js';
import { copyObject, copyWithout, isObject, type JsonObject, type Path, pointer, put } from './json.js';

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
