/**
 * `mk8s-codegen diff`: the patch between two clusters, which apply turns back into the second, in
 * the first file's format; a second file that is not a cluster, or a change apply would refuse, is
 * named instead of printed.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cluster, patch, patchCliFiles } from '../../helpers/patch-cli.ts';

const { dir, run } = patchCliFiles();

describe('mk8s-codegen diff', () => {
  it('prints the patch between two clusters, which apply turns back into the second', async () => {
    const result = await run(['diff', 'cluster.json', 'changed.json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(patch);
  });

  it('prints YAML when the first file is YAML', async () => {
    const result = await run(['diff', 'cluster.yaml', 'changed.json']);
    expect(result.stdout).toBe(stringify(patch));
  });

  it('prints YAML that apply reads back as the same strings, those YAML 1.2 reads as numbers included', async () => {
    const odd = { ...cluster, description: '0o17', tags: { '0o17': 'key', '<<': '0x1F', yes: 'on' } };
    await writeFile(join(dir(), 'odd.json'), JSON.stringify(odd));
    const yaml = await run(['diff', 'cluster.yaml', 'odd.json']);
    expect(yaml.code).toBe(0);
    const applied = await run(['apply', 'cluster.yaml', '-', '-o', 'json'], yaml.stdout);
    expect(applied.code).toBe(0);
    expect(JSON.parse(applied.stdout)).toEqual(odd);
  });

  it('prints {} for equal clusters', async () => {
    expect(JSON.parse((await run(['diff', 'cluster.json', '-'], JSON.stringify(cluster))).stdout)).toEqual({});
  });

  it('refuses a second file that is not a cluster, naming it, instead of printing a patch that cannot apply', async () => {
    const result = await run(['diff', 'cluster.json', '-'], '{"name":"x"}');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe('mk8s-codegen diff: - is not a cluster as read, which diff compares');
    expect(result.stderr).toContain('-:1:2: PATTERN /name: does not match the pattern');
  });

  it('refuses a change that apply would refuse (IMMUTABLE), listing each with both values', async () => {
    const result = await run(['diff', 'cluster.json', 'renamed.json']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'mk8s-codegen diff: no patch turns cluster.json into renamed.json: it changes what cannot change once the cluster exists, which apply refuses (IMMUTABLE); create a new cluster instead\n' +
        'renamed.json:3:3: IMMUTABLE /name: name cannot change once the cluster exists (FROM has "prod", TO has "other")\n' +
        'renamed.json:23:9: IMMUTABLE /spec/provider/generic/location: location cannot change once the cluster exists (FROM has "eu", TO has "us")\n',
    });
  });

  it('has --help and usage errors', async () => {
    expect((await run(['diff', '--help'])).stdout).toContain('Usage: mk8s-codegen diff FROM TO');
    expect((await run(['diff', 'cluster.json'])).code).toBe(2);
  });
});
