/**
 * The patch engine: `apply` and `diff` over a `PatchModelData`. Applying is three steps, and each
 * judges a thing once:
 * 1. `prepare`: the patch is copied as given (`snapshotPatch`) and the copy checked on its own by the
 *    patch validator (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT);
 * 2. the copy is applied to the document (IMMUTABLE, NOT_FOUND, AMBIGUOUS, EXISTS), its values put in
 *    the result as they are;
 * 3. the result is checked as a resource (INVALID_RESULT) wherever it is not known valid
 *    (`changes.ts`), and its size against the model's limit.
 * It never throws and never mutates its arguments.
 */
import { applyObject } from './apply-object.js';
import { anyDocument, type Changes, validDocument } from './changes.js';
import { snapshotPatch } from './clone.js';
import { diffObject } from './diff.js';
import { ErrorCollector, type PatchError, rankOf } from './errors.js';
import { isObject, type JsonObject } from './json.js';
import { type CompiledModel, compileModel, type PatchModelData } from './model.js';
import { sizeAbove } from './size.js';
import { PATCH_ALONE_CODES } from './vocabulary.js';

export interface CheckIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly errors: readonly CheckIssue[] };

export interface PatchChecks {
  /** Judges a patch on its own; issue codes are the patch error codes of the first four kinds. */
  readonly validatePatch: (patch: unknown) => CheckResult;
  /**
   * Judges a result as a resource, where every object or array for which `known` answers true may be
   * taken as valid where it stands (no `known`: the whole result).
   */
  readonly validateResult: (value: unknown, known: ((value: object) => boolean) | undefined) => CheckResult;
}

export type PatchResult<T> = { ok: true; value: T } | { ok: false; error: PatchError };

declare const prepared: unique symbol;

/** A patch that passed the patch check, held by the engine: nothing else can read or change it. */
export interface PreparedPatch {
  readonly [prepared]: true;
}

/** A prepared patch, or why the patch was refused: the first issue by precedence, and every issue. */
export type PrepareResult =
  | { readonly ok: true; readonly patch: PreparedPatch }
  | { readonly ok: false; readonly error: PatchError; readonly issues: readonly CheckIssue[] };

export interface PatchEngine {
  /** Applies a patch to any document; everything in the result that the patch did not bring is checked. */
  readonly apply: (document: unknown, patch: unknown) => PatchResult<JsonObject>;
  readonly prepare: (patch: unknown) => PrepareResult;
  /**
   * Applies a prepared patch to a document known to be a valid resource, such as one stored after a
   * check; only what the patch changed is checked. Given any other document, its result may be invalid.
   */
  readonly applyToValid: (document: unknown, patch: PreparedPatch) => PatchResult<JsonObject>;
  readonly diff: (from: unknown, to: unknown) => JsonObject;
}

export function createPatchEngine(data: PatchModelData, checks: PatchChecks): PatchEngine {
  const model = compileModel(data);
  const held = new WeakMap<PreparedPatch, JsonObject>();
  const prepare = (patch: unknown): PrepareResult => {
    const result = preparePatch(checks, patch);
    if (!result.ok) return result;
    const token = Object.freeze({}) as PreparedPatch;
    held.set(token, result.value);
    return { ok: true, patch: token };
  };
  return {
    apply: (document, patch) => {
      const checked = preparePatch(checks, patch);
      return checked.ok ? applyChecked(model, checks, document, checked.value, anyDocument()) : failure(checked.error);
    },
    prepare,
    applyToValid: (document, patch) => {
      const value = held.get(patch);
      if (value === undefined) {
        return failure({ code: 'INVALID_PATCH', path: '', message: 'the patch was not prepared by this engine' });
      }
      return applyChecked(model, checks, document, value, validDocument());
    },
    diff: (from, to) => diffObject(model.root, from, to, undefined) ?? {},
  };
}

type Checked =
  | { readonly ok: true; readonly value: JsonObject }
  | { readonly ok: false; readonly error: PatchError; readonly issues: readonly CheckIssue[] };

/** The patch as given, copied once and checked on its own: the copy is what the engine applies. */
function preparePatch(checks: PatchChecks, patch: unknown): Checked {
  try {
    const value = snapshotPatch(patch);
    const checked = checks.validatePatch(value);
    if (!checked.ok) return { ok: false, error: firstIssue(checked.errors, 'INVALID_PATCH'), issues: checked.errors };
    if (isObject(value)) return { ok: true, value };
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

function applyChecked(
  model: CompiledModel,
  checks: PatchChecks,
  document: unknown,
  patch: JsonObject,
  changes: Changes,
): PatchResult<JsonObject> {
  try {
    if (!isObject(document)) {
      return failure({ code: 'INVALID_RESULT', path: '', message: 'the document to patch is not an object' });
    }
    const errors = new ErrorCollector();
    const context = { errors, applyObject, operators: model.operators, changes };
    const value = applyObject(context, model.root, document, patch, undefined, undefined);
    if (errors.error !== undefined) return failure(errors.error);
    const result = checks.validateResult(value, changes.known());
    if (!result.ok) return failure(firstIssue(result.errors, 'INVALID_RESULT', 'INVALID_RESULT'));
    const size = sizeAbove(value, model.maxBytes);
    if (size !== undefined) return failure(tooLarge(size, model.maxBytes));
    return { ok: true, value };
  } catch (thrown) {
    return failure({
      code: 'INVALID_RESULT',
      path: '',
      message: `the document could not be processed: ${reason(thrown)}`,
    });
  }
}

function tooLarge(size: number, limit: number): PatchError {
  return {
    code: 'INVALID_RESULT',
    path: '',
    message: `the patched cluster would take ${size} bytes as JSON text; a cluster takes at most ${limit} bytes`,
  };
}

function reason(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/** The codes a patch validator may report: those decided by the patch alone. */
const STATIC_CODES: ReadonlySet<string> = new Set(PATCH_ALONE_CODES);

function failure(error: PatchError): PatchResult<JsonObject> {
  return { ok: false, error };
}

/** The issue of highest precedence (the first of them on a tie), as a patch error. */
function firstIssue(
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
