// generated from spec/ — do not edit
// Compiled validator of an error body alone (`@mk8s/schema/validators/error`).
import type { ApiError } from '../types.js';
import type { ValidateOptions, ValidationResult } from './runtime.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';

/** Validates an error body ({@link ApiError}). Never throws. */
export declare function validateApiError(value: unknown): ValidationResult<ApiError>;
