/**
 * `mk8s-codegen validate` on many files, what it says: what a document is taken for when no `--as`
 * says (inferKind), the report in each output format, and the exit codes.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { inferKind } from '../../../generator/cli/kinds.ts';
import type { ValidationReport } from '../../../generator/cli/report/types.ts';
import { formOf, OPERATORS } from '../../../templates/runtime/patch/vocabulary.ts';
import { SMALL_CREATE as create, useClusterFiles } from '../../helpers/cluster-files.ts';

const { run, dir } = useClusterFiles('mk8s-validate-reports');

describe('what a document is taken for', () => {
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

  // regression: --format github wrote ESC, BEL and OSC sequences from keys and file names raw to standard output
  it.each(['github', 'junit', 'json', 'human'])(
    '%s: no control character of a file name or key reaches the output raw',
    async (format) => {
      const name = 'x\u001b[31mred\u001b]0;title\u0007\u009b\u007f.json';
      await writeFile(join(dir(), name), JSON.stringify({ ...create, 'k\u001b[2J\u0007\u0085\u007f': 1 }));
      const result = await run(['validate', name, '--as', 'create', '--format', format]);
      expect(result.code).toBe(1);
      for (const output of [result.stdout, result.stderr]) {
        expect(output.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
      }
      const shownName = 'x\\u001b[31mred\\u001b]0;title\\u0007\\u009b\\u007f.json';
      const shownKey = 'k\\u001b[2J\\u0007\\u0085\\u007f';
      if (format === 'github') {
        expect(result.stdout).toBe(
          `::error file=${shownName},line=1,col=${JSON.stringify(create).length + 1},title=mk8s-codegen UNKNOWN_FIELD::/${shownKey}: unknown field "${shownKey}"; the fields here are name, description, tags, spec\n1 file, 0 valid, 1 invalid\n`,
        );
      }
      if (format === 'junit') {
        expect(XMLValidator.validate(result.stdout)).toBe(true);
        const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(result.stdout);
        expect(xml.testsuites.testsuite.name).toBe(shownName);
      }
      if (format === 'json') {
        const report = JSON.parse(result.stdout) as ValidationReport;
        expect(report.files[0]?.file).toBe(name);
        expect(report.files[0]?.issues[0]?.pointer).toBe('/k\u001b[2J\u0007\u0085\u007f');
      }
    },
  );

  it('human: colours only when the stream is a terminal', async () => {
    const plain = await run(args);
    expect(plain.stdout + plain.stderr).not.toContain('\x1b[');
    const { stdout, stderr } = await run(args, '', { colors: { stdout: true, stderr: true } });
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
