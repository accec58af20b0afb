/**
 * Shared runtime of the compiled validators: the issue list, JSON Pointer escaping, messages, and the
 * checks that are the same for every field (forbidden keys, uniqueness, free-form values). The
 * per-type checks are generated into validators/index.js; nothing here compiles a schema or code.
 *
 * Paths: a run keeps the reference tokens from the root to the value being checked on a stack, so a
 * valid body builds no strings; an issue's JSON Pointer is made from the stack when it is reported.
 * Helpers take the `token` of the member at fault below the current value (`undefined` for the
 * current value itself).
 */

/** One problem found in a value: where (a JSON Pointer), a stable code, and a message for people. */
export interface ValidationIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** The outcome of a validator: the value, typed, or every issue found. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: ValidationIssue[] };

export interface ValidateOptions {
  /**
   * Read-modify-write: leave out the fields the service sets (`id`, `status`, …, and read-only
   * members such as the full `networking` of providers that take only `dnsForwarder`) instead of
   * reporting them. The result's `value` is then a copy without them; the input is never changed.
   */
  readonly stripReadOnly?: boolean;
}

/** A reference token: a member name, or an array index. @internal */
export type Token = string | number;

/** State of one validation run. @internal */
export interface Run {
  readonly issues: ValidationIssue[];
  /** Reference tokens from the root to the value being checked. */
  readonly path: Token[];
  readonly strip: boolean;
  /** Pointers of read-only members to leave out of the stripped copy (strip mode). */
  drops: Set<string> | undefined;
  /** Objects already screened for forbidden keys (made on first use). */
  screened: Set<object> | undefined;
}

/** What a pattern was about, for its message. @internal */
export interface StringForm {
  readonly title?: string;
  readonly pattern: RegExp;
  readonly examples?: readonly string[];
}

/** Limits of a free-form object, from the schema. @internal */
export interface FreeFormLimits {
  readonly maxDepth?: number;
  readonly maxProperties?: number;
  readonly maxItems?: number;
  /** The problem with a key (a valid key gives `undefined`; see `FORBIDDEN`). */
  readonly keyProblem: (key: string) => string | undefined;
}

/** What a key check returns for `__proto__`, `constructor` and `prototype`. @internal */
export const FORBIDDEN = 'is forbidden';

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** How deep free-form values are followed when the schema states no `x-mk8s-max-depth`. */
const DEPTH_GUARD = 1000;

/** Below this many items, comparing every pair is faster than hashing. */
const SMALL = 16;

/** @internal */
export function startRun(options?: ValidateOptions): Run {
  const strip = typeof options === 'object' && options !== null && options.stripReadOnly === true;
  return { issues: [], path: [], strip, drops: undefined, screened: undefined };
}

/** @internal */
export function finishRun<T>(run: Run, value: unknown): ValidationResult<T> {
  if (run.issues.length === 0) {
    return { ok: true, value: (run.strip ? copyWithout(value, '', run.drops ?? new Set()) : value) as T };
  }
  // Hostile keys first, as the patch contract orders them; the rest in document order.
  const forbidden = run.issues.filter((i) => i.code === 'FORBIDDEN_KEY');
  if (forbidden.length === 0 || forbidden.length === run.issues.length) return { ok: false, errors: run.issues };
  return { ok: false, errors: [...forbidden, ...run.issues.filter((i) => i.code !== 'FORBIDDEN_KEY')] };
}

/** A getter or proxy threw while the value was read: reported where it happened, never rethrown. @internal */
export function unreadable(run: Run, error: unknown): void {
  const reason = error instanceof Error ? error.message : 'reading it threw';
  push(run, undefined, 'UNREADABLE', `the value could not be read as JSON: ${reason}`);
}

/** The JSON Pointer of the current value, or of its member `token`. @internal */
export function pointer(run: Run, token?: Token): string {
  let text = '';
  for (const part of run.path) text += `/${esc(String(part))}`;
  return token === undefined ? text : `${text}/${esc(String(token))}`;
}

/** @internal */
export function push(run: Run, token: Token | undefined, code: string, message: string): void {
  run.issues.push({ path: pointer(run, token), code, message });
}

/** One JSON Pointer reference token (RFC 6901). @internal */
export function esc(token: string): string {
  return token.indexOf('~') === -1 && token.indexOf('/') === -1
    ? token
    : token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value in words, for messages: type and a short preview. @internal */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value.length > 40
        ? `the string ${JSON.stringify(value.slice(0, 40))}…`
        : `the string ${JSON.stringify(value)}`;
    case 'number':
      return Number.isFinite(value) ? `the number ${value}` : `${value} (not a JSON number)`;
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return `${typeof value} (not a JSON value)`;
  }
}

/** @internal */
export function wrongType(run: Run, token: Token | undefined, expected: string, value: unknown): void {
  push(run, token, 'INVALID_TYPE', `must be ${expected}; got ${describe(value)}`);
  screen(run, token, value);
}

/** @internal */
export function missing(run: Run, name: string): void {
  push(run, undefined, 'REQUIRED', `missing required field "${name}"`);
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
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    if (FORBIDDEN_KEYS.has(key)) {
      forbiddenKey(run, key);
    } else if (readOnly?.has(key)) {
      if (run.strip) dropLater(run, pointer(run, key));
      else
        push(
          run,
          key,
          'READ_ONLY',
          `"${key}" is set by the service and not accepted here; leave it out, or validate with { stripReadOnly: true }`,
        );
    } else {
      const hint = closest(key, known);
      const message =
        hint === undefined
          ? `unknown field "${key}"; the fields here are ${[...known].join(', ') || 'none'}`
          : `unknown field "${key}"; did you mean "${hint}"?`;
      push(run, key, 'UNKNOWN_FIELD', message);
      screen(run, key, object[key]);
    }
  }
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
}

/** @internal */
export function notInEnum(run: Run, token: Token | undefined, value: unknown, allowed: readonly unknown[]): void {
  const strings = allowed.filter((a): a is string => typeof a === 'string');
  const hint = typeof value === 'string' ? closest(value, strings) : undefined;
  const list = allowed.map((a) => JSON.stringify(a)).join(', ');
  const suggestion = hint === undefined ? '' : ` (did you mean "${hint}"?)`;
  push(run, token, 'ENUM', `must be one of ${list}; got ${describe(value)}${suggestion}`);
}

/** @internal */
export function notConst(run: Run, token: Token | undefined, value: unknown, expected: unknown): void {
  push(run, token, 'CONST', `must be ${JSON.stringify(expected)}; got ${describe(value)}`);
}

/** @internal */
export function noMatch(run: Run, token: Token | undefined, value: string, form: StringForm): void {
  const examples = form.examples ?? [];
  const message =
    form.title !== undefined && examples.length > 0
      ? `${JSON.stringify(value)} is not a valid ${form.title}, such as ${examples.map((e) => JSON.stringify(e)).join(' or ')}`
      : `${JSON.stringify(value)} does not match the pattern ${form.pattern.source}`;
  push(run, token, 'PATTERN', message);
}

/** @internal */
export function badFormat(run: Run, token: Token | undefined, value: string, format: string): void {
  push(
    run,
    token,
    'FORMAT',
    `${JSON.stringify(value)} is not a valid ${format} (RFC 3339, such as "2025-01-31T12:00:00Z")`,
  );
}

/** @internal */
export function outOfBounds(run: Run, token: Token | undefined, code: string, message: string): void {
  push(run, token, code, message);
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

/** Items of the current scalar array that repeat an earlier item (JSON equality). @internal */
export function duplicateItems(run: Run, items: readonly unknown[]): void {
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      for (let j = 0; j < i; j++) {
        if (items[j] === items[i]) {
          duplicateItem(run, i, j, items[i]);
          break;
        }
      }
    }
    return;
  }
  const first = new Map<unknown, number>();
  for (let i = 0; i < items.length; i++) {
    const seen = first.get(items[i]);
    if (seen === undefined) first.set(items[i], i);
    else duplicateItem(run, i, seen, items[i]);
  }
}

function duplicateItem(run: Run, index: number, first: number, item: unknown): void {
  push(run, index, 'DUPLICATE_ITEM', `duplicates item ${first} (${describe(item)}); items must be unique`);
}

/** Elements of the current keyed array whose identifier repeats an earlier one. @internal */
export function duplicateIdentifiers(run: Run, items: readonly unknown[], key: string): void {
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      const id = identifier(items[i], key);
      if (id === undefined) continue;
      for (let j = 0; j < i; j++) {
        if (identifier(items[j], key) === id) {
          duplicateIdentifier(run, key, i, j, id);
          break;
        }
      }
    }
    return;
  }
  const first = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const id = identifier(items[i], key);
    if (id === undefined) continue;
    const seen = first.get(id);
    if (seen === undefined) first.set(id, i);
    else duplicateIdentifier(run, key, i, seen, id);
  }
}

function identifier(item: unknown, key: string): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id = (item as Record<string, unknown>)[key];
  return typeof id === 'string' ? id : undefined;
}

function duplicateIdentifier(run: Run, key: string, index: number, first: number, id: string): void {
  run.path.push(index);
  push(
    run,
    key,
    'DUPLICATE_IDENTIFIER',
    `${key} ${JSON.stringify(id)} is already used by item ${first}; ${key} must be unique in this array`,
  );
  run.path.pop();
}

/** A lower bound above its upper bound within one object (`minSize` above `maxSize`). @internal */
export function minAboveMax(run: Run, minName: string, min: number, maxName: string, max: number): void {
  push(run, minName, 'MIN_EXCEEDS_MAX', `${minName} (${min}) must not exceed ${maxName} (${max})`);
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
  screen(run, token, value);
}

function forbiddenKey(run: Run, key: string): void {
  push(run, key, 'FORBIDDEN_KEY', `"${key}" is not allowed as a key anywhere`);
}

/**
 * A key of the current map or free-form object that its key check refused: a forbidden key (not
 * followed further) or one the key schema refuses. Returns whether the member may be checked further.
 * @internal
 */
export function badKey(run: Run, key: string, reason: string): boolean {
  if (reason === FORBIDDEN) {
    forbiddenKey(run, key);
    return false;
  }
  push(run, key, 'INVALID_KEY', `key ${JSON.stringify(key)} ${reason}`);
  return true;
}

/**
 * The current value as a free-form object: any JSON but `null`, keys checked like map keys, arrays
 * and objects bounded, nested at most `maxDepth` levels (the free-form object is level 1). Recursion
 * is bounded by that depth (or by a guard when the schema states none), so no input can exhaust the
 * stack. @internal
 */
export function checkFreeForm(run: Run, value: unknown, limits: FreeFormLimits): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    wrongType(run, undefined, 'an object', value);
  else freeFormNode(run, value, 1, limits);
}

function freeFormNode(run: Run, node: object, depth: number, limits: FreeFormLimits): void {
  const maxDepth = limits.maxDepth ?? DEPTH_GUARD;
  if (depth > maxDepth) {
    push(run, undefined, 'TOO_DEEP', `nested more than ${maxDepth} levels deep`);
    screen(run, undefined, node);
    return;
  }
  if (Array.isArray(node)) {
    if (limits.maxItems !== undefined && node.length > limits.maxItems) {
      tooMany(run, undefined, 'items', limits.maxItems, node.length, node);
      return;
    }
    for (let i = 0; i < node.length; i++) freeFormMember(run, i, node[i], depth, limits);
    return;
  }
  const keys = Object.keys(node);
  if (limits.maxProperties !== undefined && keys.length > limits.maxProperties) {
    tooMany(run, undefined, 'keys', limits.maxProperties, keys.length, node);
    return;
  }
  for (const key of keys) {
    const reason = limits.keyProblem(key);
    if (reason !== undefined && !badKey(run, key, reason)) continue;
    freeFormMember(run, key, (node as Record<string, unknown>)[key], depth, limits);
  }
}

function freeFormMember(run: Run, token: Token, value: unknown, depth: number, limits: FreeFormLimits): void {
  if (typeof value === 'object' && value !== null) {
    run.path.push(token);
    freeFormNode(run, value, depth + 1, limits);
    run.path.pop();
  } else if (
    !(typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
  ) {
    const message =
      value === null
        ? 'must not be null: free-form values are any JSON but null (leave the member out)'
        : `must be a JSON value other than null; got ${describe(value)}`;
    push(run, token, 'INVALID_TYPE', message);
  }
}

/**
 * Reports forbidden keys anywhere inside a value that is not checked further (an unknown field, a
 * value of the wrong type), so a hostile key is never silently skipped. Iterative, and each object
 * is visited once, so neither depth nor cycles matter. @internal
 */
export function screen(run: Run, token: Token | undefined, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (run.screened === undefined) run.screened = new Set();
  const screened = run.screened;
  const stack: [object, string][] = [[value, pointer(run, token)]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, at] = next;
    if (screened.has(node)) continue;
    screened.add(node);
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const child = `${at}/${esc(key)}`;
      if (!isArray && FORBIDDEN_KEYS.has(key)) {
        run.issues.push({ path: child, code: 'FORBIDDEN_KEY', message: `"${key}" is not allowed as a key anywhere` });
        continue;
      }
      const item = (node as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) stack.push([item, child]);
    }
  }
}

/** Own and inherited enumerable keys: equal to the fields seen when nothing else is there. @internal */
export function countKeys(object: object): number {
  let count = 0;
  for (const _ in object) count++;
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

/** The candidate closest to `word` by edit distance, when close enough to be a typo. */
function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance || (distance === bestDistance && best === undefined)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit || a.length > 64 || b.length > 64) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** A deep copy of a valid value without the members at `drops` (strip mode). */
function copyWithout(value: unknown, path: string, drops: ReadonlySet<string>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item, i) => copyWithout(item, `${path}/${i}`, drops));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const at = `${path}/${esc(key)}`;
    if (drops.has(at)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) copy[key] = copyWithout(item, at, drops);
  }
  return copy;
}
