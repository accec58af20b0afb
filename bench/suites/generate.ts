/**
 * Generation speed.
 * - `generate.wall`: a cold `mk8s-codegen generate` of the installed tool (packed, installed with
 *   production dependencies only, run with node: a fresh process writing the whole package of
 *   spec/) against a cold `openapi-typescript` (run with node) on the package's OpenAPI document.
 *   Alternated, median of several runs each.
 * - `generate.scale`: the generator, in process, on spec/ and on a synthetic spec at least ten times
 *   larger (bench/synthetic-spec.ts); the ratio of the time per field (linear growth gives 1).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSpec } from '../../generator/check/index.ts';
import { buildIr } from '../../generator/ir/build.ts';
import { loadSpec, type SpecSource } from '../../generator/load.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { readTree, SPEC_ROOTS } from '../../generator/run.ts';
import { installTool } from '../../test/helpers/installed-tool.ts';
import { type BenchEntry, type BenchSuite, entry, median, round } from '../lib.ts';
import { openApiInput } from '../openapi-input.ts';
import { timeProcess } from '../process-time.ts';
import { scaleSpec } from '../synthetic-spec.ts';

const REPO = join(import.meta.dirname, '..', '..');
const COLD_RUNS = 7;
const WARM_RUNS = 5;

const suite: BenchSuite = async () => {
  const work = await mkdtemp(join(tmpdir(), 'mk8s-bench-generate-'));
  try {
    return { 'generate.wall': await wallTime(work), 'generate.scale': await scale() };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
export default suite;

async function wallTime(work: string): Promise<BenchEntry> {
  const input = await openApiInput(join(REPO, 'generated'));
  const inputPath = join(work, 'openapi.json');
  await writeFile(inputPath, input.text);
  const oats = join(REPO, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
  const tool = await installTool();
  try {
    const ours = [tool.bin, 'generate', '--spec', join(REPO, 'spec'), '--out', join(work, 'generated')];
    const theirs = [oats, inputPath, '-o', join(work, 'oats.d.ts')];
    const times = { ours: [] as number[], theirs: [] as number[] };
    // Alternate, so a burst of load on the machine hits both sides alike.
    for (let i = 0; i < COLD_RUNS; i++) {
      times.ours.push(await timeProcess(process.execPath, ours, tool.project));
      times.theirs.push(await timeProcess(process.execPath, theirs, REPO));
    }
    return entry({
      ours: round(median(times.ours), 0),
      baseline: round(median(times.theirs), 0),
      baselineName: `openapi-typescript 7.x, cold, on ${input.source} (both run with node, ours installed from the tarball)`,
      unit: 'ms',
      betterIs: 'lower',
    });
  } finally {
    await tool.dispose();
  }
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
