// generated from spec/ — do not edit
// Types of templates/runtime/client/validating.ts.
/**
* The client of the package root: `createClient` validates request bodies before sending them and
* error bodies before trusting them, with the package's validators. The client's code is the one
* `@mk8s/schema/client` (`index.ts`) runs, imported from `shared.ts`, not copied: an
* `ApiRequestError` thrown by either entry is `instanceof` the other's class.
*/
import type { Client, ClientOptions } from "./core.cjs";
import { ApiRequestError, RequestValidationError, responseOf } from "./shared.cjs";
export type { CallOptions, Client, ClientOptions } from "./core.cjs";
export type { ApiRequestErrorInit, RequestSummary } from "./errors.cjs";
export type { ResponseInfo } from "./response.cjs";
export { ApiRequestError, RequestValidationError, responseOf };
/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export declare function createClient(options: ClientOptions): Client;
