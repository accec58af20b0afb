/**
 * Cluster files as people keep them: JSON or YAML text read into JSON values, each value with the
 * place in the text it came from, so every problem can be shown as `file:line:column`.
 */
import type { LineIndex } from './lines.ts';
import type { SourcePositions } from './positions.ts';

export type DocumentFormat = 'json' | 'yaml';

/** Why a text cannot be taken as JSON data; stable, like the validators' codes. */
export type ReadCode =
  | 'SYNTAX'
  | 'DUPLICATE_KEY'
  | 'TOO_DEEP'
  | 'NOT_JSON'
  | 'YAML_TAG'
  | 'YAML_KEY'
  | 'YAML_MERGE_KEY'
  | 'YAML_ALIAS'
  | 'YAML_VERSION'
  | 'ENCODING'
  | 'LONE_SURROGATE'
  | 'UNSAFE_INTEGER';

export interface ReadIssue {
  readonly code: ReadCode;
  readonly message: string;
  /** Where in the text, as a UTF-16 offset. */
  readonly offset: number;
  /** The JSON Pointer of the value concerned, when there is one. */
  readonly pointer?: string;
}

/** One document of a file: its value (absent when it cannot be read), where it starts, its problems. */
export interface SourceDocument {
  readonly value?: unknown;
  readonly offset: number;
  readonly issues: readonly ReadIssue[];
  readonly positions: SourcePositions;
}

export interface ReadResult {
  readonly format: DocumentFormat;
  /** A JSON text holds one document; a YAML stream any number, empty ones left out. */
  readonly documents: readonly SourceDocument[];
  /** Offsets to lines and columns in the text read. */
  readonly lines: LineIndex;
}

/** The message for a key given twice, naming where it was first. */
export function duplicateKeyMessage(key: string, first: number, lines: LineIndex): string {
  const { line, column } = lines.positionAt(first);
  return `duplicate key "${key}" (first at line ${line}, column ${column}): readers disagree on which value wins, so a JSON or YAML file must not repeat a key`;
}

/**
 * The message for an integer written beyond ±(2^53−1), which readers of JSON (JavaScript's, the
 * service's) hold as a nearby number instead (I-JSON, RFC 7493 §2.2).
 */
export function unsafeIntegerMessage(literal: string): string {
  return `the integer ${literal} is beyond ±9007199254740991 (2^53−1)${heldAs(literal)}; write an integer within that range (RFC 7493 §2.2)`;
}

/** `, which JSON readers hold as 9007199254740992`: the number an integer literal becomes, when it is another. */
export function heldAs(literal: string): string {
  const held = Number(literal);
  return BigInt(held) === BigInt(literal)
    ? ', where JSON readers no longer hold every integer exactly'
    : `, which JSON readers hold as ${held}`;
}

/**
 * The message for half of a UTF-16 surrogate pair without the other, escaped in a string or a key
 * (`unit`: its hex digits), which is not Unicode text (I-JSON, RFC 7493 §2.1).
 */
export function loneSurrogateMessage(unit: string, inName: boolean): string {
  const where = inName ? 'a key' : 'a string';
  return (
    `${where} holds half of a UTF-16 surrogate pair (\\u${unit}) without the other: it is not Unicode text, ` +
    'which the service refuses; escape the whole character (both halves) or write it as is (RFC 7493 §2.1)'
  );
}

/**
 * The deepest nesting of objects and arrays a document may have. The deepest body the validators
 * accept nests well below it (a patch may have 64 levels), and refusing deeper text before building
 * values keeps every later step — the YAML library's recursive composer included — safe from
 * hostile depth.
 */
export const MAX_DEPTH = 128;
