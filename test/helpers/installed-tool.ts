/**
 * The tool as a user gets it: `npm pack` of the repository (which builds dist/ through `prepack`),
 * the tarball installed with production dependencies only into a new project in a temporary
 * folder. Used by the end-to-end tests and by the benchmarks of the installed tool.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installTarball, pack, type RunResult, run } from './consumer.ts';
import { REPO } from './spec.ts';

export interface InstalledTool {
  /** The temporary folder holding the tarball and the project. */
  readonly dir: string;
  /** The consumer project the tool is installed in. */
  readonly project: string;
  readonly tarball: string;
  /** What `npm pack --json` said it packed. */
  readonly packed: readonly string[];
  /** The installed `bin`: `node_modules/.bin/mk8s-codegen`. */
  readonly bin: string;
  /** Runs the installed command (through node, no npm) in `cwd` (default: the project). */
  readonly cli: (args: readonly string[], cwd?: string) => Promise<RunResult>;
  readonly dispose: () => Promise<void>;
}

export async function installTool(): Promise<InstalledTool> {
  const dir = await mkdtemp(join(tmpdir(), 'mk8s-tool-'));
  const { tarball, files } = await pack(REPO, dir);
  const project = join(dir, 'project');
  await installTarball(project, tarball, ['--omit=dev']);
  const bin = join(project, 'node_modules', '.bin', 'mk8s-codegen');
  return {
    dir,
    project,
    tarball,
    packed: files,
    bin,
    cli: (args, cwd = project) => run(process.execPath, [bin, ...args], cwd),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
