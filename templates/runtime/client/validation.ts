/**
 * The client's only link to the validators: which validator judges which body. Request bodies are
 * checked before they are sent; error bodies before they are trusted.
 */
import type { ApiError } from '../types.js';
import {
  type ValidationResult,
  validateApiError,
  validateClusterCreate,
  validateClusterPatch,
} from '../validators/index.js';

export type Operation = 'createCluster' | 'patchCluster';

export function checkRequestBody(operation: Operation, body: unknown): ValidationResult<unknown> {
  return operation === 'createCluster' ? validateClusterCreate(body) : validateClusterPatch(body);
}

export function checkErrorBody(value: unknown): ValidationResult<ApiError> {
  return validateApiError(value);
}
