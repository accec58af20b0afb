// generated from spec/ — do not edit
// Which validator judges which body sent or received by the client.
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
  checkErrorBody: () => checkErrorBody,
  checkRequestBody: () => checkRequestBody
});
module.exports = __toCommonJS(stdin_exports);
var import_validators = require("../validators/index.cjs");
function checkRequestBody(operation, body) {
  return operation === "createCluster" ? (0, import_validators.validateClusterCreate)(body) : (0, import_validators.validateClusterPatch)(body);
}
function checkErrorBody(value) {
  return (0, import_validators.validateApiError)(value);
}
