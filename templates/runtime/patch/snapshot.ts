/**
 * `snapshotPatch` copies a patch as it is handed over, before anything is checked: every member is
 * read once, so the patch the validators check is the one the engine applies, even when a getter or
 * a proxy would answer differently the second time; and the engine may put the snapshot's values in
 * a result as they are, since nothing else holds them. The copy also bounds the size of the patch's
 * JSON text, which bounds how much a result can grow (engine.ts), notes whatever the screen of
 * rule 14 could report, so that a clean patch is checked without it, and records the free-form
 * values it proves valid, so that the patch check does not walk them again (proofs.ts).
 */
import { FORBIDDEN_KEYS, startRun } from '../validators/runtime.js';
import { type CopyBudget, copyByStack, countName, countValue, OVER_BUDGET, RECURSION } from './clone.js';
import { beginReading, hasOwn, ownOnlyUnder } from './diff-read.js';
import { type JsonObject, put } from './json.js';
import {
  holdName,
  PLAIN_NAMES,
  PROVEN_ITEMS,
  PROVEN_KEYS,
  PROVEN_NODES,
  type ProvenList,
  provenOf,
  provenScalar,
} from './proofs.js';
import { COPY_BUDGET, PATCH_LIMITS } from './vocabulary.js';

/**
 * Objects a snapshot copies before it assumes that members are shared or cyclic and starts over
 * remembering each copy: more than any patch of the request-body limit (1 MiB) can hold.
 */
const SNAPSHOT_BUDGET = COPY_BUDGET;

/**
 * An array longer than this is not read: no patch of the request-body limit holds one (each item
 * takes two bytes of JSON text at least), and a sparse array may claim 2**32 - 1 items that a walk
 * would visit one by one. Its copy is an empty array of its length, and the patch as given is
 * checked, which refuses it by its length (the array's `maxItems`, or the limit of operator entries).
 */
const LONGEST = SNAPSHOT_BUDGET;

/** A patch as the engine holds it: its snapshot, and at least the bytes of its JSON text. */
export interface Snapshot {
  readonly value: unknown;
  /**
   * At least the bytes of the patch's JSON text, counted while copying as the validators count
   * (validators/size.ts: a string as one to six bytes a unit while the count is small, exactly once
   * it is not); infinite when the patch shares members.
   */
  readonly bytes: number;
  /**
   * The copy holds nothing the screen of rule 14 could report, so the patch check may skip it: no
   * forbidden key or operator suffix, no string in an array that could be a forbidden `$drop` entry,
   * no member holding `undefined`, no level deeper than the limit, and at most the limit of operator
   * entries counting every array under a `$` key (one for any other value). Judged while copying, the
   * only other visit of every key; false whenever in doubt (the screen then runs and decides).
   */
  readonly screened: boolean;
  /** Free-form values of the copy proven valid, for the patch check to skip (proofs.ts). */
  readonly proven: ((value: unknown, limits: object) => boolean) | undefined;
  /**
   * The patch holds an object whose prototype is neither this realm's `Object.prototype` nor `null`
   * (a Date, Map, class instance, an object of another realm), or was too deep or shared to tell: its
   * copy is a plain object, which would hide what the validator refuses, so the patch as given is
   * checked too (prepare.ts). Read from the prototype the copy reads anyway.
   */
  readonly foreign: boolean;
}

/**
 * Once the count of a patch could mean this many bytes, its strings are counted exactly: a small
 * patch costs no reading of characters, a large one is bounded closely enough for the size limit.
 */
const EXACT_ABOVE = 1 << 16;

/**
 * A deep copy of a patch as given, whatever its shape (see the module comment); `frozen`: every
 * object and array it copies by recursion is frozen once made (`freezeJson`, clone.ts), those
 * copied by stack are not (the copy is then `foreign`).
 */
export function snapshotPatch(patch: unknown, frozen = false): Snapshot {
  const run = startRun(undefined, false);
  run.exactAbove = EXACT_ABOVE;
  beginReading();
  const budget: Budget = {
    left: SNAPSHOT_BUDGET,
    run,
    entries: 0,
    screened: true,
    foreign: false,
    doubtful: 0,
    height: 0,
    proved: undefined,
    frozen,
  };
  try {
    const value = typeof patch === 'object' && patch !== null ? snapshotAt(patch, 0, budget) : countValue(run, patch);
    const { proved } = budget;
    const proven = proved === undefined ? undefined : provenOf(proved);
    return { value, bytes: run.size + 5 * run.wide, screened: budget.screened, proven, foreign: budget.foreign };
  } catch (error) {
    if (error !== OVER_BUDGET) throw error;
    // shared members are copied once but written once a place: the text's size is not known
    const value = copyByStack(patch as object, new Map(), undefined, LONGEST);
    return { value, bytes: Number.POSITIVE_INFINITY, screened: false, proven: undefined, foreign: true };
  }
}

/**
 * What a snapshot may still copy, the count of what it copied (the validators' `Run`), and what the
 * screen of rule 14 would find in it (`Snapshot.screened`).
 */
interface Budget extends CopyBudget {
  /** Operator entries so far, counted as the screen counts them or more. */
  entries: number;
  screened: boolean;
  foreign: boolean;
  /** What the copy met so far that a proven free-form value may not hold (proofs.ts). */
  doubtful: number;
  /** The levels of the value copied last (itself being 1). */
  height: number;
  /** The copies proven free-form values, with their heights, made on the first. */
  proved: ProvenList | undefined;
  /** Each copy is frozen once made (a prepared patch's, `freezeJson` in clone.ts). */
  readonly frozen: boolean;
}

/** A copy's depth (the patch's members are at 1) from which the screen reports LIMIT: it counts the patch as level 1. */
const SCREEN_DEPTH = PATCH_LIMITS.maxDepth;

/** Whether `text` may be a forbidden key: the names are 9 (`__proto__`, `prototype`) to 11 (`constructor`) units long. */
function forbidden(text: string): boolean {
  return text.length >= 9 && text.length <= 11 && FORBIDDEN_KEYS.has(text);
}

/**
 * The screen's part of a member of an object: a member holding `undefined`, a forbidden name or
 * operator suffix, and the entries of an operator (every array under a `$` key, counted whole).
 */
function screenMember(budget: Budget, key: string, member: unknown): void {
  if (member === undefined) budget.screened = false;
  else if (key.charCodeAt(0) === 36) {
    const suffix = key.length - key.indexOf('/') - 1; // the whole key when it has no slash: not forbidden
    if (suffix >= 9 && suffix <= 11 && suffix < key.length && forbidden(key.slice(-suffix))) budget.screened = false;
    budget.entries += Array.isArray(member) && member.length > 1 ? member.length : 1;
    if (budget.entries > PATCH_LIMITS.maxEntries) budget.screened = false;
  } else if (forbidden(key)) budget.screened = false;
}

/** `copyAt` for a snapshot: within a budget of objects, counting the bytes of what it copies. */
function snapshotAt(value: object, depth: number, budget: Budget): unknown {
  if (--budget.left < 0) throw OVER_BUDGET;
  if (depth >= SCREEN_DEPTH) budget.screened = false;
  if (depth === RECURSION) {
    budget.doubtful++;
    budget.foreign = true;
    budget.height = RECURSION;
    return copyByStack(value, undefined, budget, LONGEST);
  }
  const doubtful = budget.doubtful;
  const left = budget.left;
  const out = Array.isArray(value) ? snapshotArray(value, depth, budget) : snapshotObject(value, depth, budget);
  if (budget.frozen) Object.freeze(out);
  if (budget.doubtful === doubtful && left - budget.left >= PROVEN_NODES - 1) {
    budget.proved ??= { values: [], heights: [] };
    budget.proved.values.push(out);
    budget.proved.heights.push(budget.height);
  }
  return out;
}

function snapshotArray(value: unknown[], depth: number, budget: Budget): unknown[] {
  const { run } = budget;
  const out: unknown[] = [];
  run.size += value.length + 2; // brackets and commas
  if (value.length > LONGEST) {
    out.length = value.length;
    budget.screened = false;
    budget.foreign = true;
    budget.doubtful++;
    budget.height = 1;
    return out;
  }
  // a list too long to prove is doubtful whatever it holds: its scalars need no look
  const long = value.length > PROVEN_ITEMS;
  if (long) budget.doubtful++;
  let height = 1;
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item === 'object' && item !== null) {
      out.push(snapshotAt(item, depth + 1, budget));
      if (budget.height >= height) height = budget.height + 1;
    } else {
      // any string of a list may be a `$drop` entry
      if (typeof item === 'string' && forbidden(item)) budget.screened = false;
      if (!long && !provenScalar(item)) budget.doubtful++;
      out.push(countValue(run, item));
    }
  }
  budget.height = height;
  return out;
}

function snapshotObject(value: object, depth: number, budget: Budget): JsonObject {
  const { run } = budget;
  const out: JsonObject = {};
  run.size += 2; // braces
  let height = 1;
  let keys = 0;
  const prototype: object | null = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) budget.foreign = true;
  // for…in, whose member loads V8 compiles to loads at known offsets; own members only (diff-read.ts)
  const ownOnly = ownOnlyUnder(prototype);
  for (const key in value) {
    if (!ownOnly && !hasOwn.call(value, key)) continue;
    const member: unknown = (value as JsonObject)[key];
    keys++;
    const plain = PLAIN_NAMES.get(key);
    if (plain === undefined) {
      countName(run, key);
      screenMember(budget, key, member);
      if (!holdName(key, forbidden(key))) budget.doubtful++;
    } else run.size += plain;
    let copy: unknown;
    if (typeof member === 'object' && member !== null) {
      copy = snapshotAt(member, depth + 1, budget);
      if (budget.height >= height) height = budget.height + 1;
    } else {
      if (member === undefined) budget.screened = false;
      if (!provenScalar(member)) budget.doubtful++;
      copy = countValue(run, member);
    }
    put(out, key, copy);
  }
  if (keys > PROVEN_KEYS) budget.doubtful++;
  budget.height = height;
  return out;
}
