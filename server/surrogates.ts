/**
 * Strings that are not Unicode text: a JSON string may escape half of a UTF-16 surrogate pair
 * (`"\ud800"`) without the other half. RFC 8259 §8.2 leaves what a reader then does unpredictable,
 * and I-JSON (RFC 7493 §2.1) forbids it, so a body that holds one in a member name or a string is
 * refused, named by JSON Pointer and line:column. Raw UTF-8 cannot carry a surrogate (the body is
 * checked to be UTF-8), so only a `\uD8xx`–`\uDFxx` escape can make one: texts without such an
 * escape are not looked at further.
 * @see https://www.rfc-editor.org/rfc/rfc7493#section-2.1
 */
import { readJson } from '../generator/documents/json.ts';
import { joinPointer } from '../generator/pointer.ts';
import { loneSurrogateIn, loneUnitOf, mayHoldLoneSurrogate } from '../templates/runtime/http/i-json.ts';
import { MAX_SHOWN_POINTER } from './json-text.ts';

const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * Why a body whose parsed `value` holds an unpaired surrogate is refused, or `undefined` when it
 * holds none. `text` is the body, `value` what `JSON.parse` made of it.
 */
export function loneSurrogateMessage(text: string, value: unknown): string | undefined {
  if (!mayHoldLoneSurrogate(text)) return undefined;
  const found = loneSurrogateIn(value);
  if (found === undefined) return undefined;
  const unit = loneUnitOf(found.text);
  const where = found.inName ? 'a member name' : 'a string';
  const pointer = joinPointer('', ...found.tokens);
  const shown = pointer.length <= MAX_SHOWN_POINTER ? ` at ${escapeLone(pointer === '' ? '/' : pointer)}` : '';
  return (
    `the request body holds half of a UTF-16 surrogate pair (\\u${unit}) without the other in ${where}` +
    `${shown}${placeOf(text, pointer)}; JSON sent over a network must be Unicode text (RFC 7493 §2.1)`
  );
}

/** ` (line 1, column 9)`: where the member or element at `pointer` starts, if the reader can say. */
function placeOf(text: string, pointer: string): string {
  const read = readJson(text, 'body');
  const document = read.documents[0];
  if (document === undefined || document.issues.length > 0) return '';
  const { line, column } = read.lines.positionAt(document.positions.offsetOf(pointer));
  return ` (line ${line}, column ${column})`;
}

/** A pointer with its lone surrogates written as `\uXXXX`: the message itself stays Unicode text. */
function escapeLone(pointer: string): string {
  return pointer.replace(LONE_SURROGATES, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);
}
