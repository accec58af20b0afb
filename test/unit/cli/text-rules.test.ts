/**
 * What `validate`, `apply` and `diff` refuse in a file's text as the service refuses it in a body:
 * bytes that are not UTF-8 (at the first of them, nothing written), half of a surrogate pair, an
 * integer beyond ±(2^53−1); and a YAML file whose lines end in a carriage return alone, read by its
 * lines.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type CliRun, runCli } from '../../helpers/cli.ts';
import { cluster } from '../../helpers/patch-cli.ts';

let dir: string;

const readYaml = stringify(cluster);
const latin1 = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-text-rules-'));
  const files: Record<string, string | Buffer> = {
    'cluster.yaml': readYaml,
    'latin1.yaml': latin1(readYaml.replace('name: prod\n', 'name: prod\ndescription: Caf\xe9\n')),
    'latin1.json': latin1(JSON.stringify({ ...cluster, description: 'Caf\xe9' })),
    'empty-patch.json': '{}',
    'latin1-patch.json': latin1('{"description": "Caf\xe9"}'),
    'lone.json': `${JSON.stringify({ ...cluster, description: 'x' }).replace('"x"', '"x\\ud800"')}`,
    'lone-key.yaml': readYaml.replace('name: prod\n', 'name: prod\ntags:\n  "t\\uDC00": v\n'),
    'lone-patch.yaml': 'description: "x\\ud800"\n',
    'big.json': JSON.stringify({ ...cluster, version: 1 }).replace('"version":1', '"version":9007199254740993'),
    'big-patch.yaml': 'tags:\n  n: "1"\nspec:\n  version: 9007199254740993\n',
    'mac.yaml': 'name: Bad_Name\rspec:\r  version: "1.31.5"\r  provider:\r    generic: {location: eu, bogus: 1}\r',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
});

const run = (argv: string[]): Promise<CliRun> => runCli(dir, argv);

const notUtf8 = (offset: number) =>
  `cannot read: the file is not valid UTF-8: byte 0xE9 (byte offset ${offset}) is not part of a character; save the file as UTF-8`;

describe('a file that is not UTF-8 (a Latin-1 é)', () => {
  it('is refused by validate at the first bad byte, as a file that cannot be read', async () => {
    const result = await run(['validate', 'latin1.yaml', 'latin1.json']);
    expect(result.code).toBe(1);
    const json = JSON.stringify({ ...cluster, description: 'Caf\xe9' }).indexOf('\xe9'); // one byte a character before it
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `latin1.yaml:3:17: ${notUtf8('id: c1\nname: prod\ndescription: Caf'.length)}`,
      `latin1.json:1:${json + 1}: ${notUtf8(json)}`,
    ]);
  });

  it('is refused by validate --strip-read-only, which prints nothing', async () => {
    const result = await run(['validate', 'latin1-patch.json', '--as', 'patch', '--strip-read-only']);
    expect(result).toMatchObject({ code: 1, stdout: expect.not.stringContaining('Caf') });
    expect(result.stderr).toContain(`latin1-patch.json:1:21: ${notUtf8(20)}`);
  });

  it.each([
    ['apply, as the cluster', ['apply', 'latin1.yaml', 'empty-patch.json'], 'latin1.yaml:3:17'],
    ['apply, as the patch', ['apply', 'cluster.yaml', 'latin1-patch.json'], 'latin1-patch.json:1:21'],
    ['diff', ['diff', 'cluster.yaml', 'latin1.yaml'], 'latin1.yaml:3:17'],
  ])('is refused by %s, which writes nothing', async (_name, argv, place) => {
    const result = await run(argv);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain(`${place}: CANNOT_READ cannot read: the file is not valid UTF-8: byte 0xE9`);
  });
});

describe('half of a surrogate pair without the other', () => {
  it('is refused by validate in a JSON string and a YAML key, at its member', async () => {
    const result = await run(['validate', 'lone.json', 'lone-key.yaml']);
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^lone\.json:1:\d+: \/description: a string holds half of a UTF-16 surrogate pair \(\\ud800\)/,
    );
    expect(lines[1]).toMatch(
      /^lone-key\.yaml:4:3: \/tags\/t\\udc00: a key holds half of a UTF-16 surrogate pair \(\\udc00\)/,
    );
  });

  it('is refused by apply in a patch, which writes nothing', async () => {
    const result = await run(['apply', 'cluster.yaml', 'lone-patch.yaml']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('lone-patch.yaml:1:1: LONE_SURROGATE /description: a string holds half');
  });
});

describe('an integer beyond ±(2^53−1)', () => {
  it('is refused by validate where it is written, in JSON', async () => {
    const result = await run(['validate', 'big.json']);
    expect(result.code).toBe(1);
    const column = JSON.stringify({ ...cluster, version: 1 }).indexOf('"version":1') + 11;
    expect(result.stderr).toBe(
      `big.json:1:${column}: /version: the integer 9007199254740993 is beyond ±9007199254740991 (2^53−1), which JSON readers hold as 9007199254740992; write an integer within that range (RFC 7493 §2.2)\n`,
    );
  });

  it('is refused by apply in a YAML patch, instead of applying a nearby number', async () => {
    const result = await run(['apply', 'cluster.yaml', 'big-patch.yaml']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('big-patch.yaml:4:12: UNSAFE_INTEGER /spec/version: the integer 9007199254740993');
  });
});

describe('YAML whose lines end in a carriage return alone', () => {
  it('is read by its lines: each issue at its own line and column (a member at its key)', async () => {
    const result = await run(['validate', 'mac.yaml', '--as', 'create']);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'mac.yaml:1:1: /name: does not match the pattern ^[a-z][-a-z0-9]*[a-z0-9]$',
      'mac.yaml:5:29: /spec/provider/generic/bogus: unknown field "bogus"; the fields here are location, networking, nodePools',
    ]);
  });
});
