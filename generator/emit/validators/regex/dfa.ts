/**
 * Deterministic automata for parsed patterns: a Thompson NFA over a partition of the code points
 * into classes, then the subset construction. Bounded: a pattern whose automaton would pass
 * `MAX_STATES` states is left to `RegExp`.
 */
import { type CharSet, MAX_CODE_POINT, type Node, type ParsedPattern } from './parse.ts';

export interface Dfa {
  /** Code point intervals, one per input class. */
  readonly classes: readonly (readonly [number, number])[];
  /** `next[state][class]`: the next state, or -1 (no match possible). */
  readonly next: readonly (readonly number[])[];
  readonly accepting: readonly boolean[];
  /** Without `$`, reaching an accepting state is a match, whatever follows. */
  readonly acceptEarly: boolean;
}

/** States of the subset construction, and of the minimal automaton emitted. */
const MAX_BUILT = 5000;
const MAX_STATES = 400;

interface Nfa {
  readonly epsilon: number[][];
  readonly edges: { readonly classes: ReadonlySet<number>; readonly to: number }[][];
}

export function buildDfa(pattern: ParsedPattern): Dfa | undefined {
  const classes = partition(pattern.node);
  const nfa: Nfa = { epsilon: [], edges: [] };
  const state = () => {
    nfa.epsilon.push([]);
    nfa.edges.push([]);
    return nfa.epsilon.length - 1;
  };
  const start = state();
  let entry = start;
  if (!pattern.start) {
    // Unanchored at the start: any prefix may come first.
    nfa.edges[start]?.push({ classes: new Set(classes.map((_, i) => i)), to: start });
  }
  const accept = state();
  const built = build(pattern.node, entry, accept, nfa, state, classes);
  if (!built) return undefined;
  entry = start;
  return determinise(nfa, entry, accept, classes, !pattern.end);
}

/** Builds `node` between `from` and `to`; false when it grows too large. */
function build(
  node: Node,
  from: number,
  to: number,
  nfa: Nfa,
  state: () => number,
  classes: readonly (readonly [number, number])[],
): boolean {
  if (nfa.epsilon.length > MAX_BUILT * 4) return false;
  switch (node.kind) {
    case 'chars':
      nfa.edges[from]?.push({ classes: classesOf(node.set, classes), to });
      return true;
    case 'sequence': {
      let at = from;
      for (const [i, item] of node.items.entries()) {
        const next = i === node.items.length - 1 ? to : state();
        if (!build(item, at, next, nfa, state, classes)) return false;
        at = next;
      }
      if (node.items.length === 0) nfa.epsilon[from]?.push(to);
      return true;
    }
    case 'alternation':
      return node.options.every((option) => build(option, from, to, nfa, state, classes));
    case 'repeat': {
      let at = from;
      for (let i = 0; i < node.min; i++) {
        const next = state();
        if (!build(node.node, at, next, nfa, state, classes)) return false;
        at = next;
      }
      if (node.max === Number.POSITIVE_INFINITY) {
        const loop = state();
        nfa.epsilon[at]?.push(loop);
        if (!build(node.node, loop, loop, nfa, state, classes)) return false;
        nfa.epsilon[loop]?.push(to);
        return true;
      }
      for (let i = node.min; i < node.max; i++) {
        nfa.epsilon[at]?.push(to);
        const next = state();
        if (!build(node.node, at, next, nfa, state, classes)) return false;
        at = next;
      }
      nfa.epsilon[at]?.push(to);
      return true;
    }
  }
}

function determinise(
  nfa: Nfa,
  start: number,
  accept: number,
  classes: readonly (readonly [number, number])[],
  acceptEarly: boolean,
): Dfa | undefined {
  const closure = (states: Iterable<number>): number[] => {
    const seen = new Set<number>(states);
    const stack = [...seen];
    for (let s = stack.pop(); s !== undefined; s = stack.pop()) {
      for (const t of nfa.epsilon[s] ?? []) {
        if (seen.has(t)) continue;
        seen.add(t);
        stack.push(t);
      }
    }
    return [...seen].sort((a, b) => a - b);
  };
  const first = closure([start]);
  const index = new Map<string, number>([[first.join(','), 0]]);
  const sets = [first];
  const next: number[][] = [];
  for (let d = 0; d < sets.length; d++) {
    if (sets.length > MAX_BUILT) return undefined;
    const row: number[] = [];
    for (let c = 0; c < classes.length; c++) {
      const targets = new Set<number>();
      for (const s of sets[d] ?? [])
        for (const edge of nfa.edges[s] ?? []) if (edge.classes.has(c)) targets.add(edge.to);
      if (targets.size === 0) {
        row.push(-1);
        continue;
      }
      const set = closure(targets);
      const key = set.join(',');
      let target = index.get(key);
      if (target === undefined) {
        target = sets.length;
        index.set(key, target);
        sets.push(set);
      }
      row.push(target);
    }
    next.push(row);
  }
  const minimal = minimise(
    next,
    sets.map((set) => set.includes(accept)),
  );
  return minimal.next.length > MAX_STATES ? undefined : { classes, ...minimal, acceptEarly };
}

/**
 * Moore's partition refinement: states that accept alike and move alike on every class merge. State
 * 0 stays the start state.
 */
function minimise(next: readonly (readonly number[])[], accepting: readonly boolean[]) {
  let block: number[] = accepting.map((a) => (a ? 1 : 0));
  for (;;) {
    const signatures = new Map<string, number>();
    const refined = next.map((row, s) => {
      const key = `${block[s]}|${row.map((t) => (t < 0 ? -1 : block[t])).join(',')}`;
      let id = signatures.get(key);
      if (id === undefined) {
        id = signatures.size;
        signatures.set(key, id);
      }
      return id;
    });
    const stable = new Set(refined).size === new Set(block).size;
    block = refined;
    if (stable) break;
  }
  // Renumber blocks in order of first appearance from state 0, so the start state is 0.
  const order = new Map<number, number>();
  const queue = [0];
  order.set(block[0] as number, 0);
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    for (const t of next[s] ?? []) {
      if (t >= 0 && !order.has(block[t] as number)) {
        order.set(block[t] as number, order.size);
        queue.push(t);
      }
    }
  }
  const representative = new Map<number, number>();
  block.forEach((b, s) => {
    if (order.has(b) && !representative.has(b)) representative.set(b, s);
  });
  const states = [...order.entries()].sort((a, b) => a[1] - b[1]).map(([b]) => representative.get(b) as number);
  return {
    next: states.map((s) => (next[s] ?? []).map((t) => (t < 0 ? -1 : (order.get(block[t] as number) as number)))),
    accepting: states.map((s) => accepting[s] === true),
  };
}

/** The coarsest partition of all code points in which every set of the pattern is a union of classes. */
function partition(node: Node): [number, number][] {
  const cuts = new Set<number>([0, MAX_CODE_POINT + 1]);
  const visit = (n: Node): void => {
    if (n.kind === 'chars') {
      for (const [a, b] of n.set) {
        cuts.add(a);
        cuts.add(b + 1);
      }
    } else if (n.kind === 'sequence') n.items.forEach(visit);
    else if (n.kind === 'alternation') n.options.forEach(visit);
    else visit(n.node);
  };
  visit(node);
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted.slice(0, -1).map((a, i) => [a, (sorted[i + 1] as number) - 1]);
}

function classesOf(set: CharSet, classes: readonly (readonly [number, number])[]): Set<number> {
  const out = new Set<number>();
  classes.forEach(([a], i) => {
    if (set.some(([low, high]) => a >= low && a <= high)) out.add(i);
  });
  return out;
}
