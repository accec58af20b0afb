/**
 * `mk8s-codegen validate` on many files: folders, globs, streams of documents, `--as` inferred from
 * each document, the output formats and the exit codes.
 */
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { inferKind } from '../../../generator/cli/kinds.ts';
import type { ValidationReport } from '../../../generator/cli/report/types.ts';
import { formOf, OPERATORS } from '../../../templates/runtime/patch/vocabulary.ts';
import { fullCreateBody, fullResource } from '../../helpers/bodies.ts';
import { type CliRun, runCli } from '../../helpers/cli.ts';
import { useTempDir } from '../../helpers/temp-dir.ts';

let dir: string;

const create = { name: 'prod', spec: { version: '1.31.5', provider: { generic: { location: 'eu' } } } };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-validate-many-'));
  const files: Record<string, string> = {
    'clusters/a.yaml': stringify(create),
    'clusters/b.json': JSON.stringify(fullCreateBody()),
    'clusters/nested/c.yml': stringify(fullResource()),
    'clusters/nested/bad.yaml': 'name: Bad_Name\nspec:\n  version: "1.31.5"\n',
    'clusters/notes.txt': 'not a cluster file',
    'clusters/node_modules/x.json': '{',
    'clusters/.hidden/y.json': '{',
    'stream.yaml': `${stringify(fullResource())}---\n${stringify(create)}---\nspec:\n  $drop: [firewall]\n`,
    'unknown.yaml': 'description: what am I?\n',
    'empty.yaml': '# nothing here\n',
    'odd,name:x.yaml': 'name: Bad_Name\n',
    'empty-folder/.keep': '',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
});

function run(argv: string[], stdin = ''): Promise<CliRun> {
  return runCli(dir, argv, stdin);
}

describe('inputs', () => {
  it('checks a folder: its .json, .yaml and .yml files at any depth, not node_modules or hidden folders', async () => {
    const result = await run(['validate', 'clusters', '--format', 'json']);
    const report = JSON.parse(result.stdout) as ValidationReport;
    expect(report.files.map((f) => f.file)).toEqual([
      'clusters/a.yaml',
      'clusters/b.json',
      'clusters/nested/bad.yaml',
      'clusters/nested/c.yml',
    ]);
    expect(report.summary).toEqual({ files: 4, valid: 3, invalid: 1 });
    expect(result.code).toBe(1);
  });

  it('expands a quoted glob, and takes each file once whatever names it', async () => {
    const result = await run([
      'validate',
      'clusters/**/*.y*ml',
      'clusters/a.yaml',
      'clusters/nested',
      '--format',
      'json',
    ]);
    const report = JSON.parse(result.stdout) as ValidationReport;
    expect(report.files.map((f) => f.file)).toEqual([
      'clusters/a.yaml',
      'clusters/nested/bad.yaml',
      'clusters/nested/c.yml',
    ]);
  });

  it('reports what names no file, and exits 1', async () => {
    const result = await run(['validate', 'clusters/a.yaml', 'nope/*.yaml', 'missing.json', 'empty-folder']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'nope/*.yaml: the pattern matches no file',
        'missing.json: cannot read: no such file or folder',
        'empty-folder: the folder holds no .json, .yaml or .yml file',
        '',
      ].join('\n'),
    );
    expect(result.stdout).toBe(
      'clusters/a.yaml: valid create (inferred: it has "name" and "spec" and no patch operator)\n4 files, 1 valid, 3 invalid\n',
    );
  });

  it('reads a file named explicitly whatever its extension, by its first character', async () => {
    const result = await run(['validate', 'clusters/notes.txt']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'clusters/notes.txt:1:1: (root): cannot tell what this document is: the document is a string, not an object',
    );
  });

  it('calls a file that holds no document invalid', async () => {
    expect(await run(['validate', 'empty.yaml'])).toEqual({
      code: 1,
      stdout: '1 file, 0 valid, 1 invalid\n',
      stderr: 'empty.yaml:1:1: the file holds no document\n',
    });
  });
});

describe('links', () => {
  const temp = useTempDir('mk8s-validate-links');
  const listed = async (argv: string[]) => {
    const result = await runCli(temp(), ['validate', ...argv, '--format', 'json']);
    return { code: result.code, files: (JSON.parse(result.stdout) as ValidationReport).files };
  };

  beforeAll(async () => {
    const at = (name: string) => join(temp(), name);
    for (const folder of ['clusters', 'elsewhere', 'with-broken']) await mkdir(at(folder));
    await writeFile(at('clusters/a.yaml'), stringify(create));
    await writeFile(at('elsewhere/b.yaml'), stringify(create));
    await writeFile(at('elsewhere/c.json'), JSON.stringify(create));
    await writeFile(at('with-broken/ok.yaml'), stringify(create));
    await symlink('../elsewhere/b.yaml', at('clusters/to-b.yaml'));
    await symlink('../elsewhere', at('clusters/more'));
    await symlink('.', at('clusters/self'));
    await symlink('../nowhere.yaml', at('with-broken/gone.yaml'));
    await symlink('loop.yaml', at('with-broken/loop.yaml'));
  });

  it('follows links in a folder, to files and to folders, checking each real file once and ending cycles', async () => {
    const { code, files } = await listed(['clusters']);
    expect(files.map((f) => f.file)).toEqual(['clusters/a.yaml', 'clusters/more/b.yaml', 'clusters/more/c.json']);
    expect(code).toBe(0);
  });

  it('checks each real file once through a pattern that passes a link to its own folder', async () => {
    const { files } = await listed(['clusters/**/*.yaml']);
    expect(files.map((f) => f.file)).toEqual(['clusters/a.yaml', 'clusters/more/b.yaml']);
  });

  it('checks a file once whichever argument names it first, a link or its target', async () => {
    const { files } = await listed(['clusters/to-b.yaml', 'elsewhere/b.yaml', 'clusters']);
    expect(files.map((f) => f.file)).toEqual(['clusters/to-b.yaml', 'clusters/a.yaml', 'clusters/more/c.json']);
  });

  it('reports a link in a folder that leads nowhere, naming it and its target, and exits 1', async () => {
    const result = await runCli(temp(), ['validate', 'with-broken']);
    expect(result.stderr).toBe(
      [
        'with-broken/gone.yaml: cannot read: a link to ../nowhere.yaml, which does not exist',
        'with-broken/loop.yaml: cannot read: a link to loop.yaml, a loop of links',
        '',
      ].join('\n'),
    );
    expect(result.stdout).toContain('3 files, 1 valid, 2 invalid');
    expect(result.code).toBe(1);
  });
});

describe('documents and --as', () => {
  it('checks each document of a stream, deciding what each is and saying how', async () => {
    const result = await run(['validate', 'stream.yaml']);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'stream.yaml (document 1): valid cluster (inferred: it has "id" and "kind")',
        'stream.yaml (document 2): valid create (inferred: it has "name" and "spec" and no patch operator)',
        'stream.yaml (document 3): valid patch (inferred: it uses the patch operator "$drop")',
        '1 file, 1 valid, 0 invalid',
        '',
      ].join('\n'),
    });
  });

  it('applies --as to every document, and says nothing of inference then', async () => {
    const result = await run(['validate', 'stream.yaml', '--as', 'patch']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(0, 3)).toEqual([
      'stream.yaml (document 1): invalid patch',
      'stream.yaml (document 2): valid patch',
      'stream.yaml (document 3): valid patch',
    ]);
    expect(result.stderr).toMatch(/^stream\.yaml:1:1: \/id: /);
  });

  it('asks for --as when a document does not say what it is', async () => {
    expect(await run(['validate', 'unknown.yaml'])).toEqual({
      code: 1,
      stdout: '1 file, 0 valid, 1 invalid\n',
      stderr:
        'unknown.yaml:1:1: (root): cannot tell what this document is: it has no "id" or "kind" (a cluster), no patch operator (a patch body), and not both "name" and "spec" (a create body); pass --as cluster, create or patch\n',
    });
    expect((await run(['validate', 'unknown.yaml', '--as', 'patch'])).code).toBe(0);
  });

  it.each([
    ['a resource as read', { id: 'x', name: 'a' }, 'cluster', 'it has "id"'],
    ['only kind', { kind: 'mk8s' }, 'cluster', 'it has "kind"'],
    [
      'a patch operator deep down',
      { spec: { provider: { generic: { '$append/nodePools': [] } } } },
      'patch',
      'it uses the patch operator "$append/nodePools"',
    ],
    ['id wins over operators', { id: 'x', $drop: ['a'] }, 'cluster', 'it has "id"'],
    ['a create body', { name: 'a', spec: {} }, 'create', 'it has "name" and "spec" and no patch operator'],
    [
      'a plain partial body',
      { spec: { version: '1.31.5' } },
      undefined,
      expect.stringContaining('not both "name" and "spec"'),
    ],
    ['an array', [1], undefined, 'the document is an array, not an object'],
    ['null', null, undefined, 'the document is null, not an object'],
    [
      'a $ key that is no operator of the vocabulary',
      { name: 'a', spec: { $dorp: ['x'] } },
      'create',
      'it has "name" and "spec" and no patch operator',
    ],
  ])('inferKind: %s', (_name, value, kind, reason) => {
    expect(inferKind(value)).toEqual({ ...(kind === undefined ? {} : { kind }), reason });
  });

  it.each(OPERATORS.map((o) => [formOf(o, 'tags'), o] as const))(
    'inferKind takes the operators from the vocabulary: %s makes a patch body',
    (key) => {
      expect(inferKind({ spec: { [key]: [] } })).toEqual({
        kind: 'patch',
        reason: `it uses the patch operator "${key}"`,
      });
    },
  );
});

describe('output formats', () => {
  const args = ['validate', 'clusters/a.yaml', 'clusters/nested/bad.yaml', 'stream.yaml'];

  it('json: one report on standard output, the summary line on standard error', async () => {
    const result = await run([...args, '--format', 'json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('3 files, 2 valid, 1 invalid\n');
    const report = JSON.parse(result.stdout) as ValidationReport;
    expect(report.files[1]).toEqual({
      file: 'clusters/nested/bad.yaml',
      format: 'yaml',
      valid: false,
      documents: [
        {
          document: 1,
          line: 1,
          as: 'create',
          inferred: 'it has "name" and "spec" and no patch operator',
          valid: false,
        },
      ],
      issues: [
        {
          document: 1,
          pointer: '/name',
          line: 1,
          column: 1,
          code: 'PATTERN',
          message: 'does not match the pattern ^[a-z][-a-z0-9]*[a-z0-9]$',
        },
        {
          document: 1,
          pointer: '/spec',
          line: 2,
          column: 1,
          code: 'REQUIRED',
          message: 'missing required field "provider"',
        },
      ],
    });
    expect(report.files[2]?.documents.map((d) => [d.document, d.as, d.valid])).toEqual([
      [1, 'cluster', true],
      [2, 'create', true],
      [3, 'patch', true],
    ]);
  });

  it('junit: well-formed XML, a suite per file, a case per document, failures listing the issues', async () => {
    const result = await run([...args, '--format', 'junit']);
    expect(result.code).toBe(1);
    expect(XMLValidator.validate(result.stdout)).toBe(true);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(result.stdout);
    const suites = xml.testsuites.testsuite;
    expect(xml.testsuites).toMatchObject({ tests: '5', failures: '1' });
    expect(suites.map((s: { name: string; tests: string }) => [s.name, s.tests])).toEqual([
      ['clusters/a.yaml', '1'],
      ['clusters/nested/bad.yaml', '1'],
      ['stream.yaml', '3'],
    ]);
    expect(suites[1].testcase.failure).toMatchObject({ message: '2 issues', type: 'PATTERN' });
    expect(suites[1].testcase.failure['#text']).toContain('clusters/nested/bad.yaml:1:1: /name: does not match');
    expect(result.stderr).toBe('3 files, 2 valid, 1 invalid\n');
  });

  it('junit: escapes what XML must escape, and replaces what it cannot hold', async () => {
    const result = await run(
      ['validate', '-', '--as', 'create', '--format', 'junit'],
      '{"<a & \\u0001 b>": 1, "name": "x", "spec": {}}',
    );
    expect(XMLValidator.validate(result.stdout)).toBe(true);
    expect(result.stdout).toContain('"&lt;a &amp; \\u0001 b&gt;"');
  });

  it('human and junit: one line per issue, control characters in its pointer and message shown escaped', async () => {
    const weird = JSON.stringify({ ...create, 'bad\nkey\u0007': 1 });
    const line = `-:1:${weird.indexOf('"bad') + 1}: /bad\\nkey\\u0007: unknown field "bad\\nkey\\u0007"; the fields here are name, description, tags, spec`;
    const human = await run(['validate', '-', '--as', 'create'], weird);
    expect(human.stderr).toBe(`${line}\n`);
    const junit = await run(['validate', '-', '--as', 'create', '--format', 'junit'], weird);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(junit.stdout);
    expect(xml.testsuites.testsuite.testcase.failure['#text']).toBe(line);
  });

  it('github: an ::error command per issue with file, line and column, then the summary', async () => {
    const result = await run(['validate', 'clusters/nested/bad.yaml', 'odd,name:x.yaml', '--format', 'github']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      '::error file=clusters/nested/bad.yaml,line=1,col=1,title=mk8s-codegen PATTERN::/name: does not match the pattern ^[a-z][-a-z0-9]*[a-z0-9]$',
      '::error file=clusters/nested/bad.yaml,line=2,col=1,title=mk8s-codegen REQUIRED::/spec: missing required field "provider"',
      '::error file=odd%2Cname%3Ax.yaml,line=1,col=1,title=mk8s-codegen UNKNOWN_KIND::(root): cannot tell what this document is: it has no "id" or "kind" (a cluster), no patch operator (a patch body), and not both "name" and "spec" (a create body); pass --as cluster, create or patch',
      '2 files, 0 valid, 2 invalid',
      '',
    ]);
  });

  it('human: colours only when the stream is a terminal', async () => {
    const plain = await run(args);
    expect(plain.stdout + plain.stderr).not.toContain('\x1b[');
    const { stdout, stderr } = await runCli(dir, args, '', { colors: { stdout: true, stderr: true } });
    expect(stdout).toContain('\x1b[32mvalid\x1b[39m create');
    expect(stdout).toContain('\x1b[31minvalid\x1b[39m create');
    expect(stderr).toContain('\x1b[1mclusters/nested/bad.yaml:1:1\x1b[22m: /name');
  });

  it('exits 0 only when every file is valid, in every format', async () => {
    for (const format of ['human', 'json', 'junit', 'github']) {
      expect((await run(['validate', 'clusters/a.yaml', 'stream.yaml', '--format', format])).code).toBe(0);
      expect((await run(['validate', 'clusters/a.yaml', 'unknown.yaml', '--format', format])).code).toBe(1);
    }
  });
});
