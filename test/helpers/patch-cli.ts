/**
 * The files the tests of `mk8s-codegen apply` and `mk8s-codegen diff` read (clusters, patches, broken
 * inputs, a dangling link), written to a temporary folder, and the CLI run there.
 */
import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { stringify } from 'yaml';
import { type CliRun, runCli } from './cli.ts';

export const cluster = {
  id: 'c1',
  name: 'prod',
  kind: 'mk8s',
  version: 3,
  created: '2025-01-01T00:00:00Z',
  lastModified: '2025-01-02T00:00:00Z',
  links: [{ rel: 'self', href: '/org/acme/mk8s/prod' }],
  spec: {
    version: '1.32.9',
    firewall: [{ sourceCIDR: '0.0.0.0/0' }],
    provider: { generic: { location: 'eu', nodePools: [{ name: 'a' }] } },
  },
};
export const changed = {
  ...cluster,
  spec: { ...cluster.spec, firewall: [{ sourceCIDR: '0.0.0.0/0' }, { sourceCIDR: '10.0.0.0/8' }] },
};
export const patch = { spec: { '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } };

/** The folder of the files, made in `beforeAll`, and `mk8s-codegen` run in it. */
export interface PatchCliFiles {
  readonly dir: () => string;
  readonly run: (argv: string[], stdin?: string) => Promise<CliRun>;
}

/** Writes the files the tests of `apply` and `diff` read, once per test file (call at its top level). */
export function patchCliFiles(): PatchCliFiles {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mk8s-patch-cli-'));
    const files: Record<string, string> = {
      'cluster.json': JSON.stringify(cluster),
      'cluster.yaml': stringify(cluster),
      'changed.json': JSON.stringify(changed),
      'patch.json': JSON.stringify(patch),
      'patch.yaml': stringify(patch),
      'missing-pool.yaml': stringify({ spec: { provider: { generic: { '$patch/nodePools': [{ name: 'b' }] } } } }),
      'create.json': JSON.stringify({ name: 'prod', spec: cluster.spec }),
      'renamed.json': JSON.stringify(
        {
          ...cluster,
          name: 'other',
          spec: { ...cluster.spec, provider: { generic: { location: 'us', nodePools: [{ name: 'a' }] } } },
        },
        null,
        2,
      ),
      'labels.json': JSON.stringify({ ...cluster, tags: { b: 'x', '10': 'y', a: 'z' } }, null, 2).replace(
        '"10": "y",\n    "b": "x"',
        '"b": "x",\n    "10": "y"',
      ),
      'conflict.json': JSON.stringify({ spec: { '$drop/firewall': ['a'], '$retain/firewall': ['b'] } }),
      'two.yaml': 'name: a\n---\nname: b\n',
      'broken.json': '{ "spec": ',
      'duplicate.yaml': 'spec:\n  version: "1.32.9"\n  version: "1.33.5"\n',
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    await symlink('nowhere.json', join(dir, 'gone.json'));
  });
  return { dir: () => dir, run: (argv, stdin = '') => runCli(dir, argv, stdin) };
}
