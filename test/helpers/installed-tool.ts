/**
 * The tool as a user gets it: `npm pack` of the repository (which builds dist/ through `prepack`),
 * the tarball installed with production dependencies only into a new project in a temporary
 * folder. Used by the end-to-end tests and by the benchmarks of the installed tool.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunResult, run } from './consumer.ts';
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
  const packed = await run('npm', ['pack', '--pack-destination', dir, '--json'], REPO);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  if (info === undefined) throw new Error(`npm pack said nothing: ${packed.stdout}`);
  const tarball = join(dir, info.filename);
  const project = join(dir, 'project');
  await run('mkdir', ['-p', project], dir);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }, null, 2));
  const installed = await run(
    'npm',
    ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', tarball],
    project,
  );
  if (installed.code !== 0) throw new Error(`npm install of the tool failed: ${installed.stderr}`);
  const bin = join(project, 'node_modules', '.bin', 'mk8s-codegen');
  return {
    dir,
    project,
    tarball,
    packed: info.files.map((f) => f.path).sort(),
    bin,
    cli: (args, cwd = project) => run(process.execPath, [bin, ...args], cwd),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
