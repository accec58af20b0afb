/**
 * diffClusters given what no cluster can be: arrays that claim more items than any array of a
 * resource (a sparse array may claim 2**32 - 1 and hold none), forbidden keys, frozen inputs. The
 * diff ends in work that follows what its inputs hold, never what their lengths claim; an over-long
 * array of the target is set whole as an empty array of its length, which the applier refuses by
 * that length; forbidden keys are carried as data, which the applier refuses as FORBIDDEN_KEY; the
 * inputs are never changed. Regression: one sparse array of 2**32 - 1 in a cluster kept a diff
 * running for good.
 */
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters, validateClusterPatch } from '../../../generated/index.js';
import { describeGrowth, measureGrowth, withinNLogN } from '../../helpers/growth.ts';
import { deepFreeze } from '../../helpers/json.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests reach deep into clusters to edit them
type Doc = Record<string, any>;

const CLAIMED = 2 ** 32 - 1;

/** A frozen array of length 2**32 - 1 holding only `items`: a walk of its indexes takes minutes. */
function endless(...items: unknown[]): readonly unknown[] {
  const array = [...items];
  array.length = CLAIMED;
  return Object.freeze(array);
}

function cluster(): Doc {
  return {
    id: 'c-1',
    name: 'prod',
    kind: 'mk8s',
    version: 1,
    created: '2025-01-01T00:00:00Z',
    lastModified: '2025-01-01T00:00:00Z',
    links: [],
    tags: { env: 'prod' },
    spec: {
      version: '1.32.9',
      firewall: [{ sourceCIDR: '10.0.0.0/8' }],
      provider: { generic: { location: 'eu', nodePools: [{ name: 'a', labels: { x: '1' } }] } },
      addOns: {
        byok: {
          location: '//location/x',
          config: {
            monitoring: {
              remoteWrite: [{ url: 'https://m.example.com', tls_config: { a: 1 }, write_relabel_configs: [{ a: 1 }] }],
            },
          },
        },
      },
    },
  };
}

const POOLS = '/spec/provider/generic/nodePools';
/** Where the remote-write changes stand in a patch (`$patch/remoteWrite` or the array set whole). */
const REMOTE = '/spec/addOns/byok/config/monitoring/';
const remote = (doc: Doc) => doc.spec.addOns.byok.config.monitoring.remoteWrite[0];

/** Where an over-long array can stand, and what sets it there. */
const PLACES: [string, (doc: Doc, value: readonly unknown[]) => void, string][] = [
  ['a keyed array (nodePools)', (d, v) => (d.spec.provider.generic.nodePools = v), POOLS],
  ['a keyed array of strings identified (firewall)', (d, v) => (d.spec.firewall = v), '/spec/firewall'],
  ['the unkeyed array (write_relabel_configs)', (d, v) => (remote(d).write_relabel_configs = v), REMOTE],
  ['an array inside a free-form value', (d, v) => (remote(d).tls_config.a = v), REMOTE],
  ['a map value (tags)', (d, v) => (d.tags.env = v), '/tags'],
];

describe('diffClusters with an array longer than any a cluster holds', () => {
  it.each(PLACES)('in the target, %s: ends, and the patch is refused at that place', (_, put, path) => {
    const from = deepFreeze(cluster());
    const to = cluster();
    put(to, endless({ name: 'a', sourceCIDR: '10.0.0.0/8' }));
    deepFreeze(to);
    const patch = diffClusters(from as Cluster, to as Cluster);
    const applied = applyClusterPatch(from as Cluster, patch);
    expect(applied.ok).toBe(false);
    expect(applied.ok ? undefined : applied.error).toMatchObject({ code: 'INVALID_PATCH' });
    expect(applied.ok ? '' : applied.error.path.startsWith(path)).toBe(true);
  });

  it('in the target, sets it whole as an empty array of its length: refused by that length', () => {
    const to = cluster();
    to.spec.provider.generic.nodePools = endless({ name: 'a' });
    const patch = diffClusters(cluster() as Cluster, to as Cluster) as Doc;
    const pools = patch.spec.provider.generic.nodePools;
    expect([pools.length, Object.keys(pools).length]).toEqual([CLAIMED, 0]);
    const checked = validateClusterPatch(patch);
    expect(checked.ok ? [] : checked.errors[0]).toMatchObject({
      path: POOLS,
      code: 'INVALID_PATCH',
      message: `must have at most 1000 items; got ${CLAIMED}`,
    });
  });

  it.each(PLACES)('in the source only, %s: ends, and the diff still gives the target', (_, put) => {
    const from = cluster();
    put(from, endless({ name: 'a' }));
    deepFreeze(from);
    const to = deepFreeze(cluster());
    const patch = diffClusters(from as Cluster, to as Cluster);
    expect(applyClusterPatch(from as Cluster, patch)).toEqual({ ok: true, value: to });
  });

  it('on both sides, two different arrays: ends, and the patch is refused', () => {
    const [from, to] = [cluster(), cluster()];
    from.spec.provider.generic.nodePools = endless({ name: 'a' });
    to.spec.provider.generic.nodePools = endless({ name: 'b' });
    const patch = diffClusters(deepFreeze(from) as Cluster, deepFreeze(to) as Cluster);
    expect(validateClusterPatch(patch).ok).toBe(false);
  });

  it('grows linearly with the number of such arrays, whatever they claim', { timeout: 120_000 }, () => {
    const growth = measureGrowth(
      [1_000, 10_000, 100_000],
      (n) => {
        const to = cluster();
        const tls: Doc = {};
        for (let i = 0; i < n; i++) tls[`k${i}`] = endless(i);
        remote(to).tls_config = tls;
        return { from: cluster() as Cluster, to: to as Cluster };
      },
      ({ from, to }) => diffClusters(from, to),
    );
    expect(withinNLogN(growth), describeGrowth(growth)).toBe(true);
  });
});

describe('diffClusters with forbidden keys in its inputs', () => {
  const polluted = () => ({}) as Doc;
  /** `__proto__` as JSON.parse makes it (an own member), `constructor` and `prototype` as plain keys. */
  const hostile = () => JSON.parse('{"__proto__": {"polluted": true}, "constructor": "c", "prototype": "p"}');
  /** `target` with the members of `hostile()` defined as own members (assigning `__proto__` would set its prototype). */
  const withHostile = (target: Doc) => Object.defineProperties(target, Object.getOwnPropertyDescriptors(hostile()));

  it.each([
    ['a map (tags)', (d: Doc) => withHostile(d.tags), '/tags'],
    ['a free-form value', (d: Doc) => (remote(d).tls_config = hostile()), REMOTE],
    ['deep in a free-form value', (d: Doc) => (remote(d).tls_config.a = { b: hostile() }), REMOTE],
  ])('in the target, %s: carried as data, refused as FORBIDDEN_KEY, nothing polluted', (_, put, path) => {
    const from = deepFreeze(cluster());
    const to = cluster();
    put(to);
    const patch = diffClusters(from as Cluster, deepFreeze(to) as Cluster);
    expect(polluted().polluted).toBeUndefined();
    expect(JSON.stringify(patch)).toContain('"__proto__":{"polluted":true}');
    const applied = applyClusterPatch(from as Cluster, patch);
    expect(applied.ok ? undefined : applied.error).toMatchObject({ code: 'FORBIDDEN_KEY' });
    expect(applied.ok ? '' : applied.error.path.startsWith(path)).toBe(true);
  });

  it('in the source, a map: its removal names the key, refused as FORBIDDEN_KEY', () => {
    const from = cluster();
    withHostile(from.tags);
    const patch = diffClusters(deepFreeze(from) as Cluster, deepFreeze(cluster()) as Cluster) as Doc;
    expect(patch.tags.$drop).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getPrototypeOf(patch.tags)).toBe(Object.prototype);
    expect(applyClusterPatch(from as Cluster, patch)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_KEY' } });
  });

  it('in a closed object: no field, so carried from the target like any unknown member (FORBIDDEN_KEY), left in the source', () => {
    const to = cluster();
    withHostile(to.spec);
    withHostile(to.spec.provider.generic);
    const frozen = deepFreeze(cluster());
    const patch = diffClusters(frozen as Cluster, deepFreeze(to) as Cluster) as Doc;
    expect(Object.getOwnPropertyNames(patch.spec).sort()).toEqual([
      '__proto__',
      'constructor',
      'prototype',
      'provider',
    ]);
    expect(Object.getPrototypeOf(patch.spec)).toBe(Object.prototype);
    expect(applyClusterPatch(frozen as Cluster, patch)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_KEY' } });
    expect(diffClusters(to as Cluster, frozen as Cluster)).toEqual({});
    expect(polluted().polluted).toBeUndefined();
  });
});
