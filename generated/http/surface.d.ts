// generated from spec/ — do not edit
// Types of templates/runtime/http/surface.ts.
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
export declare const HEADERS: {
	readonly location: "Location";
	readonly etag: "ETag";
	readonly requestId: "X-Request-Id";
	readonly ifMatch: "If-Match";
	readonly authenticate: "WWW-Authenticate";
	readonly retryAfter: "Retry-After";
	readonly authorization: "Authorization";
	readonly allow: "Allow";
};
/** The headers every answer carries. */
export declare const EVERY_ANSWER: readonly string[];
/** The media type of every body, request or answer. */
export declare const MEDIA_TYPE = "application/json";
/**
* The error answers: an error body (the error form of the spec) under a status. `headers` are those
* it adds to every answer's; `issues`, that its body lists validator issues; `patch`, that its codes
* are patch error codes (the engine's word, not the service's); `other`, that it is the answer of a
* request that reaches no operation (an unknown path, a method the path does not offer, what the
* HTTP parser refuses), which the document lists apart, by status.
*/
export declare const ERROR_RESPONSES: {
	readonly InvalidBody: {
		readonly status: 400;
		readonly issues: true;
	};
	readonly InvalidPatch: {
		readonly status: 400;
		readonly patch: true;
	};
	readonly InvalidRequest: {
		readonly status: 400;
	};
	readonly Unauthorized: {
		readonly status: 401;
		readonly headers: readonly ["WWW-Authenticate"];
	};
	readonly Forbidden: {
		readonly status: 403;
	};
	readonly NotFound: {
		readonly status: 404;
	};
	readonly AlreadyExists: {
		readonly status: 409;
	};
	readonly PreconditionFailed: {
		readonly status: 412;
	};
	readonly ConcurrentModification: {
		readonly status: 409;
	};
	readonly PayloadTooLarge: {
		readonly status: 413;
	};
	readonly UnsupportedMediaType: {
		readonly status: 415;
	};
	readonly PatchNotApplicable: {
		readonly status: 422;
		readonly issues: true;
		readonly patch: true;
	};
	readonly RateLimited: {
		readonly status: 429;
		readonly headers: readonly ["Retry-After"];
	};
	readonly Internal: {
		readonly status: 500;
	};
	readonly MalformedRequest: {
		readonly status: 400;
		readonly other: true;
	};
	readonly UnknownPath: {
		readonly status: 404;
		readonly other: true;
	};
	readonly MethodNotAllowed: {
		readonly status: 405;
		readonly headers: readonly ["Allow"];
		readonly other: true;
	};
	readonly RequestTimeout: {
		readonly status: 408;
		readonly other: true;
	};
	readonly HeadersTooLarge: {
		readonly status: 431;
		readonly other: true;
	};
};
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
export declare const ERROR_CODES: {
	readonly BAD_REQUEST: readonly ["InvalidBody", "InvalidPatch", "InvalidRequest", "MalformedRequest"];
	readonly VALIDATION_FAILED: readonly ["InvalidBody"];
	readonly QUERY_NOT_ALLOWED: readonly ["InvalidBody", "InvalidPatch", "InvalidRequest"];
	readonly UNAUTHORIZED: readonly ["Unauthorized"];
	readonly KEY_EXPIRED: readonly ["Unauthorized"];
	readonly FORBIDDEN: readonly ["Forbidden"];
	readonly NOT_FOUND: readonly ["NotFound", "PatchNotApplicable", "UnknownPath"];
	readonly METHOD_NOT_ALLOWED: readonly ["MethodNotAllowed"];
	readonly REQUEST_TIMEOUT: readonly ["RequestTimeout"];
	readonly ALREADY_EXISTS: readonly ["AlreadyExists"];
	readonly CONCURRENT_MODIFICATION: readonly ["ConcurrentModification"];
	readonly PRECONDITION_FAILED: readonly ["PreconditionFailed"];
	readonly PAYLOAD_TOO_LARGE: readonly ["PayloadTooLarge"];
	readonly UNSUPPORTED_MEDIA_TYPE: readonly ["UnsupportedMediaType"];
	readonly HEADERS_TOO_LARGE: readonly ["HeadersTooLarge"];
	readonly RATE_LIMITED: readonly ["RateLimited"];
	readonly INTERNAL: readonly ["Internal"];
	readonly FORBIDDEN_KEY: readonly ["InvalidPatch"];
	readonly LIMIT: readonly ["InvalidPatch"];
	readonly INVALID_PATCH: readonly ["InvalidPatch"];
	readonly CONFLICT: readonly ["InvalidPatch"];
	readonly IMMUTABLE: readonly ["PatchNotApplicable"];
	readonly AMBIGUOUS: readonly ["PatchNotApplicable"];
	readonly EXISTS: readonly ["PatchNotApplicable"];
	readonly INVALID_RESULT: readonly ["PatchNotApplicable"];
};
export type ErrorCodeName = keyof typeof ERROR_CODES;
/**
* The operations: `request` is the form of the body taken (`create` or `patch`) and the headers read;
* the success answer is a cluster as read (`resource`), under its status with its headers; `errors`
* are the error answers, by name. `extension`: not part of the described service, the reference
* server adds it.
*/
export declare const OPERATIONS: {
	readonly createCluster: {
		readonly method: "POST";
		readonly path: "/org/{org}/mk8s";
		readonly request: {
			readonly body: "create";
			readonly headers: readonly [];
		};
		readonly success: {
			readonly status: 201;
			readonly body: "resource";
			readonly headers: readonly ["Location", "ETag"];
		};
		readonly errors: readonly ["InvalidBody", "Unauthorized", "Forbidden", "AlreadyExists", "PayloadTooLarge", "UnsupportedMediaType", "RateLimited", "Internal"];
	};
	readonly getCluster: {
		readonly method: "GET";
		readonly path: "/org/{org}/mk8s/{name}";
		readonly extension: true;
		readonly success: {
			readonly status: 200;
			readonly body: "resource";
			readonly headers: readonly ["ETag"];
		};
		readonly errors: readonly ["InvalidRequest", "Unauthorized", "Forbidden", "NotFound", "Internal"];
	};
	readonly patchCluster: {
		readonly method: "PATCH";
		readonly path: "/org/{org}/mk8s/{name}";
		readonly request: {
			readonly body: "patch";
			readonly headers: readonly ["If-Match"];
		};
		readonly success: {
			readonly status: 200;
			readonly body: "resource";
			readonly headers: readonly ["ETag"];
		};
		readonly errors: readonly ["InvalidPatch", "Unauthorized", "Forbidden", "NotFound", "ConcurrentModification", "PreconditionFailed", "PayloadTooLarge", "UnsupportedMediaType", "PatchNotApplicable", "RateLimited", "Internal"];
	};
};
export type OperationId = keyof typeof OPERATIONS;
export interface Operation {
	readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
	/** The path template, `{name}` for a path parameter. */
	readonly path: string;
	readonly request?: {
		readonly body: "create" | "patch";
		readonly headers: readonly string[];
	};
	readonly success: {
		readonly status: number;
		readonly body: "resource";
		readonly headers: readonly string[];
	};
	readonly errors: readonly ErrorResponseName[];
	readonly extension?: boolean;
}
/** The tables hold the shapes their interfaces say (checked by the compiler, nothing at run time). */
export type SurfaceIsWellFormed = [MustHold<typeof ERROR_RESPONSES, Record<string, ErrorResponse>>, MustHold<typeof ERROR_CODES, Record<string, readonly ErrorResponseName[]>>, MustHold<typeof OPERATIONS, Record<string, Operation>>];
type MustHold<
	T extends U,
	U
> = T;
/** The names of the path parameters of a path template, in order (`['org', 'name']`). */
export declare function pathParameters(path: string): string[];
/** A path template with each parameter replaced by what `value` gives for it. */
export declare function fillPath(path: string, value: (parameter: string) => string): string;
/** The methods each path template takes, in the order of the table (what a 405 answer's `Allow` lists). */
export declare function methodsByPath(): Map<string, string[]>;
export {};
