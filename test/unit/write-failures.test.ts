/**
 * The writer when the disk says no: an old output it could move but not remove, a folder it cannot
 * write in, a file where a folder must be. Permissions do not bind root (CI runs as root), so the
 * refusals of the file system are injected into `node:fs/promises` here; the situations root cannot
 * pass either are made for real.
 */
import type * as fs from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmittedFile } from '../../generator/emit/file.ts';
import { WriteFailedError, WriteRefusedError, write } from '../../generator/write.ts';

/** Paths the injected `access` and `rm` refuse, with the error code they give. */
const refusals = { access: new Map<string, string>(), rm: new Map<string, string>() };

function injected<T extends (path: string, ...rest: never[]) => Promise<unknown>>(name: 'access' | 'rm', real: T): T {
  return (async (path: string, ...rest: never[]) => {
    const code = [...refusals[name]].find(([p]) => path === p || path.endsWith(p))?.[1];
    if (code !== undefined) throw Object.assign(new Error(`${code}: refused, ${name} '${path}'`), { code });
    return real(path, ...rest);
  }) as T;
}

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  return { ...real, access: injected('access', real.access), rm: injected('rm', real.rm) };
});

const FILES: readonly EmittedFile[] = [
  { path: 'index.js', contents: 'export {};\n' },
  { path: 'nested/types.d.ts', contents: 'export type A = 1;\n' },
];

let project: string;
let out: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'mk8s-write-fail-'));
  out = join(project, 'generated');
  await write([{ path: 'old.js', contents: 'old' }], out, { cwd: project });
});

afterEach(() => {
  refusals.access.clear();
  refusals.rm.clear();
});

/** The project's entries and the old output's files: what "nothing was changed" must keep. */
async function state(): Promise<{ project: string[]; output: string[] }> {
  return { project: (await readdir(project)).sort(), output: (await readdir(out)).sort() };
}

describe('write: refusing a swap that could not finish', () => {
  it.each([
    [
      'the output folder is read-only',
      () => out,
      /its previous output cannot be removed: the output folder is read-only: permission denied \(EACCES\); nothing was changed$/,
    ],
    [
      'a folder inside it is read-only',
      () => join(out, 'nested'),
      /its previous output cannot be removed: nested\/ is read-only: permission denied \(EACCES\)/,
    ],
    [
      'the folder it is in is read-only',
      () => project,
      /the folder it is in, .*, cannot be written: permission denied \(EACCES\)/,
    ],
  ])('%s: refuses naming the output, changes nothing', async (_name, refused, reason) => {
    await write(FILES, out, { cwd: project });
    const before = await state();
    const oldIndex = await readFile(join(out, 'index.js'), 'utf8');
    refusals.access.set(refused(), 'EACCES');
    const changed = [{ path: 'index.js', contents: 'new' }];
    await expect(write(changed, out, { cwd: project })).rejects.toThrow(WriteRefusedError);
    await expect(write(changed, out, { cwd: project })).rejects.toThrow(reason);
    expect(await state()).toEqual(before);
    expect(await readFile(join(out, 'index.js'), 'utf8')).toBe(oldIndex);
  });

  it('refuses an old output with a file that cannot be deleted (immutable), but not a read-only one', async () => {
    refusals.access.set('/generated/old.js', 'EPERM');
    await expect(write(FILES, out, { cwd: project })).rejects.toThrow(
      /refusing to write .*generated: its previous output cannot be removed: old\.js cannot be deleted: operation not permitted \(EPERM\); nothing was changed/,
    );
    refusals.access.set('/generated/old.js', 'EACCES');
    await expect(write(FILES, out, { cwd: project })).resolves.toEqual({
      outDir: out,
      files: 2,
      recovered: { removed: [] },
      unchanged: false,
    });
  });

  it('refuses a folder below a file, which root cannot write either, naming the output', async () => {
    await writeFile(join(project, 'notes'), 'mine');
    const below = join(project, 'notes', 'pkg');
    await expect(write(FILES, below, { cwd: project })).rejects.toThrow(
      `refusing to write ${below}: ${join(project, 'notes')} is a file, so no folder can be made in it; nothing was changed`,
    );
    expect(await readFile(join(project, 'notes'), 'utf8')).toBe('mine');
  });
});

describe('write: an old output that cannot be removed after the swap', () => {
  it('leaves the new output in place and names the leftover folder', async () => {
    refusals.rm.set('-old', 'EACCES');
    const attempt = write(FILES, out, { cwd: project });
    await expect(attempt).rejects.toThrow(WriteFailedError);
    const error = (await attempt.catch((e: unknown) => e)) as WriteFailedError;
    expect(error.leftover).toMatch(/\/\.generated-new-[^/]+-old$/);
    expect(error.message).toBe(
      `wrote ${out}, but its previous output, moved aside to ${error.leftover}, could not be removed: permission denied (EACCES); remove that folder by hand`,
    );
    expect((await readdir(out)).sort()).toEqual(['.mk8s-codegen.json', 'index.js', 'nested']);
    expect(await readdir(error.leftover ?? '')).toEqual(expect.arrayContaining(['old.js']));
  });
});

describe('write: a staging folder that cannot be filled', () => {
  it('removes what it made and says nothing was changed', async () => {
    await mkdir(join(project, 'deeper'));
    const target = join(project, 'deeper', 'a', 'b', 'pkg');
    // `x` is written as a file, so `x/y` cannot be: the write fails half way.
    const attempt = write(
      [
        { path: 'x', contents: 'file' },
        { path: 'x/y', contents: 'cannot exist' },
      ],
      target,
      { cwd: project },
    );
    const message = ((await attempt.catch((e: unknown) => e)) as Error).message;
    expect(message).toMatch(
      /^cannot write .*: (something|a file) stands where a folder must be.*; nothing was changed$/,
    );
    // It names the output, not the staging folder it was writing.
    expect(message.startsWith(`cannot write ${target}: `)).toBe(true);
    expect(message).not.toContain('-new-');
    expect(await readdir(join(project, 'deeper'))).toEqual([]);
  });
});
