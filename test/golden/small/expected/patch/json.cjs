// generated from spec/ — do not edit
// Patch engine: json (templates/runtime/patch/json.ts).
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
  cloneJson: () => cloneJson,
  copyObject: () => copyObject,
  copyWithout: () => copyWithout,
  deepEqual: () => deepEqual,
  hasOwn: () => hasOwn,
  isObject: () => isObject,
  own: () => own,
  pointer: () => pointer,
  pointerText: () => pointerText,
  put: () => put
});
module.exports = __toCommonJS(stdin_exports);
function hasOwn(value, key) {
  return Object.hasOwn(value, key);
}
function own(value, key) {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function put(target, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  } else {
    target[key] = value;
  }
}
function copyObject(value) {
  return { ...value };
}
function copyWithout(value, drop) {
  if (drop === void 0 || drop.size === 0) return { ...value };
  const out = {};
  for (const key of Object.keys(value)) if (!drop.has(key)) put(out, key, value[key]);
  return out;
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!deepEqual(a[key], b[key])) return false;
  }
  return true;
}
function cloneJson(value) {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson);
  const out = {};
  for (const key of Object.keys(value)) put(out, key, cloneJson(value[key]));
  return out;
}
function pointer(parent, token) {
  return {
    parent,
    token
  };
}
function pointerText(path) {
  const tokens = [];
  for (let at = path; at !== void 0; at = at.parent) {
    tokens.push(String(at.token).replace(/~/g, "~0").replace(/\//g, "~1"));
  }
  return tokens.length === 0 ? "" : `/${tokens.reverse().join("/")}`;
}
