/**
 * The screen of rule 14 made while the engine copies a patch (`snapshotPatch(…).screened`), which
 * lets the engine's patch check skip the screen: it must never say "clean" of a patch the screen
 * would report, and the check without the screen must then answer exactly as the check with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REALISTIC_PATCH } from '../../../bench/fixtures/patch-resource.ts';
import { validateClusterPatch } from '../../../generated/index.js';
import { validateClusterPatchScreened } from '../../../generated/validators/index.js';
import { snapshotPatch } from '../../../templates/runtime/patch/snapshot.ts';

function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < levels; i++) value = { a: value };
  return value;
}

const own = (key: string, value: unknown) =>
  Object.defineProperty({}, key, { value, enumerable: true, writable: true, configurable: true });

const CASES: [string, { given: unknown; want: boolean }][] = [
  ['the realistic patch', { given: REALISTIC_PATCH, want: true }],
  ['an own __proto__ key', { given: { spec: own('__proto__', { x: 1 }) }, want: false }],
  ['constructor as a key', { given: { tags: { constructor: 'x' } }, want: false }],
  ['a forbidden operator suffix', { given: { spec: { '$append/prototype': [] } }, want: false }],
  ['a forbidden $drop entry', { given: { spec: { $drop: ['constructor'] } }, want: false }],
  ['a member holding undefined', { given: { description: undefined }, want: false }],
  ['64 levels (the limit)', { given: { tags: nested(63) }, want: true }],
  ['65 levels', { given: { tags: nested(64) }, want: false }],
  [
    '10,000 entries',
    { given: { spec: { '$drop/firewall': Array.from({ length: 10_000 }, (_, i) => `e${i}`) } }, want: true },
  ],
  [
    '10,001 entries, an empty whole value counting one',
    {
      given: { spec: { '$drop/firewall': Array.from({ length: 10_000 }, (_, i) => `e${i}`), '$replace/addOns': [] } },
      want: false,
    },
  ],
];

describe('the screen made while copying a patch', () => {
  it.each(CASES)('%s', (_, { given, want }) => {
    const snapshot = snapshotPatch(given);
    expect(snapshot.screened).toBe(want);
    const full = validateClusterPatch(snapshot.value);
    const screenCodes = full.ok ? [] : full.errors.filter((e) => e.code === 'FORBIDDEN_KEY' || e.code === 'LIMIT');
    if (want) expect(screenCodes).toEqual([]);
    if (want) expect(validateClusterPatchScreened(snapshot.value)).toEqual(full);
  });

  it('screens and counts a member name it has met before as it did the first time (names held by the copy)', () => {
    const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
    const wide = 'é\u2028"\\'.repeat(4);
    const patches: [unknown, boolean][] = [
      [{ tags: { team: 'a', [wide]: 'b' } }, true],
      [{ tags: { team: undefined } }, false],
      [{ tags: { [wide]: undefined } }, false],
      [{ tags: { constructor: 'x' } }, false],
      [{ spec: { '$append/prototype': [] } }, false],
      [{ tags: own('__proto__', 'x') }, false],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [patch, clean] of patches) {
        const snapshot = snapshotPatch(patch);
        expect(snapshot.screened).toBe(clean);
        expect(snapshot.bytes).toBeGreaterThanOrEqual(bytesOf(patch));
      }
    }
    // 10,000 elements of two names each: past the count's cheap range, every name counted exactly
    const many = { spec: { '$append/firewall': Array.from({ length: 10_000 }, (_, i) => ({ [wide]: `${i}` })) } };
    expect(snapshotPatch(many).bytes).toBeGreaterThanOrEqual(bytesOf(many));
  });

  it('is off for a patch that shares members beyond the copy budget (a cycle)', () => {
    const cyclic: Record<string, unknown> = { tags: {} };
    (cyclic.tags as Record<string, unknown>).self = cyclic;
    expect(snapshotPatch(cyclic).screened).toBe(false);
  });

  it('never calls a patch clean that the screen refuses, and then the check without it answers alike', () => {
    const word = fc.constantFrom('__proto__', 'constructor', 'prototype', 'name', 'spec', '$drop', '$append/x', 'tags');
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(1, 'constructor', 'prototype', 'x', null, undefined, true),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.array(fc.tuple(word, tie('node')), { maxLength: 4 }).map((members) => {
          const object = {};
          for (const [key, member] of members) {
            Object.defineProperty(object, key, { value: member, enumerable: true, writable: true, configurable: true });
          }
          return object;
        }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (patch) => {
        const snapshot = snapshotPatch(patch);
        const full = validateClusterPatch(snapshot.value);
        const screenCodes = full.ok ? [] : full.errors.filter((e) => e.code === 'FORBIDDEN_KEY' || e.code === 'LIMIT');
        if (screenCodes.length > 0) expect(snapshot.screened).toBe(false);
        if (snapshot.screened) expect(validateClusterPatchScreened(snapshot.value)).toEqual(full);
      }),
      { numRuns: 2000 },
    );
  });

  it('copies own members only, with for…in: a polluted prototype or an inherited member never reaches the copy', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluting = 'inherited';
    try {
      const value = snapshotPatch({ description: 'x', spec: { tags: { team: 'a' } } }).value as {
        spec: { tags: object };
      };
      expect(Object.keys(value)).toEqual(['description', 'spec']);
      expect(Object.keys(value.spec.tags)).toEqual(['team']);
    } finally {
      delete proto.polluting;
    }
    const child = Object.assign(Object.create({ inherited: 1 }), { own: 2 });
    const { value } = snapshotPatch({ child }) as { value: { child: object } };
    expect(Object.keys(value.child)).toEqual(['own']);
    expect(Object.getPrototypeOf(value.child)).toBe(Object.prototype);
  });
});
