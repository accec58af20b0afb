// generated from spec/ — do not edit
// Compiled validator of a create body alone (`@mk8s/schema/validators/create`).
import type { ClusterCreate } from '../types.cjs';
import type { ValidateOptions, ValidationResult } from './runtime.cjs';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.cjs';

/** Validates a create body ({@link ClusterCreate}). Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export declare function validateClusterCreate(value: unknown, options?: ValidateOptions): ValidationResult<ClusterCreate>;
