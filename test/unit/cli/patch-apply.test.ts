/**
 * `mk8s-codegen apply`: JSON and YAML files and standard input, the output format and key order,
 * inputs validated first and named when wrong (a refused patch at its line and column), usage.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changed, patch, patchCliFiles } from '../../helpers/patch-cli.ts';

const { run } = patchCliFiles();

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
