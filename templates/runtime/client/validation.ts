/**
 * The client's only link to the validators: which validator judges which body. Request bodies are
 * checked before they are sent; error bodies before they are trusted.
 */
import { loneSurrogateIn, loneUnitOf, mayHoldLoneSurrogate } from '../http/i-json.js';
import type { OPERATIONS, OperationId } from '../http/surface.js';
import type { ApiError } from '../types.js';
import {
  type ValidationResult,
  validateApiError,
  validateClusterCreate,
  validateClusterPatch,
} from '../validators/index.js';
import { esc } from '../validators/issues.js';

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

/**
 * The form of a request body (the table's `request.body`) and the validator that judges it; then,
 * for a valid body, what its JSON text would carry that the service refuses and the validators,
 * which take values, leave to the readers of text: half of a UTF-16 surrogate pair without the
 * other (I-JSON, RFC 7493 §2.1). The text is searched for an escaped surrogate, and only then the
 * body for where it is.
 */
export function checkRequestBody(form: 'create' | 'patch', body: unknown): ValidationResult<unknown> {
  const result = form === 'create' ? validateClusterCreate(body) : validateClusterPatch(body);
  if (!result.ok || !mayHoldLoneSurrogate(JSON.stringify(body))) return result;
  const found = loneSurrogateIn(body);
  if (found === undefined) return result;
  const path = found.tokens.map((token) => `/${esc(token)}`).join('');
  const where = found.inName ? 'a member name' : 'a string';
  const message =
    `${where} holds half of a UTF-16 surrogate pair (\\u${loneUnitOf(found.text)}) without the other, which the ` +
    'service refuses: JSON sent over a network must be Unicode text (RFC 7493 §2.1)';
  return { ok: false, errors: [{ path, code: 'LONE_SURROGATE', message }] };
}

export function checkErrorBody(value: unknown): ValidationResult<ApiError> {
  return validateApiError(value);
}
