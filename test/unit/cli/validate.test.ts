/**
 * `mk8s-codegen validate` on one file: exit codes, `FILE:LINE:COLUMN: POINTER: message` lines,
 * standard input, strip mode, the summary line, usage errors.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fullCreateBody, fullResource } from '../../helpers/bodies.ts';
import { type CliRun, runCli } from '../../helpers/cli.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-validate-'));
  await writeFile(join(dir, 'create.json'), JSON.stringify(fullCreateBody()));
  await writeFile(join(dir, 'cluster.json'), JSON.stringify(fullResource()));
  await writeFile(join(dir, 'bad.json'), JSON.stringify({ name: 'Bad_Name', spec: { version: '1.31.5' } }));
  await writeFile(
    join(dir, 'patch.json'),
    JSON.stringify({ spec: { '$drop/firewall': ['a'], '$retain/firewall': ['b'] } }),
  );
  await writeFile(join(dir, 'broken.json'), '{"name": ');
  await writeFile(join(dir, 'cluster.yaml'), 'id: c-1\nname: prod\nkind: mk8s\nversion: 3\ndescription: a\n');
  await writeFile(join(dir, 'two.yaml'), 'description: a\n---\ndescription: b\n');
});

function run(argv: string[], stdin = ''): Promise<CliRun> {
  return runCli(dir, argv, stdin);
}

describe('mk8s-codegen validate', () => {
  it.each([
    ['create.json', 'create'],
    ['cluster.json', 'cluster'],
  ])('exits 0 for a valid %s as %s, with the summary line', async (file, kind) => {
    expect(await run(['validate', file, '--as', kind])).toEqual({
      code: 0,
      stderr: '',
      stdout: `${file}: valid ${kind}\n1 file, 1 valid, 0 invalid\n`,
    });
  });

  it('exits 1 with one FILE:LINE:COLUMN: POINTER: message line per issue on standard error', async () => {
    const result = await run(['validate', 'bad.json', '--as', 'create']);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'bad.json:1:2: /name: does not match the pattern ^[a-z][-a-z0-9]*[a-z0-9]$',
      'bad.json:1:20: /spec: missing required field "provider"',
    ]);
    expect(result.stdout).toBe('bad.json: invalid create\n1 file, 0 valid, 1 invalid\n');
  });

  it('checks a patch, reporting the conflict', async () => {
    const result = await run(['validate', 'patch.json', '--as', 'patch']);
    expect(result).toMatchObject({
      code: 1,
      stderr: 'patch.json:1:33: /spec/$retain~1firewall: $drop/firewall and $retain/firewall cannot be used together\n',
    });
  });

  it('reads standard input for -, and names it -', async () => {
    const result = await run(['validate', '-', '--as', 'patch'], '{"spec": {"version": 7}}');
    expect(result).toMatchObject({ code: 1, stderr: '-:1:11: /spec/version: must be a string; got the number 7\n' });
  });

  it('reads YAML from standard input (a text that does not start with { or [)', async () => {
    const result = await run(['validate', '-', '--as', 'patch'], 'spec:\n  version: 7\n');
    expect(result.stderr).toBe(
      '-:2:3: /spec/version: must be a string; got the number 7 (YAML reads this unquoted value as a number: put it in quotes)\n',
    );
  });

  it('prints the stripped body with --strip-read-only, in the format it came in, and nothing else', async () => {
    const json = await run(['validate', 'cluster.json', '--as', 'create', '--strip-read-only']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(fullCreateBody());
    expect(json.stderr).toBe('');
    const yaml = await run(['validate', 'cluster.yaml', '--as', 'patch', '--strip-read-only']);
    expect(yaml).toEqual({ code: 0, stdout: 'name: prod\ndescription: a\n', stderr: '' });
  });

  it('with --strip-read-only, an invalid body prints its issues and the summary on standard error only', async () => {
    const result = await run(['validate', 'bad.json', '--as', 'create', '--strip-read-only']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('1 file, 0 valid, 1 invalid');
  });

  it('tells a CLI user about --strip-read-only, not the JavaScript option', async () => {
    const result = await run(['validate', 'cluster.json', '--as', 'create']);
    expect(result.stderr).toContain(
      '"id" is set by the service and not accepted here; leave it out, or pass --strip-read-only',
    );
    expect(result.stderr).not.toContain('stripReadOnly');
  });

  it.each([
    ['broken.json', 'broken.json:1:10: /name: expected a value, found the end of the file'],
    ['missing.json', 'missing.json: cannot read: no such file or folder'],
  ])('exits 1 for a file that cannot be checked: %s', async (file, line) => {
    const result = await run(['validate', file, '--as', 'create']);
    expect(result).toMatchObject({ code: 1, stderr: `${line}\n` });
    expect(result.stdout).toBe('1 file, 0 valid, 1 invalid\n');
  });

  it.each([
    [['validate']],
    [['validate', 'create.json', '--as', 'resource']],
    [['validate', 'create.json', '--format', 'xml']],
    [['validate', 'create.json', '--as', 'create', '--bogus']],
    [['validate', 'cluster.json', '--as', 'cluster', '--strip-read-only']],
    [['validate', 'cluster.json', '--strip-read-only']],
    [['validate', 'cluster.json', 'create.json', '--as', 'create', '--strip-read-only']],
    [['validate', '-', '-']],
    [['validate', 'two.yaml', '--as', 'patch', '--strip-read-only']],
  ])('exits 2 on a usage error: %j', async (argv) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: mk8s-codegen validate');
  });

  it('has --help naming every input form and format', async () => {
    const result = await run(['validate', '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    for (const text of ['FILE|DIR|GLOB|-', '--as KIND', 'human', 'json', 'junit', 'github']) {
      expect(result.stdout).toContain(text);
    }
  });

  it('prints YAML with --strip-read-only that reads back as the same body', async () => {
    await writeFile(join(dir, 'full.yaml'), JSON.stringify(fullResource()).replace(/^/, ''));
    const result = await run(['validate', 'full.yaml', '--as', 'create', '--strip-read-only']);
    expect(result.code).toBe(0);
    expect(parse(result.stdout)).toEqual(fullCreateBody());
  });
});
