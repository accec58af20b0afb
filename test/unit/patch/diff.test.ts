/** diffClusters: what it emits for each field kind, and what it ignores (table-driven). */
import { describe, expect, it } from 'vitest';
import { deepestWeightPath } from '../../../bench/fixtures/free-form.ts';
import { PATCH_SHAPES } from '../../../bench/fixtures/patch-shapes.ts';
import { applyClusterPatch, type Cluster, diffClusters } from '../../../generated/index.js';
import { deepFreeze } from '../../helpers/json.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests reach deep into documents to edit them
type Doc = Record<string, any>;
type Edit = (doc: Doc) => void;

const base = deepFreeze({
  id: 'c-1',
  name: 'prod',
  kind: 'mk8s',
  version: 3,
  created: '2025-01-01T00:00:00Z',
  lastModified: '2025-01-02T00:00:00Z',
  links: [{ rel: 'self', href: '/org/acme/mk8s/prod' }],
  tags: { env: 'prod', tier: 1 },
  spec: {
    version: '1.32.9',
    firewall: [{ sourceCIDR: '0.0.0.0/0' }, { sourceCIDR: '10.0.0.0/8', description: 'vpn' }],
    provider: {
      vendorA: {
        region: 'fsn1',
        networking: { serviceNetwork: '10.43.0.0/16', podNetwork: '10.42.0.0/16', dnsForwarder: '1.1.1.1' },
        tokenSecretLink: '//secret/t',
        networkId: 'n',
        nodePools: [{ name: 'a', serverType: 'cx21', labels: { x: '1' } }],
      },
    },
    addOns: {
      byok: {
        location: '//location/x',
        config: {
          monitoring: {
            remoteWrite: [
              {
                url: 'https://m.example.com',
                tls_config: { a: { deep: 1, keep: { k: 'v' } }, b: 2 },
                write_relabel_configs: [{ action: 'drop' }, { action: 'keep' }],
              },
            ],
          },
        },
      },
    },
  },
});

const rw = (doc: Doc) => doc.spec.addOns.byok.config.monitoring.remoteWrite[0];
const rwDiff = (member: unknown) => ({
  spec: {
    addOns: {
      byok: {
        config: { monitoring: { '$patch/remoteWrite': [{ url: 'https://m.example.com', ...(member as object) }] } },
      },
    },
  },
});

const cases: [string, { edit: Edit; want: unknown }][] = [
  [
    'a changed scalar is a plain value',
    {
      edit: (d) => {
        d.spec.version = '1.33.5';
      },
      want: { spec: { version: '1.33.5' } },
    },
  ],
  [
    'a removed field is $drop',
    {
      edit: (d) => {
        delete d.tags;
      },
      want: { $drop: ['tags'] },
    },
  ],
  [
    'map keys: $drop for removed, plain for changed',
    {
      edit: (d) => {
        d.tags = { env: 'dev', owner: 'x' };
      },
      want: { tags: { $drop: ['tier'], env: 'dev', owner: 'x' } },
    },
  ],
  [
    'read-only fields are ignored',
    {
      edit: (d) => {
        d.version = 9;
        d.links = [];
        d.status = {};
      },
      want: {},
    },
  ],
  [
    'members the input shape lacks are ignored',
    {
      edit: (d) => {
        d.spec.provider.vendorA.networking.podNetwork = '10.9.0.0/16';
      },
      want: {},
    },
  ],
  [
    'a removed keyed element is $drop/',
    {
      edit: (d) => {
        d.spec.firewall.shift();
      },
      want: { spec: { '$drop/firewall': ['0.0.0.0/0'] } },
    },
  ],
  [
    'a changed keyed element is $patch/ with its identifier',
    {
      edit: (d) => {
        d.spec.firewall[1].description = 'office';
      },
      want: { spec: { '$patch/firewall': [{ sourceCIDR: '10.0.0.0/8', description: 'office' }] } },
    },
  ],
  [
    'a new keyed element at the end is $append/',
    {
      edit: (d) => {
        d.spec.firewall.push({ sourceCIDR: '192.0.2.1' });
      },
      want: { spec: { '$append/firewall': [{ sourceCIDR: '192.0.2.1' }] } },
    },
  ],
  [
    'reordered keyed elements set the array whole',
    {
      edit: (d) => {
        d.spec.firewall.reverse();
      },
      want: { spec: { firewall: [{ sourceCIDR: '10.0.0.0/8', description: 'vpn' }, { sourceCIDR: '0.0.0.0/0' }] } },
    },
  ],
  [
    'a keyed element moved to the end sets the array whole (its identifier is still there)',
    {
      edit: (d) => {
        d.spec.firewall.push(d.spec.firewall.shift());
      },
      want: { spec: { firewall: [{ sourceCIDR: '10.0.0.0/8', description: 'vpn' }, { sourceCIDR: '0.0.0.0/0' }] } },
    },
  ],
  [
    'a keyed element inserted between survivors sets the array whole',
    {
      edit: (d) => {
        d.spec.firewall.splice(1, 0, { sourceCIDR: '10.1.0.0/16' });
      },
      want: {
        spec: {
          firewall: [
            { sourceCIDR: '0.0.0.0/0' },
            { sourceCIDR: '10.1.0.0/16' },
            { sourceCIDR: '10.0.0.0/8', description: 'vpn' },
          ],
        },
      },
    },
  ],
  [
    'a keyed element dropped, a survivor changed and one appended: $drop/, $patch/, $append/',
    {
      edit: (d) => {
        d.spec.firewall.shift();
        d.spec.firewall[0].description = 'office';
        d.spec.firewall.push({ sourceCIDR: '192.0.2.1' });
      },
      want: {
        spec: {
          '$drop/firewall': ['0.0.0.0/0'],
          '$patch/firewall': [{ sourceCIDR: '10.0.0.0/8', description: 'office' }],
          '$append/firewall': [{ sourceCIDR: '192.0.2.1' }],
        },
      },
    },
  ],
  [
    'a renamed element is a drop plus an append, never a rename',
    {
      edit: (d) => {
        d.spec.firewall[1].sourceCIDR = '10.1.0.0/16';
      },
      want: {
        spec: {
          '$drop/firewall': ['10.0.0.0/8'],
          '$append/firewall': [{ sourceCIDR: '10.1.0.0/16', description: 'vpn' }],
        },
      },
    },
  ],
  [
    'a switched provider drops the old block and gives the new one',
    {
      edit: (d) => {
        d.spec.provider = { generic: { location: 'eu' } };
      },
      want: { spec: { provider: { $drop: ['vendorA'], generic: { location: 'eu' } } } },
    },
  ],
  [
    'a changed free-form member is its nested patch: only what changed, siblings untouched',
    {
      edit: (d) => {
        rw(d).tls_config.a.deep = 2;
      },
      want: rwDiff({ tls_config: { a: { deep: 2 } } }),
    },
  ],
  [
    'a key removed deep inside a free-form member is a nested $drop',
    {
      edit: (d) => {
        delete rw(d).tls_config.a.keep.k;
        rw(d).tls_config.a.keep.n = 1;
      },
      want: rwDiff({ tls_config: { a: { keep: { $drop: ['k'], n: 1 } } } }),
    },
  ],
  [
    'a free-form object member that became an array is set whole',
    {
      edit: (d) => {
        rw(d).tls_config.a = [1, { x: 2 }];
      },
      want: rwDiff({ tls_config: { a: [1, { x: 2 }] } }),
    },
  ],
  [
    'a free-form scalar member that became an object is given whole (a nested patch onto nothing)',
    {
      edit: (d) => {
        rw(d).tls_config.b = { x: { y: 1 } };
      },
      want: rwDiff({ tls_config: { b: { x: { y: 1 } } } }),
    },
  ],
  [
    'a removed free-form member is $drop',
    {
      edit: (d) => {
        delete rw(d).tls_config.b;
      },
      want: rwDiff({ tls_config: { $drop: ['b'] } }),
    },
  ],
  [
    'an unkeyed element removed is $drop/',
    {
      edit: (d) => {
        rw(d).write_relabel_configs.shift();
      },
      want: rwDiff({ '$drop/write_relabel_configs': [{ action: 'drop' }] }),
    },
  ],
  [
    'an unkeyed element added sets the array whole (never $append/)',
    {
      edit: (d) => {
        rw(d).write_relabel_configs.push({ action: 'labelmap' });
      },
      want: rwDiff({ write_relabel_configs: [{ action: 'drop' }, { action: 'keep' }, { action: 'labelmap' }] }),
    },
  ],
];

describe('diffClusters', () => {
  it.each(cases)('%s', (_, { edit, want }) => {
    const target = structuredClone(base) as Doc;
    edit(target);
    const diff = diffClusters(base as unknown as Cluster, target as Cluster);
    expect(diff).toEqual(want);
    const applied = applyClusterPatch(base as unknown as Cluster, diff);
    expect(applied.ok).toBe(true);
  });

  it('round-trips free-form changes at depth', () => {
    const target = structuredClone(base) as Doc;
    const tls = rw(target).tls_config;
    tls.a.keep = { k: 'w', more: { deeper: [1] } };
    tls.b = { now: 'object' };
    delete tls.a.deep;
    const diff = diffClusters(base as unknown as Cluster, target as Cluster);
    expect(applyClusterPatch(base as unknown as Cluster, diff)).toEqual({ ok: true, value: target });
  });

  it('carries a change 30 levels inside a free-form member in a few hundred bytes (the deepFreeForm shape)', () => {
    const { before } = PATCH_SHAPES.deepFreeForm.build();
    const after = structuredClone(before) as Doc;
    let level = rw(after).tls_config;
    for (const key of deepestWeightPath().slice(0, -1)) level = level[key];
    level.weight = 999;
    const diff = diffClusters(before, after as Cluster);
    const member = JSON.stringify(rw(before as unknown as Doc).tls_config).length;
    // each level costs its key and braces ({"nested":…}, 11 bytes); the member is about 3,300 bytes
    const levels = deepestWeightPath().length - 1;
    expect(JSON.stringify(diff).length).toBeLessThan(11 * levels + 200);
    expect(JSON.stringify(diff).length * 6).toBeLessThan(member);
    expect(applyClusterPatch(before, diff)).toEqual({ ok: true, value: after });
  });

  it('gives {} for a cluster and its copy', () => {
    expect(diffClusters(base as unknown as Cluster, structuredClone(base) as unknown as Cluster)).toEqual({});
  });

  it('puts $drop first', () => {
    const target = structuredClone(base) as Doc;
    delete target.tags;
    target.description = 'x';
    expect(Object.keys(diffClusters(base as unknown as Cluster, target as Cluster))).toEqual(['$drop', 'description']);
  });

  it('shares nothing with its inputs', () => {
    const target = structuredClone(base) as Doc;
    target.spec.firewall.push({ sourceCIDR: '192.0.2.1' });
    const diff = diffClusters(base as unknown as Cluster, target as Cluster) as Doc;
    expect(diff.spec['$append/firewall'][0]).not.toBe(target.spec.firewall[2]);
  });

  describe('reads own members only', () => {
    const withDescription = (value: string) => ({ ...structuredClone(base), description: value }) as unknown as Cluster;
    const withoutDescription = structuredClone(base) as unknown as Cluster;

    it('when Object.prototype is given an enumerable field name', () => {
      const proto = Object.prototype as Record<string, unknown>;
      proto.description = 'inherited';
      try {
        // The inherited value must not be taken for the member of either cluster.
        expect(diffClusters(withoutDescription, withDescription('inherited'))).toEqual({ description: 'inherited' });
        expect(diffClusters(withDescription('inherited'), withoutDescription)).toEqual({ $drop: ['description'] });
        expect(diffClusters(withoutDescription, structuredClone(withoutDescription))).toEqual({});
      } finally {
        delete proto.description;
      }
    });

    it('when a member of the target is inherited from its own prototype', () => {
      const target = structuredClone(base) as Doc;
      target.spec = Object.assign(Object.create({ version: '9.9.9', firewall: [] }), target.spec);
      delete target.spec.version;
      const diff = diffClusters(base as unknown as Cluster, target as Cluster);
      expect(diff).toEqual({ spec: { $drop: ['version'] } });
    });
  });
});
