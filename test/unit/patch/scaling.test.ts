/**
 * Every patch operation costs time linear (or n log n) in the document plus the patch. Each
 * operator runs at 1,000, 10,000 and 100,000 entries and the test fails when the cost grows faster
 * than n log n between sizes (test/helpers/growth.ts: CPU-time ratios, least of several rounds).
 *
 * The engine runs here with checks that accept everything: arrays of 10,000 and 100,000 elements
 * are beyond the schema's `maxItems` and the patch limit, so the real checks would refuse them
 * before the engine did any work; the checks themselves are measured below at sizes they accept.
 */
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import { applyClusterPatch, type Cluster, diffClusters, validateClusterPatch } from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { describeGrowth, measureGrowth, withinNLogN } from '../../helpers/growth.ts';

const SIZES = [1_000, 10_000, 100_000];

// No size limit either: the size walk is still measured, the refusal would end the work early. No item
// limit: the diff would not read arrays longer than a resource's `maxItems` (set whole, unread).
const unchecked = createPatchEngine(
  { ...clusterPatchModel, maxBytes: Number.POSITIVE_INFINITY, maxItems: Number.POSITIVE_INFINITY },
  {
    validatePatch: () => ({ ok: true }),
    validateResult: () => ({ ok: true }),
  },
);

// biome-ignore lint/suspicious/noExplicitAny: clusters reshaped freely for size
type Mutable = any;

const entry = (i: number) => ({
  sourceCIDR: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}/32`,
  description: `office ${i}`,
});
const firewall = (from: number, n: number) => Array.from({ length: n }, (_, i) => entry(from + i));
const relabel = (i: number) => ({ source_labels: [`label_${i}`], action: 'drop', regex: `r${i}` });

type Sized = 'firewall' | 'nodePools' | 'securityGroupIds' | 'write_relabel_configs' | 'mirrors';

/** The realistic cluster with `n` elements in each array of `sized` (the others as they are). */
function clusterOf(n: number, sized: readonly Sized[]): Mutable {
  const cluster: Mutable = realisticCluster();
  const vendorB = cluster.spec.provider.vendorB;
  const template = vendorB.nodePools[0];
  const many = <T>(make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
  for (const array of sized) {
    if (array === 'firewall') cluster.spec.firewall = firewall(0, n);
    if (array === 'nodePools') vendorB.nodePools = many((i) => ({ ...template, name: `pool-${i}` }));
    if (array === 'securityGroupIds') vendorB.securityGroupIds = many((i) => `sg-${i}`);
    if (array === 'write_relabel_configs')
      cluster.spec.addOns.byok.config.monitoring.remoteWrite[0].write_relabel_configs = many(relabel);
    if (array === 'mirrors')
      cluster.spec.addOns.registryMirror.mirrors = many((i) => ({ registry: `r${i}.example.com`, mirrors: [] }));
  }
  return cluster;
}

const half = (n: number) => Array.from({ length: n / 2 }, (_, i) => 2 * i);
const vendorB = (patch: object) => ({ spec: { provider: { vendorB: patch } } });
const monitoring = (element: object) => ({
  spec: {
    addOns: {
      byok: {
        config: {
          monitoring: { '$patch/remoteWrite': [{ url: 'https://metrics.example.com/api/v1/write', ...element }] },
        },
      },
    },
  },
});

/** Each operator family, as a patch of `n` entries on a cluster with `n` elements in the array it changes. */
const OPERATIONS: Record<string, (n: number) => object> = {
  '$append/ keyed (firewall)': (n) => ({ spec: { '$append/firewall': firewall(n, n) } }),
  '$append/ keyed, every element already there (firewall)': (n) => ({ spec: { '$append/firewall': firewall(0, n) } }),
  '$append/ scalar (securityGroupIds)': (n) =>
    vendorB({ '$append/securityGroupIds': Array.from({ length: n }, (_, i) => `sg-new-${i}`) }),
  '$append/ unkeyed (write_relabel_configs)': (n) =>
    monitoring({ '$append/write_relabel_configs': Array.from({ length: n }, (_, i) => relabel(n + i)) }),
  '$drop/ keyed (firewall)': (n) => ({ spec: { '$drop/firewall': half(n).map((i) => entry(i).sourceCIDR) } }),
  '$drop/ scalar (securityGroupIds)': (n) => vendorB({ '$drop/securityGroupIds': half(n).map((i) => `sg-${i}`) }),
  '$drop/ unkeyed (write_relabel_configs)': (n) =>
    monitoring({ '$drop/write_relabel_configs': half(n).map((i) => relabel(i)) }),
  '$retain/ keyed (firewall)': (n) => ({ spec: { '$retain/firewall': half(n).map((i) => entry(i).sourceCIDR) } }),
  '$retain/ unkeyed (write_relabel_configs)': (n) =>
    monitoring({ '$retain/write_relabel_configs': half(n).map((i) => relabel(i)) }),
  '$patch/ keyed (nodePools)': (n) =>
    vendorB({ '$patch/nodePools': Array.from({ length: n }, (_, i) => ({ name: `pool-${i}`, maxSize: 5 })) }),
  '$patch/ keyed with renames (mirrors)': (n) => ({
    spec: {
      addOns: {
        registryMirror: {
          '$patch/mirrors': Array.from({ length: n }, (_, i) => ({
            registry: `r${i}.example.com`,
            '$replace/registry': `renamed-${i}.example.com`,
          })),
        },
      },
    },
  }),
  '$patch/ unkeyed by example (write_relabel_configs)': (n) =>
    monitoring({
      '$patch/write_relabel_configs': Array.from({ length: n }, (_, i) => ({
        regex: `r${i}`,
        '$replace/action': 'keep',
      })),
    }),
};

/** The array an operation of `OPERATIONS` changes, named in its title. */
function sizedBy(name: string): Sized {
  if (name.includes('firewall')) return 'firewall';
  if (name.includes('nodePools')) return 'nodePools';
  if (name.includes('securityGroupIds')) return 'securityGroupIds';
  if (name.includes('write_relabel_configs')) return 'write_relabel_configs';
  return 'mirrors';
}

describe('the growth measure', () => {
  const pairs = (values: readonly number[]) => {
    let equal = 0;
    for (const a of values) for (const b of values) if (a === b) equal++;
    return equal;
  };
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('refuses a quadratic cost, as a linear search per element is', () => {
    expect(withinNLogN(measureGrowth([1_000, 10_000], numbers, pairs))).toBe(false);
  });

  it('accepts a linear cost', () => {
    // A pass over the values that allocates nothing: a hash set of them (tried before) grows its
    // table and wakes the collector, which a loaded machine turned into a superlinear reading.
    const checksum = (values: readonly number[]) => {
      let sum = 0;
      for (const value of values) sum = (sum * 31 + value) | 0;
      return sum;
    };
    const growth = measureGrowth([3_000, 30_000], numbers, checksum);
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });
});

describe('every patch operator costs time linear in the document plus the patch', () => {
  for (const [name, patchOf] of Object.entries(OPERATIONS)) {
    it(name, { timeout: 120_000 }, () => {
      const growth = measureGrowth(
        SIZES,
        (n) => ({ cluster: clusterOf(n, [sizedBy(name)]), patch: patchOf(n) }),
        ({ cluster, patch }) => {
          const result = unchecked.apply(cluster, patch);
          if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
        },
      );
      expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
    });
  }

  it('diff of keyed, scalar and unkeyed arrays', { timeout: 120_000 }, () => {
    const growth = measureGrowth(
      SIZES,
      (n) => {
        const all: Sized[] = ['firewall', 'nodePools', 'securityGroupIds', 'write_relabel_configs'];
        const from = clusterOf(n, all);
        const to = clusterOf(n, all);
        to.spec.firewall = [...firewall(0, n).filter((_, i) => i % 3 !== 0), ...firewall(n, n / 10)];
        to.spec.provider.vendorB.nodePools.forEach((p: Mutable, i: number) => {
          if (i % 2 === 0) p.maxSize = 9;
        });
        const remote = to.spec.addOns.byok.config.monitoring.remoteWrite[0];
        remote.write_relabel_configs = remote.write_relabel_configs.filter((_: unknown, i: number) => i % 4 !== 0);
        to.spec.provider.vendorB.securityGroupIds = to.spec.provider.vendorB.securityGroupIds.slice(n / 2);
        return { from, to };
      },
      ({ from, to }) => unchecked.diff(from, to),
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });
});

describe('the checks of a patch and of its result cost time linear in their size', () => {
  // The patch check refuses more than 10,000 entries, and the resource check more than 1,000
  // elements per array: these are the sizes at which each does its whole work.
  it('conflict detection of the patch validator (rules 4, 5 and 10)', { timeout: 120_000 }, () => {
    const growth = measureGrowth(
      [100, 1_000, 10_000],
      (n) => ({
        spec: {
          '$retain/firewall': firewall(0, n / 2).map((e) => e.sourceCIDR),
          '$append/firewall': firewall(n, n / 2),
          addOns: {
            registryMirror: {
              '$drop/mirrors': Array.from({ length: n / 4 }, (_, i) => `gone-${i}.example.com`),
              '$patch/mirrors': Array.from({ length: n / 4 }, (_, i) => ({
                registry: `r${i}.example.com`,
                '$replace/registry': `renamed-${i}.example.com`,
              })),
            },
          },
        },
      }),
      (patch) => validateClusterPatch(patch),
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });

  it('applyClusterPatch with every check, on clusters the schema accepts', { timeout: 120_000 }, () => {
    const growth = measureGrowth(
      [10, 100, 1_000],
      (n) => {
        const cluster = clusterOf(n, ['firewall', 'nodePools']);
        return {
          cluster: cluster as Cluster,
          patch: {
            spec: {
              '$drop/firewall': firewall(0, n / 2).map((e) => e.sourceCIDR),
              '$append/firewall': firewall(n, n / 2),
              provider: {
                vendorB: {
                  '$patch/nodePools': Array.from({ length: n }, (_, i) => ({ name: `pool-${i}`, maxSize: 5 })),
                },
              },
            },
          },
        };
      },
      ({ cluster, patch }) => {
        const result = applyClusterPatch(cluster, patch);
        if (!result.ok) throw new Error(JSON.stringify(result.error));
      },
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });

  it('diffClusters with every check of the result it implies', { timeout: 120_000 }, () => {
    const growth = measureGrowth(
      [10, 100, 1_000],
      (n) => {
        const from = clusterOf(n, ['firewall']) as Cluster;
        const to = clusterOf(n, ['firewall']);
        to.spec.firewall = firewall(n / 2, n);
        return { from, to: to as Cluster };
      },
      ({ from, to }) => diffClusters(from, to),
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });
});
