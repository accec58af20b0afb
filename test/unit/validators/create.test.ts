/** validateClusterCreate: one row per rule, each negative with the path and code it must report. */
import { validateClusterCreate } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { edited, fullCreateBody, type Json, vendorB, where } from '../../helpers/bodies.ts';

const body = fullCreateBody();
const pools = '/spec/provider/vendorB/nodePools';
const byok = '/spec/addOns/byok/config';
const remoteWrite = `${byok}/monitoring/remoteWrite/0`;

type Row = [name: string, { edit: (b: Json) => void; want: { path: string; code: string }[] }];

const INVALID: Row[] = [
  [
    'unknown field (typo)',
    {
      edit: (b) => {
        b.spec.versoin = '1.2.3';
      },
      want: [{ path: '/spec/versoin', code: 'UNKNOWN_FIELD' }],
    },
  ],
  [
    'missing required field: path of the holder',
    {
      edit: (b) => {
        delete b.spec.version;
      },
      want: [{ path: '/spec', code: 'REQUIRED' }],
    },
  ],
  [
    'wrong type',
    {
      edit: (b) => {
        vendorB(b).nodePools[0].minSize = '3';
      },
      want: [{ path: `${pools}/0/minSize`, code: 'INVALID_TYPE' }],
    },
  ],
  [
    'not an integer',
    {
      edit: (b) => {
        vendorB(b).nodePools[0].bootDiskSize = 1.5;
      },
      want: [{ path: `${pools}/0/bootDiskSize`, code: 'INVALID_TYPE' }],
    },
  ],
  [
    'null is not a value',
    {
      edit: (b) => {
        b.description = null;
      },
      want: [{ path: '/description', code: 'INVALID_TYPE' }],
    },
  ],
  [
    'enum misspelled',
    {
      edit: (b) => {
        vendorB(b).nodePools[1].taints[0].effect = 'NoSchedul';
      },
      want: [{ path: `${pools}/1/taints/0/effect`, code: 'ENUM' }],
    },
  ],
  [
    'enum in a scalar array',
    {
      edit: (b) => {
        vendorB(b).autoscaler.expander = ['cheapest'];
      },
      want: [{ path: '/spec/provider/vendorB/autoscaler/expander/0', code: 'ENUM' }],
    },
  ],
  [
    'pattern',
    {
      edit: (b) => {
        b.name = 'Prod_EU';
      },
      want: [{ path: '/name', code: 'PATTERN' }],
    },
  ],
  [
    'pattern of a named string type',
    {
      edit: (b) => {
        b.spec.firewall[0].sourceCIDR = '10.0.0.300/8';
      },
      want: [{ path: '/spec/firewall/0/sourceCIDR', code: 'PATTERN' }],
    },
  ],
  [
    'maxLength',
    {
      edit: (b) => {
        b.name = `a${'b'.repeat(63)}`;
      },
      want: [{ path: '/name', code: 'MAX_LENGTH' }],
    },
  ],
  [
    'minimum',
    {
      edit: (b) => {
        vendorB(b).nodePools[0].minSize = -1;
      },
      want: [{ path: `${pools}/0/minSize`, code: 'MINIMUM' }],
    },
  ],
  [
    'maximum',
    {
      edit: (b) => {
        vendorB(b).autoscaler.utilizationThreshold = 1.5;
      },
      want: [{ path: '/spec/provider/vendorB/autoscaler/utilizationThreshold', code: 'MAXIMUM' }],
    },
  ],
  [
    'no provider',
    {
      edit: (b) => {
        b.spec.provider = {};
      },
      want: [{ path: '/spec/provider', code: 'EXACTLY_ONE' }],
    },
  ],
  [
    'two image kinds',
    {
      edit: (b) => {
        vendorB(b).image.exact = 'ami-1';
      },
      want: [{ path: '/spec/provider/vendorB/image', code: 'EXACTLY_ONE' }],
    },
  ],
  [
    'minSize above maxSize',
    {
      edit: (b) => {
        vendorB(b).nodePools[2].minSize = 31;
      },
      want: [{ path: `${pools}/2/minSize`, code: 'MIN_EXCEEDS_MAX' }],
    },
  ],
  [
    'minSize above the default of an absent maxSize (0)',
    {
      edit: (b) => {
        delete vendorB(b).nodePools[0].maxSize;
        vendorB(b).nodePools[0].minSize = 3;
      },
      want: [{ path: `${pools}/0/minSize`, code: 'MIN_EXCEEDS_MAX' }],
    },
  ],
  [
    'duplicate identifier in a keyed array',
    {
      edit: (b) => {
        vendorB(b).nodePools[2].name = 'general';
      },
      want: [{ path: `${pools}/2/name`, code: 'DUPLICATE_IDENTIFIER' }],
    },
  ],
  [
    'duplicate taint key within a pool',
    {
      edit: (b) => {
        vendorB(b).nodePools[1].taints[1].key = 'nvidia.com/gpu';
      },
      want: [{ path: `${pools}/1/taints/1/key`, code: 'DUPLICATE_IDENTIFIER' }],
    },
  ],
  [
    'duplicate in a scalar array',
    {
      edit: (b) => {
        vendorB(b).securityGroupIds.push('sg-0123456789abcdef0');
      },
      want: [{ path: '/spec/provider/vendorB/securityGroupIds/2', code: 'DUPLICATE_ITEM' }],
    },
  ],
  [
    'too many items',
    {
      edit: (b) => {
        vendorB(b).extraNodePolicies = Array.from({ length: 1001 }, (_, i) => `p${i}`);
      },
      want: [{ path: '/spec/provider/vendorB/extraNodePolicies', code: 'TOO_MANY_ITEMS' }],
    },
  ],
  [
    'too many tags',
    {
      edit: (b) => {
        b.tags = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`t${i}`, i]));
      },
      want: [{ path: '/tags', code: 'TOO_MANY_KEYS' }],
    },
  ],
  [
    'map value type',
    {
      edit: (b) => {
        vendorB(b).nodePools[0].labels.team = 3;
      },
      want: [{ path: `${pools}/0/labels/team`, code: 'INVALID_TYPE' }],
    },
  ],
  [
    'map key starting with $',
    {
      edit: (b) => {
        b.tags.$ref = 'x';
      },
      want: [{ path: '/tags/$ref', code: 'INVALID_KEY' }],
    },
  ],
  [
    'empty map key',
    {
      edit: (b) => {
        b.tags[''] = 'x';
      },
      want: [{ path: '/tags/', code: 'INVALID_KEY' }],
    },
  ],
  [
    'map key with ~ and / is escaped in the pointer',
    {
      edit: (b) => {
        vendorB(b).nodePools[0].labels['a/b~c'] = 1;
      },
      want: [{ path: `${pools}/0/labels/a~1b~0c`, code: 'INVALID_TYPE' }],
    },
  ],
  [
    'null in a free-form value',
    {
      edit: (b) => {
        b.spec.addOns.byok.config.monitoring.remoteWrite[0].tls_config.ca = null;
      },
      want: [{ path: `${remoteWrite}/tls_config/ca`, code: 'INVALID_TYPE' }],
    },
  ],
  [
    '$ key in a free-form value',
    {
      edit: (b) => {
        b.spec.addOns.byok.config.monitoring.remoteWrite[0].headers.$x = 'y';
      },
      want: [{ path: `${remoteWrite}/headers/$x`, code: 'INVALID_KEY' }],
    },
  ],
  [
    'free-form value nested deeper than 32 levels',
    {
      edit: (b) => {
        b.spec.addOns.byok.config.monitoring.remoteWrite[0].queue_config = nest(33);
      },
      want: [{ path: `${remoteWrite}/queue_config${'/a'.repeat(32)}`, code: 'TOO_DEEP' }],
    },
  ],
  [
    'operator key in a create body',
    {
      edit: (b) => {
        b.spec['$append/firewall'] = [];
      },
      want: [{ path: '/spec/$append~1firewall', code: 'UNKNOWN_FIELD' }],
    },
  ],
  [
    'read-only field',
    {
      edit: (b) => {
        b.id = 'c-1';
      },
      want: [{ path: '/id', code: 'READ_ONLY' }],
    },
  ],
  [
    'read-shape networking member of a DNS-shape provider',
    {
      edit: (b) => {
        b.spec.provider = {
          vendorA: {
            region: 'r',
            tokenSecretLink: '//secret/t',
            networkId: 'n',
            networking: { serviceNetwork: '10.43.0.0/16' },
          },
        };
      },
      want: [{ path: '/spec/provider/vendorA/networking/serviceNetwork', code: 'READ_ONLY' }],
    },
  ],
];

const VALID: [string, (b: Json) => void][] = [
  ['the realistic body as it is', () => undefined],
  [
    'minSize equal to maxSize',
    (b) => {
      vendorB(b).nodePools[0].minSize = 12;
    },
  ],
  [
    'maxSize without minSize (minSize stands for its default, 0)',
    (b) => {
      delete vendorB(b).nodePools[0].minSize;
      vendorB(b).nodePools[0].maxSize = 40;
    },
  ],
  [
    'minSize 0 without maxSize (its default, 0)',
    (b) => {
      delete vendorB(b).nodePools[0].maxSize;
      vendorB(b).nodePools[0].minSize = 0;
    },
  ],
  [
    'neither bound',
    (b) => {
      delete vendorB(b).nodePools[0].minSize;
      delete vendorB(b).nodePools[0].maxSize;
    },
  ],
  [
    'a pool named constructor (values are data)',
    (b) => {
      vendorB(b).nodePools[0].name = 'constructor';
    },
  ],
  [
    'maxLength counts code points, not UTF-16 units',
    (b) => {
      b.description = '😀'.repeat(250);
    },
  ],
  [
    'a member holding undefined is absent, as in JSON text',
    (b) => {
      b.description = undefined;
    },
  ],
  [
    'free-form value nested exactly 32 levels',
    (b) => {
      b.spec.addOns.byok.config.monitoring.remoteWrite[0].queue_config = nest(32);
    },
  ],
  [
    'a bare address as sourceCIDR',
    (b) => {
      b.spec.firewall[0].sourceCIDR = '2001:db8::1';
    },
  ],
];

/** `levels` objects nested in one another: the free-form object itself is level 1. */
function nest(levels: number): Json {
  let value: Json = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('validateClusterCreate', () => {
  it.each(INVALID)('%s', (_name, { edit, want }) => {
    const result = validateClusterCreate(edited(body, edit));
    expect(result.ok).toBe(false);
    expect(where(result)).toEqual(want);
  });

  it.each(VALID)('accepts %s', (_name, edit) => {
    expect(where(validateClusterCreate(edited(body, edit)))).toEqual([]);
  });

  it('returns the very value it was given when valid', () => {
    const result = validateClusterCreate(body);
    expect(result).toEqual({ ok: true, value: body });
    if (result.ok) expect(result.value).toBe(body);
  });

  it.each([null, 'x', 42, [], true])('reports a root that is not an object: %j', (value) => {
    expect(where(validateClusterCreate(value))).toEqual([{ path: '', code: 'INVALID_TYPE' }]);
  });

  it('says what is wrong in words a person understands', () => {
    const messages = (edit: (b: Json) => void) =>
      (validateClusterCreate(edited(body, edit)) as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(
      messages((b) => {
        b.spec.provider.generic = { location: 'x' };
      }),
    ).toEqual(['exactly one provider must be set; found generic and vendorB']);
    expect(
      messages((b) => {
        b.spec.versoin = b.spec.version;
      }),
    ).toEqual(['unknown field "versoin"; did you mean "version"?']);
    expect(
      messages((b) => {
        delete b.spec.version;
      }),
    ).toEqual(['missing required field "version"']);
    expect(
      messages((b) => {
        vendorB(b).nodePools[2].minSize = 31;
      }),
    ).toEqual(['minSize (31) must not exceed maxSize (30)']);
    expect(
      messages((b) => {
        delete vendorB(b).nodePools[0].maxSize;
        vendorB(b).nodePools[0].minSize = 3;
      }),
    ).toEqual(['minSize (3) must not exceed maxSize (0, its default when absent)']);
    expect(
      messages((b) => {
        b.spec.firewall[0].sourceCIDR = 'x';
      })[0],
    ).toBe('is not a valid CidrOrAddress, such as "0.0.0.0/0" or "203.0.113.0/24"');
  });

  it('reports every issue, not just the first', () => {
    const result = validateClusterCreate(
      edited(body, (b) => {
        b.name = 'BAD';
        vendorB(b).nodePools[0].minSize = -1;
        b.spec.addOns.sysbox.extra = true;
      }),
    );
    expect(where(result)).toEqual([
      { path: '/name', code: 'PATTERN' },
      { path: `${pools}/0/minSize`, code: 'MINIMUM' },
      { path: '/spec/addOns/sysbox/extra', code: 'UNKNOWN_FIELD' },
    ]);
  });

  it('reports the choice, not every branch, when a provider block is wrong', () => {
    const result = validateClusterCreate(
      edited(body, (b) => {
        delete vendorB(b).vpcId;
      }),
    );
    expect(where(result)).toEqual([{ path: '/spec/provider/vendorB', code: 'REQUIRED' }]);
  });
});

describe('validateClusterCreate with { stripReadOnly: true }', () => {
  it('leaves read-only fields out of a copy instead of reporting them', () => {
    const resource = {
      ...structuredClone(body),
      id: 'c-1',
      kind: 'mk8s',
      version: 7,
      status: { serverUrl: 'https://x' },
    };
    const result = validateClusterCreate(resource, { stripReadOnly: true });
    expect(result).toEqual({ ok: true, value: body });
    expect(resource.id).toBe('c-1');
    if (result.ok) expect(result.value).not.toBe(resource);
  });

  it('also leaves out read-shape networking members a provider takes only on read', () => {
    const vendorA = { region: 'r', tokenSecretLink: '//secret/t', networkId: 'n' };
    const given = edited(body, (b) => {
      b.spec.provider = {
        vendorA: { ...vendorA, networking: { serviceNetwork: '10.43.0.0/16', dnsForwarder: '10.0.0.2' } },
      };
    });
    const result = validateClusterCreate(given, { stripReadOnly: true });
    expect(result.ok && result.value.spec.provider.vendorA?.networking).toEqual({ dnsForwarder: '10.0.0.2' });
  });

  it('still reports everything else', () => {
    const result = validateClusterCreate(
      edited(body, (b) => {
        b.id = 'x';
        b.nmae = 'x';
      }),
      { stripReadOnly: true },
    );
    expect(where(result)).toEqual([{ path: '/nmae', code: 'UNKNOWN_FIELD' }]);
  });
});
