// generated from spec/ — do not edit
// Compiled validators of every body.
import type { ClusterPatch } from '../patch-types.js';
import type { ApiError, Cluster, ClusterCreate } from '../types.js';
import type { ValidateOptions, ValidationResult } from './runtime.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export declare function validateCluster(value: unknown): ValidationResult<Cluster>;

/** Validates a create body ({@link ClusterCreate}). Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export declare function validateClusterCreate(value: unknown, options?: ValidateOptions): ValidationResult<ClusterCreate>;

/** Validates a patch body ({@link ClusterPatch}) on its own, as the patch engine does before applying it: every issue's `code` is FORBIDDEN_KEY, LIMIT, INVALID_PATCH or CONFLICT, the first being the one `applyClusterPatch` reports. Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export declare function validateClusterPatch(value: unknown, options?: ValidateOptions): ValidationResult<ClusterPatch>;

/** Validates an error body ({@link ApiError}). Never throws. */
export declare function validateApiError(value: unknown): ValidationResult<ApiError>;

/** For the patch engine: validates a {@link Cluster} as `validateCluster` does, but takes as valid, unread, every object or array for which `known` answers true (without `known`, `validateCluster` itself), and writes to `count` the bytes of the JSON text it read (at least `size`, at most `size + 5 * wide`), which the engine's size limit reads. Never throws. */
export declare function validateClusterKnowing(value: unknown, known: ((value: object) => boolean) | undefined, count?: { size: number; wide: number }): ValidationResult<Cluster>;

/** For the patch engine: validates a {@link ClusterPatch} as `validateClusterPatch` does, but without the screen of rule 14 (forbidden keys, depth and entry limits, members holding `undefined`), which the engine ran on its own copy of the patch while making it, and without a walk of the values of free-form members for which `proven` answers true (the engine's proof, for its copy). Never throws. */
export declare function validateClusterPatchScreened(value: unknown, proven?: (value: unknown, limits: object) => boolean): ValidationResult<ClusterPatch>;
