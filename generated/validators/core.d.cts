// generated from spec/ — do not edit
// Types of templates/runtime/validators/core.ts.
/**
* Core of the compiled validators' runtime: a validation run — its state, how it starts, and its
* result, issues in the order of precedence (with the copy that leaves read-only members out). How
* issues are recorded is in issues.ts, the forbidden-key screen in screen.ts. The per-type checks
* are generated into validators/index.js; nothing here compiles a schema or evaluates code.
*/
/**
* One problem found in a value: where (a JSON Pointer), a stable code, and a message for people. An
* error answer lists these in `details.issues`: the spec's `ValidationIssue` (spec/error.json), which
* the spec check holds to these members and the package's types re-export from here.
*/
export interface ValidationIssue {
	/** The JSON Pointer of the offending value, into the body, or into the resulting cluster for `INVALID_RESULT`; `""` is the root. */
	readonly path: string;
	/** A stable issue code (`REQUIRED`, `PATTERN`, …), or, in a patch, one of the patch error codes. */
	readonly code: string;
	/** What is wrong, for people; may change between versions, so do not match on it. */
	readonly message: string;
	/**
	* In a patch, an `INVALID_PATCH` that breaks a rule of the create shape carries that rule's code
	* as well (`PATTERN`, `REQUIRED`, `DUPLICATE_IDENTIFIER`, …): the code a create body would get.
	*/
	readonly detail?: string;
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
	* `undefined` is the default, `false`.
	*/
	readonly stripReadOnly?: boolean | undefined;
}
