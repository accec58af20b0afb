/**
 * The writer: the only code that changes the disk. All or nothing: the package is written into a
 * fresh folder beside the target, then swapped in with renames (`write-swap.ts`), so a failure
 * leaves the old output as it was. Safe: it replaces only a folder that is missing, empty, or its
 * own previous output (a manifest listing every file there), and refuses before touching anything
 * otherwise, or when the swap could not finish. An output folder that is a symbolic link is written
 * through: the folder it points at is replaced and the link stays.
 */
import { resolve } from 'node:path';
import { compareOutput, hasDrift } from './compare.ts';
import type { EmittedFile } from './emit/file.ts';
import { isOutputPath, manifestFile } from './manifest.ts';
import type { OutputGuard } from './output-paths.ts';
import { readTree } from './read.ts';
import { WriteRefusedError } from './write-errors.ts';
import { type Recovery, recoverOutput } from './write-leftovers.ts';
import { replaceProblem, writeAllOrNothing } from './write-swap.ts';
import { outputTarget, ownedEntries } from './write-target.ts';

export { WriteFailedError, WriteRefusedError, WriteStoppedError } from './write-errors.ts';
export type { Recovery } from './write-leftovers.ts';
export { abandonWrites, writeAllOrNothing } from './write-swap.ts';
export { refuseOutput } from './write-target.ts';

export type WriteOptions = OutputGuard;

export interface WriteSummary {
  readonly outDir: string;
  /** Files written, the manifest not counted. */
  readonly files: number;
  /** What an earlier, interrupted write had left beside the output and was put right first. */
  readonly recovered: Recovery;
  /** True when the folder already held these files: nothing was written and no file's time changed. */
  readonly unchanged: boolean;
}

/**
 * Writes `files` (and the manifest) as the whole content of `outDir`. Throws `WriteRefusedError`
 * when `outDir` is not the generator's to replace or could not be replaced whole, and
 * `WriteFailedError` when writing failed all the same.
 */
export async function write(
  files: readonly EmittedFile[],
  outDir: string,
  options: WriteOptions = {},
): Promise<WriteSummary> {
  const out = resolve(options.cwd ?? process.cwd(), outDir);
  const bad = files.find((f) => !isOutputPath(f.path));
  if (bad !== undefined) throw new Error(`cannot write "${bad.path}": not a relative path inside the output`);
  const target = await outputTarget(out, options);
  const recovered = await recoverOutput(target);
  const entries = await ownedEntries(out, target);
  if (entries !== undefined && (await holds(target, files))) {
    return { outDir: out, files: files.length, recovered, unchanged: true };
  }
  const refusal = await replaceProblem(target, entries);
  if (refusal !== undefined) throw new WriteRefusedError(out, refusal);
  // The manifest first: a staging folder left by a run killed part way is then provably the tool's.
  await writeAllOrNothing(target, [manifestFile(files), ...files]);
  return { outDir: out, files: files.length, recovered, unchanged: false };
}

/**
 * Whether the folder already holds exactly `files` and their manifest: then it is left as it is, so
 * the files keep their times and a build or watcher downstream sees no change.
 */
async function holds(dir: string, files: readonly EmittedFile[]): Promise<boolean> {
  return !hasDrift(compareOutput(files, await readTree(dir, '')));
}
