// generated from spec/ — do not edit
// Compiled validator of a cluster resource alone (`@mk8s/schema/validators/cluster`).
import type { Cluster } from '../types.cjs';
import type { ValidateOptions, ValidationResult } from './runtime.cjs';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.cjs';

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export declare function validateCluster(value: unknown): ValidationResult<Cluster>;
