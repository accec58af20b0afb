/** `mk8s-codegen apply` and `mk8s-codegen diff`: files and standard input, errors, usage. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from '../../helpers/cli.ts';

const cluster = {
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
const changed = {
  ...cluster,
  spec: { ...cluster.spec, firewall: [{ sourceCIDR: '0.0.0.0/0' }, { sourceCIDR: '10.0.0.0/8' }] },
};
const patch = { spec: { '$append/firewall': [{ sourceCIDR: '10.0.0.0/8' }] } };

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-patch-cli-'));
  await writeFile(join(dir, 'cluster.json'), JSON.stringify(cluster));
  await writeFile(join(dir, 'changed.json'), JSON.stringify(changed));
  await writeFile(join(dir, 'patch.json'), JSON.stringify(patch));
  await writeFile(
    join(dir, 'missing-pool.json'),
    JSON.stringify({ spec: { provider: { generic: { '$patch/nodePools': [{ name: 'b' }] } } } }),
  );
  await writeFile(join(dir, 'broken.json'), '{ "spec": ');
});

function run(argv: string[], stdin = ''): Promise<CliRun> {
  return runCli(dir, argv, stdin);
}

describe('mk8s-codegen apply', () => {
  it('prints the patched cluster', async () => {
    const result = await run(['apply', 'cluster.json', 'patch.json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual(changed);
  });

  it('reads the patch from standard input with -', async () => {
    const result = await run(['apply', 'cluster.json', '-'], JSON.stringify(patch));
    expect(JSON.parse(result.stdout)).toEqual(changed);
  });

  it('reports a patch error as CODE POINTER: message and exits 1', async () => {
    const result = await run(['apply', 'cluster.json', 'missing-pool.json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^NOT_FOUND \/spec\/provider\/generic\/\$patch~1nodePools\/0: .+\n$/);
  });

  it('prints an empty pointer as is when the error is about the whole document', async () => {
    const result = await run(['apply', '-', 'patch.json'], '[]');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^INVALID_RESULT : .+\n$/);
  });

  it.each([
    ['a file that is not JSON', ['apply', 'cluster.json', 'broken.json'], /broken\.json: not JSON/],
    ['a file that does not exist', ['apply', 'cluster.json', 'nope.json'], /nope\.json: cannot read: ENOENT/],
  ])('exits 1 on %s', async (_, argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
  });

  it.each([
    ['one file', ['apply', 'cluster.json']],
    ['three files', ['apply', 'a', 'b', 'c']],
    ['two standard inputs', ['apply', '-', '-']],
    ['an unknown option', ['apply', '--force', 'a', 'b']],
  ])('is a usage error with %s', async (_, argv) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: mk8s-codegen apply CLUSTER PATCH');
  });

  it('has --help', async () => {
    expect(await run(['apply', '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('CLUSTER') });
  });
});

describe('mk8s-codegen diff', () => {
  it('prints the patch between two clusters, which apply turns back into the second', async () => {
    const result = await run(['diff', 'cluster.json', 'changed.json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(patch);
  });

  it('prints {} for equal clusters', async () => {
    expect(JSON.parse((await run(['diff', 'cluster.json', '-'], JSON.stringify(cluster))).stdout)).toEqual({});
  });

  it('has --help and usage errors', async () => {
    expect((await run(['diff', '--help'])).stdout).toContain('Usage: mk8s-codegen diff FROM TO');
    expect((await run(['diff', 'cluster.json'])).code).toBe(2);
  });
});
