/**
 * A parser for the subset of ECMAScript regular expressions (Unicode mode) the pattern compiler
 * takes: literals, escapes, character classes (ranges, negation, `\d \s \w` and their complements),
 * groups, alternation and greedy quantifiers. Anything else — lookarounds, back-references, `.`,
 * lazy quantifiers, anchors other than a leading `^` and a trailing `$` — makes `parsePattern`
 * return `undefined`, and the pattern stays a `RegExp`.
 * @see https://tc39.es/ecma262/#sec-patterns
 */

/** Code point ranges, inclusive, sorted and disjoint. */
export type CharSet = readonly (readonly [number, number])[];

export type Node =
  | { readonly kind: 'chars'; readonly set: CharSet }
  | { readonly kind: 'sequence'; readonly items: readonly Node[] }
  | { readonly kind: 'alternation'; readonly options: readonly Node[] }
  | { readonly kind: 'repeat'; readonly node: Node; readonly min: number; readonly max: number };

export interface ParsedPattern {
  readonly node: Node;
  /** `^`: the match starts at the beginning (else anywhere). */
  readonly start: boolean;
  /** `$`: the match ends at the end (else anywhere). */
  readonly end: boolean;
}

export const MAX_CODE_POINT = 0x10ffff;
const DIGIT: CharSet = [[48, 57]];
const WORD: CharSet = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const SPACE: CharSet = [
  [9, 13],
  [32, 32],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const SYNTAX = new Set('^$\\.*+?()[]{}|/-'.split(''));

class Unsupported extends Error {}

export function parsePattern(pattern: string): ParsedPattern | undefined {
  try {
    const start = pattern.startsWith('^');
    const end = pattern.endsWith('$') && !pattern.endsWith('\\$');
    const body = pattern.slice(start ? 1 : 0, end ? -1 : undefined);
    const parser = new Parser(body);
    const node = parser.alternation();
    if (!parser.done()) return undefined;
    // `^a|b$` anchors only one option: only a pattern whose top level is not an alternation is taken.
    if ((start || end) && node.kind === 'alternation') return undefined;
    return { node, start, end };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Parser {
  private at = 0;
  private readonly chars: string[];

  constructor(text: string) {
    this.chars = [...text];
  }

  done(): boolean {
    return this.at === this.chars.length;
  }

  alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'alternation', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (!this.done() && this.peek() !== '|' && this.peek() !== ')') items.push(this.quantified(this.atom()));
    return { kind: 'sequence', items };
  }

  private atom(): Node {
    const c = this.next();
    switch (c) {
      case '(': {
        if (this.peek() === '?') {
          this.at++;
          if (this.next() !== ':') throw new Unsupported();
        }
        const inner = this.alternation();
        if (this.next() !== ')') throw new Unsupported();
        return inner;
      }
      case '[':
        return { kind: 'chars', set: this.charClass() };
      case '\\':
        return { kind: 'chars', set: this.escape(false) };
      case '.':
      case '^':
      case '$':
      case '*':
      case '+':
      case '?':
      case '{':
      case '}':
      case ']':
      case ')':
      case '|':
        throw new Unsupported();
      default:
        return { kind: 'chars', set: single(c) };
    }
  }

  private quantified(node: Node): Node {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Number.POSITIVE_INFINITY];
    else if (c === '+') [min, max] = [1, Number.POSITIVE_INFINITY];
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.at).join(''));
      if (match === null) throw new Unsupported();
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
      this.at += match[0].length - 1;
    } else return node;
    this.at++;
    if (this.peek() === '?' || this.peek() === '+' || max < min) throw new Unsupported();
    return { kind: 'repeat', node, min, max };
  }

  private charClass(): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const ranges: [number, number][] = [];
    while (this.peek() !== ']') {
      if (this.done()) throw new Unsupported();
      const low = this.classAtom();
      if (this.peek() === '-' && this.chars[this.at + 1] !== ']' && low.length === 1 && low[0]?.[0] === low[0]?.[1]) {
        this.at++;
        const high = this.classAtom();
        const from = low[0]?.[0] as number;
        const to = high[0]?.[0] as number;
        if (high.length !== 1 || high[0]?.[0] !== high[0]?.[1] || to < from) throw new Unsupported();
        ranges.push([from, to]);
      } else ranges.push(...low.map(([a, b]) => [a, b] as [number, number]));
    }
    this.at++;
    const set = normalise(ranges);
    return negated ? complement(set) : set;
  }

  private classAtom(): CharSet {
    const c = this.next();
    return c === '\\' ? this.escape(true) : single(c);
  }

  private escape(inClass: boolean): CharSet {
    const c = this.next();
    switch (c) {
      case 'd':
        return DIGIT;
      case 'D':
        return complement(DIGIT);
      case 's':
        return SPACE;
      case 'S':
        return complement(SPACE);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 't':
        return single('\t');
      case 'n':
        return single('\n');
      case 'r':
        return single('\r');
      default:
        if (SYNTAX.has(c) || (inClass && c === '-')) return single(c);
        throw new Unsupported();
    }
  }

  private peek(): string | undefined {
    return this.chars[this.at];
  }

  private next(): string {
    const c = this.chars[this.at++];
    if (c === undefined) throw new Unsupported();
    return c;
  }
}

function single(c: string): CharSet {
  const code = c.codePointAt(0) as number;
  return [[code, code]];
}

export function normalise(ranges: readonly (readonly [number, number])[]): CharSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last !== undefined && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [a, b] of set) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}
