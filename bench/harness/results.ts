/**
 * From samples to the entries of bench/results.json, and the lines the harness prints.
 */
import type { BetterIs, Goal } from '../lib.ts';
import { median, round, significant } from '../lib.ts';
import type { Sample } from './sample.ts';

export interface EntryResult {
  readonly suite: string;
  readonly peer: string;
  readonly unit: string;
  readonly betterIs: BetterIs;
  /** Median of ours over the samples. */
  readonly ours: number;
  /** Median of the peer over the samples. */
  readonly theirs: number;
  /** ours / peer: the median, min and max over the samples, and every sample's. */
  readonly ratio: number;
  readonly ratioMin: number;
  readonly ratioMax: number;
  readonly ratios: readonly number[];
  readonly samples: number;
  /** Pair entries: the processes whose speed had not settled when the warm-up ended (bench/warm-up.ts). */
  readonly unsettled?: number;
  readonly method: string;
  readonly goal?: string;
  readonly goalMet?: boolean;
}

export interface ResultMeta {
  readonly suite: string;
  readonly peer: string;
  readonly unit: string;
  readonly betterIs: BetterIs;
  readonly method: string;
  readonly goal?: Goal;
}

export function summarize(samples: readonly Sample[], meta: ResultMeta): EntryResult {
  const ratios = samples.map((s) => s.ratio);
  const ratio = round(median(ratios), 3);
  const ours = figure(median(samples.map((s) => s.ours)));
  const goal =
    meta.goal === undefined ? {} : { goal: goalText(meta.goal, meta.unit), goalMet: meetsGoal(ratio, ours, meta.goal) };
  return {
    suite: meta.suite,
    peer: meta.peer,
    unit: meta.unit,
    betterIs: meta.betterIs,
    ours,
    theirs: figure(median(samples.map((s) => s.peer))),
    ratio,
    ratioMin: round(Math.min(...ratios), 3),
    ratioMax: round(Math.max(...ratios), 3),
    ratios: ratios.map((r) => round(r, 3)),
    samples: samples.length,
    ...unsettledOf(samples),
    method: meta.method,
    ...goal,
  };
}

function unsettledOf(samples: readonly Sample[]): { unsettled?: number } {
  if (!samples.some((s) => s.settled !== undefined)) return {};
  return { unsettled: samples.filter((s) => s.settled === false).length };
}

/** Whole numbers from 1000 up, four significant digits below. */
export function figure(value: number): number {
  return Math.abs(value) >= 1000 ? Math.round(value) : significant(value, 4);
}

export function goalText(goal: Goal, unit = ''): string {
  return [
    goal.atLeast === undefined ? '' : `>= ${goal.atLeast}`,
    goal.atMost === undefined ? '' : `<= ${goal.atMost}`,
    goal.oursAtMost === undefined ? '' : `ours <= ${goal.oursAtMost} ${unit}`.trimEnd(),
  ]
    .filter((t) => t !== '')
    .join(' and ');
}

function meetsGoal(ratio: number, ours: number, goal: Goal): boolean {
  return (
    (goal.atLeast === undefined || ratio >= goal.atLeast) &&
    (goal.atMost === undefined || ratio <= goal.atMost) &&
    (goal.oursAtMost === undefined || ours <= goal.oursAtMost)
  );
}

/** `validate.realistic.schemasafe  ours 1.2e5 ops/s, peer 4.5e4: 2.71x (2.55–2.90) goal >= 3: NOT MET` */
export function resultLine(name: string, r: EntryResult): string {
  const goal = r.goal === undefined ? '' : `  goal ${r.goal}: ${r.goalMet ? 'met' : 'NOT MET'}`;
  const unsettled = r.unsettled ? `  (${r.unsettled} of ${r.samples} processes not settled)` : '';
  return `${name.padEnd(44)} ${r.ratio.toFixed(3)}x (${r.ratioMin.toFixed(3)}–${r.ratioMax.toFixed(3)})  ours ${r.ours} / ${r.theirs} ${r.unit}${goal}${unsettled}`;
}

/**
 * The new results file: `measured` over `previous`, without entries that the suites run this time
 * no longer define; sorted by name.
 */
export function mergeResults(
  previous: Readonly<Record<string, EntryResult>>,
  measured: ReadonlyMap<string, EntryResult>,
  defined: ReadonlySet<string>,
  suitesRun: ReadonlySet<string>,
): Record<string, EntryResult> {
  const kept = Object.entries(previous).filter(([name, r]) => !suitesRun.has(r.suite) || defined.has(name));
  const all = new Map([...kept, ...measured]);
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : 1)));
}
