/**
 * The writer: all or nothing, and safe with the user's files. A table of output targets and what
 * each must do; a refusal leaves every file of the working directory exactly as it was.
 */
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../generator/emit/file.ts';
import { MANIFEST_FILE } from '../../generator/manifest.ts';
import { WriteRefusedError, write, writeAllOrNothing } from '../../generator/write.ts';

const FILES: readonly EmittedFile[] = [
  { path: 'index.js', contents: 'export {};\n' },
  { path: 'nested/types.d.ts', contents: 'export type A = 1;\n' },
];

let root: string;
let project: string;
let spec: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-write-'));
  project = join(root, 'project');
  spec = join(project, 'spec');
  await mkdir(spec, { recursive: true });
  await writeFile(join(spec, 'cluster.json'), '{}');
  await writeFile(join(project, 'README.md'), 'mine');
});

/** Every file below `dir` with its text: what a refusal must leave untouched. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const e of entries.filter((x) => x.isFile())) {
    const path = join(e.parentPath, e.name);
    files[path.slice(dir.length + 1)] = await readFile(path, 'utf8');
  }
  return files;
}

async function previousOutput(out: string): Promise<void> {
  await write([{ path: 'old.js', contents: 'old' }, ...FILES], out, { cwd: project, spec });
}

type Target = [name: string, { given: () => Promise<string>; want: 'written' | RegExp }];

const targets: Target[] = [
  ['a missing folder', { given: async () => join(project, 'generated'), want: 'written' }],
  ['a missing folder in a missing parent', { given: async () => join(project, 'a', 'b'), want: 'written' }],
  [
    'an empty folder',
    {
      given: async () => {
        await mkdir(join(project, 'empty'));
        return join(project, 'empty');
      },
      want: 'written',
    },
  ],
  [
    'a folder with a user file',
    {
      given: async () => {
        await mkdir(join(project, 'out'));
        await writeFile(join(project, 'out', 'notes.txt'), 'my notes');
        return join(project, 'out');
      },
      want: /it is not empty and holds no \.mk8s-codegen\.json/,
    },
  ],
  ['the working directory (.)', { given: async () => project, want: /it is the working directory/ }],
  ['a parent of the working directory', { given: async () => root, want: /it contains the working directory/ }],
  ['the spec folder', { given: async () => spec, want: /it is the spec folder/ }],
  [
    'a parent of the spec folder that is not the working directory',
    {
      given: async () => {
        const outer = join(project, 'schemas');
        await mkdir(join(outer, 'spec'), { recursive: true });
        spec = join(outer, 'spec');
        return outer;
      },
      want: /it contains the spec folder/,
    },
  ],
  ['a folder inside the spec folder', { given: async () => join(spec, 'out'), want: /it is inside the spec folder/ }],
  [
    'the spec folder through a symbolic link',
    {
      given: async () => {
        await symlink(spec, join(project, 'link'));
        return join(project, 'link');
      },
      want: /it is the spec folder/,
    },
  ],
  [
    'a previous output',
    {
      given: async () => {
        await previousOutput(join(project, 'generated'));
        return join(project, 'generated');
      },
      want: 'written',
    },
  ],
  [
    'a previous output with a user file added',
    {
      given: async () => {
        await previousOutput(join(project, 'generated'));
        await writeFile(join(project, 'generated', 'nested', 'extra.ts'), 'mine');
        return join(project, 'generated');
      },
      want: /holds files that mk8s-codegen did not write \(nested\/extra\.ts\)/,
    },
  ],
  [
    'a previous output with a user folder added',
    {
      given: async () => {
        await previousOutput(join(project, 'generated'));
        await mkdir(join(project, 'generated', 'mine'));
        return join(project, 'generated');
      },
      want: /did not write \(mine\)/,
    },
  ],
  [
    'a folder whose manifest is not one',
    {
      given: async () => {
        await mkdir(join(project, 'out'));
        await writeFile(join(project, 'out', MANIFEST_FILE), '{"files": "all"}');
        return join(project, 'out');
      },
      want: /holds no \.mk8s-codegen\.json/,
    },
  ],
  [
    'a file',
    {
      given: async () => {
        await writeFile(join(project, 'out'), 'a file');
        return join(project, 'out');
      },
      want: /it is a file, not a folder/,
    },
  ],
];

describe('write: where it writes and where it refuses', () => {
  it.each(targets)('%s', async (_name, { given, want }) => {
    const out = await given();
    const before = await snapshot(root);
    const attempt = write(FILES, out, { cwd: project, spec });
    if (want === 'written') {
      await expect(attempt).resolves.toEqual({
        outDir: out,
        files: FILES.length,
        recovered: { removed: [] },
        unchanged: false,
      });
      const written = await snapshot(out);
      expect(Object.keys(written).sort()).toEqual([MANIFEST_FILE, 'index.js', 'nested/types.d.ts']);
      expect(JSON.parse(written[MANIFEST_FILE] ?? '').files).toEqual(['index.js', 'nested/types.d.ts']);
      // Nothing outside the output changed, and no staging folder is left behind.
      const after = await snapshot(root);
      const outside = (files: Record<string, string>) =>
        Object.entries(files).filter(([p]) => !join(root, p).startsWith(`${out}/`));
      expect(outside(after)).toEqual(outside(before));
      expect((await readdir(project)).filter((n) => n.startsWith('.'))).toEqual([]);
    } else {
      await expect(attempt).rejects.toThrow(WriteRefusedError);
      await expect(write(FILES, out, { cwd: project, spec })).rejects.toThrow(want);
      expect(await snapshot(root)).toEqual(before);
    }
  });

  it('writes through an output folder that is a symbolic link: the folder it points at is replaced, the link stays', async () => {
    const shared = join(project, 'shared', 'pkg');
    await previousOutput(shared);
    const link = join(project, 'generated');
    await symlink(join('shared', 'pkg'), link);
    await expect(write(FILES, link, { cwd: project, spec })).resolves.toEqual({
      outDir: link,
      files: FILES.length,
      recovered: { removed: [] },
      unchanged: false,
    });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(join('shared', 'pkg'));
    expect(Object.keys(await snapshot(shared)).sort()).toEqual([MANIFEST_FILE, 'index.js', 'nested/types.d.ts']);
    expect(await readdir(join(project, 'shared'))).toEqual(['pkg']);
  });

  it('refuses an output folder that is a symbolic link to nothing', async () => {
    await symlink('nowhere', join(project, 'generated'));
    const before = await snapshot(root);
    await expect(write(FILES, join(project, 'generated'), { cwd: project, spec })).rejects.toThrow(
      /refusing to write .*generated: it is a symbolic link to nowhere, which does not exist; nothing was changed/,
    );
    expect(await snapshot(root)).toEqual(before);
    expect(await readlink(join(project, 'generated'))).toBe('nowhere');
  });

  it('leaves an output that already holds the files as it is: no file rewritten, its times kept', async () => {
    const out = join(project, 'generated');
    await write(FILES, out, { cwd: project, spec });
    const stamps = async () =>
      Promise.all(
        [MANIFEST_FILE, 'index.js', 'nested/types.d.ts'].map(async (p) => (await stat(join(out, p))).mtimeMs),
      );
    const old = new Date(Date.now() - 60_000);
    for (const p of [MANIFEST_FILE, 'index.js', 'nested/types.d.ts']) await utimes(join(out, p), old, old);
    const before = await stamps();
    const again = await write(FILES, out, { cwd: project, spec });
    expect(again).toEqual({ outDir: out, files: FILES.length, recovered: { removed: [] }, unchanged: true });
    expect(await stamps()).toEqual(before);
    // One file different: the whole output is written again.
    const changed = [FILES[0] as EmittedFile, { path: 'nested/types.d.ts', contents: 'export type A = 2;\n' }];
    expect((await write(changed, out, { cwd: project, spec })).unchanged).toBe(false);
    expect(await readFile(join(out, 'nested', 'types.d.ts'), 'utf8')).toBe('export type A = 2;\n');
    expect((await stamps())[1]).toBeGreaterThan(before[1] ?? Number.POSITIVE_INFINITY);
  });

  it('still refuses an output holding files it did not write, even where --check does not look', async () => {
    const out = join(project, 'generated');
    await write(FILES, out, { cwd: project, spec });
    await mkdir(join(out, 'node_modules', 'x'), { recursive: true });
    await writeFile(join(out, 'node_modules', 'x', 'index.js'), 'mine');
    await expect(write(FILES, out, { cwd: project, spec })).rejects.toThrow(/did not write \(node_modules/);
  });

  it('says nothing was changed when it refuses', async () => {
    await expect(write(FILES, project, { cwd: project })).rejects.toThrow(/; nothing was changed$/);
  });

  it.each(['../escape.js', '/etc/passwd', 'a/../../b', MANIFEST_FILE, 'a//b'])(
    'refuses a file path outside the output: %s',
    async (path) => {
      await expect(write([{ path, contents: 'x' }], join(project, 'out'), { cwd: project })).rejects.toThrow(
        /not a relative path inside the output/,
      );
      expect(await readdir(project)).toEqual(['README.md', 'spec']);
    },
  );
});

describe('writeAllOrNothing', () => {
  it('leaves the old output as it was when a file cannot be written', async () => {
    const out = join(root, 'generated');
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
    expect((await readdir(root)).sort()).toEqual(['generated', 'project']);
  });
});
