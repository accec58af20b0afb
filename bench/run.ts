/**
 * `npm run bench [-- FILTER…] [--samples N] [--list]`: measures the entries of bench/suites/ and
 * writes bench/results.json (bench/README.md says how each figure is made).
 *
 * A FILTER is a suite name (`validate`) or an entry name or prefix (`validate.realistic`,
 * `patch.apply`). Without filters every entry runs and results.json is written anew; with filters
 * the measured entries replace theirs in the file. `--samples N` sets the samples of every entry;
 * below 5 nothing is written (a quick look, not a result).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chosen, parseArgs } from './harness/args.ts';
import { type EntryResult, figure, mergeResults, resultLine, summarize } from './harness/results.ts';
import { exactSample, pairSample, processesSamples, type Sample } from './harness/sample.ts';
import { BENCH_DIR, type LoadedSuite, loadSuite, suiteNames } from './harness/suites.ts';
import { type Entry, MIN_SAMPLES } from './lib.ts';
import { DEFAULT_MEASURE, type MeasureOptions } from './measure.ts';

const RESULTS = join(BENCH_DIR, 'results.json');

interface Selected {
  readonly suite: LoadedSuite;
  readonly entry: Entry;
}

const args = parseArgs(process.argv.slice(2));
const suites = await Promise.all((await suiteNames()).map(loadSuite));
const entryNames = new Set(suites.flatMap((s) => s.suite.entries.map((e) => e.name)));
const selected = suites.flatMap((suite) =>
  suite.suite.entries
    .filter((e) => chosen(suite.name, e.name, args.filters, entryNames))
    .map((entry) => ({ suite, entry })),
);
if (args.list) {
  for (const { suite, entry } of selected)
    console.log(`${suite.name.padEnd(10)} ${entry.kind.padEnd(9)} ${entry.name}`);
  process.exit(0);
}
if (selected.length === 0) throw new Error(`no entry matches ${args.filters.join(' ')}`);

const started = performance.now();
const suitesRun = new Set(selected.map((s) => s.suite.name));
for (const suite of suites) if (suitesRun.has(suite.name)) await suite.suite.prepare?.();

const measured = new Map<string, EntryResult>();
await runPairs(selected.filter((s) => s.entry.kind === 'pair'));
for (const s of selected) if (s.entry.kind === 'processes') await runProcesses(s);
for (const s of selected) if (s.entry.kind === 'exact') await runExact(s);

console.log(`\n${measured.size} entries in ${Math.round((performance.now() - started) / 1000)} s`);
for (const [name, result] of [...measured].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(resultLine(name, result));
if (args.samples !== undefined && args.samples < MIN_SAMPLES) {
  console.log(`\n--samples ${args.samples} is below ${MIN_SAMPLES}: ${RESULTS} not written`);
} else {
  const full = args.filters.length === 0;
  const previous = full ? {} : await readPrevious();
  const defined = new Set(suites.flatMap((s) => s.suite.entries.map((e) => e.name)));
  await writeFile(RESULTS, `${JSON.stringify(mergeResults(previous, measured, defined, suitesRun), null, 2)}\n`);
  console.log(`\nwrote ${RESULTS}`);
}

/** Round-robin over the entries, one fresh process a sample, so a burst of load hits many entries a little. */
async function runPairs(pairs: readonly Selected[]): Promise<void> {
  const wanted = pairs.map(({ entry }) => samplesOf(entry.kind === 'pair' ? entry.processes : undefined));
  const samples = pairs.map((): Sample[] => []);
  for (let round = 0; round < Math.max(0, ...wanted); round++) {
    for (const [i, { suite, entry }] of pairs.entries()) {
      if (round >= (wanted[i] ?? 0)) continue;
      const reading = await pairSample(suite.name, entry.name);
      const sample = entry.kind === 'pair' && entry.perCall ? perCall(reading) : reading;
      samples[i]?.push(sample);
      const warm = `warm-up ${reading.warmupMs.join(' / ')} ms CPU${reading.settled === false ? ', speed not settled' : ''}`;
      console.log(`${entry.name.padEnd(44)} process ${round + 1}/${wanted[i]}: ${sample.ratio.toFixed(3)}x (${warm})`);
    }
  }
  for (const [i, { suite, entry }] of pairs.entries()) {
    const n = wanted[i] ?? 0;
    const m = { ...DEFAULT_MEASURE, ...(entry.kind === 'pair' ? entry.rounds : {}) };
    record(entry.name, samples[i] ?? [], {
      suite: suite.name,
      peer: entry.peer,
      ...(entry.kind === 'pair' && entry.perCall
        ? { unit: 'ms CPU per call', betterIs: 'lower' as const }
        : { unit: 'calls per CPU second', betterIs: 'higher' as const }),
      method: `${n} fresh processes; in each, both sides warmed up in alternating slices (${warmupText(m)}), then ${m.rounds} alternating rounds of ${m.roundMs} ms CPU time each (at least one call); the process's ratio is the median of its rounds' ratios`,
      ...(entry.goal === undefined ? {} : { goal: entry.goal }),
    });
  }
}

/** A reading in calls per second as milliseconds per call (and the ratio of times). */
function perCall(reading: Sample): Sample {
  return { ...reading, ours: 1000 / reading.ours, peer: 1000 / reading.peer, ratio: 1 / reading.ratio };
}

function warmupText(m: MeasureOptions): string {
  const least = `at least ${m.warmupMs} ms CPU and ${m.warmupSlices} slices each`;
  return m.warmupMaxMs > m.warmupMs
    ? `${least}, until neither side has got faster over the last half of its warm-up, at most ${m.warmupMaxMs} ms`
    : least;
}

async function runProcesses({ suite, entry }: Selected): Promise<void> {
  if (entry.kind !== 'processes') return;
  await entry.check?.();
  const n = samplesOf(entry.samples);
  const found = await processesSamples(entry, n, (i, s) =>
    console.log(`${entry.name.padEnd(44)} run ${i + 1}/${n}: ${figure(s.ours)} / ${figure(s.peer)} ${entry.unit}`),
  );
  const metrics = { [entry.name]: entry, ...entry.also };
  for (const [name, metric] of Object.entries(metrics)) {
    record(name, found.get(name) ?? [], {
      suite: suite.name,
      peer: entry.peer,
      unit: metric.unit,
      betterIs: metric.betterIs,
      method:
        entry.together === undefined
          ? `${n} alternating runs of each side (ours first in every other run)`
          : `${n} samples, ${entry.together.method}`,
      ...(metric.goal === undefined ? {} : { goal: metric.goal }),
    });
  }
}

async function runExact({ suite, entry }: Selected): Promise<void> {
  if (entry.kind !== 'exact') return;
  record(entry.name, [await exactSample(entry)], {
    suite: suite.name,
    peer: entry.peer,
    unit: entry.unit,
    betterIs: entry.betterIs,
    method: 'deterministic: measured once',
    ...(entry.goal === undefined ? {} : { goal: entry.goal }),
  });
}

function record(name: string, samples: readonly Sample[], meta: Parameters<typeof summarize>[1]): void {
  measured.set(name, summarize(samples, meta));
}

function samplesOf(declared: number | undefined): number {
  return args.samples ?? Math.max(MIN_SAMPLES, declared ?? MIN_SAMPLES);
}

async function readPrevious(): Promise<Record<string, EntryResult>> {
  const text = await readFile(RESULTS, 'utf8').catch(() => '{}');
  return JSON.parse(text) as Record<string, EntryResult>;
}
