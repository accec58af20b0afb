/**
 * The automaton as the emitted matcher holds it: its character classes merged where every state
 * moves alike on them, the characters below 128 as runs of one class, the others by range.
 */
import type { Dfa } from './dfa.ts';

/** The automaton with its classes merged where every state moves alike on them. */
export interface Table {
  /** Merged classes: `next[q][k]` is the state after a character of class `k` in state `q`, or -1. */
  readonly next: readonly (readonly number[])[];
  /**
   * The characters below 128 as runs of one class, in order: `[first, last, class]`. Runs of a class
   * on which no state moves anywhere are left out (no state's row needs them: they lead to -1).
   */
  readonly ascii: readonly (readonly [number, number, number])[];
  /** The classes of the code points from 128 on, by range, in order; adjacent ranges of one class joined. */
  readonly wide: readonly { readonly from: number; readonly to: number; readonly k: number }[];
  readonly accepting: readonly boolean[];
  readonly acceptEarly: boolean;
}

export function tableOf(dfa: Dfa): Table {
  const byColumn = new Map<string, number>();
  const merged = dfa.classes.map((_range, c) => {
    const column = dfa.next.map((row) => row[c]).join(',');
    let k = byColumn.get(column);
    if (k === undefined) {
      k = byColumn.size;
      byColumn.set(column, k);
    }
    return k;
  });
  const width = byColumn.size;
  const next = dfa.next.map((row) => {
    const out = new Array<number>(width).fill(-1);
    row.forEach((target, c) => {
      out[merged[c] as number] = target;
    });
    return out;
  });
  const live = (k: number) => next.some((row) => (row[k] as number) >= 0);
  const ascii: [number, number, number][] = [];
  const wide: { from: number; to: number; k: number }[] = [];
  dfa.classes.forEach(([a, b], c) => {
    const k = merged[c] as number;
    if (a < 128 && live(k)) joinRun(ascii, a, Math.min(b, 127), k);
    if (b < 128) return;
    const from = Math.max(a, 128);
    const last = wide.at(-1);
    if (last !== undefined && last.k === k && last.to + 1 === from) last.to = b;
    else wide.push({ from, to: b, k });
  });
  return { next, ascii, wide, accepting: dfa.accepting, acceptEarly: dfa.acceptEarly };
}

/** Appends the run `first..last` of class `k`, joined to the previous run when it continues it. */
function joinRun(runs: [number, number, number][], first: number, last: number, k: number): void {
  const previous = runs.at(-1);
  if (previous !== undefined && previous[2] === k && previous[1] + 1 === first) previous[1] = last;
  else runs.push([first, last, k]);
}
