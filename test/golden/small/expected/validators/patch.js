// generated from spec/ — do not edit
// Runtime of the compiled validators: patch.
/**
* The parts of the patch validator that are the same at every level: the screen that runs first
* (forbidden keys, size and depth limits), messages for members a level does not take, duplicate
* entries, and the conflicts of patch-semantics rules 4, 5 and 10. Which fields, kinds and operator
* keys a level has comes from the generated code, as data.
*/
import { closest, describe, esc, FORBIDDEN_KEYS, push } from "./core.js";
import { wrongType } from "./messages.js";
import { duplicateIdentifiers } from "./values.js";
const OPERATOR_PREFIXES = [
	"$replace/",
	"$drop/",
	"$retain/",
	"$patch/",
	"$append/"
];
const OPERATOR_FORMS = "$drop, $replace/<field>, $drop/<field>, $retain/<field>, $patch/<field>, $append/<field>";
/**
* Rule 14, before anything else: forbidden keys anywhere (keys, `$drop` entries, operator
* suffixes), then the depth and entry limits. Iterative, each object visited once. Also reports
* members holding `undefined`, which is not JSON. Returns whether the patch may be checked further.
* @internal
*/
export function screenPatch(run, patch, limits) {
	if (typeof patch !== "object" || patch === null) return true;
	const visited = new Set();
	const stack = [{
		value: patch,
		depth: 1,
		parent: undefined,
		token: undefined
	}];
	let entries = 0;
	let tooDeep = false;
	let tooMany = false;
	for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
		if (visited.has(frame.value)) continue;
		visited.add(frame.value);
		if (frame.depth > limits.maxDepth && !tooDeep) {
			tooDeep = true;
			record(run, frame, [], "LIMIT", `nested more than ${limits.maxDepth} levels deep`);
		}
		const isArray = Array.isArray(frame.value);
		const node = frame.value;
		for (const key of Object.keys(node)) {
			if (!isArray && forbiddenMember(run, frame, key)) continue;
			const value = node[key];
			if (!isArray) {
				entries += entriesOf(key, value);
				if (entries > limits.maxEntries && !tooMany) {
					tooMany = true;
					record(run, frame, [key], "LIMIT", `more than ${limits.maxEntries} operator entries in the patch`);
				}
				if (key === "$drop" && Array.isArray(value)) forbiddenEntries(run, frame, value);
				if (value === undefined) record(run, frame, [key], "INVALID_PATCH", "undefined is not a JSON value; leave the member out");
			}
			const token = isArray ? Number(key) : key;
			if (typeof value === "object" && value !== null) stack.push({
				value,
				depth: frame.depth + 1,
				parent: frame,
				token
			});
		}
	}
	return !run.issues.some((issue) => issue.code === "FORBIDDEN_KEY" || issue.code === "LIMIT");
}
function forbiddenMember(run, frame, key) {
	const slash = key.charCodeAt(0) === 36 ? key.indexOf("/") : -1;
	const name = slash === -1 ? key : key.slice(slash + 1);
	if (!FORBIDDEN_KEYS.has(name)) return false;
	const what = slash === -1 ? "as a key" : "as an operator suffix";
	record(run, frame, [key], "FORBIDDEN_KEY", `"${name}" is not allowed ${what} anywhere`);
	return true;
}
function forbiddenEntries(run, frame, entries) {
	entries.forEach((entry, i) => {
		if (typeof entry === "string" && FORBIDDEN_KEYS.has(entry)) {
			record(run, frame, ["$drop", i], "FORBIDDEN_KEY", `"${entry}" is not allowed as a $drop entry`);
		}
	});
}
function entriesOf(key, value) {
	if (key.startsWith("$replace/")) return 1;
	const listed = key === "$drop" || OPERATOR_PREFIXES.some((prefix) => prefix !== "$replace/" && key.startsWith(prefix));
	return listed && Array.isArray(value) ? value.length : 0;
}
/** An issue at `frame`, or at the place `below` it. */
function record(run, frame, below, code, message) {
	const tokens = [];
	for (let f = frame; f?.token !== undefined; f = f.parent) tokens.push(f.token);
	const path = [...tokens.reverse(), ...below].map((t) => `/${esc(String(t))}`).join("");
	run.issues.push({
		path,
		code,
		message
	});
}
/**
* A member of a patch level that is none of its fields or operator keys: a read-only field (left
* out in strip mode), an operator key that does not apply here, or an unknown field. @internal
*/
export function badPatchMember(run, key, level) {
	if (level.readOnly?.has(key)) {
		if (run.strip) {
			if (run.drops === undefined) run.drops = new Set();
			run.drops.add(`${pointerOf(run)}/${esc(key)}`);
		} else {
			push(run, key, "INVALID_PATCH", `"${key}" is set by the service and cannot be patched; leave it out`);
		}
		return;
	}
	push(run, key, "INVALID_PATCH", key.charCodeAt(0) === 36 ? operatorProblem(key, level) : unknownField(key, level));
}
function unknownField(key, level) {
	const hint = closest(key, level.fields.keys());
	return hint === undefined ? `unknown field "${key}"; the fields of ${level.name} are ${[...level.fields.keys()].join(", ") || "none"}` : `unknown field "${key}"; did you mean "${hint}"?`;
}
function operatorProblem(key, level) {
	const prefix = OPERATOR_PREFIXES.find((p) => key.startsWith(p));
	if (prefix === undefined) {
		const hint = closest(key, level.operators);
		return `unknown operator key "${key}"${hint === undefined ? "" : ` (did you mean "${hint}"?)`}; the operators are ${OPERATOR_FORMS}`;
	}
	const target = key.slice(prefix.length);
	const field = level.fields.get(target);
	if (field === undefined) {
		if (level.kind !== "object" && level.kind !== "element") return `${prefix} does not apply in ${level.name}`;
		const hint = closest(target, level.fields.keys());
		return `"${target}" is not a field of ${level.name}${hint === undefined ? "" : `; did you mean "${hint}"?`}`;
	}
	const usable = [...level.operators].filter((k) => k.endsWith(`/${target}`));
	return `${prefix} does not apply to "${target}" (${field.kind}); ${usable.length === 0 ? "it takes no operator keys, only a plain value" : `it takes ${usable.join(", ")}`}`;
}
function pointerOf(run) {
	return run.path.map((t) => `/${esc(String(t))}`).join("");
}
/** One `$drop` entry of a closed level: a field of it, never the identifier. @internal */
export function dropName(run, token, entry, names, level) {
	if (typeof entry !== "string") {
		wrongType(run, token, "a field name", entry);
	} else if (names.has(entry)) {} else if (entry === level.identifier) {
		push(run, token, "INVALID_PATCH", `"${entry}" identifies the element and cannot be dropped`);
	} else {
		push(run, token, "INVALID_PATCH", `cannot drop ${unknownField(entry, level).replace("unknown field", "the unknown field")}`);
	}
}
/** An element patch of a keyed array without its identifier (rule 10). @internal */
export function missingIdentifier(run, level) {
	const key = level.identifier ?? "";
	push(run, undefined, "INVALID_PATCH", `missing the identifier "${key}", which names the element to change`);
}
/** An element patch of an unkeyed array with no plain member to select by (rule 10). @internal */
export function noSelector(run) {
	push(run, undefined, "INVALID_PATCH", "an element patch here selects by example: give at least one plain member");
}
/** `$replace/<member>` whose member name breaks the key rules. @internal */
export function badSuffix(run, key, reason) {
	push(run, key, "INVALID_PATCH", `the member named in "${key}" ${reason}`);
}
/** Repeated entries of one operator list (rule 3): equal values, or equal identifiers. @internal */
export function duplicateEntries(run, items, key) {
	if (key !== undefined) {
		duplicateIdentifiers(run, items, key);
		return;
	}
	const first = new Map();
	items.forEach((item, i) => {
		const id = canonical(item);
		const seen = first.get(id);
		if (seen === undefined) first.set(id, i);
		else push(run, i, "INVALID_PATCH", `repeats entry ${seen} (${describe(item)}); an operator list holds each entry once`);
	});
}
/** JSON text with sorted keys: equal for deep-equal values. @internal */
export function canonical(value) {
	if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
	if (typeof value === "object" && value !== null) {
		const record = value;
		const members = Object.keys(record).sort().map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`);
		return `{${members.join(",")}}`;
	}
	return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? JSON.stringify(value) : String(value);
}
