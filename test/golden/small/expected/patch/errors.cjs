// generated from spec/ — do not edit
// Patch engine: errors (templates/runtime/patch/errors.ts).
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
  ErrorCollector: () => ErrorCollector,
  PATCH_ERROR_CODES: () => PATCH_ERROR_CODES,
  rankOf: () => rankOf
});
module.exports = __toCommonJS(stdin_exports);
var import_json = require("./json.cjs");
const PATCH_ERROR_CODES = [
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
function rankOf(code) {
  const rank = PATCH_ERROR_CODES.indexOf(code);
  return rank === -1 ? PATCH_ERROR_CODES.length : rank;
}
class ErrorCollector {
  error = void 0;
  report(code, path, message) {
    if (this.error === void 0 || rankOf(code) < rankOf(this.error.code)) {
      this.error = {
        code,
        path: (0, import_json.pointerText)(path),
        message
      };
    }
  }
}
