// generated from spec/ — do not edit
// Patch engine: engine (templates/runtime/patch/engine.ts).
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
  createPatchEngine: () => createPatchEngine
});
module.exports = __toCommonJS(stdin_exports);
var import_apply_object = require("./apply-object.cjs");
var import_diff = require("./diff.cjs");
var import_errors = require("./errors.cjs");
var import_json = require("./json.cjs");
var import_model = require("./model.cjs");
function createPatchEngine(data, checks) {
  const model = (0, import_model.compileModel)(data);
  return {
    apply: (document, patch) => applyPatch(model, checks, document, patch),
    diff: (from, to) => (0, import_diff.diffObject)(model.root, from, to, void 0) ?? {}
  };
}
function applyPatch(model, checks, document, patch) {
  let stage = "patch";
  try {
    const checked = checks.validatePatch(patch);
    if (!checked.ok) return failure(firstIssue(checked.errors, "INVALID_PATCH"));
    stage = "document";
    if (!(0, import_json.isObject)(document)) {
      return failure({
        code: "INVALID_RESULT",
        path: "",
        message: "the document to patch is not an object"
      });
    }
    const errors = new import_errors.ErrorCollector();
    const value = (0, import_apply_object.applyObject)({
      errors,
      applyObject: import_apply_object.applyObject
    }, model.root, document, patch, void 0, void 0);
    if (errors.error !== void 0) return failure(errors.error);
    const result = checks.validateResult(value);
    if (!result.ok) return failure(firstIssue(result.errors, "INVALID_RESULT", "INVALID_RESULT"));
    return {
      ok: true,
      value
    };
  } catch (error) {
    const code = stage === "patch" ? "INVALID_PATCH" : "INVALID_RESULT";
    const reason = error instanceof Error ? error.message : String(error);
    return failure({
      code,
      path: "",
      message: `the ${stage} could not be processed: ${reason}`
    });
  }
}
const STATIC_CODES = /* @__PURE__ */ new Set([
  "FORBIDDEN_KEY",
  "LIMIT",
  "INVALID_PATCH",
  "CONFLICT"
]);
function failure(error) {
  return {
    ok: false,
    error
  };
}
function firstIssue(issues, fallback, force) {
  let best;
  for (const issue of issues) if (best === void 0 || (0, import_errors.rankOf)(issue.code) < (0, import_errors.rankOf)(best.code)) best = issue;
  if (best === void 0) return {
    code: fallback,
    path: "",
    message: "rejected without a reason"
  };
  const code = force ?? (STATIC_CODES.has(best.code) ? best.code : fallback);
  return {
    code,
    path: best.path,
    message: best.message
  };
}
