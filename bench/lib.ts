/**
 * Benchmark helpers. Every measurement of the project is one entry of bench/results.json, ours and
 * a named baseline side by side from the same run:
 * `{ ours, baseline, baselineName, unit, betterIs, ratio }` with `ratio = ours / baseline`.
 */

export interface BenchEntry {
  readonly ours: number;
  readonly baseline: number;
  readonly baselineName: string;
  readonly unit: string;
  readonly betterIs: 'higher' | 'lower';
  readonly ratio: number;
}

/** A suite measures and returns its entries by name (`validate.create.valid`). */
export type BenchSuite = () => Promise<Record<string, BenchEntry>>;

export function entry(fields: Omit<BenchEntry, 'ratio'>): BenchEntry {
  return { ...fields, ratio: round(fields.ours / fields.baseline, 3) };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Operations per second of `fn`: warm up, then the median of several timed rounds, so one
 * garbage-collection pause does not decide the figure.
 */
export function opsPerSecond(fn: () => unknown, { rounds = 7, roundMs = 300 } = {}): number {
  let sink: unknown;
  const warmUntil = performance.now() + roundMs;
  while (performance.now() < warmUntil) sink = fn();
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let count = 0;
    const start = performance.now();
    let now = start;
    while (now - start < roundMs) {
      for (let i = 0; i < 100; i++) sink = fn();
      count += 100;
      now = performance.now();
    }
    rates.push((count * 1000) / (now - start));
  }
  if (sink === Symbol.for('never')) console.log(sink);
  return Math.round(median(rates));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Operations per second of two functions measured in alternating rounds, so a machine busy with
 * other work slows both alike and the ratio stays meaningful: `[ours, baseline]`, each the median
 * of its rounds.
 */
export function opsPerSecondSideBySide(
  ours: () => unknown,
  baseline: () => unknown,
  { rounds = 15, roundMs = 150 } = {},
): [number, number] {
  const fns = [ours, baseline] as const;
  const rates = fns.map((): number[] => []);
  let sink: unknown;
  for (const fn of fns) {
    const warmUntil = performance.now() + roundMs;
    while (performance.now() < warmUntil) sink = fn();
  }
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, which) => {
      let count = 0;
      const start = performance.now();
      let now = start;
      while (now - start < roundMs) {
        for (let i = 0; i < 50; i++) sink = fn();
        count += 50;
        now = performance.now();
      }
      rates[which]?.push((count * 1000) / (now - start));
    });
  }
  if (sink === Symbol.for('never')) console.log(sink);
  const [oursRates = [], baselineRates = []] = rates;
  return [Math.round(median(oursRates)), Math.round(median(baselineRates))];
}
