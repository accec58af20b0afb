/**
 * Random input never makes a validator throw or change its input, and a forbidden key hidden at
 * any depth of any JSON text is always reported first.
 */
import { isDeepStrictEqual } from 'node:util';
import { validateApiError, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullCreateBody } from '../helpers/bodies.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);

const VALIDATORS = [
  ['validateCluster', validateCluster],
  ['validateClusterCreate', validateClusterCreate],
  ['validateClusterPatch', validateClusterPatch],
  ['validateApiError', validateApiError],
] as const;

const anything = fc.anything({
  maxDepth: 5,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** A JSON tree, or the realistic body with a random JSON value put somewhere inside it. */
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  fc
    .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat())
    .map(([value, pick]) => replaceSomewhere(fullCreateBody(), value, pick)),
);

function isWellFormed(result: unknown): boolean {
  const r = result as { ok?: unknown; errors?: unknown };
  if (r.ok === true) return true;
  return (
    r.ok === false &&
    Array.isArray(r.errors) &&
    r.errors.length > 0 &&
    r.errors.every(
      (e) =>
        typeof e.path === 'string' &&
        (e.path === '' || e.path.startsWith('/')) &&
        typeof e.code === 'string' &&
        typeof e.message === 'string',
    )
  );
}

describe.each(VALIDATORS)('%s', (_name, validate) => {
  it('never throws on any value and always answers in form', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(isWellFormed(validate(value))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('never changes the JSON it is given', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(jsonish, (value) => {
        const before = structuredClone(value);
        expect(isWellFormed(validate(value))).toBe(true);
        expect(isDeepStrictEqual(value, before)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('reports a forbidden key at any depth first, and pollutes nothing', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue({ maxDepth: 5 }), fc.constant(fullCreateBody())),
        fc.nat(),
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        (value, pick, key) => {
          const text = withMember(value, pick, key);
          expect(text).toContain(`${JSON.stringify(key)}:{"polluted":true}`);
          const result = validate(JSON.parse(text));
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.errors[0]?.code).toBe('FORBIDDEN_KEY');
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** JSON text of `value` with the member `"<key>": {"polluted": true}` added to one of its objects (or wrapping it). */
function withMember(original: unknown, pick: number, key: string): string {
  const value = structuredClone(original);
  const objects: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      objects.push(v as Record<string, unknown>);
      Object.values(v).forEach(visit);
    }
  };
  visit(value);
  const target = objects.length === 0 ? undefined : objects[pick % objects.length];
  const member = `${JSON.stringify(key)}:{"polluted":true}`;
  if (target === undefined) return `{${member},"value":${JSON.stringify(value)}}`;
  target['zz-marker-zz'] = true;
  return JSON.stringify(value).replace('"zz-marker-zz":true', member);
}

/** `body` with `value` in place of one of its members or items. */
function replaceSomewhere(body: unknown, value: unknown, pick: number): unknown {
  const places: [Record<string, unknown> | unknown[], string | number][] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v))
      v.forEach((item, i) => {
        places.push([v, i]);
        visit(item);
      });
    else if (typeof v === 'object' && v !== null)
      for (const [k, item] of Object.entries(v)) {
        places.push([v as Record<string, unknown>, k]);
        visit(item);
      }
  };
  visit(body);
  const place = places[pick % places.length];
  if (place !== undefined) (place[0] as Record<string | number, unknown>)[place[1]] = value;
  return body;
}
