// generated from spec/ — do not edit
// Runtime of the compiled validators: messages.
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
  badFormat: () => badFormat,
  codePoints: () => codePoints,
  extraMembers: () => extraMembers,
  isDateTime: () => isDateTime,
  minAboveMax: () => minAboveMax,
  missing: () => missing,
  noMatch: () => noMatch,
  notConst: () => notConst,
  notExactlyOne: () => notExactlyOne,
  notInEnum: () => notInEnum,
  outOfBounds: () => outOfBounds,
  tooMany: () => tooMany,
  wrongType: () => wrongType
});
module.exports = __toCommonJS(stdin_exports);
var import_core = require("./core.cjs");
function wrongType(run, token, expected, value) {
  (0, import_core.push)(run, token, "INVALID_TYPE", `must be ${expected}; got ${(0, import_core.describe)(value)}`);
  (0, import_core.screen)(run, token, value);
}
function missing(run, name) {
  (0, import_core.push)(run, void 0, "REQUIRED", `missing required field "${name}"`);
}
function extraMembers(run, object, known, readOnly) {
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    if (import_core.FORBIDDEN_KEYS.has(key)) {
      (0, import_core.forbiddenKey)(run, key);
    } else if (readOnly?.has(key)) {
      if (run.strip) dropLater(run, (0, import_core.pointer)(run, key));
      else (0, import_core.push)(run, key, "READ_ONLY", `"${key}" is set by the service and not accepted here; leave it out, or validate with { stripReadOnly: true }`);
    } else if (key.charCodeAt(0) === 36) {
      (0, import_core.push)(run, key, "UNKNOWN_FIELD", `"${key}": keys starting with "$" are patch operators, not allowed in a complete value`);
      (0, import_core.screen)(run, key, object[key]);
    } else {
      const hint = (0, import_core.closest)(key, known);
      const message = hint === void 0 ? `unknown field "${key}"; the fields here are ${[...known].join(", ") || "none"}` : `unknown field "${key}"; did you mean "${hint}"?`;
      (0, import_core.push)(run, key, "UNKNOWN_FIELD", message);
      (0, import_core.screen)(run, key, object[key]);
    }
  }
}
function dropLater(run, at) {
  if (run.drops === void 0) run.drops = /* @__PURE__ */ new Set();
  run.drops.add(at);
}
function notExactlyOne(run, noun, present, members) {
  const message = present.length === 0 ? `exactly one ${noun} must be set, one of ${members.join(", ")}; found none` : `exactly one ${noun} must be set; found ${present.slice(0, -1).join(", ")} and ${present.at(-1)}`;
  (0, import_core.push)(run, void 0, "EXACTLY_ONE", message);
}
function notInEnum(run, token, value, allowed) {
  const strings = allowed.filter((a) => typeof a === "string");
  const hint = typeof value === "string" ? (0, import_core.closest)(value, strings) : void 0;
  const list = allowed.map((a) => JSON.stringify(a)).join(", ");
  const suggestion = hint === void 0 ? "" : ` (did you mean "${hint}"?)`;
  (0, import_core.push)(run, token, "ENUM", `must be one of ${list}; got ${(0, import_core.describe)(value)}${suggestion}`);
}
function notConst(run, token, value, expected) {
  (0, import_core.push)(run, token, "CONST", `must be ${JSON.stringify(expected)}; got ${(0, import_core.describe)(value)}`);
}
function noMatch(run, token, value, form) {
  const examples = form.examples ?? [];
  const message = form.title !== void 0 && examples.length > 0 ? `${JSON.stringify(value)} is not a valid ${form.title}, such as ${examples.map((e) => JSON.stringify(e)).join(" or ")}` : `${JSON.stringify(value)} does not match the pattern ${form.pattern.source}`;
  (0, import_core.push)(run, token, "PATTERN", message);
}
function badFormat(run, token, value, format) {
  (0, import_core.push)(run, token, "FORMAT", `${JSON.stringify(value)} is not a valid ${format} (RFC 3339, such as "2025-01-31T12:00:00Z")`);
}
function outOfBounds(run, token, code, message) {
  (0, import_core.push)(run, token, code, message);
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
function minAboveMax(run, minName, min, maxName, max) {
  (0, import_core.push)(run, minName, "MIN_EXCEEDS_MAX", `${minName} (${min}) must not exceed ${maxName} (${max})`);
}
function tooMany(run, token, what, max, count, value) {
  (0, import_core.push)(run, token, what === "items" ? "TOO_MANY_ITEMS" : "TOO_MANY_KEYS", `must have at most ${max} ${what}; got ${count}`);
  (0, import_core.screen)(run, token, value);
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
