/**
 * The cluster files a folder or a glob pattern names. Links are followed, to files and to folders
 * alike, and each file is known by its real path as well as by the path it was reached by, so a
 * file reached twice (through a link, a folder linked into itself) is checked once and a cycle of
 * links ends. A link that leads nowhere, inside a folder or named directly, is reported as such:
 * the target it names and what is wrong with it, never skipped.
 */
import { realpathSync } from 'node:fs';
import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Extensions of cluster files, which `validate` picks from a folder. */
export const CLUSTER_FILE_EXTENSIONS: readonly string[] = ['.json', '.yaml', '.yml'];

export interface FoundFile {
  /** The absolute path it was reached by, which is shown. */
  readonly path: string;
  /** Its real path, links resolved: the same file by every way to it. */
  readonly real: string;
}

export interface BrokenLink {
  readonly path: string;
  /** Why it leads to no file: the target it names and what is wrong with it. */
  readonly reason: string;
}

/**
 * A file named directly, with its real path; its own path when it has none (`<(command)` names a
 * pipe through `/dev/fd`, which leads to no path).
 */
export function foundFile(path: string): FoundFile {
  try {
    return { path, real: realpathSync.native(path) };
  } catch {
    return { path, real: path };
  }
}

/**
 * The cluster files below `dir` and the links there that lead nowhere, sorted by path, without
 * descending into `node_modules` or hidden folders such as `.git`. Walked breadth first in name
 * order with a queue (folder depth costs no stack); a real folder is walked once however many links
 * lead to it, and a file reached by several paths keeps the first in path order.
 */
export async function listClusterFiles(dir: string): Promise<(FoundFile | BrokenLink)[]> {
  const found: FoundFile[] = [];
  const broken: BrokenLink[] = [];
  const walked = new Set<string>();
  const queue: FoundFile[] = [{ path: dir, real: await realpath(dir) }];
  for (let next = 0; next < queue.length; next++) {
    const folder = queue[next] as FoundFile;
    if (walked.has(folder.real)) continue;
    walked.add(folder.real);
    const entries = await readdir(folder.path, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => compare(a.name, b.name))) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(folder.path, entry.name);
      const target = entry.isSymbolicLink()
        ? await followLink(path)
        : { real: join(folder.real, entry.name), isFolder: entry.isDirectory(), isFile: entry.isFile() };
      if ('reason' in target) broken.push(target);
      else if (target.isFolder) queue.push({ path, real: target.real });
      else if (target.isFile && isClusterFile(entry.name)) found.push({ path, real: target.real });
    }
  }
  return [...oncePerRealPath(found), ...broken].sort((a, b) => compare(a.path, b.path));
}

/** Sorted by path, each real file once: at the first path that reaches it. */
function oncePerRealPath(files: readonly FoundFile[]): FoundFile[] {
  const once = new Map<string, FoundFile>();
  for (const file of [...files].sort((a, b) => compare(a.path, b.path))) {
    if (!once.has(file.real)) once.set(file.real, file);
  }
  return [...once.values()];
}

function isClusterFile(name: string): boolean {
  const lower = name.toLowerCase();
  return CLUSTER_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface LinkTarget {
  readonly real: string;
  readonly isFolder: boolean;
  readonly isFile: boolean;
}

/**
 * Why `path` leads to no file when it is a link that leads nowhere (to a missing target, into a loop
 * of links); `undefined` when it is no link, or one that leads somewhere.
 */
export async function brokenLink(path: string): Promise<BrokenLink | undefined> {
  const isLink = await lstat(path).then(
    (stats) => stats.isSymbolicLink(),
    () => false,
  );
  if (!isLink) return undefined;
  const target = await followLink(path);
  return 'reason' in target ? target : undefined;
}

/** Where a link leads: a file or a folder and its real path, or why it leads nowhere. */
async function followLink(path: string): Promise<LinkTarget | BrokenLink> {
  try {
    const [real, stats] = await Promise.all([realpath(path), stat(path)]);
    return { real, isFolder: stats.isDirectory(), isFile: stats.isFile() };
  } catch (error) {
    const target = await readlink(path).catch(() => '?');
    const code = (error as NodeJS.ErrnoException).code;
    const what =
      code === 'ENOENT'
        ? 'which does not exist'
        : code === 'ELOOP'
          ? 'a loop of links'
          : `which cannot be read (${code})`;
    return { path, reason: `a link to ${target}, ${what}` };
  }
}

/** The files a glob pattern matches, relative to `cwd` (sorted by path, each real file once); loads the matcher on first use. */
export async function matchGlob(pattern: string, cwd: string): Promise<FoundFile[]> {
  const { glob } = await import('tinyglobby');
  const found = await glob([pattern], { cwd, absolute: true, onlyFiles: true, ignore: ['**/node_modules/**'] });
  return oncePerRealPath(found.map((p) => foundFile(resolve(p))));
}
