/**
 * Whether an existing folder is the writer's to replace: empty, or its own previous output (a
 * manifest listing every file there and nothing else).
 */
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MANIFEST_FILE, manifestPaths } from './manifest.ts';

/**
 * An entry of a listed output folder: what the writer reads of a `Dirent` (`readdir` with
 * `recursive` and `withFileTypes`), spelt out so the library's declarations need no Node.js types.
 */
export interface OutputEntry {
  readonly name: string;
  readonly parentPath: string;
  isDirectory(): boolean;
}

/** Why the folder `out` with `entries` is not the writer's to replace, or `undefined` when it is. */
export async function ownershipProblem(out: string, entries: readonly OutputEntry[]): Promise<string | undefined> {
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

/** `/`-separated path of an entry below `out`. */
export function entryPath(out: string, entry: OutputEntry): string {
  return relative(out, join(entry.parentPath, entry.name)).split(sep).join('/');
}

/** Entries of `out` that the manifest neither lists nor holds files under. */
function foreignEntries(out: string, entries: readonly OutputEntry[], listed: readonly string[]): string[] {
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
    .map((e) => ({ path: entryPath(out, e), folder: e.isDirectory() }))
    .filter(({ path, folder }) => path !== MANIFEST_FILE && !(folder ? folders.has(path) : files.has(path)))
    .map(({ path }) => path)
    .sort();
}
