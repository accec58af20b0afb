/**
 * `mk8s-codegen compat` in a project with a configuration: the spec folder and the package version
 * come from it, the base version from the configuration at the ref (or around a base folder), an
 * unknown base version is said and asked for, and a broken configuration is a usage error.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FILE } from '../../../generator/config.ts';
import { runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

const GOLDEN = join(REPO, 'test', 'fixtures', 'small-spec');
/** The version `generate` writes when the configuration sets none. */
const TOOL_VERSION: string = JSON.parse(readFileSync(join(REPO, 'templates', 'package', 'meta.json'), 'utf8')).version;
const NAME = '@acme/cluster-schema';
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-compat-config-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd });

/** A project whose spec is a copy of the golden spec in `schema/`. */
async function project(name: string, config?: object): Promise<string> {
  const dir = join(root, name);
  await cp(GOLDEN, join(dir, 'schema'), { recursive: true });
  if (config !== undefined) await configure(dir, config);
  return dir;
}

async function configure(dir: string, config: object): Promise<void> {
  await writeFile(join(dir, CONFIG_FILE), JSON.stringify(config));
}

/** Edits the cluster.json of the spec in `folder`. */
// biome-ignore lint/suspicious/noExplicitAny: edits reach into spec JSON by hand
async function edit(folder: string, change: (doc: Record<string, any>) => void): Promise<void> {
  const file = join(folder, 'cluster.json');
  const doc = JSON.parse(await readFile(file, 'utf8'));
  change(doc);
  await writeFile(file, JSON.stringify(doc, null, 2));
}

/** A new closed-enum value: breaks readers, a `major` verdict. */
// biome-ignore lint/suspicious/noExplicitAny: edits reach into spec JSON by hand
const addEffect = (doc: Record<string, any>) => doc.$defs.Pool.properties.effect.enum.push('PreferNoSchedule');

describe('mk8s-codegen compat --base-git in a configured project', () => {
  it('takes the current version from the configuration and the base version from the configuration at the ref', async () => {
    const repo = await project('repo', { spec: 'schema', out: 'pkg', package: { name: NAME } });
    await mkdir(join(repo, 'pkg'));
    await writeFile(join(repo, 'pkg', 'package.json'), JSON.stringify({ name: NAME, version: '1.4.0' }));
    await git(repo, 'init', '-q');
    await git(repo, 'add', '.');
    await git(repo, 'commit', '-qm', 'release 1.4.0');
    await git(repo, 'tag', 'v1.4.0');
    await edit(join(repo, 'schema'), addEffect);

    // The version at the ref is the package.json in the configured `out`; now it is the configuration's.
    await configure(repo, { spec: 'schema', out: 'pkg', package: { name: NAME, version: '2.0.0' } });
    const bumped = await runCli(repo, ['compat', '--base-git', 'v1.4.0']);
    expect(bumped.stdout).toContain('compat v1.4.0 → schema (1.4.0 → 2.0.0): major');
    expect(bumped.stdout).toContain('The changes need a new major version: 1.4.0 → 2.0.0 is one.');
    expect(bumped.code).toBe(0);
    // From a subfolder the configuration is found above, at the ref too, and the spec shown as where it is.
    await mkdir(join(repo, 'docs', 'notes'), { recursive: true });
    const below = await runCli(join(repo, 'docs', 'notes'), ['compat', '--base-git', 'v1.4.0']);
    expect(below.stdout).toContain('compat v1.4.0 → ../../schema (1.4.0 → 2.0.0): major');
    expect(below.code).toBe(0);

    await configure(repo, { spec: 'schema', out: 'pkg', package: { name: NAME, version: '1.5.0' } });
    const minor = await runCli(repo, ['compat', '--base-git', 'v1.4.0']);
    expect(minor.stdout).toContain('(1.4.0 → 1.5.0): major');
    expect(minor.stdout).toContain('but the version goes 1.4.0 → 1.5.0');
    expect(minor.code).toBe(1);

    // Released as 2.0.0 by the configuration alone (the `out` folder is not committed this time).
    await configure(repo, { spec: 'schema', out: 'pkg', package: { name: NAME, version: '2.0.0' } });
    await rm(join(repo, 'pkg'), { recursive: true });
    await git(repo, 'add', '-A');
    await git(repo, 'commit', '-qm', 'release 2.0.0');
    await git(repo, 'tag', 'v2.0.0');
    await edit(join(repo, 'schema'), (doc) => {
      delete doc.$defs.Pool.properties.effect;
    });
    const again = await runCli(repo, ['compat', '--base-git', 'v2.0.0', '--format', 'json']);
    expect(again.stderr).toContain('but the version goes 2.0.0 → 2.0.0');
    expect(again.code).toBe(1);
  }, 180_000);

  it('a broken configuration at the ref is a usage error that names it and the way around it', async () => {
    const repo = await project('broken-at-ref', { spec: 'schema', package: { version: 'one' } });
    await git(repo, 'init', '-q');
    await git(repo, 'add', '.');
    await git(repo, 'commit', '-qm', 'release');
    await configure(repo, { spec: 'schema' });
    const result = await runCli(repo, ['compat', '--base-git', 'HEAD']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`HEAD:${CONFIG_FILE}: "package.version" must be a semantic version`);
    expect(result.stderr).toContain('give --base-version');
    expect(result.stderr).not.toContain('Usage:');
    const given = await runCli(repo, ['compat', '--base-git', 'HEAD', '--base-version', '1.0.0']);
    expect(given.stdout).toContain(`(1.0.0 → ${TOOL_VERSION}): none`);
    expect(given.code).toBe(0);
  }, 90_000);
});

describe('mk8s-codegen compat --base DIR in a configured project', () => {
  it('an unknown base version is said, and a major verdict then asks for --base-version', async () => {
    // The base's folder is the project itself: its configuration sets no version, its `out` is not there.
    const dir = await project('unknown', { spec: 'schema' });
    await cp(GOLDEN, join(dir, 'old'), { recursive: true });
    await edit(join(dir, 'schema'), addEffect);
    const result = await runCli(dir, ['compat', '--base', 'old']);
    expect(result.stdout).toContain(`compat old → schema (unknown → ${TOOL_VERSION}): major`);
    expect(result.stdout).toContain('the base version is unknown (give --base-version)');
    expect(result.code).toBe(1);
  }, 90_000);

  it('the base version is the configuration of the folder around the base', async () => {
    const old = await project('old-checkout', { spec: 'schema', package: { name: NAME, version: '1.4.0' } });
    const dir = await project('current', { spec: 'schema', package: { name: NAME, version: '1.4.1' } });
    await edit(join(dir, 'schema'), (doc) => {
      doc.properties.name.description = 'The name of the cluster.';
    });
    const result = await runCli(dir, ['compat', '--base', join(old, 'schema'), '--format', 'markdown']);
    expect(result.stdout.startsWith('## 1.4.1 (since 1.4.0)\n')).toBe(true);
    expect(result.code).toBe(0);
  }, 90_000);
});

describe('mk8s-codegen compat follows the configuration', () => {
  it('a broken configuration is a usage error naming the file, without the usage', async () => {
    const dir = await project('broken', { spec: 'schema', output: 'pkg' });
    const result = await runCli(dir, ['compat', '--base', 'schema']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${CONFIG_FILE}: unknown key "output"`);
    expect(result.stderr).not.toContain('Usage:');
  });

  it('--spec wins over the configured spec folder', async () => {
    const dir = await project('flag', { spec: 'schema' });
    const result = await runCli(dir, ['compat', '--base', 'schema', '--spec', 'elsewhere']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--spec: ${join(dir, 'elsewhere')} holds no spec`);
  });

  it('the help says where the versions come from', async () => {
    const result = await runCli(root, ['compat', '--help']);
    expect(result.stdout).toContain('"spec" of the configuration');
    expect(result.stdout).toContain('the configuration at REF');
  });
});
