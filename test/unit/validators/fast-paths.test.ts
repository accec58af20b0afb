/**
 * The validators' fast paths refuse what the slow paths refuse: the size count that keeps strings
 * aside past half the limit and reads them only to close the count, integers counted by their
 * digits, and free-form objects and maps read with `for…in` that are refused whole when they have
 * too many keys (what was read of them forgotten, hostile keys inside still reported).
 */
import { validateClusterCreate } from '@mk8s/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerBytes } from '../../../templates/runtime/validators/size.ts';
import { edited, fullCreateBody, type Json, vendorB, where } from '../../helpers/bodies.ts';

const LIMIT = 1024 * 1024;
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
const headers = '/spec/addOns/byok/config/monitoring/remoteWrite/0/headers';

/**
 * The full create body grown to exactly `bytes` bytes of JSON text with string array items and
 * label values made of `unit` (its bytes in JSON text: `a` 1, `é` 2, `😀` 4, `\u0001` 6), and pool
 * sizes as integers of many digits: past half the limit every one of those strings is kept aside
 * by the count, so only reading them can decide the verdict.
 */
function grownWith(unit: string, bytes: number): Json {
  return edited(fullCreateBody(), (b) => {
    const pool = vendorB(b).nodePools[0];
    pool.maxSize = 123_456_789_012;
    pool.minSize = 0;
    const item = (i: number) => `${i}-${unit.repeat(60)}`;
    let size = bytesOf(b); // kept as items are added: a comma and the item each
    for (let i = 0; size + 2_000 < bytes && i < 900; i++) {
      pool.instanceTypes.push(item(i));
      size += bytesOf(item(i)) + 1;
    }
    const unitBytes = bytesOf(unit) - 2;
    const longest = 4_000; // the labels' maxLength is 4,096 characters
    for (let i = 0; size + 2 * longest * unitBytes + 100 < bytes; i++) {
      pool.labels[`grow-${i}`] = unit.repeat(longest);
      size += bytesOf(`grow-${i}`) + 2 + longest * unitBytes + 2;
    }
    pool.labels.pad = '';
    pool.labels.pad2 = '';
    const missing = bytes - bytesOf(b);
    const units = Math.floor(missing / unitBytes);
    pool.labels.pad = unit.repeat(Math.min(units, longest));
    pool.labels.pad2 = unit.repeat(units - Math.min(units, longest)) + 'x'.repeat(missing % unitBytes);
  });
}

describe('the size count past half the limit', () => {
  it.each([
    ['plain ASCII', 'a'],
    ['two-byte characters', 'é'],
    ['surrogate pairs', '😀'],
    ['control characters', '\u0001'],
  ])('with %s: exactly 1 MiB passes, one byte more is TOO_LARGE', (_name, unit) => {
    const atLimit = grownWith(unit, LIMIT);
    expect(bytesOf(atLimit)).toBe(LIMIT);
    expect(where(validateClusterCreate(atLimit))).toEqual([]);
    const over = grownWith(unit, LIMIT + 1);
    expect(bytesOf(over)).toBe(LIMIT + 1);
    expect(where(validateClusterCreate(over))).toEqual([{ path: '', code: 'TOO_LARGE' }]);
  });

  it('a body far past the limit is TOO_LARGE, with its other issues', () => {
    const huge = edited(grownWith('a', LIMIT + 1), (b) => {
      vendorB(b).nodePools[1].labels = { more: 'b'.repeat(4096) };
      b.spec.versoin = '1';
    });
    expect(where(validateClusterCreate(huge))).toEqual([
      { path: '/spec/versoin', code: 'UNKNOWN_FIELD' },
      { path: '', code: 'TOO_LARGE' },
    ]);
  });
});

describe('integerBytes', () => {
  it('is the length of the JSON text of every integer', () => {
    const integers = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(Math.trunc),
      fc.constantFrom(0, -0, 9, 10, 99, 100, 1e20, 1e21 - 65536, 1e21, -1e21, 1e22, Number.MAX_VALUE),
    );
    fc.assert(
      fc.property(integers, (n) => {
        expect(integerBytes(n)).toBe(JSON.stringify(n).length);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('free-form objects read with for…in', () => {
  const withHeaders = (make: () => object) =>
    edited(fullCreateBody(), (b) => {
      b.spec.addOns.byok.config.monitoring.remoteWrite[0].headers = make();
    });
  const manyKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'v']));

  it('take exactly 1000 keys, and refuse 1001 as TOO_MANY_KEYS alone', () => {
    expect(where(validateClusterCreate(withHeaders(() => manyKeys(1000))))).toEqual([]);
    expect(where(validateClusterCreate(withHeaders(() => manyKeys(1001))))).toEqual([
      { path: headers, code: 'TOO_MANY_KEYS' },
    ]);
  });

  it('forget the issues of what they read before finding too many keys, but not the hostile keys inside', () => {
    const body = withHeaders(() => ({
      bad: null,
      $x: 1,
      deep: JSON.parse(`${'{"a":'.repeat(40)}{"__proto__":{"constructor":1}}${'}'.repeat(40)}`),
      hostile: JSON.parse('{"__proto__":{"x":1}}'),
      ...manyKeys(1000),
    }));
    const deepAt = `${headers}/deep${'/a'.repeat(40)}/__proto__`;
    expect(where(validateClusterCreate(body))).toEqual([
      { path: deepAt, code: 'FORBIDDEN_KEY' },
      { path: `${headers}/hostile/__proto__`, code: 'FORBIDDEN_KEY' },
      { path: headers, code: 'TOO_MANY_KEYS' },
    ]);
  });

  it('read own members only, and report a hostile own key', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluting = null;
    try {
      expect(where(validateClusterCreate(withHeaders(() => ({ own: 'v' }))))).toEqual([]);
    } finally {
      delete proto.polluting;
    }
    expect(where(validateClusterCreate(withHeaders(() => JSON.parse('{"a":"b","__proto__":"c"}'))))).toEqual([
      { path: `${headers}/__proto__`, code: 'FORBIDDEN_KEY' },
    ]);
  });
});

describe('maps read with for…in', () => {
  const tags = (count: number, extra: Record<string, unknown> = {}) => ({
    ...extra,
    ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i}`, i])),
  });
  const withTags = (value: unknown) => edited(fullCreateBody(), (b) => (b.tags = value));

  it('take exactly as many keys as the limit (50 tags), and refuse one more as TOO_MANY_KEYS alone', () => {
    expect(where(validateClusterCreate(withTags(tags(50))))).toEqual([]);
    const result = validateClusterCreate(withTags(tags(51)));
    expect(where(result)).toEqual([{ path: '/tags', code: 'TOO_MANY_KEYS' }]);
    expect(result.ok ? '' : result.errors[0]?.message).toBe('must have at most 50 keys; got 51');
  });

  it('forget the issues of what they read before finding too many keys, but not the hostile keys inside', () => {
    const hostile = JSON.parse('{"__proto__": 1}');
    const bad = { nothing: null, $op: 1, '': 'empty key', deep: { a: 1 } };
    expect(where(validateClusterCreate(withTags(Object.assign(hostile, tags(49, bad)))))).toEqual([
      { path: '/tags/__proto__', code: 'FORBIDDEN_KEY' },
      { path: '/tags', code: 'TOO_MANY_KEYS' },
    ]);
    // the same members within the limit are each reported
    expect(
      where(validateClusterCreate(withTags(Object.assign(JSON.parse('{"__proto__": 1}'), tags(10, bad))))),
    ).toEqual([
      { path: '/tags/__proto__', code: 'FORBIDDEN_KEY' },
      { path: '/tags/nothing', code: 'INVALID_TYPE' },
      { path: '/tags/$op', code: 'INVALID_KEY' },
      { path: '/tags/', code: 'INVALID_KEY' },
      { path: '/tags/deep', code: 'INVALID_TYPE' },
    ]);
  });

  it('refuse too many keys in a map of strings (labels, at most 1000) the same way', () => {
    const withLabels = (count: number) =>
      edited(fullCreateBody(), (b) => {
        vendorB(b).nodePools[0].labels = {
          bad: 1,
          ...Object.fromEntries(Array.from({ length: count - 1 }, (_, i) => [`l${i}`, 'v'])),
        };
      });
    expect(where(validateClusterCreate(withLabels(1000)))).toEqual([
      { path: '/spec/provider/vendorB/nodePools/0/labels/bad', code: 'INVALID_TYPE' },
    ]);
    expect(where(validateClusterCreate(withLabels(1001)))).toEqual([
      { path: '/spec/provider/vendorB/nodePools/0/labels', code: 'TOO_MANY_KEYS' },
    ]);
  });

  it('read own members only: inherited keys are neither members nor counted', () => {
    const inherited = Object.assign(Object.create({ bad: null, ...tags(60) }), tags(50)) as object;
    expect(where(validateClusterCreate(withTags(inherited)))).toEqual([]);
  });

  it('leave out members holding undefined, as JSON text does', () => {
    expect(where(validateClusterCreate(withTags({ gone: undefined, env: 'prod' })))).toEqual([]);
  });
});
