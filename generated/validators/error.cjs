// generated from spec/ — do not edit
// Compiled validator of an error body alone (`@mk8s/schema/validators/error`).
'use strict';
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// generated:validators/error.js
var error_exports = {};
__export(error_exports, {
  validateApiError: () => validateApiError
});
module.exports = __toCommonJS(error_exports);
var RUNTIME = __toESM(require("./runtime.cjs"));
var codePoints2 = RUNTIME.codePoints;
var countKeys2 = RUNTIME.countKeys;
var countText2 = RUNTIME.countText;
var duplicateItems2 = RUNTIME.duplicateItems;
var extraMembers2 = RUNTIME.extraMembers;
var finishRun2 = RUNTIME.finishRun;
var integerBytes2 = RUNTIME.integerBytes;
var missing2 = RUNTIME.missing;
var outOfBounds2 = RUNTIME.outOfBounds;
var rootNotPlain2 = RUNTIME.rootNotPlain;
var startRun2 = RUNTIME.startRun;
var tooMany2 = RUNTIME.tooMany;
var unreadable2 = RUNTIME.unreadable;
var wrongType2 = RUNTIME.wrongType;
var FIELDS_OF_ApiError = /* @__PURE__ */ new Set(["status", "message", "code", "details", "id"]);
var FIELDS_OF_ApiErrorDetails = /* @__PURE__ */ new Set(["issues", "issueCount", "path", "parameters", "parameterCount", "allowed", "version", "parseError"]);
var FIELDS_OF_ValidationIssue = /* @__PURE__ */ new Set(["path", "code", "message", "detail"]);
function checkApiError(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ApiError)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $status = v.status;
  if ($status === void 0) missing2(r, "status");
  else {
    n++;
    z += 10;
    if (!(typeof $status === "number" && Number.isInteger($status))) wrongType2(r, "status", "an integer", $status);
    else {
      z += integerBytes2($status);
    }
  }
  const $message = v.message;
  if ($message === void 0) missing2(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== "string") wrongType2(r, "message", "a string", $message);
    else {
      countText2(r, $message);
      if ($message.length > 4096 && codePoints2($message) > 4096) outOfBounds2(r, "message", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  const $code = v.code;
  if ($code === void 0) missing2(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== "string") wrongType2(r, "code", "a string", $code);
    else {
      countText2(r, $code);
      if ($code.length > 64 && codePoints2($code) > 64) outOfBounds2(r, "code", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $details = v.details;
  if ($details !== void 0) {
    n++;
    z += 11;
    s.push("details");
    checkApiErrorDetails($details, r);
    s.pop();
  }
  const $id = v.id;
  if ($id !== void 0) {
    n++;
    z += 6;
    if (typeof $id !== "string") wrongType2(r, "id", "a string", $id);
    else {
      countText2(r, $id);
      if ($id.length > 255 && codePoints2($id) > 255) outOfBounds2(r, "id", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ApiError, void 0);
}
function checkApiErrorDetails(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ApiErrorDetails)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $issues = v.issues;
  if ($issues !== void 0) {
    n++;
    z += 10;
    s.push("issues");
    checkValidationIssueArray($issues, r);
    s.pop();
  }
  const $issueCount = v.issueCount;
  if ($issueCount !== void 0) {
    n++;
    z += 14;
    if (!(typeof $issueCount === "number" && Number.isInteger($issueCount))) wrongType2(r, "issueCount", "an integer", $issueCount);
    else {
      z += integerBytes2($issueCount);
      if ($issueCount < 0) outOfBounds2(r, "issueCount", "MINIMUM", "must be at least 0; got " + $issueCount);
    }
  }
  const $path = v.path;
  if ($path !== void 0) {
    n++;
    z += 8;
    if (typeof $path !== "string") wrongType2(r, "path", "a string", $path);
    else {
      countText2(r, $path);
      if ($path.length > 16384 && codePoints2($path) > 16384) outOfBounds2(r, "path", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $parameters = v.parameters;
  if ($parameters !== void 0) {
    n++;
    z += 14;
    s.push("parameters");
    checkStringArray($parameters, r);
    s.pop();
  }
  const $parameterCount = v.parameterCount;
  if ($parameterCount !== void 0) {
    n++;
    z += 18;
    if (!(typeof $parameterCount === "number" && Number.isInteger($parameterCount))) wrongType2(r, "parameterCount", "an integer", $parameterCount);
    else {
      z += integerBytes2($parameterCount);
      if ($parameterCount < 0) outOfBounds2(r, "parameterCount", "MINIMUM", "must be at least 0; got " + $parameterCount);
    }
  }
  const $allowed = v.allowed;
  if ($allowed !== void 0) {
    n++;
    z += 11;
    s.push("allowed");
    checkStringArray2($allowed, r);
    s.pop();
  }
  const $version = v.version;
  if ($version !== void 0) {
    n++;
    z += 11;
    if (!(typeof $version === "number" && Number.isInteger($version))) wrongType2(r, "version", "an integer", $version);
    else {
      z += integerBytes2($version);
      if ($version < 0) outOfBounds2(r, "version", "MINIMUM", "must be at least 0; got " + $version);
    }
  }
  const $parseError = v.parseError;
  if ($parseError !== void 0) {
    n++;
    z += 14;
    if (typeof $parseError !== "string") wrongType2(r, "parseError", "a string", $parseError);
    else {
      countText2(r, $parseError);
      if ($parseError.length > 255 && codePoints2($parseError) > 255) outOfBounds2(r, "parseError", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ApiErrorDetails, void 0);
}
function checkValidationIssue(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ValidationIssue)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $path = v.path;
  if ($path === void 0) missing2(r, "path");
  else {
    n++;
    z += 8;
    if (typeof $path !== "string") wrongType2(r, "path", "a string", $path);
    else {
      countText2(r, $path);
      if ($path.length > 16384 && codePoints2($path) > 16384) outOfBounds2(r, "path", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $code = v.code;
  if ($code === void 0) missing2(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== "string") wrongType2(r, "code", "a string", $code);
    else {
      countText2(r, $code);
      if ($code.length > 64 && codePoints2($code) > 64) outOfBounds2(r, "code", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $message = v.message;
  if ($message === void 0) missing2(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== "string") wrongType2(r, "message", "a string", $message);
    else {
      countText2(r, $message);
      if ($message.length > 16384 && codePoints2($message) > 16384) outOfBounds2(r, "message", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $detail = v.detail;
  if ($detail !== void 0) {
    n++;
    z += 10;
    if (typeof $detail !== "string") wrongType2(r, "detail", "a string", $detail);
    else {
      countText2(r, $detail);
      if ($detail.length > 64 && codePoints2($detail) > 64) outOfBounds2(r, "detail", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ValidationIssue, void 0);
}
function checkValidationIssueArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkValidationIssue(x[i], r);
  }
  s.pop();
}
function checkStringArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 32 && codePoints2(y) > 32) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 32 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkStringArray2(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 16 && codePoints2(y) > 16) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 16 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function validateApiError(value) {
  const r = startRun2(void 0, false);
  try {
    if (!rootNotPlain2(r, value, "an object (ApiError)")) checkApiError(value, r);
  } catch (error) {
    unreadable2(r, error);
  }
  return finishRun2(r, value);
}
