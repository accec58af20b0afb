/**
 * The diff's copies of its inputs: values of the target in input shape (`project`: members shown on
 * read only left out, members in schema order, nothing shared), and the copies and comparisons of
 * values below the schema's types. An array longer than any a resource holds is never read: copied as
 * an empty array of its length, equal only to itself.
 */
import { cloneJson } from './clone.js';
import { diffWork, hasOwn, isOverLong, longestArray, visit } from './diff-read.js';
import { deepEqual } from './equality.js';
import { isObject, type JsonObject, put } from './json.js';
import type { CompiledField, CompiledType } from './model.js';

/** A value of `field` in input shape: members shown on read only are left out, nothing shared. */
export function project(field: CompiledField, value: unknown): unknown {
  if (field.kind === 'object' && field.type !== undefined) return projectObject(field.type, value);
  if (field.kind === 'keyed-array' && field.type !== undefined && Array.isArray(value) && !isOverLong(value)) {
    const type = field.type;
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(projectObject(type, value[i]));
    return out;
  }
  return copyInput(value);
}

/** A copy of a value of the diff's inputs: an over-long array as an empty array of its length. */
export function copyInput(value: unknown): unknown {
  return cloneJson(value, longestArray(), diffWork());
}

/** Deep equality of values of the diff's inputs: an over-long array equals only itself. */
export function equalInputs(a: unknown, b: unknown): boolean {
  return deepEqual(a, b, longestArray(), diffWork());
}

/** An object of `type` in input shape, its members in schema order, then those no form of it has. */
export function projectObject(type: CompiledType, value: unknown): unknown {
  if (!isObject(value)) return copyInput(value);
  visit();
  const out: JsonObject = {};
  const fields = type.fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as CompiledField;
    const name = field.name;
    const member = field.direct || hasOwn.call(value, name) ? value[name] : undefined;
    if (member !== undefined) put(out, name, project(field, member));
  }
  return withUnknown(type, value, out);
}

/**
 * `out` with the members of `value` that no form of `type` has (a plain-JavaScript caller's), copied
 * (`copy`) as they are, for the applier to refuse at their place; members shown on read only are left out.
 */
export function withUnknown(
  type: CompiledType,
  value: JsonObject,
  out: JsonObject,
  copy: (value: unknown) => unknown = copyInput,
): JsonObject {
  const { index, readOnly } = type;
  for (const key in value) {
    if (!hasOwn.call(value, key) || index[key] !== undefined || readOnly?.has(key) === true) continue;
    const member = value[key];
    if (member !== undefined) put(out, key, copy(member));
  }
  return out;
}

/**
 * A member `key` of the target that its type neither takes nor shows on read (a plain-JavaScript
 * caller's): its copy when it differs from the source's, for the patch, so the applier refuses it at
 * its place rather than the round trip failing in silence. One only `before` holds is left alone: no
 * `$drop` can name it, and the applier's result check finds it where it stays.
 */
export function changedUnknown(before: JsonObject, key: string, next: unknown): unknown {
  const old = hasOwn.call(before, key) ? before[key] : undefined;
  if (next === undefined || old === next || (old !== undefined && equalInputs(old, next))) return undefined;
  return copyInput(next);
}
