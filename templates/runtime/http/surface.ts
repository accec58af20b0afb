/**
 * The HTTP surface of the cluster API, in one place: the operations (method, path, bodies, success
 * status and headers, error answers), the error answers (status, extra headers, whether the body lists
 * validator issues) and the error codes (which answers carry each). The OpenAPI emitter
 * writes the document's paths and responses from it, the client sends its requests by it, and the
 * reference server registers its routes and picks its statuses by it. Prose (summaries, descriptions,
 * the meaning of each code) stays in templates/openapi/.
 * @see ../../../shared/contract/service-facts.md (HTTP)
 */

/** Headers the service reads or sends. */
export const HEADERS = {
  location: 'Location',
  etag: 'ETag',
  requestId: 'X-Request-Id',
  ifMatch: 'If-Match',
  authenticate: 'WWW-Authenticate',
  retryAfter: 'Retry-After',
  authorization: 'Authorization',
  allow: 'Allow',
} as const;

/** The headers every answer carries. */
export const EVERY_ANSWER: readonly string[] = ['X-Request-Id'];

/** The media type of every body, request or answer. */
export const MEDIA_TYPE = 'application/json';

/**
 * The error answers: an error body (the error form of the spec) under a status. `headers` are those
 * it adds to every answer's; `issues`, that its body lists validator issues; `patch`, that its codes
 * are patch error codes (the engine's word, not the service's); `other`, that it is the answer of a
 * request that reaches no operation (an unknown path, a method the path does not offer, what the
 * HTTP parser refuses), which the document lists apart, by status.
 */
export const ERROR_RESPONSES = {
  InvalidBody: { status: 400, issues: true },
  InvalidPatch: { status: 400, patch: true },
  InvalidRequest: { status: 400 },
  Unauthorized: { status: 401, headers: ['WWW-Authenticate'] },
  Forbidden: { status: 403 },
  NotFound: { status: 404 },
  AlreadyExists: { status: 409 },
  PreconditionFailed: { status: 412 },
  ConcurrentModification: { status: 409 },
  PayloadTooLarge: { status: 413 },
  UnsupportedMediaType: { status: 415 },
  PatchNotApplicable: { status: 422, issues: true, patch: true },
  RateLimited: { status: 429, headers: ['Retry-After'] },
  Internal: { status: 500 },
  MalformedRequest: { status: 400, other: true },
  UnknownPath: { status: 404, other: true },
  MethodNotAllowed: { status: 405, headers: ['Allow'], other: true },
  RequestTimeout: { status: 408, other: true },
  HeadersTooLarge: { status: 431, other: true },
} as const;

export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

export interface ErrorResponse {
  readonly status: number;
  readonly headers?: readonly string[];
  readonly issues?: boolean;
  readonly patch?: boolean;
  readonly other?: boolean;
}

/**
 * The error codes and the answers that carry each, in the order docs list them (their meanings are
 * prose, in templates/openapi/error-codes.json).
 */
export const ERROR_CODES = {
  BAD_REQUEST: ['InvalidBody', 'InvalidPatch', 'InvalidRequest', 'MalformedRequest'],
  VALIDATION_FAILED: ['InvalidBody'],
  QUERY_NOT_ALLOWED: ['InvalidBody', 'InvalidPatch', 'InvalidRequest'],
  UNAUTHORIZED: ['Unauthorized'],
  KEY_EXPIRED: ['Unauthorized'],
  FORBIDDEN: ['Forbidden'],
  NOT_FOUND: ['NotFound', 'PatchNotApplicable', 'UnknownPath'],
  METHOD_NOT_ALLOWED: ['MethodNotAllowed'],
  REQUEST_TIMEOUT: ['RequestTimeout'],
  ALREADY_EXISTS: ['AlreadyExists'],
  CONCURRENT_MODIFICATION: ['ConcurrentModification'],
  PRECONDITION_FAILED: ['PreconditionFailed'],
  PAYLOAD_TOO_LARGE: ['PayloadTooLarge'],
  UNSUPPORTED_MEDIA_TYPE: ['UnsupportedMediaType'],
  HEADERS_TOO_LARGE: ['HeadersTooLarge'],
  RATE_LIMITED: ['RateLimited'],
  INTERNAL: ['Internal'],
  FORBIDDEN_KEY: ['InvalidPatch'],
  LIMIT: ['InvalidPatch'],
  INVALID_PATCH: ['InvalidPatch'],
  CONFLICT: ['InvalidPatch'],
  IMMUTABLE: ['PatchNotApplicable'],
  AMBIGUOUS: ['PatchNotApplicable'],
  EXISTS: ['PatchNotApplicable'],
  INVALID_RESULT: ['PatchNotApplicable'],
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;

/**
 * The operations: `request` is the form of the body taken (`create` or `patch`) and the headers read;
 * the success answer is a cluster as read (`resource`), under its status with its headers; `errors`
 * are the error answers, by name. `extension`: not part of the described service, the reference
 * server adds it.
 */
export const OPERATIONS = {
  createCluster: {
    method: 'POST',
    path: '/org/{org}/mk8s',
    request: { body: 'create', headers: [] },
    success: { status: 201, body: 'resource', headers: ['Location', 'ETag'] },
    errors: [
      'InvalidBody',
      'Unauthorized',
      'Forbidden',
      'AlreadyExists',
      'PayloadTooLarge',
      'UnsupportedMediaType',
      'RateLimited',
      'Internal',
    ],
  },
  getCluster: {
    method: 'GET',
    path: '/org/{org}/mk8s/{name}',
    extension: true,
    success: { status: 200, body: 'resource', headers: ['ETag'] },
    errors: ['InvalidRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Internal'],
  },
  patchCluster: {
    method: 'PATCH',
    path: '/org/{org}/mk8s/{name}',
    request: { body: 'patch', headers: ['If-Match'] },
    success: { status: 200, body: 'resource', headers: ['ETag'] },
    errors: [
      'InvalidPatch',
      'Unauthorized',
      'Forbidden',
      'NotFound',
      'ConcurrentModification',
      'PreconditionFailed',
      'PayloadTooLarge',
      'UnsupportedMediaType',
      'PatchNotApplicable',
      'RateLimited',
      'Internal',
    ],
  },
} as const;

export type OperationId = keyof typeof OPERATIONS;

export interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, `{name}` for a path parameter. */
  readonly path: string;
  readonly request?: { readonly body: 'create' | 'patch'; readonly headers: readonly string[] };
  readonly success: { readonly status: number; readonly body: 'resource'; readonly headers: readonly string[] };
  readonly errors: readonly ErrorResponseName[];
  readonly extension?: boolean;
}

/** The tables hold the shapes their interfaces say (checked by the compiler, nothing at run time). */
export type SurfaceIsWellFormed = [
  MustHold<typeof ERROR_RESPONSES, Record<string, ErrorResponse>>,
  MustHold<typeof ERROR_CODES, Record<string, readonly ErrorResponseName[]>>,
  MustHold<typeof OPERATIONS, Record<string, Operation>>,
];
type MustHold<T extends U, U> = T;

/** The names of the path parameters of a path template, in order (`['org', 'name']`). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** A path template with each parameter replaced by what `value` gives for it. */
export function fillPath(path: string, value: (parameter: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, parameter: string) => value(parameter));
}

/** The methods each path template takes, in the order of the table (what a 405 answer's `Allow` lists). */
export function methodsByPath(): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const operation of Object.values(OPERATIONS) as Operation[]) {
    methods.set(operation.path, [...(methods.get(operation.path) ?? []), operation.method]);
  }
  return methods;
}
