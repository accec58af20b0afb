// generated from spec/ — do not edit
// Typed client of the cluster API: createClient.
import { readAnswer } from "./answer.js";
import { RequestValidationError } from "./errors.js";
import { exchange } from "./transport.js";
import { checkRequestBody } from "./validation.js";
/** A client for one service and one key. Throws a `TypeError` (naming the option) on bad options. */
export function createClient(options) {
	const settings = {
		base: checkBaseUrl(options.baseUrl),
		apiKey: checkApiKey(options.apiKey),
		fetch: options.fetch,
		validate: options.validate ?? true,
		timeout: checkTimeout(options.timeout)
	};
	if (options.fetch !== undefined && typeof options.fetch !== "function") {
		throw new TypeError("createClient: fetch must be a function");
	}
	return {
		createCluster: async (org, body, call) => send(settings, "createCluster", "POST", `/org/${segment("org", org)}/mk8s`, body, call),
		patchCluster: async (org, name, patch, call) => send(settings, "patchCluster", "PATCH", `/org/${segment("org", org)}/mk8s/${segment("name", name)}`, patch, call)
	};
}
async function send(settings, operation, method, path, body, call = {}) {
	if (call.validate ?? settings.validate) {
		const checked = checkRequestBody(operation, body);
		if (!checked.ok) throw new RequestValidationError(operation, checked.errors);
	}
	const headers = {
		accept: "application/json",
		authorization: `Bearer ${settings.apiKey}`,
		"content-type": "application/json"
	};
	if (call.ifMatch !== undefined) headers["if-match"] = call.ifMatch;
	const fetchFn = settings.fetch ?? globalThis.fetch;
	const answer = await exchange(fetchFn, {
		url: settings.base + path,
		method,
		headers,
		body: JSON.stringify(body)
	}, call.signal, checkTimeout(call.timeout) ?? settings.timeout);
	return readAnswer(answer, {
		operation,
		method,
		path
	}, settings.apiKey);
}
/**
* A path parameter, percent-encoded. `.` and `..` are refused: URL parsing would read them as
* "this folder" and "the parent folder" and send the request elsewhere.
*/
function segment(what, value) {
	if (typeof value !== "string" || value === "") throw new TypeError(`${what} must be a non-empty string`);
	if (value === "." || value === "..") throw new TypeError(`${what} cannot be "${value}"`);
	return encodeURIComponent(value);
}
function checkBaseUrl(baseUrl) {
	let url;
	try {
		url = new URL(baseUrl);
	} catch {
		throw new TypeError("createClient: baseUrl must be an absolute URL such as https://api.example.com");
	}
	if (url.protocol !== "https:" && url.protocol !== "http:") {
		throw new TypeError("createClient: baseUrl must be an http: or https: URL");
	}
	if (url.username !== "" || url.password !== "") {
		throw new TypeError("createClient: baseUrl must not carry credentials; give the key as apiKey");
	}
	if (url.search !== "" || url.hash !== "") {
		throw new TypeError("createClient: baseUrl must not carry a query or a fragment");
	}
	return url.origin + url.pathname.replace(/\/+$/, "");
}
/** The key is checked here so that `fetch` never builds an error message around it. */
function checkApiKey(apiKey) {
	if (typeof apiKey !== "string" || apiKey.trim() === "") {
		throw new TypeError("createClient: apiKey must be a non-empty string");
	}
	if (!/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(apiKey)) {
		throw new TypeError("createClient: apiKey holds characters an HTTP header cannot carry (it was not sent)");
	}
	return apiKey;
}
function checkTimeout(timeout) {
	if (timeout === undefined) return undefined;
	if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout < 0) {
		throw new TypeError("timeout must be a finite number of milliseconds, 0 or more");
	}
	return timeout;
}
