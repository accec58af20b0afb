/**
 * The patch vocabulary has one home (templates/runtime/patch/vocabulary.ts): adding an operator is
 * one entry of its table. No other source spells an operator key, and an operator added to the
 * table in this test reaches the patch schema, the types, the validators, the engine and the docs.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../../generator/emit/file.ts';
import { generatePackage } from '../../../generator/pipeline.ts';
import { SPEC_ROOTS } from '../../../generator/run.ts';
import { OPERATORS, type PatchOperator } from '../../../templates/runtime/patch/vocabulary.ts';
import { literals, literalsUnder } from '../../helpers/source.ts';
import { emitContext, importGenerated, REPO, readSpec, storedCluster } from '../../helpers/spec.ts';

const HOME = join('templates', 'runtime', 'patch', 'vocabulary.ts');
const SOURCES = ['generator', join('templates', 'runtime'), 'server'];

describe('no operator key outside the table', () => {
  it('finds the keys it looks for (so the scan can fail)', () => {
    const source = ['const a = ', "'$append/'", ' + `x $', '{y} $drop`;'].join('');
    const found = literals('x.ts', source).map((l) => l.text);
    expect(found.some((t) => t.includes('$append/'))).toBe(true);
    expect(found.some((t) => t.includes('$drop'))).toBe(true);
  });

  it('in the generator, the runtime and the server', async () => {
    const keys = OPERATORS.map((o) => o.key);
    const offending = (await literalsUnder(SOURCES, [HOME])).flatMap((literal) => {
      const key = keys.find((k) => literal.text.includes(k));
      return key === undefined ? [] : [`${literal.file}:${literal.line} spells ${key}`];
    });
    expect(offending).toEqual([]);
  });
});

/** A new operator, only in this test: removes elements of an array, like `$drop/`, under another key. */
const omit: PatchOperator = {
  name: 'omit',
  key: '$omit/',
  levels: ['object', 'element'],
  fieldKinds: ['scalar-array', 'keyed-array', 'unkeyed-array'],
  value: 'selectors',
  step: 'remove',
  group: 'array',
  summary: 'elements to leave out, named as for a removal',
  docs: { field: 'Leaves out the listed elements of {field}.' },
};

describe('an operator added to the table', () => {
  let files: Map<string, string>;
  let dir: string | undefined;
  let pkg: typeof import('../../../generated/index.js');

  beforeAll(async () => {
    const spec = await readSpec(join(REPO, 'spec'));
    const result = await generatePackage({ files: spec, roots: SPEC_ROOTS }, await emitContext(), [...OPERATORS, omit]);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    files = new Map(result.value.map((f: EmittedFile) => [f.path, f.contents]));
    ({ dir, pkg } = await importGenerated(result.value, 'mk8s-new-operator-'));
  }, 60_000);

  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('reaches the patch schema', () => {
    const schema = JSON.parse(files.get('schemas/cluster-patch.json') ?? '{}');
    expect(schema.$defs.ClusterSpecPatch.properties['$omit/firewall']).toMatchObject({
      type: 'array',
      description: 'Leaves out the listed elements of `firewall`.',
    });
  });

  it('reaches the types', () => {
    expect(files.get('patch-types.d.ts')).toContain('"$omit/firewall"?: CidrOrAddress[];');
  });

  it('reaches the validators', () => {
    expect(pkg.validateClusterPatch({ spec: { '$omit/firewall': ['10.0.0.0/8'] } }).ok).toBe(true);
    expect(pkg.validateClusterPatch({ spec: { '$omit/firewall': '10.0.0.0/8' } })).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_PATCH', path: '/spec/$omit~1firewall' }],
    });
    // Two removals of one array are a CONFLICT (rule 5), whichever operators they are.
    expect(pkg.validateClusterPatch({ spec: { '$drop/firewall': ['a'], '$omit/firewall': ['b'] } })).toMatchObject({
      ok: false,
      errors: [{ code: 'CONFLICT', path: '/spec/$omit~1firewall' }],
    });
    expect(pkg.validateClusterPatch({ spec: { '$omit/version': ['x'] } })).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_PATCH', path: '/spec/$omit~1version' }],
    });
  });

  it('reaches the engine', () => {
    const cluster = storedCluster({
      version: '1.32.9',
      firewall: [{ sourceCIDR: '10.0.0.0/8' }, { sourceCIDR: '192.168.0.0/16' }],
      provider: { generic: { location: 'eu' } },
    });
    const result = pkg.applyClusterPatch(cluster as never, { spec: { '$omit/firewall': ['10.0.0.0/8'] } });
    expect(result).toMatchObject({ ok: true, value: { spec: { firewall: [{ sourceCIDR: '192.168.0.0/16' }] } } });
  });

  it('reaches the docs and the OpenAPI document', () => {
    expect(files.get('docs/patch-body.md')).toMatch(/\| `\$omit\/<field>` \|/);
    expect(files.get('docs/patch-body.md')).toContain('`$omit/firewall`');
    const openapi = JSON.parse(files.get('openapi.json') ?? '{}');
    expect(openapi['x-mk8s-patch-operators'].map((o: { name: string }) => o.name)).toContain('omit');
  });
});
