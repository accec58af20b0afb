/**
 * `mk8s-codegen validate` on many files, what it checks: the files its arguments name (folders at
 * any depth, quoted globs, links to files and folders, each file once), what names no file (a link
 * that leads nowhere included) reported with exit 1, and every document of a stream, taken for what
 * it says it is or for what `--as` says.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { ValidationReport } from '../../../generator/cli/report/types.ts';
import { SMALL_CREATE as create, useClusterFiles } from '../../helpers/cluster-files.ts';

const { run } = useClusterFiles('mk8s-validate-inputs');

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
  const links = useClusterFiles(
    'mk8s-validate-links',
    {
      'clusters/a.yaml': stringify(create),
      'elsewhere/b.yaml': stringify(create),
      'elsewhere/c.json': JSON.stringify(create),
      'with-broken/ok.yaml': stringify(create),
    },
    {
      'clusters/to-b.yaml': '../elsewhere/b.yaml',
      'clusters/more': '../elsewhere',
      'clusters/self': '.',
      'with-broken/gone.yaml': '../nowhere.yaml',
      'with-broken/loop.yaml': 'loop.yaml',
    },
  );
  const listed = async (argv: string[]) => {
    const result = await links.run(['validate', ...argv, '--format', 'json']);
    return { code: result.code, files: (JSON.parse(result.stdout) as ValidationReport).files };
  };

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

  it('reports a link named directly that leads nowhere as a link, naming its target, and exits 1', async () => {
    const result = await links.run(['validate', './with-broken/gone.yaml', 'with-broken/loop.yaml']);
    expect(result.stderr).toBe(
      [
        './with-broken/gone.yaml: cannot read: a link to ../nowhere.yaml, which does not exist',
        'with-broken/loop.yaml: cannot read: a link to loop.yaml, a loop of links',
        '',
      ].join('\n'),
    );
    expect(result.code).toBe(1);
  });

  it('reports a link in a folder that leads nowhere, naming it and its target, and exits 1', async () => {
    const result = await links.run(['validate', 'with-broken']);
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
});
