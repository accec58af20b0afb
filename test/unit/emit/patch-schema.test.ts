/**
 * `schemas/cluster-patch.json` compiles under Ajv's strict mode and judges patches as the decisions
 * on patch bodies say (docs/decisions.md, "Patch bodies"): literal values in create shape,
 * selectors checked for their JSON type only, open levels merged by key, no null.
 */
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { generateFrom, REPO, readSpec } from '../../helpers/spec.ts';

const ANNOTATIONS = [
  'x-mk8s-patch',
  'x-mk8s-key',
  'x-mk8s-operator',
  'x-mk8s-target',
  'x-mk8s-open',
  'x-mk8s-immutable',
  'x-mk8s-unkeyed',
  'x-mk8s-renamable',
  'x-mk8s-known-values',
  'x-mk8s-max-depth',
];

const monitoring = (remoteWrite: unknown) => ({
  spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [remoteWrite] } } } } },
});
const relabel = (element: unknown) =>
  monitoring({ url: 'https://m.example.com', '$patch/write_relabel_configs': [element] });
const vendorHPool = (pool: unknown) => ({ spec: { provider: { vendorH: { '$patch/nodePools': [pool] } } } });

const cases: [string, { given: unknown; valid: boolean }][] = [
  ['the empty patch', { given: {}, valid: true }],
  [
    'scaling a pool',
    { given: { spec: { provider: { vendorB: { '$patch/nodePools': [{ name: 'w', maxSize: 5 }] } } } }, valid: true },
  ],
  ['a read-only field', { given: { id: 'abc' }, valid: false }],
  ['null instead of $drop', { given: { description: null }, valid: false }],
  ['a $drop entry that is no field', { given: { spec: { $drop: ['kubernetes'] } }, valid: false }],
  ['a duplicate $drop entry', { given: { spec: { $drop: ['addOns', 'addOns'] } }, valid: false }],
  ['integer zones', { given: vendorHPool({ name: 'a', '$append/zones': [1, 2] }), valid: true }],
  ['a string among zones', { given: vendorHPool({ name: 'a', '$drop/zones': ['1'] }), valid: false }],
  [
    'an element patch without its identifier',
    { given: { spec: { '$patch/firewall': [{ description: 'x' }] } }, valid: false },
  ],
  [
    'dropping the identifier of an element',
    { given: { spec: { '$patch/firewall': [{ sourceCIDR: '10.0.0.0/8', $drop: ['sourceCIDR'] }] } }, valid: false },
  ],
  [
    'an operator inside an $append element',
    { given: { spec: { '$append/firewall': [{ sourceCIDR: '10.0.0.0/8', $drop: ['description'] }] } }, valid: false },
  ],
  [
    'an $append element breaking its pattern',
    { given: { spec: { '$append/firewall': [{ sourceCIDR: 'office' }] } }, valid: false },
  ],
  ['a $drop/ identifier checked for its type only', { given: { spec: { '$drop/firewall': ['office'] } }, valid: true }],
  [
    'renaming a registry mirror',
    {
      given: {
        spec: {
          addOns: { registryMirror: { '$patch/mirrors': [{ registry: 'docker.io', '$replace/registry': 'quay.io' }] } },
        },
      },
      valid: true,
    },
  ],
  [
    'an empty $drop on an object without fields',
    { given: { spec: { addOns: { dashboard: { $drop: [] } } } }, valid: true },
  ],
  [
    'a $drop entry on an object without fields',
    { given: { spec: { addOns: { dashboard: { $drop: ['url'] } } } }, valid: false },
  ],
  ['a map merged by key, with $drop', { given: { tags: { env: 'prod', tier: 2, $drop: ['old'] } }, valid: true }],
  ['an operator-like key in a map', { given: { tags: { $env: 'prod' } }, valid: false }],
  ['an array as a map value', { given: { tags: { env: ['prod'] } }, valid: false }],
  [
    'a free-form member merged as a nested patch',
    { given: monitoring({ url: 'u', tls_config: { ca: { file: 'x' }, $drop: ['cert'] } }), valid: true },
  ],
  [
    '$drop and $replace/ nested in a free-form member',
    {
      given: monitoring({ url: 'u', tls_config: { ca: { $drop: ['x'], '$replace/y': { z: [1] }, w: { v: 1 } } } }),
      valid: true,
    },
  ],
  [
    'an unknown $-key nested in a free-form member',
    { given: monitoring({ url: 'u', tls_config: { ca: { $set: { x: 1 } } } }), valid: false },
  ],
  [
    'an array operator nested in a free-form member',
    { given: monitoring({ url: 'u', tls_config: { ca: { '$append/x': [1] } } }), valid: false },
  ],
  [
    'a $-key inside a $replace/ value nested in a free-form member',
    { given: monitoring({ url: 'u', tls_config: { ca: { '$replace/y': { $drop: ['a'] } } } }), valid: false },
  ],
  [
    'a repeated $drop entry nested in a free-form member',
    { given: monitoring({ url: 'u', tls_config: { ca: { $drop: ['x', 'x'] } } }), valid: false },
  ],
  [
    'a $-key inside an array nested in a free-form member',
    { given: monitoring({ url: 'u', tls_config: { ca: { list: [{ $drop: ['a'] }] } } }), valid: false },
  ],
  [
    'null nested in a free-form member',
    { given: monitoring({ url: 'u', tls_config: { ca: { x: null } } }), valid: false },
  ],
  [
    'an unkeyed element patch',
    { given: relabel({ action: 'drop', '$replace/regex': 'x', $drop: ['separator'] }), valid: true },
  ],
  ['an unkeyed element patch without a selector', { given: relabel({ '$replace/regex': 'x' }), valid: false }],
  ['a forbidden key after $replace/', { given: relabel({ action: 'drop', '$replace/__proto__': 'x' }), valid: false }],
  ['an unknown operator in an unkeyed element patch', { given: relabel({ action: 'drop', $set: 'x' }), valid: false }],
  [
    'two providers set (a result error, not a patch error)',
    { given: { spec: { provider: { vendorA: {}, vendorB: {} } } }, valid: true },
  ],
  ['dropping a required field (a result error)', { given: { spec: { $drop: ['version'] } }, valid: true }],
];

describe('schemas/cluster-patch.json', async () => {
  const result = await generateFrom(await readSpec(join(REPO, 'spec')));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const text = result.value.find((f) => f.path === 'schemas/cluster-patch.json')?.contents ?? '{}';
  // Strict, but for `strictRequired` (off in Ajv's defaults, which test/interop/json-schema.test.ts
  // holds): the CONFLICT rules name, in `required` inside the level's `not`, keys that the level's
  // `properties` define, one schema up.
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    allErrors: true,
    keywords: ANNOTATIONS,
  });
  const validate = ajv.compile(JSON.parse(text));

  it.each(cases)('judges %s', (_name, { given, valid }) => {
    expect(validate(given), JSON.stringify(validate.errors)).toBe(valid);
  });
});
