/**
 * What JSON sent over a network must be besides JSON (I-JSON, RFC 7493): Unicode text, so that no
 * member name or string holds half of a UTF-16 surrogate pair without the other (§2.1), and numbers
 * every reader holds alike, so that no integer lies beyond ±(2^53−1) (§2.2). The reference server
 * refuses a body that breaks a rule, the CLI a file, the validating client a body before it is sent.
 * These are rules of text, not of values: the validators, which take JavaScript values, leave them
 * to the readers of text. Each reader first tests the text cheaply (`mayHoldLoneSurrogate`,
 * `mayHoldUnsafeInteger`) and walks the value only when the test says it may break a rule.
 * @see https://www.rfc-editor.org/rfc/rfc7493#section-2.1
 */

/**
 * An escape of a surrogate code unit (`\uD800`–`\uDFFF`, and YAML's `\U0000D800`), paired or not:
 * a text decoded from UTF-8 can carry a surrogate only so.
 */
const SURROGATE_ESCAPE = /\\(?:u|U0000)[dD][89a-fA-F]/;
/** A surrogate without its other half (in a `u` regular expression a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
/** 16 digits in a row: no integer within ±(2^53−1) is written with more than 16. */
const LONG_DIGITS = /[0-9]{16}/;

/** Whether the text may hold a lone surrogate (it escapes a surrogate). @internal */
export function mayHoldLoneSurrogate(text: string): boolean {
  return SURROGATE_ESCAPE.test(text);
}

/** Whether the text may write an integer beyond ±(2^53−1) (it has 16 digits in a row). @internal */
export function mayHoldUnsafeInteger(text: string): boolean {
  return LONG_DIGITS.test(text);
}

/** Whether a string holds half of a surrogate pair without the other. @internal */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The first lone surrogate of a text, as four hex digits (`d800`). @internal */
export function loneUnitOf(text: string): string {
  return (text.match(LONE_SURROGATE)?.[0] ?? '').charCodeAt(0).toString(16);
}

/** Where a lone surrogate was found. @internal */
export interface LoneSurrogate {
  /** The reference tokens of the member or element, innermost last. */
  readonly tokens: string[];
  /** The lone surrogate is in a member name (else in a string value). */
  readonly inName: boolean;
  /** The name or string that holds it. */
  readonly text: string;
}

/**
 * The first member name or string holding a lone surrogate. Recursive: every caller walks a value
 * whose depth is bounded (by the reader's ceiling, or by the validators that passed it).
 * @internal
 */
export function loneSurrogateIn(value: unknown): LoneSurrogate | undefined {
  if (typeof value === 'string')
    return hasLoneSurrogate(value) ? { tokens: [], inName: false, text: value } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, member] of entriesOf(value)) {
    if (!Array.isArray(value) && hasLoneSurrogate(key)) return { tokens: [key], inName: true, text: key };
    const found = loneSurrogateIn(member);
    if (found !== undefined) {
      found.tokens.unshift(key);
      return found;
    }
  }
  return undefined;
}

/**
 * The reference tokens of every number that is a whole number beyond ±(2^53−1), in document order
 * (whether it was written as an integer, the text tells). Recursive, as `loneSurrogateIn`.
 * @internal
 */
export function unsafeIntegersIn(value: unknown, tokens: string[] = [], found: string[][] = []): string[][] {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) found.push([...tokens]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, member] of entriesOf(value)) unsafeIntegersIn(member, [...tokens, key], found);
  }
  return found;
}

function entriesOf(value: object): [string, unknown][] {
  return Array.isArray(value) ? value.map((element, i) => [String(i), element]) : Object.entries(value);
}
