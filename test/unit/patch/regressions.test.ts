/**
 * The reproducers of the hardening and speed reports, each named for what broke: quadratic keyed
 * arrays, a diff that overflowed the stack, and records that grew without bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import { PATCH_SHAPES } from '../../../bench/fixtures/patch-shapes.ts';
import {
  applyClusterPatch,
  applyToStoredCluster,
  type Cluster,
  diffClusters,
  prepareClusterPatch,
  validateClusterPatch,
} from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { validateClusterKnowing } from '../../../generated/validators/index.js';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { resultAbove, type SizedResult } from '../../../templates/runtime/patch/result-size.ts';
import { snapshotPatch } from '../../../templates/runtime/patch/snapshot.ts';
import { describeGrowth, measureGrowth, withinNLogN } from '../../helpers/growth.ts';
import { deepFreeze } from '../../helpers/json.ts';

// biome-ignore lint/suspicious/noExplicitAny: clusters reshaped freely
type Mutable = any;

const entry = (i: number) => ({ sourceCIDR: `10.${(i >> 8) & 255}.${i & 255}.0/24`, description: `branch ${i}` });
const entries = (from: number, n: number) => Array.from({ length: n }, (_, i) => entry(from + i));

function withFirewall(n: number): Cluster {
  const cluster: Mutable = realisticCluster();
  cluster.spec.firewall = entries(0, n);
  return cluster;
}

describe('keyed arrays were quadratic', () => {
  it('$append/firewall of 10,000 entries looked each one up with a linear find (2.7 s, tripling when doubled)', () => {
    const cluster = deepFreeze(withFirewall(20));
    const patch = { spec: { '$append/firewall': entries(1_000, 10_000) } };
    const result = applyClusterPatch(cluster, patch);
    // within the patch limit, beyond the schema's 1,000 entries: refused, as before, but in linear time
    expect(result).toMatchObject({ ok: false });
    const growth = measureGrowth(
      [1_000, 10_000],
      (n) => ({ cluster, patch: { spec: { '$append/firewall': entries(1_000, n) } } }),
      (input) => applyClusterPatch(input.cluster, input.patch),
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });

  it('$append of 500 onto 500 firewall entries searched the array per element', { timeout: 60_000 }, () => {
    const growth = measureGrowth(
      [50, 500],
      (n) => ({ cluster: withFirewall(n), patch: { spec: { '$append/firewall': entries(n, n) } } }),
      (input) => {
        const result = applyClusterPatch(input.cluster, input.patch);
        if (!result.ok || result.value.spec.firewall?.length !== 2 * (input.cluster.spec.firewall?.length ?? 0))
          throw new Error(JSON.stringify(result));
      },
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });

  it('$patch/ of every one of 1,000 node pools searched the pools per element patch', { timeout: 60_000 }, () => {
    const growth = measureGrowth(
      [100, 1_000],
      (n) => {
        const cluster: Mutable = realisticCluster();
        const vendorB = cluster.spec.provider.vendorB;
        const template = vendorB.nodePools[0];
        vendorB.nodePools = Array.from({ length: n }, (_, i) => ({ ...template, name: `pool-${i}` }));
        const patches = Array.from({ length: n }, (_, i) => ({ name: `pool-${i}`, maxSize: 7 }));
        return {
          cluster: cluster as Cluster,
          patch: { spec: { provider: { vendorB: { '$patch/nodePools': patches } } } },
        };
      },
      (input) => {
        if (!applyClusterPatch(input.cluster, input.patch).ok) throw new Error('refused');
      },
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });
});

/** A value nested `depth` levels deep, `leaf` at the bottom. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { next: value };
  return value;
}

describe('deep input overflowed the stack', () => {
  it('diffClusters on a 10,000-level member under tags threw a RangeError from cloneJson', () => {
    const from = deepFreeze(realisticCluster());
    const to = { ...realisticCluster(), tags: { deep: nested(10_000, 'x') } } as unknown as Cluster;
    const patch = diffClusters(from, to) as Mutable;
    // a clean patch that sets the member whole, nothing shared with `to`
    expect(patch.tags.deep === (to.tags as Mutable).deep).toBe(false); // (toBe would compare deeply for its message)
    let depth = 0;
    for (let level = patch.tags.deep; typeof level === 'object'; level = level.next) depth++;
    expect(depth).toBe(10_000);
    // which the patch check then refuses cleanly
    expect(applyClusterPatch(from, patch)).toMatchObject({ ok: false, error: { code: 'LIMIT' } });
  });

  it('diffClusters compares two 10,000-level members without overflowing', () => {
    const a = { ...realisticCluster(), tags: { deep: nested(10_000, 'x') } } as unknown as Cluster;
    const b = { ...realisticCluster(), tags: { deep: nested(10_000, 'x') } } as unknown as Cluster;
    expect(diffClusters(a, b)).toEqual({});
    const c = { ...realisticCluster(), tags: { deep: nested(10_000, 'y') } } as unknown as Cluster;
    expect(Object.keys(diffClusters(a, c))).toEqual(['tags']);
  });

  it('a 10,000-level document under tags gives a clean error, never a RangeError', () => {
    const document = { ...realisticCluster(), tags: { deep: nested(10_000, 'x') } } as unknown as Cluster;
    expect(applyClusterPatch(document, { description: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_RESULT' },
    });
  });
});

describe('a stored cluster could grow without bound', () => {
  const big = (bytes: number) => 'x'.repeat(bytes);

  it('appending a firewall entry with a 1 MiB description made a result above 1 MiB', () => {
    // Every string is bounded now: the description alone is refused, before any result is built.
    const patch = { spec: { '$append/firewall': [{ sourceCIDR: '192.0.2.0/24', description: big(1_048_576) }] } };
    const result = applyClusterPatch(deepFreeze(realisticCluster()), patch);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'INVALID_PATCH', path: expect.stringMatching(/\/description$/) });
  });

  it('refuses a result one byte above the limit with INVALID_RESULT and both sizes, accepts one at it', () => {
    // the limit is data of the patch model: an engine with the real checks and the result's own size
    const engineWithin = (limit: number) =>
      createPatchEngine(
        { ...clusterPatchModel, maxBytes: limit },
        {
          validatePatch: validateClusterPatch,
          validateResult: validateClusterKnowing,
        },
      );
    const cluster = deepFreeze(realisticCluster());
    const patch = { spec: { '$append/firewall': entries(100, 50) }, description: 'grown' };
    const unlimited = engineWithin(Number.POSITIVE_INFINITY).apply(cluster, patch);
    if (!unlimited.ok) throw new Error(JSON.stringify(unlimited.error));
    const size = Buffer.byteLength(JSON.stringify(unlimited.value));
    expect(engineWithin(size).apply(cluster, patch)).toEqual(unlimited);
    const refused = engineWithin(size - 1).apply(cluster, patch);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'INVALID_RESULT',
        path: '',
        message: `the patched cluster would take ${size} bytes as JSON text; a cluster takes at most ${size - 1} bytes`,
      },
    });
  });

  it('checked the size before the server set the next version: a version one digit longer passed the limit by a byte', () => {
    const engineWithin = (limit: number) =>
      createPatchEngine(
        { ...clusterPatchModel, maxBytes: limit },
        { validatePatch: validateClusterPatch, validateResult: validateClusterKnowing },
      );
    const stored = deepFreeze({ ...realisticCluster(), version: 9 });
    const patch = { description: 'grown' };
    const applyWithin = (limit: number, set?: Mutable) => {
      const engine = engineWithin(limit);
      const prepared = engine.prepare(patch);
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
      return engine.applyToValid(stored, prepared.patch, set);
    };
    const same = applyWithin(Number.POSITIVE_INFINITY);
    if (!same.ok) throw new Error(JSON.stringify(same.error));
    const size = Buffer.byteLength(JSON.stringify(same.value));
    const lastModified = stored.lastModified;
    expect(applyWithin(size, { version: 9, lastModified })).toMatchObject({ ok: true, value: { version: 9 } });
    expect(applyWithin(size, { version: 10, lastModified })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_RESULT',
        path: '',
        message: `the patched cluster would take ${size + 1} bytes as JSON text; a cluster takes at most ${size} bytes`,
      },
    });
    expect(applyWithin(size + 1, { version: 10, lastModified })).toMatchObject({ ok: true, value: { version: 10 } });
  });

  it('checks what the server sets with the result: a version below 1 is INVALID_RESULT', () => {
    const stored = deepFreeze(realisticCluster());
    const prepared = prepareClusterPatch({ description: 'x' });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
    expect(applyToStoredCluster(stored, prepared.patch, { version: 0 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_RESULT', path: '/version' },
    });
  });

  it("carries the spec's 1 MiB, the limit of a request body, in the patch model", () => {
    expect(clusterPatchModel.maxBytes).toBe(1_048_576);
  });

  it('refuses growth by many small appends once the result passes the limit', () => {
    let cluster = withFirewall(0);
    let refused: Mutable;
    for (let round = 0; round < 40 && refused === undefined; round++) {
      const patch = {
        spec: { '$append/firewall': [{ sourceCIDR: `10.9.${round}.0/24`, description: big(100) }] },
        tags: { [`t${round}`]: big(round) },
        description: `round ${round}`,
      };
      const result = applyClusterPatch(cluster, patch);
      if (result.ok) cluster = result.value;
      else refused = result;
    }
    // the realistic cluster stays far below the limit: these rounds all pass
    expect(refused).toBeUndefined();
    expect(Buffer.byteLength(JSON.stringify(cluster))).toBeLessThan(1_048_576);
  });
});

describe('the size of a result', () => {
  const json = fc.jsonValue({ maxDepth: 4 });
  const text = fc.string({ unit: 'binary' });
  const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  /** A result judged by bounds of itself alone: the document is the result, the patch adds nothing. */
  const alone = (value: unknown): SizedResult => ({
    result: value,
    document: value,
    count: undefined,
    unread: 0,
    patchBytes: 0,
    set: undefined,
  });

  it("is bounded from above by the patch's snapshot, for any JSON value and any string", () => {
    fc.assert(
      fc.property(fc.oneof(json, text, fc.dictionary(text, text)), (value) => {
        expect(snapshotPatch(value).bytes).toBeGreaterThanOrEqual(bytesOf(value));
      }),
      { numRuns: 500 },
    );
  });

  it('is counted exactly only when the bound passes the limit, and never misses a value above it', () => {
    fc.assert(
      fc.property(json, fc.nat(2_000), (value, limit) => {
        const size = bytesOf(value);
        expect(resultAbove(limit, alone(value))).toBe(size > limit ? size : undefined);
      }),
      { numRuns: 500 },
    );
  });

  it('is counted without recursion on a value nested 100,000 levels', () => {
    const deep = nested(100_000, 'x');
    expect(resultAbove(10, alone(deep))).toBe(100_000 * '{"next":}'.length + 3);
  });

  it('never passes the size of the document plus the bound of the patch (a patch adds at most its text)', () => {
    const cluster = realisticCluster();
    const patches: object[] = [
      { tags: { a: 'b', c: 1 } },
      { spec: { '$append/firewall': entries(300, 3) } },
      { spec: { '$drop/firewall': ['10.0.3.0/24'], provider: { vendorB: { '$append/securityGroupIds': ['sg-9'] } } } },
      { spec: { provider: { vendorB: { '$patch/nodePools': [{ name: 'pool-1', labels: { x: 'y' }, maxSize: 9 }] } } } },
      { description: 'é'.repeat(200), spec: { addOns: { '$replace/logs': { auditEnabled: false } } } },
    ];
    for (const patch of patches) {
      const result = applyClusterPatch(cluster, patch);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(bytesOf(result.value)).toBeLessThanOrEqual(bytesOf(cluster) + snapshotPatch(patch).bytes);
    }
  });
});

describe('identifiers a document repeats (an invalid document, handled as a search from the start would)', () => {
  const unchecked = createPatchEngine(clusterPatchModel, {
    validatePatch: () => ({ ok: true }),
    validateResult: () => ({ ok: true }),
  });
  const withMirrors = (registries: readonly string[]): Mutable => {
    const cluster: Mutable = realisticCluster();
    cluster.spec.addOns.registryMirror.mirrors = registries.map((registry, i) => ({ registry, mirrors: [`m${i}`] }));
    return cluster;
  };
  const renames = (pairs: readonly [string, string][]) => ({
    spec: {
      addOns: {
        registryMirror: {
          '$patch/mirrors': pairs.map(([from, to]) => ({ registry: from, '$replace/registry': to })),
        },
      },
    },
  });
  const registries = (result: Mutable) =>
    result.ok
      ? result.value.spec.addOns.registryMirror.mirrors.map((m: Mutable) => `${m.registry}:${m.mirrors[0]}`)
      : result;

  it('names the first element; once it is renamed, the next one', () => {
    const result = unchecked.apply(
      withMirrors(['x', 'a', 'x', 'x']),
      renames([
        ['x', 'y'],
        ['x', 'z'],
        ['x', 'w'],
      ]),
    );
    expect(registries(result)).toEqual(['y:m0', 'a:m1', 'z:m2', 'w:m3']);
  });

  it('keeps appended elements findable after renames', () => {
    const patch: Mutable = renames([['x', 'y']]);
    patch.spec.addOns.registryMirror['$append/mirrors'] = [{ registry: 'x', mirrors: ['new'] }];
    const result = unchecked.apply(withMirrors(['x', 'x']), patch);
    // the second x was there already: the appended x is the same identifier with another value
    expect(result).toMatchObject({ ok: false, error: { code: 'EXISTS' } });
  });
});

describe('a deep free-form value set whole was checked twice in one apply', () => {
  const engineWithin = (limit: number, seen?: (known: ((value: object) => boolean) | undefined) => void) =>
    createPatchEngine(
      { ...clusterPatchModel, maxBytes: limit },
      {
        validatePatch: validateClusterPatch,
        validateResult: (value, known, count) => {
          seen?.(known);
          return validateClusterKnowing(value, known, count);
        },
      },
    );
  const { before } = PATCH_SHAPES.deepFreeForm.build();
  const cluster = deepFreeze(before);
  const endpoint = (before as Mutable).spec.addOns.byok.config.monitoring.remoteWrite[0];
  // a large value set whole inside a nested free-form patch (`$replace/`): placed as the patch holds it
  const large = structuredClone(endpoint.tls_config.nested.nested);
  const patch = {
    spec: {
      addOns: {
        byok: {
          config: {
            monitoring: {
              '$patch/remoteWrite': [{ url: endpoint.url, tls_config: { nested: { '$replace/nested': large } } }],
            },
          },
        },
      },
    },
  };
  const placed = (value: Mutable) => value.spec.addOns.byok.config.monitoring.remoteWrite[0].tls_config.nested.nested;

  it('once by the patch check, never again by the result check: one placed value of a large patch is known', () => {
    let known: ((value: object) => boolean) | undefined;
    const result = engineWithin(Number.POSITIVE_INFINITY, (k) => {
      known = k;
    }).apply(cluster, patch);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(known?.(placed(result.value))).toBe(true);
    expect(known?.(result.value)).toBe(false);
    expect(result).toEqual(applyClusterPatch(cluster, patch));
  });

  it('a small patch still has its result checked whole (no lookup at every node)', () => {
    let asked = false;
    let known: ((value: object) => boolean) | undefined;
    const small = {
      spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [] } } } } },
      description: 'x',
    };
    engineWithin(Number.POSITIVE_INFINITY, (k) => {
      asked = true;
      known = k;
    }).apply(cluster, small);
    expect(asked).toBe(true);
    expect(known).toBeUndefined();
  });

  it('the rest of the document is still checked: an invalid member elsewhere is INVALID_RESULT', () => {
    const broken = deepFreeze({ ...structuredClone(before), description: 42 } as Mutable);
    expect(applyClusterPatch(broken, patch)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_RESULT', path: '/description' },
    });
  });

  it('the size limit still counts the value the result check skipped', () => {
    const unlimited = engineWithin(Number.POSITIVE_INFINITY).apply(cluster, patch);
    if (!unlimited.ok) throw new Error(JSON.stringify(unlimited.error));
    const size = Buffer.byteLength(JSON.stringify(unlimited.value));
    expect(engineWithin(size).apply(cluster, patch)).toEqual(unlimited);
    expect(engineWithin(size - 1).apply(cluster, patch)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_RESULT',
        path: '',
        message: `the patched cluster would take ${size} bytes as JSON text; a cluster takes at most ${size - 1} bytes`,
      },
    });
  });
});
