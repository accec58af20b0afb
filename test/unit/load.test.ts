/**
 * The load stage's one resolver: a `$ref` is a URI reference resolved against the file holding it,
 * its fragment a JSON Pointer into the target file (JSON Schema 2020-12, RFC 3986, RFC 6901).
 */
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSpecFile, loadSpec } from '../../generator/load.ts';
import { generate } from '../../generator/run.ts';
import { REPO } from '../helpers/spec.ts';

const files = (entries: Record<string, unknown>) =>
  new Map(Object.entries(entries).map(([file, doc]) => [file, JSON.stringify(doc)]));

const shared = { $defs: { 'a/b': { type: 'string' }, 'x y': { type: 'integer' }, Name: { type: 'string' } } };

describe('loadSpec', () => {
  it.each([
    ['a file beside it', 'cluster.json', 'shared.json#/$defs/Name', { file: 'shared.json', pointer: '/$defs/Name' }],
    [
      'a file above it',
      'providers/p.json',
      '../shared.json#/$defs/Name',
      { file: 'shared.json', pointer: '/$defs/Name' },
    ],
    ['its own file', 'shared.json', '#/$defs/Name', { file: 'shared.json', pointer: '/$defs/Name' }],
    ['an escaped token', 'cluster.json', 'shared.json#/$defs/a~1b', { file: 'shared.json', pointer: '/$defs/a~1b' }],
    [
      'a percent-encoded token',
      'cluster.json',
      'shared.json#/$defs/x%20y',
      { file: 'shared.json', pointer: '/$defs/x y' },
    ],
  ])('resolves a $ref to %s', (_what, from, ref, target) => {
    const result = loadSpec({
      files: files({
        'shared.json': shared,
        [from]: { ...(from === 'shared.json' ? shared : {}), properties: { p: { $ref: ref } } },
      }),
      roots: [],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.value.refs.get(`${from}#/properties/p`)).toEqual(target);
  });

  it.each([
    ['a pointer to nothing', 'shared.json#/$defs/Missing', 'points at nothing: shared.json has no /$defs/Missing'],
    ['a missing file', 'other.json#/$defs/Name', 'points at a file that does not exist (other.json)'],
    ['an address outside the spec', 'https://example.com/s.json', 'is not a reference inside the spec folder'],
    [
      'a file above the spec folder',
      '../outside.json#/$defs/Name',
      'leads outside the spec folder: a $ref names files inside it',
    ],
    [
      'a file far above the spec folder',
      '../../../../x.json',
      'leads outside the spec folder: a $ref names files inside it',
    ],
    [
      'a climb out and back in',
      '../spec/shared.json#/$defs/Name',
      'leads outside the spec folder: a $ref names files inside it',
    ],
    [
      'a YAML file, which is not read',
      'shared.yaml#/$defs/Name',
      'points at shared.yaml, which is not read: spec files are JSON, named *.json',
    ],
    [
      'a file in a hidden folder, which is not read',
      '.schemas/shared.json#/$defs/Name',
      'points at .schemas/shared.json, which is not read: hidden folders and node_modules are skipped',
    ],
  ])('reports %s where the $ref stands', (_what, ref, message) => {
    const result = loadSpec({ files: files({ 'shared.json': shared, 'c.json': { items: { $ref: ref } } }), roots: [] });
    expect(result).toEqual({
      ok: false,
      diagnostics: [
        { code: 'SPEC_DANGLING_REF', message: `$ref "${ref}" ${message}`, file: 'c.json', pointer: '/items' },
      ],
    });
  });

  it.each([
    ['its own file, in a folder with a space', 'my stuff/extra.json', '#/$defs/Name', 'my stuff/extra.json'],
    ['its own file, in a folder named with a non-ASCII letter', 'über/extra.json', '#/$defs/Name', 'über/extra.json'],
    ['a file with a space, written as is', 'cluster.json', 'vendor a.json#/$defs/Name', 'vendor a.json'],
    ['a file with a space, percent-encoded', 'cluster.json', 'vendor%20a.json#/$defs/Name', 'vendor a.json'],
    [
      'a file beside it in a folder with a space',
      'my stuff/c.json',
      'vendor a.json#/$defs/Name',
      'my stuff/vendor a.json',
    ],
    ['a non-ASCII file, percent-encoded', 'cluster.json', '%C3%BCber.json#/$defs/Name', 'über.json'],
    ['a non-ASCII file, written as is', 'p/c.json', '../über.json#/$defs/Name', 'über.json'],
    ['a file whose name holds % and #', 'cluster.json', 'a%2525%23b.json#/$defs/Name', 'a%25#b.json'],
  ])('resolves a $ref to %s, naming the file as it is on disk', (_what, from, ref, target) => {
    const result = loadSpec({
      files: files({
        [target]: shared,
        [from]: { ...(from === target ? shared : {}), properties: { p: { $ref: ref } } },
      }),
      roots: [],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.value.refs.get(`${from}#/properties/p`)).toEqual({ file: target, pointer: '/$defs/Name' });
  });

  it('names a missing file with a space as it would be on disk', () => {
    const result = loadSpec({ files: files({ 'my stuff/c.json': { items: { $ref: 'other b.json' } } }), roots: [] });
    expect(result).toEqual({
      ok: false,
      diagnostics: [
        {
          code: 'SPEC_DANGLING_REF',
          message: '$ref "other b.json" points at a file that does not exist (my stuff/other b.json)',
          file: 'my stuff/c.json',
          pointer: '/items',
        },
      ],
    });
  });

  it('leaves a $ref inside data (examples, defaults) alone', () => {
    const result = loadSpec({
      files: files({ 'c.json': { type: 'object', examples: [{ $ref: 'nowhere.json' }], default: { $ref: '#/x' } } }),
      roots: [],
    });
    expect(result.ok).toBe(true);
  });
});

describe('the spec files of a folder', () => {
  it.each([
    ['cluster.json', true],
    ['providers/vendor-a.json', true],
    ['notes.yaml', false],
    ['.vscode/settings.json', false],
    ['providers/.draft/p.json', false],
    ['.hidden.json', false],
    ['node_modules/pkg/package.json', false],
  ])('%s is read as spec: %s', (path, read) => {
    expect(isSpecFile(path)).toBe(read);
  });

  it('leaves editor settings and installed packages in the spec folder out of the spec', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mk8s-spec-files-'));
    const spec = join(root, 'spec');
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), spec, { recursive: true });
    await mkdir(join(spec, '.vscode'));
    await writeFile(join(spec, '.vscode', 'settings.json'), '{ "editor.tabSize": 2, }');
    await mkdir(join(spec, 'node_modules', 'x'), { recursive: true });
    await writeFile(join(spec, 'node_modules', 'x', 'package.json'), '{ "name": "x", "type": 1 }');
    const result = await generate({ spec, artifacts: ['types'] });
    expect(result.diagnostics).toEqual([]);
    expect(result.files.length).toBeGreaterThan(0);
  });
});
