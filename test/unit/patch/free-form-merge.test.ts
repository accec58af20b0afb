/**
 * The merge of nested patches inside free-form values (rule 11; templates/runtime/patch/apply-free-form.ts):
 * what it gives, member order included, and what it costs the check of the result. A nested block that
 * the patch restates (every key of the current object set, in its order) is put in the result as the
 * engine's copy of the patch holds it and taken as valid unread; the check of the patch judged it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import {
  applyClusterPatch,
  applyToStoredCluster,
  type Cluster,
  prepareClusterPatch,
} from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import {
  validateClusterKnowing,
  validateClusterPatch,
  validateClusterPatchScreened,
} from '../../../generated/validators/index.js';
import { createPatchEngine, type PatchChecks } from '../../../templates/runtime/patch/engine.ts';

// biome-ignore lint/suspicious/noExplicitAny: clusters and values reshaped freely
type Mutable = any;

/** The realistic cluster whose first remote-write endpoint has `tls_config` as given. */
function clusterWith(tlsConfig: unknown): Mutable {
  const cluster: Mutable = structuredClone(realisticCluster());
  cluster.spec.addOns.byok.config.monitoring.remoteWrite[0].tls_config = tlsConfig;
  return cluster;
}

const endpointOf = (cluster: Mutable): Mutable => cluster.spec.addOns.byok.config.monitoring.remoteWrite[0];

/** A patch of that endpoint's `tls_config`. */
function patchOf(tlsConfig: unknown): Mutable {
  const url = endpointOf(realisticCluster()).url;
  return {
    spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [{ url, tls_config: tlsConfig }] } } } } },
  };
}

/** A free-form value `levels` deep: a few scalars and a list at each level, the next under `nested`. */
function chain(levels: number, innermost: Record<string, unknown> = {}): Mutable {
  let value: Mutable = { name: `level-${levels}`, weight: levels, ...innermost };
  for (let level = levels - 1; level >= 1; level--) {
    value = { name: `level-${level}`, weight: level, on: level % 2 === 0, scopes: ['a', `b-${level}`], nested: value };
  }
  return value;
}

/** `chain(levels)` with its innermost `weight` set to `weight`. */
function chainChanged(levels: number, weight: number): Mutable {
  const value = chain(levels);
  let level = value;
  while (level.nested !== undefined) level = level.nested;
  level.weight = weight;
  return value;
}

const CASES: [string, { tls: unknown; patch: unknown; want: unknown }][] = [
  [
    'a restated block keeps its members, one changed',
    { tls: { a: 1, b: { x: 1, y: 2 } }, patch: { b: { x: 1, y: 3 } }, want: { a: 1, b: { x: 1, y: 3 } } },
  ],
  [
    'a block restated in another order keeps the order of the cluster',
    { tls: { b: { x: 1, y: 2 } }, patch: { b: { y: 2, x: 1 } }, want: { b: { x: 1, y: 2 } } },
  ],
  [
    'new members go after those of the cluster, in the order of the patch',
    { tls: { b: { x: 1 } }, patch: { b: { z: 3, x: 1, y: 2 } }, want: { b: { x: 1, z: 3, y: 2 } } },
  ],
  [
    'members the patch does not name stay',
    { tls: { b: { x: 1, w: [1], y: 2 } }, patch: { b: { x: 1, y: 2 } }, want: { b: { x: 1, w: [1], y: 2 } } },
  ],
  [
    'a nested patch over a scalar or a list is applied to an empty object',
    {
      tls: { b: 5, c: [1, 2] },
      patch: { b: { x: { y: 1 } }, c: { z: 2 } },
      want: { b: { x: { y: 1 } }, c: { z: 2 } },
    },
  ],
  [
    'operators at a deeper level drop and replace there, the levels above merge',
    {
      tls: { b: { c: { x: 1, y: { k: 1 }, z: 3 } } },
      patch: { b: { c: { $drop: ['x'], '$replace/y': { j: 2 }, z: 4 } } },
      want: { b: { c: { y: { j: 2 }, z: 4 } } },
    },
  ],
  [
    'integer-like keys are ordered as JavaScript orders them, in the cluster and in the patch alike',
    {
      tls: { b: { 2: 'two', x: 1 } },
      patch: { b: { x: 1, 1: 'one', 2: 'two' } },
      want: { b: { 1: 'one', 2: 'two', x: 1 } },
    },
  ],
];

describe('nested free-form patches merge level by level', () => {
  it.each(CASES)('%s', (_, { tls, patch, want }) => {
    const result = applyClusterPatch(clusterWith(tls), patchOf(patch));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    // the JSON text, so that member order counts
    expect(JSON.stringify(endpointOf(result.value).tls_config)).toBe(JSON.stringify(want));
  });

  it('gives the innermost change of a restated deep block, and shares nothing with the patch', () => {
    const patch = patchOf({ nested: chainChanged(30, 999).nested });
    const given = structuredClone(patch);
    const result = applyClusterPatch(clusterWith(chain(30)), patch);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const tls = endpointOf(result.value).tls_config;
    expect(tls).toEqual(chainChanged(30, 999));
    tls.nested.nested.name = 'changed in the result';
    tls.nested.scopes.push('pushed in the result');
    expect(patch).toEqual(given);
    expect(tls.nested).not.toBe(patch.spec.addOns.byok.config.monitoring['$patch/remoteWrite'][0].tls_config.nested);
  });

  it('gives the same clusters to a stored cluster, through a prepared patch', () => {
    const prepared = prepareClusterPatch(patchOf({ nested: chainChanged(30, 999).nested }));
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
    const result = applyToStoredCluster(clusterWith(chain(30)) as Cluster, prepared.patch);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(endpointOf(result.value).tls_config).toEqual(chainChanged(30, 999));
  });

  it('still refuses what the result breaks: too many keys at the level the patch adds to', () => {
    const many = Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, i]));
    const result = applyClusterPatch(clusterWith({ b: many }), patchOf({ b: { extra: 1 } }));
    expect(result.ok ? undefined : result.error).toMatchObject({ code: 'INVALID_RESULT' });
  });

  it('still refuses too many keys in the free-form object itself, which the check of the patch does not count', () => {
    const many = Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`k${i}`, i]));
    const result = applyClusterPatch(clusterWith({}), patchOf(many));
    expect(result.ok ? undefined : result.error).toMatchObject({ code: 'INVALID_RESULT' });
  });

  it('still refuses a restated block the check of the patch refuses (a level too deep)', () => {
    const result = applyClusterPatch(clusterWith(chain(32)), patchOf({ nested: chain(33).nested }));
    expect(result.ok ? undefined : result.error.code).toBe('INVALID_PATCH');
  });
});

/** Objects and arrays of `value` that a check given `known` reads: those it cannot take as valid. */
function nodesRead(value: unknown, known: ((node: object) => boolean) | undefined): number {
  if (typeof value !== 'object' || value === null || known?.(value) === true) return 0;
  let read = 1;
  for (const member of Object.values(value)) read += nodesRead(member, known);
  return read;
}

/**
 * An engine with the package's checks, or with checks that accept every patch (a chain deeper than
 * the limits allow), that counts the nodes of `tls_config` its result check reads.
 */
function countingEngine(checkPatch: boolean) {
  const read = { nodes: -1 };
  const checks: PatchChecks = {
    validatePatch: checkPatch ? validateClusterPatch : () => ({ ok: true }),
    ...(checkPatch ? { validateScreened: validateClusterPatchScreened } : {}),
    validateResult: (value, known, count) => {
      read.nodes = nodesRead(endpointOf(value).tls_config, known);
      return checkPatch ? validateClusterKnowing(value, known, count) : { ok: true };
    },
  };
  return { engine: createPatchEngine(clusterPatchModel, checks), read };
}

/** Nodes of `tls_config` the result check reads when the patch restates a chain of `levels` with its innermost member changed. */
function readForRestated(levels: number, checkPatch: boolean): number {
  const { engine, read } = countingEngine(checkPatch);
  const result = engine.apply(clusterWith(chain(levels)), patchOf({ nested: chainChanged(levels, 999).nested }));
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  expect(endpointOf(result.value).tls_config).toEqual(chainChanged(levels, 999));
  return read.nodes;
}

describe('the result check reads none of a block the patch restates (work counted)', () => {
  it('reads the free-form object itself, not its 30 levels', () => {
    // tls_config and its `scopes` list; `nested` comes from the checked patch
    expect(readForRestated(30, true)).toBe(2);
  });

  it('reads as much at 26 levels as at 32 (the deepest the limits allow), under the package checks', () => {
    // From about 4 KB of patch text the values taken from the patch are known to the result check
    // (changes.ts); a smaller patch has its whole result checked, which costs less than the look-ups.
    expect(readForRestated(26, true)).toBe(readForRestated(32, true));
  });

  it('reads as much at 300 levels as at 30, under checks that accept any depth', () => {
    expect(readForRestated(300, false)).toBe(readForRestated(30, false));
  });

  it('reads every level the merge changes whole (a patch naming only the path)', () => {
    // the path to the innermost member: each level a copy of the cluster's, its other members unread by the patch check
    const path = (levels: number): Mutable => {
      let value: Mutable = { weight: 999 };
      for (let level = levels - 1; level >= 1; level--) value = { nested: value };
      return value;
    };
    const { engine, read } = countingEngine(true);
    const result = engine.apply(clusterWith(chain(30)), patchOf(path(30)));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(endpointOf(result.value).tls_config).toEqual(chainChanged(30, 999));
    expect(read.nodes).toBeGreaterThanOrEqual(30);
  });
});

/** RFC 7386's merge of a patch without operators, as the contract states it: the reference. */
function referenceMerge(current: unknown, patch: Mutable): Mutable {
  const out: Mutable = typeof current === 'object' && current !== null && !Array.isArray(current) ? { ...current } : {};
  for (const [key, value] of Object.entries(patch)) {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    out[key] = isObject ? referenceMerge(Object.hasOwn(out, key) ? out[key] : undefined, value) : value;
  }
  return out;
}

/** A patch that restates `value`, or parts of it, reshaped by `g`: members changed, left out, added, reordered. */
function restated(g: fc.GeneratorValue, value: Mutable, depth: number): Mutable {
  const entries = Object.entries(value).filter(() => g(fc.nat, { max: 9 }) > 0);
  if (g(fc.boolean)) entries.reverse();
  const out: Mutable = {};
  for (const [key, member] of entries) {
    const isObject = typeof member === 'object' && member !== null && !Array.isArray(member);
    out[key] =
      isObject && depth < 6 && g(fc.boolean) ? restated(g, member, depth + 1) : g(fc.nat, { max: 3 }) > 0 ? member : 7;
  }
  if (g(fc.nat, { max: 3 }) === 0) out[g(() => KEY)] = g(fc.boolean) ? { added: 1 } : 'added';
  return out;
}

const KEY = fc.constantFrom('a', 'b', 'c', 'name', '0', '1', '10', 'nested');
const FREE_VALUE = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 5 },
    fc.constantFrom<unknown>(1, 'x', true, [1, 'y']),
    fc.dictionary(KEY, tie('node'), { maxKeys: 4 }),
  ),
})).node;

describe('the merge gives what the reference merge gives, member order included', () => {
  it('for patches that restate the value of the cluster, or part of it, in any order', () => {
    fc.assert(
      fc.property(fc.dictionary(KEY, FREE_VALUE, { maxKeys: 4 }), fc.gen(), (tls, g) => {
        const patch = restated(g, tls, 1);
        const result = applyClusterPatch(clusterWith(tls), patchOf(patch));
        if (!result.ok) throw new Error(JSON.stringify(result.error));
        expect(JSON.stringify(endpointOf(result.value).tls_config)).toBe(JSON.stringify(referenceMerge(tls, patch)));
      }),
      { numRuns: 500 },
    );
  });
});
