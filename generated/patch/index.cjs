// generated from spec/ — do not edit
// The patch engine: applyClusterPatch and diffClusters.
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

// templates/runtime:patch/index.ts
var patch_exports = {};
__export(patch_exports, {
  applyClusterPatch: () => applyClusterPatch,
  diffClusters: () => diffClusters
});
module.exports = __toCommonJS(patch_exports);
var import_validators = require("../validators/index.cjs");
var import_cluster_model = require("./cluster-model.cjs");

// templates/runtime:patch/json.ts
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
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
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
  return { parent, token };
}
function pointerText(path) {
  const tokens = [];
  for (let at = path; at !== void 0; at = at.parent) {
    tokens.push(String(at.token).replace(/~/g, "~0").replace(/\//g, "~1"));
  }
  return tokens.length === 0 ? "" : `/${tokens.reverse().join("/")}`;
}

// templates/runtime:patch/apply-open.ts
function applyOpen(context, current, patch, path) {
  if (!isObject(patch)) {
    context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
    return isObject(current) ? copyObject(current) : {};
  }
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36) put(out, key, cloneJson(patch[key]));
    else if (context.operators.of(key)?.step !== "drop-fields") {
      context.errors.report("INVALID_PATCH", pointer(path, key), `"${key}" is not an operator here`);
    }
  }
  return out;
}
function droppedKeys(context, patch) {
  let dropped;
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36 || context.operators.of(key)?.step !== "drop-fields") continue;
    const names = patch[key];
    if (!Array.isArray(names)) continue;
    dropped ??= /* @__PURE__ */ new Set();
    for (const name of names) if (typeof name === "string") dropped.add(name);
  }
  return dropped;
}

// templates/runtime:patch/immutable.ts
function checkField(context, field, before, after, path) {
  if (!field.immutable || !isObject(before)) return;
  const old = own(before, field.name);
  if (after === void 0 && field.required) return;
  if (!deepEqual(old, after)) {
    context.errors.report("IMMUTABLE", path, `${field.name} cannot change once the cluster exists`);
  }
}
function walkImmutable(context, type, before, after, path) {
  if (type === void 0 || !type.holdsImmutable || !isObject(before) || !isObject(after)) return;
  for (const field of type.fields) {
    const next = own(after, field.name);
    if (field.immutable) {
      checkField(context, field, before, next, next === void 0 ? path : pointer(path, field.name));
      continue;
    }
    const old = own(before, field.name);
    if (old === void 0 || next === void 0) continue;
    if (field.kind === "object") walkImmutable(context, field.type, old, next, pointer(path, field.name));
    if (field.kind === "keyed-array") walkElements(context, field, old, next, pointer(path, field.name));
  }
}
function walkElements(context, field, before, after, path) {
  if (field.type === void 0 || !field.type.holdsImmutable) return;
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  after.forEach((element, index) => {
    const id = own(element, field.key);
    const old = id === void 0 ? void 0 : before.find((e) => own(e, field.key) === id);
    if (old !== void 0) walkImmutable(context, field.type, old, element, pointer(path, index));
  });
}

// templates/runtime:patch/apply-array.ts
function applyArrayGroup(context, group, out, before, path) {
  const { field } = group;
  const current = own(out, field.name);
  let working = Array.isArray(current) ? current.slice() : void 0;
  const { removal, patch, append } = group;
  if (removal !== void 0 && working !== void 0) {
    working = removeElements(field, working, listOf(context, removal, path), removal.retain);
  }
  if (patch !== void 0) {
    const at = pointer(path, patch.key);
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
    appendTo(context, field, working, listOf(context, append, path), pointer(path, append.key));
  }
  if (working === void 0) return;
  checkField(context, field, before, working, pointer(path, (removal ?? patch ?? append)?.key ?? field.name));
  put(out, field.name, working);
}
function listOf(context, operation, path) {
  if (Array.isArray(operation.value)) return operation.value;
  context.errors.report("INVALID_PATCH", pointer(path, operation.key), `${operation.key} must be an array`);
  return [];
}
function removeElements(field, elements, entries, retain) {
  if (field.kind === "unkeyed-array") {
    return elements.filter((element) => entries.some((entry) => deepEqual(entry, element)) === retain);
  }
  const named = new Set(entries);
  if (field.kind === "keyed-array") return elements.filter((element) => named.has(own(element, field.key)) === retain);
  return elements.filter((element) => named.has(element) === retain);
}
function patchKeyed(context, field, working, patches, path) {
  const type = field.type;
  if (type === void 0) return;
  const renames = context.operators.rename;
  const rename = renames !== void 0 && type.byName.get(field.key)?.renamable === true ? renames.key + field.key : void 0;
  patches.forEach((elementPatch2, index) => {
    const at = pointer(path, index);
    const id = own(elementPatch2, field.key);
    const position = working.findIndex((element) => own(element, field.key) === id);
    if (id === void 0 || position === -1) {
      context.errors.report("NOT_FOUND", at, `${field.name} has no element ${JSON.stringify(id)}`);
      return;
    }
    if (rename !== void 0 && isObject(elementPatch2) && hasOwn(elementPatch2, rename)) {
      const next = elementPatch2[rename];
      if (next !== id && working.some((element) => own(element, field.key) === next)) {
        context.errors.report(
          "EXISTS",
          pointer(at, rename),
          `${field.name} already has an element ${JSON.stringify(next)}`
        );
        return;
      }
    }
    working[position] = context.applyObject(context, type, working[position], elementPatch2, at, field.key);
  });
}
function patchByExample(context, working, patches, path) {
  patches.forEach((elementPatch2, index) => {
    const at = pointer(path, index);
    if (!isObject(elementPatch2)) {
      context.errors.report("INVALID_PATCH", at, "an element patch must be an object");
      return;
    }
    const selector = Object.keys(elementPatch2).filter((key) => !key.startsWith("$"));
    const matches = [];
    working.forEach((element, position2) => {
      if (selector.every((key) => isObject(element) && hasOwn(element, key) && deepEqual(element[key], elementPatch2[key]))) {
        matches.push(position2);
      }
    });
    const [position] = matches;
    if (position === void 0) {
      context.errors.report("NOT_FOUND", at, "no element matches the plain members of this element patch");
    } else if (matches.length > 1) {
      context.errors.report(
        "AMBIGUOUS",
        at,
        `${matches.length} elements match the plain members of this element patch`
      );
    } else {
      working[position] = changeByExample(context, working[position], elementPatch2, at);
    }
  });
}
function changeByExample(context, element, elementPatch2, path) {
  const { operators } = context;
  const out = isObject(element) ? copyWithout(element, droppedKeys(context, elementPatch2)) : {};
  const setter = operators.anyMember;
  for (const key of Object.keys(elementPatch2)) {
    if (setter !== void 0 && key.startsWith(setter.key)) {
      put(out, key.slice(setter.key.length), cloneJson(elementPatch2[key]));
    } else if (key.startsWith("$") && operators.of(key)?.step !== "drop-fields") {
      context.errors.report("INVALID_PATCH", pointer(path, key), `"${key}" is not an operator of this element patch`);
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
      const id = own(element, field.key);
      const existing = working.find((candidate) => own(candidate, field.key) === id);
      if (existing !== void 0) {
        if (!deepEqual(existing, element)) {
          const at = pointer(path, index);
          context.errors.report("EXISTS", at, `${field.name} already has a different element ${JSON.stringify(id)}`);
        }
        return;
      }
    }
    working.push(cloneJson(element));
  });
}

// templates/runtime:patch/apply-object.ts
function applyObject(context, type, current, patch, path, selector) {
  const before = isObject(current) ? current : void 0;
  if (!isObject(patch)) {
    context.errors.report("INVALID_PATCH", path, `a patch of ${type.name} must be an object`);
    return before === void 0 ? {} : copyObject(before);
  }
  const plan = planOf(context, type, patch, path);
  if (plan === void 0) return before === void 0 ? {} : copyObject(before);
  const dropped = plan.drop === void 0 ? void 0 : dropFields(context, type, before, plan.drop, path, selector);
  const out = before === void 0 ? {} : copyWithout(before, dropped);
  for (const step of inFieldOrder(plan.replaces)) replaceField(context, out, before, step, patch[step.key], path);
  for (const step of inFieldOrder(plan.plains)) {
    const field = step.field;
    if (field !== void 0 && field.name !== selector) setPlain(context, out, before, field, patch[step.key], path);
  }
  const groups = plan.groups ?? [];
  if (groups.length > 1) groups.sort(byGroupField);
  for (const group of groups) applyArrayGroup(context, group, out, before, path);
  return out;
}
function byGroupField(a, b) {
  return a.field.index - b.field.index;
}
function byField(a, b) {
  return (a.field?.index ?? -1) - (b.field?.index ?? -1);
}
function planOf(context, type, patch, path) {
  const plan = { drop: void 0, replaces: void 0, plains: void 0, groups: void 0 };
  const keys = Object.keys(patch);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const step = type.actions[key];
    if (step === void 0) {
      context.errors.report("INVALID_PATCH", pointer(path, key), `${type.name} has no field or operator "${key}"`);
      return void 0;
    }
    if (step.step === "plain") plan.plains = pushTo(plan.plains, step);
    else if (step.step === "drop-fields") plan.drop = { key, value: patch[key] };
    else if (step.step === "set") plan.replaces = pushTo(plan.replaces, step);
    else plan.groups = addToGroup(plan.groups ?? [], step, patch[key]);
  }
  return plan;
}
var NONE = [];
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
  const field = step.field;
  if (field === void 0) return groups;
  let group;
  for (const candidate of groups) if (candidate.field === field) group = candidate;
  if (group === void 0) {
    group = { field };
    groups.push(group);
  }
  if (step.step === "remove" || step.step === "keep") {
    group.removal = { key: step.key, value, retain: step.step === "keep" };
  } else if (step.step === "patch") group.patch = { key: step.key, value };
  else group.append = { key: step.key, value };
  return groups;
}
function dropFields(context, type, before, drop, path, selector) {
  const at = pointer(path, drop.key);
  const names = drop.value;
  if (!Array.isArray(names)) {
    context.errors.report("INVALID_PATCH", at, `${drop.key} must be an array of field names`);
    return void 0;
  }
  const dropped = /* @__PURE__ */ new Set();
  names.forEach((name, index) => {
    const field = typeof name === "string" ? type.index[name] : void 0;
    if (field === void 0 || name === selector) {
      context.errors.report("INVALID_PATCH", pointer(at, index), `${type.name} has no field to drop here`);
      return;
    }
    if (before === void 0 || !hasOwn(before, field.name)) return;
    checkField(context, field, before, void 0, pointer(at, index));
    dropped.add(field.name);
  });
  return dropped;
}
function replaceField(context, out, before, step, given, path) {
  const { field } = step;
  if (field === void 0) return;
  const at = pointer(path, step.key);
  const value = cloneJson(given);
  if (field.immutable) checkField(context, field, before, value, at);
  else if (field.kind === "object") walkImmutable(context, field.type, own(before, field.name), value, at);
  put(out, field.name, value);
}
function setPlain(context, out, before, field, value, path) {
  const at = pointer(path, field.name);
  const old = before === void 0 ? void 0 : readField(before, field);
  let next;
  switch (field.kind) {
    case "object":
      next = field.type === void 0 ? value : context.applyObject(context, field.type, old, value, at, void 0);
      break;
    case "map":
    case "free-form":
      next = applyOpen(context, old, value, at);
      break;
    case "keyed-array":
      next = cloneJson(value);
      if (!field.immutable) walkElements(context, field, old, next, at);
      break;
    default:
      next = cloneJson(value);
  }
  checkField(context, field, before, next, at);
  put(out, field.name, next);
}
function readField(object, field) {
  return field.direct || hasOwn(object, field.name) ? object[field.name] : void 0;
}

// templates/runtime:patch/diff-array.ts
var NO_CHANGE = { dropped: [], patched: [], appended: [] };
function planArray(field, a, b, elements) {
  if (field.kind === "keyed-array")
    return field.type === void 0 ? void 0 : planKeyed(field, field.type, a, b, elements);
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
  return { dropped, patched: [], appended: b.slice(next) };
}
function idOf(element, key, direct) {
  if (!isObject(element)) return void 0;
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
    return unique(a.map((e) => idOf(e, key, direct))) ? { dropped: [], patched, appended: [] } : void 0;
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
  return { dropped, patched, appended };
}
function elementPatch(key, id, nested) {
  const out = {};
  put(out, key, id);
  return Object.assign(out, nested);
}
function unique(ids) {
  return new Set(ids).size === ids.length && !ids.includes(void 0);
}
function planUnkeyed(a, b) {
  if (deepEqual(a, b)) return NO_CHANGE;
  const survivors = a.filter((element) => b.some((other) => deepEqual(element, other)));
  if (survivors.length !== b.length || !survivors.every((element, index) => deepEqual(element, b[index]))) {
    return void 0;
  }
  const dropped = [];
  for (const element of a) {
    if (!survivors.includes(element) && !dropped.some((d) => deepEqual(d, element))) dropped.push(cloneJson(element));
  }
  return { dropped, patched: [], appended: [] };
}

// templates/runtime:patch/diff.ts
function diffObject(type, a, b, selector) {
  if (a === b) return void 0;
  const before = isObject(a) ? a : EMPTY;
  const after = isObject(b) ? b : EMPTY;
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
    const change = old === void 0 ? project(field, next) : field.kind === "scalar" ? next : diffNested(type.operators, field, old, next);
    if (change === void 0) continue;
    if (out === void 0) out = {};
    if (field.array && old !== void 0) Object.assign(out, change);
    else put(out, key, change);
  }
  if (shared < Object.keys(before).length) {
    const drops = Object.keys(before).filter(
      (key) => index[key] !== void 0 && key !== selector && !Object.hasOwn(after, key)
    );
    if (drops.length > 0) return withDrops(type.operators, drops, out);
  }
  return out;
}
function withDrops(operators, drops, out) {
  const drop = operators.byStep["drop-fields"];
  if (drop === void 0) throw new Error("the vocabulary has no operator that drops fields");
  const patch = {};
  put(patch, drop.key, drops);
  return Object.assign(patch, out);
}
var EMPTY = Object.freeze({});
function diffNested(operators, field, before, after) {
  if (field.array) return diffArray(operators, field, before, after);
  if (field.kind !== "object") return diffOpen(operators, before, after);
  const nested = field.type === void 0 ? void 0 : diffObject(field.type, before, after, void 0);
  return nested !== void 0 && !isObject(before) ? project(field, after) : nested;
}
function diffOpen(operators, a, b) {
  if (!isObject(a) || !isObject(b)) return deepEqual(a, b) ? void 0 : cloneJson(b);
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
      if (old === value || deepEqual(old, value)) continue;
    }
    put(out, key, cloneJson(value));
    changed = true;
  }
  if (shared < Object.keys(a).length) {
    return withDrops(
      operators,
      Object.keys(a).filter((key) => !Object.hasOwn(b, key)),
      out
    );
  }
  return changed ? out : void 0;
}
function diffArray(operators, field, a, b) {
  const plan = Array.isArray(a) && Array.isArray(b) ? planArray(field, a, b, ELEMENTS) : void 0;
  const out = {};
  if (plan === void 0) {
    if (deepEqual(a, b)) return void 0;
    put(out, field.name, project(field, b));
    return out;
  }
  if (plan.dropped.length + plan.patched.length + plan.appended.length === 0) return void 0;
  const { byStep } = operators;
  if (plan.dropped.length > 0) put(out, keyOf(byStep.remove, field), plan.dropped);
  if (plan.patched.length > 0) put(out, keyOf(byStep.patch, field), plan.patched);
  if (plan.appended.length > 0) put(out, keyOf(byStep.append, field), plan.appended);
  return out;
}
function keyOf(operator, field) {
  if (operator === void 0) throw new Error(`the vocabulary has no operator to express a change of ${field.name}`);
  return operator.key + field.name;
}
var ELEMENTS = { diff: diffObject, project: projectObject };
function project(field, value) {
  if (field.kind === "object" && field.type !== void 0) return projectObject(field.type, value);
  if (field.kind === "keyed-array" && field.type !== void 0 && Array.isArray(value)) {
    const type = field.type;
    return value.map((element) => projectObject(type, element));
  }
  return cloneJson(value);
}
function projectObject(type, value) {
  if (!isObject(value)) return cloneJson(value);
  const out = {};
  for (const field of type.fields) {
    const member = own(value, field.name);
    if (member !== void 0) put(out, field.name, project(field, member));
  }
  return out;
}

// templates/runtime:patch/vocabulary.ts
function isArrayKind(kind) {
  return kind === "scalar-array" || kind === "keyed-array" || kind === "unkeyed-array";
}
var PATCH_ERROR_CODES = [
  "FORBIDDEN_KEY",
  "LIMIT",
  "INVALID_PATCH",
  "CONFLICT",
  "IMMUTABLE",
  "NOT_FOUND",
  "AMBIGUOUS",
  "EXISTS",
  "INVALID_RESULT"
];
var PATCH_ALONE_CODES = ["FORBIDDEN_KEY", "LIMIT", "INVALID_PATCH", "CONFLICT"];

// templates/runtime:patch/errors.ts
function rankOf(code) {
  const rank = PATCH_ERROR_CODES.indexOf(code);
  return rank === -1 ? PATCH_ERROR_CODES.length : rank;
}
var ErrorCollector = class {
  error = void 0;
  report(code, path, message) {
    if (this.error === void 0 || rankOf(code) < rankOf(this.error.code)) {
      this.error = { code, path: pointerText(path), message };
    }
  }
};

// templates/runtime:patch/model.ts
function compileModel(data) {
  const operators = compileOperators(data.operators);
  const keysOf = levelKeys(data.levels);
  const types = /* @__PURE__ */ new Map();
  for (const type of data.types) types.set(type.name, compileType(type, keysOf.get(type.name) ?? [], operators));
  for (const type of types.values()) {
    for (const field of type.fields) field.type = types.get(field.typeName);
  }
  markImmutable(types);
  const root = types.get(data.root);
  if (root === void 0) throw new Error(`patch model has no root type ${data.root}`);
  const levels = data.levels.map((level) => compileLevel(level, types.get(level.source), operators));
  return { root, operators, levels: fastIndex(levels.map((l) => [l.name, l])) };
}
function compileOperators(list) {
  const byKey = new Map(list.map((o) => [o.key, o]));
  const byStep = {};
  for (const operator of list) byStep[operator.step] ??= operator;
  return {
    list,
    of: (key) => {
      const exact = byKey.get(key);
      if (exact !== void 0) return exact;
      const slash = key.indexOf("/");
      return slash === -1 ? void 0 : byKey.get(key.slice(0, slash + 1));
    },
    array: list.filter((o) => o.group === "array"),
    byStep,
    anyMember: list.find((o) => o.anyMember === true),
    rename: list.find((o) => o.renames === true)
  };
}
function levelKeys(levels) {
  const keys = /* @__PURE__ */ new Map();
  for (const level of levels) {
    if (level.kind !== "object" && level.kind !== "element") continue;
    keys.set(level.source, [...keys.get(level.source) ?? [], ...level.operators]);
  }
  return keys;
}
function compileType(type, keys, operators) {
  const fields = type.fields.map(
    (field, index) => ({
      name: field.name,
      index,
      kind: field.kind,
      required: field.required === true,
      immutable: field.immutable === true,
      renamable: field.renamable === true,
      key: field.key ?? "",
      array: isArrayKind(field.kind),
      direct: !(field.name in Object.prototype),
      typeName: field.kind === "object" || field.kind === "keyed-array" ? field.type ?? "" : "",
      type: void 0
    })
  );
  const byName = new Map(fields.map((f) => [f.name, f]));
  const actions = fields.map((field) => ({ key: field.name, step: "plain", field }));
  for (const key of new Set(keys)) {
    const operator = operators.of(key);
    if (operator === void 0) continue;
    const onLevel = operator.value === "field-names";
    const field = onLevel ? void 0 : byName.get(key.slice(operator.key.length));
    if (onLevel ? key === operator.key : field !== void 0) actions.push({ key, step: operator.step, field });
  }
  return {
    name: type.name,
    fields,
    byName,
    index: fastIndex(fields.map((f) => [f.name, f])),
    actions: fastIndex(actions.map((a) => [a.key, a])),
    readOnly: type.readOnly === void 0 ? void 0 : new Set(type.readOnly),
    operators,
    holdsImmutable: false
  };
}
function compileLevel(level, type, model) {
  const closed = level.kind === "object" || level.kind === "element";
  return {
    name: level.name,
    kind: level.kind,
    source: level.source,
    fields: closed && type !== void 0 ? type.byName : /* @__PURE__ */ new Map(),
    identifier: level.identifier,
    operators: new Map(
      level.operators.flatMap((key) => {
        const operator = model.of(key);
        return operator === void 0 ? [] : [[key, operator]];
      })
    ),
    readOnly: closed ? type?.readOnly : void 0,
    model
  };
}
function fastIndex(entries) {
  const index = Object.create(EMPTY_PROTOTYPE);
  for (const [name, value] of entries) {
    Object.defineProperty(index, name, { value, enumerable: true, writable: false, configurable: false });
  }
  return index;
}
var EMPTY_PROTOTYPE = Object.freeze(/* @__PURE__ */ Object.create(null));
function markImmutable(types) {
  let changed = true;
  while (changed) {
    changed = false;
    for (const type of types.values()) {
      if (type.holdsImmutable) continue;
      if (type.fields.some((f) => f.immutable || f.type?.holdsImmutable === true)) {
        type.holdsImmutable = true;
        changed = true;
      }
    }
  }
}

// templates/runtime:patch/engine.ts
function createPatchEngine(data, checks) {
  const model = compileModel(data);
  return {
    apply: (document, patch) => applyPatch(model, checks, document, patch),
    diff: (from, to) => diffObject(model.root, from, to, void 0) ?? {}
  };
}
function applyPatch(model, checks, document, patch) {
  let stage = "patch";
  try {
    const checked = checks.validatePatch(patch);
    if (!checked.ok) return failure(firstIssue(checked.errors, "INVALID_PATCH"));
    stage = "document";
    if (!isObject(document)) {
      return failure({ code: "INVALID_RESULT", path: "", message: "the document to patch is not an object" });
    }
    const errors = new ErrorCollector();
    const context = { errors, applyObject, operators: model.operators };
    const value = applyObject(context, model.root, document, patch, void 0, void 0);
    if (errors.error !== void 0) return failure(errors.error);
    const result = checks.validateResult(value);
    if (!result.ok) return failure(firstIssue(result.errors, "INVALID_RESULT", "INVALID_RESULT"));
    return { ok: true, value };
  } catch (error) {
    const code = stage === "patch" ? "INVALID_PATCH" : "INVALID_RESULT";
    const reason = error instanceof Error ? error.message : String(error);
    return failure({ code, path: "", message: `the ${stage} could not be processed: ${reason}` });
  }
}
var STATIC_CODES = new Set(PATCH_ALONE_CODES);
function failure(error) {
  return { ok: false, error };
}
function firstIssue(issues, fallback, force) {
  let best;
  for (const issue of issues) if (best === void 0 || rankOf(issue.code) < rankOf(best.code)) best = issue;
  if (best === void 0) return { code: fallback, path: "", message: "rejected without a reason" };
  const code = force ?? (STATIC_CODES.has(best.code) ? best.code : fallback);
  return { code, path: best.path, message: best.message };
}

// templates/runtime:patch/index.ts
var engine = /* @__PURE__ */ createPatchEngine(import_cluster_model.clusterPatchModel, {
  validatePatch: import_validators.validateClusterPatch,
  validateResult: import_validators.validateCluster
});
function applyClusterPatch(cluster, patch) {
  return engine.apply(cluster, patch);
}
function diffClusters(from, to) {
  return engine.diff(from, to);
}
