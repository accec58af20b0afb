/**
 * diffClusters of clusters that differ where no patch can change them (`name`, a provider's region,
 * its networking): the patch still says so, and the applier refuses it naming each such field, so a
 * change that cannot be made is never dropped in silence (docs/decisions.md, "A diff keeps what
 * cannot change").
 */
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters } from '../../../generated/index.js';
import { deepFreeze } from '../../helpers/json.ts';

const from = deepFreeze({
  id: 'c-1',
  name: 'prod',
  kind: 'mk8s',
  version: 3,
  created: '2025-01-01T00:00:00Z',
  lastModified: '2025-01-02T00:00:00Z',
  links: [{ rel: 'self', href: '/org/acme/mk8s/prod' }],
  spec: {
    version: '1.32.9',
    provider: {
      vendorA: {
        region: 'fsn1',
        networking: { serviceNetwork: '10.43.0.0/16', podNetwork: '10.42.0.0/16', dnsForwarder: '1.1.1.1' },
        tokenSecretLink: '//secret/t',
        networkId: 'n',
        nodePools: [{ name: 'a', serverType: 'cx21' }],
      },
    },
  },
}) as Cluster;

// biome-ignore lint/suspicious/noExplicitAny: the cases reach into a copy of the document to edit it
type Doc = Record<string, any>;

const cases: readonly (readonly [string, string, (doc: Doc) => void])[] = [
  [
    'the name',
    '/name',
    (d) => {
      d.name = 'staging';
    },
  ],
  [
    'the region',
    '/spec/provider/vendorA/region',
    (d) => {
      d.spec.provider.vendorA.region = 'nbg1';
    },
  ],
  [
    'a networking member',
    '/spec/provider/vendorA/networking',
    (d) => {
      d.spec.provider.vendorA.networking.dnsForwarder = '9.9.9.9';
    },
  ],
];

describe('diffClusters where a field cannot change', () => {
  it.each(cases)('%s: the patch carries the change and the applier refuses it there', (_, where, edit) => {
    const to = structuredClone(from) as Doc;
    edit(to);
    const patch = diffClusters(from, to as Cluster);
    expect(patch).not.toEqual({});
    const result = applyClusterPatch(from, patch);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('IMMUTABLE');
    expect(result.error.path.startsWith(where)).toBe(true);
  });

  it('a change beside it is in the same patch, so fixing the target fixes the patch', () => {
    const to = structuredClone(from) as Doc;
    to.spec.provider.vendorA.region = 'nbg1';
    to.spec.version = '1.33.1';
    const patch = diffClusters(from, to as Cluster);
    const reachable = { ...to, spec: { ...to.spec, provider: from.spec.provider } } as Cluster;
    expect(applyClusterPatch(from, diffClusters(from, reachable))).toEqual({ ok: true, value: reachable });
    expect(JSON.stringify(patch)).toContain('1.33.1');
  });
});
