/**
 * A changed copy of a cluster that a patch can express: fields added, dropped, set anew or changed
 * inside, elements removed, changed, appended or reordered, the provider switched — never a change
 * of an immutable field or a read-only one. Fresh values take the input (create) shape.
 */
import fc from 'fast-check';
import { CREATE, createValues, fixSizes, type Gen, uniqueBy } from './arbitrary.ts';

type Schema = { readonly [key: string]: unknown };
type JsonObject = Record<string, unknown>;

const holds = new Map<Schema, boolean>();

/** Whether an immutable field can be reached from `node` (a fresh value there could change it). */
export function holdsImmutable(node: Schema, seen = new Set<Schema>()): boolean {
  const schema = createValues.resolve(node);
  const known = holds.get(schema);
  if (known !== undefined) return known;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const children = [
    ...Object.values((schema.properties ?? {}) as Record<string, Schema>),
    ...(schema.items !== undefined ? [schema.items as Schema] : []),
  ];
  const result = node['x-mk8s-immutable'] === true || children.some((c) => holdsImmutable(c, seen));
  holds.set(schema, result);
  return result;
}

export function changeCluster(g: Gen, cluster: JsonObject): JsonObject {
  return changeObject(g, CREATE, cluster, undefined);
}

function changeObject(g: Gen, node: Schema, before: JsonObject, identifier: string | undefined): JsonObject {
  const schema = createValues.resolve(node);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (schema.maxProperties === 1) return changeChoice(g, properties, before);
  const required = new Set((schema.required ?? []) as string[]);
  const out: JsonObject = { ...before };
  for (const [name, property] of Object.entries(properties)) {
    if (name === identifier || property['x-mk8s-immutable'] === true) continue;
    const value = before[name];
    const roll = g(fc.integer, { min: 0, max: 9 });
    const fresh = !holdsImmutable(property);
    if (value === undefined) {
      if (roll === 0 && fresh) out[name] = createValues.value(g, property);
    } else if (roll === 0 && !required.has(name)) {
      delete out[name];
    } else if (roll === 1 && fresh) {
      out[name] = createValues.value(g, property);
    } else if (roll <= 4) {
      out[name] = changeValue(g, property, value);
    }
  }
  fixSizes(out, schema);
  return out;
}

/** An exactly-one object: its member changed inside, or a switch to another member. */
function changeChoice(g: Gen, properties: Record<string, Schema>, before: JsonObject): JsonObject {
  const [current] = Object.keys(before);
  const others = Object.keys(properties).filter((name) => name !== current);
  if (current === undefined || g(fc.integer, { min: 0, max: 5 }) === 0) {
    const name = g(fc.constantFrom, ...others);
    return { [name]: createValues.value(g, properties[name] as Schema) };
  }
  return { [current]: changeValue(g, properties[current] as Schema, before[current]) };
}

function changeValue(g: Gen, node: Schema, value: unknown): unknown {
  const schema = createValues.resolve(node);
  if (schema['x-mk8s-open'] !== undefined) return changeOpen(g, schema, value as JsonObject);
  if (schema.type === 'object') return changeObject(g, schema, value as JsonObject, undefined);
  if (schema.type === 'array') return changeArray(g, schema, value as unknown[]);
  return createValues.value(g, schema);
}

function changeOpen(g: Gen, schema: Schema, before: JsonObject): JsonObject {
  const out: JsonObject = {};
  const freeForm = schema['x-mk8s-open'] === 'free-form';
  for (const [key, value] of Object.entries(before)) {
    const roll = g(fc.integer, { min: 0, max: 5 });
    if (roll === 0) continue;
    if (roll === 1)
      out[key] = freeForm
        ? createValues.freeValue(g, 1)
        : createValues.scalar(g, schema.additionalProperties as Schema);
    else if (roll === 2 && freeForm && isObject(value)) out[key] = changeOpen(g, schema, value);
    else out[key] = value;
  }
  const fresh = (freeForm ? createValues.freeForm(g, 1) : createValues.map(g, schema)) as JsonObject;
  return { ...out, ...fresh };
}

function changeArray(g: Gen, schema: Schema, before: unknown[]): unknown[] {
  const key = schema['x-mk8s-key'];
  const kept = before.filter(() => g(fc.integer, { min: 0, max: 3 }) !== 0);
  const changed =
    typeof key === 'string'
      ? kept.map((e) => (g(fc.boolean) ? changeObject(g, schema.items as Schema, e as JsonObject, key) : e))
      : kept;
  const added = createValues.array(g, schema, 1);
  const all = [...changed, ...added];
  const unique =
    typeof key === 'string'
      ? uniqueBy(all, (e) => (e as JsonObject)[key])
      : schema['x-mk8s-unkeyed'] === true
        ? all
        : uniqueBy(all, (e) => e);
  return g(fc.integer, { min: 0, max: 4 }) === 0
    ? g(fc.shuffledSubarray, unique, { minLength: unique.length })
    : unique;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
