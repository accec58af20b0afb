// generated from spec/ — do not edit
// Patch engine: immutable (templates/runtime/patch/immutable.ts).
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
  checkField: () => checkField,
  walkElements: () => walkElements,
  walkImmutable: () => walkImmutable
});
module.exports = __toCommonJS(stdin_exports);
var import_json = require("./json.cjs");
function checkField(context, field, before, after, path) {
  if (!field.immutable || !(0, import_json.isObject)(before)) return;
  const old = (0, import_json.own)(before, field.name);
  if (after === void 0 && field.required) return;
  if (!(0, import_json.deepEqual)(old, after)) {
    context.errors.report("IMMUTABLE", path, `${field.name} cannot change once the cluster exists`);
  }
}
function walkImmutable(context, type, before, after, path) {
  if (type === void 0 || !type.holdsImmutable || !(0, import_json.isObject)(before) || !(0, import_json.isObject)(after)) return;
  for (const field of type.fields) {
    const next = (0, import_json.own)(after, field.name);
    if (field.immutable) {
      checkField(context, field, before, next, next === void 0 ? path : (0, import_json.pointer)(path, field.name));
      continue;
    }
    const old = (0, import_json.own)(before, field.name);
    if (old === void 0 || next === void 0) continue;
    if (field.kind === "object") walkImmutable(context, field.type, old, next, (0, import_json.pointer)(path, field.name));
    if (field.kind === "keyed-array") walkElements(context, field, old, next, (0, import_json.pointer)(path, field.name));
  }
}
function walkElements(context, field, before, after, path) {
  if (field.type === void 0 || !field.type.holdsImmutable) return;
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  after.forEach((element, index) => {
    const id = (0, import_json.own)(element, field.key);
    const old = id === void 0 ? void 0 : before.find((e) => (0, import_json.own)(e, field.key) === id);
    if (old !== void 0) walkImmutable(context, field.type, old, element, (0, import_json.pointer)(path, index));
  });
}
