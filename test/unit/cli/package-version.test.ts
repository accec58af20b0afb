/**
 * The version `generate` gives the package when the configuration names none, and what the README
 * says of it: the version of templates/package/meta.json, which is not the tool's own.
 */
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

async function json(path: string): Promise<{ name: string; version: string }> {
  return JSON.parse(await readFile(path, 'utf8')) as { name: string; version: string };
}

describe('the default package version', () => {
  it('is the version of templates/package/meta.json, and the README names it so', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mk8s-version-'));
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
    expect((await runCli(root, ['generate'])).code).toBe(0);
    const meta = await json(join(REPO, 'templates', 'package', 'meta.json'));
    const written = await json(join(root, 'generated', 'package.json'));
    expect(written).toMatchObject({ name: meta.name, version: meta.version });

    const readme = (await readFile(join(REPO, 'README.md'), 'utf8')).replace(/\s+/g, ' ');
    expect(readme).toContain(`(default \`${meta.name}\` version ${meta.version}:`);
    expect(readme).toContain(`else the default \`generate\` writes, ${meta.version})`);
    expect(readme).not.toMatch(/the tool's version|else the tool's\)/);
  });
});
