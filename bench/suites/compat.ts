/**
 * The compatibility guard's speed.
 * - `compat.wall`: a cold `mk8s-codegen compat` comparing a copy of spec/ with the same spec carrying
 *   one edit (an enum value added, so every analysis has work: wire, corpus, types), against a cold
 *   `mk8s-codegen generate` of spec/ into a scratch folder. Both run as fresh node processes from the
 *   checkout; wall time of each.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../harness/suites.ts';
import { processes, type Suite } from '../lib.ts';

const CLI = join(REPO, 'bin', 'mk8s-codegen.js');

/** A scratch folder with the two specs, made once per bench run. */
let work: Promise<{ base: string; edited: string; out: string }> | undefined;

function workDir(): Promise<{ base: string; edited: string; out: string }> {
  work ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mk8s-bench-compat-'));
    process.once('exit', () => void rm(dir, { recursive: true, force: true }));
    const base = join(dir, 'base');
    const edited = join(dir, 'edited');
    await cp(join(REPO, 'spec'), base, { recursive: true });
    await cp(join(REPO, 'spec'), edited, { recursive: true });
    const shared = JSON.parse(await readFile(join(edited, 'shared.json'), 'utf8'));
    shared.$defs.Taint.properties.effect.enum.push('Evict');
    await writeFile(join(edited, 'shared.json'), JSON.stringify(shared, null, 2));
    return { base, edited, out: join(dir, 'generated') };
  })();
  return work;
}

/** Wall time of a fresh node process; it must exit with one of `codes` (compat exits 1 on a breaking change). */
function timeProcess(args: readonly string[], codes: readonly number[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...args], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      if (!codes.includes(code)) reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve(performance.now() - start);
    });
  });
}

const suite: Suite = {
  entries: [
    processes({
      name: 'compat.wall',
      peer: 'mk8s-codegen generate of spec/, cold (compat of spec/ against itself with one edit)',
      unit: 'ms',
      betterIs: 'lower',
      goal: { atMost: 2 },
      ours: async () => {
        const { base, edited } = await workDir();
        return timeProcess([CLI, 'compat', '--base', base, '--spec', edited, '--format', 'json'], [1]);
      },
      theirs: async () => {
        // A run whose output is already in step writes nothing: start each timed run without one.
        const { out } = await workDir();
        await rm(out, { recursive: true, force: true });
        return timeProcess([CLI, 'generate', '--out', out], [0]);
      },
    }),
  ],
};
export default suite;
