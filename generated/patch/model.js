// generated from spec/ — do not edit
// Patch engine: model (templates/runtime/patch/model.ts).
const ARRAY_OPERATORS = [
	["drop", "$drop/"],
	["retain", "$retain/"],
	["append", "$append/"]
];
export function compileModel(data) {
	// A Map, not an object: lookups by name never meet the prototype.
	const types = new Map();
	for (const type of data.types) types.set(type.name, compileType(type));
	for (const type of types.values()) {
		for (const field of type.fields) field.type = types.get(field.typeName);
	}
	markImmutable(types);
	const root = types.get(data.root);
	if (root === undefined) throw new Error(`patch model has no root type ${data.root}`);
	return { root };
}
function compileType(type) {
	const fields = type.fields.map((field, index) => ({
		name: field.name,
		index,
		kind: field.kind,
		required: field.required === true,
		immutable: field.immutable === true,
		renamable: field.renamable === true,
		key: field.key ?? "",
		array: field.kind === "scalar-array" || field.kind === "keyed-array" || field.kind === "unkeyed-array",
		direct: !(field.name in Object.prototype),
		typeName: field.kind === "object" || field.kind === "keyed-array" ? field.type ?? "" : "",
		type: undefined
	}));
	const actions = [];
	const add = (key, action, field) => actions.push({
		key,
		action,
		field
	});
	for (const field of fields) {
		add(field.name, "plain", field);
		if (field.renamable) add(`$replace/${field.name}`, "rename", field);
		else if (field.kind === "object" || field.kind === "map" || field.kind === "free-form") {
			add(`$replace/${field.name}`, "replace", field);
		}
		if (field.array) {
			for (const [action, prefix] of ARRAY_OPERATORS) add(prefix + field.name, action, field);
			if (field.kind !== "scalar-array") add(`$patch/${field.name}`, "patch", field);
		}
	}
	return {
		name: type.name,
		fields,
		byName: new Map(fields.map((f) => [f.name, f])),
		index: fastIndex(fields.map((f) => [f.name, f])),
		actions: fastIndex(actions.map((a) => [a.key, a])),
		holdsImmutable: false
	};
}
/**
* Values by name as a plain object whose prototype chain ends in an empty null-prototype object: no
* key reaches `Object.prototype` (not even `__proto__`), yet V8 keeps it a fast object, unlike
* `Object.create(null)`, which starts in dictionary mode and makes every lookup a hash lookup.
*/
function fastIndex(entries) {
	const index = Object.create(EMPTY_PROTOTYPE);
	for (const [name, value] of entries) {
		Object.defineProperty(index, name, {
			value,
			enumerable: true,
			writable: false,
			configurable: false
		});
	}
	return index;
}
const EMPTY_PROTOTYPE = Object.freeze(Object.create(null));
/** Marks every type from which an immutable field can be reached. */
function markImmutable(types) {
	let changed = true;
	while (changed) {
		changed = false;
		for (const type of types.values()) {
			if (type.holdsImmutable) continue;
			if (type.fields.some((f) => f.immutable || f.type?.holdsImmutable === true)) {
				type.holdsImmutable = true;
				changed = true;
			}
		}
	}
}
