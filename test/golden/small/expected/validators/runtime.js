// generated from spec/ — do not edit
// Runtime helpers of the compiled validators.
/** What a key check returns for `__proto__`, `constructor` and `prototype`. @internal */
export const FORBIDDEN = "is forbidden";
const FORBIDDEN_KEYS = new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
/** How deep free-form values are followed when the schema states no `x-mk8s-max-depth`. */
const DEPTH_GUARD = 1e3;
/** Below this many items, comparing every pair is faster than hashing. */
const SMALL = 16;
/** @internal */
export function startRun(options) {
	const strip = typeof options === "object" && options !== null && options.stripReadOnly === true;
	return {
		issues: [],
		path: [],
		strip,
		drops: undefined,
		screened: undefined
	};
}
/** @internal */
export function finishRun(run, value) {
	if (run.issues.length === 0) {
		return {
			ok: true,
			value: run.strip ? copyWithout(value, "", run.drops ?? new Set()) : value
		};
	}
	// Hostile keys first, as the patch contract orders them; the rest in document order.
	const forbidden = run.issues.filter((i) => i.code === "FORBIDDEN_KEY");
	if (forbidden.length === 0 || forbidden.length === run.issues.length) return {
		ok: false,
		errors: run.issues
	};
	return {
		ok: false,
		errors: [...forbidden, ...run.issues.filter((i) => i.code !== "FORBIDDEN_KEY")]
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
/** @internal */
export function push(run, token, code, message) {
	run.issues.push({
		path: pointer(run, token),
		code,
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
export function wrongType(run, token, expected, value) {
	push(run, token, "INVALID_TYPE", `must be ${expected}; got ${describe(value)}`);
	screen(run, token, value);
}
/** @internal */
export function missing(run, name) {
	push(run, undefined, "REQUIRED", `missing required field "${name}"`);
}
/**
* The members of a closed object that are not its fields: forbidden keys, read-only fields (or
* their removal, in strip mode) and unknown fields, each with what it holds screened. @internal
*/
export function extraMembers(run, object, known, readOnly) {
	for (const key of Object.keys(object)) {
		if (known.has(key)) continue;
		if (FORBIDDEN_KEYS.has(key)) {
			forbiddenKey(run, key);
		} else if (readOnly?.has(key)) {
			if (run.strip) dropLater(run, pointer(run, key));
			else push(run, key, "READ_ONLY", `"${key}" is set by the service and not accepted here; leave it out, or validate with { stripReadOnly: true }`);
		} else {
			const hint = closest(key, known);
			const message = hint === undefined ? `unknown field "${key}"; the fields here are ${[...known].join(", ") || "none"}` : `unknown field "${key}"; did you mean "${hint}"?`;
			push(run, key, "UNKNOWN_FIELD", message);
			screen(run, key, object[key]);
		}
	}
}
function dropLater(run, at) {
	if (run.drops === undefined) run.drops = new Set();
	run.drops.add(at);
}
/** Exactly one member of a choice must be set. @internal */
export function notExactlyOne(run, noun, present, members) {
	const message = present.length === 0 ? `exactly one ${noun} must be set, one of ${members.join(", ")}; found none` : `exactly one ${noun} must be set; found ${present.slice(0, -1).join(", ")} and ${present.at(-1)}`;
	push(run, undefined, "EXACTLY_ONE", message);
}
/** @internal */
export function notInEnum(run, token, value, allowed) {
	const strings = allowed.filter((a) => typeof a === "string");
	const hint = typeof value === "string" ? closest(value, strings) : undefined;
	const list = allowed.map((a) => JSON.stringify(a)).join(", ");
	const suggestion = hint === undefined ? "" : ` (did you mean "${hint}"?)`;
	push(run, token, "ENUM", `must be one of ${list}; got ${describe(value)}${suggestion}`);
}
/** @internal */
export function notConst(run, token, value, expected) {
	push(run, token, "CONST", `must be ${JSON.stringify(expected)}; got ${describe(value)}`);
}
/** @internal */
export function noMatch(run, token, value, form) {
	const examples = form.examples ?? [];
	const message = form.title !== undefined && examples.length > 0 ? `${JSON.stringify(value)} is not a valid ${form.title}, such as ${examples.map((e) => JSON.stringify(e)).join(" or ")}` : `${JSON.stringify(value)} does not match the pattern ${form.pattern.source}`;
	push(run, token, "PATTERN", message);
}
/** @internal */
export function badFormat(run, token, value, format) {
	push(run, token, "FORMAT", `${JSON.stringify(value)} is not a valid ${format} (RFC 3339, such as "2025-01-31T12:00:00Z")`);
}
/** @internal */
export function outOfBounds(run, token, code, message) {
	push(run, token, code, message);
}
/** String length in Unicode code points, as JSON Schema counts it. @internal */
export function codePoints(value) {
	let count = 0;
	for (let i = 0; i < value.length; i++) {
		const unit = value.charCodeAt(i);
		count++;
		if (unit >= 55296 && unit <= 56319 && i + 1 < value.length) {
			const next = value.charCodeAt(i + 1);
			if (next >= 56320 && next <= 57343) i++;
		}
	}
	return count;
}
/** Items of the current scalar array that repeat an earlier item (JSON equality). @internal */
export function duplicateItems(run, items) {
	if (items.length <= SMALL) {
		for (let i = 1; i < items.length; i++) {
			for (let j = 0; j < i; j++) {
				if (items[j] === items[i]) {
					duplicateItem(run, i, j, items[i]);
					break;
				}
			}
		}
		return;
	}
	const first = new Map();
	for (let i = 0; i < items.length; i++) {
		const seen = first.get(items[i]);
		if (seen === undefined) first.set(items[i], i);
		else duplicateItem(run, i, seen, items[i]);
	}
}
function duplicateItem(run, index, first, item) {
	push(run, index, "DUPLICATE_ITEM", `duplicates item ${first} (${describe(item)}); items must be unique`);
}
/** Elements of the current keyed array whose identifier repeats an earlier one. @internal */
export function duplicateIdentifiers(run, items, key) {
	if (items.length <= SMALL) {
		for (let i = 1; i < items.length; i++) {
			const id = identifier(items[i], key);
			if (id === undefined) continue;
			for (let j = 0; j < i; j++) {
				if (identifier(items[j], key) === id) {
					duplicateIdentifier(run, key, i, j, id);
					break;
				}
			}
		}
		return;
	}
	const first = new Map();
	for (let i = 0; i < items.length; i++) {
		const id = identifier(items[i], key);
		if (id === undefined) continue;
		const seen = first.get(id);
		if (seen === undefined) first.set(id, i);
		else duplicateIdentifier(run, key, i, seen, id);
	}
}
function identifier(item, key) {
	if (typeof item !== "object" || item === null) return undefined;
	const id = item[key];
	return typeof id === "string" ? id : undefined;
}
function duplicateIdentifier(run, key, index, first, id) {
	run.path.push(index);
	push(run, key, "DUPLICATE_IDENTIFIER", `${key} ${JSON.stringify(id)} is already used by item ${first}; ${key} must be unique in this array`);
	run.path.pop();
}
/** A lower bound above its upper bound within one object (`minSize` above `maxSize`). @internal */
export function minAboveMax(run, minName, min, maxName, max) {
	push(run, minName, "MIN_EXCEEDS_MAX", `${minName} (${min}) must not exceed ${maxName} (${max})`);
}
/** @internal */
export function tooMany(run, token, what, max, count, value) {
	push(run, token, what === "items" ? "TOO_MANY_ITEMS" : "TOO_MANY_KEYS", `must have at most ${max} ${what}; got ${count}`);
	screen(run, token, value);
}
function forbiddenKey(run, key) {
	push(run, key, "FORBIDDEN_KEY", `"${key}" is not allowed as a key anywhere`);
}
/**
* A key of the current map or free-form object that its key check refused: a forbidden key (not
* followed further) or one the key schema refuses. Returns whether the member may be checked further.
* @internal
*/
export function badKey(run, key, reason) {
	if (reason === FORBIDDEN) {
		forbiddenKey(run, key);
		return false;
	}
	push(run, key, "INVALID_KEY", `key ${JSON.stringify(key)} ${reason}`);
	return true;
}
/**
* The current value as a free-form object: any JSON but `null`, keys checked like map keys, arrays
* and objects bounded, nested at most `maxDepth` levels (the free-form object is level 1). Recursion
* is bounded by that depth (or by a guard when the schema states none), so no input can exhaust the
* stack. @internal
*/
export function checkFreeForm(run, value, limits) {
	if (typeof value !== "object" || value === null || Array.isArray(value)) wrongType(run, undefined, "an object", value);
	else freeFormNode(run, value, 1, limits);
}
function freeFormNode(run, node, depth, limits) {
	const maxDepth = limits.maxDepth ?? DEPTH_GUARD;
	if (depth > maxDepth) {
		push(run, undefined, "TOO_DEEP", `nested more than ${maxDepth} levels deep`);
		screen(run, undefined, node);
		return;
	}
	if (Array.isArray(node)) {
		if (limits.maxItems !== undefined && node.length > limits.maxItems) {
			tooMany(run, undefined, "items", limits.maxItems, node.length, node);
			return;
		}
		for (let i = 0; i < node.length; i++) freeFormMember(run, i, node[i], depth, limits);
		return;
	}
	const keys = Object.keys(node);
	if (limits.maxProperties !== undefined && keys.length > limits.maxProperties) {
		tooMany(run, undefined, "keys", limits.maxProperties, keys.length, node);
		return;
	}
	for (const key of keys) {
		const reason = limits.keyProblem(key);
		if (reason !== undefined && !badKey(run, key, reason)) continue;
		freeFormMember(run, key, node[key], depth, limits);
	}
}
function freeFormMember(run, token, value, depth, limits) {
	if (typeof value === "object" && value !== null) {
		run.path.push(token);
		freeFormNode(run, value, depth + 1, limits);
		run.path.pop();
	} else if (!(typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value))) {
		const message = value === null ? "must not be null: free-form values are any JSON but null (leave the member out)" : `must be a JSON value other than null; got ${describe(value)}`;
		push(run, token, "INVALID_TYPE", message);
	}
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
/**
* RFC 3339 `date-time`: full date, `T` (or `t`, or a space), full time with a zone; days checked
* against the month, leap seconds only at 23:59:60 UTC. @internal
*/
export function isDateTime(value) {
	const match = DATE_TIME.exec(value);
	if (match === null) return false;
	const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
	const zone = match[7] ?? "Z";
	if (month < 1 || month > 12 || day < 1) return false;
	const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month])) return false;
	const sign = zone[0] === "-" ? -1 : zone[0] === "+" ? 1 : 0;
	const offsetHours = sign === 0 ? 0 : Number(match[8]);
	const offsetMinutes = sign === 0 ? 0 : Number(match[9] ?? 0);
	if (offsetHours > 23 || offsetMinutes > 59) return false;
	if (hour <= 23 && minute <= 59 && second < 60) return true;
	// A leap second is 23:59:60 in UTC, whatever offset it is written with.
	const utcMinute = minute - sign * offsetMinutes;
	const utcHour = hour - sign * offsetHours - (utcMinute < 0 ? 1 : 0);
	return second === 60 && (utcMinute === 59 || utcMinute === -1) && (utcHour === 23 || utcHour === -1);
}
const DATE_TIME = /^(\d\d\d\d)-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)(?:\.\d+)?(z|Z|[+-](\d\d)(?::?(\d\d))?)$/;
const DAYS_IN_MONTH = [
	0,
	31,
	28,
	31,
	30,
	31,
	30,
	31,
	31,
	30,
	31,
	30,
	31
];
/** The candidate closest to `word` by edit distance, when close enough to be a typo. */
function closest(word, candidates) {
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
