/**
 * Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
 * then every plain member is set whole — in a free-form object a member holding an object is a
 * literal value too, not a nested patch (docs/decisions.md, Patch bodies).
 */
import type { ApplyContext } from './context.js';
import { cloneJson, copyObject, copyWithout, isObject, type JsonObject, own, type Path, pointer, put } from './json.js';

export function applyOpen(context: ApplyContext, current: unknown, patch: unknown, path: Path | undefined): JsonObject {
  if (!isObject(patch)) {
    context.errors.report('INVALID_PATCH', path, 'a patch of a map or free-form object must be an object');
    return isObject(current) ? copyObject(current) : {};
  }
  const drop = own(patch, '$drop');
  const dropped = Array.isArray(drop)
    ? new Set(drop.filter((key): key is string => typeof key === 'string'))
    : undefined;
  const out = isObject(current) ? copyWithout(current, dropped) : {};
  for (const key of Object.keys(patch)) {
    if (key === '$drop') continue;
    if (key.startsWith('$')) {
      context.errors.report('INVALID_PATCH', pointer(path, key), `"${key}" is not an operator here`);
    } else {
      put(out, key, cloneJson(patch[key]));
    }
  }
  return out;
}
