/**
 * What a run killed part way leaves beside its output (a staging folder, the previous output moved
 * aside), put right by the next write: removed, or put back when the output itself is missing. Only
 * folders named for this output, of a process that is gone, holding nothing but the tool's files.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../generator/emit/file.ts';
import { MANIFEST_FILE } from '../../generator/manifest.ts';
import { write } from '../../generator/write.ts';

const FILES: readonly EmittedFile[] = [
  { path: 'index.js', contents: 'export {};\n' },
  { path: 'nested/types.d.ts', contents: 'export type A = 1;\n' },
];

/** The id of a process that has ended. */
const deadPid = spawnSync(process.execPath, ['-e', '']).pid;

let root: string;
let out: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-leftovers-'));
  out = join(root, 'generated');
});

/** A copy of a written output under `name` beside it; `partial` leaves out a file, as a killed staging write does. */
async function leftover(name: string, partial = false): Promise<string> {
  const path = join(root, name);
  await cp(out, path, { recursive: true });
  if (partial) await writeFile(join(path, 'index.js'), '').then(() => rename(join(path, 'nested'), join(root, 'x')));
  return path;
}

describe('write: leftovers of an interrupted run', () => {
  it('removes staging and moved-aside folders of a process that is gone, old and new names alike', async () => {
    await write(FILES, out);
    const removed = [
      await leftover(`.generated-new-${deadPid}-aB3dE9`, true),
      await leftover(`.generated-new-${deadPid}-Zz0Zz0-old`),
      await leftover('.generated-new-Qw12Er'),
      await leftover('.generated-new-Qw12Er-old'),
    ];
    await mkdir(join(root, `.generated-new-${deadPid}-empty1`));
    const summary = await write(FILES, out);
    expect([...summary.recovered.removed].sort()).toEqual(
      [...removed, join(root, `.generated-new-${deadPid}-empty1`)].sort(),
    );
    expect(summary.recovered.restored).toBeUndefined();
    expect((await readdir(root)).sort()).toEqual(['generated', 'x']);
  });

  it('puts the previous output back when a run died between moving it aside and moving the new one in', async () => {
    await write([{ path: 'previous.js', contents: 'kept' }], out);
    await rename(out, join(root, `.generated-new-${deadPid}-aB3dE9-old`));
    const { recovered } = await write(FILES, out);
    expect(recovered).toEqual({ restored: join(root, `.generated-new-${deadPid}-aB3dE9-old`), removed: [] });
    expect((await readdir(out)).sort()).toEqual([MANIFEST_FILE, 'index.js', 'nested']);
    expect(await readdir(root)).toEqual(['generated']);
  });

  it.each([
    ['a running process’s staging folder (a concurrent run)', `.generated-new-${process.pid}-aB3dE9`, false],
    ['a folder holding a file the tool did not write', `.generated-new-${deadPid}-aB3dE9`, true],
    ['a folder of another output', `.other-new-${deadPid}-aB3dE9`, false],
    ['a folder named almost as the tool names them', '.generated-new-notes', false],
    ['a folder named almost as the tool names them, with -old', `.generated-new-${deadPid}-aB3dE-old`, false],
  ])('leaves alone %s', async (_what, name, foreign) => {
    await write(FILES, out);
    const path = await leftover(name);
    if (foreign) await writeFile(join(path, 'mine.txt'), 'mine');
    const { recovered } = await write(FILES, out);
    expect(recovered).toEqual({ removed: [] });
    expect(await readdir(path)).toContain('index.js');
    if (foreign) expect(await readFile(join(path, 'mine.txt'), 'utf8')).toBe('mine');
  });

  it('removes a staging folder cut short after its first file, the manifest', async () => {
    await write(FILES, out);
    const staged = await leftover(`.generated-new-${deadPid}-aB3dE9`);
    // Only the manifest made it before the run was killed.
    for (const name of await readdir(staged))
      if (name !== MANIFEST_FILE) await rename(join(staged, name), join(root, `moved-${name}`));
    expect((await write(FILES, out)).recovered.removed).toEqual([staged]);
  });
});
