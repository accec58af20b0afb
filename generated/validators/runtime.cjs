// generated from spec/ — do not edit
// Runtime helpers of the compiled validators.
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
  badFormat: () => badFormat,
  badKey: () => badKey,
  checkFreeForm: () => checkFreeForm,
  codePoints: () => codePoints,
  countKeys: () => countKeys,
  describe: () => describe,
  duplicateIdentifiers: () => duplicateIdentifiers,
  duplicateItems: () => duplicateItems,
  esc: () => esc,
  extraMembers: () => extraMembers,
  finishRun: () => finishRun,
  isDateTime: () => isDateTime,
  minAboveMax: () => minAboveMax,
  missing: () => missing,
  noMatch: () => noMatch,
  notConst: () => notConst,
  notExactlyOne: () => notExactlyOne,
  notInEnum: () => notInEnum,
  outOfBounds: () => outOfBounds,
  pointer: () => pointer,
  push: () => push,
  screen: () => screen,
  startRun: () => startRun,
  tooMany: () => tooMany,
  unreadable: () => unreadable,
  wrongType: () => wrongType
});
module.exports = __toCommonJS(stdin_exports);
const FORBIDDEN = "is forbidden";
const FORBIDDEN_KEYS = /* @__PURE__ */ new Set([
  "__proto__",
  "constructor",
  "prototype"
]);
const DEPTH_GUARD = 1e3;
const SMALL = 16;
function startRun(options) {
  const strip = typeof options === "object" && options !== null && options.stripReadOnly === true;
  return {
    issues: [],
    path: [],
    strip,
    drops: void 0,
    screened: void 0
  };
}
function finishRun(run, value) {
  if (run.issues.length === 0) {
    return {
      ok: true,
      value: run.strip ? copyWithout(value, "", run.drops ?? /* @__PURE__ */ new Set()) : value
    };
  }
  const forbidden = run.issues.filter((i) => i.code === "FORBIDDEN_KEY");
  if (forbidden.length === 0 || forbidden.length === run.issues.length) return {
    ok: false,
    errors: run.issues
  };
  return {
    ok: false,
    errors: [...forbidden, ...run.issues.filter((i) => i.code !== "FORBIDDEN_KEY")]
  };
}
function unreadable(run, error) {
  const reason = error instanceof Error ? error.message : "reading it threw";
  push(run, void 0, "UNREADABLE", `the value could not be read as JSON: ${reason}`);
}
function pointer(run, token) {
  let text = "";
  for (const part of run.path) text += `/${esc(String(part))}`;
  return token === void 0 ? text : `${text}/${esc(String(token))}`;
}
function push(run, token, code, message) {
  run.issues.push({
    path: pointer(run, token),
    code,
    message
  });
}
function esc(token) {
  return token.indexOf("~") === -1 && token.indexOf("/") === -1 ? token : token.replace(/~/g, "~0").replace(/\//g, "~1");
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return value.length > 40 ? `the string ${JSON.stringify(value.slice(0, 40))}\u2026` : `the string ${JSON.stringify(value)}`;
    case "number":
      return Number.isFinite(value) ? `the number ${value}` : `${value} (not a JSON number)`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return `${typeof value} (not a JSON value)`;
  }
}
function wrongType(run, token, expected, value) {
  push(run, token, "INVALID_TYPE", `must be ${expected}; got ${describe(value)}`);
  screen(run, token, value);
}
function missing(run, name) {
  push(run, void 0, "REQUIRED", `missing required field "${name}"`);
}
function extraMembers(run, object, known, readOnly) {
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    if (FORBIDDEN_KEYS.has(key)) {
      forbiddenKey(run, key);
    } else if (readOnly?.has(key)) {
      if (run.strip) dropLater(run, pointer(run, key));
      else push(run, key, "READ_ONLY", `"${key}" is set by the service and not accepted here; leave it out, or validate with { stripReadOnly: true }`);
    } else {
      const hint = closest(key, known);
      const message = hint === void 0 ? `unknown field "${key}"; the fields here are ${[...known].join(", ") || "none"}` : `unknown field "${key}"; did you mean "${hint}"?`;
      push(run, key, "UNKNOWN_FIELD", message);
      screen(run, key, object[key]);
    }
  }
}
function dropLater(run, at) {
  if (run.drops === void 0) run.drops = /* @__PURE__ */ new Set();
  run.drops.add(at);
}
function notExactlyOne(run, noun, present, members) {
  const message = present.length === 0 ? `exactly one ${noun} must be set, one of ${members.join(", ")}; found none` : `exactly one ${noun} must be set; found ${present.slice(0, -1).join(", ")} and ${present.at(-1)}`;
  push(run, void 0, "EXACTLY_ONE", message);
}
function notInEnum(run, token, value, allowed) {
  const strings = allowed.filter((a) => typeof a === "string");
  const hint = typeof value === "string" ? closest(value, strings) : void 0;
  const list = allowed.map((a) => JSON.stringify(a)).join(", ");
  const suggestion = hint === void 0 ? "" : ` (did you mean "${hint}"?)`;
  push(run, token, "ENUM", `must be one of ${list}; got ${describe(value)}${suggestion}`);
}
function notConst(run, token, value, expected) {
  push(run, token, "CONST", `must be ${JSON.stringify(expected)}; got ${describe(value)}`);
}
function noMatch(run, token, value, form) {
  const examples = form.examples ?? [];
  const message = form.title !== void 0 && examples.length > 0 ? `${JSON.stringify(value)} is not a valid ${form.title}, such as ${examples.map((e) => JSON.stringify(e)).join(" or ")}` : `${JSON.stringify(value)} does not match the pattern ${form.pattern.source}`;
  push(run, token, "PATTERN", message);
}
function badFormat(run, token, value, format) {
  push(run, token, "FORMAT", `${JSON.stringify(value)} is not a valid ${format} (RFC 3339, such as "2025-01-31T12:00:00Z")`);
}
function outOfBounds(run, token, code, message) {
  push(run, token, code, message);
}
function codePoints(value) {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    count++;
    if (unit >= 55296 && unit <= 56319 && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) i++;
    }
  }
  return count;
}
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
  push(run, index, "DUPLICATE_ITEM", `duplicates item ${first} (${describe(item)}); items must be unique`);
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
  push(run, key, "DUPLICATE_IDENTIFIER", `${key} ${JSON.stringify(id)} is already used by item ${first}; ${key} must be unique in this array`);
  run.path.pop();
}
function minAboveMax(run, minName, min, maxName, max) {
  push(run, minName, "MIN_EXCEEDS_MAX", `${minName} (${min}) must not exceed ${maxName} (${max})`);
}
function tooMany(run, token, what, max, count, value) {
  push(run, token, what === "items" ? "TOO_MANY_ITEMS" : "TOO_MANY_KEYS", `must have at most ${max} ${what}; got ${count}`);
  screen(run, token, value);
}
function forbiddenKey(run, key) {
  push(run, key, "FORBIDDEN_KEY", `"${key}" is not allowed as a key anywhere`);
}
function badKey(run, key, reason) {
  if (reason === FORBIDDEN) {
    forbiddenKey(run, key);
    return false;
  }
  push(run, key, "INVALID_KEY", `key ${JSON.stringify(key)} ${reason}`);
  return true;
}
function checkFreeForm(run, value, limits) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) wrongType(run, void 0, "an object", value);
  else freeFormNode(run, value, 1, limits);
}
function freeFormNode(run, node, depth, limits) {
  const maxDepth = limits.maxDepth ?? DEPTH_GUARD;
  if (depth > maxDepth) {
    push(run, void 0, "TOO_DEEP", `nested more than ${maxDepth} levels deep`);
    screen(run, void 0, node);
    return;
  }
  if (Array.isArray(node)) {
    if (limits.maxItems !== void 0 && node.length > limits.maxItems) {
      tooMany(run, void 0, "items", limits.maxItems, node.length, node);
      return;
    }
    for (let i = 0; i < node.length; i++) freeFormMember(run, i, node[i], depth, limits);
    return;
  }
  const keys = Object.keys(node);
  if (limits.maxProperties !== void 0 && keys.length > limits.maxProperties) {
    tooMany(run, void 0, "keys", limits.maxProperties, keys.length, node);
    return;
  }
  for (const key of keys) {
    const reason = limits.keyProblem(key);
    if (reason !== void 0 && !badKey(run, key, reason)) continue;
    freeFormMember(run, key, node[key], depth, limits);
  }
}
function freeFormMember(run, token, value, depth, limits) {
  if (typeof value === "object" && value !== null) {
    run.path.push(token);
    freeFormNode(run, value, depth + 1, limits);
    run.path.pop();
  } else if (!(typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value))) {
    const message = value === null ? "must not be null: free-form values are any JSON but null (leave the member out)" : `must be a JSON value other than null; got ${describe(value)}`;
    push(run, token, "INVALID_TYPE", message);
  }
}
function screen(run, token, value) {
  if (typeof value !== "object" || value === null) return;
  if (run.screened === void 0) run.screened = /* @__PURE__ */ new Set();
  const screened = run.screened;
  const stack = [[value, pointer(run, token)]];
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    const [node, at] = next;
    if (screened.has(node)) continue;
    screened.add(node);
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child = `${at}/${esc(key)}`;
      if (!isArray && FORBIDDEN_KEYS.has(key)) {
        run.issues.push({
          path: child,
          code: "FORBIDDEN_KEY",
          message: `"${key}" is not allowed as a key anywhere`
        });
        continue;
      }
      const item = node[key];
      if (typeof item === "object" && item !== null) stack.push([item, child]);
    }
  }
}
function countKeys(object) {
  let count = 0;
  for (const _ in object) count++;
  return count;
}
function isDateTime(value) {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const zone = match[7] ?? "Z";
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month])) return false;
  const sign = zone[0] === "-" ? -1 : zone[0] === "+" ? 1 : 0;
  const offsetHours = sign === 0 ? 0 : Number(match[8]);
  const offsetMinutes = sign === 0 ? 0 : Number(match[9] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - sign * offsetMinutes;
  const utcHour = hour - sign * offsetHours - (utcMinute < 0 ? 1 : 0);
  return second === 60 && (utcMinute === 59 || utcMinute === -1) && (utcHour === 23 || utcHour === -1);
}
const DATE_TIME = /^(\d\d\d\d)-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)(?:\.\d+)?(z|Z|[+-](\d\d)(?::?(\d\d))?)$/;
const DAYS_IN_MONTH = [
  0,
  31,
  28,
  31,
  30,
  31,
  30,
  31,
  31,
  30,
  31,
  30,
  31
];
function closest(word, candidates) {
  let best;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance || distance === bestDistance && best === void 0) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
function editDistance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit || a.length > 64 || b.length > 64) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}
function copyWithout(value, path, drops) {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item, i) => copyWithout(item, `${path}/${i}`, drops));
  const copy = {};
  for (const key of Object.keys(value)) {
    const at = `${path}/${esc(key)}`;
    if (drops.has(at)) continue;
    const item = value[key];
    if (item !== void 0) copy[key] = copyWithout(item, at, drops);
  }
  return copy;
}
