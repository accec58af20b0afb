/**
 * A team generates from its own copy of the spec: every bound it states there reaches every output.
 * The spec here narrows the bounds of free-form values and objects, of maps, of a keyed array and of
 * a string; the generated package's validators (create, read, patch), its patch engine, its JSON
 * Schemas, editor schemas and OpenAPI document must refuse one past each bound and accept at it.
 * The free-form object's own `maxProperties` (4) and its values' (`FreeFormValue`, 2) differ, so an
 * output that reads one of them for both is caught.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../../generator/emit/file.ts';
import { byteSize } from '../../../generator/emit/readme.ts';
import { editJson, generateFrom, importGenerated, REPO, readSpec, storedCluster } from '../../helpers/spec.ts';

/** The team's bounds, each unlike any bound of this repository's spec. */
const TEAM = {
  objectKeys: 4,
  valueKeys: 2,
  items: 3,
  length: 5,
  depth: 4,
  mapKeys: 2,
  mapValue: 5,
  firewall: 2,
  bytes: 512 * 1024,
};

// biome-ignore lint/suspicious/noExplicitAny: the spec is JSON edited in place
function narrowShared(shared: Record<string, any>): void {
  const defs = shared.$defs;
  defs.FreeFormObject.maxProperties = TEAM.objectKeys;
  defs.FreeFormObject['x-mk8s-max-depth'] = TEAM.depth;
  defs.FreeFormValue.maxProperties = TEAM.valueKeys;
  defs.FreeFormValue.maxItems = TEAM.items;
  defs.FreeFormValue.maxLength = TEAM.length;
  defs.StringMap.maxProperties = TEAM.mapKeys;
  defs.StringMap.additionalProperties.maxLength = TEAM.mapValue;
}

type Json = Record<string, unknown>;
type Package = typeof import('../../../generated/index.js');

/** `n` members `k0`…, each holding `value`. */
const keys = (n: number, value: unknown = 1): Json =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
/** An object nested `levels` deep below the member it is the value of. */
const nested = (levels: number): Json => (levels <= 1 ? {} : { n: nested(levels - 1) });

const TLS = '/spec/addOns/byok/config/monitoring/remoteWrite/0/tls_config';
const URL = 'https://a.example.com/write';

/** A cluster spec whose one remote-write has `tls` as its `tls_config`, with the pool's labels and the firewall. */
function clusterSpec(tls: Json, labels: Json = {}, firewall = 1): Json {
  return {
    version: '1.32.9',
    firewall: Array.from({ length: firewall }, (_, i) => ({ sourceCIDR: `10.0.${i}.0/24` })),
    provider: { generic: { location: 'eu-1', nodePools: [{ name: 'a', labels }] } },
    addOns: {
      byok: { location: '//location/prod', config: { monitoring: { remoteWrite: [{ url: URL, tls_config: tls }] } } },
    },
  };
}

/** Cases as [name, tls_config, where the one issue is (under `tls_config`) and its code, or none]. */
const FREE_FORM: [string, Json, [string, string] | undefined][] = [
  ['the object at its maxProperties', keys(TEAM.objectKeys), undefined],
  ['the object past its maxProperties', keys(TEAM.objectKeys + 1), ['', 'TOO_MANY_KEYS']],
  ['an object in a value at its own maxProperties', { v: keys(TEAM.valueKeys) }, undefined],
  ['an object in a value past its own maxProperties', { v: keys(TEAM.valueKeys + 1) }, ['/v', 'TOO_MANY_KEYS']],
  [
    'an object in an array past the values\u2019 maxProperties',
    { v: [keys(TEAM.valueKeys + 1)] },
    ['/v/0', 'TOO_MANY_KEYS'],
  ],
  ['an array at maxItems', { v: Array(TEAM.items).fill(1) }, undefined],
  ['an array past maxItems', { v: Array(TEAM.items + 1).fill(1) }, ['/v', 'TOO_MANY_ITEMS']],
  ['a string at maxLength', { v: 'x'.repeat(TEAM.length) }, undefined],
  ['a string past maxLength', { v: 'x'.repeat(TEAM.length + 1) }, ['/v', 'MAX_LENGTH']],
  ['values nested to the depth', nested(TEAM.depth), undefined],
  ['values nested past the depth', nested(TEAM.depth + 1), ['/n/n/n/n', 'TOO_DEEP']],
];

describe('a spec with its own bounds', () => {
  let files: readonly EmittedFile[];
  let pkg: Package;
  let dir: string | undefined;
  beforeAll(async () => {
    const own = editJson(await readSpec(join(REPO, 'spec')), 'shared.json', narrowShared);
    const spec = editJson(own, 'cluster.json', (doc) => {
      doc.$defs.ClusterSpec.properties.firewall.maxItems = TEAM.firewall;
      doc['x-mk8s-max-bytes'] = TEAM.bytes;
    });
    const generated = await generateFrom(spec);
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    files = generated.value;
    ({ dir, pkg } = await importGenerated(files, 'mk8s-team-bounds-'));
  });
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  type Issue = { path: string; code: string; detail?: string };
  const issues = (result: { ok: boolean; errors?: readonly Issue[] }) =>
    result.ok
      ? []
      : (result.errors ?? []).map(({ path, code, detail }) => ({ path, code, ...(detail ? { detail } : {}) }));
  const want = (at: [string, string] | undefined, base = TLS) =>
    at === undefined ? [] : [{ path: `${base}${at[0]}`, code: at[1] }];
  const file = (path: string): Json => JSON.parse(files.find((f) => f.path === path)?.contents ?? 'null');
  /** Ajv with its defaults, as a user runs it, on an emitted schema (the editor schemas' `markdownDescription` is no standard keyword). */
  const compiled = new Map<string, (value: unknown) => boolean>();
  const ajv = (path: string) => {
    let validate = compiled.get(path);
    if (validate === undefined) {
      const options = path.startsWith('editor/') ? { allErrors: true, strict: false } : { allErrors: true };
      validate = new Ajv2020(options).compile(file(path));
      compiled.set(path, validate);
    }
    return validate;
  };

  it.each(FREE_FORM)('create and read validators: %s', (_name, tls, at) => {
    expect(issues(pkg.validateClusterCreate({ name: 'edge', spec: clusterSpec(tls) }))).toEqual(want(at));
    expect(issues(pkg.validateCluster(storedCluster(clusterSpec(tls))))).toEqual(want(at));
  });

  it.each(FREE_FORM)('the published and editor schemas: %s', (_name, tls, at) => {
    const body = { name: 'edge', spec: clusterSpec(tls) };
    const create = ajv('schemas/cluster-create.json');
    const editor = ajv('editor/cluster-file.json');
    // JSON Schema has no keyword for a depth: the validators, the engine and the service check it
    const expected = at === undefined || at[1] === 'TOO_DEEP';
    expect(create(body)).toBe(expected);
    expect(editor(body)).toBe(expected);
  });

  it('patch validator: a nested patch object in a free-form member takes the values\u2019 maxProperties', () => {
    const patch = (tls: Json) => ({
      spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [{ url: URL, tls_config: tls }] } } } } },
    });
    const at = '/spec/addOns/byok/config/monitoring/$patch~1remoteWrite/0/tls_config';
    expect(issues(pkg.validateClusterPatch(patch({ v: keys(TEAM.valueKeys) })))).toEqual([]);
    expect(issues(pkg.validateClusterPatch(patch({ v: keys(TEAM.valueKeys + 1) })))).toEqual([
      { path: `${at}/v`, code: 'INVALID_PATCH', detail: 'TOO_MANY_KEYS' },
    ]);
    const schema = ajv('schemas/cluster-patch.json');
    expect(schema(patch({ v: keys(TEAM.valueKeys) }))).toBe(true);
    expect(schema(patch({ v: keys(TEAM.valueKeys + 1) }))).toBe(false);
  });

  it('patch engine: a result at the values\u2019 maxProperties is applied, one past it is INVALID_RESULT', () => {
    const adding = (key: string) => ({
      spec: {
        addOns: {
          byok: { config: { monitoring: { '$patch/remoteWrite': [{ url: URL, tls_config: { v: { [key]: 1 } } }] } } },
        },
      },
    });
    const before = storedCluster(clusterSpec({ v: keys(TEAM.valueKeys - 1) }));
    const atBound = pkg.applyClusterPatch(before as never, adding('one'));
    if (!atBound.ok) throw new Error(atBound.error.message);
    const past = pkg.applyClusterPatch(atBound.value, adding('two'));
    expect(past.ok ? undefined : { code: past.error.code, path: past.error.path }).toEqual({
      code: 'INVALID_RESULT',
      path: `${TLS}/v`,
    });
  });

  it('the OpenAPI document states each bound where it stands', () => {
    const openapi = file('openapi.json') as { components: { schemas: Record<string, Json> } };
    const { FreeFormObject, FreeFormValue, FreeFormPatchObject } = openapi.components.schemas;
    const objectBranch = ((FreeFormValue?.anyOf ?? []) as Json[]).find((b) => b.type === 'object' || '$ref' in b);
    expect(FreeFormObject?.maxProperties).toBe(TEAM.objectKeys);
    expect(FreeFormObject?.['x-mk8s-max-depth']).toBe(TEAM.depth);
    expect(objectBranch?.maxProperties).toBe(TEAM.valueKeys);
    expect(FreeFormPatchObject?.maxProperties).toBe(TEAM.valueKeys);
  });

  it.each([
    ['labels at maxProperties', clusterSpec({}, keys(TEAM.mapKeys, 'v')), undefined],
    ['labels past maxProperties', clusterSpec({}, keys(TEAM.mapKeys + 1, 'v')), ['', 'TOO_MANY_KEYS']],
    ['a label at the values\u2019 maxLength', clusterSpec({}, { a: 'x'.repeat(TEAM.mapValue) }), undefined],
    [
      'a label past the values\u2019 maxLength',
      clusterSpec({}, { a: 'x'.repeat(TEAM.mapValue + 1) }),
      ['/a', 'MAX_LENGTH'],
    ],
  ] as [string, Json, [string, string] | undefined][])('maps: %s', (_name, spec, at) => {
    const labels = '/spec/provider/generic/nodePools/0/labels';
    expect(issues(pkg.validateClusterCreate({ name: 'edge', spec }))).toEqual(want(at, labels));
    const schema = ajv('schemas/cluster-create.json');
    expect(schema({ name: 'edge', spec })).toBe(at === undefined);
  });

  it('a keyed array: the firewall at its maxItems, and past it', () => {
    expect(issues(pkg.validateClusterCreate({ name: 'edge', spec: clusterSpec({}, {}, TEAM.firewall) }))).toEqual([]);
    expect(issues(pkg.validateClusterCreate({ name: 'edge', spec: clusterSpec({}, {}, TEAM.firewall + 1) }))).toEqual([
      { path: '/spec/firewall', code: 'TOO_MANY_ITEMS' },
    ]);
  });

  it('the README and the OpenAPI document say the size limit the spec states', () => {
    const readme = files.find((f) => f.path === 'README.md')?.contents ?? '';
    expect(readme).toContain('may take at most 512 KiB as JSON text');
    expect(readme).toContain('would pass 512 KiB (524,288 bytes of UTF-8)');
    expect(readme).not.toContain('1 MiB');
    const openapi = file('openapi.json') as { components: { schemas: Record<string, Json> } };
    expect(openapi.components.schemas.Cluster?.['x-mk8s-max-bytes']).toBe(TEAM.bytes);
    expect(JSON.stringify(openapi)).not.toContain('size limit (1 MiB)');
  });
});

describe('a size limit as the README says it', () => {
  it.each([
    [1024 * 1024, { words: '1 MiB', exact: '1,048,576' }],
    [512 * 1024, { words: '512 KiB', exact: '524,288' }],
    [500_000, { words: '500,000 bytes', exact: '' }],
  ])('%d bytes', (bytes, want) => {
    expect(byteSize(bytes)).toEqual(want);
  });
});
