/**
 * From bytes to text. Files are UTF-8, with or without a byte order mark, or UTF-16 with its mark,
 * as Windows PowerShell 5 writes with `>` and `Out-File` (YAML 1.2 asks readers to take both). A
 * mark is dropped with the decoding: editors do not count it as a column. What cannot be told
 * apart without a mark (UTF-16 without one) or is not read (UTF-32) is decoded as UTF-8 and named
 * when the text is read, by the NULs it then starts with. Bytes that are not text in the encoding
 * read are refused where the first one stands (`UndecodableText`), never decoded into replacement
 * characters that a command would then write back as if they were the file's.
 * @see https://yaml.org/spec/1.2.2/#52-character-encodings
 */
import { LineIndex, type Position } from './lines.ts';
import type { ReadIssue } from './types.ts';

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

const NAMES: Readonly<Record<Encoding, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
};

const decoders = new Map<string, TextDecoder>();

/** A decoder that throws on bytes that are not text (`fatal`), or one that replaces them with U+FFFD. */
function decoder(encoding: Encoding, fatal = true): TextDecoder {
  const name = `${encoding}${fatal ? '' : ' lossy'}`;
  let found = decoders.get(name);
  if (found === undefined) {
    found = new TextDecoder(encoding, { fatal });
    decoders.set(name, found);
  }
  return found;
}

/**
 * Bytes that are not text in the encoding they were read in, and where the first of them is: the
 * message names the byte, `position` its line and column, which the reader puts before it.
 */
export class UndecodableText extends Error {
  constructor(
    /** The offset of the first byte that is not text. */
    readonly byteOffset: number,
    /** Its line and column in the text before it (columns in UTF-16 code units). */
    readonly position: Position,
    what: string,
    encoding: Encoding,
  ) {
    super(
      `the file is not valid ${NAMES[encoding]}: ${what} (byte offset ${byteOffset}) is not part of a character; ` +
        'save the file as UTF-8',
    );
  }
}

/**
 * The text of a file's bytes: UTF-16 when they start with its byte order mark, else UTF-8. Throws
 * `UndecodableText` at the first byte that is not text; a text in an encoding `foreignEncoding`
 * names (UTF-16 without its mark, UTF-32) is returned as decoded, for the reader to name.
 */
export function decodeText(bytes: Uint8Array): string {
  const [a, b, c, d] = bytes;
  // FF FE 00 00 is the mark of UTF-32 LE: left to `foreignEncoding` (no text starts with NUL)
  const encoding: Encoding =
    a === 0xff && b === 0xfe && !(c === 0 && d === 0) ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
  try {
    return decoder(encoding).decode(bytes);
  } catch {
    const lossy = decoder(encoding, false).decode(bytes);
    if (foreignEncoding(lossy) !== undefined) return lossy;
    const at = firstBadByte(bytes, encoding);
    const before = decoder(encoding).decode(bytes.subarray(0, at));
    const position = new LineIndex(`${before}.`).positionAt(before.length);
    throw new UndecodableText(at, position, badUnit(bytes, at, encoding), encoding);
  }
}

/**
 * The offset of the first byte of the first sequence that is not text: the shortest prefix a
 * streaming decoder refuses (a binary search: only a file refused pays for it) holds it, or, when
 * every prefix streams, the text ends inside a character; it starts where the longest prefix up to
 * there that decodes whole ends.
 */
function firstBadByte(bytes: Uint8Array, encoding: Encoding): number {
  const streams = (end: number) => decodes(bytes.subarray(0, end), encoding, true);
  let end = bytes.length;
  if (!streams(end)) {
    let good = 0;
    while (end - good > 1) {
      const mid = (good + end) >> 1;
      if (streams(mid)) good = mid;
      else end = mid;
    }
    end--;
  }
  while (end > 0 && !decodes(bytes.subarray(0, end), encoding, false)) end--;
  return end;
}

/** The byte (UTF-8) or 16-bit unit (UTF-16) at `at`, as a message names it. */
function badUnit(bytes: Uint8Array, at: number, encoding: Encoding): string {
  const hex = (n: number, digits: number) => `0x${n.toString(16).toUpperCase().padStart(digits, '0')}`;
  if (encoding === 'utf-8') return `byte ${hex(bytes[at] ?? 0, 2)}`;
  const [first = 0, second = 0] = bytes.subarray(at, at + 2);
  return `the unit ${hex(encoding === 'utf-16le' ? first | (second << 8) : (first << 8) | second, 4)}`;
}

function decodes(bytes: Uint8Array, encoding: Encoding, stream: boolean): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream });
    return true;
  } catch {
    return false;
  }
}

/**
 * How the first characters of a text decoded as UTF-8 look when it was written otherwise: a
 * UTF-32 mark turns into two replacement characters beside two NULs, and ASCII characters into
 * one NUL beside each (UTF-16) or three (UTF-32).
 */
const FOREIGN: readonly (readonly [RegExp, string])[] = [
  [/^(?:\uFFFD\uFFFD\0\0|[^\0]\0\0\0)/, 'UTF-32 LE'],
  [/^(?:\0\0\uFFFD\uFFFD|\0\0\0[^\0])/, 'UTF-32 BE'],
  [/^[^\0]\0/, 'UTF-16 LE'],
  [/^\0[^\0]/, 'UTF-16 BE'],
];

/** The issue of a text that `decodeText` could not decode, placed at its start; none for UTF-8 text. */
export function foreignEncoding(text: string): ReadIssue | undefined {
  const encoding = FOREIGN.find(([pattern]) => pattern.test(text))?.[1];
  if (encoding === undefined) return undefined;
  const message = encoding.startsWith('UTF-16')
    ? `the text is ${encoding} without a byte order mark; save it as UTF-8 (UTF-16 is read only with its byte order mark)`
    : `the text is ${encoding}; save it as UTF-8 (UTF-32 is not read)`;
  return { code: 'ENCODING', message, offset: 0 };
}
