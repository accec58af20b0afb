// generated from spec/ — do not edit
// Types of templates/runtime/client/errors.ts.
/**
* The errors the client rejects with: `ApiRequestError` for an answer outside 2xx (or a 2xx answer
* that is not a JSON object: a 2xx object is returned as the cluster without being validated, so a
* newer service's added fields never break a client), `RequestValidationError` for a body refused
* before it is sent. `instanceof` either class is true of an error thrown by any copy of the package
* in the process (its ESM and CommonJS builds, or two copies in one bundle; identity.ts).
*/
import type { ApiError } from "../types.cjs";
import type { ValidationIssue } from "../validators/index.cjs";
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
export declare class ApiRequestError extends Error {
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
	constructor(init: ApiRequestErrorInit);
	/** An `ApiRequestError` of any copy of the package (ESM or CommonJS); a subclass as usual. */
	static [Symbol.hasInstance](value: unknown): boolean;
}
/** The body did not pass the package's validator, so the client did not send it. */
export declare class RequestValidationError extends Error {
	readonly operation: string;
	/** Every problem found, each with the JSON Pointer of the offending value. */
	readonly issues: readonly ValidationIssue[];
	constructor(operation: string, issues: readonly ValidationIssue[]);
	/** A `RequestValidationError` of any copy of the package (ESM or CommonJS); a subclass as usual. */
	static [Symbol.hasInstance](value: unknown): boolean;
}
