/**
 * Words for the validators' messages: a caller's string quoted short, a value described by its type
 * and a short preview, and the candidate a misspelt name most likely meant (did-you-mean hints,
 * written only when a message is read).
 */

/** The most characters of a caller's string that a message repeats. */
const QUOTED_LENGTH = 40;

/**
 * A key or value given by the caller, quoted for a message: JSON text of its first 40 characters,
 * then `…` when it is longer. A message stays short whatever the caller sent, and does not hand a
 * long value (a secret pasted in the wrong place) back whole. @internal
 */
export function quote(text: string): string {
  return text.length <= QUOTED_LENGTH ? JSON.stringify(text) : `${JSON.stringify(head(text, QUOTED_LENGTH))}…`;
}

/** `text` itself when at most `max` characters long, else its start and `…`, `max` characters in all. @internal */
export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${head(text, max - 1)}…`;
}

/** The first `max` UTF-16 units of `text`, one fewer rather than half of a surrogate pair. */
function head(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** A scalar given by the caller, for a message: a string quoted short, a number or boolean as written. @internal */
export function quoteScalar(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  return describe(value);
}

/** The value in words, for messages: type and a short preview. @internal */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the string ${quote(value)}`;
    case 'number':
      return Number.isFinite(value) ? `the number ${value}` : `${value} (not a JSON number)`;
    case 'boolean':
      return String(value);
    case 'object':
      return describeObject(value as object);
    default:
      return `${typeof value} (not a JSON value)`;
  }
}

const toTag = Object.prototype.toString;

/**
 * Whether an object (not an array) is a plain JSON object: tagged `[object Object]`, its prototype
 * `null` or an object whose own prototype is `null` — `Object.prototype` of this realm or of another
 * (Node's `vm`, an iframe). A Date, Map, Set, RegExp, boxed primitive or class instance is not: its
 * JSON text is not what a check of its members would judge. May run a proxy's traps, which may
 * throw; the validators catch that. @internal
 */
export function isPlainObject(value: object): boolean {
  if (toTag.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Objects in words: `an object` when plain, else what it is. Runs no getter; never throws. */
function describeObject(value: object): string {
  try {
    const tag = toTag.call(value).slice(8, -1);
    if (tag !== 'Object') return BOXED.has(tag) ? `a ${tag} object (a boxed primitive)` : article(shorten(tag, 40));
    const prototype = Object.getPrototypeOf(value);
    if (prototype === null || Object.getPrototypeOf(prototype) === null) return 'an object';
    const maker = constructorName(prototype);
    return maker === undefined ? 'an object whose prototype is not Object.prototype' : `an instance of ${maker}`;
  } catch {
    return 'an object that cannot be read';
  }
}

/** The tags of boxed primitives (`new Number(1)`, `Object('a')`). */
const BOXED: ReadonlySet<string> = new Set(['Number', 'String', 'Boolean', 'Symbol', 'BigInt']);

/** `a Date`, `an Error`: the article a name most likely takes. */
function article(name: string): string {
  return `${/^[AEIO]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** The name of a prototype's own `constructor`, read from data properties only (no getter runs). */
function constructorName(prototype: object): string | undefined {
  const maker: unknown = Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value;
  if (typeof maker !== 'function') return undefined;
  const name: unknown = Object.getOwnPropertyDescriptor(maker, 'name')?.value;
  return typeof name === 'string' && name !== '' ? shorten(name, 40) : undefined;
}

const NAME_LISTS = new WeakMap<object, string>();

/**
 * The names of a set, or the keys of a map, joined by commas (`none` when there are none): made once
 * per collection, since every unknown member of a type repeats them. @internal
 */
export function nameList(names: ReadonlySet<string> | ReadonlyMap<string, unknown>): string {
  let text = NAME_LISTS.get(names);
  if (text === undefined) {
    text = [...names.keys()].join(', ') || 'none';
    NAME_LISTS.set(names, text);
  }
  return text;
}

/** The candidate closest to `word` by edit distance, when close enough to be a typo. @internal */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance || (distance === bestDistance && best === undefined)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Two rows of the edit-distance table, reused: messages are on the error path, but errors can be many. */
const ROWS: [Int32Array, Int32Array] = [/* @__PURE__ */ new Int32Array(65), /* @__PURE__ */ new Int32Array(65)];

/** Levenshtein distance of `a` and `b`, or `limit + 1` once it is sure to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (a.length > 64 || b.length > 64) return limit + 1;
  let [previous, current] = ROWS;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}
