/**
 * Issues of the compiled validators' runtime: one helper per kind of problem, each with a message a
 * person understands and a stable code. Here: a value of the wrong type, members missing, unknown
 * or too many, a choice not made; the issues about a scalar's value are in scalar-messages.ts.
 */
import type { Run, Token } from './core.js';
import { forbiddenKey, pointer, push, pushHinted } from './issues.js';
import { FORBIDDEN_KEYS, screen } from './screen.js';
import { counted, countMember, countSkipped } from './size.js';
import { closest, describe, isPlainObject, nameList, quote } from './words.js';

/** @internal */
export function wrongType(run: Run, token: Token | undefined, expected: string, value: unknown): void {
  push(run, token, 'INVALID_TYPE', `must be ${expected}; got ${describe(value)}`);
  countSkipped(run, value, 0);
  screen(run, token, value);
}

/**
 * The test a body's root gets before its check: an object that is not plain (a Date, Map, class
 * instance…) is refused as a wrong type, as an array is, though its members could be read by name:
 * its JSON text is not what they say. One test a body, at its root only (docs/decisions.md).
 * Returns whether it refused. @internal
 */
export function rootNotPlain(run: Run, value: unknown, expected: string): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isPlainObject(value)) return false;
  wrongType(run, undefined, expected, value);
  return true;
}

/** @internal */
export function missing(run: Run, name: string): void {
  push(run, undefined, 'REQUIRED', `missing required field "${name}"`);
  counted(run);
}

/**
 * The members of a closed object that are not its fields: forbidden keys, read-only fields (or
 * their removal, in strip mode) and unknown fields, each with what it holds screened. @internal
 */
export function extraMembers(
  run: Run,
  object: Record<string, unknown>,
  known: ReadonlySet<string>,
  readOnly: ReadonlySet<string> | undefined,
): void {
  // the first member counted has a comma in the text for sure only when a field is there too
  let first = !holdsField(object, known);
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    // not read beyond a screen: counted with its name, colon and comma
    if (!run.strip || !readOnly?.has(key)) {
      countMember(run, key, object[key], first);
      first = false;
    }
    if (FORBIDDEN_KEYS.has(key)) {
      forbiddenKey(run, key);
    } else if (readOnly?.has(key)) {
      if (run.strip) dropLater(run, pointer(run, key));
      else
        push(
          run,
          key,
          'READ_ONLY',
          `${quote(key)} is set by the service and not accepted here; leave it out, or validate with { stripReadOnly: true }`,
        );
      // Left out or refused, its value is still screened: a hostile key is refused wherever it hides.
      screen(run, key, object[key]);
    } else if (key.charCodeAt(0) === 36) {
      push(
        run,
        key,
        'UNKNOWN_FIELD',
        `${quote(key)}: keys starting with "$" are patch operators, not allowed in a complete value`,
      );
      screen(run, key, object[key]);
    } else {
      pushHinted(run, key, 'UNKNOWN_FIELD', unknownField, key, known);
      screen(run, key, object[key]);
    }
  }
}

/** The message of an unknown member: with a did-you-mean when `hint` and a field is close, else the fields. */
function unknownField(key: string, known: ReadonlySet<string>, hint: boolean): string {
  const near = hint ? closest(key, known) : undefined;
  return near === undefined
    ? `unknown field ${quote(key)}; the fields here are ${nameList(known)}`
    : `unknown field ${quote(key)}; did you mean "${near}"?`;
}

/**
 * Whether an own enumerable data field of `object` holds a value (a member of its JSON text). Read
 * from descriptors: no getter runs again (one that does is taken as no field, which only bounds a comma).
 */
function holdsField(object: Record<string, unknown>, known: ReadonlySet<string>): boolean {
  for (const name of known) {
    const field = Object.getOwnPropertyDescriptor(object, name);
    if (field?.enumerable === true && 'value' in field && field.value !== undefined) return true;
  }
  return false;
}

function dropLater(run: Run, at: string): void {
  if (run.drops === undefined) run.drops = new Set();
  run.drops.add(at);
}

/** Exactly one member of a choice must be set. @internal */
export function notExactlyOne(run: Run, noun: string, present: readonly string[], members: readonly string[]): void {
  const message =
    present.length === 0
      ? `exactly one ${noun} must be set, one of ${members.join(', ')}; found none`
      : `exactly one ${noun} must be set; found ${present.slice(0, -1).join(', ')} and ${present.at(-1)}`;
  push(run, undefined, 'EXACTLY_ONE', message);
  counted(run);
}

/**
 * A lower bound above its upper bound within one object (`minSize` above `maxSize`). `defaulted`
 * names the bound that is absent and stands for its schema default: the message says so, and the
 * issue is at the bound that is present. @internal
 */
export function minAboveMax(
  run: Run,
  minName: string,
  min: number,
  maxName: string,
  max: number,
  defaulted?: 'min' | 'max',
): void {
  const shown = (value: number, side: 'min' | 'max') =>
    defaulted === side ? `${value}, its default when absent` : `${value}`;
  push(
    run,
    defaulted === 'min' ? maxName : minName,
    'MIN_EXCEEDS_MAX',
    `${minName} (${shown(min, 'min')}) must not exceed ${maxName} (${shown(max, 'max')})`,
  );
  counted(run);
}

/** @internal */
export function tooMany(
  run: Run,
  token: Token | undefined,
  what: 'items' | 'keys',
  max: number,
  count: number,
  value: unknown,
): void {
  push(
    run,
    token,
    what === 'items' ? 'TOO_MANY_ITEMS' : 'TOO_MANY_KEYS',
    `must have at most ${max} ${what}; got ${count}`,
  );
  countSkipped(run, value, 0);
  screen(run, token, value);
}
