/**
 * The bytes of a value's JSON text in UTF-8, as `JSON.stringify` writes it, counted without writing
 * it: exactly, or as an upper bound that reads no string's characters. Iterative (depth does not
 * matter) and stopping soon after a limit (a cyclic or huge value costs at most the limit's worth).
 */

/** The most bytes one UTF-16 code unit takes in JSON text (`\u001f`). */
const WIDEST_UNIT = 6;
/** The longest JSON text of a finite number (`-2.2250738585072014e-308`). */
const WIDEST_NUMBER = 24;

/**
 * The bytes of `value`'s JSON text, exactly or as an upper bound that reads no string's characters
 * (six bytes a UTF-16 unit, the width of `\u001f`; 24 a number); once past `limit`, some number
 * above it (the count stops there). @internal
 */
export function jsonBytes(value: unknown, limit: number, exact: boolean): number {
  let total = scalarBytes(value, exact);
  if (total >= 0) return total;
  total = 0;
  const stack: object[] = [value as object];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (Array.isArray(node)) {
      total += node.length === 0 ? 2 : node.length + 1;
      // checked before each item: a sparse array's length (up to 2**32 - 1) is no measure of its items
      for (let i = 0; i < node.length && total <= limit; i++) {
        const item: unknown = node[i];
        const bytes = scalarBytes(item, exact);
        // A member JSON.stringify leaves out (a hole too) is `null` in an array.
        if (bytes >= 0) total += bytes;
        else if (bytes === SKIPPED) total += 4;
        else stack.push(item as object);
      }
    } else {
      let members = 0;
      // The bound reads keys with for-in, which allocates nothing: inherited enumerable keys, which
      // JSON.stringify leaves out, only make it larger. The exact count reads own keys only.
      if (exact) {
        for (const key of Object.keys(node)) {
          const bytes = memberBytes(node, key, true, stack);
          if (bytes > 0) members++;
          total += bytes;
        }
      } else {
        for (const key in node) {
          const bytes = memberBytes(node, key, false, stack);
          if (bytes > 0) members++;
          total += bytes;
        }
      }
      total += members === 0 ? 2 : members + 1;
    }
    if (total > limit) return total;
  }
  return total;
}

/**
 * The bytes of member `key` of an object (`"key":` and a scalar value; a container value is pushed on
 * `stack` and counted when its turn comes), or 0 when JSON.stringify leaves the member out.
 */
function memberBytes(node: object, key: string, exact: boolean, stack: object[]): number {
  const item: unknown = (node as Record<string, unknown>)[key];
  const bytes = scalarBytes(item, exact);
  if (bytes === SKIPPED) return 0;
  if (bytes === CONTAINER) stack.push(item as object);
  return stringBytes(key, exact) + 1 + (bytes === CONTAINER ? 0 : bytes);
}

/** A member JSON.stringify leaves out (`undefined`, a function, a symbol). */
const SKIPPED = -2;
/** An object or array, counted by the caller. */
const CONTAINER = -1;

function scalarBytes(value: unknown, exact: boolean): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value, exact);
    case 'number':
      return !Number.isFinite(value) ? 4 : exact ? String(value).length : WIDEST_NUMBER;
    case 'boolean':
      return value ? 4 : 5;
    case 'object':
      return value === null ? 4 : CONTAINER;
    case 'bigint':
      return exact ? String(value).length : WIDEST_NUMBER; // not JSON: the checks report it
    default:
      return SKIPPED;
  }
}

/** The bytes of a string as a JSON string literal, quotes included. @internal */
export function stringBytes(text: string, exact: boolean): number {
  if (!exact) return text.length * WIDEST_UNIT + 2;
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 0x22 || c === 0x5c) bytes += 2;
    else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c < 0xd800 || c > 0xdfff) bytes += 3;
    else if (c <= 0xdbff && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4; // a pair: one code point of four bytes
      i++;
    } else bytes += 6; // a lone surrogate, escaped as `\udxxx`
  }
  return bytes;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
