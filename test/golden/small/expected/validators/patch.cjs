// generated from spec/ — do not edit
// Runtime of the compiled validators: patch.
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
  badPatchMember: () => badPatchMember,
  badSuffix: () => badSuffix,
  canonical: () => canonical,
  dropName: () => dropName,
  duplicateEntries: () => duplicateEntries,
  missingIdentifier: () => missingIdentifier,
  noSelector: () => noSelector,
  screenPatch: () => screenPatch
});
module.exports = __toCommonJS(stdin_exports);
var import_core = require("./core.cjs");
var import_messages = require("./messages.cjs");
var import_values = require("./values.cjs");
const OPERATOR_PREFIXES = [
  "$replace/",
  "$drop/",
  "$retain/",
  "$patch/",
  "$append/"
];
const OPERATOR_FORMS = "$drop, $replace/<field>, $drop/<field>, $retain/<field>, $patch/<field>, $append/<field>";
function screenPatch(run, patch, limits) {
  if (typeof patch !== "object" || patch === null) return true;
  const visited = /* @__PURE__ */ new Set();
  const stack = [{
    value: patch,
    depth: 1,
    parent: void 0,
    token: void 0
  }];
  let entries = 0;
  let tooDeep = false;
  let tooMany = false;
  for (let frame = stack.pop(); frame !== void 0; frame = stack.pop()) {
    if (visited.has(frame.value)) continue;
    visited.add(frame.value);
    if (frame.depth > limits.maxDepth && !tooDeep) {
      tooDeep = true;
      record(run, frame, [], "LIMIT", `nested more than ${limits.maxDepth} levels deep`);
    }
    const isArray = Array.isArray(frame.value);
    const node = frame.value;
    for (const key of Object.keys(node)) {
      if (!isArray && forbiddenMember(run, frame, key)) continue;
      const value = node[key];
      if (!isArray) {
        entries += entriesOf(key, value);
        if (entries > limits.maxEntries && !tooMany) {
          tooMany = true;
          record(run, frame, [key], "LIMIT", `more than ${limits.maxEntries} operator entries in the patch`);
        }
        if (key === "$drop" && Array.isArray(value)) forbiddenEntries(run, frame, value);
        if (value === void 0) record(run, frame, [key], "INVALID_PATCH", "undefined is not a JSON value; leave the member out");
      }
      const token = isArray ? Number(key) : key;
      if (typeof value === "object" && value !== null) stack.push({
        value,
        depth: frame.depth + 1,
        parent: frame,
        token
      });
    }
  }
  return !run.issues.some((issue) => issue.code === "FORBIDDEN_KEY" || issue.code === "LIMIT");
}
function forbiddenMember(run, frame, key) {
  const slash = key.charCodeAt(0) === 36 ? key.indexOf("/") : -1;
  const name = slash === -1 ? key : key.slice(slash + 1);
  if (!import_core.FORBIDDEN_KEYS.has(name)) return false;
  const what = slash === -1 ? "as a key" : "as an operator suffix";
  record(run, frame, [key], "FORBIDDEN_KEY", `"${name}" is not allowed ${what} anywhere`);
  return true;
}
function forbiddenEntries(run, frame, entries) {
  entries.forEach((entry, i) => {
    if (typeof entry === "string" && import_core.FORBIDDEN_KEYS.has(entry)) {
      record(run, frame, ["$drop", i], "FORBIDDEN_KEY", `"${entry}" is not allowed as a $drop entry`);
    }
  });
}
function entriesOf(key, value) {
  if (key.startsWith("$replace/")) return 1;
  const listed = key === "$drop" || OPERATOR_PREFIXES.some((prefix) => prefix !== "$replace/" && key.startsWith(prefix));
  return listed && Array.isArray(value) ? value.length : 0;
}
function record(run, frame, below, code, message) {
  const tokens = [];
  for (let f = frame; f?.token !== void 0; f = f.parent) tokens.push(f.token);
  const path = [...tokens.reverse(), ...below].map((t) => `/${(0, import_core.esc)(String(t))}`).join("");
  run.issues.push({
    path,
    code,
    message
  });
}
function badPatchMember(run, key, level) {
  if (level.readOnly?.has(key)) {
    if (run.strip) {
      if (run.drops === void 0) run.drops = /* @__PURE__ */ new Set();
      run.drops.add(`${pointerOf(run)}/${(0, import_core.esc)(key)}`);
    } else {
      (0, import_core.push)(run, key, "INVALID_PATCH", `"${key}" is set by the service and cannot be patched; leave it out`);
    }
    return;
  }
  (0, import_core.push)(run, key, "INVALID_PATCH", key.charCodeAt(0) === 36 ? operatorProblem(key, level) : unknownField(key, level));
}
function unknownField(key, level) {
  const hint = (0, import_core.closest)(key, level.fields.keys());
  return hint === void 0 ? `unknown field "${key}"; the fields of ${level.name} are ${[...level.fields.keys()].join(", ") || "none"}` : `unknown field "${key}"; did you mean "${hint}"?`;
}
function operatorProblem(key, level) {
  const prefix = OPERATOR_PREFIXES.find((p) => key.startsWith(p));
  if (prefix === void 0) {
    const hint = (0, import_core.closest)(key, level.operators);
    return `unknown operator key "${key}"${hint === void 0 ? "" : ` (did you mean "${hint}"?)`}; the operators are ${OPERATOR_FORMS}`;
  }
  const target = key.slice(prefix.length);
  const field = level.fields.get(target);
  if (field === void 0) {
    if (level.kind !== "object" && level.kind !== "element") return `${prefix} does not apply in ${level.name}`;
    const hint = (0, import_core.closest)(target, level.fields.keys());
    return `"${target}" is not a field of ${level.name}${hint === void 0 ? "" : `; did you mean "${hint}"?`}`;
  }
  const usable = [...level.operators].filter((k) => k.endsWith(`/${target}`));
  return `${prefix} does not apply to "${target}" (${field.kind}); ${usable.length === 0 ? "it takes no operator keys, only a plain value" : `it takes ${usable.join(", ")}`}`;
}
function pointerOf(run) {
  return run.path.map((t) => `/${(0, import_core.esc)(String(t))}`).join("");
}
function dropName(run, token, entry, names, level) {
  if (typeof entry !== "string") {
    (0, import_messages.wrongType)(run, token, "a field name", entry);
  } else if (names.has(entry)) {
  } else if (entry === level.identifier) {
    (0, import_core.push)(run, token, "INVALID_PATCH", `"${entry}" identifies the element and cannot be dropped`);
  } else {
    (0, import_core.push)(run, token, "INVALID_PATCH", `cannot drop ${unknownField(entry, level).replace("unknown field", "the unknown field")}`);
  }
}
function missingIdentifier(run, level) {
  const key = level.identifier ?? "";
  (0, import_core.push)(run, void 0, "INVALID_PATCH", `missing the identifier "${key}", which names the element to change`);
}
function noSelector(run) {
  (0, import_core.push)(run, void 0, "INVALID_PATCH", "an element patch here selects by example: give at least one plain member");
}
function badSuffix(run, key, reason) {
  (0, import_core.push)(run, key, "INVALID_PATCH", `the member named in "${key}" ${reason}`);
}
function duplicateEntries(run, items, key) {
  if (key !== void 0) {
    (0, import_values.duplicateIdentifiers)(run, items, key);
    return;
  }
  const first = /* @__PURE__ */ new Map();
  items.forEach((item, i) => {
    const id = canonical(item);
    const seen = first.get(id);
    if (seen === void 0) first.set(id, i);
    else (0, import_core.push)(run, i, "INVALID_PATCH", `repeats entry ${seen} (${(0, import_core.describe)(item)}); an operator list holds each entry once`);
  });
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const record2 = value;
    const members = Object.keys(record2).sort().map((k) => `${JSON.stringify(k)}:${canonical(record2[k])}`);
    return `{${members.join(",")}}`;
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? JSON.stringify(value) : String(value);
}
