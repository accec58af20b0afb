/**
 * The size of a resource: the bytes of its JSON text as `JSON.stringify` writes it (no spaces),
 * encoded as UTF-8. A cheap walk bounds it from above (a UTF-16 unit of a string takes at most 6
 * bytes, a number 24); the exact count, which reads every character, runs only when that bound is
 * above the limit, so a cluster far below the limit costs one light walk.
 */
import type { JsonObject } from './json.js';

/** The size of `value` when it is above `limit`; `undefined` when it is within. */
export function sizeAbove(value: unknown, limit: number): number | undefined {
  if (highestSize(value, 0) <= limit) return undefined;
  const size = exactSize(value);
  return size > limit ? size : undefined;
}

/** Longest JSON text of a number (`-2.2250738585072014e-308`), and so of any scalar but a string. */
const SCALAR_HIGH = 24;

/** Levels bounded by recursion (fast); deeper values with a stack. */
const RECURSION = 128;

/** At least the size of `value`'s JSON text, read without looking at characters. */
function highestSize(value: unknown, depth: number): number {
  if (typeof value === 'string') return 6 * value.length + 2;
  if (typeof value !== 'object' || value === null) return SCALAR_HIGH;
  if (depth === RECURSION) return highestByStack(value);
  if (Array.isArray(value)) {
    let high = value.length + 2; // brackets and commas
    for (let i = 0; i < value.length; i++) high += highestSize(value[i], depth + 1);
    return high;
  }
  let high = 2;
  // for…in also meets inherited enumerable members, which only raises the bound; it allocates nothing
  for (const key in value) high += 6 * key.length + 4 + highestSize((value as JsonObject)[key], depth + 1);
  return high;
}

/** `highestSize` with an explicit stack: any depth. */
function highestByStack(value: object): number {
  let high = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') high += 6 * next.length + 2;
    else if (typeof next !== 'object' || next === null) high += SCALAR_HIGH;
    else if (Array.isArray(next)) {
      high += next.length + 2;
      for (let i = 0; i < next.length; i++) stack.push(next[i]);
    } else {
      const keys = Object.keys(next);
      high += keys.length + 2;
      for (const key of keys) {
        high += 6 * key.length + 3;
        stack.push((next as JsonObject)[key]);
      }
    }
  }
  return high;
}

/** The exact size of `value`'s JSON text. */
export function exactSize(value: unknown): number {
  return exactAt(value, 0);
}

/** `exactSize` by recursion, `RECURSION` levels at most; deeper values with a stack. */
function exactAt(value: unknown, depth: number): number {
  if (typeof value !== 'object' || value === null) return scalarSize(value);
  if (depth === RECURSION) return exactByStack(value);
  if (Array.isArray(value)) {
    let size = value.length === 0 ? 2 : value.length + 1;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      size += written(item) ? exactAt(item, depth + 1) : 4; // null
    }
    return size;
  }
  let size = 1;
  let members = 0;
  for (const key of Object.keys(value)) {
    const member = (value as JsonObject)[key];
    if (!written(member)) continue;
    members++;
    size += stringSize(key) + 1 + exactAt(member, depth + 1);
  }
  return size + (members === 0 ? 1 : members);
}

/** `exactAt` with an explicit stack: any depth. */
function exactByStack(value: unknown): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    size += scalarSize(next);
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) {
      size += next.length === 0 ? 2 : next.length + 1;
      for (let i = 0; i < next.length; i++) {
        const item = next[i];
        if (written(item)) stack.push(item);
        else size += 4; // null
      }
      continue;
    }
    let members = 0;
    for (const key of Object.keys(next)) {
      const member = (next as JsonObject)[key];
      if (!written(member)) continue;
      members++;
      size += stringSize(key) + 1;
      stack.push(member);
    }
    size += members === 0 ? 2 : members + 1;
  }
  return size;
}

/** `JSON.stringify` leaves out object members holding these, and writes `null` for such items. */
function written(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

function scalarSize(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return stringSize(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'bigint':
      return String(value).length;
    case 'object':
      return value === null ? 4 : 0;
    default:
      return 0;
  }
}

/** Printable ASCII but `"` and `\`: one byte each in JSON text. Tested natively, faster than a loop. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** Bytes of a string's JSON text: quotes, escapes, and each character in UTF-8. */
function stringSize(text: string): number {
  if (PLAIN.test(text)) return text.length + 2;
  let size = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x20) size += c === 0x22 || c === 0x5c ? 2 : 1;
      else size += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    } else if (c < 0x800) size += 2;
    else if (c < 0xd800 || c > 0xdfff) size += 3;
    else if (c <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      size += 4;
      i++;
    } else size += 6; // a lone surrogate is written as \udxxx
  }
  return size;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
