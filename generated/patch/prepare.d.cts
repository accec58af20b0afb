// generated from spec/ — do not edit
// Types of templates/runtime/patch/prepare.ts.
/**
* The first step of applying (engine.ts): the patch as given is copied once (`snapshotPatch`) and the
* copy checked on its own by the patch validator (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT) —
* without the screen of rule 14 when the copy found nothing it could report, and then without a
* walk of the free-form values the copy proved valid (proofs.ts). The copy is what the
* engine applies; a refusal carries the first issue by precedence, and every issue.
*/
import type { CheckIssue, PatchChecks } from "./engine.cjs";
import { type PatchError } from "./errors.cjs";
import { type JsonObject } from "./json.cjs";
/** A checked patch: the snapshot the engine applies, and the bound of its size. */
export interface Held {
	readonly value: JsonObject;
	readonly bytes: number;
}
export type Checked = {
	readonly ok: true;
	readonly held: Held;
} | {
	readonly ok: false;
	readonly error: PatchError;
	readonly issues: readonly CheckIssue[];
};
/**
* The patch as given, copied once and checked on its own: the copy is what the engine applies.
* `frozen`: the copy is frozen, for a prepared patch whose results share it (`freezeJson`).
* `maxBytes`: the most bytes of a cluster's JSON text, which a patch too large to copy passes
* (`tooLargePatch`).
*/
export declare function preparePatch(checks: PatchChecks, patch: unknown, frozen?: boolean, maxBytes?: number): Checked;
/** The issue of highest precedence (the first of them on a tie), as a patch error. */
export declare function firstIssue(issues: readonly CheckIssue[], fallback: PatchError["code"], force?: PatchError["code"]): PatchError;
export declare function reason(thrown: unknown): string;
