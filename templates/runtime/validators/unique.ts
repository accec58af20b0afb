/**
 * Uniqueness in arrays: items equal as JSON (`uniqueItems`), and elements of a keyed array whose
 * identifiers repeat, found through a table of the hashes the compiled pattern matchers compute.
 */
import type { Run } from './core.js';
import { push } from './issues.js';
import { counted } from './size.js';
import { describe } from './words.js';

/** Below this many items, comparing every pair is faster than hashing. */
const SMALL = 16;

/**
 * Items of the current array that repeat an earlier item, by JSON equality (as `uniqueItems`: `1`
 * and `1.0` are equal, objects equal member by member). Scalars compare directly; anything else by
 * its canonical JSON text. @internal
 */
export function duplicateItems(run: Run, items: readonly unknown[]): void {
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      for (let j = 0; j < i; j++) {
        if (sameJson(items[j], items[i])) {
          duplicateItem(run, i, j, items[i]);
          break;
        }
      }
    }
    return;
  }
  const scalars = new Map<unknown, number>();
  const others = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const composite = typeof item === 'object' && item !== null;
    const id = composite ? canonical(item) : item;
    // A cyclic item has no JSON text, so it equals nothing (it is refused as not JSON anyway).
    if (composite && id === undefined) continue;
    const seen = composite ? others.get(id as string) : scalars.get(id);
    if (seen !== undefined) duplicateItem(run, i, seen, item);
    else if (composite) others.set(id as string, i);
    else scalars.set(id, i);
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const text = canonical(a);
  return text !== undefined && text === canonical(b);
}

/** An object or array being written by `canonical`: its members in order, and the next one. */
interface Open {
  readonly node: object;
  /** The sorted keys of an object; `undefined` for an array. */
  readonly keys: readonly string[] | undefined;
  readonly count: number;
  next: number;
}

/**
 * JSON text with sorted keys: equal for deep-equal values; `undefined` for a value that contains
 * itself (no JSON text). Iterative, so no depth of input can exhaust the stack. @internal
 */
export function canonical(value: unknown): string | undefined {
  let text = '';
  const open: Open[] = [];
  const ancestors = new Set<object>();
  let current = value;
  for (;;) {
    if (typeof current === 'object' && current !== null) {
      if (ancestors.has(current)) return undefined;
      ancestors.add(current);
      const keys = Array.isArray(current) ? undefined : Object.keys(current).sort();
      open.push({
        node: current,
        keys,
        count: keys === undefined ? (current as unknown[]).length : keys.length,
        next: 0,
      });
      text += keys === undefined ? '[' : '{';
    } else text += scalarText(current);
    // Close what is complete, then move to the next member of the innermost open value.
    for (;;) {
      const top = open[open.length - 1];
      if (top === undefined) return text;
      if (top.next === top.count) {
        text += top.keys === undefined ? ']' : '}';
        ancestors.delete(top.node);
        open.pop();
        continue;
      }
      const i = top.next++;
      if (i > 0) text += ',';
      if (top.keys === undefined) current = (top.node as unknown[])[i];
      else {
        const key = top.keys[i] as string;
        text += `${JSON.stringify(key)}:`;
        current = (top.node as Record<string, unknown>)[key];
      }
      break;
    }
  }
}

function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? JSON.stringify(value)
    : String(value);
}

function duplicateItem(run: Run, index: number, first: number, item: unknown): void {
  push(run, index, 'DUPLICATE_ITEM', `duplicates item ${first} (${describe(item)}); items must be unique`);
  counted(run);
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

/**
 * The hash of a string's UTF-16 units that the compiled pattern matchers compute while they read an
 * identifier (`h * 31 + unit`, 30 bits): the identifier tables below take it from the matcher, and
 * from here for an identifier the matcher did not accept. @internal
 */
export function hashText(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h & 0x3fffffff;
}

/** An empty table for the identifier hashes of `count` elements, at most half full. @internal */
export function identifierTable(count: number): Int32Array {
  let slots = 64;
  while (slots < 2 * count) slots *= 2;
  return new Int32Array(slots);
}

/** Probes one hash may take before the table gives way to the runtime's reporting check. */
const MOST_PROBES = 32;

/**
 * Adds an identifier's hash to a table of the hashes of its array (open addressing; a slot holds the
 * hash with bit 30 set, 0 when free). Returns `false` when the hash is there already — the same
 * identifier, or (rarely: 30 bits) another one with the same hash — or when it met more than
 * `MOST_PROBES` taken slots (hashes made to collide). The caller then runs `duplicateIdentifiers`,
 * which compares the identifiers themselves through a `Map`: the table only proves that no two are
 * equal, so the answer is exact and the cost linear whatever the identifiers. @internal
 */
export function addIdentifier(table: Int32Array, hash: number): boolean {
  const mask = table.length - 1;
  const entry = hash | 0x40000000;
  // Fibonacci hashing: the high bits of the product spread neighbouring hashes over the table.
  let at = Math.imul(hash, 0x9e3779b1) >>> Math.clz32(mask);
  for (let probes = 0; probes <= MOST_PROBES; probes++) {
    const taken = table[at] as number;
    if (taken === 0) {
      table[at] = entry;
      return true;
    }
    if (taken === entry) return false;
    at = (at + 1) & mask;
  }
  return false;
}

function identifier(item: unknown, key: string): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id = (item as Record<string, unknown>)[key];
  return typeof id === 'string' ? id : undefined;
}

/** Element `index` repeats the identifier of element `first`. @internal */
export function duplicateIdentifier(run: Run, key: string, index: number, first: number, id: string): void {
  run.path.push(index);
  push(
    run,
    key,
    'DUPLICATE_IDENTIFIER',
    `${key} ${JSON.stringify(id)} is already used by item ${first}; ${key} must be unique in this array`,
  );
  counted(run);
  run.path.pop();
}
