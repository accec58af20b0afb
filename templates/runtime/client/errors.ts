/**
 * The errors the client rejects with: `ApiRequestError` for an answer outside 2xx (or a 2xx answer
 * that is not a JSON object: a 2xx object is returned as the cluster without being validated, so a
 * newer service's added fields never break a client), `RequestValidationError` for a body refused
 * before it is sent. `instanceof` either class is true of an error thrown by any copy of the package
 * in the process (its ESM and CommonJS builds, or two copies in one bundle; identity.ts).
 */
import type { ApiError } from '../types.js';
import type { ValidationIssue } from '../validators/index.js';
import { API_REQUEST_ERROR, isInstance, REQUEST_VALIDATION_ERROR, setBrand } from './identity.js';

/** What the client knows about the request that failed, for messages and logs (never the key). */
export interface RequestSummary {
  /** The client's method that made the request: `createCluster`, `getCluster` or `patchCluster`. */
  readonly operation: string;
  readonly method: string;
  /** Path of the request below the base URL, parameters encoded (`/org/acme/mk8s/prod-eu-1`). */
  readonly path: string;
}

export interface ApiRequestErrorInit extends RequestSummary {
  readonly status: number;
  readonly body: ApiError;
  readonly responseText?: string | undefined;
  readonly bodyIssues?: readonly ValidationIssue[] | undefined;
}

/**
 * The service answered with a status outside 2xx, or with a 2xx answer that is not a JSON object (a
 * 2xx object is taken as the cluster without being validated).
 * `body` is the service's error body, validated; when the answer was not a valid error body (an
 * HTML page from a proxy, a truncated answer) `body` is made up from what was there, its `code` is
 * `INVALID_ERROR_BODY`, and `responseText` holds the start of the raw text.
 */
export class ApiRequestError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** The error body: as the service sent it when valid, otherwise made up (see the class note). */
  readonly body: ApiError;
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  /** The raw answer (at most 2,000 characters) when it was not a valid error body. */
  readonly responseText: string | undefined;
  /** Why the answer was not accepted as an error body, when it was not. */
  readonly bodyIssues: readonly ValidationIssue[] | undefined;

  constructor(init: ApiRequestErrorInit) {
    super(
      `${init.operation} (${init.method} ${init.path}) failed with ${init.status} ${init.body.code}: ${init.body.message}`,
    );
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.body = init.body;
    this.operation = init.operation;
    this.method = init.method;
    this.path = init.path;
    this.responseText = init.responseText;
    this.bodyIssues = init.bodyIssues;
    setBrand(this, API_REQUEST_ERROR);
  }

  /** An `ApiRequestError` of any copy of the package (ESM or CommonJS); a subclass as usual. */
  static [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class right of instanceof, a subclass too
    return isApiRequestError(this, value);
  }
}

/** The body did not pass the package's validator, so the client did not send it. */
export class RequestValidationError extends Error {
  readonly operation: string;
  /** Every problem found, each with the JSON Pointer of the offending value. */
  readonly issues: readonly ValidationIssue[];

  constructor(operation: string, issues: readonly ValidationIssue[]) {
    // The root pointer `""` as `(root)`, as the CLI shows it: `/` would be the member named `""`.
    const shown = issues.slice(0, 5).map((issue) => `${issue.path === '' ? '(root)' : issue.path}: ${issue.message}`);
    const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
    super(`${operation}: the body is invalid, nothing was sent: ${shown.join('; ')}${more}`);
    this.name = 'RequestValidationError';
    this.operation = operation;
    this.issues = issues;
    setBrand(this, REQUEST_VALIDATION_ERROR);
  }

  /** A `RequestValidationError` of any copy of the package (ESM or CommonJS); a subclass as usual. */
  static [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class right of instanceof, a subclass too
    return isRequestValidationError(this, value);
  }
}

// The classes are named here, outside their bodies: a class that names itself in its own body is
// bundled as `class _ApiRequestError`, and that would be its `name` (in stack traces and logs).

function isApiRequestError(target: unknown, value: unknown): boolean {
  return isInstance(target, ApiRequestError, API_REQUEST_ERROR, value);
}

function isRequestValidationError(target: unknown, value: unknown): boolean {
  return isInstance(target, RequestValidationError, REQUEST_VALIDATION_ERROR, value);
}
