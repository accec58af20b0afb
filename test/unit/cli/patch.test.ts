/**
 * `mk8s-codegen apply` and `mk8s-codegen diff`: JSON and YAML files and standard input, inputs
 * validated first and named when wrong, patches `apply` would refuse never printed by `diff`, the
 * output format and key order, usage.
 */
import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { type CliRun, runCli } from '../../helpers/cli.ts';

const cluster = {
  id: 'c1',
  name: 'prod',
  kind: 'mk8s',
  version: 3,
  created: '2025-01-01T00:00:00Z',
  lastModified: '2025-01-02T00:00:00Z',
  links: [{ rel: 'self', href: '/org/acme/mk8s/prod' }],
  spec: {
    version: '1.32.9',
    firewall: [{ sourceCIDR: '0.0.0.0/0' }],
    provider: { generic: { location: 'eu', nodePools: [{ name: 'a' }] } },
  },
};
const changed = {
  ...cluster,
  spec: { ...cluster.spec, firewall: [{ sourceCIDR: '0.0.0.0/0' }, { sourceCIDR: '10.0.0.0/8' }] },
};
const patch = { spec: { '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } };

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-patch-cli-'));
  const files: Record<string, string> = {
    'cluster.json': JSON.stringify(cluster),
    'cluster.yaml': stringify(cluster),
    'changed.json': JSON.stringify(changed),
    'patch.json': JSON.stringify(patch),
    'patch.yaml': stringify(patch),
    'missing-pool.yaml': stringify({ spec: { provider: { generic: { '$patch/nodePools': [{ name: 'b' }] } } } }),
    'create.json': JSON.stringify({ name: 'prod', spec: cluster.spec }),
    'renamed.json': JSON.stringify(
      {
        ...cluster,
        name: 'other',
        spec: { ...cluster.spec, provider: { generic: { location: 'us', nodePools: [{ name: 'a' }] } } },
      },
      null,
      2,
    ),
    'labels.json': JSON.stringify({ ...cluster, tags: { b: 'x', '10': 'y', a: 'z' } }, null, 2).replace(
      '"10": "y",\n    "b": "x"',
      '"b": "x",\n    "10": "y"',
    ),
    'conflict.json': JSON.stringify({ spec: { '$drop/firewall': ['a'], '$retain/firewall': ['b'] } }),
    'two.yaml': 'name: a\n---\nname: b\n',
    'broken.json': '{ "spec": ',
    'duplicate.yaml': 'spec:\n  version: "1.32.9"\n  version: "1.33.5"\n',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  await symlink('nowhere.json', join(dir, 'gone.json'));
});

function run(argv: string[], stdin = ''): Promise<CliRun> {
  return runCli(dir, argv, stdin);
}

describe('mk8s-codegen apply', () => {
  it('prints the patched cluster as JSON for a JSON cluster', async () => {
    const result = await run(['apply', 'cluster.json', 'patch.json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual(changed);
  });

  it('prints YAML for a YAML cluster, whatever the patch is in, and -o chooses', async () => {
    const yaml = await run(['apply', 'cluster.yaml', 'patch.json']);
    expect(yaml.code).toBe(0);
    expect(yaml.stdout.startsWith('id: c1\nname: prod\n')).toBe(true);
    expect(parse(yaml.stdout)).toEqual(changed);
    const json = await run(['apply', 'cluster.yaml', 'patch.yaml', '-o', 'json']);
    expect(JSON.parse(json.stdout)).toEqual(changed);
    const again = await run(['apply', 'cluster.json', 'patch.yaml', '--output=yaml']);
    expect(again.stdout).toBe(yaml.stdout);
  });

  it('keeps the key order of the cluster file, integer-like keys included', async () => {
    const result = await run(['apply', 'labels.json', 'patch.json']);
    expect(Object.keys(JSON.parse(result.stdout).tags)).toEqual(['10', 'b', 'a']); // what a JS object does
    expect(result.stdout).toMatch(/"b": "x",\n {4}"10": "y",\n {4}"a": "z"/);
  });

  it('reads the patch from standard input with -', async () => {
    const result = await run(['apply', 'cluster.json', '-'], JSON.stringify(patch));
    expect(JSON.parse(result.stdout)).toEqual(changed);
  });

  it('reports a refused patch as FILE:LINE:COLUMN: CODE POINTER: message and exits 1', async () => {
    const result = await run(['apply', 'cluster.json', 'missing-pool.yaml']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'missing-pool.yaml:5:11: NOT_FOUND /spec/provider/generic/$patch~1nodePools/0: nodePools has no element "b"\n',
    });
  });

  it('names a first file that is not a cluster, and says what it looks like', async () => {
    const result = await run(['apply', 'create.json', 'patch.json']);
    expect(result.code).toBe(1);
    const [first, ...issues] = result.stderr.trimEnd().split('\n');
    expect(first).toBe(
      'mk8s-codegen apply: create.json is not a cluster as read, which apply takes as its first file; it looks like a create body (it has "name" and "spec" and no patch operator)',
    );
    expect(issues).toContain('create.json:1:1: REQUIRED (root): missing required field "id"');
  });

  it('names a second file that is not a valid patch, with the patch codes', async () => {
    const result = await run(['apply', 'cluster.json', 'conflict.json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'mk8s-codegen apply: conflict.json is not a patch body, which apply takes as its second file\n' +
        'conflict.json:1:33: CONFLICT /spec/$retain~1firewall: $drop/firewall and $retain/firewall cannot be used together\n',
    );
  });

  it('says when the files are swapped', async () => {
    const result = await run(['apply', 'patch.json', 'cluster.json']);
    expect(result.stderr).toContain(
      'patch.json is not a cluster as read, which apply takes as its first file; it looks like a patch body',
    );
  });

  it.each([
    [
      'a file that is not JSON',
      ['apply', 'cluster.json', 'broken.json'],
      'broken.json:1:11: SYNTAX /spec: expected a value, found the end of the file\n',
    ],
    [
      'a file that does not exist',
      ['apply', 'cluster.json', 'nope.json'],
      'nope.json: CANNOT_READ cannot read: no such file\n',
    ],
    [
      'a link that leads nowhere',
      ['diff', 'cluster.json', 'gone.json'],
      'gone.json: CANNOT_READ cannot read: a link to nowhere.json, which does not exist\n',
    ],
    ['a folder', ['apply', 'cluster.json', '.'], '.: CANNOT_READ cannot read: it is a folder\n'],
    [
      'a duplicate key',
      ['apply', 'cluster.json', 'duplicate.yaml'],
      'duplicate.yaml:3:3: DUPLICATE_KEY /spec/version: duplicate key "version" (first at line 2, column 3): readers disagree on which value wins, so a JSON or YAML file must not repeat a key\n',
    ],
    [
      'two documents',
      ['apply', 'cluster.json', 'two.yaml'],
      'two.yaml:3:1: TOO_MANY_DOCUMENTS apply takes one document per file; this file holds 2\n',
    ],
    ['an empty standard input', ['apply', 'cluster.json', '-'], '-:1:1: EMPTY the file holds no document\n'],
  ])('exits 1 on %s', async (_, argv, stderr) => {
    expect(await run(argv)).toEqual({ code: 1, stdout: '', stderr });
  });

  it.each([
    ['one file', ['apply', 'cluster.json']],
    ['three files', ['apply', 'a', 'b', 'c']],
    ['two standard inputs', ['apply', '-', '-']],
    ['an unknown option', ['apply', '--force', 'a', 'b']],
    ['an unknown output format', ['apply', 'cluster.json', 'patch.json', '-o', 'toml']],
    ['an unknown short option', ['apply', '-x', 'cluster.json', 'patch.json']],
  ])('is a usage error with %s', async (_, argv) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: mk8s-codegen apply CLUSTER PATCH');
  });

  it('has --help, which says the printed cluster keeps no comment (a modeline included)', async () => {
    const help = await run(['apply', '--help']);
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('-o, --output') });
    expect(help.stdout).toContain(
      'the comments of CLUSTER are not kept (a\n"# yaml-language-server: $schema=..." line',
    );
  });
});

describe('mk8s-codegen diff', () => {
  it('prints the patch between two clusters, which apply turns back into the second', async () => {
    const result = await run(['diff', 'cluster.json', 'changed.json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(patch);
  });

  it('prints YAML when the first file is YAML', async () => {
    const result = await run(['diff', 'cluster.yaml', 'changed.json']);
    expect(result.stdout).toBe(stringify(patch));
  });

  it('prints YAML that apply reads back as the same strings, those YAML 1.2 reads as numbers included', async () => {
    const odd = { ...cluster, description: '0o17', tags: { '0o17': 'key', '<<': '0x1F', yes: 'on' } };
    await writeFile(join(dir, 'odd.json'), JSON.stringify(odd));
    const yaml = await run(['diff', 'cluster.yaml', 'odd.json']);
    expect(yaml.code).toBe(0);
    const applied = await run(['apply', 'cluster.yaml', '-', '-o', 'json'], yaml.stdout);
    expect(applied.code).toBe(0);
    expect(JSON.parse(applied.stdout)).toEqual(odd);
  });

  it('prints {} for equal clusters', async () => {
    expect(JSON.parse((await run(['diff', 'cluster.json', '-'], JSON.stringify(cluster))).stdout)).toEqual({});
  });

  it('refuses a second file that is not a cluster, naming it, instead of printing a patch that cannot apply', async () => {
    const result = await run(['diff', 'cluster.json', '-'], '{"name":"x"}');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe('mk8s-codegen diff: - is not a cluster as read, which diff compares');
    expect(result.stderr).toContain('-:1:2: PATTERN /name: does not match the pattern');
  });

  it('refuses a change that apply would refuse (IMMUTABLE), listing each with both values', async () => {
    const result = await run(['diff', 'cluster.json', 'renamed.json']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'mk8s-codegen diff: no patch turns cluster.json into renamed.json: it changes what cannot change once the cluster exists, which apply refuses (IMMUTABLE); create a new cluster instead\n' +
        'renamed.json:3:3: IMMUTABLE /name: name cannot change once the cluster exists (FROM has "prod", TO has "other")\n' +
        'renamed.json:23:9: IMMUTABLE /spec/provider/generic/location: location cannot change once the cluster exists (FROM has "eu", TO has "us")\n',
    });
  });

  it('has --help and usage errors', async () => {
    expect((await run(['diff', '--help'])).stdout).toContain('Usage: mk8s-codegen diff FROM TO');
    expect((await run(['diff', 'cluster.json'])).code).toBe(2);
  });
});
