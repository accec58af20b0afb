/**
 * The first step of applying (engine.ts): the patch as given is copied once (`snapshotPatch`) and the
 * copy checked on its own by the patch validator (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT) —
 * without the screen of rule 14 when the copy found nothing it could report, and then without a
 * walk of the free-form values the copy proved valid (proofs.ts). The copy is what the
 * engine applies; a refusal carries the first issue by precedence, and every issue.
 */

import { jsonBytes, patchTooLarge } from '../validators/runtime.js';
import { freezeJson } from './clone.js';
import type { CheckIssue, PatchChecks } from './engine.js';
import { type PatchError, rankOf } from './errors.js';
import { isObject, type JsonObject } from './json.js';
import { type Snapshot, snapshotPatch } from './snapshot.js';
import { PATCH_ALONE_CODES } from './vocabulary.js';

/** A checked patch: the snapshot the engine applies, and the bound of its size. */
export interface Held {
  readonly value: JsonObject;
  readonly bytes: number;
}

export type Checked =
  | { readonly ok: true; readonly held: Held }
  | { readonly ok: false; readonly error: PatchError; readonly issues: readonly CheckIssue[] };

/**
 * The patch as given, copied once and checked on its own: the copy is what the engine applies.
 * `frozen`: the copy is frozen, for a prepared patch whose results share it (`freezeJson`).
 * `maxBytes`: the most bytes of a cluster's JSON text, which a patch too large to copy passes
 * (`tooLargePatch`).
 */
export function preparePatch(
  checks: PatchChecks,
  patch: unknown,
  frozen: boolean = false,
  maxBytes: number = Number.POSITIVE_INFINITY,
): Checked {
  try {
    const snapshot: Snapshot = snapshotPatch(patch, frozen);
    const { value } = snapshot;
    // A patch the snapshot could not copy within its budget (one that shares members, copied
    // sharing them) is larger written out than any cluster: the checks, which walk it as written
    // out, could take time exponential in what it holds. Its size alone refuses it, unread.
    const large = snapshot.bytes === Number.POSITIVE_INFINITY ? tooLargePatch(snapshot, maxBytes) : undefined;
    if (large !== undefined) return refused([large]);
    if (snapshot.foreign) {
      // the copy is plain where the patch is not (a Date, Map, class instance): the patch as given
      // is checked as validateClusterPatch checks it, which refuses what the copy would hide
      const given = checks.validatePatch(patch);
      if (!given.ok) return refused(given.errors);
    }
    const screened = snapshot.screened ? checks.validateScreened : undefined;
    const checked = screened === undefined ? checks.validatePatch(value) : screened(value, snapshot.proven);
    if (!checked.ok) return refused(checked.errors);
    // a foreign copy holds copies made by stack, not frozen as made; checked, its arrays are bounded
    if (frozen && snapshot.foreign) freezeJson(value);
    if (isObject(value)) return { ok: true, held: { value, bytes: snapshot.bytes } };
    const error: PatchError = { code: 'INVALID_PATCH', path: '', message: 'a patch must be an object' };
    return { ok: false, error, issues: [error] };
  } catch (thrown) {
    const error: PatchError = {
      code: 'INVALID_PATCH',
      path: '',
      message: `the patch could not be read: ${reason(thrown)}`,
    };
    return { ok: false, error, issues: [error] };
  }
}

/**
 * LIMIT for a patch the snapshot could not copy (more objects and arrays written out than its budget,
 * as a patch that holds one object in many places has) when its JSON text takes more than `limit`
 * bytes, the most a cluster may take: counted by the validators' own `jsonBytes`, which stops soon
 * past the limit however large the patch is written out. Any other patch is read and checked, so
 * its issues stand at their places.
 */
function tooLargePatch(snapshot: Snapshot, limit: number): CheckIssue | undefined {
  if (snapshot.bytes <= limit || jsonBytes(snapshot.value, limit, true) <= limit) return undefined;
  return patchTooLarge(limit);
}

/** A patch the validator refused: its first issue by precedence, and every issue. */
function refused(issues: readonly CheckIssue[]): Checked {
  return { ok: false, error: firstIssue(issues, 'INVALID_PATCH'), issues };
}

/** The codes a patch validator may report: those decided by the patch alone. */
const STATIC_CODES: ReadonlySet<string> = new Set(PATCH_ALONE_CODES);

/** The issue of highest precedence (the first of them on a tie), as a patch error. */
export function firstIssue(
  issues: readonly CheckIssue[],
  fallback: PatchError['code'],
  force?: PatchError['code'],
): PatchError {
  let best: CheckIssue | undefined;
  for (const issue of issues) if (best === undefined || rankOf(issue.code) < rankOf(best.code)) best = issue;
  if (best === undefined) return { code: fallback, path: '', message: 'rejected without a reason' };
  const code = force ?? (STATIC_CODES.has(best.code) ? (best.code as PatchError['code']) : fallback);
  return { code, path: best.path, message: best.message };
}

export function reason(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
