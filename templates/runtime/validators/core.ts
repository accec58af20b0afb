/**
 * Core of the compiled validators' runtime: a validation run — its state, how it starts, and its
 * result, issues in the order of precedence (with the copy that leaves read-only members out). How
 * issues are recorded is in issues.ts, the forbidden-key screen in screen.ts. The per-type checks
 * are generated into validators/index.js; nothing here compiles a schema or evaluates code.
 */

import { COPY_BUDGET } from '../patch/vocabulary.js';
import { tablesTaken } from './identifier-table.js';
import { esc, PATCH_CODES, unreadable } from './issues.js';

/**
 * One problem found in a value: where (a JSON Pointer), a stable code, and a message for people. An
 * error answer lists these in `details.issues`: the spec's `ValidationIssue` (spec/error.json), which
 * the spec check holds to these members and the package's types re-export from here.
 */
export interface ValidationIssue {
  /** The JSON Pointer of the offending value, into the body, or into the resulting cluster for `INVALID_RESULT`; `""` is the root. */
  readonly path: string;
  /** A stable issue code (`REQUIRED`, `PATTERN`, …), or, in a patch, one of the patch error codes. */
  readonly code: string;
  /** What is wrong, for people; may change between versions, so do not match on it. */
  readonly message: string;
  /**
   * In a patch, an `INVALID_PATCH` that breaks a rule of the create shape carries that rule's code
   * as well (`PATTERN`, `REQUIRED`, `DUPLICATE_IDENTIFIER`, …): the code a create body would get.
   */
  readonly detail?: string;
}

/** The outcome of a validator: the value, typed, or every issue found. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: ValidationIssue[] };

export interface ValidateOptions {
  /**
   * Read-modify-write: leave out the fields the service sets (`id`, `status`, …, and read-only
   * members such as the full `networking` of providers that take only `dnsForwarder`) instead of
   * reporting them. The result's `value` is then a copy without them; the input is never changed.
   * `undefined` is the default, `false`.
   */
  readonly stripReadOnly?: boolean | undefined;
}

/** A reference token: a member name, or an array index. @internal */
export type Token = string | number;

/** State of one validation run. @internal */
export interface Run {
  readonly issues: ValidationIssue[];
  /** Reference tokens from the root to the value being checked. */
  readonly path: Token[];
  readonly strip: boolean;
  /** Pointers of read-only members to leave out of the stripped copy (strip mode). */
  drops: Set<string> | undefined;
  /** Objects already screened for forbidden keys (made on first use). */
  screened: Set<object> | undefined;
  /** A patch run: every issue gets one of the patch error codes. */
  readonly patch: boolean;
  /**
   * Objects and arrays this run may take as valid where they stand, unread (the patch engine's check
   * of a result: what the patch check or an earlier check already judged). Unset for every other run.
   */
  known: ((value: object) => boolean) | undefined;
  /**
   * Free-form values this run may take as valid unread, given the limits their schema sets (the patch
   * engine's proof for its own copy of a patch, templates/runtime/patch/proofs.ts). Unset for every
   * other run.
   */
  proven: ((value: unknown, limits: object) => boolean) | undefined;
  /**
   * The JSON text of what the checks have read so far, counted as they read it (see size.ts): at
   * least `size` bytes and at most `size + 5 * wide` (`wide` counts the string units whose bytes are
   * not known to be one, and fifths of each number's digits). Only a run with a size limit reads it.
   */
  size: number;
  wide: number;
  /**
   * How many of the issues leave the count bracketing the text: their value was counted before it
   * was found at fault, or was not read and its text was bounded from above (see size.ts). When
   * every issue is one, an invalid body needs no second walk to settle its size either.
   */
  accounted: number;
  /**
   * Once `size + 5 * wide` passes this, strings are counted exactly (half the size limit, so the
   * count of a body up to half the limit settles without a second walk); infinite without a limit.
   */
  exactAbove: number;
  /**
   * Past `exactAbove`, keep the strings in `deferred` and count each as one to six bytes a unit, to
   * be read only if the count must be closed at the end (`tooLarge`), instead of reading each as it
   * comes. Set by the public validators, whose run ends in `tooLarge`; a run whose count is read
   * elsewhere (the patch engine's) counts exactly as it goes.
   */
  defer: boolean;
  deferred: string[] | undefined;
  /**
   * The size limit of the body: `x-mk8s-max-bytes` for a cluster or a create body, the cluster's
   * (`maxBytes` of the patch model) for a patch; infinite without one. Once the count passes it, the
   * value is surely larger (the count is a lower bound) and the walks that could read a value held
   * in many places as often as it is written out stop (`pastLimit`, size.ts).
   */
  limit: number;
  /**
   * A patch run: the free-form objects and arrays its walk may still read, as written out (the
   * engine's `COPY_BUDGET`: past it the engine refuses the patch unread, LIMIT, and so does the walk).
   * A patch's bytes do not stop its walk: a patch the engine can copy keeps its issues where they
   * are. Infinite in other runs.
   */
  nodes: number;
  /** The run passed its limit: the walks have stopped (size.ts `pastLimit`). */
  past: boolean;
  /** Identifier tables taken when the run began (identifier-table.ts): all it takes are above. */
  readonly tables: number;
  /**
   * Issues of this run so far whose message may carry a did-you-mean hint (issues.ts `pushHinted`):
   * past `HINTED_ISSUES` of them, such messages are written plain, at once.
   */
  hinted: number;
}

/** @internal */
export function startRun(options: ValidateOptions | undefined, patch: boolean): Run {
  let strip = false;
  try {
    strip = typeof options === 'object' && options !== null && options.stripReadOnly === true;
  } catch {
    // options that cannot be read are no options
  }
  return {
    issues: [],
    path: [],
    strip,
    drops: undefined,
    screened: undefined,
    patch,
    known: undefined,
    proven: undefined,
    size: 0,
    wide: 0,
    accounted: 0,
    exactAbove: Number.POSITIVE_INFINITY,
    defer: false,
    deferred: undefined,
    limit: Number.POSITIVE_INFINITY,
    nodes: patch ? COPY_BUDGET : Number.POSITIVE_INFINITY,
    past: false,
    tables: tablesTaken(),
    hinted: 0,
  };
}

/**
 * The result of a run. Issues are ordered by precedence — forbidden keys first, and in a patch the
 * patch codes in the contract's order — and otherwise in document order.
 * @internal
 */
export function finishRun<T>(run: Run, value: unknown): ValidationResult<T> {
  const { issues } = run;
  if (issues.length === 0) {
    if (!run.strip) return { ok: true, value: value as T };
    try {
      return { ok: true, value: copyWithout(value, '', run.drops ?? new Set()) as T };
    } catch (error) {
      unreadable(run, error);
    }
  }
  const rank = (issue: ValidationIssue) =>
    run.patch ? PATCH_CODES.indexOf(issue.code) : issue.code === 'FORBIDDEN_KEY' ? 0 : 1;
  const ordered = issues.every((issue, i) => i === 0 || rank(issues[i - 1] as ValidationIssue) <= rank(issue));
  // Array.prototype.sort is stable: equal ranks keep document order.
  return { ok: false, errors: ordered ? issues : [...issues].sort((a, b) => rank(a) - rank(b)) };
}

/** A deep copy of a valid value without the members at `drops` (strip mode). */
function copyWithout(value: unknown, path: string, drops: ReadonlySet<string>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item, i) => copyWithout(item, `${path}/${i}`, drops));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const at = `${path}/${esc(key)}`;
    if (drops.has(at)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) copy[key] = copyWithout(item, at, drops);
  }
  return copy;
}
