/**
 * Generation speed.
 * - `generate.wall`: a cold `npm run generate` (a fresh process writing the whole package) against
 *   a cold `openapi-typescript` run (through `npm exec`, so both pay npm's start-up) on our OpenAPI
 *   document; `generate.wall.node` the same two without npm in front. Median of several runs each.
 * - `generate.scale`: the generator, in process, on spec/ and on a synthetic spec at least ten times
 *   larger (bench/synthetic-spec.ts); the ratio of the time per field (linear growth gives 1).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSpec } from '../../generator/check/index.ts';
import { buildIr } from '../../generator/ir/build.ts';
import { loadSpec, type SpecSource } from '../../generator/load.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { readTree, SPEC_ROOTS } from '../../generator/run.ts';
import { type BenchEntry, type BenchSuite, entry, median, round } from '../lib.ts';
import { openApiInput } from '../openapi-input.ts';
import { scaleSpec } from '../synthetic-spec.ts';

const REPO = join(import.meta.dirname, '..', '..');
const COLD_RUNS = 7;
const WARM_RUNS = 5;

const suite: BenchSuite = async () => {
  const work = await mkdtemp(join(tmpdir(), 'mk8s-bench-generate-'));
  try {
    return { ...(await wallTime(work)), 'generate.scale': await scale() };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
export default suite;

async function wallTime(work: string): Promise<Record<string, BenchEntry>> {
  const input = await openApiInput(join(REPO, 'generated'));
  const inputPath = join(work, 'openapi.json');
  await writeFile(inputPath, input.text);
  const out = join(work, 'generated');
  const oats = join(REPO, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
  const pairs = {
    'generate.wall': {
      ours: ['npm', ['run', 'generate', '--', '--out', out]],
      theirs: ['npm', ['exec', '--offline', '--', 'openapi-typescript', inputPath, '-o', join(work, 'oats.d.ts')]],
    },
    'generate.wall.node': {
      ours: [process.execPath, [join(REPO, 'bin', 'mk8s-codegen.js'), 'generate', '--out', out]],
      theirs: [process.execPath, [oats, inputPath, '-o', join(work, 'oats.d.ts')]],
    },
  } as const;
  const results: Record<string, BenchEntry> = {};
  for (const [name, { ours, theirs }] of Object.entries(pairs)) {
    const times = { ours: [] as number[], theirs: [] as number[] };
    // Alternate, so a burst of load on the machine hits both sides alike.
    for (let i = 0; i < COLD_RUNS; i++) {
      times.ours.push(await timeProcess(ours[0], ours[1]));
      times.theirs.push(await timeProcess(theirs[0], theirs[1]));
    }
    results[name] = entry({
      ours: round(median(times.ours), 0),
      baseline: round(median(times.theirs), 0),
      baselineName: `openapi-typescript 7.x, cold, on ${input.source}${name.endsWith('.node') ? ' (node, no npm)' : ''}`,
      unit: 'ms',
      betterIs: 'lower',
    });
  }
  return results;
}

function timeProcess(command: string, args: readonly string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(command, [...args], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${stderr}`));
      else resolve(performance.now() - start);
    });
  });
}

async function scale(): Promise<BenchEntry> {
  const base = await readTree(join(REPO, 'spec'), '.json');
  const templates = await readTree(join(REPO, 'templates'), '');
  const baseFields = await fieldCount(base);
  let factor = 10;
  let large = scaleSpec(base, factor);
  while ((await fieldCount(large)) < 10 * baseFields) large = scaleSpec(base, ++factor);
  const perField = async (files: ReadonlyMap<string, string>) => {
    const source: SpecSource = { files, roots: SPEC_ROOTS };
    const runs: number[] = [];
    for (let i = 0; i <= WARM_RUNS; i++) {
      const start = performance.now();
      const result = await generatePackage(source, { templates });
      if (!result.ok) throw new Error(`the spec does not generate: ${JSON.stringify(result.diagnostics[0])}`);
      if (i > 0) runs.push(performance.now() - start); // the first run warms the JIT
    }
    return (median(runs) * 1000) / (await fieldCount(files));
  };
  const [small, big] = [await perField(base), await perField(large)];
  return entry({
    ours: round(big, 1),
    baseline: round(small, 1),
    baselineName: `the same generator on spec/ (${baseFields} fields; synthetic: ${await fieldCount(large)} fields, ${factor} copies of every provider and add-on)`,
    unit: 'µs/field',
    betterIs: 'lower',
  });
}

async function fieldCount(files: ReadonlyMap<string, string>): Promise<number> {
  const raw = await loadSpec({ files, roots: SPEC_ROOTS });
  if (!raw.ok) throw new Error('the spec does not load');
  const checked = checkSpec(raw.value);
  if (!checked.ok) throw new Error(`the spec does not pass the check: ${JSON.stringify(checked.diagnostics[0])}`);
  return [...buildIr(checked.value).types.values()].reduce((n, type) => n + type.fields.length, 0);
}
