/**
 * Invariants I1–I12 of the patch contract, each over generated clusters and patches.
 * MK8S_PROPERTY_RUNS sets the number of runs of each property (default 1,000).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyClusterPatch,
  applyToStoredCluster,
  type Cluster,
  diffClusters,
  type PatchResult,
  prepareClusterPatch,
  validateClusterPatch,
} from '../../generated/index.js';
import { clusterProblems } from '../helpers/cluster-oracle.ts';
import { deepFreeze } from '../helpers/json.ts';
import { type Gen, genCluster } from './arbitrary.ts';
import { changeCluster } from './change.ts';
import { withConflict } from './inject-conflict.ts';
import {
  containers,
  deepEqual,
  frameViolation,
  prototypesPolluted,
  ROOT,
  shuffleMembers,
  withForbiddenKey,
} from './patch-helpers.ts';
import { randomPatch } from './random-patch.ts';

const RUNS = Number(process.env.MK8S_PROPERTY_RUNS ?? 1000);
const TIMEOUT = Math.max(60_000, RUNS * 60);

function property(name: string, check: (g: Gen) => void): void {
  it(name, () => fc.assert(fc.property(fc.gen(), check), { numRuns: RUNS }), TIMEOUT);
}

/** A cluster `a` and a changed copy `b` that a patch can express, both deep-frozen. */
function pair(g: Gen): { a: Cluster; b: Cluster } {
  const a = genCluster(g);
  const b = changeCluster(g, a);
  return { a: deepFreeze(a) as unknown as Cluster, b: deepFreeze(b) as unknown as Cluster };
}

function asObject(value: unknown): Record<string, unknown> {
  return value as Record<string, unknown>;
}

function applied(cluster: Cluster, patch: unknown): Cluster {
  const result = applyClusterPatch(cluster, patch);
  if (!result.ok) throw new Error(`${result.error.code} ${result.error.path}: ${result.error.message}`);
  return result.value;
}

describe('patch invariants', () => {
  property('generated clusters and their changed copies are valid resources', (g) => {
    const { a, b } = pair(g);
    expect(clusterProblems(a)).toBe('');
    expect(clusterProblems(b)).toBe('');
  });

  property('I1 round trip: apply(a, diff(a, b)) == b', (g) => {
    const { a, b } = pair(g);
    expect(applied(a, diffClusters(a, b))).toEqual(b);
  });

  property('I2 diff(a, a) == {} and apply(a, {}) == a', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    expect(diffClusters(a, structuredClone(a))).toEqual({});
    expect(applied(a, {})).toEqual(a);
  });

  property('I3 convergence: diff(apply(a, diff(a, b)), b) == {}', (g) => {
    const { a, b } = pair(g);
    expect(diffClusters(applied(a, diffClusters(a, b)), b)).toEqual({});
  });

  property(
    'I4 idempotence without rename: a diff, or a patch without rename or unkeyed append, applies twice alike',
    (g) => {
      const { a, b } = pair(g);
      const diff = diffClusters(a, b);
      const once = applied(a, diff);
      expect(applied(once, diff)).toEqual(once);
      const patch = randomPatch(g, asObject(a), { unsafe: false });
      const first = applyClusterPatch(a, patch);
      if (first.ok) expect(applyClusterPatch(first.value, patch)).toEqual(first);
    },
  );

  property('I5 member order independence: the same result or the same code', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    const patch = randomPatch(g, asObject(a), { unsafe: true });
    const one = applyClusterPatch(a, patch);
    const other = applyClusterPatch(a, shuffleMembers(g, patch));
    if (one.ok) expect(other).toEqual(one);
    else expect(other).toMatchObject({ ok: false, error: { code: one.error.code } });
  });

  property('I6 frame: what a patch does not name is unchanged', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    const patch = randomPatch(g, asObject(a), { unsafe: true });
    const result = applyClusterPatch(a, patch);
    if (result.ok) expect(frameViolation(ROOT, a, result.value, patch)).toBeUndefined();
  });

  property('I7 purity: frozen inputs, and a result that shares nothing with the patch', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    const patch = deepFreeze(randomPatch(g, asObject(a), { unsafe: true }));
    const result = applyClusterPatch(a, patch);
    if (result.ok) {
      const inPatch = new Set(containers(patch));
      expect(containers(result.value).filter((c) => inPatch.has(c))).toEqual([]);
    }
  });

  property('I8 atomicity: an error carries no value and leaves the cluster as it was', (g) => {
    const a = genCluster(g);
    const before = structuredClone(a);
    const b = changeCluster(g, a);
    const patch = g(fc.boolean)
      ? randomPatch(g, asObject(a), { unsafe: true })
      : { ...diffClusters(a as unknown as Cluster, b as unknown as Cluster), name: 'renamed' };
    const result = applyClusterPatch(a as unknown as Cluster, patch);
    if (!result.ok) expect(Object.keys(result).sort()).toEqual(['error', 'ok']);
    expect(a).toEqual(before);
  });

  property('I9 every success validates as a resource', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    const result = applyClusterPatch(a, randomPatch(g, asObject(a), { unsafe: true }));
    if (result.ok) expect(clusterProblems(result.value)).toBe('');
  });

  property('I10 every injected rule-4/5 conflict is CONFLICT', (g) => {
    const { a, b } = pair(g);
    const base = g(fc.boolean) ? diffClusters(a, b) : randomPatch(g, asObject(a), { unsafe: false });
    fc.pre(validateClusterPatch(base).ok);
    const result = applyClusterPatch(a, withConflict(g, base as Record<string, unknown>));
    expect(result).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });

  property('I11 forbidden keys at random depth are FORBIDDEN_KEY and nothing is polluted', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    const patch = withForbiddenKey(g, randomPatch(g, asObject(a), { unsafe: true }));
    expect(applyClusterPatch(a, patch)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_KEY' } });
    expect(prototypesPolluted()).toBe(false);
  });

  property('I12 the applier accepts every diff', (g) => {
    const { a, b } = pair(g);
    const diff = diffClusters(a, b);
    expect(validateClusterPatch(diff)).toMatchObject({ ok: true });
    expect(applyClusterPatch(a, diff).ok).toBe(true);
    expect(deepEqual(diffClusters(a, a), {})).toBe(true);
  });

  /** Two answers alike: the same cluster, or the same error code at the same place. */
  function sameAnswer(fast: PatchResult, full: PatchResult): void {
    if (full.ok) expect(fast).toEqual(full);
    else expect(fast).toMatchObject({ ok: false, error: { code: full.error.code, path: full.error.path } });
  }

  property('I13 a stored cluster patched with its incremental check: the answer of applyClusterPatch', (g) => {
    const a = deepFreeze(genCluster(g)) as unknown as Cluster;
    const patch = randomPatch(g, asObject(a), { unsafe: true });
    const hostile = g(fc.integer, { min: 0, max: 3 });
    const given = hostile === 0 ? withConflict(g, patch) : hostile === 1 ? withForbiddenKey(g, patch) : patch;
    const prepared = prepareClusterPatch(given);
    const full = applyClusterPatch(a, given);
    if (!prepared.ok) {
      expect(full).toEqual({ ok: false, error: prepared.error });
      return;
    }
    const fast = applyToStoredCluster(a, prepared.patch);
    sameAnswer(fast, full);
    if (fast.ok) expect(clusterProblems(fast.value)).toBe('');
    // a result stored and patched again: still a stored cluster
    if (!full.ok) return;
    const next = randomPatch(g, asObject(full.value), { unsafe: true });
    const again = prepareClusterPatch(next);
    if (!again.ok) return;
    const chained = applyToStoredCluster(deepFreeze(full.value), again.patch);
    sameAnswer(chained, applyClusterPatch(full.value, next));
    if (chained.ok) expect(clusterProblems(chained.value)).toBe('');
  });
});
