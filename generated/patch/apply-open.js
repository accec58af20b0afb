// generated from spec/ — do not edit
// Patch engine: apply-open (templates/runtime/patch/apply-open.ts).
import { cloneJson, copyObject, copyWithout, isObject, own, pointer, put } from "./json.js";
export function applyOpen(context, current, patch, path) {
	if (!isObject(patch)) {
		context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
		return isObject(current) ? copyObject(current) : {};
	}
	const drop = own(patch, "$drop");
	const dropped = Array.isArray(drop) ? new Set(drop.filter((key) => typeof key === "string")) : undefined;
	const out = isObject(current) ? copyWithout(current, dropped) : {};
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
