// generated from spec/ — do not edit
// Types of templates/runtime/client/response.ts.
/**
* What a successful answer said besides the cluster: its status and its `ETag` (the cluster's
* `version` as `"<version>"`), kept beside the returned object, so a caller can send the next
* patch with `ifMatch` without a second request. The cluster stays a plain JSON value: nothing is
* added to it, and a copy of it has no response. The table is one for every copy of the package in
* the process (identity.ts), so `responseOf` of the ESM build knows the answers of the CommonJS one.
*/
import type { Cluster } from "../types.js";
export interface ResponseInfo {
	/** HTTP status of the answer (201 for a create, 200 otherwise). */
	readonly status: number;
	/** The `ETag` header as sent (`"3"`); pass it, or the cluster's `version`, as `ifMatch`. */
	readonly etag: string | undefined;
}
/** The answer a cluster returned by the client came with; `undefined` for any other object. */
export declare function responseOf(cluster: Cluster): ResponseInfo | undefined;
/**
* The `If-Match` value: a `version` number as the ETag the service sends (`"3"`), a string as
* given (an ETag, or `*`).
*/
export declare function ifMatchHeader(value: number | string): string;
