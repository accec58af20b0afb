/**
 * Matrix rows: the shipped JSON Schemas in JSON Schema tools with their defaults. Ajv 2020 (strict
 * mode, nothing registered) must compile every file without an error or a warning, as a new user
 * writes it (`new Ajv2020().compile(require('@mk8s/schema/schemas/…'))`); @exodus/schemasafe must
 * compile every file with its defaults. Both must then accept a valid body and refuse a broken one
 * (test/property/differential.test.ts compares them with the package's validators at length).
 * Each file has an `$id` where the published package serves it, so the four (and those of another
 * version or package) register in one Ajv instance and a user's schema can `$ref` them by URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { validator } from '@exodus/schemasafe';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { generatePackage } from '../../generator/pipeline.ts';
import { SPEC_ROOTS } from '../../generator/run.ts';
import { emitContext, REPO, readSpec } from '../helpers/spec.ts';

const require = createRequire(import.meta.url);
/** Every file the package ships under `schemas/` (the editors' schema, with editor keywords, is under `editor/`). */
const FILES = readdirSync(join(REPO, 'generated', 'schemas')).sort();
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'bodies', name), 'utf8'));

/** A valid body of each file, and the same body broken. */
const SAMPLES: Readonly<Record<string, { valid: unknown; broken: unknown }>> = {
  'cluster.json': {
    valid: fixture('cluster-vendor-a.json'),
    broken: { ...(fixture('cluster-vendor-a.json') as object), version: 'one' },
  },
  'cluster-create.json': { valid: fixture('create-vendor-a.json'), broken: { name: 'prod-eu-1' } },
  'cluster-patch.json': {
    valid: { description: 'x', spec: { '$drop/firewall': ['0.0.0.0/0'] } },
    broken: { description: null },
  },
  'error.json': { valid: { status: 404, code: 'NOT_FOUND', message: 'no such cluster' }, broken: { status: 404 } },
};

it('has a sample body for every shipped schema, so a new file is tried too', () => {
  expect(FILES).toEqual(Object.keys(SAMPLES).sort());
});

describe.each(FILES)('@mk8s/schema/schemas/%s', (file) => {
  const schema = require(`@mk8s/schema/schemas/${file}`);
  const sample = SAMPLES[file] ?? { valid: undefined, broken: undefined };

  it('compiles in Ajv 2020 with its defaults: no error, no warning', () => {
    const printed: unknown[][] = [];
    const logger = {
      log: () => undefined,
      warn: (...args: unknown[]) => printed.push(args),
      error: (...args: unknown[]) => printed.push(args),
    };
    // The defaults, with the logger captured: strict mode stays on (`strict: true` is Ajv's default).
    const validate = new Ajv2020({ logger }).compile(schema);
    expect(printed).toEqual([]);
    expect(validate(sample.valid), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(sample.broken)).toBe(false);
  });

  it('compiles in @exodus/schemasafe with its defaults', { timeout: 120_000 }, () => {
    const validate = validator(schema);
    expect(validate(sample.valid as never)).toBe(true);
    expect(validate(sample.broken as never)).toBe(false);
  });
});

it('the patch schema describes a patch, not the record as read (Swagger UI showed the read description)', () => {
  const read = require('@mk8s/schema/schemas/cluster.json');
  const patch = require('@mk8s/schema/schemas/cluster-patch.json');
  expect(patch.description).not.toBe(read.description);
  expect(patch.description).toMatch(/^A patch of/);
});

/** Where a package serves one of its files, as its schemas' `$id` says. */
const served = (name: string, version: string, path: string): string => `https://unpkg.com/${name}@${version}/${path}`;
const { version: VERSION } = JSON.parse(readFileSync(join(REPO, 'templates', 'package', 'meta.json'), 'utf8'));

describe('the schemas by their $id', () => {
  it('all four register in one Ajv 2020 instance, and a user schema $refs the create body by its $id', () => {
    const ajv = new Ajv2020();
    for (const file of FILES) {
      const schema = require(`@mk8s/schema/schemas/${file}`);
      expect(schema.$id).toBe(served('@mk8s/schema', VERSION, `schemas/${file}`));
      ajv.addSchema(schema);
    }
    const create = served('@mk8s/schema', VERSION, 'schemas/cluster-create.json');
    const validate = ajv.compile({
      $id: 'https://deploy.example/fleet.json',
      type: 'object',
      properties: { clusters: { type: 'array', items: { $ref: create } } },
      required: ['clusters'],
    });
    const { valid, broken } = SAMPLES['cluster-create.json'] ?? { valid: undefined, broken: undefined };
    expect(validate({ clusters: [valid] }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ clusters: [valid, broken] })).toBe(false);
  });

  it("follow the configured package name and version, so two packages' schemas share one Ajv instance", async () => {
    const context = { ...(await emitContext()), package: { name: '@acme/cluster-schema', version: '2.1.0' } };
    const generated = await generatePackage(
      { files: await readSpec(join(REPO, 'spec')), roots: SPEC_ROOTS },
      {
        ...context,
        artifacts: new Set(['schemas'] as const),
      },
    );
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    const renamed = new Map(generated.value.map((f) => [f.path, f.contents]));
    const ajv = new Ajv2020();
    for (const file of FILES) {
      const schema = JSON.parse(renamed.get(`schemas/${file}`) ?? '{}');
      expect(schema.$id).toBe(served('@acme/cluster-schema', '2.1.0', `schemas/${file}`));
      ajv.addSchema(schema).addSchema(require(`@mk8s/schema/schemas/${file}`));
    }
    const editor = JSON.parse(renamed.get('editor/cluster-file.json') ?? '{}');
    expect(editor.$id).toBe(served('@acme/cluster-schema', '2.1.0', 'editor/cluster-file.json'));
    const validate = ajv.getSchema(served('@acme/cluster-schema', '2.1.0', 'schemas/error.json'));
    expect(validate?.(SAMPLES['error.json']?.valid)).toBe(true);
  });
});

it('carry no size limit: it is in the OpenAPI document and the validators only, as docs/spec-vocabulary.md says', () => {
  for (const file of FILES)
    expect(readFileSync(require.resolve(`@mk8s/schema/schemas/${file}`), 'utf8')).not.toMatch(/"x-/);
  const doc = require('@mk8s/schema/openapi.json');
  for (const name of ['Cluster', 'ClusterCreate'])
    expect(doc.components.schemas[name]['x-mk8s-max-bytes']).toBe(1048576);
  const vocabulary = readFileSync(join(REPO, 'docs', 'spec-vocabulary.md'), 'utf8').replace(/\s+/g, ' ');
  const size = vocabulary.slice(
    vocabulary.indexOf('**Size of a record.**'),
    vocabulary.indexOf('**Bounded strings.**'),
  );
  expect(size).not.toMatch(/JSON Schema tools ignore it/);
  expect(size).toMatch(/the published `schemas\/\*\.json` do not/);
});
