// generated from spec/ — do not edit
// Runtime of the compiled validators: core.
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
  FORBIDDEN_KEYS: () => FORBIDDEN_KEYS,
  closest: () => closest,
  countKeys: () => countKeys,
  describe: () => describe,
  esc: () => esc,
  finishRun: () => finishRun,
  forbiddenKey: () => forbiddenKey,
  pointer: () => pointer,
  push: () => push,
  screen: () => screen,
  startRun: () => startRun,
  unreadable: () => unreadable
});
module.exports = __toCommonJS(stdin_exports);
const FORBIDDEN_KEYS = /* @__PURE__ */ new Set([
  "__proto__",
  "constructor",
  "prototype"
]);
const PATCH_CODES = [
  "FORBIDDEN_KEY",
  "LIMIT",
  "INVALID_PATCH",
  "CONFLICT"
];
function startRun(options, patch) {
  const strip = typeof options === "object" && options !== null && options.stripReadOnly === true;
  return {
    issues: [],
    path: [],
    strip,
    drops: void 0,
    screened: void 0,
    patch
  };
}
function finishRun(run, value) {
  const { issues } = run;
  if (issues.length === 0) {
    return {
      ok: true,
      value: run.strip ? copyWithout(value, "", run.drops ?? /* @__PURE__ */ new Set()) : value
    };
  }
  const rank = (issue) => run.patch ? PATCH_CODES.indexOf(issue.code) : issue.code === "FORBIDDEN_KEY" ? 0 : 1;
  const ordered = issues.every((issue, i) => i === 0 || rank(issues[i - 1]) <= rank(issue));
  return {
    ok: false,
    errors: ordered ? issues : [...issues].sort((a, b) => rank(a) - rank(b))
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
  const final = run.patch && !PATCH_CODES.includes(code) ? "INVALID_PATCH" : code;
  run.issues.push({
    path: pointer(run, token),
    code: final,
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
function forbiddenKey(run, key) {
  push(run, key, "FORBIDDEN_KEY", `"${key}" is not allowed as a key anywhere`);
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
