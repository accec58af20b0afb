/**
 * The commands as a user runs them (the real process). No command prints a stack trace for bad
 * input: a member 10,000 levels deep under `tags` given to `diff` (which used to end in a
 * `RangeError` trace), the same depth in YAML, and a package whose engine throws, reported in one
 * line (the stack only with MK8S_CODEGEN_DEBUG=1). Colours follow the terminal and FORCE_COLOR; and
 * checking JSON files loads neither the YAML library nor the glob matcher.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { run } from '../helpers/consumer.ts';
import { REPO } from '../helpers/spec.ts';

const BIN = join(REPO, 'bin', 'mk8s-codegen.js');
const STACK_LINE = /^\s+at .+\(?.+:\d+:\d+\)?$/m;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-no-trace-'));
  const cluster = JSON.parse(await readFile(join(REPO, 'docs', 'examples', 'cluster.json'), 'utf8'));
  const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  await writeFile(join(dir, 'cluster.json'), JSON.stringify(cluster));
  await writeFile(join(dir, 'patch.json'), await readFile(join(REPO, 'docs', 'examples', 'patch.json'), 'utf8'));
  await writeFile(
    join(dir, 'deep.json'),
    JSON.stringify({ ...cluster, tags: { x: 0 } }).replace('{"x":0}', `{"x":${deep}}`),
  );
  await writeFile(join(dir, 'deep.yaml'), `tags:\n  x: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`);
  // A package whose patch engine throws, standing in for any failure the command did not foresee.
  await mkdir(join(dir, 'broken-package'));
  await writeFile(
    join(dir, 'broken-package', 'index.js'),
    `export * from ${JSON.stringify(join(REPO, 'generated', 'index.js'))};
export function diffClusters() { return diffClusters(); }
export function applyClusterPatch() { throw new TypeError('engine failure'); }
`,
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('no stack trace for bad input', () => {
  it('diff on a member 10,000 levels deep under tags: a clear error at its place, exit 1', async () => {
    const result = await run(process.execPath, [BIN, 'diff', 'cluster.json', 'deep.json'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^deep\.json:1:\d+: TOO_DEEP \/tags\/x(\/a)+: nested deeper than 128 levels/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it('validate and apply on YAML nested 10,000 levels deep: a clear error, exit 1', async () => {
    for (const argv of [
      ['validate', 'deep.yaml'],
      ['apply', 'cluster.json', 'deep.yaml'],
    ]) {
      const result = await run(process.execPath, [BIN, ...argv], dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('deep.yaml:2:132: '); // where the 129th level opens
      expect(result.stderr).toContain('nested deeper than 128 levels');
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
  });

  it('a failure no check foresaw (here a stack overflow in the engine) is one line, exit 1', async () => {
    const result = await runCli(dir, ['diff', 'cluster.json', 'cluster.json', '--package', 'broken-package']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'mk8s-codegen diff: the input nests too deeply to be processed (MK8S_CODEGEN_DEBUG=1 shows where)\n',
    });
    const debug = await run(
      process.execPath,
      [BIN, 'apply', 'cluster.json', 'patch.json', '--package', 'broken-package'],
      dir,
      {
        MK8S_CODEGEN_DEBUG: '1',
      },
    );
    expect(debug.stderr).toMatch(STACK_LINE);
    const other = await runCli(dir, ['apply', 'cluster.json', 'patch.json', '--package', 'broken-package']);
    expect(other).toEqual({
      code: 1,
      stdout: '',
      stderr: 'mk8s-codegen apply: unexpected failure: TypeError: engine failure (MK8S_CODEGEN_DEBUG=1 shows where)\n',
    });
  });
});

describe('the process', () => {
  it('colours the human format only when asked (FORCE_COLOR) or on a terminal, which a pipe is not', async () => {
    const plain = await run(process.execPath, [BIN, 'validate', 'cluster.json'], dir, { FORCE_COLOR: '' });
    expect(plain.stdout).toBe(
      'cluster.json: valid cluster (inferred: it has "id" and "kind")\n1 file, 1 valid, 0 invalid\n',
    );
    const forced = await run(process.execPath, [BIN, 'validate', 'cluster.json'], dir, { FORCE_COLOR: '1' });
    expect(forced.stdout).toContain('\x1b[32mvalid\x1b[39m cluster');
    const off = await run(process.execPath, [BIN, 'validate', 'cluster.json'], dir, { FORCE_COLOR: '0' });
    expect(off.stdout).not.toContain('\x1b[');
  });

  it('loads the YAML libraries and the glob matcher only for YAML files and patterns', async () => {
    // Hooks in the process list every package it imports or requires (the yaml library is required
    // when a file needs it, so that positions can be read synchronously).
    const hook = `import Module, { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`export async function resolve(s, c, next) {
  if (/^(yaml|js-yaml|tinyglobby)$/.test(s)) process.stderr.write('loaded ' + s + '\\\\n');
  return next(s, c);
}\`));
const load = Module._load;
Module._load = function (request, ...rest) {
  if (/^(yaml|js-yaml|tinyglobby)$/.test(request)) process.stderr.write('loaded ' + request + '\\n');
  return load.call(this, request, ...rest);
};`;
    await writeFile(join(dir, 'hook.mjs'), hook);
    const create = await readFile(join(REPO, 'docs', 'examples', 'create.yaml'), 'utf8');
    await writeFile(join(dir, 'plain.yaml'), create);
    await writeFile(join(dir, 'crlf.yaml'), create.replace(/\n/g, '\r\n'));
    const loads = async (...argv: string[]) => {
      const result = await run(process.execPath, ['--import', './hook.mjs', BIN, ...argv], dir);
      return [...new Set(result.stderr.split('\n').filter((l) => l.startsWith('loaded ')))].sort();
    };
    expect(await loads('validate', 'cluster.json', 'patch.json')).toEqual([]);
    expect(await loads('validate', '*.json')).toEqual(['loaded tinyglobby']);
    // A valid plain YAML file is read by the fast path alone, CRLF line ends included (it reads them
    // with line breaks as LF); a deep one is refused before either.
    expect(await loads('validate', 'plain.yaml')).toEqual(['loaded js-yaml']);
    expect(await loads('validate', 'crlf.yaml')).toEqual(['loaded js-yaml']);
    expect(await loads('validate', 'deep.yaml')).toEqual(['loaded js-yaml']);
  });
});
