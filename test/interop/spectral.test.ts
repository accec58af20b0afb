/**
 * Matrix row: Spectral (its core, with the `spectral:oas` ruleset as `spectral lint` loads it) on
 * the 3.1 and 3.0 documents: no error. (Redocly's recommended rules, with no warning, are
 * test/openapi/validity.test.ts.) And the workaround for its example check (stoplightio/spectral#2548,
 * generator/emit/openapi/spectral-guard.ts): the copy of each body schema it compiles stops at the
 * body's `propertyNames`, before the fields.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

const require = createRequire(import.meta.url);
const { Spectral, Document } = require('@stoplight/spectral-core');
const Parsers = require('@stoplight/spectral-parsers');
const { oas } = require('@stoplight/spectral-rulesets');

const Ajv2020 = require('ajv/dist/2020').default;
const MissingRefError = require('ajv/dist/compile/ref_error').default;

const ERROR = 0;

type Results = { code: string; message: string; path: string[]; severity: number }[];

async function lint(file: string): Promise<Results> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, 'recommended']] });
  const path = join(REPO, 'generated', file);
  return await spectral.run(new Document(readFileSync(path, 'utf8'), Parsers.Json, path));
}

describe.each(['openapi.json', 'openapi-3.0.json'])('Spectral spectral:oas on %s', (file) => {
  it('reports no error', { timeout: 120_000 }, async () => {
    const results = await lint(file);
    const errors = results
      .filter((r) => r.severity === ERROR)
      .map((r) => `${r.code} ${r.path.join('/')}: ${r.message}`);
    expect(errors).toEqual([]);
  });
});

describe('Spectral spectral#2548 workaround on openapi.json', () => {
  it('fails each body copy at its propertyNames, before the fields', { timeout: 120_000 }, async () => {
    const bodies = ['Cluster', 'ClusterCreate', 'ClusterPatch'];
    const copies = new Map<string, Record<string, unknown>>();
    const failures = new Map<string, unknown>();
    const compile = Ajv2020.prototype.compile;
    Ajv2020.prototype.compile = function (this: unknown, schema: Record<string, unknown>, meta?: boolean) {
      const title = String(schema.title);
      if (bodies.includes(title)) copies.set(title, structuredClone(schema));
      try {
        return compile.call(this, schema, meta);
      } catch (error) {
        if (bodies.includes(title)) failures.set(title, error);
        throw error;
      }
    };
    try {
      await lint('openapi.json');
    } finally {
      Ajv2020.prototype.compile = compile;
    }
    expect([...copies.keys()].sort()).toEqual(bodies);
    for (const [title, copy] of copies) {
      // The recursion left as a $ref the copy cannot resolve: Spectral skips the example quietly.
      expect(failures.get(title), title).toBeInstanceOf(MissingRefError);
      // Ajv compiles propertyNames before properties, and it alone already fails the same way.
      const keys = new Ajv2020({ strict: false, allowUnionTypes: true });
      expect(() => keys.compile({ propertyNames: copy.propertyNames }), title).toThrow(MissingRefError);
      expect(() => keys.compile({ ...copy, propertyNames: undefined }), title).toThrow(MissingRefError);
    }
  });
});
