/**
 * The warm-up of a pair: both sides run in alternating slices until each has run its minimum and its
 * speed has settled. A fresh process runs a function slowly at first: V8 interprets it, then compiles
 * it on helper threads whose CPU time the bench counts, and a large module (half a megabyte of
 * validators) takes hundreds of milliseconds of CPU to be compiled. A fixed warm-up long enough on a
 * quiet machine is too short on a busy one, where the compiler threads get less of the cores: the
 * timed rounds then measure the compiler. Measured on the realistic create body, a fresh process's
 * rate of the schemasafe module went 6k, 7k, 25k, then 232k calls per CPU second in its first 40 ms
 * slices.
 *
 * A side has settled when it has not got faster (by more than `GAIN`) over the latter part of its
 * warm-up: the last `SETTLE_SHARE` of its CPU time, and at least `MIN_QUIET_SLICES` slices. Slower
 * slices (a garbage collection) never count as progress. A slice whose CPU time exceeds its wall time
 * by more than `HELPERS_BUSY` is not quiet either: another thread of the process was busy beside the
 * timed code, and in a warm-up that is the optimising compiler (on that body the slowest slices took
 * 1.5–2 times their wall time in CPU, settled ones the same). So a plateau while code is still being
 * compiled does not end the warm-up; one without it would have to last as long as everything before it.
 */

/** Runs a side for at least `ms` of CPU time (at least one call); returns its calls, the CPU time and the wall time taken. */
export type RunSide = (ms: number) => { readonly calls: number; readonly ms: number; readonly wallMs: number };

export interface WarmupOptions {
  /** CPU milliseconds and slices each side runs at least. */
  readonly minMs: number;
  readonly minSlices: number;
  /** CPU milliseconds each side runs at most, settled or not; at most `minMs`: no settling asked. */
  readonly maxMs: number;
  /** CPU milliseconds of one slice (at least one call). */
  readonly sliceMs: number;
}

export interface WarmedUp {
  /** CPU milliseconds each side ran. */
  readonly spent: readonly number[];
  /** Whether every side's speed had settled when the warm-up ended; undefined when no settling was asked. */
  readonly settled: boolean | undefined;
}

/** A rate above the best so far by more than this share is progress. */
const GAIN = 0.03;
const SETTLE_SHARE = 0.5;
const MIN_QUIET_SLICES = 6;
/** CPU time above wall time by more than this share: a helper thread was busy. */
const HELPERS_BUSY = 0.15;

interface Progress {
  best: number;
  /** CPU time of the side when it last got faster. */
  bestAt: number;
  spent: number;
  slices: number;
  quietSlices: number;
}

/** Alternates slices of every side until each has settled and run its minimum, or `maxMs` has run out. */
export function warmUp(sides: readonly RunSide[], options: WarmupOptions): WarmedUp {
  const progress = sides.map((): Progress => ({ best: 0, bestAt: 0, spent: 0, slices: 0, quietSlices: 0 }));
  const settling = options.maxMs > options.minMs;
  const done = (p: Progress) =>
    p.slices >= options.minSlices &&
    p.spent >= options.minMs &&
    (!settling || isSettled(p) || p.spent >= options.maxMs);
  while (!progress.every(done)) {
    for (const [i, run] of sides.entries()) {
      const slice = run(options.sliceMs);
      record(progress[i] as Progress, slice);
    }
  }
  return { spent: progress.map((p) => p.spent), settled: settling ? progress.every(isSettled) : undefined };
}

function record(p: Progress, slice: ReturnType<RunSide>): void {
  const rate = (slice.calls * 1000) / slice.ms;
  p.spent += slice.ms;
  p.slices++;
  if (rate > p.best * (1 + GAIN) || slice.ms > slice.wallMs * (1 + HELPERS_BUSY)) {
    p.bestAt = p.spent;
    p.quietSlices = 0;
  } else {
    p.quietSlices++;
  }
  p.best = Math.max(p.best, rate);
}

/** No progress in the last `SETTLE_SHARE` of the side's CPU time, over at least `MIN_QUIET_SLICES` slices. */
function isSettled(p: Readonly<Progress>): boolean {
  return p.quietSlices >= MIN_QUIET_SLICES && p.spent - p.bestAt >= SETTLE_SHARE * p.spent;
}
