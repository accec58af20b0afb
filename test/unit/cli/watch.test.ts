/**
 * `generate --watch`: writes at once, then again after each change of the spec; a broken spec
 * prints its diagnostics and leaves the last good output in place. Every wait is bounded.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGenerateCommand } from '../../../generator/cli/generate.ts';
import { REPO } from '../../helpers/spec.ts';

let stop: (signal: string) => void = () => {};

afterEach(() => stop('test over'));

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('mk8s-codegen generate --watch', () => {
  it('regenerates on change, keeps the last good output on a broken spec, and stops on the signal', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mk8s-watch-'));
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
    const stopped = new Promise<string>((done) => {
      stop = done;
    });
    let stdout = '';
    let stderr = '';
    const command = createGenerateCommand(() => stopped);
    const exit = command.run(['--watch'], {
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      readStdin: async () => '',
      cwd: root,
    });
    const writes = () => stdout.split('\n').filter((l) => l.startsWith('wrote ')).length;
    await until('the first write', () => writes() === 1 && stderr.includes('watching spec/ for changes'));

    const clusterFile = join(root, 'spec', 'cluster.json');
    const cluster = JSON.parse(await readFile(clusterFile, 'utf8'));
    const good = await readFile(join(root, 'generated', 'types.d.ts'), 'utf8');
    await writeFile(clusterFile, JSON.stringify({ ...cluster, required: ['id', 'nmae', 'spec'] }));
    await until('the diagnostics', () => stderr.includes('[SPEC_BAD_REQUIRED]'));
    expect(stderr).toContain('nothing was written');
    expect(await readFile(join(root, 'generated', 'types.d.ts'), 'utf8')).toBe(good);

    cluster.description = 'A resource described anew.';
    await writeFile(clusterFile, JSON.stringify(cluster));
    await until('the second write', () => writes() === 2);
    expect(await readFile(join(root, 'generated', 'types.d.ts'), 'utf8')).toContain('A resource described anew.');

    stop('SIGINT');
    await expect(exit).resolves.toBe(0);
  }, 60_000);
});
