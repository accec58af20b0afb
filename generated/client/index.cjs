// generated from spec/ — do not edit
// Typed client of the cluster API without the validators (@mk8s/schema/client): createClient, responseOf.
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

// templates/runtime:client/index.ts
var client_exports = {};
__export(client_exports, {
  ApiRequestError: () => import_shared.ApiRequestError,
  RequestValidationError: () => import_shared.RequestValidationError,
  createClient: () => createClient,
  responseOf: () => import_shared.responseOf
});
module.exports = __toCommonJS(client_exports);
var import_shared = require("./shared.cjs");
function createClient(options) {
  return (0, import_shared.clientWith)(options, void 0);
}
