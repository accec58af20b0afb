/**
 * Matrix rows: the shipped JSON Schemas in JSON Schema tools with their defaults. Ajv 2020 (strict
 * mode, nothing registered) must compile every file without an error or a warning, as a new user
 * writes it (`new Ajv2020().compile(require('@mk8s/schema/schemas/…'))`); @exodus/schemasafe must
 * compile every file with its defaults. Both must then accept a valid body and refuse a broken one
 * (test/property/differential.test.ts compares them with the package's validators at length).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { validator } from '@exodus/schemasafe';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

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
