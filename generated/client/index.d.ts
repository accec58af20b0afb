// generated from spec/ — do not edit
// Types of templates/runtime/client/index.ts.
/**
* `@mk8s/schema/client`: the client without the validators, so a bundle that imports it holds none
* of them. Bodies are sent as given (`validate` must be `false`, on the client and on each call);
* an error answer is read by its shape (`status`, `code`, `message`, `id`), not validated.
* The client's code and classes are in `shared.ts`, which the package root's client (`validating.ts`)
* imports too, so both entries share one `ApiRequestError` class and one `responseOf`. It is the
* folder's `index` so that a resolver that ignores `exports` (Parcel's default, webpack without
* `exportsFields`) finds this client, not the validating one, at `@mk8s/schema/client`.
*/
import type { CallOptions, Client, ClientOptions } from "./core.js";
import { ApiRequestError, RequestValidationError, responseOf } from "./shared.js";
export type { CallOptions, Client, ClientOptions } from "./core.js";
export type { ApiRequestErrorInit, RequestSummary } from "./errors.js";
export type { ResponseInfo } from "./response.js";
export { ApiRequestError, RequestValidationError, responseOf };
/** The options of the root's client, with validation off: this client has no validators. */
export type LeanClientOptions = Omit<ClientOptions, "validate"> & {
	validate?: false | undefined;
};
/** The options of one call of this client: no call can turn validation on. */
export type LeanCallOptions = Omit<CallOptions, "validate"> & {
	validate?: false | undefined;
};
/** The client of `@mk8s/schema/client`: its calls take `LeanCallOptions`. */
export type LeanClient = Client<LeanCallOptions>;
/**
* A client for one service and one key, validating nothing. Throws a `TypeError` on bad options
* (`validate: true` among them); a call given `validate: true` rejects with a `TypeError` (this
* client has nothing to validate with).
*/
export declare function createClient(options: LeanClientOptions): LeanClient;
