/**
 * Uniqueness in arrays: items equal as JSON (`uniqueItems`), and elements of a keyed array whose
 * identifiers repeat, found through a table of the hashes the compiled pattern matchers compute.
 */
import type { Run } from './core.js';
import { push } from './issues.js';
import { counted, pastLimit } from './size.js';
import { describe, quote } from './words.js';

/** Below this many items, comparing every pair is faster than hashing. */
const SMALL = 16;

/**
 * Items of the current array that repeat an earlier item, by JSON equality (as `uniqueItems`: `1`
 * and `1.0` are equal, objects equal member by member). Scalars compare directly; anything else by
 * its canonical JSON text. Past the run's limit the items are not compared (`canonicalIn`). @internal
 */
export function duplicateItems(run: Run, items: readonly unknown[]): void {
  if (run.past) return;
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      for (let j = 0; j < i; j++) {
        if (sameJson(run, items[j], items[i])) {
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
    const id = composite ? canonicalIn(run, item) : item;
    // A cyclic item has no JSON text, so it equals nothing (it is refused as not JSON anyway).
    if (composite && id === undefined) continue;
    const seen = composite ? others.get(id as string) : scalars.get(id);
    if (seen !== undefined) duplicateItem(run, i, seen, item);
    else if (composite) others.set(id as string, i);
    else scalars.set(id, i);
  }
}

function sameJson(run: Run, a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const text = canonicalIn(run, a);
  return text !== undefined && text === canonicalIn(run, b);
}

/**
 * `canonical` within the run's limit: a text longer than the limit is more bytes than the limit, so
 * the value, and the body holding it, is past the limit (`pastLimit`), and the value equals nothing.
 * Past the limit no text is written: a value held in many places would be as long as written out.
 * @internal
 */
export function canonicalIn(run: Run, value: object): string | undefined {
  if (run.past) return undefined;
  const text = canonical(value, run.limit);
  if (text === '') pastLimit(run);
  return text === '' ? undefined : text;
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
 * itself (no JSON text); `''` (no value's text) once the text passes `budget` characters, so a value
 * that shares members costs no more than its budget. Iterative, so no depth of input can exhaust the
 * stack. @internal
 */
export function canonical(value: unknown, budget: number = Number.POSITIVE_INFINITY): string | undefined {
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
    if (text.length > budget) return '';
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
    `${key} ${quote(id)} is already used by item ${first}; ${key} must be unique in this array`,
  );
  counted(run);
  run.path.pop();
}
