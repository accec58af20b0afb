/**
 * The patch engine: `apply` and `diff` over a `PatchModelData`. Applying is three steps, and each
 * judges a thing once:
 * 1. `prepare` (prepare.ts): the patch is copied as given (`snapshotPatch`) and the copy checked on
 *    its own by the patch validator (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT);
 * 2. the copy is applied to the document (IMMUTABLE, NOT_FOUND, AMBIGUOUS, EXISTS), its values put in
 *    the result as they are (a prepared patch's copy is frozen, as its results share it: clone.ts);
 * 3. the result is checked as a resource (INVALID_RESULT) wherever it is not known valid
 *    (`changes.ts`), and its size against the model's limit (`result-size.ts`).
 * It never throws and never mutates its arguments.
 */
import { applyObject } from './apply-object.js';
import { anyDocument, type Changes, validDocument } from './changes.js';
import { diffWithin } from './diff-whole.js';
import { ErrorCollector, type PatchError } from './errors.js';
import { isObject, type JsonObject, put } from './json.js';
import { type CompiledModel, compileModel, type PatchModelData } from './model.js';
import { firstIssue, type Held, preparePatch, reason } from './prepare.js';
import { type ResultCount, resultAbove } from './result-size.js';

export interface CheckIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly errors: readonly CheckIssue[] };

export type { ResultCount } from './result-size.js';

export interface PatchChecks {
  /** Judges a patch on its own; issue codes are the patch error codes of the first four kinds. */
  readonly validatePatch: (patch: unknown) => CheckResult;
  /**
   * `validatePatch` without the screen of rule 14, for a copy of the patch in which the engine found
   * nothing the screen would report while it made it (snapshot.ts); without it, `validatePatch` runs.
   * `proven`, when given, tells which values of free-form members the copy proved valid: the check
   * may take them as valid unread (proofs.ts).
   */
  readonly validateScreened?: (patch: unknown, proven?: (value: unknown, limits: object) => boolean) => CheckResult;
  /**
   * Judges a result as a resource, where every object or array for which `known` answers true may be
   * taken as valid where it stands (no `known`: the whole result). A check that counts the bytes of
   * what it read writes them to `count` (result-size.ts); one that does not leaves it as it is.
   */
  readonly validateResult: (
    value: unknown,
    known: ((value: object) => boolean) | undefined,
    count: ResultCount,
  ) => CheckResult;
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
   * check; only what the patch changed is checked. Given any other document, its result may be
   * invalid. `set`: members the caller sets on the result (a server's version and time of change),
   * put there after the patch and checked, and counted in its size, with everything the patch changed.
   * `documentBytes`: at least the UTF-8 bytes of the document's JSON text, when the caller knows them
   * (a store holds that text), used instead of a walk of the document to bound the result's size.
   */
  readonly applyToValid: (
    document: unknown,
    patch: PreparedPatch,
    set?: JsonObject,
    documentBytes?: number,
  ) => PatchResult<JsonObject>;
  readonly diff: (from: unknown, to: unknown) => JsonObject;
}

export function createPatchEngine(data: PatchModelData, checks: PatchChecks): PatchEngine {
  return patchEngineOf(compileModel(data), checks);
}

/** The engine over a model already compiled, which `diffCompiled` may share without the checks. */
export function patchEngineOf(model: CompiledModel, checks: PatchChecks): PatchEngine {
  /**
   * A patch this engine prepared: its checked copy is a private field, which no other code can read
   * or change and which the handles of another engine do not carry (`#held in`). Cheaper than a
   * frozen token and a `WeakMap` entry per patch, which a server paid on every request.
   */
  class Prepared {
    readonly #held: Held;
    constructor(held: Held) {
      this.#held = held;
    }
    static heldBy(patch: unknown): Held | undefined {
      return typeof patch === 'object' && patch !== null && #held in patch ? (patch as Prepared).#held : undefined;
    }
  }
  const prepare = (patch: unknown): PrepareResult => {
    const result = preparePatch(checks, patch, true, model.maxBytes); // its results share the copy: frozen (clone.ts)
    if (!result.ok) return result;
    return { ok: true, patch: new Prepared(result.held) as unknown as PreparedPatch };
  };
  return {
    apply: (document, patch) => {
      const checked = preparePatch(checks, patch, false, model.maxBytes);
      if (!checked.ok) return failure(checked.error);
      return applyChecked(model, checks, document, checked.held, anyDocument(checked.held.bytes));
    },
    prepare,
    applyToValid: (document, patch, set, documentBytes) => {
      const value = Prepared.heldBy(patch);
      if (value === undefined) {
        return failure({ code: 'INVALID_PATCH', path: '', message: 'the patch was not prepared by this engine' });
      }
      return applyChecked(model, checks, document, value, validDocument(), set, documentBytes);
    },
    diff: (from, to) => diffCompiled(model, from, to),
  };
}

/**
 * `diff` of an engine over `model`, needing no check: a caller that only diffs takes this, and a
 * bundler leaves the validators out. Its work is bounded by the model's size limit (diff-whole.ts).
 */
export function diffCompiled(model: CompiledModel, from: unknown, to: unknown): JsonObject {
  return diffWithin(model, from, to);
}

function applyChecked(
  model: CompiledModel,
  checks: PatchChecks,
  document: unknown,
  patch: Held,
  changes: Changes,
  set?: JsonObject,
  documentBytes?: number,
): PatchResult<JsonObject> {
  try {
    if (!isObject(document)) {
      return failure({ code: 'INVALID_RESULT', path: '', message: 'the document to patch is not an object' });
    }
    const errors = new ErrorCollector();
    const context = { errors, applyObject, operators: model.operators, changes };
    const value = applyObject(context, model.root, document, patch.value, undefined, undefined);
    if (errors.error !== undefined) return failure(errors.error);
    if (set !== undefined) setMembers(value, set, changes);
    const known = changes.known();
    const count: ResultCount = { size: -1, wide: 0 };
    const result = checks.validateResult(value, known, count);
    if (!result.ok) return failure(firstIssue(result.errors, 'INVALID_RESULT', 'INVALID_RESULT'));
    const size = resultAbove(model.maxBytes, {
      result: value,
      document,
      count: changes.checksAll ? count : undefined,
      unread: known === undefined ? 0 : patch.bytes,
      patchBytes: patch.bytes,
      set,
      documentBytes,
    });
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

/** Puts the caller's members on the result, to be checked with what the engine changed. */
function setMembers(result: JsonObject, set: JsonObject, changes: Changes): void {
  for (const key of Object.keys(set)) {
    const member = set[key];
    changes.placed(member, false);
    put(result, key, member);
  }
}

function tooLarge(size: number, limit: number): PatchError {
  return {
    code: 'INVALID_RESULT',
    path: '',
    message: `the patched cluster would take ${size} bytes as JSON text; a cluster takes at most ${limit} bytes`,
  };
}

function failure(error: PatchError): PatchResult<JsonObject> {
  return { ok: false, error };
}
