/**
 * What an interrupted write leaves beside an output, and putting it right. A write stages the new
 * package in `.<out>-new-<pid>-XXXXXX` and moves the previous output aside to that name plus `-old`
 * while it swaps (`write-swap.ts`). A run stopped by a signal cleans up after itself (the CLI calls
 * `abandonWrites`); one killed outright (`kill -9`, a CI job cancelled hard, a power cut) leaves these
 * folders behind, and if it died between the two renames, no output at all. The next write recovers:
 * a folder is only touched when its name is exactly the pattern for this output, the process named
 * in it is gone (so a concurrent run is left alone), and it is the tool's by the rule that guards the
 * output (empty, or a manifest listing everything in it).
 */
import type { Dirent } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ownershipProblem } from './write-ownership.ts';
import { exists } from './write-swap.ts';

export interface Recovery {
  /** The leftover folder put back as the output, when the output was missing. */
  readonly restored?: string;
  /** Leftover folders removed. */
  readonly removed: readonly string[];
}

interface Leftover {
  readonly path: string;
  readonly old: boolean;
}

/**
 * Removes the leftovers of interrupted writes beside `outDir`; when `outDir` is missing and a previous
 * output moved aside is among them, puts the newest back first.
 */
export async function recoverOutput(outDir: string): Promise<Recovery> {
  const leftovers = await ownLeftovers(outDir);
  let restored: string | undefined;
  if (!(await exists(outDir))) {
    const newest = await newestFirst(leftovers.filter((l) => l.old));
    // Put back if it can be; if not, this write still puts a complete output in place.
    if (
      newest !== undefined &&
      (await rename(newest.path, outDir).then(
        () => true,
        () => false,
      ))
    ) {
      restored = newest.path;
    }
  }
  const removed: string[] = [];
  for (const leftover of leftovers.filter((l) => l.path !== restored)) {
    // A leftover that cannot be removed is left as it is: it does not stand in this write's way.
    const gone = await rm(leftover.path, { recursive: true, force: true }).then(
      () => true,
      () => false,
    );
    if (gone) removed.push(leftover.path);
  }
  return { ...(restored === undefined ? {} : { restored }), removed };
}

/** Folders beside `outDir` named as its staging or retired folders, of dead processes, that are the tool's. */
async function ownLeftovers(outDir: string): Promise<Leftover[]> {
  const parent = dirname(outDir);
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => [] as Dirent[]);
  const pattern = new RegExp(`^\\.${escapeRegExp(basename(outDir))}-new-(?:(\\d+)-)?[A-Za-z0-9]{6}(-old)?$`);
  const found: Leftover[] = [];
  for (const entry of entries) {
    const match = entry.isDirectory() ? pattern.exec(entry.name) : null;
    if (match === null || (match[1] !== undefined && isRunning(Number(match[1])))) continue;
    const path = join(parent, entry.name);
    const inside = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => undefined);
    if (inside !== undefined && (await ownershipProblem(path, inside)) === undefined) {
      found.push({ path, old: match[2] !== undefined });
    }
  }
  return found;
}

async function newestFirst(leftovers: readonly Leftover[]): Promise<Leftover | undefined> {
  const dated = await Promise.all(leftovers.map(async (l) => ({ l, time: (await stat(l.path)).mtimeMs })));
  return dated.sort((a, b) => b.time - a.time)[0]?.l;
}

/** Whether a process with this id runs (or runs as another user); this process counts as running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
