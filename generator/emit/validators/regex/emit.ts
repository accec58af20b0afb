/**
 * A deterministic automaton as a JavaScript function: one loop over the code points of the string
 * (surrogate pairs read as one, as a Unicode-mode `RegExp` does) and a `switch` over the state.
 */
import { indent } from '../code.ts';
import { buildDfa, type Dfa } from './dfa.ts';
import { parsePattern } from './parse.ts';

/** A function expression matching strings exactly as `new RegExp(pattern, 'u').test` does, or `undefined`. */
export function compilePattern(pattern: string): string | undefined {
  const parsed = parsePattern(pattern);
  const dfa = parsed === undefined ? undefined : buildDfa(parsed);
  return dfa === undefined ? undefined : matcher(dfa, pattern);
}

function matcher(dfa: Dfa, pattern: string): string {
  const accepting = dfa.accepting.flatMap((a, q) => (a ? [q] : []));
  const isAccepting = (q: string) =>
    accepting.length === 0 ? 'false' : accepting.map((a) => `${q} === ${a}`).join(' || ');
  const cases = dfa.next.map((row, q) => `case ${q}:\n${indent(transitions(row, dfa.classes))}\n  break;`);
  const early = dfa.acceptEarly ? [`if (${isAccepting('q')}) return true;`] : [];
  return [
    `/* ${dfa.next.length}-state automaton of ${JSON.stringify(pattern).replace(/\*\//g, '*\\/')} */ function (s) {`,
    '  let q = 0;',
    ...early.map((l) => `  ${l}`),
    '  for (let i = 0; i < s.length; i++) {',
    '    let c = s.charCodeAt(i);',
    '    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {',
    '      const d = s.charCodeAt(i + 1);',
    '      if (d >= 0xdc00 && d <= 0xdfff) {',
    '        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;',
    '        i++;',
    '      }',
    '    }',
    '    switch (q) {',
    indent(cases.join('\n'), 3),
    '    }',
    ...early.map((l) => `    ${l}`),
    '  }',
    `  return ${isAccepting('q')};`,
    '}',
  ].join('\n');
}

/** `if (…) q = 3; else if (…) q = 5; else return false;` for one state's row. */
function transitions(row: readonly number[], classes: readonly (readonly [number, number])[]): string {
  const byTarget = new Map<number, [number, number][]>();
  row.forEach((target, c) => {
    if (target < 0) return;
    const ranges = byTarget.get(target) ?? [];
    const [a, b] = classes[c] as readonly [number, number];
    const last = ranges.at(-1);
    if (last !== undefined && last[1] + 1 === a) last[1] = b;
    else ranges.push([a, b]);
    byTarget.set(target, ranges);
  });
  if (byTarget.size === 0) return 'return false;';
  const branches = [...byTarget].map(([target, ranges]) => {
    const test = ranges.map(([a, b]) => (a === b ? `c === ${a}` : `(c >= ${a} && c <= ${b})`)).join(' || ');
    return `if (${test}) q = ${target};`;
  });
  return [...branches, 'return false;'].join('\nelse ');
}
