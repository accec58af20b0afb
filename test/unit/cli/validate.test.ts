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

  it.each([
    ['unquoted in YAML', 'spec:\n  provider:\n    vendorB:\n      skipCreateRoles: yes\n', 'yes', true],
    ['in any case, in flow style', 'spec: {provider: {vendorB: {skipCreateRoles: Off}}}\n', 'Off', true],
    ['quoted in YAML', 'spec:\n  provider:\n    vendorB:\n      skipCreateRoles: "on"\n', 'on', false],
    ['in JSON', '{"spec": {"provider": {"vendorB": {"skipCreateRoles": "y"}}}}', 'y', false],
  ])(
    'hints that YAML 1.2 reads a YAML 1.1 boolean as a string only when it was written %s',
    async (_how, text, word, hint) => {
      const result = await run(['validate', '-', '--as', 'patch'], text);
      const said = result.stderr.split('\n').find((line) => line.includes('/skipCreateRoles:'));
      const message = `/spec/provider/vendorB/skipCreateRoles: must be a boolean; got the string "${word}"`;
      const advice = ` (YAML 1.2 reads ${word} as a string; write true or false)`;
      expect(said?.replace(/^-:\d+:\d+: /, '')).toBe(hint ? `${message}${advice}` : message);
    },
  );

  it('hints at the YAML 1.1 boolean in the document of a stream that wrote it unquoted', async () => {
    const text =
      '---\nspec: {provider: {vendorB: {skipCreateRoles: "no"}}}\n---\nspec: {provider: {vendorB: {skipCreateRoles: no}}}\n';
    const result = await run(['validate', '-', '--as', 'patch'], text);
    expect(result.stderr.split('\n').map((line) => line.endsWith('write true or false)'))).toEqual([
      false,
      true,
      false,
    ]);
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
    for (const text of ['FILE|DIR|GLOB|-', '--as KIND', 'human', 'json', 'junit', 'github', 'comments are not kept']) {
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

describe('encodings of the files read', () => {
  const spec = 'spec: {version: "1.31.5", provider: {generic: {location: eu}}}';
  const utf16le = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le');

  beforeAll(async () => {
    // Windows PowerShell 5's `>` and `Out-File` write UTF-16 LE with a byte order mark.
    await writeFile(join(dir, 'ps5.yaml'), utf16le(`name: prod-é\nbogus: 1\n${spec}\n`));
    await writeFile(join(dir, 'ps5.json'), Buffer.from(utf16le('{"name": "prod-é", "bogus": 1}').swap16()));
    await writeFile(join(dir, 'no-mark.yaml'), Buffer.from(`name: prod\n${spec}\n`, 'utf16le'));
    await writeFile(join(dir, 'mark.json'), `\uFEFF{"name": "prod-eu", "bogus": 1, "spec": {}}`);
    await writeFile(join(dir, 'mark-flow.yaml'), `\uFEFF{name: prod-eu, bogus: 1, ${spec}}`);
    await writeFile(join(dir, 'mark-block.yaml'), `\uFEFFbogus: 1\nname: prod-eu\n${spec}\n`);
  });

  const bogus = (file: string, at: string) =>
    `${file}:${at}: /bogus: unknown field "bogus"; the fields here are name, description, tags, spec`;

  it('reads UTF-16 with its byte order mark, JSON and YAML', async () => {
    const result = await run(['validate', 'ps5.yaml', 'ps5.json', '--as', 'create']);
    expect(result.stderr.split('\n')).toEqual(
      expect.arrayContaining([bogus('ps5.yaml', '2:1'), bogus('ps5.json', '1:20')]),
    );
    expect(result.stderr).not.toContain('is a string');
  });

  it('names UTF-16 without a byte order mark at 1:1, asking for UTF-8', async () => {
    const result = await run(['validate', 'no-mark.yaml']);
    expect(result).toEqual({
      code: 1,
      stdout: '1 file, 0 valid, 1 invalid\n',
      stderr:
        'no-mark.yaml:1:1: the text is UTF-16 LE without a byte order mark; save it as UTF-8 (UTF-16 is read only with its byte order mark)\n',
    });
  });

  it('counts no column for a byte order mark, in the annotations too', async () => {
    const files = ['mark.json', 'mark-flow.yaml', 'mark-block.yaml'];
    const human = await run(['validate', ...files, '--as', 'create']);
    expect(human.stderr).toContain(bogus('mark.json', '1:21'));
    expect(human.stderr).toContain(bogus('mark-flow.yaml', '1:17'));
    expect(human.stderr).toContain(bogus('mark-block.yaml', '1:1'));
    const github = await run(['validate', 'mark.json', '--as', 'create', '--format', 'github']);
    expect(github.stdout).toContain('::error file=mark.json,line=1,col=21,');
  });
});
