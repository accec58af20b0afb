/**
 * How a sample is taken for each kind of entry. A sample is one figure of ours and one of the peer
 * taken together, and their ratio.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ExactEntry, ProcessesEntry, Reading } from '../lib.ts';
import type { PairReading } from '../measure.ts';
import { BENCH_DIR, REPO } from './suites.ts';

export interface Sample {
  readonly ours: number;
  readonly peer: number;
  readonly ratio: number;
  /** A pair's process: whether both sides' speed had settled before the timed rounds (bench/warm-up.ts). */
  readonly settled?: boolean;
}

const RUN_TS = join(REPO, 'bin', 'run-ts.js');
const CHILD = join(BENCH_DIR, 'harness', 'child.ts');
const CHILD_TIMEOUT_MS = 180_000;

/** One fresh process running the pair entry `entryName` of `suiteName`. */
export function pairSample(suiteName: string, entryName: string): Promise<PairReading> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUN_TS, CHILD, suiteName, entryName], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: CHILD_TIMEOUT_MS,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`${entryName}: sample process ended with ${signal ?? code}\n${err}${out}`));
        return;
      }
      resolve(JSON.parse(line) as PairReading);
    });
  });
}

/**
 * `samples` runs of each side of a `processes` entry (or runs of both, `together`), ours first in
 * even samples and the peer first in odd ones; returns the samples of the entry and of each of its `also` names.
 */
export async function processesSamples(
  entry: ProcessesEntry,
  samples: number,
  onSample: (index: number, sample: Sample) => void,
): Promise<Map<string, Sample[]>> {
  const names = [entry.name, ...Object.keys(entry.also ?? {})];
  const found = new Map(names.map((n): [string, Sample[]] => [n, []]));
  for (let i = 0; i < samples; i++) {
    const { ours: oursReading, theirs: peer } = await runBoth(entry, i % 2 === 0 ? 'ours' : 'theirs');
    for (const name of names) {
      const sample = pairOf(figure(oursReading, name, entry.name), figure(peer, name, entry.name));
      found.get(name)?.push(sample);
      if (name === entry.name) onSample(i, sample);
    }
  }
  return found;
}

/** One sample's readings of both sides: in one run taking turns (`together`), or one run of each. */
async function runBoth(entry: ProcessesEntry, first: 'ours' | 'theirs'): Promise<{ ours: Reading; theirs: Reading }> {
  if (entry.together !== undefined) return entry.together.run(first);
  const ours = first === 'ours' ? await entry.ours() : undefined;
  const theirs = await entry.theirs();
  return { ours: ours ?? (await entry.ours()), theirs };
}

export async function exactSample(entry: ExactEntry): Promise<Sample> {
  const { ours, peer } = await entry.measure();
  return pairOf(ours, peer);
}

function pairOf(ours: number, peer: number): Sample {
  return { ours, peer, ratio: ours / peer };
}

function figure(reading: Reading, name: string, main: string): number {
  const value = typeof reading === 'number' ? (name === main ? reading : undefined) : reading[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${main}: a run gave no figure for ${name}`);
  }
  return value;
}
