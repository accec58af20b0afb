// generated from spec/ — do not edit
// Runtime helpers of the compiled validators.
/**
* Shared runtime of the compiled validators: the issue list, JSON Pointer escaping, messages, and the
* checks that are the same for every field (forbidden keys, uniqueness, free-form values). The
* per-type checks are generated into validators/index.js; nothing here compiles a schema or code.
*
* Paths: a run keeps the reference tokens from the root to the value being checked on a stack, so a
* valid body builds no strings; an issue's JSON Pointer is made from the stack when it is reported.
* Helpers take the `token` of the member at fault below the current value (`undefined` for the
* current value itself).
*/
/** One problem found in a value: where (a JSON Pointer), a stable code, and a message for people. */
export interface ValidationIssue {
	readonly path: string;
	readonly code: string;
	readonly message: string;
}
/** The outcome of a validator: the value, typed, or every issue found. */
export type ValidationResult<T> = {
	readonly ok: true;
	readonly value: T;
} | {
	readonly ok: false;
	readonly errors: ValidationIssue[];
};
export interface ValidateOptions {
	/**
	* Read-modify-write: leave out the fields the service sets (`id`, `status`, …, and read-only
	* members such as the full `networking` of providers that take only `dnsForwarder`) instead of
	* reporting them. The result's `value` is then a copy without them; the input is never changed.
	*/
	readonly stripReadOnly?: boolean;
}
