// generated from spec/ — do not edit
// Typed client of the cluster API: createClient, responseOf.
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

// templates/runtime:client/validating.ts
var validating_exports = {};
__export(validating_exports, {
  ApiRequestError: () => import_index2.ApiRequestError,
  RequestValidationError: () => import_index2.RequestValidationError,
  createClient: () => createClient,
  responseOf: () => import_index2.responseOf
});
module.exports = __toCommonJS(validating_exports);
var import_index = require("./index.cjs");

// templates/runtime:client/validation.ts
var import_validators = require("../validators/index.cjs");
var PACKAGE_CHECKS = { request: checkRequestBody, error: checkErrorBody };
function checkRequestBody(form, body) {
  return form === "create" ? (0, import_validators.validateClusterCreate)(body) : (0, import_validators.validateClusterPatch)(body);
}
function checkErrorBody(value) {
  return (0, import_validators.validateApiError)(value);
}

// templates/runtime:client/validating.ts
var import_index2 = require("./index.cjs");
function createClient(options) {
  return (0, import_index.clientWith)(options, PACKAGE_CHECKS);
}
