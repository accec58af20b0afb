// generated from spec/ — do not edit
// Runtime of the compiled validators: core.
/** The keys refused anywhere, as keys, `$drop` entries or operator suffixes. @internal */
export const FORBIDDEN_KEYS = new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
/** Patch error codes a patch validator reports, in precedence order (patch-semantics.md). */
const PATCH_CODES = [
	"FORBIDDEN_KEY",
	"LIMIT",
	"INVALID_PATCH",
	"CONFLICT"
];
/** @internal */
export function startRun(options, patch) {
	const strip = typeof options === "object" && options !== null && options.stripReadOnly === true;
	return {
		issues: [],
		path: [],
		strip,
		drops: undefined,
		screened: undefined,
		patch
	};
}
/**
* The result of a run. Issues are ordered by precedence — forbidden keys first, and in a patch the
* patch codes in the contract's order — and otherwise in document order.
* @internal
*/
export function finishRun(run, value) {
	const { issues } = run;
	if (issues.length === 0) {
		return {
			ok: true,
			value: run.strip ? copyWithout(value, "", run.drops ?? new Set()) : value
		};
	}
	const rank = (issue) => run.patch ? PATCH_CODES.indexOf(issue.code) : issue.code === "FORBIDDEN_KEY" ? 0 : 1;
	const ordered = issues.every((issue, i) => i === 0 || rank(issues[i - 1]) <= rank(issue));
	// Array.prototype.sort is stable: equal ranks keep document order.
	return {
		ok: false,
		errors: ordered ? issues : [...issues].sort((a, b) => rank(a) - rank(b))
	};
}
/** A getter or proxy threw while the value was read: reported where it happened, never rethrown. @internal */
export function unreadable(run, error) {
	const reason = error instanceof Error ? error.message : "reading it threw";
	push(run, undefined, "UNREADABLE", `the value could not be read as JSON: ${reason}`);
}
/** The JSON Pointer of the current value, or of its member `token`. @internal */
export function pointer(run, token) {
	let text = "";
	for (const part of run.path) text += `/${esc(String(part))}`;
	return token === undefined ? text : `${text}/${esc(String(token))}`;
}
/**
* Records an issue at the current value or its member `token`. In a patch run every code other than
* the patch codes becomes `INVALID_PATCH` (a patch value that breaks its create shape, rule 3).
* @internal
*/
export function push(run, token, code, message) {
	const final = run.patch && !PATCH_CODES.includes(code) ? "INVALID_PATCH" : code;
	run.issues.push({
		path: pointer(run, token),
		code: final,
		message
	});
}
/** One JSON Pointer reference token (RFC 6901). @internal */
export function esc(token) {
	return token.indexOf("~") === -1 && token.indexOf("/") === -1 ? token : token.replace(/~/g, "~0").replace(/\//g, "~1");
}
/** The value in words, for messages: type and a short preview. @internal */
export function describe(value) {
	if (value === null) return "null";
	if (Array.isArray(value)) return "an array";
	switch (typeof value) {
		case "string": return value.length > 40 ? `the string ${JSON.stringify(value.slice(0, 40))}…` : `the string ${JSON.stringify(value)}`;
		case "number": return Number.isFinite(value) ? `the number ${value}` : `${value} (not a JSON number)`;
		case "boolean": return String(value);
		case "object": return "an object";
		default: return `${typeof value} (not a JSON value)`;
	}
}
/** @internal */
export function forbiddenKey(run, key) {
	push(run, key, "FORBIDDEN_KEY", `"${key}" is not allowed as a key anywhere`);
}
/**
* Reports forbidden keys anywhere inside a value that is not checked further (an unknown field, a
* value of the wrong type), so a hostile key is never silently skipped. Iterative, and each object
* is visited once, so neither depth nor cycles matter. @internal
*/
export function screen(run, token, value) {
	if (typeof value !== "object" || value === null) return;
	if (run.screened === undefined) run.screened = new Set();
	const screened = run.screened;
	const stack = [[value, pointer(run, token)]];
	for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
		const [node, at] = next;
		if (screened.has(node)) continue;
		screened.add(node);
		const isArray = Array.isArray(node);
		const keys = Object.keys(node);
		for (let i = keys.length - 1; i >= 0; i--) {
			const key = keys[i];
			const child = `${at}/${esc(key)}`;
			if (!isArray && FORBIDDEN_KEYS.has(key)) {
				run.issues.push({
					path: child,
					code: "FORBIDDEN_KEY",
					message: `"${key}" is not allowed as a key anywhere`
				});
				continue;
			}
			const item = node[key];
			if (typeof item === "object" && item !== null) stack.push([item, child]);
		}
	}
}
/** Own and inherited enumerable keys: equal to the fields seen when nothing else is there. @internal */
export function countKeys(object) {
	let count = 0;
	for (const _ in object) count++;
	return count;
}
/** The candidate closest to `word` by edit distance, when close enough to be a typo. @internal */
export function closest(word, candidates) {
	let best;
	let bestDistance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
	for (const candidate of candidates) {
		const distance = editDistance(word.toLowerCase(), candidate.toLowerCase(), bestDistance);
		if (distance < bestDistance || distance === bestDistance && best === undefined) {
			best = candidate;
			bestDistance = distance;
		}
	}
	return best;
}
function editDistance(a, b, limit) {
	if (Math.abs(a.length - b.length) > limit || a.length > 64 || b.length > 64) return limit + 1;
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
		}
		previous = current;
	}
	return previous[b.length];
}
/** A deep copy of a valid value without the members at `drops` (strip mode). */
function copyWithout(value, path, drops) {
	if (typeof value !== "object" || value === null) return value;
	if (Array.isArray(value)) return value.map((item, i) => copyWithout(item, `${path}/${i}`, drops));
	const copy = {};
	for (const key of Object.keys(value)) {
		const at = `${path}/${esc(key)}`;
		if (drops.has(at)) continue;
		const item = value[key];
		if (item !== undefined) copy[key] = copyWithout(item, at, drops);
	}
	return copy;
}
