/**
 * Cutting the API key out of what the client reports. A service (or a proxy in front of it) may
 * echo the key anywhere in its answer: in the body, in the status text, in a header. JSON may spell
 * each of its characters as a `\u` escape (`\u006d` for `m`, any mix of escaped and plain), and a
 * URL as a percent escape (`%6D`), so the key is matched in every such spelling, not only as written.
 */

export const REDACTED = '[redacted]';

/** `text` with every spelling of `secret` replaced by `[redacted]`. */
export function redactText(text: string, secret: string): string {
  if (secret === '' || text === '') return text;
  return text.replace(spellings(secret), REDACTED);
}

/**
 * A parsed JSON value with every spelling of the key cut out of its strings and member names. A
 * value in which no spelling is found is returned as it is.
 */
export function redactValue(value: unknown, secret: string): unknown {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  const redacted = redactText(text, secret);
  if (redacted === text) return value;
  try {
    return JSON.parse(redacted);
  } catch {
    // a key holding `"` matched across the text's structure: nothing of the value is kept
    return REDACTED;
  }
}

/** One pattern for the key: each of its UTF-16 code units as written, `\u`-escaped or percent-escaped. */
function spellings(secret: string): RegExp {
  return new RegExp(secret.split('').map(unitSpellings).join(''), 'g');
}

function unitSpellings(unit: string): string {
  const code = unit.charCodeAt(0);
  const ways = [unit.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), `\\\\u${hex(code, 4)}`];
  if (code < 0x80) ways.push(`%${hex(code, 2)}`);
  const short = SHORT_ESCAPES[unit];
  if (short !== undefined) ways.push(short);
  return `(?:${ways.join('|')})`;
}

/** The characters JSON may also write with a backslash alone, and that spelling as a pattern. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '"': '\\\\"', '\\': '\\\\\\\\', '/': '\\\\/' };

/** `code` in `digits` hexadecimal digits, each letter matching either case. */
function hex(code: number, digits: number): string {
  return [...code.toString(16).padStart(digits, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('');
}
