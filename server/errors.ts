/**
 * The error body every failed request gets, and the status of every error code (from the HTTP
 * surface table, templates/runtime/http/surface.ts).
 *
 * Handlers throw an `ApiProblem`; the error handler turns it (or anything else) into
 * `{ status, message, code, details, id }` with the request id. Codes are the stable words of the
 * error schema (`spec/error.json`); the patch error codes keep the patch engine's word.
 * @see ../../shared/contract/service-facts.md (HTTP)
 */
import type { ApiError, ApiErrorDetails } from '@mk8s/schema';
import {
  ERROR_CODES,
  ERROR_RESPONSES,
  type ErrorCodeName,
  type ErrorResponse,
  type ErrorResponseName,
  HEADERS,
} from '../templates/runtime/http/surface.ts';
import { PATCH_ERROR_CODES } from '../templates/runtime/patch/vocabulary.ts';

/** The error answers whose codes are the service's own (the others carry patch error codes). */
type ServiceAnswer = {
  [R in ErrorResponseName]: (typeof ERROR_RESPONSES)[R] extends { readonly patch: true } ? never : R;
}[ErrorResponseName];

/** The codes the server decides itself: those a service answer of the HTTP surface table carries. */
export type ServiceCode = {
  [C in ErrorCodeName]: [Extract<(typeof ERROR_CODES)[C][number], ServiceAnswer>] extends [never] ? never : C;
}[ErrorCodeName];

/** The answer of each code among the answers of one kind, from the HTTP surface table. */
function answersOf(patch: boolean): Record<string, ErrorResponse> {
  const found: Record<string, ErrorResponse> = {};
  for (const [code, answers] of Object.entries(ERROR_CODES) as [string, readonly ErrorResponseName[]][]) {
    const answer = answers.find((name) => ((ERROR_RESPONSES[name] as ErrorResponse).patch === true) === patch);
    if (answer !== undefined) found[code] = ERROR_RESPONSES[answer];
  }
  return found;
}

function statusesOf(patch: boolean): Record<string, number> {
  return Object.fromEntries(Object.entries(answersOf(patch)).map(([code, answer]) => [code, answer.status]));
}

/** The codes whose answer asks for credentials (`WWW-Authenticate`, as the table's answer says). */
const CHALLENGED: ReadonlySet<string> = new Set(
  Object.entries(answersOf(false))
    .filter(([, answer]) => answer.headers?.includes(HEADERS.authenticate))
    .map(([code]) => code),
);

/** Status of every code the server itself decides. */
export const SERVICE_CODE_STATUS = statusesOf(false) as Readonly<Record<ServiceCode, number>>;

/**
 * Status of every patch error code (the code itself is the patch engine's): decided by the patch
 * alone → 400, depends on the stored cluster → 422, as the table's patch answers say.
 */
export const PATCH_CODE_STATUS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(statusesOf(true)).filter(([code]) => (PATCH_ERROR_CODES as readonly string[]).includes(code)),
);

/** A failure a handler reports on purpose, with its status, stable code, details and headers. */
export class ApiProblem extends Error {
  readonly code: string;
  readonly status: number;
  /** Held to the published error schema: only the members `ApiErrorDetails` names compile. */
  readonly details: ApiErrorDetails | undefined;
  /** Headers the answer carries besides the error body (`Allow` of a 405). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ServiceCode,
    message: string,
    details?: ApiErrorDetails,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.code = code;
    this.status = SERVICE_CODE_STATUS[code];
    this.details = details;
    this.headers = CHALLENGED.has(code) ? { [HEADERS.authenticate.toLowerCase()]: 'Bearer', ...headers } : headers;
  }
}

/** A patch the engine or the patch validator refused, answered under the patch error code. */
export class PatchProblem extends ApiProblem {
  override readonly code: string;
  override readonly status: number;

  constructor(code: string, message: string, details: ApiErrorDetails) {
    super('BAD_REQUEST', message, details);
    const status = PATCH_CODE_STATUS[code];
    this.code = status === undefined ? 'INVALID_PATCH' : code;
    this.status = status ?? 400;
  }
}

/** The body of an error response. `details` is omitted when there is nothing to add. */
export function errorBody(problem: ApiProblem, requestId: string): ApiError {
  const body: ApiError = { status: problem.status, message: problem.message, code: problem.code, id: requestId };
  return problem.details === undefined ? body : { ...body, details: problem.details };
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
