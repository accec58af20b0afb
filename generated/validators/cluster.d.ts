// generated from spec/ — do not edit
// Compiled validator of a cluster resource alone (`@mk8s/schema/validators/cluster`).
import type { Cluster } from '../types.js';
import type { ValidateOptions, ValidationResult } from './runtime.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export declare function validateCluster(value: unknown): ValidationResult<Cluster>;
