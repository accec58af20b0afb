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
function applyOpen(context, current, patch, path) {
  if (!(0, import_json.isObject)(patch)) {
    context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
    return (0, import_json.isObject)(current) ? (0, import_json.copyObject)(current) : {};
  }
  const drop = (0, import_json.own)(patch, "$drop");
  const dropped = Array.isArray(drop) ? new Set(drop.filter((key) => typeof key === "string")) : void 0;
  const out = (0, import_json.isObject)(current) ? (0, import_json.copyWithout)(current, dropped) : {};
  for (const key of Object.keys(patch)) {
    if (key === "$drop") continue;
    if (key.startsWith("$")) {
      context.errors.report("INVALID_PATCH", (0, import_json.pointer)(path, key), `"${key}" is not an operator here`);
    } else {
      (0, import_json.put)(out, key, (0, import_json.cloneJson)(patch[key]));
    }
  }
  return out;
}
