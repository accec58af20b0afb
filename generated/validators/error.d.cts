// generated from spec/ — do not edit
// Compiled validator of an error body alone (`@mk8s/schema/validators/error`).
import type { ApiError } from '../types.cjs';
import type { ValidateOptions, ValidationResult } from './runtime.cjs';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.cjs';

/** Validates an error body ({@link ApiError}). Never throws. */
export declare function validateApiError(value: unknown): ValidationResult<ApiError>;
