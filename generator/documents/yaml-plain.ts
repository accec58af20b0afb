/**
 * The YAML reader's fast path: a one-document file that provably uses only what JSON holds, read by
 * js-yaml 4 (on cluster files several times faster than the `yaml` library, which builds a full
 * document model), with a schema whose scalars resolve exactly as `yaml`'s YAML 1.2 core schema
 * resolves them. Anything doubtful gives `undefined`, and the caller reads the text with `yaml` as
 * before — which also gives every message, and the positions when something asks for them.
 *
 * Doubtful, by a conservative look at the text (a false alarm costs only speed):
 * - a character that may start a tag, anchor, alias, explicit key, directive or reserved indicator
 *   (`! & * ? % @` and the backquote) where a node may start, and any `<<` (a merge key);
 * - a flow collection that is not empty (its members could be keys JSON cannot hold);
 * - a tab, a carriage return that does not end a line, or a byte-order mark; a second document marker
 *   (`---`, `...`);
 * and, after reading: a number JSON cannot hold (`.inf`, `.nan`, `1e999`), a key that written plain
 * would not be a string (`1`, `true`, `~`, an empty one), or a value that is not a mapping or a
 * sequence. js-yaml refuses duplicate keys, so a file with one goes the `yaml` way too.
 *
 * A file whose lines end in CRLF (as editors on Windows and `core.autocrlf` write them) is read with
 * its line breaks as LF: YAML normalises every line break in content to LF, so the value is the same,
 * and the content's place is counted in the file's own text.
 * @see https://yaml.org/spec/1.2.2/#1032-tag-resolution
 */
import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

/** The plain scalars of the YAML 1.2 core schema as the `yaml` library resolves them. */
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const BOOLS = new Map([
  ['true', true],
  ['True', true],
  ['TRUE', true],
  ['false', false],
  ['False', false],
  ['FALSE', false],
]);
const INT = /^[-+]?[0-9]+$/;
const INT_OCT = /^0o[0-7]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** Whether a scalar may be a number: it starts with a digit, a sign or a dot (most text does not). */
function mayBeNumber(s: string): boolean {
  const c = s.charCodeAt(0);
  return (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
}

const CORE_SCALARS = [
  new Type('tag:yaml.org,2002:null', { kind: 'scalar', resolve: (s: string) => NULLS.has(s), construct: () => null }),
  new Type('tag:yaml.org,2002:bool', {
    kind: 'scalar',
    resolve: (s: string) => BOOLS.has(s),
    construct: (s: string) => BOOLS.get(s),
  }),
  new Type('tag:yaml.org,2002:int', {
    kind: 'scalar',
    resolve: (s: string) => mayBeNumber(s) && (INT.test(s) || INT_OCT.test(s) || INT_HEX.test(s)),
    construct: (s: string) =>
      INT.test(s) ? Number.parseInt(s, 10) : Number.parseInt(s.slice(2), s[1] === 'o' ? 8 : 16),
  }),
  new Type('tag:yaml.org,2002:float', {
    kind: 'scalar',
    // `.inf` and `.nan` resolve to numbers that the check after reading refuses, as `yaml` would.
    resolve: (s: string) => mayBeNumber(s) && (FLOAT_SPECIAL.test(s) || FLOAT_EXP.test(s) || FLOAT.test(s)),
    construct: (s: string) => (FLOAT_SPECIAL.test(s) ? Number.NaN : Number.parseFloat(s)),
  }),
];

const SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: CORE_SCALARS });

/** Where a node may start: the text's start, after white space, a flow indicator or `:`. */
const DOUBTFUL = /(?<![^\s[{,:])(?:[!&*?%@`]|\[(?!\])|\{(?!\}))|<<|[\t\r\uFEFF]|[|>][1-9]?\+/;

/**
 * After the content started: a document marker (a second document, or the end of this one), or a
 * sequence entry left empty at the end of its line, which js-yaml 4 can take for a member of the
 * wrong sequence (`- -` then `- b` reads as `[[null, "b"]]`).
 */
const MARKER = /\n(?:---|\.\.\.)(?=\s|$)|(?<![^ \n])-[ ]*(?:#[^\n]*)?(?:\n|$)/g;

/**
 * The keys js-yaml makes of keys that are not strings (it writes them with `String`): any a plain
 * scalar of the core schema reads as not a string (and anything starting like a number), `Infinity`
 * and `NaN`, and an empty mapping's.
 */
const NOT_A_PLAIN_STRING =
  /^(?:~?|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|-?Infinity|NaN|\[object Object\]|[-+]?[.0-9][\s\S]*)$/;

export interface PlainDocument {
  readonly value: object;
  /** Where the document's content starts. */
  readonly offset: number;
}

/** The one document of `text`, when reading it with js-yaml provably gives what `yaml` gives. */
export function readPlainYaml(text: string): PlainDocument | undefined {
  const lf = text.includes('\r') ? text.replace(CRLF, '\n') : text;
  const offset = contentStart(lf);
  if (offset < 0 || DOUBTFUL.test(lf)) return undefined;
  MARKER.lastIndex = offset;
  if (MARKER.test(lf)) return undefined;
  let value: unknown;
  try {
    value = load(lf, { schema: SCHEMA });
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || !holdsOnlyJson(value)) return undefined;
  return { value, offset: lf === text ? offset : offsetIn(text, offset) };
}

const CRLF = /\r\n/g;

/** Where `lfOffset` of the text with its CRLFs made LF lies in `text`: one more for each CR before it. */
function offsetIn(text: string, lfOffset: number): number {
  let at = 0;
  for (let lf = 0; lf < lfOffset; lf++, at++) if (text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10) at++;
  return at;
}

/**
 * Where the first document's content starts: after blank lines, comments and a `---` line; -1 when
 * that is doubtful (no content, or content on the `---` line itself).
 */
function contentStart(text: string): number {
  let marker = false;
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    const line = text.slice(at, end);
    const indent = line.length - line.trimStart().length;
    if (!marker && /^---(?= |$)/.test(line)) {
      if (!/^--- *(?:#.*)?$/.test(line)) return -1;
      marker = true;
    } else if (indent < line.length && line[indent] !== '#') {
      return at + indent;
    }
    at = end + 1;
  }
  return -1;
}

function unsafe(value: number): boolean {
  return Number.isInteger(value) && !Number.isSafeInteger(value);
}

/** Whether every number is finite (and an integer within ±(2^53−1)) and every key a string when written plain, over an explicit stack. */
function holdsOnlyJson(root: object): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    // Infinity and NaN, and integers beyond ±(2^53−1): `yaml` says why they are refused
    if (typeof value === 'number' && (!Number.isFinite(value) || unsafe(value))) return false;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (NOT_A_PLAIN_STRING.test(key)) return false;
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return true;
}
