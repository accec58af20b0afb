// generated from spec/ — do not edit
// Compiled validator of an error body alone (`@mk8s/schema/validators/error`).
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

// generated:validators/error.js
var error_exports = {};
__export(error_exports, {
  validateApiError: () => validateApiError
});
module.exports = __toCommonJS(error_exports);
var import_runtime = require("./runtime.cjs");
var FIELDS_OF_ApiError = /* @__PURE__ */ new Set(["status", "message", "code", "details", "id"]);
var LIMITS_OF_FreeFormObject = { maxDepth: 32, maxProperties: 1e3, maxItems: 1e3, maxLength: 16384, keyProblem: keyProblem0 };
function keyProblem0(k) {
  if (k === "__proto__" || k === "constructor" || k === "prototype") return import_runtime.FORBIDDEN;
  if (k.length < 2 && (0, import_runtime.codePoints)(k) < 1) return "must be at least 1 character long";
  if (k.length > 317 && (0, import_runtime.codePoints)(k) > 317) return "must be at most 317 characters long";
  if (!(!k.startsWith("$") && k !== "__proto__" && k !== "constructor" && k !== "prototype")) return "is not a valid OpenKey: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return void 0;
}
function checkApiError(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ApiError)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $status = v.status;
  if ($status === void 0) (0, import_runtime.missing)(r, "status");
  else {
    n++;
    z += 10;
    if (!(typeof $status === "number" && Number.isInteger($status))) (0, import_runtime.wrongType)(r, "status", "an integer", $status);
    else {
      z += (0, import_runtime.integerBytes)($status);
    }
  }
  const $message = v.message;
  if ($message === void 0) (0, import_runtime.missing)(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== "string") (0, import_runtime.wrongType)(r, "message", "a string", $message);
    else {
      (0, import_runtime.countText)(r, $message);
      if ($message.length > 4096 && (0, import_runtime.codePoints)($message) > 4096) (0, import_runtime.outOfBounds)(r, "message", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  const $code = v.code;
  if ($code === void 0) (0, import_runtime.missing)(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== "string") (0, import_runtime.wrongType)(r, "code", "a string", $code);
    else {
      (0, import_runtime.countText)(r, $code);
      if ($code.length > 64 && (0, import_runtime.codePoints)($code) > 64) (0, import_runtime.outOfBounds)(r, "code", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $details = v.details;
  if ($details !== void 0) {
    n++;
    z += 11;
    s.push("details");
    checkFreeFormObject($details, r);
    s.pop();
  }
  const $id = v.id;
  if ($id !== void 0) {
    n++;
    z += 6;
    if (typeof $id !== "string") (0, import_runtime.wrongType)(r, "id", "a string", $id);
    else {
      (0, import_runtime.countText)(r, $id);
      if ($id.length > 255 && (0, import_runtime.codePoints)($id) > 255) (0, import_runtime.outOfBounds)(r, "id", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_ApiError, void 0);
}
function checkFreeFormObject(v, r) {
  (0, import_runtime.checkFreeForm)(r, v, LIMITS_OF_FreeFormObject);
}
function validateApiError(value) {
  const r = (0, import_runtime.startRun)(void 0, false);
  try {
    checkApiError(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
