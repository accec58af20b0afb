/**
 * The patch engine: `apply` and `diff` over a `PatchModelData`. Apply checks the patch on its own
 * first (the generated patch validator decides FORBIDDEN_KEY, LIMIT, INVALID_PATCH and CONFLICT),
 * then applies it to the document (IMMUTABLE, NOT_FOUND, AMBIGUOUS, EXISTS), then checks the result
 * as a resource (INVALID_RESULT). It never throws and never mutates its arguments.
 */
import { applyObject } from './apply-object.js';
import { diffObject } from './diff.js';
import { ErrorCollector, type PatchError, rankOf } from './errors.js';
import { isObject, type JsonObject } from './json.js';
import { type CompiledModel, compileModel, type PatchModelData } from './model.js';
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
  /** Judges a result as a resource. */
  readonly validateResult: (value: unknown) => CheckResult;
}

export type PatchResult<T> = { ok: true; value: T } | { ok: false; error: PatchError };

export interface PatchEngine {
  readonly apply: (document: unknown, patch: unknown) => PatchResult<JsonObject>;
  readonly diff: (from: unknown, to: unknown) => JsonObject;
}

export function createPatchEngine(data: PatchModelData, checks: PatchChecks): PatchEngine {
  const model = compileModel(data);
  return {
    apply: (document, patch) => applyPatch(model, checks, document, patch),
    diff: (from, to) => diffObject(model.root, from, to, undefined) ?? {},
  };
}

function applyPatch(
  model: CompiledModel,
  checks: PatchChecks,
  document: unknown,
  patch: unknown,
): PatchResult<JsonObject> {
  let stage = 'patch';
  try {
    const checked = checks.validatePatch(patch);
    if (!checked.ok) return failure(firstIssue(checked.errors, 'INVALID_PATCH'));
    stage = 'document';
    if (!isObject(document)) {
      return failure({ code: 'INVALID_RESULT', path: '', message: 'the document to patch is not an object' });
    }
    const errors = new ErrorCollector();
    const context = { errors, applyObject, operators: model.operators };
    const value = applyObject(context, model.root, document, patch, undefined, undefined);
    if (errors.error !== undefined) return failure(errors.error);
    const result = checks.validateResult(value);
    if (!result.ok) return failure(firstIssue(result.errors, 'INVALID_RESULT', 'INVALID_RESULT'));
    return { ok: true, value };
  } catch (error) {
    const code = stage === 'patch' ? 'INVALID_PATCH' : 'INVALID_RESULT';
    const reason = error instanceof Error ? error.message : String(error);
    return failure({ code, path: '', message: `the ${stage} could not be processed: ${reason}` });
  }
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
