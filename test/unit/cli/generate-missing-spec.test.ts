/**
 * A spec folder that is not there: the first line names the folder itself (`spec/: no such folder`),
 * not a file inside it, and the hint that follows names what chose the folder.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-missing-spec-'));
  await writeFile(join(root, 'package.json'), '{}');
});

function firstLine(stderr: string): string {
  return stderr.split('\n')[0] ?? '';
}

describe('generate with a spec folder that is not there', () => {
  it.each([
    ['the default folder', [], 'spec'],
    ['--check, the default folder', ['--check'], 'spec'],
    ['--spec, a relative folder', ['--spec', 'schema'], 'schema'],
  ])('%s: the first line names the folder', async (_name, args, folder) => {
    const result = await runCli(root, ['generate', ...args]);
    expect(result.code).toBe(1);
    expect(firstLine(result.stderr)).toBe(`${folder}/: no such folder (${join(root, folder)}) [SPEC_MISSING_FILE]`);
    expect(result.stderr).not.toContain('cluster.json');
  });

  it('--spec with an absolute path names that folder, with a trailing slash', async () => {
    const gone = join(root, 'gone');
    const result = await runCli(root, ['generate', '--spec', gone]);
    expect(firstLine(result.stderr)).toBe(`gone/: no such folder (${gone}) [SPEC_MISSING_FILE]`);
    const elsewhere = await mkdtemp(join(tmpdir(), 'mk8s-elsewhere-'));
    const far = await runCli(elsewhere, ['generate', '--spec', '/nonexistent']);
    expect(firstLine(far.stderr)).toBe('/nonexistent/: no such folder (/nonexistent) [SPEC_MISSING_FILE]');
  });

  it('a file where the folder should be is named as the folder, saying it is a file', async () => {
    await writeFile(join(root, 'spec'), '{}');
    const result = await runCli(root, ['generate']);
    expect(firstLine(result.stderr)).toBe(`spec/: a file, not a folder (${join(root, 'spec')}) [SPEC_MISSING_FILE]`);
  });

  it('the hint naming what chose the folder follows', async () => {
    await mkdir(join(root, 'docs'));
    const result = await runCli(join(root, 'docs'), ['generate']);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`spec/: no such folder (${join(root, 'docs', 'spec')}) [SPEC_MISSING_FILE]`);
    expect(lines[1]).toBe('spec check failed: 1 problem(s) in spec; nothing was written');
    expect(lines[2]).toMatch(/^mk8s-codegen: spec is the default spec folder: no mk8s-codegen\.config\.json/);
  });
});
