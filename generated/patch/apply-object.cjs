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
  const out = before === void 0 ? {} : (0, import_json.copyObject)(before);
  const plan = planOf(context, type, patch, path);
  if (plan === void 0) return out;
  if (plan.drop !== void 0) dropFields(context, type, out, before, plan.drop, path, selector);
  for (const step of plan.replaces) replaceField(context, out, before, step, path);
  for (const step of plan.plains) {
    if (step.field.name !== selector) setPlain(context, out, before, step, path);
  }
  const groups = [...plan.groups.values()].sort((a, b) => a.field.index - b.field.index);
  for (const group of groups) (0, import_apply_array.applyArrayGroup)(context, group, out, before, path);
  return out;
}
function planOf(context, type, patch, path) {
  if (!(0, import_json.isObject)(patch)) {
    context.errors.report("INVALID_PATCH", path, `a patch of ${type.name} must be an object`);
    return void 0;
  }
  const plan = {
    drop: void 0,
    replaces: [],
    plains: [],
    groups: /* @__PURE__ */ new Map()
  };
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if (key === "$drop") {
      plan.drop = value;
      continue;
    }
    const entry = type.actions.get(key);
    if (entry === void 0) {
      context.errors.report("INVALID_PATCH", (0, import_json.pointer)(path, key), `${type.name} has no field or operator "${key}"`);
      return void 0;
    }
    const step = {
      field: entry.field,
      key,
      value
    };
    if (entry.action === "plain") plan.plains.push(step);
    else if (entry.action === "replace" || entry.action === "rename") plan.replaces.push(step);
    else addToGroup(plan.groups, entry.action, step);
  }
  plan.replaces.sort(byField);
  plan.plains.sort(byField);
  return plan;
}
function byField(a, b) {
  return a.field.index - b.field.index;
}
function addToGroup(groups, action, step) {
  let group = groups.get(step.field);
  if (group === void 0) {
    group = { field: step.field };
    groups.set(step.field, group);
  }
  const operation = {
    key: step.key,
    value: step.value
  };
  if (action === "drop" || action === "retain") group.removal = {
    ...operation,
    retain: action === "retain"
  };
  else if (action === "patch") group.patch = operation;
  else group.append = operation;
}
function dropFields(context, type, out, before, names, path, selector) {
  const at = (0, import_json.pointer)(path, "$drop");
  if (!Array.isArray(names)) {
    context.errors.report("INVALID_PATCH", at, "$drop must be an array of field names");
    return;
  }
  names.forEach((name, index) => {
    const field = typeof name === "string" ? type.byName.get(name) : void 0;
    if (field === void 0 || name === selector) {
      context.errors.report("INVALID_PATCH", (0, import_json.pointer)(at, index), `${type.name} has no field to drop here`);
      return;
    }
    if (!(0, import_json.hasOwn)(out, field.name)) return;
    (0, import_immutable.checkField)(context, field, before, void 0, (0, import_json.pointer)(at, index));
    delete out[field.name];
  });
}
function replaceField(context, out, before, step, path) {
  const { field } = step;
  const at = (0, import_json.pointer)(path, step.key);
  const value = (0, import_json.cloneJson)(step.value);
  if (field.immutable) (0, import_immutable.checkField)(context, field, before, value, at);
  else if (field.kind === "object") (0, import_immutable.walkImmutable)(context, field.type, (0, import_json.own)(before, field.name), value, at);
  (0, import_json.put)(out, field.name, value);
}
function setPlain(context, out, before, step, path) {
  const { field, value } = step;
  const at = (0, import_json.pointer)(path, field.name);
  const old = (0, import_json.own)(before, field.name);
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
