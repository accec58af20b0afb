// generated from spec/ — do not edit
// Patch engine: apply-open (templates/runtime/patch/apply-open.ts).
import { cloneJson, copyObject, hasOwn, isObject, own, pointer, put } from "./json.js";
const REPLACE = "$replace/";
export function applyOpen(context, current, patch, path, freeForm) {
	const out = isObject(current) ? copyObject(current) : {};
	if (!isObject(patch)) {
		context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
		return out;
	}
	const drop = own(patch, "$drop");
	if (Array.isArray(drop)) {
		for (const key of drop) if (typeof key === "string" && hasOwn(out, key)) delete out[key];
	}
	const keys = Object.keys(patch);
	for (const key of keys) {
		if (freeForm && key.startsWith(REPLACE)) put(out, key.slice(REPLACE.length), cloneJson(patch[key]));
	}
	for (const key of keys) {
		if (key.startsWith("$")) {
			if (key !== "$drop" && !(freeForm && key.startsWith(REPLACE))) {
				context.errors.report("INVALID_PATCH", pointer(path, key), `"${key}" is not an operator here`);
			}
			continue;
		}
		const value = patch[key];
		const merged = freeForm && isObject(value);
		put(out, key, merged ? applyOpen(context, own(out, key), value, pointer(path, key), true) : cloneJson(value));
	}
	return out;
}
