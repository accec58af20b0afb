// generated from spec/ — do not edit
// Runtime of the compiled validators: conflicts.
/**
* CONFLICT: what one patch level asks twice (patch-semantics rules 4, 5 and 10). Only well-formed
* entries take part; malformed ones are INVALID_PATCH already. Each conflict is reported at the
* later of the two places in the fixed order of rule 6 (`$drop`, `$replace/`, plain values, array
* operators), so the path does not depend on the order of members in the JSON text.
*/
import { esc } from "./core.js";
import { canonical } from "./patch.js";
const MODE_ORDER = [
	"a $drop entry",
	"$replace/",
	"a plain value",
	"array operators"
];
const GROUP = [
	"$drop/",
	"$retain/",
	"$patch/",
	"$append/"
];
/** Rule 4 at a closed level, then rule 5 (and the rename of rule 10) for each of its arrays. @internal */
export function closedConflicts(run, patch, level) {
	const modes = new Map();
	const add = (field, mode, at) => {
		const list = modes.get(field) ?? [];
		if (!list.some((m) => m.mode === mode)) list.push({
			mode,
			at
		});
		modes.set(field, list);
	};
	const drops = patch.$drop;
	if (Array.isArray(drops)) {
		drops.forEach((entry, i) => {
			if (typeof entry === "string" && level.fields.has(entry) && entry !== level.identifier) add(entry, "a $drop entry", ["$drop", i]);
		});
	}
	for (const key of Object.keys(patch)) {
		if (patch[key] === undefined || key === level.identifier) continue;
		if (level.fields.has(key)) add(key, "a plain value", [key]);
		else if (level.operators.has(key) && key !== "$drop") {
			const slash = key.indexOf("/");
			const field = key.slice(slash + 1);
			if (field !== level.identifier) add(field, GROUP.includes(key.slice(0, slash + 1)) ? "array operators" : "$replace/", [key]);
		}
	}
	for (const [field, list] of modes) {
		if (list.length < 2) continue;
		const [first, second] = [...list].sort((a, b) => MODE_ORDER.indexOf(a.mode) - MODE_ORDER.indexOf(b.mode));
		if (first === undefined || second === undefined) continue;
		conflict(run, second.at, `"${field}" is changed by both ${first.mode} and ${second.mode}; a field takes only one of them`);
	}
	for (const [field, info] of level.fields) {
		if (info.kind.endsWith("array")) arrayGroup(run, patch, field, info, level);
	}
}
/** Rule 4 at an open level: a `$drop` entry also set (map, free-form) or also replaced (unkeyed element). @internal */
export function openConflicts(run, patch, level) {
	const drops = patch.$drop;
	if (!Array.isArray(drops)) return;
	const prefix = level.kind === "unkeyed-element" ? "$replace/" : "";
	const dropped = new Set(drops.filter((entry) => typeof entry === "string"));
	for (const key of Object.keys(patch)) {
		if (patch[key] === undefined || key === "$drop" || !key.startsWith(prefix)) continue;
		const member = key.slice(prefix.length);
		if (prefix === "" && key.charCodeAt(0) === 36) continue;
		if (dropped.has(member)) conflict(run, [key], `"${member}" is both dropped with $drop and set with "${key}"`);
	}
}
/** The operators of one array field together: rule 5, the unkeyed array of rule 10, and renames. */
function arrayGroup(run, patch, field, info, level) {
	const list = (prefix) => {
		const value = level.operators.has(prefix + field) ? patch[prefix + field] : undefined;
		return Array.isArray(value) ? value : undefined;
	};
	const [drop, retain, changes, append] = GROUP.map(list);
	if (drop !== undefined && retain !== undefined) {
		conflict(run, [`$retain/${field}`], `$drop/${field} and $retain/${field} cannot be used together`);
	}
	if (info.kind === "unkeyed-array" && changes !== undefined && (drop !== undefined || retain !== undefined)) {
		conflict(run, [`$patch/${field}`], `$patch/${field} selects by example and cannot be combined with $drop/${field} or $retain/${field}`);
	}
	const idOf = identity(info);
	const named = new Map();
	const show = (entry) => typeof entry === "object" && entry !== null ? "an element" : JSON.stringify(entry);
	const name = (entries, operator) => entries.forEach((entry, i) => {
		const id = idOf(entry);
		if (id === undefined) return;
		const earlier = named.get(id);
		if (earlier !== undefined && earlier !== operator) {
			conflict(run, [`${operator}${field}`, i], `${show(entry)} is named by both ${earlier}${field} and ${operator}${field}`);
		} else named.set(id, operator);
	});
	const keyOf = (entry) => info.kind === "keyed-array" ? member(entry, info.key) : entry;
	const selectors = info.kind === "keyed-array" ? (changes ?? []).map(keyOf) : [];
	const appended = (append ?? []).map(keyOf);
	name(drop ?? [], "$drop/");
	name(selectors, "$patch/");
	name(appended, "$append/");
	if (retain !== undefined) {
		const kept = new Set(retain.map(idOf));
		const mustKeep = (entries, operator) => entries.forEach((entry, i) => {
			const id = idOf(entry);
			if (id !== undefined && !kept.has(id)) {
				conflict(run, [`${operator}${field}`, i], `${show(entry)} is not listed in $retain/${field}, which must list every element that remains`);
			}
		});
		mustKeep(selectors, "$patch/");
		mustKeep(appended, "$append/");
	}
	if (info.renamable === true && info.key !== undefined && changes !== undefined) {
		renames(run, field, info.key, changes, idOf, [...named.keys(), ...(retain ?? []).map(idOf)]);
	}
}
/** Rule 10: a new identifier that another operator on the array (or another rename) names. */
function renames(run, field, key, changes, idOf, namedElsewhere) {
	const taken = new Set(namedElsewhere.filter((id) => id !== undefined));
	const renameKey = `$replace/${key}`;
	changes.forEach((change, i) => {
		const to = member(change, renameKey);
		const id = typeof to === "string" ? idOf(to) : undefined;
		if (id === undefined || id === idOf(member(change, key))) return;
		if (taken.has(id)) {
			conflict(run, [
				`$patch/${field}`,
				i,
				renameKey
			], `renames to "${String(to)}", which another operator on ${field} names in this patch`);
		}
		taken.add(id);
	});
}
/** How entries name elements: identifiers and scalar values as typed text, whole elements by deep equality. */
function identity(info) {
	if (info.kind === "unkeyed-array") return (entry) => typeof entry === "object" && entry !== null ? canonical(entry) : undefined;
	return (entry) => typeof entry === "string" || typeof entry === "boolean" || typeof entry === "number" && Number.isFinite(entry) ? `${typeof entry}:${String(entry)}` : undefined;
}
function member(value, key) {
	return key !== undefined && typeof value === "object" && value !== null && !Array.isArray(value) ? value[key] : undefined;
}
function conflict(run, at, message) {
	const path = [...run.path, ...at].map((t) => `/${esc(String(t))}`).join("");
	run.issues.push({
		path,
		code: "CONFLICT",
		message
	});
}
