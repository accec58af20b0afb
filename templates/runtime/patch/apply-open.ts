/**
 * Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
 * then every plain member is set whole — in a free-form object a member holding an object is a
 * literal value too, not a nested patch (docs/decisions.md, Patch bodies).
 */
import type { ApplyContext } from './context.js';
import { cloneJson, copyObject, hasOwn, isObject, type JsonObject, own, pointer, put } from './json.js';

export function applyOpen(context: ApplyContext, current: unknown, patch: unknown, path: string): JsonObject {
  const out = isObject(current) ? copyObject(current) : {};
  if (!isObject(patch)) {
    context.errors.report('INVALID_PATCH', path, 'a patch of a map or free-form object must be an object');
    return out;
  }
  const drop = own(patch, '$drop');
  if (Array.isArray(drop)) {
    for (const key of drop) if (typeof key === 'string' && hasOwn(out, key)) delete out[key];
  }
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
