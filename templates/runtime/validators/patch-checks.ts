/**
 * The parts of the patch validator that are the same at every level: the screen that runs first
 * (forbidden keys, size and depth limits), duplicate entries, and the conflicts of patch-semantics
 * rules 4, 5 and 10; members a level does not take are in patch-members.ts. Which fields, kinds and
 * operator keys a level has, and what each operator is, comes from the patch model the generator
 * emits.
 */
import type { CompiledLevel, CompiledOperators } from '../patch/model.js';
import { PATCH_LIMITS } from '../patch/vocabulary.js';
import type { Run, Token } from './core.js';
import { esc, push } from './issues.js';
import { FORBIDDEN_KEYS } from './screen.js';
import { duplicateIdentifiers, duplicateItems } from './unique.js';
import { quote } from './words.js';

/**
 * The objects met by the screen, as parallel columns indexed by a frame number (no object made per
 * value): the value, its depth, and the frame and reference token it was reached from.
 */
interface Frames {
  readonly values: object[];
  readonly depths: number[];
  readonly parents: number[];
  readonly tokens: Token[];
}

/**
 * Rule 14, before anything else: forbidden keys anywhere (keys, `$drop` entries, operator
 * suffixes), then the depth and entry limits. Iterative, each object visited once. Also reports
 * members holding `undefined`, which is not JSON. Returns whether the patch may be checked further.
 * @internal
 */
export function screenPatch(run: Run, patch: unknown, operators: CompiledOperators): boolean {
  const limits = PATCH_LIMITS;
  if (typeof patch !== 'object' || patch === null) return true;
  const visited = new Set<object>();
  const frames: Frames = { values: [patch], depths: [1], parents: [-1], tokens: [''] };
  const stack: number[] = [0];
  let entries = 0;
  let tooDeep = false;
  let tooMany = false;
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const node = frames.values[frame] as Record<string, unknown>;
    if (visited.has(node)) continue;
    visited.add(node);
    const depth = frames.depths[frame] as number;
    if (depth > limits.maxDepth && !tooDeep) {
      tooDeep = true;
      record(run, frames, frame, [], 'LIMIT', `nested more than ${limits.maxDepth} levels deep`);
    }
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      const value = node[key];
      if (!isArray) {
        const operator = key.charCodeAt(0) === 36 ? operators.of(key) : undefined;
        if (forbiddenMember(run, frames, frame, key, operator)) continue;
        if (operator !== undefined)
          entries += operator.value === 'whole-value' ? 1 : Array.isArray(value) ? value.length : 0;
        if (entries > limits.maxEntries && !tooMany) {
          tooMany = true;
          record(run, frames, frame, [key], 'LIMIT', `more than ${limits.maxEntries} operator entries in the patch`);
        }
        // past the limit the patch is refused: its entries are not read (a sparse array may claim 2**32 - 1)
        if (operator?.value === 'field-names' && Array.isArray(value) && !tooMany) {
          forbiddenEntries(run, frames, frame, key, value);
        }
        if (value === undefined)
          record(run, frames, frame, [key], 'INVALID_PATCH', 'undefined is not a JSON value; leave the member out');
      }
      if (typeof value === 'object' && value !== null) {
        stack.push(frames.values.length);
        frames.values.push(value);
        frames.depths.push(depth + 1);
        frames.parents.push(frame);
        frames.tokens.push(isArray ? Number(key) : key);
      }
    }
  }
  return !run.issues.some((issue) => issue.code === 'FORBIDDEN_KEY' || issue.code === 'LIMIT');
}

/**
 * A forbidden member name: the key itself, or the suffix of an operator key (`$append/__proto__`).
 * `operator` is the operator the key belongs to, if any.
 */
function forbiddenMember(run: Run, frames: Frames, frame: number, key: string, operator: unknown): boolean {
  let name = key;
  if (key.charCodeAt(0) === 36) {
    const slash = key.indexOf('/');
    if (slash === -1) return false;
    name = key.slice(slash + 1);
  } else if (operator !== undefined || key.length > 11 || key.length < 9) {
    return false; // `constructor` is the longest forbidden name, `prototype` and `__proto__` the shortest
  }
  if (!FORBIDDEN_KEYS.has(name)) return false;
  const what = name === key ? 'as a key' : 'as an operator suffix';
  record(run, frames, frame, [key], 'FORBIDDEN_KEY', `"${name}" is not allowed ${what} anywhere`);
  return true;
}

/** Forbidden keys among the field names a drop (`$drop`) lists. */
function forbiddenEntries(run: Run, frames: Frames, frame: number, key: string, entries: readonly unknown[]): void {
  entries.forEach((entry, i) => {
    if (typeof entry === 'string' && FORBIDDEN_KEYS.has(entry)) {
      record(run, frames, frame, [key, i], 'FORBIDDEN_KEY', `"${entry}" is not allowed as a ${key} entry`);
    }
  });
}

/** An issue at `frame`, or at the place `below` it. */
function record(run: Run, frames: Frames, frame: number, below: readonly Token[], code: string, message: string): void {
  const tokens: Token[] = [];
  for (let f = frame; f > 0; f = frames.parents[f] as number) tokens.push(frames.tokens[f] as Token);
  const path = [...tokens.reverse(), ...below].map((t) => `/${esc(String(t))}`).join('');
  run.issues.push({ path, code, message });
}

/** An element patch of a keyed array without its identifier (rule 10). @internal */
export function missingIdentifier(run: Run, level: CompiledLevel): void {
  const key = level.identifier ?? '';
  push(run, undefined, 'INVALID_PATCH', `missing the identifier "${key}", which names the element to change`);
}

/** An element patch of an unkeyed array with no plain member to select by (rule 10). @internal */
export function noSelector(run: Run): void {
  push(run, undefined, 'INVALID_PATCH', 'an element patch here selects by example: give at least one plain member');
}

/** `$replace/<member>` whose member name breaks the key rules. @internal */
export function badSuffix(run: Run, key: string, reason: string): void {
  push(run, key, 'INVALID_PATCH', `the member named in ${quote(key)} ${reason}`);
}

/** Repeated entries of one operator list (rule 3): equal values, or equal identifiers. @internal */
export function duplicateEntries(run: Run, items: readonly unknown[], key: string | undefined): void {
  if (key === undefined) duplicateItems(run, items);
  else duplicateIdentifiers(run, items, key);
}
