/**
 * What `mk8s-codegen compat` reads: the spec as `generate` reads it (hidden folders and
 * `node_modules` skipped) in the current folder, a base folder and at a git ref; the base's spec
 * folder as the configuration at the ref names it; and stored bodies as `validate` reads cluster
 * files (JSON and YAML, each document of a stream), with what the user names read whole.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FILE } from '../../../generator/config.ts';
import { runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

const GOLDEN = join(REPO, 'test', 'fixtures', 'small-spec');
/** Editor settings and a dependency's manifest: JSON files a spec folder may hold that are no spec. */
const NOT_SPEC: Readonly<Record<string, string>> = {
  '.vscode/settings.json': '{ "editor.tabSize": 2 }',
  'node_modules/left-pad/package.json': '{ "name": "left-pad", "version": "1.3.0" }',
};
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-compat-inputs-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd });

/** A copy of the golden spec in `dir`, with the files of `NOT_SPEC` beside it. */
async function specWithClutter(dir: string): Promise<void> {
  await cp(GOLDEN, dir, { recursive: true });
  for (const [path, text] of Object.entries(NOT_SPEC)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: edits reach into spec JSON by hand
async function editSpec(folder: string, change: (doc: Record<string, any>) => void): Promise<void> {
  const file = join(folder, 'cluster.json');
  const doc = JSON.parse(await readFile(file, 'utf8'));
  change(doc);
  await writeFile(file, JSON.stringify(doc, null, 2));
}

describe('compat reads the spec as generate does', () => {
  it('skips hidden folders and node_modules in the current spec and in a base folder', async () => {
    const dir = join(root, 'folders');
    await specWithClutter(join(dir, 'spec'));
    await specWithClutter(join(dir, 'base'));
    const result = await runCli(dir, ['compat', '--base', 'base', '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).verdict).toBe('none');
  });

  it('skips them at a git ref, and reads the spec folder the configuration at the ref names', async () => {
    const dir = join(root, 'moved');
    await specWithClutter(join(dir, 'spec'));
    await writeFile(join(dir, CONFIG_FILE), JSON.stringify({ spec: 'spec' }));
    await git(dir, 'init', '-q');
    await git(dir, 'add', '--force', '.');
    await git(dir, 'commit', '-qm', 'release');
    await git(dir, 'tag', 'v1');
    await git(dir, 'mv', 'spec', 'schema');
    await writeFile(join(dir, CONFIG_FILE), JSON.stringify({ spec: 'schema' }));

    const same = await runCli(dir, ['compat', '--base-git', 'v1', '--base-version', '1.0.0', '--format', 'json']);
    expect(same.stderr).toBe('');
    expect(JSON.parse(same.stdout).verdict).toBe('none');

    await editSpec(join(dir, 'schema'), (doc) => {
      delete doc.$defs.Pool.properties.effect;
    });
    const changed = await runCli(dir, ['compat', '--base-git', 'v1', '--base-version', '1.0.0']);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('FIELD_REMOVED /$defs/Pool/properties/effect');
  });
});

describe('compat --corpus reads stored bodies as validate reads cluster files', () => {
  const valid = { name: 'abc', spec: { version: '1.31.0', provider: { beta: {} } } };
  let dir: string;

  beforeAll(async () => {
    dir = join(root, 'corpus');
    await cp(GOLDEN, join(dir, 'spec'), { recursive: true });
    await cp(GOLDEN, join(dir, 'base'), { recursive: true });
    await editSpec(join(dir, 'spec'), (doc) => {
      doc.properties.name.pattern = '^[a-z]{5,}$';
    });
    await mkdir(join(dir, 'clusters', '.drafts'), { recursive: true });
    await writeFile(
      join(dir, 'clusters', 'one.yaml'),
      `kind: ignored\n---\nname: abc\nspec:\n  version: 1.31.0\n  provider:\n    beta: {}\n`,
    );
    await writeFile(join(dir, 'clusters', '.drafts', 'draft.json'), JSON.stringify(valid));
    await writeFile(join(dir, 'broken.yaml'), 'name: abc\nspec: [1,\n');
    await writeFile(join(dir, 'latin1.yaml'), Buffer.from('name: abc\ndescription: Caf\xe9\n', 'latin1'));
  });

  const refused = async (...args: string[]) => {
    const result = await runCli(dir, [
      'compat',
      '--base',
      'base',
      '--base-version',
      '1.0.0',
      '--format',
      'json',
      ...args,
    ]);
    expect(result.stderr).toContain('The changes need a new major version');
    expect(result.code).toBe(1);
    return JSON.parse(result.stdout)
      .changes.filter((c: { code: string }) => c.code === 'BODY_REFUSED')
      .map((c: { message: string }) => c.message.split(':')[0]);
  };

  it('reads every document of a YAML stream in a folder, and skips its hidden folders', async () => {
    // A valid create body is a valid patch body too: one refusal for each.
    expect(await refused('--corpus', 'clusters')).toEqual([
      'clusters/one.yaml (document 2)',
      'clusters/one.yaml (document 2)',
    ]);
  });

  it('takes a glob pattern', async () => {
    expect(await refused('--corpus', 'clusters/*.yaml')).toHaveLength(2);
  });

  it('refuses a named file it cannot read as data, at its line and column (exit 2)', async () => {
    const result = await runCli(dir, ['compat', '--base', 'base', '--corpus', 'broken.yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--corpus: broken\.yaml:3:1: /);
  });

  it('refuses a named file that is not UTF-8, at its first bad byte (exit 2)', async () => {
    const result = await runCli(dir, ['compat', '--base', 'base', '--corpus', 'latin1.yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--corpus: latin1.yaml:2:17: cannot read: the file is not valid UTF-8: byte 0xE9 (byte offset 26)',
    );
  });

  it('refuses standard input as a corpus (exit 2)', async () => {
    const result = await runCli(dir, ['compat', '--base', 'base', '--corpus', '-']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--corpus: - (standard input) is not read');
  });
});
