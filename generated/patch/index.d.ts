// generated from spec/ — do not edit
// Types of templates/runtime/patch/index.ts.
/**
* The patch engine of the package: `applyClusterPatch` and `diffClusters`, the engine of `engine.ts`
* over the model the generator emits from the canonical schema (`cluster-model.js`), wired to the
* compiled validators. The patch validator decides FORBIDDEN_KEY, LIMIT, INVALID_PATCH and
* CONFLICT; the resource validator decides INVALID_RESULT; the engine decides the rest.
*/
import type { ClusterPatch } from "../patch-types.js";
import type { Cluster } from "../types.js";
import type { PatchError } from "./errors.js";
export type { PatchError, PatchErrorCode } from "./errors.js";
/** The outcome of applying a patch: the new resource, or the first error by precedence. */
export type PatchResult = {
	ok: true;
	value: Cluster;
} | {
	ok: false;
	error: PatchError;
};
/**
* Applies a patch body to a cluster resource (docs/patch-semantics.md): the patch is checked on its own
* (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT), applied (IMMUTABLE, NOT_FOUND, AMBIGUOUS, EXISTS), and
* the result checked as a resource (INVALID_RESULT). Never throws and never mutates its arguments. The
* result shares nothing with `patch`; it may share unchanged members with `cluster`, so copy it before
* changing it in place.
*/
export declare function applyClusterPatch(cluster: Cluster, patch: unknown): PatchResult;
/** A patch body that turns `from` into `to`: `applyClusterPatch(from, diffClusters(from, to))` gives `to`. */
export declare function diffClusters(from: Cluster, to: Cluster): ClusterPatch;
