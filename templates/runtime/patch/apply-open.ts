/**
 * Maps and free-form objects (rule 11): keys are data, merged one by one. `$drop` removes keys,
 * then every plain member is set whole — in a free-form object a member holding an object is a
 * literal value too, not a nested patch (docs/decisions.md, Patch bodies).
 */
import { quote } from '../validators/runtime.js';
import type { ApplyContext } from './context.js';
import { copyObject, copyWithout, isObject, type JsonObject, type Path, pointer, put } from './json.js';

export function applyOpen(context: ApplyContext, current: unknown, patch: unknown, path: Path | undefined): JsonObject {
  if (!isObject(patch)) {
    context.errors.report('INVALID_PATCH', path, 'a patch of a map or free-form object must be an object');
    return isObject(current) ? copyObject(current) : {};
  }
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  context.changes.made(out);
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36) {
      // a member of a map or free-form object takes the same values in a patch and in a resource
      context.changes.placed(patch[key], true);
      put(out, key, patch[key]);
    } else if (context.operators.of(key)?.step !== 'drop-fields') {
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
