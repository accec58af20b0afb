// generated from spec/ — do not edit
// Types of templates/runtime/patch/engine.ts.
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
import { type PatchError } from "./errors.cjs";
import { type JsonObject } from "./json.cjs";
import { type CompiledModel, type PatchModelData } from "./model.cjs";
import { type ResultCount } from "./result-size.cjs";
export interface CheckIssue {
	readonly path: string;
	readonly code: string;
	readonly message: string;
}
export type CheckResult = {
	readonly ok: true;
} | {
	readonly ok: false;
	readonly errors: readonly CheckIssue[];
};
export type { ResultCount } from "./result-size.cjs";
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
	readonly validateResult: (value: unknown, known: ((value: object) => boolean) | undefined, count: ResultCount) => CheckResult;
}
export type PatchResult<T> = {
	ok: true;
	value: T;
} | {
	ok: false;
	error: PatchError;
};
declare const prepared: unique symbol;
/** A patch that passed the patch check, held by the engine: nothing else can read or change it. */
export interface PreparedPatch {
	readonly [prepared]: true;
}
/** A prepared patch, or why the patch was refused: the first issue by precedence, and every issue. */
export type PrepareResult = {
	readonly ok: true;
	readonly patch: PreparedPatch;
} | {
	readonly ok: false;
	readonly error: PatchError;
	readonly issues: readonly CheckIssue[];
};
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
	readonly applyToValid: (document: unknown, patch: PreparedPatch, set?: JsonObject, documentBytes?: number) => PatchResult<JsonObject>;
	readonly diff: (from: unknown, to: unknown) => JsonObject;
}
export declare function createPatchEngine(data: PatchModelData, checks: PatchChecks): PatchEngine;
/** The engine over a model already compiled, which `diffCompiled` may share without the checks. */
export declare function patchEngineOf(model: CompiledModel, checks: PatchChecks): PatchEngine;
/**
* `diff` of an engine over `model`, needing no check: a caller that only diffs takes this, and a
* bundler leaves the validators out. Its work is bounded by the model's size limit (diff-whole.ts).
*/
export declare function diffCompiled(model: CompiledModel, from: unknown, to: unknown): JsonObject;
