/**
 * The compatibility guard's speed.
 * - `compat.wall`: a cold `mk8s-codegen compat` comparing a copy of spec/ with the same spec carrying
 *   one edit (an enum value added, so every analysis has work: wire, corpus, types), against a cold
 *   `mk8s-codegen generate` of spec/ into a scratch folder. Both run as fresh node processes,
 *   alternating, median of several runs each. The goal is a ratio of at most 2.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchSuite, entry, median, round } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');
const CLI = join(REPO, 'bin', 'mk8s-codegen.js');
const RUNS = 7;

const suite: BenchSuite = async () => {
  const work = await mkdtemp(join(tmpdir(), 'mk8s-bench-compat-'));
  try {
    const base = join(work, 'base');
    const edited = join(work, 'edited');
    await cp(join(REPO, 'spec'), base, { recursive: true });
    await cp(join(REPO, 'spec'), edited, { recursive: true });
    const shared = JSON.parse(await readFile(join(edited, 'shared.json'), 'utf8'));
    shared.$defs.Taint.properties.effect.enum.push('Evict');
    await writeFile(join(edited, 'shared.json'), JSON.stringify(shared, null, 2));
    const compat = [CLI, 'compat', '--base', base, '--spec', edited, '--format', 'json'];
    const generate = [CLI, 'generate', '--out', join(work, 'generated')];
    const times = { compat: [] as number[], generate: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.compat.push(await timeProcess(compat, [1]));
      times.generate.push(await timeProcess(generate, [0]));
    }
    return {
      'compat.wall': entry({
        ours: round(median(times.compat), 0),
        baseline: round(median(times.generate), 0),
        baselineName: 'mk8s-codegen generate of spec/, cold (compat of spec/ against itself with one edit)',
        unit: 'ms',
        betterIs: 'lower',
      }),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
export default suite;

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
