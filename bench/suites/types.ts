/**
 * `types.patchCheck`: what the patch types cost a consumer. `tsc --noEmit` (the repository's
 * TypeScript) over a file that builds ten realistic patches typed `ClusterPatch`, against the same
 * file with the patches typed `unknown`; CPU time of the whole tsc process (bench/cpu-time.mjs).
 * Wall time is not used: on a shared machine it moved by a factor of four between runs of the same
 * file, hiding a difference of under a tenth; CPU time moves by a few percent. Goal: ratio <= 1.3.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../harness/suites.ts';
import { processes, type Suite } from '../lib.ts';

const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const FIXTURE = join(REPO, 'bench', 'fixtures', 'ten-patches.ts');
const CPU_TIME = join(REPO, 'bench', 'cpu-time.mjs');
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

type Variant = 'typed' | 'unknown';

/** The two consumer projects, written once per bench run. */
let projects: Promise<string> | undefined;

function projectsDir(): Promise<string> {
  projects ??= (async () => {
    const source = await readFile(FIXTURE, 'utf8');
    const typed = source.replace("'@mk8s/schema'", JSON.stringify(join(REPO, 'generated', 'index.js')));
    const untyped = typed.replaceAll(': ClusterPatch =', ': unknown =');
    if (untyped.split(': unknown =').length - 1 !== PATCHES) throw new Error(`${FIXTURE} must type ${PATCHES} patches`);
    const dir = await mkdtemp(join(tmpdir(), 'mk8s-types-bench-'));
    process.once('exit', () => void rm(dir, { recursive: true, force: true }));
    for (const [variant, text] of [
      ['typed', typed],
      ['unknown', untyped],
    ] as const) {
      await mkdir(join(dir, variant));
      await writeFile(join(dir, variant, 'consumer.mts'), text);
      const config = { compilerOptions: COMPILER_OPTIONS, files: ['consumer.mts'] };
      await writeFile(join(dir, variant, 'tsconfig.json'), JSON.stringify(config));
    }
    return dir;
  })();
  return projects;
}

/** CPU milliseconds of one `tsc --noEmit -p`; throws when the file does not compile. */
async function compile(variant: Variant): Promise<number> {
  const dir = await projectsDir();
  const cpuFile = join(dir, `${variant}.cpu`);
  const result = spawnSync(process.execPath, ['--import', CPU_TIME, TSC, '-p', join(dir, variant)], {
    encoding: 'utf8',
    env: { ...process.env, MK8S_BENCH_CPU_FILE: cpuFile },
  });
  if (result.status !== 0) throw new Error(`tsc failed on ${variant}:\n${result.stdout}${result.stderr}`);
  return Number(readFileSync(cpuFile, 'utf8'));
}

const suite: Suite = {
  entries: [
    processes({
      name: 'types.patchCheck',
      peer: 'the same file with the ten patches typed unknown',
      unit: 'ms CPU of tsc --noEmit',
      betterIs: 'lower',
      goal: { atMost: 1.3 },
      samples: 9,
      check: async () => {
        await compile('typed'); // warms the file system cache for both
        await compile('unknown');
      },
      ours: () => compile('typed'),
      theirs: () => compile('unknown'),
    }),
  ],
};

export default suite;
