// generated from spec/ — do not edit
// Reading the service answer: the cluster, or an ApiRequestError.
import { ApiRequestError } from "./errors.js";
import { checkErrorBody } from "./validation.js";
const REDACTED = "[redacted]";
const TEXT_LIMIT = 2e3;
export function readAnswer(answer, request, secret) {
	const text = redactText(answer.text, secret);
	const parsed = parseJson(text, secret);
	if (answer.status >= 200 && answer.status < 300) {
		if (isObject(parsed.value)) return parsed.value;
		throw madeUpError(answer, request, text, "the answer is not a JSON object");
	}
	if (!parsed.ok) throw madeUpError(answer, request, text, "the answer is not JSON");
	const checked = checkErrorBody(parsed.value);
	if (checked.ok) throw new ApiRequestError({
		...request,
		status: answer.status,
		body: checked.value
	});
	throw new ApiRequestError({
		...request,
		status: answer.status,
		body: salvage(parsed.value, answer),
		responseText: text.slice(0, TEXT_LIMIT),
		bodyIssues: checked.errors
	});
}
function madeUpError(answer, request, text, why) {
	const kind = answer.contentType === "" ? "no content type" : answer.contentType.split(";")[0];
	const start = text.trim().slice(0, 200).replace(/\s+/g, " ");
	const message = `${why} (${kind}, ${answer.statusText || "no status text"})${start === "" ? ": empty body" : `: ${start}`}`;
	return new ApiRequestError({
		...request,
		status: answer.status,
		body: {
			status: answer.status,
			code: "INVALID_ERROR_BODY",
			message
		},
		responseText: text.slice(0, TEXT_LIMIT)
	});
}
/**
* An error body that failed validation (a newer service adding a member, a proxy's own JSON) still
* says something useful: keep its `code`, `message` and `id` when they are strings.
*/
function salvage(value, answer) {
	const record = isObject(value) ? value : {};
	const text = (key) => typeof record[key] === "string" ? record[key] : undefined;
	const id = text("id");
	return {
		status: answer.status,
		code: text("code") ?? "INVALID_ERROR_BODY",
		message: text("message") ?? `the ${answer.status} answer is not a valid error body`,
		...id === undefined ? {} : { id }
	};
}
function parseJson(text, secret) {
	try {
		return {
			ok: true,
			value: redactValue(JSON.parse(text), secret)
		};
	} catch {
		return {
			ok: false,
			value: undefined
		};
	}
}
/** The key cut out of raw text, as written and as JSON writes it inside a string. */
export function redactText(text, secret) {
	if (secret === "") return text;
	const escaped = JSON.stringify(secret).slice(1, -1);
	return text.split(secret).join(REDACTED).split(escaped).join(REDACTED);
}
/** A parsed value whose strings could still spell the key (through `\u` escapes). */
function redactValue(value, secret) {
	const text = JSON.stringify(value);
	const escaped = JSON.stringify(secret).slice(1, -1);
	return text.includes(escaped) ? JSON.parse(text.split(escaped).join(REDACTED)) : value;
}
function isObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
