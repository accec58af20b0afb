// generated from spec/ — do not edit
// Entry point of @mk8s/schema.
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

// generated:index.js
var index_exports = {};
__export(index_exports, {
  ApiRequestError: () => import_validating.ApiRequestError,
  RequestValidationError: () => import_validating.RequestValidationError,
  applyClusterPatch: () => import_patch.applyClusterPatch,
  applyToStoredCluster: () => import_patch.applyToStoredCluster,
  createClient: () => import_validating.createClient,
  diffClusters: () => import_patch.diffClusters,
  prepareClusterPatch: () => import_patch.prepareClusterPatch,
  responseOf: () => import_validating.responseOf,
  validateApiError: () => import_validators.validateApiError,
  validateCluster: () => import_validators.validateCluster,
  validateClusterCreate: () => import_validators.validateClusterCreate,
  validateClusterPatch: () => import_validators.validateClusterPatch,
  validateCreatedCluster: () => import_patch.validateCreatedCluster
});
module.exports = __toCommonJS(index_exports);
var import_patch = require("./patch/index.cjs");
var import_validators = require("./validators/index.cjs");
var import_validating = require("./client/validating.cjs");
