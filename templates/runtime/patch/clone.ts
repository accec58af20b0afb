/**
 * Copies of JSON values that share nothing with them, safe whatever they are given: recursion goes
 * `RECURSION` levels deep at most, deeper values are copied with an explicit stack, and a value that
 * refers to itself is copied once (its copy refers to itself too) instead of forever. The patch's
 * snapshot (snapshot.ts) copies deep values with the same stack, counting what it copies.
 *
 * And the freezing of a copy that results share (`freezeJson`): the copy a prepared patch holds is
 * frozen, once, while it is made (snapshot.ts, asked by engine.ts). The engine puts the copy's values
 * in results as they are (`$replace/` values, plain arrays, restated free-form levels), so every
 * result of one prepared patch shares them. Frozen, a change made through one result throws in
 * strict code (and is ignored in sloppy code): it reaches neither another result nor a later apply,
 * which takes the copy as checked (proofs.ts) and would otherwise return the changed value
 * unchecked. The copy of `applyClusterPatch` is fresh each call and is not frozen.
 */
import { countScalar, countText, type Run } from '../validators/runtime.js';
import { type JsonObject, put } from './json.js';

/** Levels copied by recursion (fast for the values a cluster holds); deeper ones with a stack. @internal */
export const RECURSION = 128;

/**
 * A deep copy of a JSON value that shares nothing with it (members in the same order). An array
 * longer than `longest` is copied as an empty array of its length, its items not read. `work`: each
 * object or array copied takes one from it (a value that holds one object in many places is copied
 * as often as it is written out: the diff bounds that, diff-whole.ts).
 */
export function cloneJson<T>(value: T, longest: number = Number.POSITIVE_INFINITY, work?: WorkBudget): T {
  return copyAt(value, 0, longest, work) as T;
}

/** Counts a scalar's JSON text and answers it. Not JSON (`undefined`, a function) is counted as `null`. @internal */
export function countValue(run: Run, value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') countScalar(run, value);
  else run.size += 4;
  return value;
}

/** Counts a member name with its quotes, colon and comma. @internal */
export function countName(run: Run, key: string): void {
  countText(run, key);
  run.size += 2;
}

/** Thrown, and caught by `snapshotPatch`, when a copy exceeds its budget of objects. @internal */
export const OVER_BUDGET: Error = new Error('over budget');

/** How many more objects and arrays a walk may visit; one past it, the walk throws `OVER_BUDGET`. */
export interface WorkBudget {
  left: number;
}

/** Takes one from `work` (none given: no bound); throws `OVER_BUDGET` once it is spent. @internal */
export function spend(work: WorkBudget | undefined): void {
  if (work !== undefined && --work.left < 0) throw OVER_BUDGET;
}

/** What a copy by stack may still copy, and the count of what it copied. @internal */
export interface CopyBudget extends WorkBudget {
  readonly run: Run;
}

function copyAt(value: unknown, depth: number, longest: number, work: WorkBudget | undefined): unknown {
  if (typeof value !== 'object' || value === null) return value;
  spend(work);
  // by stack, every object is copied once (shared members stay shared): no budget needed
  if (depth === RECURSION) return copyByStack(value, new Map(), undefined, longest);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    if (value.length > longest) out.length = value.length;
    else for (let i = 0; i < value.length; i++) out.push(copyAt(value[i], depth + 1, longest, work));
    return out;
  }
  const out: JsonObject = {};
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    put(out, key, copyAt((value as JsonObject)[key], depth + 1, longest, work));
  }
  return out;
}

/**
 * `copyAt` with an explicit stack: any depth. With `memo`, every object is copied once (a cycle
 * ends, shared members stay shared); without it, `budget` bounds the work. An array longer than
 * `longest` is copied as an empty array of its length, its items not read.
 * @internal
 */
export function copyByStack(
  root: object,
  memo: Map<object, unknown> | undefined,
  budget: CopyBudget | undefined,
  longest: number = Number.POSITIVE_INFINITY,
): unknown {
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
  const run = budget?.run;
  const counted = (item: unknown): unknown => {
    if (run !== undefined && (typeof item !== 'object' || item === null)) countValue(run, item);
    return copyOf(item);
  };
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [from, to] = next;
    if (run !== undefined) run.size += 2;
    if (Array.isArray(from)) {
      if (run !== undefined) run.size += from.length;
      // longer than `longest`: not read (a sparse array's length may be 2**32 - 1), its copy as long and empty
      if (from.length > longest) (to as unknown[]).length = from.length;
      else for (let i = 0; i < from.length; i++) (to as unknown[]).push(counted(from[i]));
    } else {
      for (const key of Object.keys(from)) {
        if (run !== undefined) countName(run, key);
        put(to as JsonObject, key, counted((from as JsonObject)[key]));
      }
    }
  }
  return top;
}

/**
 * Freezes `value` and every object and array it holds, those frozen already included (a snapshot
 * freezes what it copies by recursion, not what it copies by stack), each visited once, so that a
 * copy that shares members is walked in one pass: linear in the value, any depth (an explicit
 * stack). For the rare foreign copies (prepare.ts), once checked: a sparse array of 2**32 - 1
 * items, which a walk would visit one by one, has been refused.
 */
export function freezeJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const seen = new Set<object>([value]);
  const stack: object[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    Object.freeze(next);
    const members = Array.isArray(next) ? next : Object.values(next as JsonObject);
    for (let i = 0; i < members.length; i++) {
      const member: unknown = members[i];
      if (typeof member !== 'object' || member === null || seen.has(member)) continue;
      seen.add(member);
      stack.push(member);
    }
  }
  return value;
}
