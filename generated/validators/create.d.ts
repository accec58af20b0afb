// generated from spec/ — do not edit
// Compiled validator of a create body alone (`@mk8s/schema/validators/create`).
import type { ClusterCreate } from '../types.js';
import type { ValidateOptions, ValidationResult } from './runtime.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';

/** Validates a create body ({@link ClusterCreate}). Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export declare function validateClusterCreate(value: unknown, options?: ValidateOptions): ValidationResult<ClusterCreate>;
