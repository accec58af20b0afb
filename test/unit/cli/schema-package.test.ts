/**
 * Which generated package `validate`, `apply` and `diff` use: `--package DIR`, else the project's own
 * output when mk8s-codegen wrote it, else the package the tool ships (this repository's).
 */
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

let project: string;
/** Valid for the small golden spec (provider `beta`), invalid for this repository's. */
const smallBody = { name: 'abc', spec: { version: '1.31.0', provider: { beta: {} } } };

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'mk8s-package-'));
  await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(project, 'spec'), { recursive: true });
  await writeFile(join(project, 'body.json'), JSON.stringify(smallBody));
  expect((await runCli(project, ['generate'])).code).toBe(0);
  await writeFile(join(project, 'mk8s-codegen.config.json'), JSON.stringify({ artifacts: ['types'] }));
  expect((await runCli(project, ['generate', '--out', 'types-only'])).code).toBe(0);
  await writeFile(join(project, 'mk8s-codegen.config.json'), '{}');
});

describe('the package validate, apply and diff use', () => {
  it('is the project’s own generated/ when mk8s-codegen wrote it', async () => {
    expect(await runCli(project, ['validate', 'body.json', '--as', 'create'])).toMatchObject({ code: 0 });
  });

  it('is the project’s own output also from a subfolder, where the configuration is found above', async () => {
    await mkdir(join(project, 'clusters'), { recursive: true });
    await writeFile(join(project, 'clusters', 'body.json'), JSON.stringify(smallBody));
    const result = await runCli(join(project, 'clusters'), ['validate', 'body.json', '--as', 'create']);
    expect(result).toMatchObject({ code: 0, stdout: 'body.json: valid create\n1 file, 1 valid, 0 invalid\n' });
  });

  it('is the one --package names', async () => {
    const result = await runCli(project, [
      'validate',
      'body.json',
      '--as',
      'create',
      '--package',
      join(REPO, 'generated'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('/spec/provider');
  });

  it('is the one the tool ships when the project has none', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'mk8s-package-none-'));
    await writeFile(join(elsewhere, 'body.json'), JSON.stringify(smallBody));
    expect((await runCli(elsewhere, ['validate', 'body.json', '--as', 'create'])).code).toBe(1);
  });

  it('names a folder without a package, and a package without the function asked for (exit 2)', async () => {
    const none = await runCli(project, ['validate', 'body.json', '--as', 'create', '--package', 'nowhere']);
    expect(none).toMatchObject({
      code: 2,
      stderr: 'mk8s-codegen validate: nowhere holds no generated package (no index.js)\n',
    });
    const typesOnly = await runCli(project, ['apply', 'body.json', 'body.json', '--package', 'types-only']);
    expect(typesOnly.code).toBe(2);
    expect(typesOnly.stderr).toContain('the package in types-only has no applyClusterPatch');
  });
});
