// generated from spec/ — do not edit
// Types of templates/runtime/client/answer.ts.
/**
* Turning the service's answer into a result: the cluster of a 2xx answer, or an `ApiRequestError`
* whose body is the validated error body, or one made up from what came back (a redirect, which the
* API does not define, among them). Every text an error takes from the answer (status text, headers,
* body) has the API key cut out first, in any spelling (redact.ts), so a service that echoes the key
* cannot leak it into error messages or logs. The cluster of a 2xx answer is data, returned exactly as sent:
* cutting a short key out of it (`k` out of `"kind"`) would corrupt it.
*/
import type { ApiError, Cluster } from "../types.cjs";
import type { ValidationResult } from "../validators/index.cjs";
import { type RequestSummary } from "./errors.cjs";
import type { Answer } from "./transport.cjs";
/** Judges an error body; without one, an error body is read by its shape (`salvage`). */
export type ErrorCheck = (value: unknown) => ValidationResult<ApiError>;
export declare function readAnswer(answer: Answer, request: RequestSummary, secret: string, checkError?: ErrorCheck): Cluster;
