/** `mk8s-codegen generate`: writing, check mode, a broken spec, and usage errors. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-cli-'));
  await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
  await cp(join(REPO, 'templates'), join(root, 'templates'), { recursive: true });
});

function run(...argv: string[]): Promise<CliRun> {
  return runCli(root, argv);
}

describe('mk8s-codegen generate', () => {
  it('writes the package, and --check then finds it in step', async () => {
    expect((await run('generate')).code).toBe(0);
    const check = await run('generate', '--check');
    expect(check).toMatchObject({ code: 0, stderr: '' });
    expect(check.stdout).toContain('is in step with spec/');
  });

  it('--check lists every differing, missing and extra file and exits 1', async () => {
    await run('generate');
    await writeFile(join(root, 'generated', 'types.d.ts'), '// edited by hand\n');
    await rm(join(root, 'generated', 'index.js'));
    await writeFile(join(root, 'generated', 'notes.txt'), 'stray');
    const check = await run('generate', '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('differs: types.d.ts\n');
    expect(check.stderr).toContain('missing: index.js\n');
    expect(check.stderr).toContain('extra:   notes.txt\n');
  });

  it('--check on an empty output lists every file as missing', async () => {
    const check = await run('generate', '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('missing: package.json\n');
  });

  it('reports a broken spec as file#pointer lines, exits 1 and leaves generated/ untouched', async () => {
    await run('generate');
    const before = await readFile(join(root, 'generated', 'types.d.ts'), 'utf8');
    const cluster = JSON.parse(await readFile(join(root, 'spec', 'cluster.json'), 'utf8'));
    delete cluster.properties.name.description;
    await writeFile(join(root, 'spec', 'cluster.json'), JSON.stringify(cluster));
    const result = await run('generate');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'cluster.json#/properties/name: property "name" has no description [SPEC_MISSING_DESCRIPTION]\n',
    );
    expect(await readFile(join(root, 'generated', 'types.d.ts'), 'utf8')).toBe(before);
  });

  it('--out writes elsewhere', async () => {
    expect((await run('generate', '--out', 'elsewhere')).code).toBe(0);
    expect(await readFile(join(root, 'elsewhere', 'package.json'), 'utf8')).toContain('"@mk8s/schema"');
  });

  it.each([[['generate', '--bogus']], [['generate', 'extra-positional']], [['no-such-command']], [[]]])(
    'exits 2 on a usage error: %j',
    async (argv) => {
      const result = await run(...argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/Usage: mk8s-codegen/);
    },
  );

  it('prints help with --help and exits 0', async () => {
    const result = await run('generate', '--help');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('--check');
  });
});
