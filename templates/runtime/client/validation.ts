/**
 * The client's only link to the validators: which validator judges which body. Request bodies are
 * checked before they are sent; error bodies before they are trusted.
 */
import type { OPERATIONS, OperationId } from '../http/surface.js';
import type { ApiError } from '../types.js';
import {
  type ValidationResult,
  validateApiError,
  validateClusterCreate,
  validateClusterPatch,
} from '../validators/index.js';

/** The operations of the HTTP surface table that send a body. */
export type Operation = {
  [K in OperationId]: (typeof OPERATIONS)[K] extends { readonly request: object } ? K : never;
}[OperationId];

/** What the client checks: request bodies before they are sent, error bodies before they are trusted. */
export interface Checks {
  readonly request: (form: 'create' | 'patch', body: unknown) => ValidationResult<unknown>;
  readonly error: (value: unknown) => ValidationResult<ApiError>;
}

/** The package's validators, for the client of the package root. */
export const PACKAGE_CHECKS: Checks = { request: checkRequestBody, error: checkErrorBody };

/** The form of a request body (the table's `request.body`) and the validator that judges it. */
export function checkRequestBody(form: 'create' | 'patch', body: unknown): ValidationResult<unknown> {
  return form === 'create' ? validateClusterCreate(body) : validateClusterPatch(body);
}

export function checkErrorBody(value: unknown): ValidationResult<ApiError> {
  return validateApiError(value);
}
