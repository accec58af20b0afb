// generated from spec/ — do not edit
// Runtime of the compiled validators: conflicts.
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
  closedConflicts: () => closedConflicts,
  openConflicts: () => openConflicts
});
module.exports = __toCommonJS(stdin_exports);
var import_core = require("./core.cjs");
var import_patch = require("./patch.cjs");
const MODE_ORDER = [
  "a $drop entry",
  "$replace/",
  "a plain value",
  "array operators"
];
const GROUP = [
  "$drop/",
  "$retain/",
  "$patch/",
  "$append/"
];
function closedConflicts(run, patch, level) {
  const modes = /* @__PURE__ */ new Map();
  const add = (field, mode, at) => {
    const list = modes.get(field) ?? [];
    if (!list.some((m) => m.mode === mode)) list.push({
      mode,
      at
    });
    modes.set(field, list);
  };
  const drops = patch.$drop;
  if (Array.isArray(drops)) {
    drops.forEach((entry, i) => {
      if (typeof entry === "string" && level.fields.has(entry) && entry !== level.identifier) add(entry, "a $drop entry", ["$drop", i]);
    });
  }
  for (const key of Object.keys(patch)) {
    if (patch[key] === void 0 || key === level.identifier) continue;
    if (level.fields.has(key)) add(key, "a plain value", [key]);
    else if (level.operators.has(key) && key !== "$drop") {
      const slash = key.indexOf("/");
      const field = key.slice(slash + 1);
      if (field !== level.identifier) add(field, GROUP.includes(key.slice(0, slash + 1)) ? "array operators" : "$replace/", [key]);
    }
  }
  for (const [field, list] of modes) {
    if (list.length < 2) continue;
    const [first, second] = [...list].sort((a, b) => MODE_ORDER.indexOf(a.mode) - MODE_ORDER.indexOf(b.mode));
    if (first === void 0 || second === void 0) continue;
    conflict(run, second.at, `"${field}" is changed by both ${first.mode} and ${second.mode}; a field takes only one of them`);
  }
  for (const [field, info] of level.fields) {
    if (info.kind.endsWith("array")) arrayGroup(run, patch, field, info, level);
  }
}
function openConflicts(run, patch, level) {
  const drops = patch.$drop;
  if (!Array.isArray(drops)) return;
  const prefix = level.kind === "unkeyed-element" ? "$replace/" : "";
  const dropped = new Set(drops.filter((entry) => typeof entry === "string"));
  for (const key of Object.keys(patch)) {
    if (patch[key] === void 0 || key === "$drop" || !key.startsWith(prefix)) continue;
    const member2 = key.slice(prefix.length);
    if (prefix === "" && key.charCodeAt(0) === 36) continue;
    if (dropped.has(member2)) conflict(run, [key], `"${member2}" is both dropped with $drop and set with "${key}"`);
  }
}
function arrayGroup(run, patch, field, info, level) {
  const list = (prefix) => {
    const value = level.operators.has(prefix + field) ? patch[prefix + field] : void 0;
    return Array.isArray(value) ? value : void 0;
  };
  const [drop, retain, changes, append] = GROUP.map(list);
  if (drop !== void 0 && retain !== void 0) {
    conflict(run, [`$retain/${field}`], `$drop/${field} and $retain/${field} cannot be used together`);
  }
  if (info.kind === "unkeyed-array" && changes !== void 0 && (drop !== void 0 || retain !== void 0)) {
    conflict(run, [`$patch/${field}`], `$patch/${field} selects by example and cannot be combined with $drop/${field} or $retain/${field}`);
  }
  const idOf = identity(info);
  const named = /* @__PURE__ */ new Map();
  const show = (entry) => typeof entry === "object" && entry !== null ? "an element" : JSON.stringify(entry);
  const name = (entries, operator) => entries.forEach((entry, i) => {
    const id = idOf(entry);
    if (id === void 0) return;
    const earlier = named.get(id);
    if (earlier !== void 0 && earlier !== operator) {
      conflict(run, [`${operator}${field}`, i], `${show(entry)} is named by both ${earlier}${field} and ${operator}${field}`);
    } else named.set(id, operator);
  });
  const keyOf = (entry) => info.kind === "keyed-array" ? member(entry, info.key) : entry;
  const selectors = info.kind === "keyed-array" ? (changes ?? []).map(keyOf) : [];
  const appended = (append ?? []).map(keyOf);
  name(drop ?? [], "$drop/");
  name(selectors, "$patch/");
  name(appended, "$append/");
  if (retain !== void 0) {
    const kept = new Set(retain.map(idOf));
    const mustKeep = (entries, operator) => entries.forEach((entry, i) => {
      const id = idOf(entry);
      if (id !== void 0 && !kept.has(id)) {
        conflict(run, [`${operator}${field}`, i], `${show(entry)} is not listed in $retain/${field}, which must list every element that remains`);
      }
    });
    mustKeep(selectors, "$patch/");
    mustKeep(appended, "$append/");
  }
  if (info.renamable === true && info.key !== void 0 && changes !== void 0) {
    renames(run, field, info.key, changes, idOf, [...named.keys(), ...(retain ?? []).map(idOf)]);
  }
}
function renames(run, field, key, changes, idOf, namedElsewhere) {
  const taken = new Set(namedElsewhere.filter((id) => id !== void 0));
  const renameKey = `$replace/${key}`;
  changes.forEach((change, i) => {
    const to = member(change, renameKey);
    const id = typeof to === "string" ? idOf(to) : void 0;
    if (id === void 0 || id === idOf(member(change, key))) return;
    if (taken.has(id)) {
      conflict(run, [
        `$patch/${field}`,
        i,
        renameKey
      ], `renames to "${String(to)}", which another operator on ${field} names in this patch`);
    }
    taken.add(id);
  });
}
function identity(info) {
  if (info.kind === "unkeyed-array") return (entry) => typeof entry === "object" && entry !== null ? (0, import_patch.canonical)(entry) : void 0;
  return (entry) => typeof entry === "string" || typeof entry === "boolean" || typeof entry === "number" && Number.isFinite(entry) ? `${typeof entry}:${String(entry)}` : void 0;
}
function member(value, key) {
  return key !== void 0 && typeof value === "object" && value !== null && !Array.isArray(value) ? value[key] : void 0;
}
function conflict(run, at, message) {
  const path = [...run.path, ...at].map((t) => `/${(0, import_core.esc)(String(t))}`).join("");
  run.issues.push({
    path,
    code: "CONFLICT",
    message
  });
}
