// generated from spec/ — do not edit
// Runtime of the compiled validators: values.
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
  FORBIDDEN: () => FORBIDDEN,
  badKey: () => badKey,
  checkFreeForm: () => checkFreeForm,
  duplicateIdentifiers: () => duplicateIdentifiers,
  duplicateItems: () => duplicateItems,
  freeFormValue: () => freeFormValue
});
module.exports = __toCommonJS(stdin_exports);
var import_core = require("./core.cjs");
var import_messages = require("./messages.cjs");
const FORBIDDEN = "is forbidden";
const DEPTH_GUARD = 1e3;
const SMALL = 16;
function duplicateItems(run, items) {
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      for (let j = 0; j < i; j++) {
        if (items[j] === items[i]) {
          duplicateItem(run, i, j, items[i]);
          break;
        }
      }
    }
    return;
  }
  const first = /* @__PURE__ */ new Map();
  for (let i = 0; i < items.length; i++) {
    const seen = first.get(items[i]);
    if (seen === void 0) first.set(items[i], i);
    else duplicateItem(run, i, seen, items[i]);
  }
}
function duplicateItem(run, index, first, item) {
  (0, import_core.push)(run, index, "DUPLICATE_ITEM", `duplicates item ${first} (${(0, import_core.describe)(item)}); items must be unique`);
}
function duplicateIdentifiers(run, items, key) {
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      const id = identifier(items[i], key);
      if (id === void 0) continue;
      for (let j = 0; j < i; j++) {
        if (identifier(items[j], key) === id) {
          duplicateIdentifier(run, key, i, j, id);
          break;
        }
      }
    }
    return;
  }
  const first = /* @__PURE__ */ new Map();
  for (let i = 0; i < items.length; i++) {
    const id = identifier(items[i], key);
    if (id === void 0) continue;
    const seen = first.get(id);
    if (seen === void 0) first.set(id, i);
    else duplicateIdentifier(run, key, i, seen, id);
  }
}
function identifier(item, key) {
  if (typeof item !== "object" || item === null) return void 0;
  const id = item[key];
  return typeof id === "string" ? id : void 0;
}
function duplicateIdentifier(run, key, index, first, id) {
  run.path.push(index);
  (0, import_core.push)(run, key, "DUPLICATE_IDENTIFIER", `${key} ${JSON.stringify(id)} is already used by item ${first}; ${key} must be unique in this array`);
  run.path.pop();
}
function badKey(run, key, reason) {
  if (reason === FORBIDDEN) {
    (0, import_core.forbiddenKey)(run, key);
    return false;
  }
  (0, import_core.push)(run, key, "INVALID_KEY", `key ${JSON.stringify(key)} ${reason}`);
  return true;
}
function checkFreeForm(run, value, limits) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) (0, import_messages.wrongType)(run, void 0, "an object", value);
  else freeFormNode(run, value, 1, limits);
}
function freeFormNode(run, node, depth, limits) {
  const maxDepth = limits.maxDepth ?? DEPTH_GUARD;
  if (depth > maxDepth) {
    (0, import_core.push)(run, void 0, "TOO_DEEP", `nested more than ${maxDepth} levels deep`);
    (0, import_core.screen)(run, void 0, node);
    return;
  }
  if (Array.isArray(node)) {
    if (limits.maxItems !== void 0 && node.length > limits.maxItems) {
      (0, import_messages.tooMany)(run, void 0, "items", limits.maxItems, node.length, node);
      return;
    }
    for (let i = 0; i < node.length; i++) freeFormMember(run, i, node[i], depth, limits);
    return;
  }
  const keys = Object.keys(node);
  if (limits.maxProperties !== void 0 && keys.length > limits.maxProperties) {
    (0, import_messages.tooMany)(run, void 0, "keys", limits.maxProperties, keys.length, node);
    return;
  }
  for (const key of keys) {
    const reason = limits.keyProblem(key);
    if (reason !== void 0 && !badKey(run, key, reason)) continue;
    const value = node[key];
    if (value !== void 0) freeFormMember(run, key, value, depth, limits);
  }
}
function freeFormValue(run, token, value, limits) {
  freeFormMember(run, token, value, 1, limits);
}
function freeFormMember(run, token, value, depth, limits) {
  if (typeof value === "object" && value !== null) {
    run.path.push(token);
    freeFormNode(run, value, depth + 1, limits);
    run.path.pop();
  } else if (!(typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value))) {
    const message = value === null ? "must not be null: free-form values are any JSON but null (leave the member out)" : `must be a JSON value other than null; got ${(0, import_core.describe)(value)}`;
    (0, import_core.push)(run, token, "INVALID_TYPE", message);
  }
}
