/**
 * `mk8s-codegen generate` stopped by a signal, as a real process: on SIGINT or SIGTERM it removes its
 * staging folder (or, caught swapping, finishes the swap) and exits 130 or 143; killed outright, it
 * leaves folders that the next run removes or puts back. A preloaded module slows the writer down
 * where the signal must land (test/fixtures/slow-write/preload.mjs), so no case depends on timing.
 */
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli, spawnSlowWriter } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-signal-'));
  await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
  expect((await runCli(root, ['generate'])).code).toBe(0);
  // The next output differs from the one in place, so which one is there can be told.
  const clusterFile = join(root, 'spec', 'cluster.json');
  const cluster = JSON.parse(await readFile(clusterFile, 'utf8'));
  await writeFile(clusterFile, JSON.stringify({ ...cluster, description: 'The next output.' }));
});

const types = () => readFile(join(root, 'generated', 'types.d.ts'), 'utf8');
const leftovers = async () => (await readdir(root)).filter((name) => name.includes('-new-'));

/** A `generate` child process, slowed down as `slow` says, with what it prints and how it ends. */
function generateSlowly(slow: 'files' | 'swap') {
  const child = spawnSlowWriter(root, ['generate'], { MK8S_TEST_SLOW: slow });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const ended = new Promise<{ code: number | null; stderr: string }>((done) =>
    child.on('exit', (code) => done({ code, stderr })),
  );
  return { child, ended };
}

/** Waits (bounded) until the folder beside the output shows the write at the point `slow` holds it. */
async function untilHeld(slow: 'files' | 'swap', child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const names = await leftovers();
    const staged = names.find((name) => !name.endsWith('-old'));
    if (
      slow === 'swap'
        ? names.some((name) => name.endsWith('-old'))
        : staged !== undefined && (await readdir(join(root, staged))).length > 0
    )
      return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the write never reached the ${slow} stage`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('generate stopped by a signal', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'on %s while writing its staging folder: removes it, keeps the previous output, exits %i',
    async (signal, exit) => {
      const before = await types();
      const { child, ended } = generateSlowly('files');
      await untilHeld('files', child);
      child.kill(signal);
      const { code, stderr } = await ended;
      expect(code).toBe(exit);
      expect(stderr).toBe(`mk8s-codegen generate: stopped by ${signal}; no staging folder is left behind\n`);
      expect(await leftovers()).toEqual([]);
      expect(await types()).toBe(before);
    },
    90_000,
  );

  it('on SIGINT between moving the old output aside and the new one in: finishes the swap', async () => {
    const { child, ended } = generateSlowly('swap');
    await untilHeld('swap', child);
    child.kill('SIGINT');
    expect((await ended).code).toBe(130);
    expect(await leftovers()).toEqual([]);
    expect(await types()).toContain('The next output.');
  }, 90_000);
});

describe('generate after a run that was killed outright', () => {
  it('removes the staging folder it left, saying so', async () => {
    const before = await types();
    const { child, ended } = generateSlowly('files');
    await untilHeld('files', child);
    child.kill('SIGKILL');
    await ended;
    const [staged] = await leftovers();
    expect(staged).toMatch(/^\.generated-new-\d+-\w{6}$/);
    expect(await types()).toBe(before);
    const next = await runCli(root, ['generate']);
    expect(next.code).toBe(0);
    expect(next.stderr).toBe(`mk8s-codegen: removed ${staged}, left by an earlier run that was stopped\n`);
    expect(await leftovers()).toEqual([]);
  }, 90_000);

  it('puts back the previous output it had moved aside, then writes', async () => {
    const { child, ended } = generateSlowly('swap');
    await untilHeld('swap', child);
    child.kill('SIGKILL');
    await ended;
    expect(await readdir(root)).not.toContain('generated');
    const [old] = (await leftovers()).filter((name) => name.endsWith('-old'));
    const next = await runCli(root, ['generate']);
    expect(next.code).toBe(0);
    expect(next.stderr).toContain(
      `mk8s-codegen: an earlier run was stopped while swapping its output; put back the previous output from ${old}\n`,
    );
    expect(await leftovers()).toEqual([]);
    expect(await types()).toContain('The next output.');
  }, 90_000);
});
