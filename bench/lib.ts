/**
 * What a bench entry is, for the people who write them (bench/README.md, "Writing an entry").
 *
 * Every entry compares ours with one named peer doing the same work and is measured in several
 * samples; the harness (`run.ts`) turns the samples into the median, min and max of the ratio
 * `ours / peer` and the median of each side. Three kinds, by how a sample is made:
 * - `pair`: ours and the peer as two functions, run in alternating rounds inside one fresh process;
 *   a sample is one such process (`measure.ts`). Unit: calls per CPU second, higher is better.
 * - `processes`: each side is something that runs by itself (a cold import, a CLI, a server under
 *   load) and returns a figure; a sample is one run of each, the order alternating from sample to
 *   sample.
 * - `exact`: a deterministic figure (bytes of a bundle or a patch), measured once.
 */

import type { MeasureOptions } from './measure.ts';

export type BetterIs = 'higher' | 'lower';

/**
 * What the issue asks of the median ratio: `atLeast` for ratios where higher is better, `atMost`
 * else; or, where it states a bound of ours itself ("under 2 s"), `oursAtMost` on the median of ours,
 * in the entry's unit.
 */
export interface Goal {
  readonly atLeast?: number;
  readonly atMost?: number;
  readonly oursAtMost?: number;
}

interface EntryBase {
  /** `area.what.shape.peer`, e.g. `validate.realistic.schemasafe`; unique across suites. */
  readonly name: string;
  /** The competitor, with its version and mode, as results.json and the report show it. */
  readonly peer: string;
  readonly goal?: Goal;
}

/** Ours and the peer doing the same work on the same input; each returns its result (kept alive). */
export interface Pair {
  readonly ours: () => unknown;
  readonly theirs: () => unknown;
}

export interface PairEntry extends EntryBase {
  readonly kind: 'pair';
  /**
   * Runs in the fresh process of each sample, never in the harness: builds the inputs, loads both
   * sides and checks that they do the same work (same verdict, same result), throwing otherwise.
   */
  readonly setup: () => Pair | Promise<Pair>;
  /** Fresh processes (samples); at least 5. */
  readonly processes?: number;
  /** Changes to the rounds of `measure.ts` (`DEFAULT_MEASURE`), for calls that take a large part of a second. */
  readonly rounds?: Partial<MeasureOptions>;
  /** Report CPU milliseconds per call (lower is better) instead of calls per CPU second. */
  readonly perCall?: boolean;
}

/** One figure of a side, or several when one run yields several entries (`also`). */
export type Reading = number | Readonly<Record<string, number>>;

export interface Metric {
  readonly unit: string;
  readonly betterIs: BetterIs;
  readonly goal?: Goal;
}

/** Both sides of a sample measured in one run, taking turns inside it; `first` takes the first turn. */
export type Together = (first: 'ours' | 'theirs') => Promise<{ readonly ours: Reading; readonly theirs: Reading }>;

export interface ProcessesEntry extends EntryBase, Metric {
  readonly kind: 'processes';
  readonly ours: () => Promise<Reading>;
  readonly theirs: () => Promise<Reading>;
  /**
   * Instead of a run of `ours` and then one of `theirs`: one run that measures both, alternating
   * inside it (two servers up at once, loaded in turns), so that whatever else runs on the machine
   * weighs on both alike. `ours` and `theirs` then serve `check`-style single runs only.
   */
  readonly together?: { readonly run: Together; readonly method: string };
  /** Alternating runs of each side; at least 5. */
  readonly samples?: number;
  /**
   * Further entries read from the same runs (a server's p99 beside its throughput): each side then
   * returns a record with this entry's name and every name listed here.
   */
  readonly also?: Readonly<Record<string, Metric>>;
  /** Runs once in the harness before the first sample (and once in the bench's smoke test). */
  readonly check?: () => Promise<void>;
}

export interface ExactEntry extends EntryBase, Metric {
  readonly kind: 'exact';
  readonly measure: () => Promise<{ readonly ours: number; readonly peer: number }>;
}

export type Entry = PairEntry | ProcessesEntry | ExactEntry;

export interface Suite {
  /** Runs once in the harness before any sample, e.g. to compile the peers' modules. */
  readonly prepare?: () => Promise<void>;
  readonly entries: readonly Entry[];
}

export const MIN_SAMPLES = 5;

export function pair(fields: Omit<PairEntry, 'kind'>): PairEntry {
  return { kind: 'pair', ...fields };
}

export function processes(fields: Omit<ProcessesEntry, 'kind'>): ProcessesEntry {
  return { kind: 'processes', ...fields };
}

export function exact(fields: Omit<ExactEntry, 'kind'>): ExactEntry {
  return { kind: 'exact', ...fields };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `value` with `digits` significant digits: 123456 → 123000, 0.012345 → 0.0123. */
export function significant(value: number, digits = 3): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}
