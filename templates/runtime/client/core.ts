/**
 * The typed client of the cluster API: `createCluster`, `getCluster` and `patchCluster` over the
 * platform `fetch`, each operation as the HTTP surface table describes it.
 * Bodies are validated before they are sent (unless turned off), path parameters are encoded, and a
 * status outside 2xx rejects with `ApiRequestError`. The API key goes into the `Authorization`
 * header and nowhere else: never into a URL, an error message or a log line.
 * The validators come in as `Checks`: the package root's client passes the package's (`validating.ts`),
 * `@mk8s/schema/client` passes none (`index.ts`), so a bundle of the latter holds no validator; a
 * call that asks a client without validators to validate is refused, never silently unchecked.
 */
import { fillPath, HEADERS, MEDIA_TYPE, OPERATIONS, type Operation, type OperationId } from '../http/surface.js';
import type { ClusterPatch } from '../patch-types.js';
import type { Cluster, ClusterCreate } from '../types.js';
import { readAnswer } from './answer.js';
import { RequestValidationError } from './errors.js';
import { ifMatchHeader, remember } from './response.js';
import type { Fetch, FetchLike, Signal, SignalLike } from './transport.js';
import { exchange } from './transport.js';
import type { Checks } from './validation.js';

/**
 * Every optional setting here and in `CallOptions` also takes `undefined`, meaning "not given" (the
 * default), so code compiled with `exactOptionalPropertyTypes` can pass on its own optional settings.
 */
export interface ClientOptions {
  /** Where the service is, such as `https://api.example.com`; request paths are appended to it. */
  baseUrl: string;
  /** The API key (a service account key is an API key); sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The `fetch` to use; the platform's `globalThis.fetch` (looked up at each call) by default. */
  fetch?: Fetch | undefined;
  /** Validate request bodies before sending them (default `true`). */
  validate?: boolean | undefined;
  /** Milliseconds a call may take, answer included, before it rejects with a `TimeoutError`. */
  timeout?: number | undefined;
}

/** Options of one call; each overrides the client's own. */
export interface CallOptions {
  /** Aborts the call; it then rejects with the signal's reason. */
  signal?: Signal | undefined;
  timeout?: number | undefined;
  validate?: boolean | undefined;
  /**
   * Sent as `If-Match` (patches): the cluster's `version` (`created.version`) or an ETag
   * (`responseOf(created)?.etag`, or `*`); the call fails with 412 when the version differs.
   */
  ifMatch?: number | string | undefined;
}

/** The operations of the service; `Call` is what each call takes besides its arguments. */
export interface Client<Call extends CallOptions = CallOptions> {
  /** `POST /org/{org}/mk8s`: creates a cluster and resolves with it as the service returns it (201). */
  createCluster(org: string, body: ClusterCreate, options?: Call): Promise<Cluster>;
  /** `GET /org/{org}/mk8s/{name}`: the cluster as it is now (200). */
  getCluster(org: string, name: string, options?: Call): Promise<Cluster>;
  /** `PATCH /org/{org}/mk8s/{name}`: applies a patch and resolves with the whole updated cluster (200). */
  patchCluster(org: string, name: string, patch: ClusterPatch, options?: Call): Promise<Cluster>;
}

interface Settings {
  readonly base: string;
  readonly apiKey: string;
  readonly fetch: Fetch | undefined;
  readonly validate: boolean;
  readonly timeout: number | undefined;
  readonly checks: Checks | undefined;
}

/**
 * A client for one service and one key, validating with `checks` (none: bodies are sent as given,
 * error bodies read by their shape). Throws a `TypeError` (naming the option) on bad options.
 * @internal
 */
export function clientWith(options: ClientOptions, checks: Checks | undefined): Client {
  const settings: Settings = {
    base: checkBaseUrl(options.baseUrl),
    apiKey: checkApiKey(options.apiKey),
    fetch: options.fetch,
    validate: options.validate ?? checks !== undefined,
    timeout: checkTimeout(options.timeout),
    checks,
  };
  if (settings.validate && checks === undefined) {
    throw new TypeError(
      'createClient: this client has no validators; validate must be false (import createClient from @mk8s/schema to validate)',
    );
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new TypeError('createClient: fetch must be a function');
  }
  return {
    createCluster: async (org, body, call) => send(settings, 'createCluster', { org }, body, call),
    getCluster: async (org, name, call) => send(settings, 'getCluster', { org, name }, undefined, call),
    patchCluster: async (org, name, patch, call) => send(settings, 'patchCluster', { org, name }, patch, call),
  };
}

/**
 * One operation of the HTTP surface table: its method and path, and when it takes a body, the body
 * checked before it is sent. The cluster it resolves with remembers its answer (`responseOf`).
 */
async function send(
  settings: Settings,
  operation: OperationId,
  parameters: Readonly<Record<string, string>>,
  body: unknown,
  call: CallOptions = {},
): Promise<Cluster> {
  const described: Operation = OPERATIONS[operation];
  const { method, path: template, request } = described;
  const path = fillPath(template, (name) => segment(name, parameters[name] as string));
  if (call.validate === true && settings.checks === undefined) {
    throw new TypeError(
      `${operation}: this client has no validators; validate must be false (import createClient from @mk8s/schema to validate)`,
    );
  }
  if (request !== undefined && settings.checks !== undefined && (call.validate ?? settings.validate)) {
    const checked = settings.checks.request(request.body, body);
    if (!checked.ok) throw new RequestValidationError(operation, checked.errors);
  }
  const headers: Record<string, string> = {
    accept: MEDIA_TYPE,
    [HEADERS.authorization.toLowerCase()]: `Bearer ${settings.apiKey}`,
  };
  if (request !== undefined) headers['content-type'] = MEDIA_TYPE;
  if (call.ifMatch !== undefined && request?.headers.includes(HEADERS.ifMatch) === true) {
    headers[HEADERS.ifMatch.toLowerCase()] = ifMatchHeader(call.ifMatch);
  }
  const fetchFn = (settings.fetch ?? globalThis.fetch) as unknown as FetchLike;
  const answer = await exchange(
    fetchFn,
    {
      operation,
      url: settings.base + path,
      method,
      headers,
      ...(request === undefined ? {} : { body: JSON.stringify(body) }),
    },
    call.signal as SignalLike | undefined,
    checkTimeout(call.timeout) ?? settings.timeout,
  );
  const cluster = readAnswer(answer, { operation, method, path }, settings.apiKey, settings.checks?.error);
  return remember(cluster, { status: answer.status, etag: answer.etag });
}

/**
 * A path parameter, percent-encoded. `.` and `..` are refused: URL parsing would read them as
 * "this folder" and "the parent folder" and send the request elsewhere.
 */
function segment(what: string, value: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${what} must be a non-empty string`);
  if (value === '.' || value === '..') throw new TypeError(`${what} cannot be "${value}"`);
  return encodeURIComponent(value);
}

function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError('createClient: baseUrl must be an absolute URL such as https://api.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError('createClient: baseUrl must be an http: or https: URL');
  }
  if (url.username !== '' || url.password !== '') {
    throw new TypeError('createClient: baseUrl must not carry credentials; give the key as apiKey');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new TypeError('createClient: baseUrl must not carry a query or a fragment');
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The key is checked here so that `fetch` never builds an error message around it. */
function checkApiKey(apiKey: string): string {
  if (typeof apiKey !== 'string' || apiKey.trim() === '') {
    throw new TypeError('createClient: apiKey must be a non-empty string');
  }
  if (!/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(apiKey)) {
    throw new TypeError('createClient: apiKey holds characters an HTTP header cannot carry (it was not sent)');
  }
  return apiKey;
}

function checkTimeout(timeout: number | undefined): number | undefined {
  if (timeout === undefined) return undefined;
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout < 0) {
    throw new TypeError('timeout must be a finite number of milliseconds, 0 or more');
  }
  return timeout;
}
