// generated from spec/ — do not edit
// Patch engine: diff-array (templates/runtime/patch/diff-array.ts).
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
  planArray: () => planArray
});
module.exports = __toCommonJS(stdin_exports);
var import_json = require("./json.cjs");
const NO_CHANGE = {
  dropped: [],
  patched: [],
  appended: []
};
function planArray(field, a, b, elements) {
  if (field.kind === "keyed-array") return field.type === void 0 ? void 0 : planKeyed(field, field.type, a, b, elements);
  if (field.kind === "unkeyed-array") return planUnkeyed(a, b);
  return planScalars(a, b);
}
function planScalars(a, b) {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  if (index === a.length && index === b.length) return NO_CHANGE;
  const inB = new Set(b);
  if (inB.size !== b.length || new Set(a).size !== a.length) return void 0;
  const dropped = [];
  let next = 0;
  for (const value of a) {
    if (!inB.has(value)) dropped.push(value);
    else if (b[next++] !== value) return void 0;
  }
  return {
    dropped,
    patched: [],
    appended: b.slice(next)
  };
}
function idOf(element, key, direct) {
  if (!(0, import_json.isObject)(element)) return void 0;
  const id = direct || Object.hasOwn(element, key) ? element[key] : void 0;
  return typeof id === "string" ? id : void 0;
}
function planKeyed(field, type, a, b, elements) {
  const key = field.key;
  const direct = !(key in Object.prototype);
  const patched = [];
  let start = 0;
  for (; start < a.length && start < b.length; start++) {
    const id = idOf(a[start], key, direct);
    if (id === void 0 || idOf(b[start], key, direct) !== id) break;
    const nested = elements.diff(type, a[start], b[start], key);
    if (nested !== void 0) patched.push(elementPatch(key, id, nested));
  }
  if (start === a.length && start === b.length) {
    if (patched.length === 0) return NO_CHANGE;
    return unique(a.map((e) => idOf(e, key, direct))) ? {
      dropped: [],
      patched,
      appended: []
    } : void 0;
  }
  const positions = /* @__PURE__ */ new Map();
  for (let index = 0; index < b.length; index++) {
    const id = idOf(b[index], key, direct);
    if (id === void 0 || positions.has(id)) return void 0;
    positions.set(id, index);
  }
  const dropped = [];
  let next = start;
  for (let index = start; index < a.length; index++) {
    const id = idOf(a[index], key, direct);
    const at = id === void 0 ? void 0 : positions.get(id);
    if (id === void 0 || at !== void 0 && at !== next) return void 0;
    if (at === void 0) {
      dropped.push(id);
      continue;
    }
    const nested = elements.diff(type, a[index], b[next++], key);
    if (nested !== void 0) patched.push(elementPatch(key, id, nested));
  }
  if (!unique(dropped)) return void 0;
  const appended = b.slice(next).map((element) => elements.project(type, element));
  return {
    dropped,
    patched,
    appended
  };
}
function elementPatch(key, id, nested) {
  const out = {};
  (0, import_json.put)(out, key, id);
  return Object.assign(out, nested);
}
function unique(ids) {
  return new Set(ids).size === ids.length && !ids.includes(void 0);
}
function planUnkeyed(a, b) {
  if ((0, import_json.deepEqual)(a, b)) return NO_CHANGE;
  const survivors = a.filter((element) => b.some((other) => (0, import_json.deepEqual)(element, other)));
  if (survivors.length !== b.length || !survivors.every((element, index) => (0, import_json.deepEqual)(element, b[index]))) {
    return void 0;
  }
  const dropped = [];
  for (const element of a) {
    if (!survivors.includes(element) && !dropped.some((d) => (0, import_json.deepEqual)(d, element))) dropped.push((0, import_json.cloneJson)(element));
  }
  return {
    dropped,
    patched: [],
    appended: []
  };
}
