/**
 * A fresh consumer project in a temporary folder with the packed package installed from its
 * tarball (and the local npm cache), so tests see exactly what a user of the registry would get.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from './spec.ts';

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      [...args],
      { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export interface Consumer {
  readonly dir: string;
  readonly tarball: string;
  readonly dispose: () => Promise<void>;
}

export interface Packed {
  /** The tarball's path. */
  readonly tarball: string;
  /** The files it holds, as `npm pack --json` lists them. */
  readonly files: readonly string[];
}

/** `npm pack` of the package in `source`, into `destination`. */
export async function pack(source: string, destination: string): Promise<Packed> {
  const packed = await run('npm', ['pack', '--pack-destination', destination, '--json'], source);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  if (info === undefined) throw new Error(`npm pack said nothing: ${packed.stdout}`);
  return { tarball: join(destination, info.filename), files: info.files.map((f) => f.path).sort() };
}

/** A new project in `project` (created if need be) with `tarball` installed from the local npm cache. */
export async function installTarball(project: string, tarball: string, flags: readonly string[]): Promise<void> {
  await mkdir(project, { recursive: true });
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }, null, 2));
  const args = ['install', '--prefer-offline', '--no-audit', '--no-fund', ...flags, tarball];
  const installed = await run('npm', args, project);
  if (installed.code !== 0) throw new Error(`npm install of ${tarball} failed: ${installed.stderr}`);
}

/** Packs generated/ and installs the tarball into a new project holding test/fixtures/consumer/. */
export async function createConsumer(): Promise<Consumer> {
  const dir = await mkdtemp(join(tmpdir(), 'mk8s-consumer-'));
  const { tarball } = await pack(join(REPO, 'generated'), dir);
  const project = join(dir, 'project');
  await cp(join(REPO, 'test', 'fixtures', 'consumer'), project, { recursive: true });
  await installTarball(project, tarball, ['--ignore-scripts']);
  return { dir: project, tarball, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** The files a tarball holds, relative to the package folder. */
export async function packedFiles(consumer: Consumer): Promise<string[]> {
  const root = join(consumer.dir, 'node_modules', '@mk8s', 'schema');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}
