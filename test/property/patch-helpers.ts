/** Helpers of the patch properties: deep member shuffles, the frame check, hostile insertions. */
import fc from 'fast-check';
import { clusterPatchModel } from '../../generated/patch/cluster-model.js';
import type { Gen } from './arbitrary.ts';

type JsonObject = Record<string, unknown>;
export type ModelType = (typeof clusterPatchModel.types)[number];
type ModelField = ModelType['fields'][number];

export const TYPES: ReadonlyMap<string, ModelType> = new Map(clusterPatchModel.types.map((t) => [t.name, t]));
export const ROOT = TYPES.get(clusterPatchModel.root) as ModelType;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/** The same JSON with the members of every object in another order. */
export function shuffleMembers(g: Gen, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleMembers(g, v));
  if (!isObject(value)) return value;
  const keys = g(fc.shuffledSubarray, Object.keys(value), { minLength: Object.keys(value).length });
  const out: JsonObject = {};
  for (const key of keys) {
    Object.defineProperty(out, key, {
      value: shuffleMembers(g, value[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Every object and array inside `value`, `value` included. */
export function containers(value: unknown, into: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return into;
  into.push(value);
  for (const child of Object.values(value)) containers(child, into);
  return into;
}

/** The field names a patch object names, through any key or `$drop` entry. */
function namedFields(patch: JsonObject): Set<string> {
  const named = new Set<string>();
  for (const key of Object.keys(patch)) {
    if (key === '$drop') for (const entry of patch[key] as string[]) named.add(entry);
    else named.add(key.startsWith('$') ? key.slice(key.indexOf('/') + 1) : key);
  }
  return named;
}

/**
 * Where `after` differs from `before` at a place the patch does not name (I6), or `undefined`.
 * Follows plain object values (nested patches) and keyed `$patch/` element patches.
 */
export function frameViolation(
  type: ModelType | undefined,
  before: unknown,
  after: unknown,
  patch: unknown,
  path = '',
): string | undefined {
  if (!isObject(patch) || !isObject(before) || !isObject(after)) return undefined;
  const named = namedFields(patch);
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!named.has(key) && !deepEqual(before[key], after[key])) return `${path}/${key}`;
  }
  const fields = new Map<string, ModelField>((type?.fields ?? []).map((f) => [f.name, f]));
  for (const [key, value] of Object.entries(patch)) {
    const field = fields.get(key.startsWith('$patch/') ? key.slice('$patch/'.length) : key);
    if (key.startsWith('$patch/') && field?.kind === 'keyed-array') {
      const found = frameElements(field, before[field.name], after[field.name], patch, `${path}/${field.name}`);
      if (found !== undefined) return found;
    } else if (!key.startsWith('$') && isObject(value)) {
      const nested = field?.kind === 'object' ? TYPES.get(field.type ?? '') : undefined;
      const found = frameViolation(nested, before[key], after[key], value, `${path}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function frameElements(
  field: ModelField,
  before: unknown,
  after: unknown,
  patch: JsonObject,
  path: string,
): string | undefined {
  if (!Array.isArray(before) || !Array.isArray(after)) return undefined;
  const key = field.key ?? '';
  const byId = new Map(before.map((e) => [(e as JsonObject)[key], e]));
  const patches = new Map(((patch[`$patch/${field.name}`] ?? []) as JsonObject[]).map((p) => [p[key], p]));
  for (const element of after) {
    const id = (element as JsonObject)[key];
    const old = byId.get(id);
    const elementPatch = patches.get(id);
    if (old === undefined) continue;
    if (elementPatch === undefined) {
      if (!deepEqual(old, element)) return `${path}/${String(id)}`;
    } else {
      const found = frameViolation(TYPES.get(field.type ?? ''), old, element, elementPatch, `${path}/${String(id)}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export const FORBIDDEN = ['__proto__', 'constructor', 'prototype'] as const;

/** A copy of `patch` with a forbidden key, `$drop` entry or operator suffix at a random depth. */
export function withForbiddenKey(g: Gen, patch: unknown): unknown {
  const copy = structuredClone(patch);
  const objects = containers(copy).filter(isObject);
  const target = g(fc.constantFrom, ...(objects.length > 0 ? objects : [copy as JsonObject]));
  const word = g(fc.constantFrom, ...FORBIDDEN);
  const how = g(fc.integer, { min: 0, max: 3 });
  const define = (key: string, value: unknown) =>
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  if (how === 0) define(word, { polluted: true });
  else if (how === 1) define('$drop', [...(Array.isArray(target.$drop) ? target.$drop : []), word]);
  else if (how === 2) define(`$append/${word}`, [{ polluted: true }]);
  else define(`$replace/${word}`, { polluted: true });
  return copy;
}

/** Whether anything reached the shared prototypes. */
export function prototypesPolluted(): boolean {
  const probe = {} as JsonObject;
  return (
    probe.polluted !== undefined ||
    Object.getOwnPropertyNames(Object.prototype).some((n) => !BUILTIN_OBJECT_KEYS.has(n)) ||
    Object.getOwnPropertyNames(Array.prototype).some((n) => !BUILTIN_ARRAY_KEYS.has(n))
  );
}

const BUILTIN_OBJECT_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
const BUILTIN_ARRAY_KEYS = new Set(Object.getOwnPropertyNames(Array.prototype));
