// generated from spec/ — do not edit
// Types of templates/runtime/client/index.ts.
import type { ClusterPatch } from "../patch-types.js";
import type { Cluster, ClusterCreate } from "../types.js";
import type { Fetch, Signal } from "./transport.js";
export { ApiRequestError, type ApiRequestErrorInit, type RequestSummary, RequestValidationError } from "./errors.js";
export interface ClientOptions {
	/** Where the service is, such as `https://api.example.com`; request paths are appended to it. */
	baseUrl: string;
	/** The API key (a service account key is an API key); sent as `Authorization: Bearer <key>`. */
	apiKey: string;
	/** The `fetch` to use; the platform's `globalThis.fetch` (looked up at each call) by default. */
	fetch?: Fetch;
	/** Validate request bodies before sending them (default `true`). */
	validate?: boolean;
	/** Milliseconds a call may take, answer included, before it rejects with a `TimeoutError`. */
	timeout?: number;
}
/** Options of one call; each overrides the client's own. */
export interface CallOptions {
	/** Aborts the call; it then rejects with the signal's reason. */
	signal?: Signal;
	timeout?: number;
	validate?: boolean;
	/** Sent as `If-Match`: the call fails with 412 when the cluster's version differs. */
	ifMatch?: string;
}
export interface Client {
	/** `POST /org/{org}/mk8s`: creates a cluster and resolves with it as the service returns it (201). */
	createCluster(org: string, body: ClusterCreate, options?: CallOptions): Promise<Cluster>;
	/** `PATCH /org/{org}/mk8s/{name}`: applies a patch and resolves with the whole updated cluster (200). */
	patchCluster(org: string, name: string, patch: ClusterPatch, options?: CallOptions): Promise<Cluster>;
}
/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export declare function createClient(options: ClientOptions): Client;
