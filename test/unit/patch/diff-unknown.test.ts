/**
 * diffClusters given a target with members its schema does not know (a plain-JavaScript caller's).
 * Regression: they were left out of the patch in silence, so `apply(from, diff(from, to))` was not
 * `to` and nothing said so. Now they are carried into the patch, where they stand, and the applier
 * refuses it there (INVALID_PATCH, or FORBIDDEN_KEY for the forbidden names); members shown on read
 * only (read-only fields, the full networking) are still ignored, as the contract says.
 */
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters } from '../../../generated/index.js';
import { deepFreeze } from '../../helpers/json.ts';
import { storedCluster } from '../../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests reach deep into clusters to edit them
type Doc = Record<string, any>;

function cluster(): Doc {
  return storedCluster({
    version: '1.32.9',
    provider: {
      vendorA: {
        region: 'fsn1',
        tokenSecretLink: '//secret/token',
        networkId: 'net-1',
        nodePools: [{ name: 'a', serverType: 'cx22' }],
        networking: { serviceNetwork: '10.43.0.0/16', podNetwork: '10.42.0.0/16' },
      },
    },
  });
}

const vendorA = (doc: Doc) => doc.spec.provider.vendorA;

/** Where an unknown member can stand in the target, and the pointer the applier names. */
const PLACES: [string, (doc: Doc) => void, string][] = [
  ['the cluster', (d) => (d.replicas = 3), '/replicas'],
  ['a nested object (spec)', (d) => (d.spec.replicas = 3), '/spec/replicas'],
  [
    'an element kept (nodePools)',
    (d) => (vendorA(d).nodePools[0].replicas = 3),
    '/spec/provider/vendorA/$patch~1nodePools/0/replicas',
  ],
  [
    'an element appended',
    (d) => vendorA(d).nodePools.push({ name: 'b', serverType: 'cx22', replicas: 3 }),
    '/spec/provider/vendorA/$append~1nodePools/0/replicas',
  ],
  [
    'an object new in the target (autoscaler)',
    (d) => (vendorA(d).autoscaler = { replicas: 3 }),
    '/spec/provider/vendorA/autoscaler/replicas',
  ],
];

describe('diffClusters with a member the schema does not know in the target', () => {
  it.each(PLACES)('in %s: carried into the patch, which the applier refuses at its place', (_, put, path) => {
    const from = deepFreeze(cluster());
    const to = cluster();
    put(to);
    const patch = diffClusters(from as Cluster, deepFreeze(to) as Cluster);
    expect(applyClusterPatch(from as Cluster, patch)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PATCH', path },
    });
  });

  it('a value changed: the new value, set whole', () => {
    const [from, to] = [cluster(), cluster()];
    from.spec.replicas = { count: 1, zone: 'a' };
    to.spec.replicas = { count: 2, zone: 'a' };
    expect(diffClusters(from as Cluster, to as Cluster)).toEqual({ spec: { replicas: { count: 2, zone: 'a' } } });
  });

  it('the same value on both sides, or only in the source: nothing to write', () => {
    const [from, to] = [cluster(), cluster()];
    from.spec.replicas = { count: 1 };
    to.spec.replicas = { count: 1 };
    expect(diffClusters(from as Cluster, to as Cluster)).toEqual({});
    expect(diffClusters(from as Cluster, cluster() as Cluster)).toEqual({});
  });

  it('a forbidden name: carried as an own member, refused as FORBIDDEN_KEY, nothing polluted', () => {
    const to = cluster();
    Object.defineProperty(to.spec, '__proto__', { value: { polluted: true }, enumerable: true });
    const from = deepFreeze(cluster());
    const patch = diffClusters(from as Cluster, deepFreeze(to) as Cluster);
    expect(({} as Doc).polluted).toBeUndefined();
    expect(applyClusterPatch(from as Cluster, patch)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_KEY', path: '/spec/__proto__' },
    });
  });

  it('members shown on read only stay ignored: read-only fields, networking, status', () => {
    const to = cluster();
    Object.assign(to, { id: 'c-2', version: 7, status: { phase: 'ready' } });
    vendorA(to).networking = { serviceNetwork: '10.53.0.0/16', podNetwork: '10.52.0.0/16' };
    expect(diffClusters(cluster() as Cluster, to as Cluster)).toEqual({});
  });
});
