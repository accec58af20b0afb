/** The writer is all or nothing: a failed write leaves the previous output untouched. */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAllOrNothing } from '../../generator/write.ts';

async function scratch(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'mk8s-write-'));
}

describe('writeAllOrNothing', () => {
  it('replaces the output folder with exactly the given files', async () => {
    const dir = await scratch();
    const out = join(dir, 'generated');
    await mkdir(out);
    await writeFile(join(out, 'stale.txt'), 'old');
    await writeAllOrNothing(out, [
      { path: 'a.txt', contents: 'A' },
      { path: 'nested/b.txt', contents: 'B' },
    ]);
    expect((await readdir(out, { recursive: true })).sort()).toEqual(['a.txt', 'nested', 'nested/b.txt']);
    expect(await readFile(join(out, 'nested', 'b.txt'), 'utf8')).toBe('B');
    expect(await readdir(dir)).toEqual(['generated']);
  });

  it('leaves the old output as it was when a file cannot be written', async () => {
    const dir = await scratch();
    const out = join(dir, 'generated');
    await mkdir(out);
    await writeFile(join(out, 'keep.txt'), 'old');
    // `x` is written as a file, so `x/y` cannot be: the write fails half way.
    const attempt = writeAllOrNothing(out, [
      { path: 'x', contents: 'file' },
      { path: 'x/y', contents: 'cannot exist' },
    ]);
    await expect(attempt).rejects.toThrow();
    expect(await readdir(out)).toEqual(['keep.txt']);
    expect(await readFile(join(out, 'keep.txt'), 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['generated']);
  });
});
