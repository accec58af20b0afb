// generated from spec/ — do not edit
// Patch engine: diff (templates/runtime/patch/diff.ts).
/**
* `diff(a, b)`: a patch `p` with `apply(a, p)` deep-equal to `b` for everything a patch can express.
* Walks the create (input) form of each type, so read-only fields and members the input shape lacks
* are ignored. Removed fields become `$drop`; objects become nested patches; maps and free-form
* objects a `$drop` of removed keys plus the changed members; arrays `$drop/` + `$patch/` +
* `$append/` when `b` is `a` minus removed elements plus new ones at the end, else a plain set.
* Never a rename.
*/
import { cloneJson, deepEqual, isObject, own, put } from "./json.js";
export function diffObject(type, a, b, selector) {
	const out = {};
	const drops = [];
	for (const field of type.fields) {
		if (field.name === selector) continue;
		const before = own(a, field.name);
		const after = own(b, field.name);
		if (after === undefined) {
			if (before !== undefined) drops.push(field.name);
		} else if (before === undefined) {
			put(out, field.name, project(field, after));
		} else {
			diffField(out, field, before, after);
		}
	}
	if (drops.length === 0) return Object.keys(out).length === 0 ? undefined : out;
	return {
		$drop: drops,
		...out
	};
}
function diffField(out, field, before, after) {
	switch (field.kind) {
		case "scalar":
			if (before !== after) put(out, field.name, after);
			return;
		case "object": {
			const nested = field.type === undefined ? undefined : diffObject(field.type, before, after, undefined);
			if (nested !== undefined) put(out, field.name, isObject(before) ? nested : project(field, after));
			return;
		}
		case "map":
		case "free-form": {
			const nested = diffOpen(before, after);
			if (nested !== undefined) put(out, field.name, nested);
			return;
		}
		default: diffArray(out, field, before, after);
	}
}
/** Maps and free-form objects: `$drop` for removed keys, changed members set whole. */
function diffOpen(a, b) {
	if (!isObject(a) || !isObject(b)) return deepEqual(a, b) ? undefined : cloneJson(b);
	const out = {};
	const drops = Object.keys(a).filter((key) => own(b, key) === undefined);
	for (const key of Object.keys(b)) {
		if (!deepEqual(own(a, key), b[key])) put(out, key, cloneJson(b[key]));
	}
	if (drops.length === 0) return Object.keys(out).length === 0 ? undefined : out;
	return {
		$drop: drops,
		...out
	};
}
function diffArray(out, field, a, b) {
	if (deepEqual(a, b)) return;
	const plan = Array.isArray(a) && Array.isArray(b) ? planArray(field, a, b) : undefined;
	if (plan === undefined) {
		put(out, field.name, project(field, b));
		return;
	}
	if (plan.dropped.length > 0) put(out, `$drop/${field.name}`, plan.dropped);
	if (plan.patched.length > 0) put(out, `$patch/${field.name}`, plan.patched);
	if (plan.appended.length > 0) put(out, `$append/${field.name}`, plan.appended);
}
/**
* The operators turning `a` into `b`, or `undefined` when `b` is not `a` minus removed elements with
* survivors in order plus new elements at the end (then the array is set whole).
*/
function planArray(field, a, b) {
	if (field.kind === "keyed-array") return planKeyed(field, a, b);
	if (field.kind === "unkeyed-array") return planUnkeyed(a, b);
	const inB = new Set(b);
	if (inB.size !== b.length || new Set(a).size !== a.length) return undefined;
	const survivors = a.filter((value) => inB.has(value));
	if (!survivors.every((value, index) => b[index] === value)) return undefined;
	return {
		dropped: a.filter((value) => !inB.has(value)),
		patched: [],
		appended: b.slice(survivors.length)
	};
}
function planKeyed(field, a, b) {
	const type = field.type;
	const aIds = identifiers(field.key, a);
	const bIds = identifiers(field.key, b);
	if (type === undefined || aIds === undefined || bIds === undefined) return undefined;
	const inB = new Map(bIds.map((id, index) => [id, b[index]]));
	const survivors = aIds.filter((id) => inB.has(id));
	if (!survivors.every((id, index) => bIds[index] === id)) return undefined;
	const patched = [];
	a.forEach((element, index) => {
		const id = aIds[index];
		const nested = inB.has(id) ? diffObject(type, element, inB.get(id), field.key) : undefined;
		if (nested !== undefined) {
			const elementPatch = {};
			put(elementPatch, field.key, id);
			patched.push(Object.assign(elementPatch, nested));
		}
	});
	return {
		dropped: aIds.filter((id) => !inB.has(id)),
		patched,
		appended: b.slice(survivors.length).map((element) => projectObject(type, element))
	};
}
/** The identifiers of a keyed array, or `undefined` when one is missing or repeated. */
function identifiers(key, elements) {
	const ids = elements.map((element) => own(element, key));
	if (!ids.every((id) => typeof id === "string")) return undefined;
	return new Set(ids).size === ids.length ? ids : undefined;
}
/**
* The unkeyed array: elements are their whole value, `$drop/` removes every equal element. Only
* removals are expressed as operators; anything added sets the array whole, because `$append/` on
* this array always appends and a diff must stay safe to apply twice.
*/
function planUnkeyed(a, b) {
	const survivors = a.filter((element) => b.some((other) => deepEqual(element, other)));
	if (survivors.length !== b.length || !survivors.every((element, index) => deepEqual(element, b[index]))) {
		return undefined;
	}
	const dropped = [];
	for (const element of a) {
		if (!survivors.includes(element) && !dropped.some((d) => deepEqual(d, element))) dropped.push(cloneJson(element));
	}
	return {
		dropped,
		patched: [],
		appended: []
	};
}
/** A value of `field` in input shape: fields the create form lacks are left out, nothing shared. */
export function project(field, value) {
	if (field.kind === "object" && field.type !== undefined) return projectObject(field.type, value);
	if (field.kind === "keyed-array" && field.type !== undefined && Array.isArray(value)) {
		const type = field.type;
		return value.map((element) => projectObject(type, element));
	}
	return cloneJson(value);
}
function projectObject(type, value) {
	if (!isObject(value)) return cloneJson(value);
	const out = {};
	for (const field of type.fields) {
		const member = own(value, field.name);
		if (member !== undefined) put(out, field.name, project(field, member));
	}
	return out;
}
