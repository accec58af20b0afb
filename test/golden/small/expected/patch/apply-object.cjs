// generated from spec/ — do not edit
// Patch engine: apply-object (templates/runtime/patch/apply-object.ts).
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
  applyObject: () => applyObject
});
module.exports = __toCommonJS(stdin_exports);
var import_apply_array = require("./apply-array.cjs");
var import_apply_open = require("./apply-open.cjs");
var import_immutable = require("./immutable.cjs");
var import_json = require("./json.cjs");
function applyObject(context, type, current, patch, path, selector) {
  const before = (0, import_json.isObject)(current) ? current : void 0;
  if (!(0, import_json.isObject)(patch)) {
    context.errors.report("INVALID_PATCH", path, `a patch of ${type.name} must be an object`);
    return before === void 0 ? {} : (0, import_json.copyObject)(before);
  }
  const plan = planOf(context, type, patch, path);
  if (plan === void 0) return before === void 0 ? {} : (0, import_json.copyObject)(before);
  const dropped = plan.drop === void 0 ? void 0 : dropFields(context, type, before, plan.drop, path, selector);
  const out = before === void 0 ? {} : (0, import_json.copyWithout)(before, dropped);
  for (const step of inFieldOrder(plan.replaces)) replaceField(context, out, before, step, patch[step.key], path);
  for (const step of inFieldOrder(plan.plains)) {
    if (step.field.name !== selector) setPlain(context, out, before, step.field, patch[step.key], path);
  }
  const groups = plan.groups ?? [];
  if (groups.length > 1) groups.sort(byGroupField);
  for (const group of groups) (0, import_apply_array.applyArrayGroup)(context, group, out, before, path);
  return out;
}
function byGroupField(a, b) {
  return a.field.index - b.field.index;
}
function byField(a, b) {
  return a.field.index - b.field.index;
}
function planOf(context, type, patch, path) {
  const plan = {
    drop: void 0,
    replaces: void 0,
    plains: void 0,
    groups: void 0
  };
  const keys = Object.keys(patch);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    if (key === "$drop") {
      plan.drop = patch[key];
      continue;
    }
    const step = type.actions[key];
    if (step === void 0) {
      context.errors.report("INVALID_PATCH", (0, import_json.pointer)(path, key), `${type.name} has no field or operator "${key}"`);
      return void 0;
    }
    if (step.action === "plain") plan.plains = pushTo(plan.plains, step);
    else if (step.action === "replace" || step.action === "rename") plan.replaces = pushTo(plan.replaces, step);
    else plan.groups = addToGroup(plan.groups ?? [], step, patch[key]);
  }
  return plan;
}
const NONE = [];
function inFieldOrder(steps) {
  if (steps === void 0) return NONE;
  if (steps.length > 1) steps.sort(byField);
  return steps;
}
function pushTo(list, item) {
  if (list === void 0) return [item];
  list.push(item);
  return list;
}
function addToGroup(groups, step, value) {
  let group;
  for (const candidate of groups) if (candidate.field === step.field) group = candidate;
  if (group === void 0) {
    group = { field: step.field };
    groups.push(group);
  }
  if (step.action === "drop" || step.action === "retain") {
    group.removal = {
      key: step.key,
      value,
      retain: step.action === "retain"
    };
  } else if (step.action === "patch") group.patch = {
    key: step.key,
    value
  };
  else group.append = {
    key: step.key,
    value
  };
  return groups;
}
function dropFields(context, type, before, names, path, selector) {
  const at = (0, import_json.pointer)(path, "$drop");
  if (!Array.isArray(names)) {
    context.errors.report("INVALID_PATCH", at, "$drop must be an array of field names");
    return void 0;
  }
  const dropped = /* @__PURE__ */ new Set();
  names.forEach((name, index) => {
    const field = typeof name === "string" ? type.index[name] : void 0;
    if (field === void 0 || name === selector) {
      context.errors.report("INVALID_PATCH", (0, import_json.pointer)(at, index), `${type.name} has no field to drop here`);
      return;
    }
    if (before === void 0 || !(0, import_json.hasOwn)(before, field.name)) return;
    (0, import_immutable.checkField)(context, field, before, void 0, (0, import_json.pointer)(at, index));
    dropped.add(field.name);
  });
  return dropped;
}
function replaceField(context, out, before, step, given, path) {
  const { field } = step;
  const at = (0, import_json.pointer)(path, step.key);
  const value = (0, import_json.cloneJson)(given);
  if (field.immutable) (0, import_immutable.checkField)(context, field, before, value, at);
  else if (field.kind === "object") (0, import_immutable.walkImmutable)(context, field.type, (0, import_json.own)(before, field.name), value, at);
  (0, import_json.put)(out, field.name, value);
}
function setPlain(context, out, before, field, value, path) {
  const at = (0, import_json.pointer)(path, field.name);
  const old = before === void 0 ? void 0 : readField(before, field);
  let next;
  switch (field.kind) {
    case "object":
      next = field.type === void 0 ? value : context.applyObject(context, field.type, old, value, at, void 0);
      break;
    case "map":
    case "free-form":
      next = (0, import_apply_open.applyOpen)(context, old, value, at);
      break;
    case "keyed-array":
      next = (0, import_json.cloneJson)(value);
      if (!field.immutable) (0, import_immutable.walkElements)(context, field, old, next, at);
      break;
    default:
      next = (0, import_json.cloneJson)(value);
  }
  (0, import_immutable.checkField)(context, field, before, next, at);
  (0, import_json.put)(out, field.name, next);
}
function readField(object, field) {
  return field.direct || (0, import_json.hasOwn)(object, field.name) ? object[field.name] : void 0;
}
