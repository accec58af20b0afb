// generated from spec/ — do not edit
// Runtime of the compiled validators: messages.
/**
* Issues of the compiled validators' runtime: one helper per kind of problem, each with a message a
* person understands and a stable code.
*/
import { closest, describe, FORBIDDEN_KEYS, forbiddenKey, pointer, push, screen } from "./core.js";
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
		} else if (key.charCodeAt(0) === 36) {
			push(run, key, "UNKNOWN_FIELD", `"${key}": keys starting with "$" are patch operators, not allowed in a complete value`);
			screen(run, key, object[key]);
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
/** A lower bound above its upper bound within one object (`minSize` above `maxSize`). @internal */
export function minAboveMax(run, minName, min, maxName, max) {
	push(run, minName, "MIN_EXCEEDS_MAX", `${minName} (${min}) must not exceed ${maxName} (${max})`);
}
/** @internal */
export function tooMany(run, token, what, max, count, value) {
	push(run, token, what === "items" ? "TOO_MANY_ITEMS" : "TOO_MANY_KEYS", `must have at most ${max} ${what}; got ${count}`);
	screen(run, token, value);
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
