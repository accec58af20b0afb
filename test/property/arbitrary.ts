/**
 * Schema-driven generation of clusters and of changed copies, for the patch properties. Values come
 * from the package's own JSON Schemas as the generator builds them (`cluster.json` for resources as read, `cluster-create.json`
 * for the input shapes a patch can express), so a field added to spec/ is generated too.
 */
import fc from 'fast-check';
import { type BoundFields, orderBounds } from '../helpers/bounds.ts';
import { annotatedSchema } from '../helpers/spec.ts';

type Schema = { readonly [key: string]: unknown };
type Json = unknown;
type JsonObject = Record<string, unknown>;
export type Gen = fc.GeneratorValue;

// With their annotations (identifiers, open objects), which the published files leave out.
export const READ: Schema = await annotatedSchema('cluster.json');
export const CREATE: Schema = await annotatedSchema('cluster-create.json');

/** Valid values for every `pattern` and `format` of the schemas: small pools, so values repeat. */
const BY_PATTERN: ReadonlyMap<string, readonly string[]> = new Map([
  ['^[a-z][-a-z0-9]*[a-z0-9]$', ['prod', 'prod-eu-1', 'staging']],
  ['^(?:0|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+)$', ['10m', '1h30m', '90s', '0']],
  ['^(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$', ['500m', '2', '4Gi', '1.5']],
  ['^(?:/org/[^/\\s]+/|//)[^/\\s]+/[^/\\s]+$', ['//secret/a', '/org/acme/secret/b', '//location/x']],
  ['^[0-9]+\\.[0-9]+\\.[0-9]+$', ['1.32.9', '1.31.5', '1.33.5']],
]);
const CIDRS = [
  '0.0.0.0/0',
  '10.0.0.0/8',
  '203.0.113.0/24',
  '198.51.100.7',
  '2001:db8::/32',
  '192.0.2.1',
  '10.1.0.0/16',
];
const STRINGS = ['a', 'b', 'general', 'gpu', 'constructor', 'toString', 'x y', 'üñí', ''];
const KEYS = ['team', 'env', 'tier', 'a', 'b', 'x-y', 'k8s.io/role', 'toString', 'valueOf'];

const TIMES = ['2025-01-01T00:00:00Z', '2025-06-30T12:34:56.789Z'];

/** The pool for a pattern: listed above, or the long patterns (addresses, UTC times) whose pool fits. */
function patternValues(pattern: string): readonly string[] {
  const listed = BY_PATTERN.get(pattern);
  if (listed !== undefined) return listed;
  const regexp = new RegExp(pattern, 'u');
  return [CIDRS, TIMES].find((pool) => pool.every((value) => regexp.test(value))) ?? ['x'];
}

export class ValueGenerator {
  constructor(
    readonly root: Schema,
    private readonly maxArray = 3,
  ) {}

  resolve(node: Schema): Schema {
    let current = node;
    while (typeof current.$ref === 'string') {
      const name = current.$ref.replace('#/$defs/', '');
      current = (this.root.$defs as Record<string, Schema>)[name] as Schema;
    }
    return current;
  }

  /** A valid value of `node`. */
  value(g: Gen, node: Schema, depth = 0): Json {
    const schema = this.resolve(node);
    if (schema['x-mk8s-open'] === 'free-form') return this.freeForm(g, depth);
    if (schema['x-mk8s-open'] === 'map') return this.map(g, schema);
    if (schema.type === 'object') return this.object(g, schema, depth);
    if (schema.type === 'array') return this.array(g, schema, depth);
    return this.scalar(g, schema);
  }

  scalar(g: Gen, schema: Schema): Json {
    if (Array.isArray(schema.enum)) return g(fc.constantFrom, ...(schema.enum as Json[]));
    if (schema.const !== undefined) return schema.const;
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    const type = g(fc.constantFrom, ...types);
    if (type === 'integer') {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      return g(fc.integer, { min, max: typeof schema.maximum === 'number' ? schema.maximum : min + 40 });
    }
    if (type === 'number') {
      const within = [0, 0.5, 0.7, 1, 12.5].filter(
        (n) => n >= ((schema.minimum as number | undefined) ?? n) && n <= ((schema.maximum as number | undefined) ?? n),
      );
      return g(fc.constantFrom, ...within);
    }
    if (type === 'boolean') return g(fc.boolean);
    if (schema.format === 'date-time') return g(fc.constantFrom, '2025-01-01T00:00:00Z', '2025-06-30T12:34:56Z');
    if (typeof schema.pattern === 'string') return g(fc.constantFrom, ...patternValues(schema.pattern));
    const text = g(fc.constantFrom, ...STRINGS);
    return typeof schema.maxLength === 'number' ? text.slice(0, schema.maxLength) : text;
  }

  object(g: Gen, schema: Schema, depth: number): JsonObject {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const names = Object.keys(properties);
    const out: JsonObject = {};
    if (schema.maxProperties === 1) {
      const name = g(fc.constantFrom, ...names);
      out[name] = this.value(g, properties[name] as Schema, depth + 1);
      return out;
    }
    const required = new Set((schema.required ?? []) as string[]);
    for (const name of names) {
      if (required.has(name) || g(fc.integer, { min: 0, max: 3 }) === 0) {
        out[name] = this.value(g, properties[name] as Schema, depth + 1);
      }
    }
    fixSizes(out, schema);
    return out;
  }

  map(g: Gen, schema: Schema): JsonObject {
    const out: JsonObject = {};
    const count = g(fc.integer, { min: 0, max: 3 });
    for (let i = 0; i < count; i++)
      out[g(fc.constantFrom, ...KEYS)] = this.scalar(g, schema.additionalProperties as Schema);
    return out;
  }

  freeForm(g: Gen, depth: number): JsonObject {
    const out: JsonObject = {};
    const count = g(fc.integer, { min: 0, max: 3 });
    for (let i = 0; i < count; i++) out[g(fc.constantFrom, ...KEYS)] = this.freeValue(g, depth + 1);
    return out;
  }

  freeValue(g: Gen, depth: number): Json {
    const kind = g(fc.integer, { min: 0, max: depth > 3 ? 2 : 4 });
    if (kind === 0) return g(fc.constantFrom, ...STRINGS);
    if (kind === 1) return g(fc.constantFrom, 0, 1, -2.5, 1e21);
    if (kind === 2) return g(fc.boolean);
    if (kind === 3)
      return [this.freeValue(g, depth + 1), this.freeValue(g, depth + 1)].slice(0, g(fc.integer, { min: 0, max: 2 }));
    return this.freeForm(g, depth);
  }

  array(g: Gen, schema: Schema, depth: number): Json[] {
    const count = g(fc.integer, { min: 0, max: this.maxArray });
    const items = Array.from({ length: count }, () => this.value(g, schema.items as Schema, depth + 1));
    const key = schema['x-mk8s-key'];
    if (typeof key === 'string') return uniqueBy(items, (e) => (e as JsonObject)[key]);
    if (schema['x-mk8s-unkeyed'] === true) return items;
    return uniqueBy(items, (e) => e);
  }
}

export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `minSize <= maxSize` within an object of `schema`, an absent bound counting as its default. */
export function fixSizes(object: JsonObject, schema: Schema): void {
  Object.assign(object, orderBounds(object, (schema.properties ?? {}) as BoundFields));
}

export const readValues = new ValueGenerator(READ);
export const createValues = new ValueGenerator(CREATE);

/** A cluster resource as read. */
export function genCluster(g: Gen): JsonObject {
  return readValues.object(g, READ, 0);
}

/** One element of a non-empty list. */
export function pick<T>(g: Gen, list: readonly T[]): T {
  return list[g(fc.nat, { max: list.length - 1 })] as T;
}
