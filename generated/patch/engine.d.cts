// generated from spec/ — do not edit
// Types of templates/runtime/patch/engine.ts.
import { type PatchError } from "./errors.cjs";
import { type JsonObject } from "./json.cjs";
import { type PatchModelData } from "./model.cjs";
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
export interface PatchChecks {
	/** Judges a patch on its own; issue codes are the patch error codes of the first four kinds. */
	readonly validatePatch: (patch: unknown) => CheckResult;
	/** Judges a result as a resource. */
	readonly validateResult: (value: unknown) => CheckResult;
}
export type PatchResult<T> = {
	ok: true;
	value: T;
} | {
	ok: false;
	error: PatchError;
};
export interface PatchEngine {
	readonly apply: (document: unknown, patch: unknown) => PatchResult<JsonObject>;
	readonly diff: (from: unknown, to: unknown) => JsonObject;
}
export declare function createPatchEngine(data: PatchModelData, checks: PatchChecks): PatchEngine;
