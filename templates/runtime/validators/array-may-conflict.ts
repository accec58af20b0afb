/**
 * The quick test of rule 5 and the renames of rule 10: in one pass over the operator lists of one
 * array field, without a map, a copy or a string made, whether they can conflict at all. False is
 * certain; true leaves it to the full check (array-conflicts.ts), which finds and reports each
 * conflict. Not part of the runtime's exports: conflicts.ts reads it.
 */
import type { CompiledField, CompiledLevel, FieldOperator } from '../patch/model.js';

/** Entry pairs of two lists below which `arraysMayConflict` compares every pair; above, `arrayGroup` hashes. */
const PAIRS = 256;

/**
 * Whether the array operators of `field` can conflict at all (rule 5, and the renames of rule 10):
 * false is certain; true leaves it to `arrayGroup`, which finds and reports each conflict. Most
 * patches use one list of an array, or name different elements in two, which is told here without
 * a map, a copy or a string made. @internal
 */
export function arraysMayConflict(patch: Record<string, unknown>, field: CompiledField, level: CompiledLevel): boolean {
  const keys = level.arrayKeys.get(field.name) ?? [];
  const keyed = field.kind === 'keyed-array';
  let removal: readonly unknown[] | undefined;
  let changes: readonly unknown[] | undefined;
  let append: readonly unknown[] | undefined;
  for (let i = 0; i < keys.length; i++) {
    const { key, operator, rename } = keys[i] as FieldOperator;
    const entries = patch[key];
    if (!Array.isArray(entries)) continue;
    const step = operator.step;
    // Two removals conflict; a keep list must list every element patched or appended.
    if (step === 'keep' || (step === 'remove' && removal !== undefined)) return true;
    if (step === 'remove') removal = entries;
    else if (step === 'append' && append === undefined) append = entries;
    else if (step === 'patch' && changes === undefined) {
      if (rename !== undefined && renamesAny(entries, field.key, rename)) return true;
      changes = entries;
    } else return true; // an operator this check does not know
  }
  if (!keyed) {
    // Whole elements of an unkeyed array are compared by their text, and its element patches select by example.
    if (field.kind === 'unkeyed-array') return removal !== undefined && (changes !== undefined || append !== undefined);
    return namedTwice(removal, append, undefined);
  }
  return (
    namedTwice(removal, changes, field.key) ||
    namedTwice(removal, append, field.key) ||
    namedTwice(changes, append, field.key)
  );
}

/** Whether an element patch of `changes` gives its element a new identifier. */
function renamesAny(changes: readonly unknown[], key: string, renameKey: string): boolean {
  for (let i = 0; i < changes.length; i++) {
    const to = member(changes[i], renameKey);
    if (typeof to === 'string' && to !== member(changes[i], key)) return true;
  }
  return false;
}

/**
 * Whether an entry of `a` and one of `b` may name the same element (by its identifier `key`, or as a
 * value): true for equal scalars, and whenever the lists are too long to compare pair by pair.
 */
function namedTwice(
  a: readonly unknown[] | undefined,
  b: readonly unknown[] | undefined,
  key: string | undefined,
): boolean {
  if (a === undefined || b === undefined || a.length === 0 || b.length === 0) return false;
  if (a.length * b.length > PAIRS) return true;
  for (let i = 0; i < a.length; i++) {
    const x = key === undefined ? a[i] : nameOf(a[i], key);
    if (x === undefined || typeof x === 'object') continue; // objects, null and nothing name no element
    for (let j = 0; j < b.length; j++) if (x === (key === undefined ? b[j] : nameOf(b[j], key))) return true;
  }
  return false;
}

/** What an entry of a keyed array's list names: an identifier as given (removals) or an element's (patches, appends). */
function nameOf(entry: unknown, key: string): unknown {
  return typeof entry === 'object' && entry !== null ? member(entry, key) : entry;
}

/** A member of a plain object, or undefined. @internal */
export function member(value: unknown, key: string | undefined): unknown {
  return key !== undefined && typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
