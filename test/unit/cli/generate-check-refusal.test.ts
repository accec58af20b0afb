/**
 * `generate --check` refuses every output folder `generate` refuses for what the folder is (not
 * the tool's, the working directory, the spec folder, a file, a link to nowhere), with the same
 * line and exit code: a check that passes promises that `generate` would write there.
 */
import { cp, mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { check, generate, WriteRefusedError, write } from '../../../generator/api.ts';
import { runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-check-refusal-'));
  await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
});

/** `generate` and `generate --check` with `args`, each from the same folder state. */
async function both(...args: string[]) {
  const checked = await runCli(root, ['generate', '--check', ...args]);
  const written = await runCli(root, ['generate', ...args]);
  return { checked, written };
}

describe('generate --check refuses what generate refuses', () => {
  it('a node_modules folder inside an earlier output', async () => {
    expect((await runCli(root, ['generate'])).code).toBe(0);
    await mkdir(join(root, 'generated', 'node_modules', 'left-pad'), { recursive: true });
    await writeFile(join(root, 'generated', 'node_modules', 'left-pad', 'package.json'), '{}');
    const { checked, written } = await both();
    expect(written.code).toBe(1);
    expect(written.stderr).toMatch(
      /^mk8s-codegen: refusing to write generated: it holds files that mk8s-codegen did not write \(node_modules, /,
    );
    expect(checked).toEqual(written);
  });

  it.each([
    ['a folder of the user’s files', async () => writeUserFile('out'), 'out'],
    ['the working directory', async () => undefined, '.'],
    ['the spec folder', async () => undefined, 'spec'],
    ['a file', async () => writeFile(join(root, 'out'), 'x'), 'out'],
    ['a link to nowhere', async () => symlink(join(root, 'gone'), join(root, 'out')), 'out'],
  ])('%s', async (_name, given, out) => {
    await given();
    const { checked, written } = await both('--out', out);
    expect(written.code).toBe(1);
    expect(written.stderr).toMatch(new RegExp(`^mk8s-codegen: refusing to write ${out.replace('.', '\\.')}: `));
    expect(checked).toEqual(written);
  });

  it('a folder generate may write is compared as before: extra files are the ones its manifest lists', async () => {
    expect((await runCli(root, ['generate', '--check'])).stderr).toContain('missing: package.json\n');
    await mkdir(join(root, 'empty'));
    expect((await runCli(root, ['generate', '--check', '--out', 'empty'])).stderr).toContain('missing: index.js\n');
  });
});

describe('check, from the library', () => {
  it('throws the WriteRefusedError write would throw for the same folder', async () => {
    const { files } = await generate({ spec: join(root, 'spec') });
    await write(files, 'out', { cwd: root });
    expect(await check(files, 'out', { cwd: root })).toEqual({ missing: [], extra: [], differing: [] });
    await mkdir(join(root, 'out', 'node_modules'), { recursive: true });
    const refusal = check(files, 'out', { cwd: root });
    await expect(refusal).rejects.toBeInstanceOf(WriteRefusedError);
    await expect(refusal).rejects.toThrow(/it holds files that mk8s-codegen did not write \(node_modules\)/);
  });
});

async function writeUserFile(folder: string): Promise<void> {
  await mkdir(join(root, folder));
  await writeFile(join(root, folder, 'notes.txt'), 'mine');
}
