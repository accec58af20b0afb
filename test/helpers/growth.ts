/**
 * How the cost of an operation grows with the size of its input, measured as a ratio of CPU times
 * between sizes, never as an absolute time: a loaded machine slows every size alike, and the
 * least of several rounds drops the rounds another process or a garbage collection got into.
 * Each size does the same total work (smaller inputs are run more times), so every measurement
 * is long enough for the clock.
 */

/** The CPU time (user and system) of this process, in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Rounds per size; the least is kept. */
const ROUNDS = 3;

/**
 * The least CPU time a round lasts, in microseconds: the process's CPU clock may advance in ticks of
 * several milliseconds, so a round of one short run could read as a whole tick, or as nothing.
 */
const MIN_ROUND_MICROS = 30_000;

/**
 * The CPU time of one run of `run` on input `input`, over one round: batches of `repeat` runs until
 * the round has lasted `MIN_ROUND_MICROS`.
 */
function roundOf<T>(input: T, run: (input: T) => unknown, repeat: number): number {
  const start = cpuMicros();
  let runs = 0;
  let spent = 0;
  do {
    for (let i = 0; i < repeat; i++) run(input);
    runs += repeat;
    spent = cpuMicros() - start;
  } while (spent < MIN_ROUND_MICROS);
  return spent / runs;
}

/**
 * The CPU time of one run at each size: the least of `ROUNDS` rounds, taken in turns (every size
 * once, then again), so that a disturbance of a few hundred milliseconds (another process, a
 * garbage collection, a compilation on a helper thread) reaches one round of each size rather than
 * every round of one. A first round of each size warms up (optimized code, not the interpreter or
 * a baseline tier) and is not kept.
 */
function costsOf<T>(inputs: readonly T[], run: (input: T) => unknown, repeats: readonly number[]): number[] {
  const least = inputs.map(() => Number.POSITIVE_INFINITY);
  for (let round = -1; round < ROUNDS; round++) {
    inputs.forEach((input, i) => {
      const cost = roundOf(input, run, repeats[i] as number);
      if (round >= 0) least[i] = Math.min(least[i] as number, cost);
    });
  }
  return least;
}

export interface Growth {
  readonly sizes: readonly number[];
  /** CPU microseconds of one run, by size. */
  readonly costs: readonly number[];
  /** `costs[i + 1] / costs[i]`. */
  readonly ratios: readonly number[];
  /** The most each ratio may be if the cost grows as n log n, with room for caches and noise. */
  readonly bounds: readonly number[];
}

/**
 * Runs `run` on inputs of each size (`build(n)` makes one, outside the measurement) and compares
 * consecutive sizes. A cost growing as n log n from n to m grows by (m log m) / (n log n); the bound
 * allows `slack` times that (memory caches and garbage collection make inputs of 100,000 entries
 * dearer per entry: up to 4x was seen on a loaded machine), half the (m / n)² of a quadratic step.
 */
export function measureGrowth<T>(
  sizes: readonly number[],
  build: (n: number) => T,
  run: (input: T) => unknown,
  slack = 4,
): Growth {
  const largest = Math.max(...sizes);
  const inputs = sizes.map(build);
  const costs = costsOf(
    inputs,
    run,
    sizes.map((n) => Math.max(1, Math.round(largest / n))),
  );
  const ratios: number[] = [];
  const bounds: number[] = [];
  for (let i = 1; i < sizes.length; i++) {
    const [n, m] = [sizes[i - 1] as number, sizes[i] as number];
    ratios.push((costs[i] as number) / Math.max(costs[i - 1] as number, 1));
    bounds.push(slack * ((m * Math.log(m)) / (n * Math.log(n))));
  }
  return { sizes, costs, ratios, bounds };
}

/** A readable account of a growth, for the message of a failed expectation. */
export function describeGrowth(growth: Growth): string {
  const costs = growth.sizes.map((n, i) => `${n}: ${Math.round(growth.costs[i] as number)} µs`).join(', ');
  const ratios = growth.ratios.map((r, i) => `${r.toFixed(1)} (bound ${(growth.bounds[i] as number).toFixed(1)})`);
  return `${costs}; ratios ${ratios.join(', ')}`;
}

/** Whether every ratio is within its bound. */
export function withinNLogN(growth: Growth): boolean {
  return growth.ratios.every((ratio, i) => ratio <= (growth.bounds[i] as number));
}
