/**
 * The OpenAPI documents of the package against the official OpenAPI 3.1 and 3.0 schemas, and
 * through Redocly's recommended lint rules (redocly.yaml): no error, no warning.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

const run = promisify(execFile);
const REDOCLY = join(REPO, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

const documents: [string, string][] = [
  ['openapi.json', '3.1'],
  ['openapi.yaml', '3.1'],
  ['openapi-3.0.json', '3.0'],
];

/** Redocly's lint with the project's redocly.yaml; problems are reported, not thrown. */
async function lint(path: string) {
  return run(process.execPath, [REDOCLY, 'lint', path, '--format=json'], {
    cwd: REPO,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
}

describe.each(documents)('generated/%s', (file, version) => {
  const path = join(REPO, 'generated', file);

  it(`is valid against the official OpenAPI ${version} schema`, async () => {
    const validator = new Validator();
    const result = await validator.validate(path);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe(version);
  });

  it('passes the recommended Redocly rules without errors or warnings', async () => {
    const { stdout } = await lint(path);
    const report = JSON.parse(stdout) as { totals: object; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});

describe('the checks can fail', () => {
  it('the official schema rejects a document without info', async () => {
    const result = await new Validator().validate({ openapi: '3.1.0', paths: { a: {} } });
    expect(result.valid).toBe(false);
  });

  it('the lint warns about an operation without operationId', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mk8s-lint-'));
    const path = join(dir, 'bad.json');
    const op = { summary: 's', responses: { '200': { description: 'ok' } } };
    const info = { title: 't', version: '1', license: { name: 'MIT', identifier: 'MIT' } };
    await writeFile(
      path,
      JSON.stringify({ openapi: '3.1.0', info, servers: [{ url: '/' }], paths: { '/a': { get: op } } }),
    );
    try {
      const { stdout } = await lint(path);
      expect(JSON.parse(stdout).problems.map((p: { ruleId: string }) => p.ruleId)).toContain('operation-operationId');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
