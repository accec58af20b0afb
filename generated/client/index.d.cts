// generated from spec/ — do not edit
// Types of templates/runtime/client/index.ts.
/**
* The client of the package root: `createClient` validates request bodies before sending them and
* error bodies before trusting them, with the package's validators. (`@mk8s/schema/client` is the
* same client without them, for bundles that turn validation off.)
*/
import { type Client, type ClientOptions } from "./core.cjs";
export type { CallOptions, Client, ClientOptions } from "./core.cjs";
export { ApiRequestError, type ApiRequestErrorInit, type RequestSummary, RequestValidationError } from "./errors.cjs";
export { type ResponseInfo, responseOf } from "./response.cjs";
/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export declare function createClient(options: ClientOptions): Client;
