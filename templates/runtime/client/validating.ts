/**
 * The client of the package root: `createClient` validates request bodies before sending them and
 * error bodies before trusting them, with the package's validators. The client itself is
 * `@mk8s/schema/client` (`index.ts`), imported, not copied: an `ApiRequestError` thrown by either
 * entry is `instanceof` the other's class.
 */
import { type Client, type ClientOptions, clientWith } from './index.js';
import { PACKAGE_CHECKS } from './validation.js';

export {
  ApiRequestError,
  type ApiRequestErrorInit,
  type CallOptions,
  type Client,
  type ClientOptions,
  type RequestSummary,
  RequestValidationError,
  type ResponseInfo,
  responseOf,
} from './index.js';

/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export function createClient(options: ClientOptions): Client {
  return clientWith(options, PACKAGE_CHECKS);
}
