// generated from spec/ — do not edit
// Compiled validator of a patch body alone (`@mk8s/schema/validators/patch`).
import type { ClusterPatch } from '../patch-types.cjs';
import type { ValidateOptions, ValidationResult } from './runtime.cjs';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.cjs';

/** Validates a patch body ({@link ClusterPatch}) on its own, as the patch engine does before applying it: every issue's `code` is FORBIDDEN_KEY, LIMIT, INVALID_PATCH or CONFLICT, the first being the one `applyClusterPatch` reports. Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export declare function validateClusterPatch(value: unknown, options?: ValidateOptions): ValidationResult<ClusterPatch>;
