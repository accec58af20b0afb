/**
 * The one HTTP exchange the client makes: the platform `fetch` (or the one given), an `AbortSignal`
 * and a timeout combined into one signal, and the answer read as text before the deadline. Redirects
 * are never followed (`redirect: 'manual'`): a redirect elsewhere would take the body, and whatever
 * credentials it holds, to another server; the answer reports it instead (answer.ts).
 */

/** The platform's `fetch` type where the consumer's `lib` or `@types/node` declares one. */
export type Fetch = typeof globalThis extends { fetch: infer F } ? F : FetchLike;

/** The platform's `AbortSignal` type where declared, a structural stand-in otherwise. */
export type Signal = typeof globalThis extends { AbortSignal: { prototype: infer S } } ? S : SignalLike;

/** The part of `fetch` the client uses; any WHATWG-compatible implementation fits. */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    signal: SignalLike;
    /** Always `manual`: the API defines no redirects, and a redirect is reported, never followed. */
    redirect: 'manual';
  },
) => Promise<ResponseLike>;

export interface ResponseLike {
  readonly status: number;
  readonly statusText: string;
  /** `opaqueredirect` for a redirect in a browser, which shows it with status 0. */
  readonly type?: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface SignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface Exchange {
  /** The client's method making the request (`getCluster`), for messages; not sent. */
  readonly operation: string;
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  /** None for a request without a body (`GET`). */
  readonly body?: string;
}

export interface Answer {
  readonly status: number;
  readonly statusText: string;
  readonly contentType: string;
  /** The `ETag` header, when the answer has one. */
  readonly etag: string | undefined;
  /** The `Location` header, when the answer has one (a redirect). */
  readonly location: string | undefined;
  /** A redirect: a 3xx status, or a browser's opaque redirect (status 0). */
  readonly redirect: boolean;
  readonly text: string;
}

/**
 * Sends the request and reads the whole answer, or rejects with the abort reason: the caller's
 * `signal.reason`, or a `TimeoutError` `DOMException` once `timeout` milliseconds have passed.
 * The deadline covers the body too, and holds even for a `fetch` that ignores its signal.
 */
export async function exchange(
  fetchFn: FetchLike,
  request: Exchange,
  signal: SignalLike | undefined,
  timeout: number | undefined,
): Promise<Answer> {
  const deadline = startDeadline(signal, timeout);
  try {
    if (deadline.controller.signal.aborted) throw deadline.controller.signal.reason;
    const { operation, ...init } = request;
    const response = await raceAbort(
      fetchFn(request.url, { ...init, signal: deadline.controller.signal, redirect: 'manual' }),
      deadline.controller.signal,
    );
    checkResponse(response, operation);
    const text = await raceAbort(response.text(), deadline.controller.signal);
    const header = (name: string): string | undefined => response.headers.get(name) ?? undefined;
    const redirect = (response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect';
    return {
      status: response.status,
      statusText: response.statusText,
      contentType: header('content-type') ?? '',
      etag: header('etag'),
      location: header('location'),
      redirect,
      text,
    };
  } catch (error) {
    throw deadline.controller.signal.aborted ? deadline.controller.signal.reason : error;
  } finally {
    deadline.stop();
  }
}

/**
 * What `fetch` resolved with must be read as a Response: a test double or wrapper that gives
 * something else is named as the cause, rather than failing inside the client (`response.text is
 * not a function`).
 */
function checkResponse(response: unknown, operation: string): asserts response is ResponseLike {
  const problem = responseProblem(response);
  if (problem === undefined) return;
  throw new TypeError(
    `${operation}: the fetch function resolved with ${problem}, not a Response (the client reads its status, headers.get() and text())`,
  );
}

function responseProblem(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
  const response = value as { status?: unknown; text?: unknown; headers?: { get?: unknown } | null };
  if (typeof response.status !== 'number') return 'an object without a numeric status';
  if (typeof response.text !== 'function') return 'an object without text()';
  if (typeof response.headers?.get !== 'function') return 'an object without headers.get()';
  return undefined;
}

interface Deadline {
  readonly controller: AbortController;
  readonly stop: () => void;
}

function startDeadline(signal: SignalLike | undefined, timeout: number | undefined): Deadline {
  const controller = new AbortController();
  const forward = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer =
    timeout === undefined
      ? undefined
      : setTimeout(
          () => controller.abort(new DOMException(`the request took longer than ${timeout} ms`, 'TimeoutError')),
          timeout,
        );
  return {
    controller,
    stop: () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** `promise`, or the abort reason if the signal fires first (the loser's rejection is handled). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
