/**
 * Copies of JSON values that share nothing with them, safe whatever they are given: recursion goes
 * `RECURSION` levels deep at most, deeper values are copied with an explicit stack, and a value that
 * refers to itself is copied once (its copy refers to itself too) instead of forever.
 *
 * `snapshotPatch` copies a patch as it is handed over, before anything is checked: every member is
 * read once, so the patch the validators check is the one the engine applies, even when a getter or
 * a proxy would answer differently the second time; and the engine may put the snapshot's values in
 * a result as they are, since nothing else holds them.
 */
import { type JsonObject, put } from './json.js';

/** Levels copied by recursion (fast for the values a cluster holds); deeper ones with a stack. */
const RECURSION = 128;

/**
 * Objects a snapshot copies before it assumes that members are shared or cyclic and starts over
 * remembering each copy: more than any patch of the request-body limit (1 MiB) can hold.
 */
const SNAPSHOT_BUDGET = 1 << 20;

/** A deep copy of a JSON value that shares nothing with it (members in the same order). */
export function cloneJson<T>(value: T): T {
  return copyAt(value, 0, undefined) as T;
}

/** A deep copy of a patch as given, whatever its shape (see the module comment). */
export function snapshotPatch(patch: unknown): unknown {
  if (typeof patch !== 'object' || patch === null) return patch;
  try {
    return copyAt(patch, 0, { left: SNAPSHOT_BUDGET });
  } catch (error) {
    if (error !== OVER_BUDGET) throw error;
    return copyByStack(patch, new Map(), undefined);
  }
}

/** Thrown, and caught by `snapshotPatch`, when a copy exceeds its budget of objects. */
const OVER_BUDGET: Error = new Error('over budget');

interface Budget {
  left: number;
}

function copyAt(value: unknown, depth: number, budget: Budget | undefined): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (budget !== undefined && --budget.left < 0) throw OVER_BUDGET;
  if (depth === RECURSION) return copyByStack(value, budget === undefined ? new Map() : undefined, budget);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(copyAt(value[i], depth + 1, budget));
    return out;
  }
  const out: JsonObject = {};
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    put(out, key, copyAt((value as JsonObject)[key], depth + 1, budget));
  }
  return out;
}

/**
 * `copyAt` with an explicit stack: any depth. With `memo`, every object is copied once (a cycle
 * ends, shared members stay shared); without it, `budget` bounds the work.
 */
function copyByStack(root: object, memo: Map<object, unknown> | undefined, budget: Budget | undefined): unknown {
  const stack: [object, unknown[] | JsonObject][] = [];
  const copyOf = (item: unknown): unknown => {
    if (typeof item !== 'object' || item === null) return item;
    const known = memo?.get(item);
    if (known !== undefined) return known;
    if (budget !== undefined && --budget.left < 0) throw OVER_BUDGET;
    const copy: unknown[] | JsonObject = Array.isArray(item) ? [] : {};
    memo?.set(item, copy);
    stack.push([item, copy]);
    return copy;
  };
  if (budget !== undefined) budget.left++; // the root was counted by its caller
  const top = copyOf(root);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [from, to] = next;
    if (Array.isArray(from)) {
      for (let i = 0; i < from.length; i++) (to as unknown[]).push(copyOf(from[i]));
    } else {
      for (const key of Object.keys(from)) put(to as JsonObject, key, copyOf((from as JsonObject)[key]));
    }
  }
  return top;
}
