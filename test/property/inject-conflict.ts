/**
 * Rule 4 and 5 conflicts injected into a valid patch at a random typed level (the root, a nested
 * object patch, a keyed element patch): after the injection the patch targets one field in two
 * ways, and must be refused with CONFLICT.
 */
import { CREATE, createValues, type Gen, pick } from './arbitrary.ts';
import { isObject, type ModelType, ROOT, TYPES } from './patch-helpers.ts';

type JsonObject = Record<string, unknown>;
type Schema = { readonly [key: string]: unknown };

interface Level {
  readonly patch: JsonObject;
  readonly type: ModelType;
  readonly selector: string | undefined;
}

export function withConflict(g: Gen, patch: JsonObject): JsonObject {
  const copy = structuredClone(patch);
  const levels: Level[] = [];
  collect(copy, ROOT, undefined, levels);
  const level = pick(g, levels);
  const fields = level.type.fields.filter((f) => f.name !== level.selector);
  if (fields.length === 0) return withConflict(g, {});
  const field = pick(g, fields);
  clearField(level.patch, field.name);
  const schema = propertySchema(level.type.name, field.name);
  const kinds = conflictKinds(field.kind);
  const kind = pick(g, kinds);
  const target = level.patch;
  const element = () => createValues.value(g, (createValues.resolve(schema).items ?? {}) as Schema);
  const entryOf = (e: unknown) => (field.kind === 'keyed-array' ? (e as JsonObject)[field.key ?? ''] : e);
  switch (kind) {
    case 'drop+plain':
      target.$drop = [...((target.$drop as string[] | undefined) ?? []), field.name];
      target[field.name] = createValues.value(g, schema);
      break;
    case 'replace+plain':
      target[`$replace/${field.name}`] = createValues.value(g, schema);
      target[field.name] = createValues.value(g, schema);
      break;
    case 'drop+retain':
      target[`$drop/${field.name}`] = [];
      target[`$retain/${field.name}`] = [];
      break;
    case 'drop+append': {
      const e = element();
      target[`$drop/${field.name}`] = [entryOf(e)];
      target[`$append/${field.name}`] = [e];
      break;
    }
    case 'append-not-retained':
      target[`$retain/${field.name}`] = [];
      target[`$append/${field.name}`] = [element()];
      break;
    case 'drop+patch': {
      const id = entryOf(element());
      target[`$drop/${field.name}`] = [id];
      target[`$patch/${field.name}`] = [{ [field.key ?? '']: id }];
      break;
    }
  }
  return copy;
}

function conflictKinds(kind: string): string[] {
  if (kind === 'object' || kind === 'map' || kind === 'free-form') return ['drop+plain', 'replace+plain'];
  if (kind === 'keyed-array') return ['drop+plain', 'drop+retain', 'drop+append', 'append-not-retained', 'drop+patch'];
  if (kind === 'scalar-array' || kind === 'unkeyed-array')
    return ['drop+plain', 'drop+retain', 'drop+append', 'append-not-retained'];
  return ['drop+plain'];
}

function propertySchema(typeName: string, field: string): Schema {
  const type = typeName === ROOT.name ? CREATE : createValues.resolve({ $ref: `#/$defs/${typeName}` });
  return ((type.properties ?? {}) as Record<string, Schema>)[field] as Schema;
}

/** Removes every key and `$drop` entry of `patch` that names `field`. */
function clearField(patch: JsonObject, field: string): void {
  for (const key of Object.keys(patch)) {
    if (key === field || (key.startsWith('$') && key.slice(key.indexOf('/') + 1) === field && key.includes('/'))) {
      delete patch[key];
    }
  }
  if (Array.isArray(patch.$drop)) {
    patch.$drop = patch.$drop.filter((e) => e !== field);
    if ((patch.$drop as unknown[]).length === 0) delete patch.$drop;
  }
}

function collect(patch: JsonObject, type: ModelType, selector: string | undefined, into: Level[]): void {
  into.push({ patch, type, selector });
  for (const field of type.fields) {
    const nested = field.type === undefined ? undefined : TYPES.get(field.type);
    if (nested === undefined) continue;
    const plain = patch[field.name];
    if (field.kind === 'object' && isObject(plain)) collect(plain, nested, undefined, into);
    const elements = patch[`$patch/${field.name}`];
    if (field.kind === 'keyed-array' && Array.isArray(elements)) {
      for (const element of elements) if (isObject(element)) collect(element, nested, field.key, into);
    }
  }
}
