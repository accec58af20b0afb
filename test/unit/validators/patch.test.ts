/**
 * validateClusterPatch judges a patch alone, as the patch engine does before applying it: one row
 * per rule of patch-semantics.md that a patch alone decides (2, 3, 4, 5, 10, 12, 14), each with the
 * path and patch error code of its first issue.
 */
import { validateClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { type Json, where } from '../../helpers/bodies.ts';

const b = (block: Json) => ({ spec: { provider: { vendorB: block } } });
const h = (block: Json) => ({ spec: { provider: { vendorH: block } } });
const mirrors = (registryMirror: Json) => ({ spec: { addOns: { registryMirror } } });
const remoteWrite = (item: Json) => ({
  spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [{ url: 'https://m', ...item }] } } } } },
});
const RW = '/spec/addOns/byok/config/monitoring/$patch~1remoteWrite/0';
const VB = '/spec/provider/vendorB';

function nested(levels: number): Json {
  let value: Json = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

type Row = [rule: string, patch: Json, first: { path: string; code: string }];

const REFUSED: Row[] = [
  // Rule 14: forbidden keys first, then limits.
  [
    '14 forbidden key (own __proto__)',
    JSON.parse('{"spec": {"__proto__": {"x": 1}}}'),
    { path: '/spec/__proto__', code: 'FORBIDDEN_KEY' },
  ],
  [
    '14 forbidden key inside a literal value',
    b({ '$append/nodePools': [JSON.parse('{"name": "x", "constructor": 1}')] }),
    { path: `${VB}/$append~1nodePools/0/constructor`, code: 'FORBIDDEN_KEY' },
  ],
  ['14 forbidden $drop entry', { spec: { $drop: ['prototype'] } }, { path: '/spec/$drop/0', code: 'FORBIDDEN_KEY' }],
  [
    '14 forbidden operator suffix',
    { spec: { '$replace/__proto__': {} } },
    { path: '/spec/$replace~1__proto__', code: 'FORBIDDEN_KEY' },
  ],
  [
    '14 forbidden map key',
    b({ vendorBTags: { constructor: 'x' } }),
    { path: `${VB}/vendorBTags/constructor`, code: 'FORBIDDEN_KEY' },
  ],
  [
    '14 forbidden key wins over an earlier invalid member',
    { bogus: 1, spec: JSON.parse('{"__proto__": 1}') },
    { path: '/spec/__proto__', code: 'FORBIDDEN_KEY' },
  ],
  [
    '14 nested deeper than 64 levels',
    { description: nested(64) },
    { path: `/description${'/a'.repeat(63)}`, code: 'LIMIT' },
  ],
  [
    '14 more than 10,000 operator entries',
    { spec: { '$drop/firewall': Array.from({ length: 10_001 }, (_, i) => `e${i}`) } },
    { path: '/spec/$drop~1firewall', code: 'LIMIT' },
  ],
  [
    '14 entries counted over the whole patch',
    b({
      '$drop/securityGroupIds': Array.from({ length: 5000 }, (_, i) => `a${i}`),
      '$drop/extraNodePolicies': Array.from({ length: 5001 }, (_, i) => `b${i}`),
    }),
    { path: `${VB}/$drop~1extraNodePolicies`, code: 'LIMIT' },
  ],
  [
    '14 exactly 64 levels is within the limit (and then a type error)',
    { description: nested(63) },
    { path: '/description', code: 'INVALID_PATCH' },
  ],
  [
    '14 limit wins over invalid members',
    { bogus: 1, description: nested(70) },
    { path: `/description${'/a'.repeat(63)}`, code: 'LIMIT' },
  ],
  // Rule 2: closed vocabulary, no null.
  ['2 not an object', [], { path: '', code: 'INVALID_PATCH' }],
  ['2 unknown field', { spec: { versoin: '1.2.3' } }, { path: '/spec/versoin', code: 'INVALID_PATCH' }],
  [
    '2 unknown operator',
    { spec: { '$apend/firewall': [] } },
    { path: '/spec/$apend~1firewall', code: 'INVALID_PATCH' },
  ],
  [
    '2 operator on a field that is not there',
    { spec: { '$append/firewalls': [] } },
    { path: '/spec/$append~1firewalls', code: 'INVALID_PATCH' },
  ],
  [
    '2 $patch/ on a scalar array',
    b({ '$patch/securityGroupIds': [] }),
    { path: `${VB}/$patch~1securityGroupIds`, code: 'INVALID_PATCH' },
  ],
  ['2 $replace/ on a scalar', { '$replace/name': 'x' }, { path: '/$replace~1name', code: 'INVALID_PATCH' }],
  ['2 $append/ on an object', { '$append/spec': [] }, { path: '/$append~1spec', code: 'INVALID_PATCH' }],
  [
    '2 $-key inside an $append element',
    { spec: { '$append/firewall': [{ sourceCIDR: '10.0.0.0/8', $drop: [] }] } },
    { path: '/spec/$append~1firewall/0/$drop', code: 'INVALID_PATCH' },
  ],
  [
    '2 $-key inside a $replace value',
    { spec: { '$replace/addOns': { sysbox: { $drop: [] } } } },
    { path: '/spec/$replace~1addOns/sysbox/$drop', code: 'INVALID_PATCH' },
  ],
  [
    '2 $-key inside a plain array',
    { spec: { firewall: [{ sourceCIDR: '10.0.0.0/8', $x: 1 }] } },
    { path: '/spec/firewall/0/$x', code: 'INVALID_PATCH' },
  ],
  [
    '2 $-key in a map patch other than $drop',
    b({ vendorBTags: { '$replace/x': 'y' } }),
    { path: `${VB}/vendorBTags/$replace~1x`, code: 'INVALID_PATCH' },
  ],
  ['2 null as a plain value', { description: null }, { path: '/description', code: 'INVALID_PATCH' }],
  [
    '2 null in a map patch',
    b({ vendorBTags: { team: null } }),
    { path: `${VB}/vendorBTags/team`, code: 'INVALID_PATCH' },
  ],
  [
    '2 null in a free-form value',
    remoteWrite({ headers: { a: { b: null } } }),
    { path: `${RW}/headers/a/b`, code: 'INVALID_PATCH' },
  ],
  ['2 undefined is not JSON either', { description: undefined }, { path: '/description', code: 'INVALID_PATCH' }],
  // Rule 3: strict entries, values in create shape.
  ['3 $drop entry not a field', { spec: { $drop: ['versions'] } }, { path: '/spec/$drop/0', code: 'INVALID_PATCH' }],
  ['3 $drop entry not a string', { spec: { $drop: [1] } }, { path: '/spec/$drop/0', code: 'INVALID_PATCH' }],
  [
    '3 $drop entry of a map that is not a key',
    b({ vendorBTags: { $drop: ['$x'] } }),
    { path: `${VB}/vendorBTags/$drop/0`, code: 'INVALID_PATCH' },
  ],
  [
    '3 mistyped $drop/ entry ("1" for zones)',
    h({ '$patch/nodePools': [{ name: 'a', '$drop/zones': ['1'] }] }),
    { path: '/spec/provider/vendorH/$patch~1nodePools/0/$drop~1zones/0', code: 'INVALID_PATCH' },
  ],
  [
    '3 mistyped $retain/ identifier',
    { spec: { '$retain/firewall': [10] } },
    { path: '/spec/$retain~1firewall/0', code: 'INVALID_PATCH' },
  ],
  [
    '3 duplicate $drop entry',
    { spec: { $drop: ['addOns', 'addOns'] } },
    { path: '/spec/$drop/1', code: 'INVALID_PATCH' },
  ],
  [
    '3 duplicate $drop/ entry',
    { spec: { '$drop/firewall': ['a', 'a'] } },
    { path: '/spec/$drop~1firewall/1', code: 'INVALID_PATCH' },
  ],
  [
    '3 duplicate element patch',
    b({ '$patch/nodePools': [{ name: 'a' }, { name: 'a', minSize: 1 }] }),
    { path: `${VB}/$patch~1nodePools/1/name`, code: 'INVALID_PATCH' },
  ],
  [
    '3 duplicate $append identifier',
    { spec: { '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }, { sourceCIDR: '10.0.0.0/8', description: 'x' }] } },
    { path: '/spec/$append~1firewall/1/sourceCIDR', code: 'INVALID_PATCH' },
  ],
  ['3 plain value breaks its pattern', { spec: { version: '1.32' } }, { path: '/spec/version', code: 'INVALID_PATCH' }],
  [
    '3 plain value breaks its enum',
    b({ '$patch/nodePools': [{ name: 'a', spotAllocationStrategy: 'cheap' }] }),
    { path: `${VB}/$patch~1nodePools/0/spotAllocationStrategy`, code: 'INVALID_PATCH' },
  ],
  [
    '3 $append element misses a required member',
    b({ '$append/nodePools': [{ name: 'x' }] }),
    { path: `${VB}/$append~1nodePools/0`, code: 'INVALID_PATCH' },
  ],
  [
    '3 $append element with minSize above maxSize',
    b({ '$append/nodePools': [{ name: 'x', instanceTypes: ['t'], subnetIds: ['s'], minSize: 3, maxSize: 1 }] }),
    { path: `${VB}/$append~1nodePools/0/minSize`, code: 'INVALID_PATCH' },
  ],
  [
    '3 $append element with minSize above the default of its absent maxSize (0)',
    b({ '$append/nodePools': [{ name: 'x', instanceTypes: ['t'], subnetIds: ['s'], minSize: 3 }] }),
    { path: `${VB}/$append~1nodePools/0/minSize`, code: 'INVALID_PATCH' },
  ],
  [
    '3 $replace value with two choice members',
    { spec: { '$replace/provider': { generic: { location: 'x' }, ephemeral: { location: 'y' } } } },
    { path: '/spec/$replace~1provider', code: 'INVALID_PATCH' },
  ],
  [
    '3 plain array with duplicate identifiers',
    { spec: { firewall: [{ sourceCIDR: '10.0.0.0/8' }, { sourceCIDR: '10.0.0.0/8' }] } },
    { path: '/spec/firewall/1/sourceCIDR', code: 'INVALID_PATCH' },
  ],
  [
    '3 free-form value deeper than 32 levels',
    remoteWrite({ '$replace/tls_config': nested(33) }),
    { path: `${RW}/$replace~1tls_config${'/a'.repeat(32)}`, code: 'INVALID_PATCH' },
  ],
  [
    '3 nested free-form patch deeper than 32 levels',
    remoteWrite({ tls_config: nested(33) }),
    { path: `${RW}/tls_config${'/a'.repeat(32)}`, code: 'INVALID_PATCH' },
  ],
  // Rule 11: nested patches inside free-form values.
  [
    '11 array operator inside a free-form value',
    remoteWrite({ tls_config: { a: { '$append/list': [1] } } }),
    { path: `${RW}/tls_config/a/$append~1list`, code: 'INVALID_PATCH' },
  ],
  [
    '11 unknown $ key inside a free-form value',
    remoteWrite({ tls_config: { a: { b: { $set: 1 } } } }),
    { path: `${RW}/tls_config/a/b/$set`, code: 'INVALID_PATCH' },
  ],
  [
    '11 nested $drop is a list of keys',
    remoteWrite({ tls_config: { a: { $drop: [1] } } }),
    { path: `${RW}/tls_config/a/$drop/0`, code: 'INVALID_PATCH' },
  ],
  [
    '11 nested $drop entries are distinct',
    remoteWrite({ tls_config: { a: { $drop: ['x', 'x'] } } }),
    { path: `${RW}/tls_config/a/$drop/1`, code: 'INVALID_PATCH' },
  ],
  [
    '11 a $replace/ value inside a free-form value is literal',
    remoteWrite({ tls_config: { a: { '$replace/b': { $drop: ['c'] } } } }),
    { path: `${RW}/tls_config/a/$replace~1b/$drop`, code: 'INVALID_PATCH' },
  ],
  [
    '14 forbidden $drop entry inside a free-form value',
    remoteWrite({ tls_config: { a: { $drop: ['constructor'] } } }),
    { path: `${RW}/tls_config/a/$drop/0`, code: 'FORBIDDEN_KEY' },
  ],
  [
    '4 a key dropped and set inside a free-form value',
    remoteWrite({ tls_config: { a: { $drop: ['x'], x: 1 } } }),
    { path: `${RW}/tls_config/a/x`, code: 'CONFLICT' },
  ],
  [
    '4 a key replaced and set inside a free-form value',
    remoteWrite({ tls_config: { a: { x: 1, '$replace/x': 2 } } }),
    { path: `${RW}/tls_config/a/x`, code: 'CONFLICT' },
  ],
  // Rule 10: element patches.
  [
    '10 element patch without its identifier',
    { spec: { '$patch/firewall': [{ description: 'x' }] } },
    { path: '/spec/$patch~1firewall/0', code: 'INVALID_PATCH' },
  ],
  [
    '10 mistyped identifier',
    { spec: { '$patch/firewall': [{ sourceCIDR: 1 }] } },
    { path: '/spec/$patch~1firewall/0/sourceCIDR', code: 'INVALID_PATCH' },
  ],
  [
    '10 identifier in its own $drop',
    { spec: { '$patch/firewall': [{ sourceCIDR: 'a', $drop: ['sourceCIDR'] }] } },
    { path: '/spec/$patch~1firewall/0/$drop/0', code: 'INVALID_PATCH' },
  ],
  [
    '10 rename of an identifier that may not be renamed',
    { spec: { '$patch/firewall': [{ sourceCIDR: 'a', '$replace/sourceCIDR': 'b' }] } },
    { path: '/spec/$patch~1firewall/0/$replace~1sourceCIDR', code: 'INVALID_PATCH' },
  ],
  [
    '10 unkeyed element patch without a selector',
    remoteWrite({ '$patch/write_relabel_configs': [{ $drop: ['regex'] }] }),
    { path: `${RW}/$patch~1write_relabel_configs/0`, code: 'INVALID_PATCH' },
  ],
  [
    '10 $replace/ member name breaking the key rules',
    remoteWrite({ '$patch/write_relabel_configs': [{ action: 'drop', '$replace/$x': 1 }] }),
    { path: `${RW}/$patch~1write_relabel_configs/0/$replace~1$x`, code: 'INVALID_PATCH' },
  ],
  // Rule 12: read-only fields.
  ['12 read-only field', { id: 'c-1' }, { path: '/id', code: 'INVALID_PATCH' }],
  ['12 read-only status', { status: {} }, { path: '/status', code: 'INVALID_PATCH' }],
  // Rule 4: one mode per field.
  [
    '4 $drop entry and a plain value',
    { description: 'x', $drop: ['description'] },
    { path: '/description', code: 'CONFLICT' },
  ],
  [
    '4 $drop entry and $replace/',
    { spec: { $drop: ['addOns'], '$replace/addOns': {} } },
    { path: '/spec/$replace~1addOns', code: 'CONFLICT' },
  ],
  [
    '4 plain value and $replace/',
    { spec: { addOns: {}, '$replace/addOns': {} } },
    { path: '/spec/addOns', code: 'CONFLICT' },
  ],
  [
    '4 plain array and an array operator',
    b({ securityGroupIds: ['a'], '$append/securityGroupIds': ['b'] }),
    { path: `${VB}/$append~1securityGroupIds`, code: 'CONFLICT' },
  ],
  [
    '4 $drop entry and an array operator',
    b({ $drop: ['nodePools'], '$patch/nodePools': [{ name: 'a' }] }),
    { path: `${VB}/$patch~1nodePools`, code: 'CONFLICT' },
  ],
  [
    '4 map key dropped and set',
    b({ vendorBTags: { $drop: ['team'], team: 'x' } }),
    { path: `${VB}/vendorBTags/team`, code: 'CONFLICT' },
  ],
  [
    '4 unkeyed member dropped and replaced',
    remoteWrite({ '$patch/write_relabel_configs': [{ action: 'drop', $drop: ['regex'], '$replace/regex': 'x' }] }),
    { path: `${RW}/$patch~1write_relabel_configs/0/$replace~1regex`, code: 'CONFLICT' },
  ],
  // Rule 5: the array group.
  [
    '5 $drop/ with $retain/',
    { spec: { '$drop/firewall': ['a'], '$retain/firewall': ['b'] } },
    { path: '/spec/$retain~1firewall', code: 'CONFLICT' },
  ],
  [
    '5 identifier dropped and appended',
    { spec: { '$drop/firewall': ['10.0.0.0/8'], '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } },
    { path: '/spec/$append~1firewall/0', code: 'CONFLICT' },
  ],
  [
    '5 identifier dropped and patched',
    { spec: { '$drop/firewall': ['a'], '$patch/firewall': [{ sourceCIDR: 'a' }] } },
    { path: '/spec/$patch~1firewall/0', code: 'CONFLICT' },
  ],
  [
    '5 identifier patched and appended',
    { spec: { '$patch/firewall': [{ sourceCIDR: '10.0.0.0/8' }], '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } },
    { path: '/spec/$append~1firewall/0', code: 'CONFLICT' },
  ],
  [
    '5 scalar value dropped and appended',
    b({ '$drop/securityGroupIds': ['a'], '$append/securityGroupIds': ['a'] }),
    { path: `${VB}/$append~1securityGroupIds/0`, code: 'CONFLICT' },
  ],
  [
    '5 patched element not retained',
    { spec: { '$retain/firewall': ['a'], '$patch/firewall': [{ sourceCIDR: 'b' }] } },
    { path: '/spec/$patch~1firewall/0', code: 'CONFLICT' },
  ],
  [
    '5 appended element not retained',
    { spec: { '$retain/firewall': ['a'], '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } },
    { path: '/spec/$append~1firewall/0', code: 'CONFLICT' },
  ],
  [
    '5 appended value not retained (integer zones)',
    h({ '$patch/nodePools': [{ name: 'a', '$retain/zones': [1], '$append/zones': [2] }] }),
    { path: '/spec/provider/vendorH/$patch~1nodePools/0/$append~1zones/0', code: 'CONFLICT' },
  ],
  // Rule 10: unkeyed array and renames.
  [
    '10 unkeyed: $patch/ with $drop/',
    remoteWrite({
      '$patch/write_relabel_configs': [{ action: 'drop' }],
      '$drop/write_relabel_configs': [{ action: 'keep' }],
    }),
    { path: `${RW}/$patch~1write_relabel_configs`, code: 'CONFLICT' },
  ],
  [
    '10 unkeyed: $patch/ with $retain/',
    remoteWrite({
      '$patch/write_relabel_configs': [{ action: 'drop' }],
      '$retain/write_relabel_configs': [{ action: 'keep' }],
    }),
    { path: `${RW}/$patch~1write_relabel_configs`, code: 'CONFLICT' },
  ],
  [
    '10 unkeyed: appended element equal to a dropped one',
    remoteWrite({
      '$drop/write_relabel_configs': [{ a: 1, b: [1] }],
      '$append/write_relabel_configs': [{ b: [1], a: 1 }],
    }),
    { path: `${RW}/$append~1write_relabel_configs/0`, code: 'CONFLICT' },
  ],
  [
    '10 rename to an identifier another operator names',
    mirrors({ '$patch/mirrors': [{ registry: 'a', '$replace/registry': 'b' }], '$drop/mirrors': ['b'] }),
    { path: '/spec/addOns/registryMirror/$patch~1mirrors/0/$replace~1registry', code: 'CONFLICT' },
  ],
  [
    '10 rename to the selector of another element patch',
    mirrors({ '$patch/mirrors': [{ registry: 'a', '$replace/registry': 'b' }, { registry: 'b' }] }),
    { path: '/spec/addOns/registryMirror/$patch~1mirrors/0/$replace~1registry', code: 'CONFLICT' },
  ],
  [
    '10 two renames to one identifier',
    mirrors({
      '$patch/mirrors': [
        { registry: 'a', '$replace/registry': 'c' },
        { registry: 'b', '$replace/registry': 'c' },
      ],
    }),
    { path: '/spec/addOns/registryMirror/$patch~1mirrors/1/$replace~1registry', code: 'CONFLICT' },
  ],
  // Precedence.
  [
    'INVALID_PATCH before CONFLICT',
    { description: 'x', $drop: ['description'], bogus: 1 },
    { path: '/bogus', code: 'INVALID_PATCH' },
  ],
];

const ACCEPTED: [string, Json][] = [
  ['the empty patch', {}],
  [
    'scale a pool and add a label',
    b({ '$patch/nodePools': [{ name: 'general', minSize: 2, maxSize: 6, labels: { tier: 'gold' } }] }),
  ],
  [
    'append pools with one bound each (the absent one counts as its default, 0)',
    b({
      '$append/nodePools': [
        { name: 'x', instanceTypes: ['t'], subnetIds: ['s'], maxSize: 3 },
        { name: 'y', instanceTypes: ['t'], subnetIds: ['s'], minSize: 0 },
      ],
    }),
  ],
  [
    'add a firewall entry',
    { spec: { '$append/firewall': [{ sourceCIDR: '198.51.100.0/24', description: 'partner' }] } },
  ],
  [
    'switch provider (result invariants are not the patch validator’s business)',
    { spec: { provider: { $drop: ['vendorB'], generic: { location: 'x' } } } },
  ],
  [
    'two providers merged: INVALID_RESULT later, not a static refusal',
    { spec: { provider: { vendorA: { region: 'x' }, vendorB: { region: 'y' } } } },
  ],
  ['drop an add-on', { spec: { addOns: { $drop: ['sysbox'] } } }],
  [
    'rename a registry mirror',
    mirrors({ '$patch/mirrors': [{ registry: 'docker.io', '$replace/registry': 'mirror.gcr.io' }] }),
  ],
  ['rename to its own identifier', mirrors({ '$patch/mirrors': [{ registry: 'a', '$replace/registry': 'a' }] })],
  ['repeat the name (IMMUTABLE is decided against the cluster)', { name: 'prod-eu-1' }],
  ['drop a required field (INVALID_RESULT later)', { spec: { $drop: ['version'] } }],
  ['a pool named constructor: values are data', b({ '$drop/nodePools': ['constructor', '__proto__'] })],
  [
    'retain, then patch and append retained identifiers',
    {
      spec: {
        '$retain/firewall': ['a', '10.0.0.0/8'],
        '$patch/firewall': [{ sourceCIDR: 'a' }],
        '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }],
      },
    },
  ],
  ['$drop/ entries checked for their type only', { spec: { '$drop/firewall': ['not even a cidr'] } }],
  [
    'select an unkeyed element by example and change it',
    remoteWrite({
      '$patch/write_relabel_configs': [{ action: 'drop', regex: 'go_.*', $drop: ['regex'], '$replace/action': 'keep' }],
    }),
  ],
  [
    'a selector member may be dropped from the selected element',
    remoteWrite({ '$patch/write_relabel_configs': [{ regex: 'x', $drop: ['regex'] }] }),
  ],
  [
    'free-form members merged as nested patches',
    remoteWrite({
      tls_config: { ca_file: '/etc/ca', extra: { nested: [1, 'two', true] } },
      headers: { $drop: ['X-Old'] },
    }),
  ],
  [
    'nested free-form patches with $drop and $replace/',
    remoteWrite({
      tls_config: { a: { $drop: ['x'], '$replace/y': { z: [{ w: 1 }] }, deeper: { $drop: [], v: true } } },
    }),
  ],
  [
    'exactly 10,000 operator entries',
    { spec: { '$drop/firewall': Array.from({ length: 10_000 }, (_, i) => `e${i}`) } },
  ],
];

describe('validateClusterPatch refuses', () => {
  it.each(REFUSED)('rule %s', (_rule, patch, first) => {
    const result = validateClusterPatch(patch);
    expect(result.ok).toBe(false);
    expect(where(result)[0]).toEqual(first);
  });
});

describe('validateClusterPatch accepts', () => {
  it.each(ACCEPTED)('%s', (_name, patch) => {
    expect(where(validateClusterPatch(patch))).toEqual([]);
  });
});

describe('validateClusterPatch', () => {
  it('reports only patch error codes, in the contract’s order of precedence', () => {
    const order = ['FORBIDDEN_KEY', 'LIMIT', 'INVALID_PATCH', 'CONFLICT'];
    for (const [, patch] of REFUSED) {
      const codes = where(validateClusterPatch(patch)).map((issue) => order.indexOf(issue.code));
      expect(codes.every((rank) => rank >= 0)).toBe(true);
      expect(codes).toEqual([...codes].sort((x, y) => x - y));
    }
  });

  it('gives the same first code whatever the member order', () => {
    for (const [, patch] of REFUSED) {
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) continue;
      const reversed = Object.fromEntries(Object.entries(patch).reverse());
      expect(where(validateClusterPatch(reversed))[0]?.code).toBe(where(validateClusterPatch(patch))[0]?.code);
    }
  });

  it('strips read-only fields in strip mode, into a copy', () => {
    const patch = { id: 'c-1', kind: 'mk8s', description: 'x' };
    expect(validateClusterPatch(patch, { stripReadOnly: true })).toEqual({ ok: true, value: { description: 'x' } });
    expect(patch.id).toBe('c-1');
  });

  it('says what is wrong', () => {
    const message = (patch: Json) =>
      (validateClusterPatch(patch) as { errors: { message: string }[] }).errors[0]?.message;
    expect(message(b({ '$patch/securityGroupIds': [] }))).toBe(
      '$patch/ does not apply to "securityGroupIds" (scalar-array); it takes $drop/securityGroupIds, $retain/securityGroupIds, $append/securityGroupIds',
    );
    expect(
      message({ spec: { '$drop/firewall': ['10.0.0.0/8'], '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } }),
    ).toBe('"10.0.0.0/8" is named by both $drop/firewall and $append/firewall');
  });
});
