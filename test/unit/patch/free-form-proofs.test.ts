/**
 * The free-form values the engine's copy of a patch proves valid (templates/runtime/patch/proofs.ts),
 * which its patch check then takes as valid unread: the check with the proofs must answer exactly as
 * the public check, which walks every value — whatever the value holds, at whatever depth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import { applyClusterPatch, validateClusterPatch } from '../../../generated/index.js';
import { validateClusterPatchScreened } from '../../../generated/validators/index.js';
import { snapshotPatch } from '../../../templates/runtime/patch/snapshot.ts';

// biome-ignore lint/suspicious/noExplicitAny: values reshaped freely
type Mutable = any;

const URL = 'https://metrics.example.com/api/v1/write';

/** A patch setting `value` as the member `nested` of the free-form `tls_config` of a remote-write endpoint. */
function patchWith(value: unknown): object {
  const element = { url: URL, tls_config: { nested: value } };
  return { spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [element] } } } } } };
}

/** A chain of `levels` objects (the value itself the first), each with a few scalars and a list. */
function chain(levels: number, innermost: Record<string, unknown> = {}): Mutable {
  let value: Mutable = { name: `level-${levels}`, weight: levels, ...innermost };
  for (let level = levels - 1; level >= 1; level--) {
    value = { name: `level-${level}`, weight: level, on: level % 2 === 0, scopes: ['a', `b-${level}`], nested: value };
  }
  return value;
}

/** The patch check as the engine runs it (screened copy, with its proofs), and as the public validator runs it. */
function bothChecks(patch: unknown) {
  const snapshot = snapshotPatch(patch);
  return {
    snapshot,
    engine: snapshot.screened ? validateClusterPatchScreened(snapshot.value, snapshot.proven) : undefined,
    walked: validateClusterPatch(snapshot.value),
  };
}

const CASES: [string, unknown, boolean][] = [
  ['a chain of 31 levels (the deepest a member value may go: level 32 of its object)', chain(31), true],
  ['a chain of 32 levels', chain(32), false],
  ['null 20 levels down', chain(20, { gone: null }), false],
  ['a key starting with $ 20 levels down', chain(20, { $x: 1 }), false],
  ['an empty key 20 levels down', chain(20, { '': 1 }), false],
  ['a key of 318 characters', chain(20, { ['k'.repeat(318)]: 1 }), false],
  ['a key of 317 characters', chain(20, { ['k'.repeat(317)]: 1 }), true],
  ['a string of 16,384 characters', chain(20, { text: 'x'.repeat(16_384) }), true],
  ['a string of 16,385 characters', chain(20, { text: 'x'.repeat(16_385) }), false],
  ['a list of 1,000 items', chain(20, { list: Array.from({ length: 1_000 }, (_, i) => i) }), true],
  ['a list of 1,001 items', chain(20, { list: Array.from({ length: 1_001 }, (_, i) => i) }), false],
  [
    'an object of 1,001 keys',
    chain(20, { many: Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`k${i}`, i])) }),
    false,
  ],
  ['a number that is not finite', chain(20, { ratio: Number.NaN }), false],
  ['a list holding null', chain(20, { list: [1, null] }), false],
  [
    'a list of 300 items, the last null',
    chain(20, { list: [...Array.from({ length: 299 }, (_, i) => i), null] }),
    false,
  ],
  ['a function', chain(20, { call: () => 1 }), false],
];

describe('free-form values proven by the copy of a patch', () => {
  it.each(CASES)('%s: the engine checks as the public validator does', (_, value, valid) => {
    const { snapshot, engine, walked } = bothChecks(patchWith(value));
    expect(walked.ok).toBe(valid);
    if (snapshot.screened) expect(engine).toEqual(walked);
    // the engine's own answer, wherever the check of the patch decides it
    const result = applyClusterPatch(realisticCluster(), patchWith(value));
    if (!walked.ok) expect(result.ok ? undefined : result.error.code).toBe(walked.errors[0]?.code);
  });

  it('proves the deep valid value, so that the check skips it', () => {
    const { snapshot } = bothChecks(patchWith(chain(30)));
    expect(snapshot.proven).toBeDefined();
    const copy = snapshot.value as Mutable;
    const nested = copy.spec.addOns.byok.config.monitoring['$patch/remoteWrite'][0].tls_config.nested;
    const limits = { maxDepth: 32, maxProperties: 1000, maxItems: 1000, maxLength: 16384, keyProblem: () => undefined };
    expect(snapshot.proven?.(nested, limits)).toBe(true);
    // deeper than its limits allow, or under narrower limits or keys: no proof
    expect(snapshot.proven?.(nested, { ...limits, maxDepth: 30 })).toBe(false);
    expect(snapshot.proven?.(nested, { ...limits, maxItems: 2 })).toBe(false);
    expect(
      snapshot.proven?.(nested, { ...limits, keyProblem: (k: string) => (k === 'weight' ? 'no' : undefined) }),
    ).toBe(false);
    // a value the copy did not make, or a small one, is never proven
    expect(snapshot.proven?.(chain(30), limits)).toBe(false);
    let small = nested;
    for (let level = 0; level < 25; level++) small = small.nested; // 5 levels, 9 objects and lists
    expect(snapshot.proven?.(small, limits)).toBe(false);
  });

  it('answers the same after many questions as after the first few', () => {
    // the first questions scan the list of proven values; later ones read a map of it
    const { snapshot } = bothChecks(patchWith(chain(30)));
    const copy = snapshot.value as Mutable;
    const nested = copy.spec.addOns.byok.config.monitoring['$patch/remoteWrite'][0].tls_config.nested;
    const limits = { maxDepth: 32, maxProperties: 1000, maxItems: 1000, maxLength: 16384, keyProblem: () => undefined };
    const answers = Array.from({ length: 40 }, (_, i) => [
      snapshot.proven?.(nested, limits),
      snapshot.proven?.(nested.nested, { ...limits, maxDepth: 30 }),
      snapshot.proven?.(chain(30 - (i % 3)), limits),
    ]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set(['[true,true,false]']));
  });

  it('never answers otherwise than the walk, for any value', () => {
    const key = fc.constantFrom('name', 'a', '', '$x', 'constructor', '__proto__', 'k'.repeat(318), 'é', 'nested');
    const leaf = fc.constantFrom<unknown>(1, -0.5, 'x', 'y'.repeat(16_385), true, null, undefined, Number.NaN);
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', maxDepth: 6 },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }).map((members) => {
          const object = {};
          for (const [name, member] of members) {
            Object.defineProperty(object, name, {
              value: member,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
          return object;
        }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 14, max: 33 }), (inner, levels) => {
        const { snapshot, engine, walked } = bothChecks(patchWith(chain(levels, { inner })));
        if (snapshot.screened) expect(engine).toEqual(walked);
      }),
      { numRuns: 300 },
    );
  });
});
