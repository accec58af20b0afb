/**
 * What the writer refuses of an output folder for what it is, before anything is touched: a path it
 * may not replace (`output-paths.ts`), a link to nowhere, a file, a folder it cannot read, a folder
 * that is not its own (`write-ownership.ts`). `generate --check` refuses the same folders through
 * `refuseOutput`, so a check that passes promises that `generate` would write there.
 */
import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { forbiddenOutput, type OutputGuard } from './output-paths.ts';
import { fsReason, WriteRefusedError } from './write-errors.ts';
import { type OutputEntry, ownershipProblem } from './write-ownership.ts';

/**
 * The folder `out` (absolute) stands for: itself, or the folder a symbolic link `out` points at.
 * Throws `WriteRefusedError` for a path the output may not be, or a link that leads nowhere.
 */
export async function outputTarget(out: string, guard: OutputGuard): Promise<string> {
  const forbidden = forbiddenOutput(out, guard);
  if (forbidden !== undefined) throw new WriteRefusedError(out, forbidden);
  return linkTarget(out);
}

/**
 * Everything below `target`, the folder of `out`; `undefined` when it does not exist. Throws
 * `WriteRefusedError` when it is a file, cannot be read, or holds what the writer did not write.
 */
export async function ownedEntries(out: string, target: string): Promise<readonly OutputEntry[] | undefined> {
  const entries = await previousEntries(out, target);
  if (entries === 'file') throw new WriteRefusedError(out, 'it is a file, not a folder');
  const foreign = entries === undefined ? undefined : await ownershipProblem(target, entries);
  if (foreign !== undefined) throw new WriteRefusedError(out, foreign);
  return entries;
}

/**
 * The folder `out` (absolute) stands for, when the writer could write there; throws
 * `WriteRefusedError`, with the writer's reason, when it could not. Reads only.
 */
export async function refuseOutput(out: string, guard: OutputGuard): Promise<string> {
  const target = await outputTarget(out, guard);
  await ownedEntries(out, target);
  return target;
}

/** The folder a symbolic link `out` points at (`out` itself when it is no link). */
async function linkTarget(out: string): Promise<string> {
  try {
    if (!(await lstat(out)).isSymbolicLink()) return out;
  } catch {
    return out;
  }
  try {
    return await realpath(out);
  } catch {
    const to = await readlink(out).catch(() => '?');
    throw new WriteRefusedError(out, `it is a symbolic link to ${to}, which does not exist`);
  }
}

/** Everything below the folder `target`; `undefined` when it does not exist, `'file'` when it is a file. */
async function previousEntries(out: string, target: string): Promise<readonly OutputEntry[] | 'file' | undefined> {
  try {
    if (!(await stat(target)).isDirectory()) return 'file';
    return await readdir(target, { recursive: true, withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new WriteRefusedError(out, `it cannot be read (${fsReason(error)})`);
  }
}
