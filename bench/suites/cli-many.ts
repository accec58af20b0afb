/**
 * `cli.validate.many`: one call of the installed tool validating 1,000 cluster files written in
 * YAML (`mk8s-codegen validate DIR --as create`), against `ajv-cli` 5 validating the same bodies
 * written as JSON (`-d 'DIR/*.json'`) with the published schema `generated/schemas/cluster-create.json`
 * (draft 2020-12, ajv-formats, strict mode off for the `x-mk8s-` annotations). Throughput in files
 * per second of the whole call, fresh processes alternated, median of several runs each:
 * - `cli.validate.many`: generated create bodies of every provider, with node pools, add-ons and
 *   tags as the schema allows (from 0.1 to a few KiB; seeded, so every run sees the same files);
 * - `cli.validate.many.large`: the realistic full body of test/fixtures (vendorB, three pools, every
 *   add-on, 300 lines of YAML, 8 KiB), 1,000 times under other names;
 * - `cli.validate.many.json`: the generated bodies again, ours reading the JSON files too — what the
 *   tool costs without YAML.
 * Self-contained: it installs the tool and writes the files itself.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { installTool } from '../../test/helpers/installed-tool.ts';
import { CREATE, createValues } from '../../test/property/arbitrary.ts';
import { AJV_CLI_NAME, ajvCliArgs } from '../ajv-cli.ts';
import { type BenchEntry, type BenchSuite, entry, median, round } from '../lib.ts';
import { timeProcess } from '../process-time.ts';

const REPO = join(import.meta.dirname, '..', '..');
const FILES = 1_000;
const RUNS = 5;

/** The same bodies as `n.yaml` in `dir/yaml/` and `n.json` in `dir/json/`. */
async function writeBodies(dir: string, bodies: readonly unknown[]): Promise<void> {
  await mkdir(join(dir, 'yaml'), { recursive: true });
  await mkdir(join(dir, 'json'), { recursive: true });
  for (const [i, body] of bodies.entries()) {
    await writeFile(join(dir, 'yaml', `cluster-${i}.yaml`), stringify(body));
    await writeFile(join(dir, 'json', `cluster-${i}.json`), `${JSON.stringify(body, null, 2)}\n`);
  }
}

function generatedBodies(): unknown[] {
  const arbitrary = fc.gen().map((g) => createValues.object(g, CREATE, 0));
  return fc
    .sample(arbitrary, { numRuns: FILES, seed: 20_240_712 })
    .map((body, i) => ({ ...body, name: `cluster-${i}` }));
}

async function largeBodies(): Promise<unknown[]> {
  const body = JSON.parse(await readFile(join(REPO, 'test', 'fixtures', 'create-vendor-b-full.json'), 'utf8'));
  return Array.from({ length: FILES }, (_, i) => ({ ...body, name: `cluster-${i}` }));
}

async function measure(
  dir: string,
  bin: string,
  project: string,
  label: string,
  format: 'yaml' | 'json' = 'yaml',
): Promise<BenchEntry> {
  const ours = [bin, 'validate', join(dir, format), '--as', 'create'];
  const ajv = ajvCliArgs('cluster-create.json', join(dir, 'json', '*.json'));
  const times = { ours: [] as number[], theirs: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    // In the tool's own project folder: it uses the package it ships, generated from this spec.
    times.ours.push(await timeProcess(process.execPath, ours, project));
    times.theirs.push(await timeProcess(process.execPath, ajv, REPO));
  }
  const perSecond = (ms: number[]) => round((FILES * 1000) / median(ms), 0);
  return entry({
    ours: perSecond(times.ours),
    baseline: perSecond(times.theirs),
    baselineName: `${AJV_CLI_NAME} on the same ${FILES} ${label} as JSON (ours read ${format.toUpperCase()}) with generated/schemas/cluster-create.json`,
    unit: 'files/s',
    betterIs: 'higher',
  });
}

const suite: BenchSuite = async () => {
  const tool = await installTool();
  const dir = await mkdtemp(join(tmpdir(), 'mk8s-bench-many-'));
  try {
    await writeBodies(join(dir, 'generated'), generatedBodies());
    await writeBodies(join(dir, 'large'), await largeBodies());
    return {
      'cli.validate.many': await measure(join(dir, 'generated'), tool.bin, tool.project, 'generated create bodies'),
      'cli.validate.many.large': await measure(
        join(dir, 'large'),
        tool.bin,
        tool.project,
        'full create bodies (8 KiB)',
      ),
      'cli.validate.many.json': await measure(
        join(dir, 'generated'),
        tool.bin,
        tool.project,
        'generated create bodies',
        'json',
      ),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await tool.dispose();
  }
};
export default suite;
