// generated from spec/ — do not edit
// Types of templates/runtime/client/validating.ts.
/**
* The client of the package root: `createClient` validates request bodies before sending them and
* error bodies before trusting them, with the package's validators. The client itself is
* `@mk8s/schema/client` (`index.ts`), imported, not copied: an `ApiRequestError` thrown by either
* entry is `instanceof` the other's class.
*/
import { type Client, type ClientOptions } from "./index.cjs";
export { ApiRequestError, type ApiRequestErrorInit, type CallOptions, type Client, type ClientOptions, type RequestSummary, RequestValidationError, type ResponseInfo, responseOf } from "./index.cjs";
/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export declare function createClient(options: ClientOptions): Client;
