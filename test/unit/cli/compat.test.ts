/**
 * `mk8s-codegen compat`: usage errors (exit 2), the exit code against the version, the three
 * formats, and a base read from a git ref of a repository the test creates.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

const GOLDEN = join(REPO, 'test', 'fixtures', 'small-spec');
/** The version the generator writes, which the current spec's package gets: the base is the same release. */
const VERSION: string = JSON.parse(readFileSync(join(REPO, 'templates', 'package', 'meta.json'), 'utf8')).version;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-compat-'));
  await cp(GOLDEN, join(root, 'base'), { recursive: true });
  await cp(GOLDEN, join(root, 'spec'), { recursive: true });
  await writeFile(join(root, 'package.json'), `{ "name": "@mk8s/schema", "version": "${VERSION}" }\n`);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function run(...argv: string[]): Promise<CliRun> {
  return runCli(root, argv);
}

/** A copy of the golden spec with `edit` applied to its cluster.json, in a new folder. */
// biome-ignore lint/suspicious/noExplicitAny: edits reach into spec JSON by hand
async function edited(name: string, edit: (doc: Record<string, any>) => void): Promise<string> {
  const dir = join(root, name);
  await cp(GOLDEN, dir, { recursive: true });
  const doc = JSON.parse(await readFile(join(dir, 'cluster.json'), 'utf8'));
  edit(doc);
  await writeFile(join(dir, 'cluster.json'), JSON.stringify(doc, null, 2));
  return name;
}

describe('mk8s-codegen compat: usage', () => {
  it.each([
    ['no base', []],
    ['two bases', ['--base', 'base', '--base-git', 'HEAD']],
    ['an unknown format', ['--base', 'base', '--format', 'yaml']],
    ['a base folder that does not exist', ['--base', 'missing']],
    ['a corpus path that does not exist', ['--base', 'base', '--corpus', 'missing.json']],
    ['an unknown option', ['--base', 'base', '--frobnicate']],
  ])('%s is a usage error (exit 2)', async (_, args) => {
    const result = await run('compat', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: mk8s-codegen compat');
  });

  it('--help prints the usage', async () => {
    const result = await run('compat', '--help');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('--base-git REF');
  });
});

describe('mk8s-codegen compat: verdicts and exit codes', () => {
  it('a spec compared with itself: none, exit 0', async () => {
    const result = await run('compat', '--base', 'base');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('none, 0 changes');
    // no --corpus, and none of the default folders here: the report says that nothing stored was checked
    expect(result.stdout).toContain('No stored bodies were re-checked: name your cluster files with --corpus.\n');
  });

  it('says how many stored bodies of the corpus it re-checked', async () => {
    await mkdir(join(root, 'kept'), { recursive: true });
    const body = { name: 'abc', spec: { version: '1.31.0', provider: { beta: {} } } };
    await writeFile(join(root, 'kept', 'one.json'), JSON.stringify(body));
    await writeFile(join(root, 'kept', 'two.yaml'), `${JSON.stringify(body)}\n---\n${JSON.stringify(body)}\n`);
    const result = await run('compat', '--base', 'base', '--corpus', 'kept');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('\n3 stored bodies were re-checked.\n');
    expect(result.stdout).not.toContain('--corpus.');
  });

  it('a description edit: patch, exit 0, in Markdown', async () => {
    const spec = await edited('described', (d) => {
      d.properties.name.description = 'The name of the cluster.';
    });
    const result = await run('compat', '--base', 'base', '--spec', spec, '--format', 'markdown');
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith(`## ${VERSION} (since ${VERSION})\n`)).toBe(true);
    expect(result.stdout).toContain('Compatibility verdict: **patch**');
    expect(result.stdout).toContain('### Documentation');
  });

  it('a breaking change without a new major version: exit 1, JSON of exactly the documented shape', async () => {
    const spec = await edited('breaking', (d) => {
      d.$defs.Pool.properties.effect.enum.push('PreferNoSchedule');
    });
    const result = await run('compat', '--base', 'base', '--spec', spec, '--format', 'json');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('need a new major version');
    const report = JSON.parse(result.stdout);
    // the documented shape, with how many stored bodies were re-checked added last (none here)
    expect(Object.keys(report)).toEqual(['verdict', 'changes', 'storedBodiesRechecked']);
    expect(report.storedBodiesRechecked).toBe(0);
    expect(report.verdict).toBe('major');
    for (const change of report.changes) {
      expect(Object.keys(change)).toEqual(['code', 'path', 'severity', 'breaks', 'message']);
    }
    expect(report.changes).toContainEqual({
      code: 'ENUM_VALUE_ADDED',
      path: '/$defs/Pool/properties/effect/enum',
      severity: 'breaking',
      breaks: ['read'],
      message: 'Pool.effect: value "PreferNoSchedule" added',
    });
    expect(report.changes.map((c: { code: string; path: string }) => `${c.code} ${c.path}`)).toContain(
      'EXPORT_WIDENED Pool',
    );
  });

  it('a body of the corpus refused by the new version is reported with its file and pointer', async () => {
    await mkdir(join(root, 'bodies'), { recursive: true });
    const body = { name: 'abc', spec: { version: '1.31.0', provider: { beta: {} } } };
    await writeFile(join(root, 'bodies', 'create.json'), JSON.stringify({ examples: [body] }));
    const spec = await edited('named', (d) => {
      d.properties.name.pattern = '^[a-z]{5,}$';
    });
    const result = await run('compat', '--base', 'base', '--spec', spec, '--corpus', 'bodies', '--format', 'json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    const refused = report.changes.filter((c: { code: string }) => c.code === 'BODY_REFUSED');
    expect(refused).toHaveLength(2); // a valid create body is a valid patch body too
    expect(refused[0]).toMatchObject({ path: '/properties/name', breaks: ['write'] });
    expect(refused[0].message).toMatch(
      /^bodies\/create\.json#\/examples\/0: a (create|patch) body the old version accepts/,
    );
    expect(report.storedBodiesRechecked).toBe(1);
  });

  it('copies of a body refused for the same reason are one change per form, counted, in every format', async () => {
    await mkdir(join(root, 'copies'), { recursive: true });
    const body = JSON.stringify({ name: 'abc', spec: { version: '1.31.0', provider: { beta: {} } } });
    for (const n of [1, 2, 3, 4, 5]) await writeFile(join(root, 'copies', `c${n}.json`), body);
    const spec = await edited('named-copies', (d) => {
      d.properties.name.pattern = '^[a-z]{5,}$';
    });
    const args = ['compat', '--base', 'base', '--spec', spec, '--corpus', 'copies'];
    const [json, text, markdown] = await Promise.all(
      ['json', 'text', 'markdown'].map((format) => run(...args, '--format', format)),
    );
    const refused = JSON.parse(json?.stdout ?? '').changes.filter((c: { code: string }) => c.code === 'BODY_REFUSED');
    const places = 'copies/c1.json, copies/c2.json, copies/c3.json and 2 more';
    expect(refused.map((c: { message: string }) => c.message.replace(/: \/name: .*$/, ''))).toEqual([
      `${places}: 5 create bodies the old version accepts are refused by the new one`,
      `${places}: 5 patch bodies the old version accepts are refused by the new one`,
    ]);
    expect(text?.stdout).toContain(`             ${places}: 5 create bodies the old version accepts`);
    expect(markdown?.stdout).toContain(`- ${places}: 5 create bodies the old version accepts`);
    expect(markdown?.stdout).toContain('\n5 stored bodies were re-checked.\n');
  });

  it('a spec that does not generate: exit 1 with its diagnostics', async () => {
    const spec = await edited('broken', (d) => {
      d.$defs.Pool.properties.size.type = 'date';
    });
    const result = await run('compat', '--base', 'base', '--spec', spec);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the current spec is invalid');
  });

  it('prints spec problems as generate does: file:line:column: #/pointer: message [CODE]', async () => {
    const spec = await edited('broken-shown', (d) => {
      d.$defs.Pool.properties.size.type = 'date';
    });
    const { line, column } = placeOfSize(await readFile(join(root, spec, 'cluster.json'), 'utf8'));
    const result = await run('compat', '--base', 'base', '--spec', spec);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${spec}/cluster.json:${line}:${column}: #/$defs/Pool/properties/size: cannot model this schema: type "date" is not supported [SPEC_UNSUPPORTED_SHAPE]\n`,
    );
    expect(result.stderr).not.toContain('cluster.json#/');
  });
});

/** Line and column of the key of `Pool`'s `size` in a spec's text. */
function placeOfSize(text: string): { line: number; column: number } {
  const lines = text.split('\n');
  const pool = lines.findIndex((l) => l.includes('"Pool": {'));
  const index = lines.findIndex((l, i) => i > pool && l.includes('"size": {'));
  return { line: index + 1, column: (lines[index] as string).indexOf('"size"') + 1 };
}

describe('mk8s-codegen compat --base-git', () => {
  const git = (cwd: string, ...args: string[]) => promisify(execFile)('git', args, { cwd });

  it('reads the base spec and its version from a tag of the repository', async () => {
    const repo = join(root, 'repo');
    await cp(GOLDEN, join(repo, 'spec'), { recursive: true });
    await mkdir(join(repo, 'generated'), { recursive: true });
    await writeFile(join(repo, 'generated', 'package.json'), '{ "name": "@mk8s/schema", "version": "1.4.2" }\n');
    await git(repo, 'init', '-q');
    await git(repo, 'add', '.');
    await git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'release');
    await git(repo, 'tag', 'v1.4.2');
    const doc = JSON.parse(await readFile(join(repo, 'spec', 'cluster.json'), 'utf8'));
    delete doc.$defs.Pool.properties.effect;
    await writeFile(join(repo, 'spec', 'cluster.json'), JSON.stringify(doc));

    const result = await runCli(repo, ['compat', '--base-git', 'v1.4.2']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`(1.4.2 → ${VERSION}): major`);
    expect(result.stdout).toContain('FIELD_REMOVED /$defs/Pool/properties/effect [breaks read, write]');
    const unknown = await runCli(repo, ['compat', '--base-git', 'no-such-ref']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no-such-ref is not a commit');
  });

  it('prints the problems of a base that does not generate at REF:path:line:column', async () => {
    const repo = join(root, 'repo-broken');
    await cp(GOLDEN, join(repo, 'spec'), { recursive: true });
    const doc = JSON.parse(await readFile(join(repo, 'spec', 'cluster.json'), 'utf8'));
    doc.$defs.Pool.properties.size.type = 'date';
    const text = JSON.stringify(doc, null, 2);
    await writeFile(join(repo, 'spec', 'cluster.json'), text);
    await git(repo, 'init', '-q');
    await git(repo, 'add', '.');
    await git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'broken');
    await git(repo, 'tag', 'v0.9.0');
    await cp(GOLDEN, join(repo, 'spec'), { recursive: true });

    const result = await runCli(repo, ['compat', '--base-git', 'v0.9.0', '--base-version', '0.9.0']);
    expect(result.code).toBe(1);
    const { line, column } = placeOfSize(text);
    expect(result.stderr).toContain(
      `v0.9.0:spec/cluster.json:${line}:${column}: #/$defs/Pool/properties/size: cannot model this schema: type "date" is not supported [SPEC_UNSUPPORTED_SHAPE]\n`,
    );
    expect(result.stderr).toContain('the base spec is invalid');
  });
});
