/**
 * `generate --watch`: writes at once, then again after each change of the spec; a broken spec
 * prints its diagnostics and leaves the last good output in place; a spec folder removed or
 * replaced is reported and watched again. Every wait is bounded.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGenerateCommand } from '../../../generator/cli/generate.ts';
import { spawnSlowWriter } from '../../helpers/cli.ts';
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

/** `generate --watch` in a fresh project holding the small spec, after its first write. */
async function startWatching() {
  const root = await mkdtemp(join(tmpdir(), 'mk8s-watch-'));
  await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
  const stopped = new Promise<string>((done) => {
    stop = done;
  });
  const seen = { stdout: '', stderr: '' };
  const exit = createGenerateCommand(() => stopped).run(['--watch'], {
    stdout: (t) => {
      seen.stdout += t;
    },
    stderr: (t) => {
      seen.stderr += t;
    },
    readStdin: async () => '',
    cwd: root,
  });
  const writes = () => seen.stdout.split('\n').filter((l) => l.startsWith('wrote ')).length;
  await until('the first write', () => writes() === 1 && seen.stderr.includes('watching spec/ for changes'));
  const clusterFile = join(root, 'spec', 'cluster.json');
  const cluster = JSON.parse(await readFile(clusterFile, 'utf8'));
  const types = () => readFile(join(root, 'generated', 'types.d.ts'), 'utf8');
  return { root, seen, exit, writes, clusterFile, cluster, types };
}

describe('mk8s-codegen generate --watch', () => {
  it('regenerates on change, keeps the last good output on a broken spec, and stops on the signal', async () => {
    const { seen, exit, writes, clusterFile, cluster, types } = await startWatching();
    const good = await types();
    await writeFile(clusterFile, JSON.stringify({ ...cluster, required: ['id', 'nmae', 'spec'] }));
    await until('the diagnostics', () => seen.stderr.includes('[SPEC_BAD_REQUIRED]'));
    expect(seen.stderr).toContain('nothing was written');
    expect(await types()).toBe(good);

    cluster.description = 'A resource described anew.';
    await writeFile(clusterFile, JSON.stringify(cluster));
    await until('the second write', () => writes() === 2);
    expect(await types()).toContain('A resource described anew.');

    stop('SIGINT');
    await expect(exit).resolves.toBe(0);
  }, 60_000);

  it('keeps watching a spec folder that is replaced, removed and put back', async () => {
    const { root, seen, exit, writes, clusterFile, cluster, types } = await startWatching();
    const spec = join(root, 'spec');

    // Replaced: a new folder is moved into its place.
    await cp(spec, join(root, 'spec.new'), { recursive: true });
    await writeFile(join(root, 'spec.new', 'cluster.json'), JSON.stringify({ ...cluster, description: 'Replaced.' }));
    await rename(spec, join(root, 'spec.old'));
    await rename(join(root, 'spec.new'), spec);
    await until('the write after the replacement', () => writes() === 2);
    expect(await types()).toContain('Replaced.');

    // The new folder is watched: an edit in it regenerates.
    await writeFile(clusterFile, JSON.stringify({ ...cluster, description: 'Edited after.' }));
    await until('the write after the edit', () => writes() === 3);
    expect(await types()).toContain('Edited after.');

    // Removed: reported, the output kept.
    await rm(spec, { recursive: true });
    await until('the missing spec reported', () => seen.stderr.includes('[SPEC_MISSING_FILE]'));
    expect(await types()).toContain('Edited after.');

    // Put back: picked up again.
    await rename(join(root, 'spec.old'), spec);
    await until('the write after the spec came back', () => writes() === 4);
    expect(await types()).not.toContain('Edited after.');

    stop('SIGTERM');
    await expect(exit).resolves.toBe(0);
  }, 60_000);

  it('gives one more run for an edit made while the first run is writing', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mk8s-watch-early-'));
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
    const go = join(root, 'go');
    // The first write into a staging folder is held until `go` exists (test/fixtures/slow-write/preload.mjs).
    const child = spawnSlowWriter(root, ['generate', '--watch'], { MK8S_TEST_SLOW: 'first', MK8S_TEST_GO: go });
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    const ended = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      await until(
        'the first run writing',
        async () => (await readdir(root)).some((name) => name.includes('-new-')),
        60_000,
      );
      const clusterFile = join(root, 'spec', 'cluster.json');
      const cluster = JSON.parse(await readFile(clusterFile, 'utf8'));
      await writeFile(clusterFile, JSON.stringify({ ...cluster, description: 'Edited during the first run.' }));
      await writeFile(go, '');
      await until(
        'the second write',
        () => stdout.split('\n').filter((l) => l.startsWith('wrote ')).length === 2,
        60_000,
      );
      expect(await readFile(join(root, 'generated', 'types.d.ts'), 'utf8')).toContain('Edited during the first run.');
    } finally {
      child.kill('SIGINT');
    }
    expect(await ended).toBe(0);
  }, 90_000);
});
