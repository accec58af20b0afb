// generated from spec/ — do not edit
// Types of templates/runtime/client/core.ts.
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
import type { ClusterPatch } from "../patch-types.cjs";
import type { Cluster, ClusterCreate } from "../types.cjs";
import type { Fetch, Signal } from "./transport.cjs";
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
