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
  project: () => project
});
module.exports = __toCommonJS(stdin_exports);
var import_json = require("./json.cjs");
function diffObject(type, a, b, selector) {
  const out = {};
  const drops = [];
  for (const field of type.fields) {
    if (field.name === selector) continue;
    const before = (0, import_json.own)(a, field.name);
    const after = (0, import_json.own)(b, field.name);
    if (after === void 0) {
      if (before !== void 0) drops.push(field.name);
    } else if (before === void 0) {
      (0, import_json.put)(out, field.name, project(field, after));
    } else {
      diffField(out, field, before, after);
    }
  }
  if (drops.length === 0) return Object.keys(out).length === 0 ? void 0 : out;
  return {
    $drop: drops,
    ...out
  };
}
function diffField(out, field, before, after) {
  switch (field.kind) {
    case "scalar":
      if (before !== after) (0, import_json.put)(out, field.name, after);
      return;
    case "object": {
      const nested = field.type === void 0 ? void 0 : diffObject(field.type, before, after, void 0);
      if (nested !== void 0) (0, import_json.put)(out, field.name, (0, import_json.isObject)(before) ? nested : project(field, after));
      return;
    }
    case "map":
    case "free-form": {
      const nested = diffOpen(before, after);
      if (nested !== void 0) (0, import_json.put)(out, field.name, nested);
      return;
    }
    default:
      diffArray(out, field, before, after);
  }
}
function diffOpen(a, b) {
  if (!(0, import_json.isObject)(a) || !(0, import_json.isObject)(b)) return (0, import_json.deepEqual)(a, b) ? void 0 : (0, import_json.cloneJson)(b);
  const out = {};
  const drops = Object.keys(a).filter((key) => (0, import_json.own)(b, key) === void 0);
  for (const key of Object.keys(b)) {
    if (!(0, import_json.deepEqual)((0, import_json.own)(a, key), b[key])) (0, import_json.put)(out, key, (0, import_json.cloneJson)(b[key]));
  }
  if (drops.length === 0) return Object.keys(out).length === 0 ? void 0 : out;
  return {
    $drop: drops,
    ...out
  };
}
function diffArray(out, field, a, b) {
  if ((0, import_json.deepEqual)(a, b)) return;
  const plan = Array.isArray(a) && Array.isArray(b) ? planArray(field, a, b) : void 0;
  if (plan === void 0) {
    (0, import_json.put)(out, field.name, project(field, b));
    return;
  }
  if (plan.dropped.length > 0) (0, import_json.put)(out, `$drop/${field.name}`, plan.dropped);
  if (plan.patched.length > 0) (0, import_json.put)(out, `$patch/${field.name}`, plan.patched);
  if (plan.appended.length > 0) (0, import_json.put)(out, `$append/${field.name}`, plan.appended);
}
function planArray(field, a, b) {
  if (field.kind === "keyed-array") return planKeyed(field, a, b);
  if (field.kind === "unkeyed-array") return planUnkeyed(a, b);
  const inB = new Set(b);
  if (inB.size !== b.length || new Set(a).size !== a.length) return void 0;
  const survivors = a.filter((value) => inB.has(value));
  if (!survivors.every((value, index) => b[index] === value)) return void 0;
  return {
    dropped: a.filter((value) => !inB.has(value)),
    patched: [],
    appended: b.slice(survivors.length)
  };
}
function planKeyed(field, a, b) {
  const type = field.type;
  const aIds = identifiers(field.key, a);
  const bIds = identifiers(field.key, b);
  if (type === void 0 || aIds === void 0 || bIds === void 0) return void 0;
  const inB = new Map(bIds.map((id, index) => [id, b[index]]));
  const survivors = aIds.filter((id) => inB.has(id));
  if (!survivors.every((id, index) => bIds[index] === id)) return void 0;
  const patched = [];
  a.forEach((element, index) => {
    const id = aIds[index];
    const nested = inB.has(id) ? diffObject(type, element, inB.get(id), field.key) : void 0;
    if (nested !== void 0) {
      const elementPatch = {};
      (0, import_json.put)(elementPatch, field.key, id);
      patched.push(Object.assign(elementPatch, nested));
    }
  });
  return {
    dropped: aIds.filter((id) => !inB.has(id)),
    patched,
    appended: b.slice(survivors.length).map((element) => projectObject(type, element))
  };
}
function identifiers(key, elements) {
  const ids = elements.map((element) => (0, import_json.own)(element, key));
  if (!ids.every((id) => typeof id === "string")) return void 0;
  return new Set(ids).size === ids.length ? ids : void 0;
}
function planUnkeyed(a, b) {
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
