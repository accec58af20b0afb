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
import { cloneJson, copyObject, copyWithout, hasOwn, isObject, own, pointer, put } from "./json.js";
export function applyObject(context, type, current, patch, path, selector) {
	const before = isObject(current) ? current : undefined;
	if (!isObject(patch)) {
		context.errors.report("INVALID_PATCH", path, `a patch of ${type.name} must be an object`);
		return before === undefined ? {} : copyObject(before);
	}
	const plan = planOf(context, type, patch, path);
	if (plan === undefined) return before === undefined ? {} : copyObject(before);
	const dropped = plan.drop === undefined ? undefined : dropFields(context, type, before, plan.drop, path, selector);
	const out = before === undefined ? {} : copyWithout(before, dropped);
	for (const step of inFieldOrder(plan.replaces)) replaceField(context, out, before, step, patch[step.key], path);
	for (const step of inFieldOrder(plan.plains)) {
		if (step.field.name !== selector) setPlain(context, out, before, step.field, patch[step.key], path);
	}
	const groups = plan.groups ?? [];
	if (groups.length > 1) groups.sort(byGroupField);
	for (const group of groups) applyArrayGroup(context, group, out, before, path);
	return out;
}
function byGroupField(a, b) {
	return a.field.index - b.field.index;
}
function byField(a, b) {
	return a.field.index - b.field.index;
}
/** Sorts the keys of `patch` into the steps of rule 6; `undefined` when a key is not understood. */
function planOf(context, type, patch, path) {
	const plan = {
		drop: undefined,
		replaces: undefined,
		plains: undefined,
		groups: undefined
	};
	const keys = Object.keys(patch);
	for (let k = 0; k < keys.length; k++) {
		const key = keys[k];
		if (key === "$drop") {
			plan.drop = patch[key];
			continue;
		}
		const step = type.actions[key];
		if (step === undefined) {
			context.errors.report("INVALID_PATCH", pointer(path, key), `${type.name} has no field or operator "${key}"`);
			return undefined;
		}
		if (step.action === "plain") plan.plains = pushTo(plan.plains, step);
		else if (step.action === "replace" || step.action === "rename") plan.replaces = pushTo(plan.replaces, step);
		else plan.groups = addToGroup(plan.groups ?? [], step, patch[key]);
	}
	return plan;
}
const NONE = [];
function inFieldOrder(steps) {
	if (steps === undefined) return NONE;
	if (steps.length > 1) steps.sort(byField);
	return steps;
}
function pushTo(list, item) {
	if (list === undefined) return [item];
	list.push(item);
	return list;
}
function addToGroup(groups, step, value) {
	let group;
	for (const candidate of groups) if (candidate.field === step.field) group = candidate;
	if (group === undefined) {
		group = { field: step.field };
		groups.push(group);
	}
	if (step.action === "drop" || step.action === "retain") {
		group.removal = {
			key: step.key,
			value,
			retain: step.action === "retain"
		};
	} else if (step.action === "patch") group.patch = {
		key: step.key,
		value
	};
	else group.append = {
		key: step.key,
		value
	};
	return groups;
}
/** The fields of `before` that `$drop` removes, after checking each entry. */
function dropFields(context, type, before, names, path, selector) {
	const at = pointer(path, "$drop");
	if (!Array.isArray(names)) {
		context.errors.report("INVALID_PATCH", at, "$drop must be an array of field names");
		return undefined;
	}
	const dropped = new Set();
	names.forEach((name, index) => {
		const field = typeof name === "string" ? type.index[name] : undefined;
		if (field === undefined || name === selector) {
			context.errors.report("INVALID_PATCH", pointer(at, index), `${type.name} has no field to drop here`);
			return;
		}
		if (before === undefined || !hasOwn(before, field.name)) return;
		checkField(context, field, before, undefined, pointer(at, index));
		dropped.add(field.name);
	});
	return dropped;
}
function replaceField(context, out, before, step, given, path) {
	const { field } = step;
	const at = pointer(path, step.key);
	const value = cloneJson(given);
	if (field.immutable) checkField(context, field, before, value, at);
	else if (field.kind === "object") walkImmutable(context, field.type, own(before, field.name), value, at);
	put(out, field.name, value);
}
function setPlain(context, out, before, field, value, path) {
	const at = pointer(path, field.name);
	const old = before === undefined ? undefined : readField(before, field);
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
/** The own member `field` of `object` (a plain read when the name cannot reach the prototype). */
function readField(object, field) {
	return field.direct || hasOwn(object, field.name) ? object[field.name] : undefined;
}
