// generated from spec/ — do not edit
// Validators of the cluster bodies (top-level checks).
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
  validateApiError: () => validateApiError,
  validateCluster: () => validateCluster,
  validateClusterCreate: () => validateClusterCreate,
  validateClusterPatch: () => validateClusterPatch
});
module.exports = __toCommonJS(stdin_exports);
const CLUSTER = { "required": ["id", "name", "spec"], "members": { "id": ["string"], "name": ["string"], "tags": null, "spec": null }, "operators": false };
const CREATE = { "required": ["name", "spec"], "members": { "name": ["string"], "tags": null, "spec": null }, "operators": false };
const PATCH = { "required": [], "members": { "name": ["string"], "tags": null, "spec": null }, "operators": true };
const API_ERROR = { "required": ["code"], "members": { "code": ["string"], "details": null }, "operators": false };
function check(value, rule) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, errors: [{ path: "", code: "type", message: "must be an object" }] };
  }
  const errors = [];
  for (const name of rule.required) {
    if (!Object.hasOwn(value, name)) errors.push({ path: "", code: "required", message: `missing required member "${name}"` });
  }
  for (const key of Object.keys(value)) {
    const types = Object.hasOwn(rule.members, key) ? rule.members[key] : void 0;
    const pointer = "/" + key.replace(/~/g, "~0").replace(/\//g, "~1");
    if (types === void 0 && !(rule.operators && key.startsWith("$"))) {
      errors.push({ path: pointer, code: "unknown", message: `unknown member "${key}"` });
    } else if (types && !types.includes(typeof value[key])) {
      errors.push({ path: pointer, code: "type", message: `must be ${types.join(" or ")}` });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
function validateCluster(value) {
  return check(value, CLUSTER);
}
function validateClusterCreate(value) {
  return check(value, CREATE);
}
function validateClusterPatch(value) {
  return check(value, PATCH);
}
function validateApiError(value) {
  return check(value, API_ERROR);
}
