// generated from spec/ — do not edit
// Compiled validator of a patch body alone (`@mk8s/schema/validators/patch`).
import type { ClusterPatch } from '../patch-types.js';
import type { ValidateOptions, ValidationResult } from './runtime.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';

/** Validates a patch body ({@link ClusterPatch}) on its own, as the patch engine does before applying it: every issue's `code` is FORBIDDEN_KEY, LIMIT, INVALID_PATCH or CONFLICT, the first being the one `applyClusterPatch` reports. Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export declare function validateClusterPatch(value: unknown, options?: ValidateOptions): ValidationResult<ClusterPatch>;
