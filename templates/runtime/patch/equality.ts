/**
 * Deep equality of JSON values, and a key that is equal for deep-equal values (to find equal values
 * by hashing instead of comparing every pair). Neither can be made to overflow the stack: recursion
 * goes `RECURSION` levels deep at most, and deeper values are compared by an explicit stack.
 */
import { spend, type WorkBudget } from './clone.js';
import type { JsonObject } from './json.js';

/** Levels compared by recursion (fast for the values a cluster holds); deeper ones iteratively. */
const RECURSION = 128;

/**
 * Deep equality of JSON values: arrays in order, objects by their own keys in any order. Arrays
 * longer than `longest` are not read: such an array equals only itself. `work`: each pair of objects
 * or arrays compared takes one from it (`spend`, clone.ts).
 */
export function deepEqual(
  a: unknown,
  b: unknown,
  longest: number = Number.POSITIVE_INFINITY,
  work?: WorkBudget,
): boolean {
  return equalAt(a, b, 0, longest, work);
}

function equalAt(a: unknown, b: unknown, depth: number, longest: number, work: WorkBudget | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  spend(work);
  if (depth === RECURSION) return equalByStack(a, b, longest, work);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length || a.length > longest) return false;
    for (let i = 0; i < a.length; i++) if (!equalAt(a[i], b[i], depth + 1, longest, work)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    if (!Object.hasOwn(b, key) || !equalAt((a as JsonObject)[key], (b as JsonObject)[key], depth + 1, longest, work)) {
      return false;
    }
  }
  return true;
}

/**
 * `equalAt` with an explicit stack of pairs still to compare: any depth. Each pair of objects is
 * compared once, so values that refer to themselves are compared in finite time too.
 */
function equalByStack(first: object, second: object, longest: number, work: WorkBudget | undefined): boolean {
  const stack: unknown[] = [first, second];
  const compared = new Map<object, Set<object>>();
  while (stack.length > 0) {
    const b = stack.pop();
    const a = stack.pop();
    if (a === b) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    const partners = compared.get(a) ?? new Set<object>();
    if (partners.has(b)) continue;
    spend(work);
    compared.set(a, partners.add(b));
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length || a.length > longest) return false;
      for (let i = 0; i < a.length; i++) stack.push(a[i], b[i]);
      continue;
    }
    if (Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false;
      stack.push((a as JsonObject)[key], (b as JsonObject)[key]);
    }
  }
  return true;
}

/** Levels that `equalityKey` spells out; below them values are abbreviated. */
const KEY_DEPTH = 48;

/**
 * A string equal for deep-equal values (members sorted by key, arrays in order), so that equal
 * values can be found in a `Map`. Values nested deeper than `KEY_DEPTH` levels are abbreviated, so
 * unequal values may share a key: `exact` says whether the key was spelled out in full. A key that
 * is not exact only narrows the search; `deepEqual` decides. An array longer than `longest` is
 * abbreviated too, its items not read.
 */
export function equalityKey(
  value: unknown,
  longest: number = Number.POSITIVE_INFINITY,
  work?: WorkBudget,
): { readonly key: string; readonly exact: boolean } {
  const state: KeyState = { exact: true, longest, work };
  return { key: keyAt(value, 0, state), exact: state.exact };
}

/** Whether a key is spelled out in full so far, and the bounds of its walk. */
interface KeyState {
  exact: boolean;
  readonly longest: number;
  readonly work: WorkBudget | undefined;
}

function keyAt(value: unknown, depth: number, state: KeyState): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (Number.isFinite(value)) return String(value); // -0 and 0 are equal (===), and so are their keys
      state.exact = false; // NaN equals nothing, not even NaN
      return `#${String(value)}`;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      // not JSON: functions, symbols, bigints and undefined are told apart by deepEqual (===) only
      state.exact = false;
      return `#${typeof value}`;
  }
  if (value === null) return 'null';
  spend(state.work);
  if (depth === KEY_DEPTH || (Array.isArray(value) && value.length > state.longest)) {
    state.exact = false;
    return Array.isArray(value) ? '[…]' : '{…}';
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + keyAt(value[i], depth + 1, state);
    return `${text}]`;
  }
  const keys = Object.keys(value).sort();
  let text = '{';
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    text += `${k === 0 ? '' : ','}${JSON.stringify(key)}:${keyAt((value as JsonObject)[key], depth + 1, state)}`;
  }
  return `${text}}`;
}

/** Values told apart by deep equality, found through their `equalityKey` in time linear in their size. */
export class EqualValues {
  private readonly byKey = new Map<string, { readonly value: unknown; readonly exact: boolean }[]>();

  /** Arrays longer than this are not read (`deepEqual`). */
  private readonly longest: number;

  /** What the keys and comparisons may still visit (`spend`, clone.ts). */
  private readonly work: WorkBudget | undefined;

  constructor(longest: number = Number.POSITIVE_INFINITY, work?: WorkBudget) {
    this.longest = longest;
    this.work = work;
  }

  add(value: unknown): void {
    const { key, exact } = equalityKey(value, this.longest, this.work);
    const list = this.byKey.get(key);
    if (list === undefined) this.byKey.set(key, [{ value, exact }]);
    else list.push({ value, exact });
  }

  /** Whether a value deep-equal to `value` was added. */
  has(value: unknown): boolean {
    const { key, exact } = equalityKey(value, this.longest, this.work);
    const list = this.byKey.get(key);
    if (list === undefined) return false;
    return list.some((entry) => (exact && entry.exact) || deepEqual(entry.value, value, this.longest, this.work));
  }
}
