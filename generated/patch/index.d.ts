// generated from spec/ — do not edit
// Types of templates/runtime/patch/index.ts.
/**
* The patch engine of the package: `applyClusterPatch` and `diffClusters`, the engine of `engine.ts`
* over the model the generator emits from the canonical schema (`cluster-model.js`), wired to the
* compiled validators (all but `diffClusters`, which needs only the model). The patch validator
* decides FORBIDDEN_KEY, LIMIT, INVALID_PATCH and CONFLICT; the resource validator decides
* INVALID_RESULT; the engine decides the rest.
*
* For servers, the same steps split in two: `prepareClusterPatch` checks a patch once, and
* `applyToStoredCluster` applies it to a cluster stored after a check, checking only what changed;
* `validateCreatedCluster` checks the record a server makes from a checked create body.
*/
import type { ClusterPatch } from "../patch-types.js";
import type { Cluster, ClusterCreate } from "../types.js";
import { type ValidationResult } from "../validators/index.js";
import { type CheckIssue, type PreparedPatch } from "./engine.js";
import type { PatchError } from "./errors.js";
export type { PreparedPatch } from "./engine.js";
export type { PatchError, PatchErrorCode } from "./errors.js";
/** The outcome of applying a patch: the new resource, or the first error by precedence. */
export type PatchResult = {
	ok: true;
	value: Cluster;
} | {
	ok: false;
	error: PatchError;
};
/** A patch checked on its own and held for `applyToStoredCluster`, or why it was refused. */
export type PreparedClusterPatch = {
	readonly ok: true;
	readonly patch: PreparedPatch;
} | {
	readonly ok: false;
	/** The error `applyClusterPatch` reports for this patch. */
	readonly error: PatchError;
	/**
	* Every issue `validateClusterPatch` finds, in order of precedence; or LIMIT at `""` alone, for
	* a patch too large to copy (one holding an object in many places) that is not read.
	*/
	readonly issues: readonly CheckIssue[];
};
/**
* Applies a patch body to a cluster resource (docs/patch-semantics.md): the patch is checked on its own
* (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT), applied (IMMUTABLE, NOT_FOUND, AMBIGUOUS, EXISTS), and
* the result checked as a resource (INVALID_RESULT), its JSON text within the size limit. Whatever
* `cluster` is, a success is a valid cluster. Never throws and never mutates its arguments. The result
* shares nothing with `patch`; it may share unchanged members with `cluster`, so copy it before
* changing it in place.
*/
export declare function applyClusterPatch(cluster: Cluster, patch: unknown): PatchResult;
/**
* Checks a patch body on its own, once, for a server that applies it to a stored cluster with
* `applyToStoredCluster` (and again, with no second check, when another writer got in first). The
* engine keeps its own copy of the patch: changing `patch` afterwards changes nothing.
*/
export declare function prepareClusterPatch(patch: unknown): PreparedClusterPatch;
/**
* `applyClusterPatch` for a cluster known to be valid: one a server stored after this package's
* validators accepted it (a created cluster, or a result of this function or of `applyClusterPatch`),
* unchanged since. The result is checked only where the patch changed it (and its size in full),
* which is what makes it cheap. Any other cluster must go through `applyClusterPatch`: given one,
* this function may return an invalid cluster. Results of one prepared patch may share its values,
* which are frozen: changing one in place throws in strict-mode code, and never reaches another result.
*
* `serviceFields`: the members a server sets on every changed record (its next `version` and
* `lastModified`), put on the result after the patch and checked with it, its size included, so
* that the record stored is the record checked.
*
* `storedBytes`: the UTF-8 length of the stored cluster's JSON text, when the store knows it (it
* must be at least that of `JSON.stringify(stored)`, as the text the store was given is). The
* result's size limit then starts from it instead of walking `stored`; the result's size is still
* counted exactly whenever the bound passes the limit.
*/
export declare function applyToStoredCluster(stored: Cluster, patch: PreparedPatch, serviceFields?: Partial<Cluster>, storedBytes?: number): PatchResult;
/**
* `validateCluster(record)` for the record a server makes from a create body that
* `validateClusterCreate` accepted: the body's members (the very values, unchanged since that check)
* plus the fields the service sets (`id`, `kind`, `version`, `created`, `lastModified`, `links`,
* `alias`, `status`). It gives the answer `validateCluster(record)` gives, issues and all, reading
* only what that check did not already judge: the service's fields, the members whose shape on read
* differs from their create shape (such as `networking`, shown in full on read), and the record's
* size against the size limit of a cluster (`x-mk8s-max-bytes`). Never throws and never changes its arguments.
*
* It assumes `body` passed `validateClusterCreate` (its `value`; with `stripReadOnly`, the copy it
* returns) and has not changed since: a body that did not pass, or that changed, must not be given —
* its parts would be taken as valid unread, and the answer may be wrong. What it does verify, cheaply,
* is that `record` is that body plus service fields: every other member of `record` is the value
* `body` holds under that name, and `body` holds no service field and nothing `record` lacks.
* Anything else (a member added, replaced or copied) makes it check `record` whole, as
* `validateCluster` does.
*
* `recordBytes`: at least the UTF-8 bytes of `JSON.stringify(record)`, when the caller has that text
* (a server serialises the record to store it). Within the limit it settles the size unread; above it
* the record is counted exactly. Without it the record's size is bounded by a walk that reads no
* string's characters, and counted exactly only when that bound passes the limit.
*/
export declare function validateCreatedCluster(record: unknown, body: ClusterCreate, recordBytes?: number): ValidationResult<Cluster>;
/**
* A patch body that turns `from` into `to`: `applyClusterPatch(from, diffClusters(from, to))` gives `to`
* whenever a patch can make that change. Read-only fields are ignored. A field no patch may change
* (`name`, a provider's region or location, its networking) is still written when it differs, so the
* applier, here or on the server, refuses the patch with `IMMUTABLE` at that field rather than a
* change being dropped in silence.
*/
export declare function diffClusters(from: Cluster, to: Cluster): ClusterPatch;
