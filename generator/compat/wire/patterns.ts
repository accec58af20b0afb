/**
 * How two patterns relate, decided on their automata: the language of one inside the other's. The
 * validators' own pattern compiler builds the automata; a pattern it cannot compile (lookarounds,
 * back-references, too many states) leaves the relation `unknown`, reported as a changed pattern.
 */
import { buildDfa, type Dfa } from '../../emit/validators/regex/dfa.ts';
import { parsePattern } from '../../emit/validators/regex/parse.ts';

export type Relation = 'equal' | 'narrower' | 'wider' | 'unknown';

/** `wider`: every string `before` matches, `after` matches too, and more. */
export function patternRelation(before: string, after: string): Relation {
  if (before === after) return 'equal';
  const [a, b] = [automatonOf(before), automatonOf(after)];
  if (a === undefined || b === undefined) return 'unknown';
  const aInB = includedIn(a, b);
  const bInA = includedIn(b, a);
  if (aInB && bInA) return 'equal';
  if (aInB) return 'wider';
  return bInA ? 'narrower' : 'unknown';
}

function automatonOf(pattern: string): Dfa | undefined {
  const parsed = parsePattern(pattern);
  return parsed === undefined ? undefined : buildDfa(parsed);
}

/** No match at all from here on. */
const DEAD = -1;
/** Matched whatever follows (an automaton of a pattern without `$`). */
const MATCHED = -2;

function settle(dfa: Dfa, state: number): number {
  return state >= 0 && dfa.acceptEarly && dfa.accepting[state] === true ? MATCHED : state;
}

function step(dfa: Dfa, state: number, codePoint: number): number {
  if (state < 0) return state;
  const index = dfa.classes.findIndex(([low, high]) => codePoint >= low && codePoint <= high);
  return settle(dfa, dfa.next[state]?.[index] ?? DEAD);
}

function accepts(dfa: Dfa, state: number): boolean {
  return state === MATCHED || (state >= 0 && dfa.accepting[state] === true);
}

/** Whether every string `a` matches, `b` matches: a search of the product for a counterexample. */
function includedIn(a: Dfa, b: Dfa): boolean {
  const cuts = [...new Set([...a.classes, ...b.classes].map(([low]) => low))].sort((x, y) => x - y);
  const start: [number, number] = [settle(a, 0), settle(b, 0)];
  const seen = new Set([start.join()]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [qa, qb] = next;
    if (accepts(a, qa) && !accepts(b, qb)) return false;
    if (qa === DEAD || qb === MATCHED) continue; // nothing more to find on this path
    for (const codePoint of cuts) {
      const pair: [number, number] = [step(a, qa, codePoint), step(b, qb, codePoint)];
      const key = pair.join();
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(pair);
      }
    }
  }
  return true;
}
