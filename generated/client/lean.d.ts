// generated from spec/ — do not edit
// Types of templates/runtime/client/lean.ts.
/**
* `@mk8s/schema/client`: the same client as the package root's, without the validators, so a
* bundle that imports it holds none of them. Bodies are sent as given (`validate` must be `false`);
* an error answer is read by its shape (`status`, `code`, `message`, `id`), not validated.
*/
import { type Client, type ClientOptions } from "./core.js";
export type { CallOptions, Client } from "./core.js";
export { ApiRequestError, type ApiRequestErrorInit, type RequestSummary, RequestValidationError } from "./errors.js";
export { type ResponseInfo, responseOf } from "./response.js";
/** The options of the root's client, with validation off: this client has no validators. */
export type LeanClientOptions = Omit<ClientOptions, "validate"> & {
	validate?: false;
};
/** A client for one service and one key, validating nothing. Throws a `TypeError` on bad options. */
export declare function createClient(options: LeanClientOptions): Client;
