/**
 * `validate --jobs N`: files checked on worker threads report exactly what one thread reports, in
 * the same order, mixed with standard input and arguments that name no file.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runCli } from '../../helpers/cli.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-validate-jobs-'));
  await mkdir(join(dir, 'clusters'));
  for (let i = 0; i < 60; i++) {
    const body = {
      name: i % 7 === 0 ? `Bad_${i}` : `cluster-${i}`,
      spec: { version: '1.31.5', provider: { generic: { location: 'eu' } } },
    };
    const name = join(dir, 'clusters', `c${String(i).padStart(2, '0')}`);
    await writeFile(
      i % 2 === 0 ? `${name}.yaml` : `${name}.json`,
      i % 2 === 0 ? stringify(body) : JSON.stringify(body),
    );
  }
  await writeFile(join(dir, 'clusters', 'z-broken.json'), '{"name": ');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('validate --jobs', () => {
  it('reports the same on worker threads as on one, in order', async () => {
    const args = ['validate', 'clusters', '-', 'missing/*.yaml', '--format', 'json'];
    const stdin = 'name: from-stdin\nspec: {}\n';
    const one = await runCli(dir, [...args, '--jobs', '1'], stdin);
    const three = await runCli(dir, [...args, '--jobs', '3'], stdin);
    expect(three).toEqual(one);
    const report = JSON.parse(one.stdout);
    expect(report.summary).toEqual({ files: 63, valid: 51, invalid: 12 });
    expect(report.files.at(-2).file).toBe('-');
  }, 60_000);

  it.each([['0'], ['x'], ['65']])('refuses --jobs %s', async (jobs) => {
    const result = await runCli(dir, ['validate', 'clusters', '--jobs', jobs]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--jobs must be a whole number from 1 to 64');
  });
});
