// generated from spec/ — do not edit
// Patch engine: apply-object (templates/runtime/patch/apply-object.ts).
/**
* One object level of a patch (rule 6): `$drop`, then `$replace/*`, then plain fields (recursively),
* then for each array its removal, `$patch/` and `$append/` — in schema order, whatever the member
* order of the patch, so the same patch gives the same result and the same error.
*/
import { applyArrayGroup } from "./apply-array.js";
import { applyOpen } from "./apply-open.js";
import { checkField, walkElements, walkImmutable } from "./immutable.js";
import { cloneJson, copyObject, hasOwn, isObject, own, pointer, put } from "./json.js";
export function applyObject(context, type, current, patch, path, selector) {
	const before = isObject(current) ? current : undefined;
	const out = before === undefined ? {} : copyObject(before);
	const plan = planOf(context, type, patch, path);
	if (plan === undefined) return out;
	if (plan.drop !== undefined) dropFields(context, type, out, before, plan.drop, path, selector);
	for (const step of plan.replaces) replaceField(context, out, before, step, path);
	for (const step of plan.plains) {
		if (step.field.name !== selector) setPlain(context, out, before, step, path);
	}
	const groups = [...plan.groups.values()].sort((a, b) => a.field.index - b.field.index);
	for (const group of groups) applyArrayGroup(context, group, out, before, path);
	return out;
}
/** Sorts the keys of `patch` into the steps of rule 6; `undefined` when a key is not understood. */
function planOf(context, type, patch, path) {
	if (!isObject(patch)) {
		context.errors.report("INVALID_PATCH", path, `a patch of ${type.name} must be an object`);
		return undefined;
	}
	const plan = {
		drop: undefined,
		replaces: [],
		plains: [],
		groups: new Map()
	};
	for (const key of Object.keys(patch)) {
		const value = patch[key];
		if (key === "$drop") {
			plan.drop = value;
			continue;
		}
		const entry = type.actions.get(key);
		if (entry === undefined) {
			context.errors.report("INVALID_PATCH", pointer(path, key), `${type.name} has no field or operator "${key}"`);
			return undefined;
		}
		const step = {
			field: entry.field,
			key,
			value
		};
		if (entry.action === "plain") plan.plains.push(step);
		else if (entry.action === "replace" || entry.action === "rename") plan.replaces.push(step);
		else addToGroup(plan.groups, entry.action, step);
	}
	plan.replaces.sort(byField);
	plan.plains.sort(byField);
	return plan;
}
function byField(a, b) {
	return a.field.index - b.field.index;
}
function addToGroup(groups, action, step) {
	let group = groups.get(step.field);
	if (group === undefined) {
		group = { field: step.field };
		groups.set(step.field, group);
	}
	const operation = {
		key: step.key,
		value: step.value
	};
	if (action === "drop" || action === "retain") group.removal = {
		...operation,
		retain: action === "retain"
	};
	else if (action === "patch") group.patch = operation;
	else group.append = operation;
}
function dropFields(context, type, out, before, names, path, selector) {
	const at = pointer(path, "$drop");
	if (!Array.isArray(names)) {
		context.errors.report("INVALID_PATCH", at, "$drop must be an array of field names");
		return;
	}
	names.forEach((name, index) => {
		const field = typeof name === "string" ? type.byName.get(name) : undefined;
		if (field === undefined || name === selector) {
			context.errors.report("INVALID_PATCH", pointer(at, index), `${type.name} has no field to drop here`);
			return;
		}
		if (!hasOwn(out, field.name)) return;
		checkField(context, field, before, undefined, pointer(at, index));
		delete out[field.name];
	});
}
function replaceField(context, out, before, step, path) {
	const { field } = step;
	const at = pointer(path, step.key);
	const value = cloneJson(step.value);
	if (field.immutable) checkField(context, field, before, value, at);
	else if (field.kind === "object") walkImmutable(context, field.type, own(before, field.name), value, at);
	put(out, field.name, value);
}
function setPlain(context, out, before, step, path) {
	const { field, value } = step;
	const at = pointer(path, field.name);
	const old = own(before, field.name);
	let next;
	switch (field.kind) {
		case "object":
			next = field.type === undefined ? value : context.applyObject(context, field.type, old, value, at, undefined);
			break;
		case "map":
		case "free-form":
			next = applyOpen(context, old, value, at);
			break;
		case "keyed-array":
			next = cloneJson(value);
			if (!field.immutable) walkElements(context, field, old, next, at);
			break;
		default: next = cloneJson(value);
	}
	checkField(context, field, before, next, at);
	put(out, field.name, next);
}
