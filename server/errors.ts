/**
 * The error body every failed request gets, and the one table from error codes to HTTP statuses.
 *
 * Handlers throw an `ApiProblem`; the error handler turns it (or anything else) into
 * `{ status, message, code, details, id }` with the request id. Codes are the stable words of the
 * error schema (`spec/error.json`); the patch error codes keep the patch engine's word.
 * @see ../../shared/contract/service-facts.md (HTTP)
 */
import type { ApiError } from '@mk8s/schema';

/** Status of every code the server itself decides. */
export const SERVICE_CODE_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  QUERY_NOT_ALLOWED: 400,
  UNAUTHORIZED: 401,
  KEY_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  ALREADY_EXISTS: 409,
  CONCURRENT_MODIFICATION: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
} as const;

/**
 * Status of every patch error code (the code itself is the patch engine's): decided by the patch
 * alone → 400, depends on the stored cluster → 422.
 */
export const PATCH_CODE_STATUS: Readonly<Record<string, 400 | 422>> = {
  FORBIDDEN_KEY: 400,
  LIMIT: 400,
  INVALID_PATCH: 400,
  CONFLICT: 400,
  IMMUTABLE: 422,
  NOT_FOUND: 422,
  AMBIGUOUS: 422,
  EXISTS: 422,
  INVALID_RESULT: 422,
};

export type ServiceCode = keyof typeof SERVICE_CODE_STATUS;

/** A failure a handler reports on purpose, with its status, stable code, details and headers. */
export class ApiProblem extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  /** Headers the answer carries besides the error body (`Allow` of a 405). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ServiceCode,
    message: string,
    details?: Record<string, unknown>,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.code = code;
    this.status = SERVICE_CODE_STATUS[code];
    this.details = details;
    this.headers =
      code === 'UNAUTHORIZED' || code === 'KEY_EXPIRED' ? { 'www-authenticate': 'Bearer', ...headers } : headers;
  }
}

/** A patch the engine or the patch validator refused, answered under the patch error code. */
export class PatchProblem extends ApiProblem {
  override readonly code: string;
  override readonly status: number;

  constructor(code: string, message: string, details: Record<string, unknown>) {
    super('BAD_REQUEST', message, details);
    const status = PATCH_CODE_STATUS[code];
    this.code = status === undefined ? 'INVALID_PATCH' : code;
    this.status = status ?? 400;
  }
}

/** The body of an error response. `details` is omitted when there is nothing to add. */
export function errorBody(problem: ApiProblem, requestId: string): ApiError {
  const body: ApiError = { status: problem.status, message: problem.message, code: problem.code, id: requestId };
  return problem.details === undefined ? body : { ...body, details: problem.details as ApiError['details'] };
}

/** Fastify's own errors (body parsing and limits), by their `code`, as problems of ours. */
const FRAMEWORK_ERRORS: Readonly<Record<string, () => ApiProblem>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ApiProblem('PAYLOAD_TOO_LARGE', 'the request body is larger than 1 MiB'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiProblem('UNSUPPORTED_MEDIA_TYPE', 'the request body must be UTF-8 JSON (Content-Type: application/json)'),
  FST_ERR_BAD_URL: () => new ApiProblem('BAD_REQUEST', 'the request path is not valid: a malformed percent-encoding'),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new ApiProblem('BAD_REQUEST', 'a path segment is longer than 100 characters; no organization or cluster name is'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiProblem('BAD_REQUEST', 'the Content-Length header does not match the body'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiProblem('BAD_REQUEST', 'the request body is empty; a JSON object is expected'),
};

/** Any error that reached the error handler, as a problem to answer with. `undefined`: unexpected (500). */
export function toProblem(error: unknown): ApiProblem | undefined {
  if (error instanceof ApiProblem) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined;
  if (known !== undefined) return known();
  // another client error Fastify detected (a malformed URL or header): a plain 400
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new ApiProblem('BAD_REQUEST', 'the request is malformed');
  }
  return undefined;
}
