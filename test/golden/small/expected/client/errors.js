// generated from spec/ — do not edit
// Errors of the typed client: ApiRequestError and RequestValidationError.
/**
* The service answered with a status outside 2xx (or with a 2xx answer the client cannot read).
* `body` is the service's error body, validated; when the answer was not a valid error body (an
* HTML page from a proxy, a truncated answer) `body` is made up from what was there, its `code` is
* `INVALID_ERROR_BODY`, and `responseText` holds the start of the raw text.
*/
export class ApiRequestError extends Error {
	/** HTTP status of the answer. */
	status;
	/** The error body: as the service sent it when valid, otherwise made up (see the class note). */
	body;
	operation;
	method;
	path;
	/** The raw answer (at most 2,000 characters) when it was not a valid error body. */
	responseText;
	/** Why the answer was not accepted as an error body, when it was not. */
	bodyIssues;
	constructor(init) {
		super(`${init.operation} (${init.method} ${init.path}) failed with ${init.status} ${init.body.code}: ${init.body.message}`);
		this.name = "ApiRequestError";
		this.status = init.status;
		this.body = init.body;
		this.operation = init.operation;
		this.method = init.method;
		this.path = init.path;
		this.responseText = init.responseText;
		this.bodyIssues = init.bodyIssues;
	}
}
/** The body did not pass the package's validator, so the client did not send it. */
export class RequestValidationError extends Error {
	operation;
	/** Every problem found, each with the JSON Pointer of the offending value. */
	issues;
	constructor(operation, issues) {
		const shown = issues.slice(0, 5).map((issue) => `${issue.path || "/"}: ${issue.message}`);
		const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : "";
		super(`${operation}: the body is invalid, nothing was sent: ${shown.join("; ")}${more}`);
		this.name = "RequestValidationError";
		this.operation = operation;
		this.issues = issues;
	}
}
