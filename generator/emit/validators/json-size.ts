/**
 * The byte count the generated checks keep while they read a value (`r.size`, `r.wide`; see the
 * runtime's size.ts), so that a body within `x-mk8s-max-bytes` needs no second walk to prove it.
 * Member names and punctuation are counted exactly; a string exactly when its schema admits only
 * plain characters (printable ASCII but `"` and `\`, one byte each in JSON text); any other string
 * by the runtime's `countText` (a range, or exactly once the count nears the limit); an integer
 * exactly (`integerBytes`); any other number as a range.
 */
import type { ScalarShape, ScalarType } from '../../ir/types.ts';
import { _, type Code } from '../code.ts';
import type { CharSet, Node } from './regex/parse.ts';
import { parsePattern } from './regex/parse.ts';

/** The characters JSON text writes as themselves in one byte. */
const PLAIN: CharSet = [
  [0x20, 0x21],
  [0x23, 0x5b],
  [0x5d, 0x7e],
];

/** Bytes of a member name in JSON text with its colon and the comma after it (`"name":,`). */
export function memberNameBytes(member: string): number {
  return new TextEncoder().encode(JSON.stringify(member)).length + 2;
}

/**
 * Statements counting the scalar in `x`, of one of `types`, once its type is known good. Exact bytes
 * go to `size`: the run's count, or a local of an object check that adds it to the run once (see
 * `OBJECT_SIZE`).
 */
export function scalarCount(shape: ScalarShape, types: readonly ScalarType[], x: Code, size = RUN_SIZE): Code {
  if (types.length !== 1) return _`countScalar(r, ${x});`;
  switch (types[0]) {
    case 'string':
      return plainString(shape) ? _`${size} += ${x}.length + 2;` : _`countText(r, ${x});`;
    case 'boolean':
      return _`${size} += ${x} ? 4 : 5;`;
    case 'integer':
      // the check has found an integer: its digits are counted without writing them
      return _`${size} += integerBytes(${x});`;
    default:
      // one to 24 characters: five fifths of five bytes on top of the one counted
      return _`${size} += 1;\nr.wide += 5;`;
  }
}

/** The run's count of exact bytes. */
export const RUN_SIZE = _`r.size`;

/**
 * The exact bytes an object check counts of its own members (names, punctuation, scalars counted
 * inline), kept in a local and added to the run's count once, at the end of the check: one store to
 * the run an object instead of one a member. Until then the run's count is short of them, which only
 * makes `countText` decide to count exactly a little later; the count that settles the size is the
 * same.
 */
export const OBJECT_SIZE = _`z`;

/** Whether every string the shape admits is written in JSON text as itself, one byte a character. */
export function plainString(shape: ScalarShape): boolean {
  const { enum: allowed, pattern } = shape.constraints;
  if (allowed !== undefined) return allowed.every((v) => typeof v !== 'string' || isPlain(v));
  if (pattern === undefined) return false;
  const parsed = parsePattern(pattern);
  return parsed?.start === true && parsed.end && plainNode(parsed.node);
}

function isPlain(text: string): boolean {
  return [...text].every((c) => inSet(PLAIN, c.codePointAt(0) ?? -1));
}

function plainNode(node: Node): boolean {
  switch (node.kind) {
    case 'chars':
      return node.set.every(([from, to]) => PLAIN.some(([a, b]) => a <= from && to <= b));
    case 'sequence':
      return node.items.every(plainNode);
    case 'alternation':
      return node.options.every(plainNode);
    case 'repeat':
      return plainNode(node.node);
  }
}

function inSet(set: CharSet, code: number): boolean {
  return set.some(([a, b]) => a <= code && code <= b);
}
