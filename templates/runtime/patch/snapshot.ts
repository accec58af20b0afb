/**
 * `snapshotPatch` copies a patch as it is handed over, before anything is checked: every member is
 * read once, so the patch the validators check is the one the engine applies, even when a getter or
 * a proxy would answer differently the second time; and the engine may put the snapshot's values in
 * a result as they are, since nothing else holds them. The copy also bounds the size of the patch's
 * JSON text, which bounds how much a result can grow (engine.ts), and notes whatever the screen of
 * rule 14 could report, so that a clean patch is checked without it.
 */
import { stringBytes } from '../validators/json-bytes.js';
import { FORBIDDEN_KEYS, startRun } from '../validators/runtime.js';
import { type CopyBudget, copyByStack, countName, countValue, OVER_BUDGET, RECURSION } from './clone.js';
import { beginReading, enumeratesOwnOnly, hasOwn } from './diff-read.js';
import { type JsonObject, put } from './json.js';
import { PATCH_LIMITS } from './vocabulary.js';

/**
 * Objects a snapshot copies before it assumes that members are shared or cyclic and starts over
 * remembering each copy: more than any patch of the request-body limit (1 MiB) can hold.
 */
const SNAPSHOT_BUDGET = 1 << 20;

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
}

/**
 * Once the count of a patch could mean this many bytes, its strings are counted exactly: a small
 * patch costs no reading of characters, a large one is bounded closely enough for the size limit.
 */
const EXACT_ABOVE = 1 << 16;

/** A deep copy of a patch as given, whatever its shape (see the module comment). */
export function snapshotPatch(patch: unknown): Snapshot {
  const run = startRun(undefined, false);
  run.exactAbove = EXACT_ABOVE;
  beginReading();
  const budget: Budget = { left: SNAPSHOT_BUDGET, run, entries: 0, screened: true };
  try {
    const value = typeof patch === 'object' && patch !== null ? snapshotAt(patch, 0, budget) : countValue(run, patch);
    return { value, bytes: run.size + 5 * run.wide, screened: budget.screened };
  } catch (error) {
    if (error !== OVER_BUDGET) throw error;
    // shared members are copied once but written once a place: the text's size is not known
    const value = copyByStack(patch as object, new Map(), undefined);
    return { value, bytes: Number.POSITIVE_INFINITY, screened: false };
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
  if (depth === RECURSION) return copyByStack(value, undefined, budget);
  const { run } = budget;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    run.size += value.length + 2; // brackets and commas
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) out.push(snapshotAt(item, depth + 1, budget));
      else {
        // any string of a list may be a `$drop` entry
        if (typeof item === 'string' && forbidden(item)) budget.screened = false;
        out.push(countValue(run, item));
      }
    }
    return out;
  }
  const out: JsonObject = {};
  run.size += 2; // braces
  // for…in, whose member loads V8 compiles to loads at known offsets; own members only (diff-read.ts)
  const ownOnly = enumeratesOwnOnly(value);
  for (const key in value) {
    if (!ownOnly && !hasOwn.call(value, key)) continue;
    const member: unknown = (value as JsonObject)[key];
    const plain = PLAIN_NAMES.get(key);
    if (plain === undefined) nameOf(budget, key, member);
    else {
      run.size += plain;
      if (member === undefined) budget.screened = false;
    }
    const copy =
      typeof member === 'object' && member !== null ? snapshotAt(member, depth + 1, budget) : countValue(run, member);
    put(out, key, copy);
  }
  return out;
}

/**
 * The exact bytes of plain member names (no operator, no forbidden name) with their quotes, colon
 * and comma, as the copy met them: the members of a patch repeat a few field names, 10,000 times
 * in a list of 10,000 elements, and a look-up costs less than reading a name's characters again
 * (its bytes depend on its characters only). Bounded, so that a patch of many names cannot grow it.
 */
const PLAIN_NAMES = new Map<string, number>();
const PLAIN_NAMES_HELD = 1024;
const PLAIN_NAME_LENGTH = 64;

/** A member name met for the first time (or not held): counted, screened, and held when plain. */
function nameOf(budget: Budget, key: string, member: unknown): void {
  countName(budget.run, key);
  screenMember(budget, key, member);
  if (key.charCodeAt(0) === 36 || forbidden(key)) return;
  if (key.length <= PLAIN_NAME_LENGTH && PLAIN_NAMES.size < PLAIN_NAMES_HELD) {
    PLAIN_NAMES.set(key, stringBytes(key, true) + 2);
  }
}
