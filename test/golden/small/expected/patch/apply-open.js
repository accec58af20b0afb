// generated from spec/ — do not edit
// Patch engine: apply-open (templates/runtime/patch/apply-open.ts).
import { cloneJson, copyObject, hasOwn, isObject, own, pointer, put } from "./json.js";
export function applyOpen(context, current, patch, path) {
	const out = isObject(current) ? copyObject(current) : {};
	if (!isObject(patch)) {
		context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
		return out;
	}
	const drop = own(patch, "$drop");
	if (Array.isArray(drop)) {
		for (const key of drop) if (typeof key === "string" && hasOwn(out, key)) delete out[key];
	}
	for (const key of Object.keys(patch)) {
		if (key === "$drop") continue;
		if (key.startsWith("$")) {
			context.errors.report("INVALID_PATCH", pointer(path, key), `"${key}" is not an operator here`);
		} else {
			put(out, key, cloneJson(patch[key]));
		}
	}
	return out;
}
