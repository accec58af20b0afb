/**
 * The size of a record (`x-mk8s-max-bytes`, 1 MiB of JSON text): the validators of a cluster and of a
 * create body report `TOO_LARGE` at the root for one byte over, and nothing at the limit; the count
 * is the bytes of `JSON.stringify`'s text in UTF-8, without building it, and stops at the limit.
 */
import { validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from '../../../templates/runtime/validators/json-bytes.ts';
import { edited, fullCreateBody, fullResource, type Json, vendorB, where } from '../../helpers/bodies.ts';

const LIMIT = 1024 * 1024;
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * `body` grown with node pool labels to exactly `bytes` bytes of JSON text. The values are `é`
 * (two bytes, one code point), so every label stays within its own bounds and the count must be
 * in UTF-8, not in characters.
 */
function grownTo(body: Json, bytes: number): Json {
  return edited(body, (b) => {
    const labels: Record<string, string> = vendorB(b).nodePools[0].labels;
    for (let i = 0; bytesOf(b) + 4_000 < bytes; i++) labels[`grow-${i}`] = 'é'.repeat(1_800);
    labels.pad = '';
    const missing = bytes - bytesOf(b);
    labels.pad = 'é'.repeat(Math.floor(missing / 2)) + 'x'.repeat(missing % 2);
  });
}

describe('the size of a record', () => {
  it.each([
    ['cluster', fullResource(), validateCluster],
    ['create body', fullCreateBody(), validateClusterCreate],
  ] as const)('a %s of exactly 1 MiB passes, one byte more is TOO_LARGE at the root', (_kind, body, validate) => {
    const atLimit = grownTo(body, LIMIT);
    expect(bytesOf(atLimit)).toBe(LIMIT);
    expect(validate(atLimit)).toMatchObject({ ok: true });
    const over = grownTo(body, LIMIT + 1);
    expect(bytesOf(over)).toBe(LIMIT + 1);
    const result = validate(over);
    expect(where(result)).toEqual([{ path: '', code: 'TOO_LARGE' }]);
    expect(result.ok ? '' : result.errors[0]?.message).toBe(
      'must take at most 1048576 bytes as JSON text (UTF-8, without spaces); this value takes more',
    );
  });

  it('is reported beside the other problems of the body', () => {
    const over = edited(grownTo(fullCreateBody(), LIMIT + 1), (b) => {
      b.spec.versoin = '1';
    });
    expect(where(validateClusterCreate(over))).toEqual([
      { path: '/spec/versoin', code: 'UNKNOWN_FIELD' },
      { path: '', code: 'TOO_LARGE' },
    ]);
  });

  it('does not bound a patch body: the limit is on the result, which the patch engine checks', () => {
    const patch = { spec: { provider: { vendorB: { nodePools: [] } } } };
    expect(jsonBytes(patch, LIMIT, true)).toBeLessThan(LIMIT);
    expect(validateClusterPatch(patch).ok).toBe(true);
  });

  it('stops counting at the limit: a cyclic value is refused, never walked forever', () => {
    const body = fullCreateBody();
    body.spec.self = body;
    const result = validateClusterCreate(body);
    expect(result.ok).toBe(false);
    expect(where(result)).toContainEqual({ path: '', code: 'TOO_LARGE' });
  });
});

describe('the size of a body of unknown members', () => {
  /** Values the count reads to the byte: strings with escapes and characters of two to four bytes, integers. */
  const EXACT: unknown[] = ['é', 'a"b\\c\u0001', '😀', '', -0, 123_456, 1e21, true, false, null];
  /** And values it bounds: fractions, objects. */
  const MIXED: unknown[] = [...EXACT, 1.5, { a: ['€'] }];

  /** A create body whose own text the count holds to the byte: no escapes, no numbers. */
  const SMALL = {
    name: 'wide',
    spec: { version: '1.31.5', provider: { vendorA: { region: 'eu', tokenSecretLink: '//secret/t', networkId: 'n' } } },
  };

  /**
   * `base` grown with unknown members holding `values` in turn, at the root and, with `holder`, in
   * `cpuOptions` of a vendor B body (an object that then holds no field), to exactly `bytes` bytes.
   */
  function unknownTo(bytes: number, base: Json, values: readonly unknown[], holder: boolean): Json {
    return edited(base, (b) => {
      const cpu: Record<string, unknown> = {};
      if (holder) vendorB(b).nodePools[0].cpuOptions = cpu;
      // each member adds its name, colon, value and a comma (the first in `cpuOptions` none)
      for (let i = 0, size = bytesOf(b) - 1; size + 200 < bytes; i++) {
        const value = values[i % values.length];
        (holder && i % 2 === 1 ? cpu : b)[`u${i}`] = value;
        size += bytesOf(`u${i}`) + 2 + bytesOf(value);
      }
      b.pad = '';
      b.pad = 'x'.repeat(bytes - bytesOf(b));
    });
  }

  it.each([
    ['read to the byte, where a byte too many is TOO_LARGE', SMALL, EXACT, false],
    ['of every kind, some in an object without fields', fullCreateBody(), MIXED, true],
  ] as const)('is counted right: members %s', (_name, base, values, holder) => {
    const atLimit = unknownTo(LIMIT, base, values, holder);
    expect(bytesOf(atLimit)).toBe(LIMIT);
    expect(where(validateClusterCreate(atLimit))).not.toContainEqual({ path: '', code: 'TOO_LARGE' });
    const over = unknownTo(LIMIT + 1, base, values, holder);
    expect(bytesOf(over)).toBe(LIMIT + 1);
    expect(where(validateClusterCreate(over))).toContainEqual({ path: '', code: 'TOO_LARGE' });
  });

  it('is settled by the count kept while reporting them: the body is not walked again', () => {
    const body: Json = {
      ...fullCreateBody(),
      ...Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])),
    };
    let reads = 0;
    Object.defineProperty(body, 'last', {
      enumerable: true,
      get: () => {
        reads++;
        return 1;
      },
    });
    expect(where(validateClusterCreate(body))).toHaveLength(60_001);
    // once to count it, once to screen what it holds
    expect(reads).toBe(2);
  });
});

describe('bounded strings', () => {
  it('bounds every string inside a free-form value, at any depth, in code points', () => {
    const tls = '/spec/addOns/byok/config/monitoring/remoteWrite/0/tls_config';
    const body = (text: string) =>
      edited(fullCreateBody(), (b) => {
        b.spec.addOns.byok.config.monitoring.remoteWrite[0].tls_config = { ca: text, chain: [[{ pem: text }]] };
      });
    expect(validateClusterCreate(body('😀'.repeat(16_384))).ok).toBe(true);
    expect(where(validateClusterCreate(body('x'.repeat(16_385))))).toEqual([
      { path: `${tls}/ca`, code: 'MAX_LENGTH' },
      { path: `${tls}/chain/0/0/pem`, code: 'MAX_LENGTH' },
    ]);
  });
});

describe('jsonBytes', () => {
  const texts = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());
  const values = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      texts,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(tie('value')),
      fc.dictionary(texts, tie('value')),
    ),
  })).value;

  it('is the UTF-8 length of JSON.stringify, lone surrogates, control characters and undefined included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(values), fc.dictionary(texts, values)), (value) => {
        const exact = bytesOf(value);
        expect(jsonBytes(value, Number.MAX_SAFE_INTEGER, true)).toBe(exact);
        expect(jsonBytes(value, Number.MAX_SAFE_INTEGER, false)).toBeGreaterThanOrEqual(exact);
      }),
      { numRuns: 2_000 },
    );
  });

  it('counts the escapes JSON.stringify writes', () => {
    for (const text of ['"\\', '\b\f\n\r\t', '\u0000\u001f', '\ud800', '\udc00\ud800', '😀é€', '-0', '1e21']) {
      expect(jsonBytes({ [text]: [text, -0, 1e21, 5e-324] }, Number.MAX_SAFE_INTEGER, true)).toBe(
        bytesOf({ [text]: [text, -0, 1e21, 5e-324] }),
      );
    }
  });

  it('never walks deeper input recursively: 100,000 levels are counted', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
    // JSON.stringify itself overflows here: `"x"`, then `[…]` and `{"k":…}` 50,000 times each.
    expect(jsonBytes(deep, Number.MAX_SAFE_INTEGER, true)).toBe(3 + 50_000 * 2 + 50_000 * 6);
  });
});
