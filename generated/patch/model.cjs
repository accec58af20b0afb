// generated from spec/ — do not edit
// Patch engine: model (templates/runtime/patch/model.ts).
'use strict';
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  compileModel: () => compileModel
});
module.exports = __toCommonJS(stdin_exports);
const ARRAY_OPERATORS = [
  ["drop", "$drop/"],
  ["retain", "$retain/"],
  ["append", "$append/"]
];
function compileModel(data) {
  const types = /* @__PURE__ */ new Map();
  for (const type of data.types) types.set(type.name, compileType(type));
  for (const type of types.values()) {
    for (const field of type.fields) field.type = types.get(field.typeName);
  }
  markImmutable(types);
  const root = types.get(data.root);
  if (root === void 0) throw new Error(`patch model has no root type ${data.root}`);
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
    type: void 0
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
const EMPTY_PROTOTYPE = Object.freeze(/* @__PURE__ */ Object.create(null));
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
