/**
 * From bytes to text. Files are UTF-8, with or without a byte order mark, or UTF-16 with its mark,
 * as Windows PowerShell 5 writes with `>` and `Out-File` (YAML 1.2 asks readers to take both). A
 * mark is dropped with the decoding: editors do not count it as a column. What cannot be told
 * apart without a mark (UTF-16 without one) or is not read (UTF-32) is decoded as UTF-8 and named
 * when the text is read, by the NULs it then starts with.
 * @see https://yaml.org/spec/1.2.2/#52-character-encodings
 */
import type { ReadIssue } from './types.ts';

const decoders = new Map<string, TextDecoder>();

function decoder(encoding: 'utf-8' | 'utf-16le' | 'utf-16be'): TextDecoder {
  let found = decoders.get(encoding);
  if (found === undefined) {
    found = new TextDecoder(encoding);
    decoders.set(encoding, found);
  }
  return found;
}

/** The text of a file's bytes: UTF-16 when they start with its byte order mark, else UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  const [a, b, c, d] = bytes;
  // FF FE 00 00 is the mark of UTF-32 LE: left to `foreignEncoding` (no text starts with NUL)
  if (a === 0xff && b === 0xfe && !(c === 0 && d === 0)) return decoder('utf-16le').decode(bytes);
  if (a === 0xfe && b === 0xff) return decoder('utf-16be').decode(bytes);
  return decoder('utf-8').decode(bytes);
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
