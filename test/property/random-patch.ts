/**
 * Random patches over a cluster: every operator on every field kind, naming existing and missing
 * elements, one mode per field (rule 4) and consistent array groups (rule 5), so most are valid
 * patches and many apply; the document decides the rest (IMMUTABLE, NOT_FOUND, EXISTS, …).
 */
import fc from 'fast-check';
import { CREATE, createValues, type Gen, uniqueBy } from './arbitrary.ts';

type Schema = { readonly [key: string]: unknown };
type JsonObject = Record<string, unknown>;

export interface PatchOptions {
  /** Allow `$replace/registry` renames and `$append/` / `$patch/` on the unkeyed array. */
  readonly unsafe: boolean;
}

export function randomPatch(g: Gen, cluster: JsonObject, options: PatchOptions): JsonObject {
  return patchObject(g, CREATE, cluster, options, undefined);
}

function patchObject(
  g: Gen,
  node: Schema,
  current: unknown,
  options: PatchOptions,
  key: string | undefined,
): JsonObject {
  const schema = createValues.resolve(node);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const before = isObject(current) ? current : {};
  const out: JsonObject = {};
  const drops: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (name === key) {
      const renamable = property['x-mk8s-renamable'] === true;
      if (renamable && options.unsafe && g(fc.integer, { min: 0, max: 3 }) === 0) {
        out[`$replace/${name}`] = g(fc.constantFrom, 'ghcr.io', 'gcr.io', 'mirror.example.com');
      }
      continue;
    }
    if (g(fc.integer, { min: 0, max: 3 }) !== 0) continue;
    if (property['x-mk8s-immutable'] === true && g(fc.integer, { min: 0, max: 4 }) !== 0) continue;
    const value = before[name];
    const field = createValues.resolve(property);
    const roll = g(fc.integer, { min: 0, max: 5 });
    if (roll === 0 && value !== undefined) drops.push(name);
    else if (field.type === 'array') Object.assign(out, arrayGroup(g, name, field, value, options));
    else if (roll === 1 && field.type === 'object') out[`$replace/${name}`] = createValues.value(g, property);
    else if (field['x-mk8s-open'] !== undefined) out[name] = openPatch(g, field, value);
    else if (field.type === 'object') out[name] = patchObject(g, field, value, options, undefined);
    else out[name] = createValues.value(g, property);
  }
  return drops.length > 0 ? { $drop: drops, ...out } : out;
}

function openPatch(g: Gen, schema: Schema, current: unknown): JsonObject {
  if (schema['x-mk8s-open'] === 'free-form') return freeFormPatch(g, current, 1);
  const existing = isObject(current) ? Object.keys(current) : [];
  const drops = existing.filter(() => g(fc.integer, { min: 0, max: 3 }) === 0);
  const fresh = createValues.map(g, schema) as JsonObject;
  for (const name of drops) delete fresh[name];
  return drops.length > 0 ? { $drop: drops, ...fresh } : fresh;
}

/**
 * A patch of a free-form object or of an object inside one (rule 11): keys dropped, members set
 * whole with `$replace/`, object members patched one level deeper, new members set; each key in
 * one mode only (rule 4).
 */
function freeFormPatch(g: Gen, current: unknown, depth: number): JsonObject {
  const before = isObject(current) ? current : {};
  const out: JsonObject = {};
  const drops: string[] = [];
  for (const [key, value] of Object.entries(before)) {
    const roll = g(fc.integer, { min: 0, max: 5 });
    if (roll === 0) drops.push(key);
    // `$replace/` only below the free-form object's own level, where it is an operator
    else if (roll === 1 && depth > 1) out[`$replace/${key}`] = createValues.freeValue(g, depth);
    else if (roll === 2 && isObject(value) && depth < 4) out[key] = freeFormPatch(g, value, depth + 1);
  }
  for (const [key, value] of Object.entries(createValues.freeForm(g, depth))) {
    const taken = drops.includes(key) || Object.hasOwn(out, `$replace/${key}`) || Object.hasOwn(out, key);
    if (!taken) out[key] = isObject(value) && g(fc.boolean) ? freeFormPatch(g, undefined, depth + 1) : value;
  }
  return drops.length > 0 ? { $drop: drops, ...out } : out;
}

function arrayGroup(g: Gen, name: string, schema: Schema, current: unknown, options: PatchOptions): JsonObject {
  const elements = Array.isArray(current) ? current : [];
  if (g(fc.integer, { min: 0, max: 4 }) === 0) return { [name]: createValues.array(g, schema, 1) };
  const key = schema['x-mk8s-key'];
  if (typeof key === 'string') return keyedGroup(g, name, schema, elements, key, options);
  if (schema['x-mk8s-unkeyed'] === true) return unkeyedGroup(g, name, schema, elements, options);
  return scalarGroup(g, name, schema, elements);
}

function scalarGroup(g: Gen, name: string, schema: Schema, elements: unknown[]): JsonObject {
  const named = uniqueBy([...elements.filter(() => g(fc.boolean)), ...createValues.array(g, schema, 1)], (v) => v);
  const appended = createValues.array(g, schema, 1).filter((v) => !named.includes(v) || g(fc.boolean));
  const out: JsonObject = {};
  const mode = g(fc.integer, { min: 0, max: 2 });
  if (mode === 0) out[`$drop/${name}`] = named.filter((v) => !appended.includes(v));
  if (mode === 1) out[`$retain/${name}`] = uniqueBy([...named, ...appended], (v) => v);
  if (appended.length > 0 || mode === 2) out[`$append/${name}`] = appended;
  return out;
}

function keyedGroup(
  g: Gen,
  name: string,
  schema: Schema,
  elements: unknown[],
  key: string,
  options: PatchOptions,
): JsonObject {
  const ids = elements.map((e) => (e as JsonObject)[key]);
  const dropped = ids.filter(() => g(fc.integer, { min: 0, max: 3 }) === 0);
  const patched = uniqueBy([...ids, 'missing'], (id) => id)
    .filter((id) => !dropped.includes(id) && g(fc.integer, { min: 0, max: 2 }) === 0)
    .map((id) => ({ ...patchObject(g, schema.items as Schema, elements[ids.indexOf(id)], options, key), [key]: id }));
  const taken = new Set([...dropped, ...patched.map((p) => p[key])]);
  const appended = createValues.array(g, schema, 1).filter((e) => !taken.has((e as JsonObject)[key]));
  const out: JsonObject = {};
  const renamed = new Set(patched.map((p) => p[`$replace/${key}`]).filter((v) => v !== undefined));
  const clash = [...renamed].some(
    (id) => ids.includes(id) || taken.has(id) || appended.some((e) => (e as JsonObject)[key] === id),
  );
  if (clash || renamed.size < patched.filter((p) => p[`$replace/${key}`] !== undefined).length) {
    for (const p of patched) delete p[`$replace/${key}`];
  }
  if (g(fc.boolean)) out[`$drop/${name}`] = dropped;
  else if (dropped.length > 0) {
    out[`$retain/${name}`] = ids
      .filter((id) => !dropped.includes(id))
      .concat(
        patched.map((p) => p[key]).filter((id) => !ids.includes(id)),
        appended.map((e) => (e as JsonObject)[key]),
      );
  }
  if (patched.length > 0) out[`$patch/${name}`] = patched;
  if (appended.length > 0) out[`$append/${name}`] = appended;
  return out;
}

function unkeyedGroup(g: Gen, name: string, schema: Schema, elements: unknown[], options: PatchOptions): JsonObject {
  const out: JsonObject = {};
  const picked = uniqueBy(
    elements.filter(() => g(fc.boolean)),
    (e) => JSON.stringify(e),
  );
  if (options.unsafe && picked.length > 0 && g(fc.boolean)) {
    const example = picked[0] as JsonObject;
    const [member] = Object.keys(example);
    if (member !== undefined) {
      out[`$patch/${name}`] = [{ [member]: example[member], [`$replace/${member}`]: createValues.freeValue(g, 2) }];
    }
  } else if (picked.length > 0) {
    out[g(fc.boolean) ? `$drop/${name}` : `$retain/${name}`] = picked;
  }
  if (options.unsafe && out[`$retain/${name}`] === undefined) {
    const appended = createValues
      .array(g, schema, 1)
      .filter((e) => !picked.some((p) => JSON.stringify(p) === JSON.stringify(e)));
    if (appended.length > 0) out[`$append/${name}`] = appended;
  }
  return out;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
