/**
 * The folder of cluster files that the tests of `validate` on many files run in: written before
 * them, removed after them.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll } from 'vitest';
import { stringify } from 'yaml';
import { fullCreateBody, fullResource } from './bodies.ts';
import { type CliRun, runCli } from './cli.ts';
import { useTempDir } from './temp-dir.ts';

/** The smallest valid create body. */
export const SMALL_CREATE = { name: 'prod', spec: { version: '1.31.5', provider: { generic: { location: 'eu' } } } };

/** Files (path → text) of every kind `validate` meets: in folders, hidden, not cluster files, streams. */
const CLUSTER_FILES: Readonly<Record<string, string>> = {
  'clusters/a.yaml': stringify(SMALL_CREATE),
  'clusters/b.json': JSON.stringify(fullCreateBody()),
  'clusters/nested/c.yml': stringify(fullResource()),
  'clusters/nested/bad.yaml': 'name: Bad_Name\nspec:\n  version: "1.31.5"\n',
  'clusters/notes.txt': 'not a cluster file',
  'clusters/node_modules/x.json': '{',
  'clusters/.hidden/y.json': '{',
  'stream.yaml': `${stringify(fullResource())}---\n${stringify(SMALL_CREATE)}---\nspec:\n  $drop: [firewall]\n`,
  'unknown.yaml': 'description: what am I?\n',
  'empty.yaml': '# nothing here\n',
  'odd,name:x.yaml': 'name: Bad_Name\n',
  'empty-folder/.keep': '',
};

export interface ClusterFolder {
  /** The folder's path (inside a test or hook). */
  readonly dir: () => string;
  /** Runs the command line in the folder. */
  readonly run: (argv: readonly string[], stdin?: string, io?: Parameters<typeof runCli>[3]) => Promise<CliRun>;
}

/**
 * Registers the hooks that write `files` (path → text; by default, the files of every kind) and
 * `links` (path → the target it names) into a temporary folder.
 */
export function useClusterFiles(
  prefix: string,
  files: Readonly<Record<string, string>> = CLUSTER_FILES,
  links: Readonly<Record<string, string>> = {},
): ClusterFolder {
  const dir = useTempDir(prefix);
  beforeAll(async () => {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir(), name)), { recursive: true });
      await writeFile(join(dir(), name), text);
    }
    for (const [name, target] of Object.entries(links)) await symlink(target, join(dir(), name));
  });
  return { dir, run: (argv, stdin, io) => runCli(dir(), argv, stdin, io) };
}
