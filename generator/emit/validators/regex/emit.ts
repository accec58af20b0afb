/**
 * A deterministic automaton as a JavaScript function driven by tables: one loop over the string in
 * which a character below 128 finds the next state in one load, and any other character (surrogate pairs read as one code point, as a Unicode-mode `RegExp` does) finds
 * its class by range. A table lookup per character costs the same in every state, where a `switch`
 * over a few hundred states with a chain of range tests in each did not (the CIDR pattern's 184
 * states took a quarter of a 1,000-entry firewall's check), and the tables are a fifth of the
 * `switch`'s source.
 */
import { _, type Code, comment, indent, join, lines } from '../../code.ts';
import { buildDfa } from './dfa.ts';
import { parsePattern } from './parse.ts';
import { type Table, tableOf } from './table.ts';

/** Accepting states listed as comparisons up to this many; a table of flags beyond. */
const LISTED_ACCEPTING = 4;

/**
 * Compiled matchers by pattern: building an automaton takes up to a tenth of a second, and a
 * pattern is met at every field of its type, in every validator module and in every generation of
 * a process (the compatibility guard generates two versions).
 */
const COMPILED = new Map<string, Code | undefined>();

/**
 * A function expression matching strings exactly as `new RegExp(pattern, 'u').test` does, or
 * `undefined`. The function returns -1 for a string that does not match and, for one that does, the
 * string's identifier hash (`hashText` of the validators' runtime): the matcher reads every character
 * anyway, and a keyed array whose identifiers it checks then finds repeats without reading them
 * again (see `uniqueIdentifiers`).
 */
export function compilePattern(pattern: string): Code | undefined {
  if (COMPILED.has(pattern)) return COMPILED.get(pattern);
  const parsed = parsePattern(pattern);
  const dfa = parsed === undefined ? undefined : buildDfa(parsed);
  const code = dfa === undefined ? undefined : matcher(tableOf(dfa), pattern);
  COMPILED.set(pattern, code);
  return code;
}

function matcher(table: Table, pattern: string): Code {
  const width = table.next[0]?.length ?? 0;
  // The table the loop reads has one row of STRIDE entries a state: the 128 characters below 128,
  // then the classes of the others. A state is the offset of its row, so an ASCII character costs one
  // addition and one load (no lookup of its class first), the shortest chain from one state to the
  // next. It is spread from the compact tables (a row of `width` classes a state) on the first string
  // the matcher reads, so an import pays only for the matchers it uses.
  const stride = ASCII + width;
  const row = (q: number) => (q < 0 ? -1 : q * stride);
  const accepting = table.accepting.flatMap((a, q) => (a ? [row(q)] : []));
  const flags = accepting.length > LISTED_ACCEPTING;
  const isAccepting = flags
    ? _`accepting[q / ${stride}] === 1`
    : accepting.length === 0
      ? _`false`
      : join(
          accepting.map((a) => _`q === ${a}`),
          _` || `,
        );
  // A match early in the string still hashes the rest: the hash is of the whole string.
  const early = table.acceptEarly ? _`if (${isAccepting}) return hashRest(s, i + 1, h);` : undefined;
  const title = comment(`${table.next.length}-state automaton of ${JSON.stringify(pattern)}`);
  return lines([
    _`${title} (() => {`,
    indent(spread(table, stride), 1),
    flags ? _`  const accepting = new Uint8Array(${table.accepting.map((a) => (a ? 1 : 0))});` : undefined,
    table.acceptEarly ? HASH_REST : undefined,
    _`  // -1: no match; a match: the string's hash (its UTF-16 units, as the runtime's hashText).`,
    _`  return function (s) {`,
    _`    if (!filled) {`,
    _`      spread();`,
    _`      filled = true;`,
    _`    }`,
    _`    let q = 0;`,
    _`    let h = 0;`,
    table.acceptEarly ? _`    let i = -1;` : undefined,
    early && indent(early, 2),
    _`    for (${table.acceptEarly ? _`i = 0` : _`let i = 0`}; i < s.length; i++) {`,
    _`      let c = s.charCodeAt(i);`,
    _`      h = (Math.imul(h, 31) + c) | 0;`,
    _`      if (c < 128) q = next[q + c];`,
    _`      else {`,
    _`        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {`,
    _`          const d = s.charCodeAt(i + 1);`,
    _`          if (d >= 0xdc00 && d <= 0xdfff) {`,
    _`            c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;`,
    _`            h = (Math.imul(h, 31) + d) | 0;`,
    _`            i++;`,
    _`          }`,
    _`        }`,
    _`        q = next[q + 128 + (${wideClass(table.wide)})];`,
    _`      }`,
    _`      if (q < 0) return -1;`,
    early && indent(early, 3),
    _`    }`,
    _`    return ${isAccepting} ? h & 0x3fffffff : -1;`,
    _`  };`,
    _`})()`,
  ]);
}

/**
 * The table, allocated (zeroed) at load, and the function `spread` that fills it: the compact tables
 * are literals inside the function, which the engine only pre-parses when the module loads, and the
 * rows are filled a run of one class at a time (`fill` over the ASCII characters of a class), not a
 * character at a time: the CIDR automaton's 184 rows take about 2,600 steps instead of 26,000.
 * The table is a constant of the matcher's closure, as it was when it was filled at load: a loop
 * reading a table held in a variable set on the first call (`table ?? (table = spread())`) took
 * 6–13% longer a string. Each matcher fills its own: one function shared by every matcher cost
 * about 2.5 ms more on a cold start (its compiled code, made for one automaton, was thrown away on
 * the next).
 */
function spread(table: Table, stride: number): Code {
  const states = table.next.length;
  const width = table.next[0]?.length ?? 0;
  const rows = table.next.map((targets, q) => _`${join(targets.map(numberCode), _`, `)}, ${comment(`${q}`)}`);
  const array = states > 0x7fff ? _`Int32Array` : _`Int16Array`;
  return lines([
    _`// next[q + c] for a character c below 128, next[q + 128 + class] for the others: the offset of`,
    _`// the state after it (its number times ${stride}), q being the offset of the current state; -1: no match.`,
    _`// Filled on the first string this matcher reads.`,
    _`const next = new Int32Array(${states * stride});`,
    _`let filled = false;`,
    _`const spread = () => {`,
    _`  // classes[q * ${width} + class]: the state after a character of that class in state q; -1: no match.`,
    _`  const classes = new ${array}([`,
    indent(lines(rows), 2),
    _`  ]);`,
    _`  // The characters below 128 as runs of one class: first, last, class (none for a class that leads nowhere).`,
    _`  const runs = new Uint8Array(${table.ascii.flat()});`,
    _`  next.fill(-1);`,
    _`  for (let q = 0; q < ${states}; q++) {`,
    _`    const row = q * ${stride};`,
    _`    for (let k = 0; k < ${width}; k++) {`,
    _`      const to = classes[q * ${width} + k];`,
    _`      if (to >= 0) next[row + 128 + k] = to * ${stride};`,
    _`    }`,
    _`    for (let r = 0; r < runs.length; r += 3) {`,
    _`      const to = classes[q * ${width} + runs[r + 2]];`,
    _`      if (to >= 0) next.fill(to * ${stride}, row + runs[r], row + runs[r + 1] + 1);`,
    _`    }`,
    _`  }`,
    _`};`,
  ]);
}

/** Entries of a state's row before its classes: one for each character below 128. */
const ASCII = 128;

/** The hash of a string whose first `from` units gave `h` (a matcher that accepts before the end). */
const HASH_REST = lines([
  _`  const hashRest = (s, from, h) => {`,
  _`    for (let i = from; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;`,
  _`    return h & 0x3fffffff;`,
  _`  };`,
]);

/** `c <= 0x2027 ? 3 : c <= 0x2029 ? 4 : 5`: the class of a code point from 128 on. */
function wideClass(ranges: Table['wide']): Code {
  const last = ranges.at(-1);
  if (last === undefined) return _`0`;
  return ranges.slice(0, -1).reduceRight<Code>((rest, { to, k }) => _`c <= ${to} ? ${k} : ${rest}`, numberCode(last.k));
}

function numberCode(n: number): Code {
  return _`${n}`;
}
