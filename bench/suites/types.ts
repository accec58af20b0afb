/**
 * `types.patchCheck`: what the patch types cost a consumer. `tsc --noEmit` (the repository's
 * TypeScript) over a file that builds ten realistic patches typed `ClusterPatch`, against the same
 * file with the patches typed `unknown`; wall time of the whole run, median of several alternating
 * runs after a warm-up. Goal: ratio <= 1.3.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchSuite, entry, median, round } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const FIXTURE = join(REPO, 'bench', 'fixtures', 'ten-patches.ts');
const RUNS = 9;
const PATCHES = 10;

const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  skipLibCheck: true,
  types: [],
};

const suite: BenchSuite = async () => {
  const source = await readFile(FIXTURE, 'utf8');
  const typed = source.replace("'@mk8s/schema'", JSON.stringify(join(REPO, 'generated', 'index.js')));
  const untyped = typed.replaceAll(': ClusterPatch =', ': unknown =');
  if (untyped.split(': unknown =').length - 1 !== PATCHES) throw new Error(`${FIXTURE} must type ${PATCHES} patches`);
  const dir = await mkdtemp(join(tmpdir(), 'mk8s-types-bench-'));
  try {
    const projects = { typed: await project(dir, 'typed', typed), unknown: await project(dir, 'unknown', untyped) };
    compile(projects.typed);
    compile(projects.unknown);
    const times = { typed: [] as number[], unknown: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      times.typed.push(compile(projects.typed));
      times.unknown.push(compile(projects.unknown));
    }
    return {
      'types.patchCheck': entry({
        ours: round(median(times.typed)),
        baseline: round(median(times.unknown)),
        baselineName: 'same file, patches typed unknown',
        unit: 'ms',
        betterIs: 'lower',
      }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

async function project(root: string, name: string, consumer: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir);
  await writeFile(join(dir, 'consumer.mts'), consumer);
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['consumer.mts'] }),
  );
  return dir;
}

/** Milliseconds of one `tsc --noEmit -p dir`; throws when the file does not compile. */
function compile(dir: string): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  const elapsed = performance.now() - start;
  if (result.status !== 0) throw new Error(`tsc failed on ${dir}:\n${result.stdout}${result.stderr}`);
  return elapsed;
}

export default suite;
