/**
 * Checks that are the same for every field of a kind: keys of open objects and free-form values
 * (any JSON but null, bounded in depth and size). Uniqueness in arrays is in unique.ts.
 */
import type { Run, Token } from './core.js';
import { forbiddenKey, push } from './issues.js';
import { tooMany, wrongType } from './messages.js';
import { codePoints, outOfBounds } from './scalar-messages.js';
import { screen } from './screen.js';
import { counted, countScalar, countText, forgetMembers, stopsHere } from './size.js';
import { describe, isPlainObject, quote } from './words.js';

/** Limits of a free-form object, from the schema. @internal */
export interface FreeFormLimits {
  readonly maxDepth?: number;
  /** The most keys of the free-form object itself (level 1). */
  readonly maxProperties?: number;
  /** The most keys of an object inside its values (level 2 and deeper: `FreeFormValue`'s own bound). */
  readonly valueMaxProperties?: number;
  readonly maxItems?: number;
  /** The longest a string value may be, in code points. */
  readonly maxLength?: number;
  /** The problem with a key (a valid key gives `undefined`; see `FORBIDDEN`). */
  readonly keyProblem: (key: string) => string | undefined;
}

/** What a key check returns for `__proto__`, `constructor` and `prototype`. @internal */
export const FORBIDDEN = 'is forbidden';

/** How deep free-form values are followed when the schema states no `x-mk8s-max-depth`. */
const DEPTH_GUARD = 1000;

/** The deepest level a free-form value may reach under `limits`. @internal */
export function freeFormDepth(limits: FreeFormLimits): number {
  return limits.maxDepth ?? DEPTH_GUARD;
}

/**
 * A key of the current map or free-form object that its key check refused: a forbidden key (not
 * followed further) or one the key schema refuses. Returns whether the member may be checked further.
 * @internal
 */
export function badKey(run: Run, key: string, reason: string): boolean {
  if (reason === FORBIDDEN) {
    forbiddenKey(run, key);
    return false;
  }
  push(run, key, 'INVALID_KEY', `key ${quote(key)} ${reason}`);
  counted(run); // the member is checked and counted as any other
  return true;
}

/**
 * The current value as a free-form object: any JSON but `null`, keys checked like map keys, arrays
 * and objects bounded, nested at most `maxDepth` levels (the free-form object is level 1). Recursion
 * is bounded by that depth (or by a guard when the schema states none), so no input can exhaust the
 * stack. @internal
 */
export function checkFreeForm(run: Run, value: unknown, limits: FreeFormLimits): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !isPlainObject(value))
    wrongType(run, undefined, 'an object', value);
  else if (run.known === undefined || !run.known(value)) freeFormNode(run, value, 1, limits);
}

function freeFormNode(run: Run, node: object, depth: number, limits: FreeFormLimits): void {
  // Past the limit the value is too large whatever this node holds, and a node held in many places
  // would be read as often as it is written out.
  if (stopsHere(run)) return;
  const maxDepth = freeFormDepth(limits);
  if (depth > maxDepth) {
    push(run, undefined, 'TOO_DEEP', `nested more than ${maxDepth} levels deep`);
    screen(run, undefined, node);
    return;
  }
  if (Array.isArray(node)) {
    if (limits.maxItems !== undefined && node.length > limits.maxItems) {
      tooMany(run, undefined, 'items', limits.maxItems, node.length, node);
      return;
    }
    run.size += node.length === 0 ? 2 : node.length + 1;
    for (let i = 0; i < node.length; i++) freeFormMember(run, i, node[i], depth, limits);
    return;
  }
  const max = (depth === 1 ? limits.maxProperties : limits.valueMaxProperties) ?? Number.POSITIVE_INFINITY;
  // where the run stood, to forget from if the object has too many keys (numbers: nothing allocated)
  const issues = run.issues.length;
  const screened = run.screened === undefined ? 0 : run.screened.size;
  let own = 0;
  let members = 0;
  // for…in reads keys without making an array of them; inherited keys are no members
  for (const key in node) {
    if (!hasOwn.call(node, key)) continue;
    if (++own > max) break;
    const reason = limits.keyProblem(key);
    if (reason !== undefined && !badKey(run, key, reason)) continue;
    const value = (node as Record<string, unknown>)[key];
    // A member holding `undefined` is absent, as in JSON text (a patch screen reports it).
    if (value === undefined) continue;
    members++;
    countText(run, key);
    run.size += 2;
    freeFormMember(run, key, value, depth, limits);
  }
  if (own > max) {
    // Too many keys: the object is refused whole, its members' issues forgotten (their count kept).
    forgetMembers(run, { issues, screened });
    tooMany(run, undefined, 'keys', max, ownKeyCount(node), node);
    return;
  }
  run.size += members === 0 ? 2 : 1;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** How many own enumerable keys an object has, counted without an array of them. @internal */
export function ownKeyCount(node: object): number {
  let count = 0;
  for (const key in node) if (hasOwn.call(node, key)) count++;
  return count;
}

/**
 * A member value of a free-form object at `depth` (the object is level 1, so its members' values
 * start at level 2): the value of a free-form patch member or of `$replace/<member>`.
 * @internal
 */
export function freeFormValue(run: Run, token: Token, value: unknown, limits: FreeFormLimits): void {
  freeFormMember(run, token, value, 1, limits);
}

/**
 * A member value of a free-form object at `depth`, taken whole (a literal value, `$`-keys refused at
 * every depth). An object that is not plain (a Date, Map, class instance…) is refused: no schema
 * names its members, so its JSON text is all it would mean, and that is not what a walk reads.
 * @internal
 */
export function freeFormMember(run: Run, token: Token, value: unknown, depth: number, limits: FreeFormLimits): void {
  if (typeof value === 'object' && value !== null) {
    if (run.known?.(value)) return;
    if (!Array.isArray(value) && !isPlainObject(value)) {
      wrongType(run, token, 'a JSON value', value);
      return;
    }
    run.path.push(token);
    freeFormNode(run, value, depth + 1, limits);
    run.path.pop();
  } else if (typeof value === 'string') {
    countText(run, value);
    const max = limits.maxLength;
    if (max !== undefined && value.length > max && codePoints(value) > max)
      outOfBounds(run, token, 'MAX_LENGTH', `must be at most ${max} characters long`);
  } else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    countScalar(run, value);
  } else {
    const message =
      value === null
        ? 'must not be null: free-form values are any JSON but null (leave the member out)'
        : `must be a JSON value other than null; got ${describe(value)}`;
    push(run, token, 'INVALID_TYPE', message);
  }
}
