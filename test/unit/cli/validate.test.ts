/** `mk8s-codegen validate`: exit codes, `POINTER: message` lines, standard input, strip mode, usage. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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
});

function run(argv: string[], stdin = ''): Promise<CliRun> {
  return runCli(dir, argv, stdin);
}

describe('mk8s-codegen validate', () => {
  it.each([
    ['create.json', 'create'],
    ['cluster.json', 'cluster'],
  ])('exits 0 for a valid %s as %s', async (file, kind) => {
    expect(await run(['validate', file, '--as', kind])).toMatchObject({
      code: 0,
      stderr: '',
      stdout: `${file}: valid ${kind}\n`,
    });
  });

  it('exits 1 with one POINTER: message line per issue on standard error', async () => {
    const result = await run(['validate', 'bad.json', '--as', 'create']);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      '/name: "Bad_Name" does not match the pattern ^[a-z][-a-z0-9]*[a-z0-9]$',
      '/spec: missing required field "provider"',
    ]);
  });

  it('checks a patch, reporting the conflict', async () => {
    const result = await run(['validate', 'patch.json', '--as', 'patch']);
    expect(result).toMatchObject({
      code: 1,
      stderr: '/spec/$retain~1firewall: $drop/firewall and $retain/firewall cannot be used together\n',
    });
  });

  it('reads standard input for -', async () => {
    const result = await run(['validate', '-', '--as', 'patch'], '{"spec": {"version": 7}}');
    expect(result).toMatchObject({ code: 1, stderr: '/spec/version: must be a string; got the number 7\n' });
  });

  it('prints the stripped body with --strip-read-only', async () => {
    const result = await run(['validate', 'cluster.json', '--as', 'create', '--strip-read-only']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(fullCreateBody());
  });

  it.each([
    ['broken.json', /^broken\.json is not JSON: /],
    ['missing.json', /^cannot read missing\.json: /],
  ])('exits 1 for a file that cannot be checked: %s', async (file, message) => {
    const result = await run(['validate', file, '--as', 'create']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
  });

  it.each([
    [['validate']],
    [['validate', 'create.json']],
    [['validate', 'create.json', '--as', 'resource']],
    [['validate', 'a.json', 'b.json', '--as', 'create']],
    [['validate', 'create.json', '--as', 'create', '--bogus']],
    [['validate', 'cluster.json', '--as', 'cluster', '--strip-read-only']],
  ])('exits 2 on a usage error: %j', async (argv) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: mk8s-codegen validate');
  });

  it('has --help', async () => {
    const result = await run(['validate', '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('--as KIND');
  });
});
