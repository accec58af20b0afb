// generated from spec/ — do not edit
// Types of templates/runtime/patch/created-record.ts.
/**
* The check of a record a server made from a create body: the body plus the service's fields (`id`,
* `version`, `links`, …). The create check has judged the body's members in their create shape; a
* member whose create shape is its read shape (`differsOnRead` unset in the model) is then valid where
* the record holds it, so only the rest is read again: the record's own object with the service's
* fields, the members whose shape differs on read (`spec`, `provider`, `networking`, … down to the
* members that are the same), and the record's size against the resource's limit. Everything else is
* taken as known, unread (the resource check's `known`, as the patch engine's result check does).
*
* What is known is found by identity: the record's members must be the body's very values. A record
* that is not the body plus service fields (another member, a member replaced, a service field in the
* body) is checked whole, so the answer is that of the full resource check whatever `record` is; only
* the body is trusted, and only for what the create check has said of it.
*/
import { type ValidationResult } from "../validators/runtime.cjs";
import type { PatchModelData } from "./model-data.cjs";
export interface CreatedRecordChecks {
	/** The full check of a resource (`validateCluster`). Never throws. */
	readonly validate: (value: unknown) => ValidationResult<unknown>;
	/**
	* The resource check that takes as valid, unread, every object or array for which `known` answers
	* true (`validateClusterKnowing`), without a size limit. Never throws.
	*/
	readonly validateKnowing: (value: unknown, known: (value: object) => boolean) => ValidationResult<unknown>;
}
/** `(record, body, recordBytes?)`: the answer the full resource check gives for `record`. */
export type CreatedRecordCheck = (record: unknown, body: unknown, recordBytes?: number) => ValidationResult<unknown>;
export declare function createCreatedRecordCheck(data: PatchModelData, checks: CreatedRecordChecks): CreatedRecordCheck;
