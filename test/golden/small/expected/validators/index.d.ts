// generated from spec/ — do not edit
// Validators of the cluster bodies (top-level checks).
import type { ClusterPatch } from '../patch-types.js';
import type { ApiError, Cluster, ClusterCreate } from '../types.js';
/** One problem found by a validator. */
export interface ValidationIssue {
  /** JSON Pointer to the offending value. */
  path: string;
  code: string;
  message: string;
}
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationIssue[] };
export declare function validateCluster(value: unknown): ValidationResult<Cluster>;
export declare function validateClusterCreate(value: unknown): ValidationResult<ClusterCreate>;
export declare function validateClusterPatch(value: unknown): ValidationResult<ClusterPatch>;
export declare function validateApiError(value: unknown): ValidationResult<ApiError>;
