/**
 * What the server learns from a JSON body's text besides its value: how deep it nests and how many
 * members it writes (one scan, before `JSON.parse`), and, only when something is wrong, where: a
 * repeated member name or a syntax error placed by line, column and JSON Pointer with the CLI's
 * JSON reader, which knows every offset.
 */
import { readJson } from '../generator/documents/json.ts';
import { heldAs, type ReadIssue } from '../generator/documents/types.ts';
import { pointerTokens, shownPointer } from '../generator/pointer.ts';
import { mayHoldUnsafeInteger, unsafeIntegersIn } from '../templates/runtime/http/i-json.ts';
import { quote } from '../templates/runtime/validators/words.ts';

export interface TextCounts {
  /** The deepest nesting of objects and arrays. */
  readonly depth: number;
  /** The members of every object written in the text: one per `:` outside strings. */
  readonly members: number;
}

/** Depth and members of a JSON text in one pass over its characters (brackets and colons inside strings ignored). */
export function countText(text: string): TextCounts {
  let depth = 0;
  let deepest = 0;
  let members = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) i = stringEnd(text, i);
    else if (c === 0x3a) members++;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return { depth: deepest, members };
}

/** The offset of the quote that closes the string opened at `open` (the text's end when none does). */
function stringEnd(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  while (close !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
  return text.length;
}

/**
 * The members of every object in a parsed value: fewer than the text writes when a name is repeated,
 * since the later member then replaces the earlier one. Recursive: the value nests no deeper than
 * the ceiling checked before parsing.
 */
export function countMembers(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const element of value) count += countMembers(element);
    return count;
  }
  for (const key in value) count += 1 + countMembers((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * Why a body that repeats a member name is refused: the name, its JSON Pointer and line:column. The
 * reader stops at a depth no valid body reaches (it guards the CLI's stack); a repetition below it
 * is still refused, without its place.
 */
export function repeatedMemberMessage(text: string): string {
  const found = firstIssue(text);
  const advice = 'each name may appear once in an object';
  if (found?.issue.code !== 'DUPLICATE_KEY') return `the request body repeats a member name; ${advice}`;
  const name = pointerTokens(found.issue.pointer ?? '').at(-1) ?? '';
  const at = found.pointer === undefined ? '' : ` at ${found.pointer}`;
  return `the request body repeats the member ${quote(name)}${at} (${found.place}); ${advice}`;
}

/**
 * Why a text `JSON.parse` refused is not JSON, placed by line, column and the JSON Pointer of where
 * reading stopped (left out at the top level); `parseMessage` (`JSON.parse`'s own words) when the
 * reader cannot place it.
 */
export function syntaxErrorMessage(text: string, parseMessage: string): string {
  if (text.charCodeAt(0) === 0xfeff) {
    return 'the request body starts with a byte order mark (U+FEFF), which JSON sent over a network must not have';
  }
  const found = firstIssue(text);
  if (found?.issue.code !== 'SYNTAX') return `the request body is not valid JSON: ${parseMessage}`;
  const at = found.pointer === undefined || found.pointer === '' ? '' : ` (at ${found.pointer})`;
  return `the request body is not valid JSON: ${found.place}${at}: ${found.issue.message}`;
}

/**
 * Why a body that writes an integer beyond ±(2^53−1) is refused, or `undefined` when it writes none:
 * `JSON.parse` holds a nearby number instead, which the service would store as if sent (I-JSON,
 * RFC 7493 §2.2). Only a text with 16 digits in a row whose value holds a whole number that large is
 * read again, by the CLI's reader, which tells an integer written as one from `1e20` and places it.
 */
export function unsafeIntegerMessage(text: string, value: unknown): string | undefined {
  if (!mayHoldUnsafeInteger(text) || unsafeIntegersIn(value).length === 0) return undefined;
  const found = firstIssue(text);
  if (found?.issue.code !== 'UNSAFE_INTEGER') return undefined;
  const literal = /-?[0-9]+/y;
  literal.lastIndex = found.issue.offset;
  const written = literal.exec(text)?.[0] ?? '';
  const at = found.pointer === undefined ? '' : ` at ${shownPointer(found.pointer)}`;
  return (
    `the request body holds the integer ${written}${at} (${found.place}), beyond ±9007199254740991 (2^53−1)` +
    `${heldAs(written)}; JSON sent over a network keeps integers within that range (RFC 7493 §2.2)`
  );
}

interface Found {
  readonly issue: ReadIssue;
  /** `line 1, column 27`. */
  readonly place: string;
  /** The issue's JSON Pointer, when it is short enough to show. */
  readonly pointer: string | undefined;
}

/** The first issue the CLI's reader finds in a text, and where it is. */
function firstIssue(text: string): Found | undefined {
  const read = readJson(text, 'body');
  const issue = read.documents[0]?.issues[0];
  if (issue === undefined) return undefined;
  const { line, column } = read.lines.positionAt(issue.offset);
  const pointer = issue.pointer !== undefined && issue.pointer.length <= MAX_SHOWN_POINTER ? issue.pointer : undefined;
  return { issue, place: `line ${line}, column ${column}`, pointer };
}

/**
 * Longer pointers are left out of a message: line and column place the member as well, and a
 * pointer cut short would point elsewhere.
 */
export const MAX_SHOWN_POINTER = 1000;
