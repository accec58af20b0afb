// generated from spec/ — do not edit
// Types of templates/runtime/client/transport.ts.
/**
* The one HTTP exchange the client makes: the platform `fetch` (or the one given), an `AbortSignal`
* and a timeout combined into one signal, and the answer read as text before the deadline. Redirects
* are never followed (`redirect: 'manual'`): a redirect elsewhere would take the body, and whatever
* credentials it holds, to another server; the answer reports it instead (answer.ts).
*/
/** The platform's `fetch` type where the consumer's `lib` or `@types/node` declares one. */
export type Fetch = typeof globalThis extends {
	fetch: infer F;
} ? F : FetchLike;
/** The platform's `AbortSignal` type where declared, a structural stand-in otherwise. */
export type Signal = typeof globalThis extends {
	AbortSignal: {
		prototype: infer S;
	};
} ? S : SignalLike;
/** The part of `fetch` the client uses; any WHATWG-compatible implementation fits. */
export type FetchLike = (url: string, init: {
	method: string;
	headers: Record<string, string>;
	body?: string;
	signal: SignalLike;
	/** Always `manual`: the API defines no redirects, and a redirect is reported, never followed. */
	redirect: "manual";
}) => Promise<ResponseLike>;
export interface ResponseLike {
	readonly status: number;
	readonly statusText: string;
	/** `opaqueredirect` for a redirect in a browser, which shows it with status 0. */
	readonly type?: string;
	readonly headers: {
		get(name: string): string | null;
	};
	text(): Promise<string>;
}
export interface SignalLike {
	readonly aborted: boolean;
	readonly reason?: unknown;
	addEventListener(type: "abort", listener: () => void, options?: {
		once?: boolean;
	}): void;
	removeEventListener(type: "abort", listener: () => void): void;
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
export declare function exchange(fetchFn: FetchLike, request: Exchange, signal: SignalLike | undefined, timeout: number | undefined): Promise<Answer>;
