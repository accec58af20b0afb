// generated from spec/ — do not edit
// Patch engine: apply-open (templates/runtime/patch/apply-open.ts).
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
  applyOpen: () => applyOpen
});
module.exports = __toCommonJS(stdin_exports);
var import_json = require("./json.cjs");
const REPLACE = "$replace/";
function applyOpen(context, current, patch, path, freeForm) {
  const out = (0, import_json.isObject)(current) ? (0, import_json.copyObject)(current) : {};
  if (!(0, import_json.isObject)(patch)) {
    context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
    return out;
  }
  const drop = (0, import_json.own)(patch, "$drop");
  if (Array.isArray(drop)) {
    for (const key of drop) if (typeof key === "string" && (0, import_json.hasOwn)(out, key)) delete out[key];
  }
  const keys = Object.keys(patch);
  for (const key of keys) {
    if (freeForm && key.startsWith(REPLACE)) (0, import_json.put)(out, key.slice(REPLACE.length), (0, import_json.cloneJson)(patch[key]));
  }
  for (const key of keys) {
    if (key.startsWith("$")) {
      if (key !== "$drop" && !(freeForm && key.startsWith(REPLACE))) {
        context.errors.report("INVALID_PATCH", (0, import_json.pointer)(path, key), `"${key}" is not an operator here`);
      }
      continue;
    }
    const value = patch[key];
    const merged = freeForm && (0, import_json.isObject)(value);
    (0, import_json.put)(out, key, merged ? applyOpen(context, (0, import_json.own)(out, key), value, (0, import_json.pointer)(path, key), true) : (0, import_json.cloneJson)(value));
  }
  return out;
}
