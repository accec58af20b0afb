/**
 * One sample of a `pair` entry, inside one fresh process: both sides warmed up until their speed has
 * settled, then timed in alternating rounds of CPU time, the order swapped every round so neither side
 * always runs right after the other's garbage.
 *
 * CPU time of the process (user + system, `process.cpuUsage`), not wall time: on a shared machine
 * other processes take the cores away for whole time slices, which wall time would charge to
 * whichever side happened to run; CPU time does not count them. It does count V8's helper threads
 * (concurrent marking, parallel scavenges, the optimising compiler), so a side that allocates more
 * pays for its garbage, and a side still being compiled is slow: hence the settling below.
 */
import { median, type Pair } from './lib.ts';
import { warmUp } from './warm-up.ts';

export interface PairReading {
  /** Calls per CPU second of ours and of the peer: the median of their rounds. */
  readonly ours: number;
  readonly peer: number;
  /** The median over rounds of (ours' rate / the peer's rate in the same round). */
  readonly ratio: number;
  /** CPU milliseconds each side ran before the timed rounds (ours, the peer). */
  readonly warmupMs: readonly [number, number];
  /** Whether both sides' speed had settled when the warm-up ended (`warm-up.ts`); absent when no settling was asked. */
  readonly settled?: boolean;
}

export interface MeasureOptions {
  /** CPU milliseconds and slices (of `roundMs`) each side runs at least before timing starts. */
  readonly warmupMs: number;
  readonly warmupSlices: number;
  /**
   * CPU milliseconds each side may warm up at most while its speed has not settled (`warm-up.ts`);
   * at most `warmupMs`: timing starts right after the minimum.
   */
  readonly warmupMaxMs: number;
  /** Timed rounds of each side. */
  readonly rounds: number;
  /** CPU milliseconds of one round (at least one call). */
  readonly roundMs: number;
}

export const DEFAULT_MEASURE: MeasureOptions = {
  warmupMs: 250,
  warmupSlices: 5,
  warmupMaxMs: 4000,
  rounds: 12,
  roundMs: 40,
};

/** Keeps every result reachable, so no call can be optimised away. */
let sink: unknown;

export function measurePair(pair: Pair, options: MeasureOptions = DEFAULT_MEASURE): PairReading {
  const sides = [pair.ours, pair.theirs] as const;
  let batches = sides.map((fn) => batchSize(fn));
  const warm = warmUp(
    sides.map((fn, i) => (ms: number) => runFor(fn, batches[i] ?? 1, ms)),
    { minMs: options.warmupMs, minSlices: options.warmupSlices, maxMs: options.warmupMaxMs, sliceMs: options.roundMs },
  );
  batches = sides.map((fn) => batchSize(fn)); // optimised code is faster: larger batches
  const rates: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  for (let r = 0; r < options.rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    const round: number[] = [0, 0];
    for (const i of order) {
      const fn = sides[i as 0 | 1];
      const { calls, ms } = runFor(fn, batches[i] ?? 1, options.roundMs);
      round[i] = (calls * 1000) / ms;
      rates[i as 0 | 1].push(round[i] ?? 0);
    }
    ratios.push((round[0] ?? 0) / (round[1] ?? 1));
  }
  if (sink === measurePair) console.log('unreachable');
  return {
    ours: median(rates[0]),
    peer: median(rates[1]),
    ratio: median(ratios),
    warmupMs: [Math.round(warm.spent[0] ?? 0), Math.round(warm.spent[1] ?? 0)],
    ...(warm.settled === undefined ? {} : { settled: warm.settled }),
  };
}

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Calls of `fn` between two clock reads: enough for about 1 ms, so reading the clock costs nothing. */
function batchSize(fn: () => unknown): number {
  const start = cpuMs();
  let calls = 0;
  do {
    sink = fn();
    calls++;
  } while (cpuMs() - start < 5);
  return Math.max(1, Math.round(calls / 5));
}

/** Runs `fn` in batches for at least `budgetMs` of CPU time (at least one batch). */
function runFor(fn: () => unknown, batch: number, budgetMs: number): { calls: number; ms: number; wallMs: number } {
  const start = cpuMs();
  const wallStart = performance.now();
  let calls = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < batch; i++) sink = fn();
    calls += batch;
    elapsed = cpuMs() - start;
  } while (elapsed < budgetMs);
  return { calls, ms: elapsed, wallMs: performance.now() - wallStart };
}
