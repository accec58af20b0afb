/**
 * A package configured with its own name, generated from a spec folder of another name: every file
 * names that package and that folder where the default output names `@mk8s/schema` and `spec/`.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../../generator/emit/file.ts';
import { generate } from '../../../generator/run.ts';
import { REPO } from '../../helpers/spec.ts';

const NAME = '@acme/cluster-schema';
let root: string;
let renamed: readonly EmittedFile[];
let standard: readonly EmittedFile[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-naming-'));
  await cp(join(REPO, 'spec'), join(root, 'schema'), { recursive: true });
  await cp(join(REPO, 'spec'), join(root, 'spec'), { recursive: true });
  const [one, two] = await Promise.all([
    generate({ cwd: root, spec: 'schema', package: { name: NAME, version: '2.0.0' } }),
    generate({ cwd: root, spec: 'spec' }),
  ]);
  expect(one.diagnostics).toEqual([]);
  expect(two.diagnostics).toEqual([]);
  renamed = one.files;
  standard = two.files;
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function text(files: readonly EmittedFile[], path: string): string {
  const file = files.find((f) => f.path === path);
  if (file === undefined) throw new Error(`no ${path} among the generated files`);
  return file.contents;
}

describe('a renamed package from another spec folder', () => {
  it('no file names @mk8s/schema or the spec/ folder', () => {
    const mentions = renamed.filter((f) => f.contents.includes('@mk8s/schema') || /[ (`]spec\/[ ).]/.test(f.contents));
    expect(mentions.map((f) => f.path)).toEqual([]);
    // The default output does name them: the test above looks where they are.
    expect(standard.filter((f) => /[ (`]spec\/[ ).]/.test(f.contents)).length).toBeGreaterThan(100);
  });

  it('names the configured package and its subpaths where the default output names @mk8s/schema', () => {
    const description = JSON.parse(text(renamed, 'openapi.json')).info.description as string;
    expect(description).toContain(`as the \`${NAME}\` package`);
    expect(text(renamed, 'validators/cluster.d.ts')).toContain(`\`${NAME}/validators/cluster\``);
    expect(text(renamed, 'index.d.ts')).toContain(`Entry point of ${NAME}.`);
    // The same files in the default output name the default package: the names differ, nothing else.
    for (const path of ['validators/cluster.d.ts', 'index.d.ts', 'client/index.d.ts']) {
      expect(text(standard, path)).toContain('@mk8s/schema');
      expect(text(renamed, path)).toBe(
        text(standard, path).replaceAll('@mk8s/schema', NAME).replaceAll('from spec/', 'from schema/'),
      );
    }
  });

  it('names the configured spec folder in the notice of every kind of file', () => {
    expect(text(renamed, 'README.md').split('\n')[0]).toBe('<!-- generated from schema/ — do not edit -->');
    expect(JSON.parse(text(renamed, 'package.json'))['//']).toBe('generated from schema/ — do not edit');
    expect(text(renamed, 'types.d.ts').split('\n')[0]).toBe('// generated from schema/ — do not edit');
    expect(JSON.parse(text(renamed, 'schemas/cluster.json')).$comment).toBe('generated from schema/ — do not edit');
    expect(text(renamed, 'openapi.yaml').split('\n')[0]).toBe('# generated from schema/ — do not edit');
    expect(text(renamed, 'patch/cluster-model.d.ts')).toContain('the cluster resource (from schema/).');
    expect(text(renamed, 'patch/model-data.d.ts')).toContain('`x-mk8s-max-bytes` in schema/.');
    // A JSON Pointer into a cluster is not the folder.
    expect(text(renamed, 'docs/patch-semantics.md')).toContain('"/spec/provider');
  });

  it('the default names leave the output as this repository generates it', () => {
    expect(text(standard, 'README.md').split('\n')[0]).toBe('<!-- generated from spec/ — do not edit -->');
    expect(JSON.parse(text(standard, 'package.json')).name).toBe('@mk8s/schema');
  });
});
