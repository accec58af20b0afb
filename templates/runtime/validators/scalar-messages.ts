/**
 * Issues about a scalar's value, found after its type was: a string off its pattern, enum, const or
 * format, a value out of its bounds. Each leaves the size count whole (see size.ts), and a message
 * with a did-you-mean hint is written only when read.
 */
import type { Run, Token } from './core.js';
import { push, pushHinted } from './issues.js';
import { counted } from './size.js';
import { closest, describe, quote } from './words.js';

/**
 * A string refused by its pattern or enum may hold what the count took it not to: a string whose
 * schema admits only plain characters is counted as one byte a unit (json-size.ts), so one that
 * breaks that schema gets the widest bytes of each unit as slack. The issue then leaves the count
 * whole.
 */
function offPlain(run: Run, value: unknown): void {
  if (typeof value === 'string') run.wide += value.length;
  counted(run);
}

/** What a pattern was about, for its message. @internal */
export interface StringForm {
  readonly title?: string;
  readonly pattern: RegExp;
  readonly examples?: readonly string[];
}

/** @internal */
export function notInEnum(run: Run, token: Token | undefined, value: unknown, allowed: readonly unknown[]): void {
  pushHinted(run, token, 'ENUM', notInEnumMessage, value, allowed);
  offPlain(run, value);
}

/** The message of a value not in its enum; with a did-you-mean when `hint` and an allowed string is close. */
function notInEnumMessage(value: unknown, allowed: readonly unknown[], hint: boolean): string {
  const near =
    hint && typeof value === 'string'
      ? closest(
          value,
          allowed.filter((a): a is string => typeof a === 'string'),
        )
      : undefined;
  const suggestion = near === undefined ? '' : ` (did you mean "${near}"?)`;
  return `must be one of ${listOf(allowed)}; got ${describe(value)}${suggestion}`;
}

const LISTS = new WeakMap<readonly unknown[], string>();

/** `"a", "b", "c"`, made once per list. */
function listOf(allowed: readonly unknown[]): string {
  let text = LISTS.get(allowed);
  if (text === undefined) {
    text = allowed.map((a) => JSON.stringify(a)).join(', ');
    LISTS.set(allowed, text);
  }
  return text;
}

/** @internal */
export function notConst(run: Run, token: Token | undefined, value: unknown, expected: unknown): void {
  push(run, token, 'CONST', `must be ${JSON.stringify(expected)}; got ${describe(value)}`);
  offPlain(run, value);
}

/**
 * A string off its pattern. The message never repeats the value: a string refused by its pattern
 * may be a secret pasted where a link belongs, and the path already says which value it is.
 * @internal
 */
export function noMatch(run: Run, token: Token | undefined, value: string, form: StringForm): void {
  push(run, token, 'PATTERN', formText(form));
  offPlain(run, value);
}

const FORM_TEXTS = new WeakMap<StringForm, string>();

/** What a string of this form looks like, made once per form. */
function formText(form: StringForm): string {
  let text = FORM_TEXTS.get(form);
  if (text === undefined) {
    const examples = form.examples ?? [];
    text =
      form.title !== undefined && examples.length > 0
        ? `is not a valid ${form.title}, such as ${examples.map((e) => JSON.stringify(e)).join(' or ')}`
        : `does not match the pattern ${form.pattern.source}`;
    FORM_TEXTS.set(form, text);
  }
  return text;
}

/** @internal */
export function badFormat(run: Run, token: Token | undefined, value: string, format: string): void {
  push(run, token, 'FORMAT', `${quote(value)} is not a valid ${format} (RFC 3339, such as "2025-01-31T12:00:00Z")`);
  counted(run);
}

/** @internal */
export function outOfBounds(run: Run, token: Token | undefined, code: string, message: string): void {
  push(run, token, code, message);
  counted(run);
}

/** String length in Unicode code points, as JSON Schema counts it. @internal */
export function codePoints(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    count++;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

/**
 * RFC 3339 `date-time`: full date, `T` (or `t`, or a space), full time with a zone; days checked
 * against the month, leap seconds only at 23:59:60 UTC. @internal
 */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zone = match[7] ?? 'Z';
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month] as number))) return false;
  const sign = zone[0] === '-' ? -1 : zone[0] === '+' ? 1 : 0;
  const offsetHours = sign === 0 ? 0 : Number(match[8]);
  const offsetMinutes = sign === 0 ? 0 : Number(match[9] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  // A leap second is 23:59:60 in UTC, whatever offset it is written with.
  const utcMinute = minute - sign * offsetMinutes;
  const utcHour = hour - sign * offsetHours - (utcMinute < 0 ? 1 : 0);
  return second === 60 && (utcMinute === 59 || utcMinute === -1) && (utcHour === 23 || utcHour === -1);
}

const DATE_TIME = /^(\d\d\d\d)-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)(?:\.\d+)?(z|Z|[+-](\d\d)(?::?(\d\d))?)$/;
const DAYS_IN_MONTH: readonly number[] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
