/**
 * Matrix row: Spectral (its core, with the `spectral:oas` ruleset as `spectral lint` loads it) on
 * the 3.1 and 3.0 documents: no error. (Redocly's recommended rules, with no warning, are
 * test/openapi/validity.test.ts.)
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

const ERROR = 0;

describe.each(['openapi.json', 'openapi-3.0.json'])('Spectral spectral:oas on %s', (file) => {
  it('reports no error', { timeout: 120_000 }, async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] });
    const path = join(REPO, 'generated', file);
    const results: { code: string; message: string; path: string[]; severity: number }[] = await spectral.run(
      new Document(readFileSync(path, 'utf8'), Parsers.Json, path),
    );
    const errors = results
      .filter((r) => r.severity === ERROR)
      .map((r) => `${r.code} ${r.path.join('/')}: ${r.message}`);
    expect(errors).toEqual([]);
  });
});
