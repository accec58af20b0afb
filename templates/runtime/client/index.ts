/**
 * The client of the package root: `createClient` validates request bodies before sending them and
 * error bodies before trusting them, with the package's validators. (`@mk8s/schema/client` is the
 * same client without them, for bundles that turn validation off.)
 */
import { type Client, type ClientOptions, clientWith } from './core.js';
import { PACKAGE_CHECKS } from './validation.js';

export type { CallOptions, Client, ClientOptions } from './core.js';
export { ApiRequestError, type ApiRequestErrorInit, type RequestSummary, RequestValidationError } from './errors.js';
export { type ResponseInfo, responseOf } from './response.js';

/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export function createClient(options: ClientOptions): Client {
  return clientWith(options, PACKAGE_CHECKS);
}
