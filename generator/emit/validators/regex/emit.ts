/**
 * A deterministic automaton as a JavaScript function: one loop over the code points of the string
 * (surrogate pairs read as one, as a Unicode-mode `RegExp` does) and a `switch` over the state.
 */
import { _, type Code, comment, indent, join, lines } from '../../code.ts';
import { buildDfa, type Dfa } from './dfa.ts';
import { parsePattern } from './parse.ts';

/** A function expression matching strings exactly as `new RegExp(pattern, 'u').test` does, or `undefined`. */
export function compilePattern(pattern: string): Code | undefined {
  const parsed = parsePattern(pattern);
  const dfa = parsed === undefined ? undefined : buildDfa(parsed);
  return dfa === undefined ? undefined : matcher(dfa, pattern);
}

function matcher(dfa: Dfa, pattern: string): Code {
  const accepting = dfa.accepting.flatMap((a, q) => (a ? [q] : []));
  const isAccepting =
    accepting.length === 0
      ? _`false`
      : join(
          accepting.map((a) => _`q === ${a}`),
          _` || `,
        );
  const cases = dfa.next.map((row, q) => _`case ${q}:\n${indent(transitions(row, dfa.classes))}\n  break;`);
  const early = dfa.acceptEarly ? _`if (${isAccepting}) return true;` : undefined;
  const title = comment(`${dfa.next.length}-state automaton of ${JSON.stringify(pattern)}`);
  return lines([
    _`${title} function (s) {`,
    _`  let q = 0;`,
    early && indent(early),
    _`  for (let i = 0; i < s.length; i++) {`,
    _`    let c = s.charCodeAt(i);`,
    _`    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {`,
    _`      const d = s.charCodeAt(i + 1);`,
    _`      if (d >= 0xdc00 && d <= 0xdfff) {`,
    _`        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;`,
    _`        i++;`,
    _`      }`,
    _`    }`,
    _`    switch (q) {`,
    indent(lines(cases), 3),
    _`    }`,
    early && indent(early, 2),
    _`  }`,
    _`  return ${isAccepting};`,
    _`}`,
  ]);
}

/** `if (…) q = 3; else if (…) q = 5; else return false;` for one state's row. */
function transitions(row: readonly number[], classes: readonly (readonly [number, number])[]): Code {
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
  if (byTarget.size === 0) return _`return false;`;
  const branches = [...byTarget].map(([target, ranges]) => {
    const test = join(
      ranges.map(([a, b]) => (a === b ? _`c === ${a}` : _`(c >= ${a} && c <= ${b})`)),
      _` || `,
    );
    return _`if (${test}) q = ${target};`;
  });
  return join([...branches, _`return false;`], _`\nelse `);
}
