// generated from spec/ — do not edit
// Patch engine: diff (templates/runtime/patch/diff.ts).
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
  diffObject: () => diffObject,
  project: () => project,
  projectObject: () => projectObject
});
module.exports = __toCommonJS(stdin_exports);
var import_diff_array = require("./diff-array.cjs");
var import_json = require("./json.cjs");
function diffObject(type, a, b, selector) {
  if (a === b) return void 0;
  const before = (0, import_json.isObject)(a) ? a : EMPTY;
  const after = (0, import_json.isObject)(b) ? b : EMPTY;
  const index = type.index;
  let out;
  let shared = 0;
  const keys = Object.keys(after);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const field = index[key];
    if (field === void 0 || key === selector) {
      if (Object.hasOwn(before, key)) shared++;
      continue;
    }
    const old = field.direct || Object.hasOwn(before, key) ? before[key] : void 0;
    const next = after[key];
    if (old !== void 0) shared++;
    if (old === next) continue;
    const change = old === void 0 ? project(field, next) : field.kind === "scalar" ? next : diffNested(field, old, next);
    if (change === void 0) continue;
    if (out === void 0) out = {};
    if (field.array && old !== void 0) Object.assign(out, change);
    else (0, import_json.put)(out, key, change);
  }
  if (shared < Object.keys(before).length) {
    const drops = Object.keys(before).filter((key) => index[key] !== void 0 && key !== selector && !Object.hasOwn(after, key));
    if (drops.length > 0) return {
      $drop: drops,
      ...out
    };
  }
  return out;
}
const EMPTY = Object.freeze({});
function diffNested(field, before, after) {
  if (field.array) return diffArray(field, before, after);
  if (field.kind !== "object") return diffOpen(before, after);
  const nested = field.type === void 0 ? void 0 : diffObject(field.type, before, after, void 0);
  return nested !== void 0 && !(0, import_json.isObject)(before) ? project(field, after) : nested;
}
function diffOpen(a, b) {
  if (!(0, import_json.isObject)(a) || !(0, import_json.isObject)(b)) return (0, import_json.deepEqual)(a, b) ? void 0 : (0, import_json.cloneJson)(b);
  const out = {};
  let changed = false;
  let shared = 0;
  const keys = Object.keys(b);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const value = b[key];
    if (Object.hasOwn(a, key)) {
      shared++;
      const old = a[key];
      if (old === value || (0, import_json.deepEqual)(old, value)) continue;
    }
    (0, import_json.put)(out, key, (0, import_json.cloneJson)(value));
    changed = true;
  }
  if (shared < Object.keys(a).length) {
    return {
      $drop: Object.keys(a).filter((key) => !Object.hasOwn(b, key)),
      ...out
    };
  }
  return changed ? out : void 0;
}
function diffArray(field, a, b) {
  const plan = Array.isArray(a) && Array.isArray(b) ? (0, import_diff_array.planArray)(field, a, b, ELEMENTS) : void 0;
  const out = {};
  if (plan === void 0) {
    if ((0, import_json.deepEqual)(a, b)) return void 0;
    (0, import_json.put)(out, field.name, project(field, b));
    return out;
  }
  if (plan.dropped.length + plan.patched.length + plan.appended.length === 0) return void 0;
  if (plan.dropped.length > 0) (0, import_json.put)(out, `$drop/${field.name}`, plan.dropped);
  if (plan.patched.length > 0) (0, import_json.put)(out, `$patch/${field.name}`, plan.patched);
  if (plan.appended.length > 0) (0, import_json.put)(out, `$append/${field.name}`, plan.appended);
  return out;
}
const ELEMENTS = {
  diff: diffObject,
  project: projectObject
};
function project(field, value) {
  if (field.kind === "object" && field.type !== void 0) return projectObject(field.type, value);
  if (field.kind === "keyed-array" && field.type !== void 0 && Array.isArray(value)) {
    const type = field.type;
    return value.map((element) => projectObject(type, element));
  }
  return (0, import_json.cloneJson)(value);
}
function projectObject(type, value) {
  if (!(0, import_json.isObject)(value)) return (0, import_json.cloneJson)(value);
  const out = {};
  for (const field of type.fields) {
    const member = (0, import_json.own)(value, field.name);
    if (member !== void 0) (0, import_json.put)(out, field.name, project(field, member));
  }
  return out;
}
