/**
 * Putting a package in place, all or nothing: the files go to a fresh staging folder beside the
 * target and are swapped in by renames. `replaceProblem` checks beforehand what the swap needs (a
 * writable folder beside the target; a previous output that can be moved aside and removed), so a
 * swap that starts also finishes.
 */
import { constants } from 'node:fs';
import { access, chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { EmittedFile } from './emit/file.ts';
import { fsReason, WriteFailedError, WriteStoppedError } from './write-errors.ts';
import { entryPath, type OutputEntry } from './write-ownership.ts';

const WRITABLE_FOLDER = constants.W_OK | constants.X_OK;

/**
 * Why the swap into `out` could not finish, or `undefined` when it can: `entries` are the previous
 * output's (`undefined` when there is none).
 */
export async function replaceProblem(
  out: string,
  entries: readonly OutputEntry[] | undefined,
): Promise<string | undefined> {
  const parent = await nearestExisting(dirname(out));
  if (!(await stat(parent)).isDirectory()) return `${parent} is a file, so no folder can be made in it`;
  const parentDenied = await denied(parent, WRITABLE_FOLDER);
  if (parentDenied !== undefined) return `the folder it is in, ${parent}, cannot be written: ${parentDenied}`;
  if (entries === undefined) return undefined;
  const cannot = (what: string, why: string) => `its previous output cannot be removed: ${what}: ${why}`;
  for (const folder of ['', ...entries.filter((e) => e.isDirectory()).map((e) => entryPath(out, e))]) {
    const why = await denied(join(out, folder), WRITABLE_FOLDER);
    if (why !== undefined)
      return cannot(folder === '' ? 'the output folder is read-only' : `${folder}/ is read-only`, why);
  }
  for (const file of entries.filter((e) => !e.isDirectory())) {
    // A read-only file in a writable folder can be removed; an immutable one (EPERM) cannot.
    const why = await denied(join(out, entryPath(out, file)), constants.W_OK, 'EPERM');
    if (why !== undefined) return cannot(`${entryPath(out, file)} cannot be deleted`, why);
  }
  return undefined;
}

/** A write under way, for `abandonWrites`. */
interface Running {
  abandoned: boolean;
  settled?: Promise<unknown>;
}

const running = new Set<Running>();

/**
 * Stops every write of this process and waits until each has cleaned up: one still filling its
 * staging folder removes it and changes nothing; one already swapping finishes (two renames), so
 * the output is never left missing. For a process about to exit on a signal: the CLI calls it on
 * SIGINT and SIGTERM.
 */
export async function abandonWrites(): Promise<void> {
  for (const write of running) write.abandoned = true;
  await Promise.all([...running].map((write) => write.settled?.catch(() => {})));
}

/** The staging folder's name prefix for `outDir`: the writing process's id, then `mkdtemp`'s six characters. */
export function stagingPrefix(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}-new-${process.pid}-`);
}

/** Puts exactly `files` into `outDir` through a staging folder and renames. */
export async function writeAllOrNothing(outDir: string, files: readonly EmittedFile[]): Promise<void> {
  const write: Running = { abandoned: false };
  running.add(write);
  write.settled = stageAndSwap(outDir, files, write);
  try {
    await write.settled;
  } finally {
    running.delete(write);
  }
}

async function stageAndSwap(outDir: string, files: readonly EmittedFile[], write: Running): Promise<void> {
  let created: string | undefined;
  let staging: string | undefined;
  try {
    if (write.abandoned) throw new WriteStoppedError(outDir);
    created = await mkdir(dirname(outDir), { recursive: true });
    staging = await mkdtemp(stagingPrefix(outDir));
    await chmod(staging, 0o755);
    for (const file of files) {
      if (write.abandoned) throw new WriteStoppedError(outDir);
      const target = join(staging, ...file.path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }
  } catch (error) {
    await rm(created ?? staging ?? '', { recursive: true, force: true }).catch(() => {});
    if (error instanceof WriteStoppedError) throw error;
    throw new WriteFailedError(outDir, fsReason(error));
  }
  await swapIn(staging, outDir);
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  const retired = (await exists(outDir)) ? `${staging}-old` : undefined;
  try {
    if (retired !== undefined) await rename(outDir, retired);
    try {
      await rename(staging, outDir);
    } catch (error) {
      if (retired !== undefined) await rename(retired, outDir);
      throw error;
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
    throw new WriteFailedError(outDir, fsReason(error));
  }
  if (retired === undefined) return;
  try {
    await rm(retired, { recursive: true, force: true });
  } catch (error) {
    throw new WriteFailedError(outDir, fsReason(error), retired);
  }
}

/** `path`, or its nearest ancestor that exists. */
async function nearestExisting(path: string): Promise<string> {
  if (await exists(path)) return path;
  const parent = dirname(path);
  return parent === path ? path : nearestExisting(parent);
}

/** Why `path` may not be accessed with `mode` (only for an error `code` when given), or `undefined`. */
async function denied(path: string, mode: number, code?: string): Promise<string | undefined> {
  try {
    await access(path, mode);
    return undefined;
  } catch (error) {
    return code === undefined || (error as NodeJS.ErrnoException).code === code ? fsReason(error) : undefined;
  }
}

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
