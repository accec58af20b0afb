// generated from spec/ — do not edit
// applyClusterPatch and diffClusters.
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
  applyClusterPatch: () => applyClusterPatch,
  diffClusters: () => diffClusters
});
module.exports = __toCommonJS(stdin_exports);
var import_validators = require("../validators/index.cjs");
var import_cluster_model = require("./cluster-model.cjs");
var import_engine = require("./engine.cjs");
const engine = /* @__PURE__ */ (0, import_engine.createPatchEngine)(import_cluster_model.clusterPatchModel, {
  validatePatch: import_validators.validateClusterPatch,
  validateResult: import_validators.validateCluster
});
function applyClusterPatch(cluster, patch) {
  return engine.apply(cluster, patch);
}
function diffClusters(from, to) {
  return engine.diff(from, to);
}
