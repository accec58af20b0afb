// generated from spec/ — do not edit
// Patch engine: apply-array (templates/runtime/patch/apply-array.ts).
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
  applyArrayGroup: () => applyArrayGroup
});
module.exports = __toCommonJS(stdin_exports);
var import_immutable = require("./immutable.cjs");
var import_json = require("./json.cjs");
function applyArrayGroup(context, group, out, before, path) {
  const { field } = group;
  const current = (0, import_json.own)(out, field.name);
  let working = Array.isArray(current) ? current.slice() : void 0;
  const { removal, patch, append } = group;
  if (removal !== void 0 && working !== void 0) {
    working = removeElements(field, working, listOf(context, removal, path), removal.retain);
  }
  if (patch !== void 0) {
    const at = (0, import_json.pointer)(path, patch.key);
    if (working === void 0) {
      context.errors.report("NOT_FOUND", at, `there is no ${field.name} to patch`);
    } else if (field.kind === "keyed-array") {
      patchKeyed(context, field, working, listOf(context, patch, path), at);
    } else {
      patchByExample(context, working, listOf(context, patch, path), at);
    }
  }
  if (append !== void 0) {
    working = working ?? [];
    appendTo(context, field, working, listOf(context, append, path), (0, import_json.pointer)(path, append.key));
  }
  if (working === void 0) return;
  (0, import_immutable.checkField)(context, field, before, working, (0, import_json.pointer)(path, (removal ?? patch ?? append)?.key ?? field.name));
  (0, import_json.put)(out, field.name, working);
}
function listOf(context, operation, path) {
  if (Array.isArray(operation.value)) return operation.value;
  context.errors.report("INVALID_PATCH", (0, import_json.pointer)(path, operation.key), `${operation.key} must be an array`);
  return [];
}
function removeElements(field, elements, entries, retain) {
  if (field.kind === "unkeyed-array") {
    return elements.filter((element) => entries.some((entry) => (0, import_json.deepEqual)(entry, element)) === retain);
  }
  const named = new Set(entries);
  if (field.kind === "keyed-array") return elements.filter((element) => named.has((0, import_json.own)(element, field.key)) === retain);
  return elements.filter((element) => named.has(element) === retain);
}
function patchKeyed(context, field, working, patches, path) {
  const type = field.type;
  if (type === void 0) return;
  const rename = type.byName.get(field.key)?.renamable === true ? `$replace/${field.key}` : void 0;
  patches.forEach((elementPatch, index) => {
    const at = (0, import_json.pointer)(path, index);
    const id = (0, import_json.own)(elementPatch, field.key);
    const position = working.findIndex((element) => (0, import_json.own)(element, field.key) === id);
    if (id === void 0 || position === -1) {
      context.errors.report("NOT_FOUND", at, `${field.name} has no element ${JSON.stringify(id)}`);
      return;
    }
    if (rename !== void 0 && (0, import_json.isObject)(elementPatch) && (0, import_json.hasOwn)(elementPatch, rename)) {
      const next = elementPatch[rename];
      if (next !== id && working.some((element) => (0, import_json.own)(element, field.key) === next)) {
        context.errors.report("EXISTS", (0, import_json.pointer)(at, rename), `${field.name} already has an element ${JSON.stringify(next)}`);
        return;
      }
    }
    working[position] = context.applyObject(context, type, working[position], elementPatch, at, field.key);
  });
}
function patchByExample(context, working, patches, path) {
  patches.forEach((elementPatch, index) => {
    const at = (0, import_json.pointer)(path, index);
    if (!(0, import_json.isObject)(elementPatch)) {
      context.errors.report("INVALID_PATCH", at, "an element patch must be an object");
      return;
    }
    const selector = Object.keys(elementPatch).filter((key) => !key.startsWith("$"));
    const matches = [];
    working.forEach((element, position2) => {
      if (selector.every((key) => (0, import_json.isObject)(element) && (0, import_json.hasOwn)(element, key) && (0, import_json.deepEqual)(element[key], elementPatch[key]))) {
        matches.push(position2);
      }
    });
    const [position] = matches;
    if (position === void 0) {
      context.errors.report("NOT_FOUND", at, "no element matches the plain members of this element patch");
    } else if (matches.length > 1) {
      context.errors.report("AMBIGUOUS", at, `${matches.length} elements match the plain members of this element patch`);
    } else {
      working[position] = changeByExample(context, working[position], elementPatch, at);
    }
  });
}
function changeByExample(context, element, elementPatch, path) {
  const drop = (0, import_json.own)(elementPatch, "$drop");
  const dropped = Array.isArray(drop) ? new Set(drop.filter((name) => typeof name === "string")) : void 0;
  const out = (0, import_json.isObject)(element) ? (0, import_json.copyWithout)(element, dropped) : {};
  for (const key of Object.keys(elementPatch)) {
    if (key.startsWith("$replace/")) (0, import_json.put)(out, key.slice("$replace/".length), (0, import_json.cloneJson)(elementPatch[key]));
    else if (key.startsWith("$") && key !== "$drop") {
      context.errors.report("INVALID_PATCH", (0, import_json.pointer)(path, key), `"${key}" is not an operator of this element patch`);
    }
  }
  return out;
}
function appendTo(context, field, working, elements, path) {
  elements.forEach((element, index) => {
    if (field.kind === "scalar-array") {
      if (!working.includes(element)) working.push(element);
      return;
    }
    if (field.kind === "keyed-array") {
      const id = (0, import_json.own)(element, field.key);
      const existing = working.find((candidate) => (0, import_json.own)(candidate, field.key) === id);
      if (existing !== void 0) {
        if (!(0, import_json.deepEqual)(existing, element)) {
          const at = (0, import_json.pointer)(path, index);
          context.errors.report("EXISTS", at, `${field.name} already has a different element ${JSON.stringify(id)}`);
        }
        return;
      }
    }
    working.push((0, import_json.cloneJson)(element));
  });
}
