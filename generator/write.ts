/**
 * The writer: the only code that changes the disk. All or nothing: the package is written into a
 * fresh folder beside the target, then swapped in with renames, so a failure leaves the old
 * output as it was. Safe: it replaces only a folder that is missing, empty, or its own previous
 * output (a manifest listing every file there), and refuses before touching anything otherwise.
 */
import type { Dirent } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { EmittedFile } from './emit/file.ts';
import { isOutputPath, MANIFEST_FILE, manifestFile, manifestPaths } from './manifest.ts';
import { forbiddenOutput, type OutputGuard } from './output-paths.ts';

export type WriteOptions = OutputGuard;

/** The output folder may not be written; nothing was changed. */
export class WriteRefusedError extends Error {
  constructor(
    readonly outDir: string,
    readonly reason: string,
  ) {
    super(`refusing to write ${outDir}: ${reason}; nothing was changed`);
  }
}

export interface WriteSummary {
  readonly outDir: string;
  /** Files written, the manifest not counted. */
  readonly files: number;
}

/**
 * Writes `files` (and the manifest) as the whole content of `outDir`. Throws `WriteRefusedError`
 * when `outDir` is not the generator's to replace.
 */
export async function write(
  files: readonly EmittedFile[],
  outDir: string,
  options: WriteOptions = {},
): Promise<WriteSummary> {
  const out = resolve(options.cwd ?? process.cwd(), outDir);
  const bad = files.find((f) => !isOutputPath(f.path));
  if (bad !== undefined) throw new Error(`cannot write "${bad.path}": not a relative path inside the output`);
  const forbidden = forbiddenOutput(out, options);
  if (forbidden !== undefined) throw new WriteRefusedError(out, forbidden);
  const refusal = await ownershipProblem(out);
  if (refusal !== undefined) throw new WriteRefusedError(out, refusal);
  await writeAllOrNothing(out, [...files, manifestFile(files)]);
  return { outDir: out, files: files.length };
}

/** Why `out` is not the writer's to replace, or `undefined` when it is. */
async function ownershipProblem(out: string): Promise<string | undefined> {
  let entries: Dirent[];
  try {
    if (!(await stat(out)).isDirectory()) return 'it is a file, not a folder';
    entries = await readdir(out, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (entries.length === 0) return undefined;
  const manifest = await readFile(join(out, MANIFEST_FILE), 'utf8').catch(() => undefined);
  const listed = manifest === undefined ? undefined : manifestPaths(manifest);
  if (listed === undefined) {
    return `it is not empty and holds no ${MANIFEST_FILE} (mk8s-codegen writes only into a new or empty folder, or over its own output)`;
  }
  const foreign = foreignEntries(out, entries, listed);
  if (foreign.length === 0) return undefined;
  const shown = foreign.slice(0, 10).join(', ') + (foreign.length > 10 ? `, and ${foreign.length - 10} more` : '');
  return `it holds files that mk8s-codegen did not write (${shown}); move them elsewhere`;
}

/** Entries of `out` that the manifest neither lists nor holds files under. */
function foreignEntries(out: string, entries: readonly Dirent[], listed: readonly string[]): string[] {
  const files = new Set(listed);
  const folders = new Set(
    listed.flatMap((p) =>
      p
        .split('/')
        .slice(0, -1)
        .map((_, i, s) => s.slice(0, i + 1).join('/')),
    ),
  );
  return entries
    .map((e) => ({ path: relative(out, join(e.parentPath, e.name)).split(sep).join('/'), folder: e.isDirectory() }))
    .filter(({ path, folder }) => path !== MANIFEST_FILE && !(folder ? folders.has(path) : files.has(path)))
    .map(({ path }) => path)
    .sort();
}

/** Puts exactly `files` into `outDir` through a staging folder and renames. */
export async function writeAllOrNothing(outDir: string, files: readonly EmittedFile[]): Promise<void> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, `.${basename(outDir)}-new-`));
  await chmod(staging, 0o755);
  try {
    for (const file of files) {
      const target = join(staging, ...file.path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await swapIn(staging, outDir);
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!(await exists(outDir))) {
    await rename(staging, outDir);
    return;
  }
  const retired = `${staging}-old`;
  await rename(outDir, retired);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(retired, outDir);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
