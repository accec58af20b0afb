/**
 * How the CLI shows a path (`shownPath`, the one place it formats them): from the working
 * directory, `../` included, unless the full path is shorter.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownPath } from '../../../generator/cli/paths.ts';
import { runCli } from '../../helpers/cli.ts';

const CWD = '/home/ana/projects/infra/clusters';

describe('shownPath', () => {
  it.each([
    ['the working directory itself', { given: CWD, want: '.' }],
    ['a file inside it', { given: `${CWD}/eu/prod.yaml`, want: 'eu/prod.yaml' }],
    ['a file whose name starts with two dots, inside it', { given: `${CWD}/..prod.yaml`, want: '..prod.yaml' }],
    [
      'a sibling folder, one level up',
      { given: '/home/ana/projects/infra/spec/cluster.json', want: '../spec/cluster.json' },
    ],
    ['the parent', { given: '/home/ana/projects/infra', want: '..' }],
    ['two levels up, still shorter', { given: '/home/ana/projects/other/x.yaml', want: '../../other/x.yaml' }],
    [
      'elsewhere on the machine: the full path is shorter',
      { given: '/tmp/spec/cluster.json', want: '/tmp/spec/cluster.json' },
    ],
    ['the root folder', { given: '/', want: '/' }],
  ])('%s', (_name, { given, want }) => {
    expect(shownPath(CWD, given)).toBe(want);
  });
});

describe('paths in what the commands print', () => {
  it('a file named with ../ is shown with ../, not in full', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mk8s-paths-'));
    await mkdir(join(root, 'work'));
    await writeFile(join(root, 'bad.json'), '{"name": "c1", "spec": {}, "descripton": "x"}');
    const result = await runCli(join(root, 'work'), ['validate', '../bad.json', '--as', 'create']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^\.\.\/bad\.json:1:/m);
    expect(result.stderr).not.toContain(root);
  });

  it('the spec folder a configuration above names is shown from the working directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mk8s-paths-'));
    await writeFile(join(root, 'package.json'), JSON.stringify({ 'mk8s-codegen': { spec: 'schema' } }));
    await mkdir(join(root, 'docs'));
    const result = await runCli(join(root, 'docs'), ['generate', '--check']);
    expect(result.stderr).toContain('mk8s-codegen: ../package.json#mk8s-codegen names ../schema as the spec folder\n');
    expect(result.stderr).toMatch(/^\.\.\/schema\/: no such folder/);
  });
});
