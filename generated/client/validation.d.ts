// generated from spec/ — do not edit
// Types of templates/runtime/client/validation.ts.
/**
* The client's only link to the validators: which validator judges which body. Request bodies are
* checked before they are sent; error bodies before they are trusted.
*/
import type { OPERATIONS, OperationId } from "../http/surface.js";
import type { ApiError } from "../types.js";
import { type ValidationResult } from "../validators/index.js";
/** The operations of the HTTP surface table that send a body. */
export type Operation = { [K in OperationId]: (typeof OPERATIONS)[K] extends {
	readonly request: object;
} ? K : never }[OperationId];
/** What the client checks: request bodies before they are sent, error bodies before they are trusted. */
export interface Checks {
	readonly request: (form: "create" | "patch", body: unknown) => ValidationResult<unknown>;
	readonly error: (value: unknown) => ValidationResult<ApiError>;
}
/** The package's validators, for the client of the package root. */
export declare const PACKAGE_CHECKS: Checks;
/**
* The form of a request body (the table's `request.body`) and the validator that judges it; then,
* for a valid body, what its JSON text would carry that the service refuses and the validators,
* which take values, leave to the readers of text: half of a UTF-16 surrogate pair without the
* other (I-JSON, RFC 7493 §2.1). The text is searched for an escaped surrogate, and only then the
* body for where it is.
*/
export declare function checkRequestBody(form: "create" | "patch", body: unknown): ValidationResult<unknown>;
export declare function checkErrorBody(value: unknown): ValidationResult<ApiError>;
