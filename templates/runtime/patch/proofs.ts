/**
 * What the copy of a patch (snapshot.ts) learns of it in passing, so that nothing is read twice:
 * - the exact bytes of the plain member names it met (a patch repeats a few field names, 10,000
 *   times in a list of 10,000 elements, and a look-up costs less than reading a name again);
 * - which of its copied objects and arrays are free-form values within any limits a schema is
 *   likely to state (`Proofs`): no key but plain names, no scalar but strings of at most
 *   `PROVEN_LENGTH` units, finite numbers and booleans, no object of more than `PROVEN_KEYS` keys,
 *   no array of more than `PROVEN_ITEMS` items — with the levels they hold. The engine's patch
 *   check asks `proven` before it walks the value of a free-form member and skips the walk when it
 *   answers true: the answer holds only where the value's limits, its depth and the key check of
 *   every plain name pass, so it refuses whatever the walk would refuse.
 */
import { countText, type FreeFormLimits, type Run, startRun } from '../validators/runtime.js';

/** Plain names held, with their bytes as a member (quotes, colon and comma): a look-up a member. @internal */
export const PLAIN_NAMES: Map<string, number> = new Map();
/** The names of `PLAIN_NAMES` in the order they were held, for the key checks of `proven`. */
const PLAIN_LIST: string[] = [];
const PLAIN_NAMES_HELD = 1024;
let exact: Run | undefined;
const PLAIN_NAME_LENGTH = 64;

/**
 * Holds `key` if it is plain — 1 to 64 units, no operator (`$…`), not forbidden — and there is room
 * (a patch of many names cannot grow the map past 1,024). Answers whether it is held.
 * @internal
 */
export function holdName(key: string, forbidden: boolean): boolean {
  if (forbidden || key.length === 0 || key.length > PLAIN_NAME_LENGTH || key.charCodeAt(0) === 36) return false;
  if (PLAIN_NAMES.size >= PLAIN_NAMES_HELD) return false;
  // a run that counts every string exactly, reading its characters (validators/size.ts)
  exact ??= Object.assign(startRun(undefined, false), { exactAbove: -1 });
  exact.size = 0;
  countText(exact, key);
  PLAIN_NAMES.set(key, exact.size + 2);
  PLAIN_LIST.push(key);
  return true;
}

/** The most a proven value holds of each: a schema with lower limits gets no proof (the walk runs). @internal */
export const PROVEN_LENGTH: number = 4096;
/** @internal */
export const PROVEN_KEYS: number = 256;
/** @internal */
export const PROVEN_ITEMS: number = 256;
/** Objects and arrays a value must hold (itself included) to be recorded: smaller ones cost little to walk. @internal */
export const PROVEN_NODES: number = 16;

/** Whether a scalar may stand in a proven value. @internal */
export function provenScalar(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= PROVEN_LENGTH;
  return typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * The copies a snapshot proved, with their heights (levels, the value itself being 1), in the order
 * it made them: two lists, cheaper to add to than a map, which is made only when the check asks
 * more than a few questions (a copy records one value a level of a deep value; a check asks about
 * the values of free-form members only). @internal
 */
export interface ProvenList {
  readonly values: object[];
  readonly heights: number[];
}

/** Questions answered by a scan of the lists before a map of them is made: a bounded cost a question. */
const SCANNED_QUESTIONS = 8;

/** The height that `list` records for `value`, or `undefined`. */
function heightLookup(list: ProvenList): (value: object) => number | undefined {
  let asked = 0;
  let index: Map<object, number> | undefined;
  return (value) => {
    if (index === undefined && ++asked > SCANNED_QUESTIONS) {
      index = new Map();
      for (let i = 0; i < list.values.length; i++) index.set(list.values[i] as object, list.heights[i] as number);
    }
    if (index !== undefined) return index.get(value);
    const at = list.values.indexOf(value);
    return at < 0 ? undefined : list.heights[at];
  };
}

/**
 * The proof of the values `list` records: whether `value` (a copied object or array) is valid as
 * the value of a member of a free-form object under `given` (the validators' limits of its type):
 * it stands at level 2 of that object, so its deepest level is its height + 1. (Typed `object`, so
 * that no type name of the engine's stands in the package's declarations for a check to pass on.)
 * @internal
 */
export function provenOf(list: ProvenList): (value: unknown, given: object) => boolean {
  const heightOf = heightLookup(list);
  return (value, given) => {
    const limits = given as FreeFormLimits;
    if (typeof value !== 'object' || value === null) return false;
    const height = heightOf(value);
    if (height === undefined) return false;
    if (limits.maxDepth !== undefined && height + 1 > limits.maxDepth) return false;
    // a proven value stands at level 2 and deeper, where objects take the values' bound
    if (limits.valueMaxProperties !== undefined && limits.valueMaxProperties < PROVEN_KEYS) return false;
    if (limits.maxItems !== undefined && limits.maxItems < PROVEN_ITEMS) return false;
    if (limits.maxLength !== undefined && limits.maxLength < PROVEN_LENGTH) return false;
    return namesPass(limits);
  };
}

/**
 * By limits: how many of `PLAIN_LIST`'s names passed its key check, or -1 once one did not (that
 * schema's free-form keys are narrower than plain names, and its values are always walked).
 */
const passedNames = new WeakMap<FreeFormLimits, number>();

/** Whether every plain name held passes the key check of `limits`: then so does every key of a proven value. */
function namesPass(limits: FreeFormLimits): boolean {
  let passed = passedNames.get(limits) ?? 0;
  if (passed < 0) return false;
  for (; passed < PLAIN_LIST.length; passed++) {
    if (limits.keyProblem(PLAIN_LIST[passed] as string) !== undefined) {
      passedNames.set(limits, -1);
      return false;
    }
  }
  passedNames.set(limits, passed);
  return true;
}
