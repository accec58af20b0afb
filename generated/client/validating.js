// generated from spec/ — do not edit
// Typed client of the cluster API: createClient, responseOf.

// templates/runtime:client/validating.ts
import { clientWith } from "./index.js";

// templates/runtime:client/validation.ts
import {
  validateApiError,
  validateClusterCreate,
  validateClusterPatch
} from "../validators/index.js";
var PACKAGE_CHECKS = { request: checkRequestBody, error: checkErrorBody };
function checkRequestBody(form, body) {
  return form === "create" ? validateClusterCreate(body) : validateClusterPatch(body);
}
function checkErrorBody(value) {
  return validateApiError(value);
}

// templates/runtime:client/validating.ts
import {
  ApiRequestError,
  RequestValidationError,
  responseOf
} from "./index.js";
function createClient(options) {
  return clientWith(options, PACKAGE_CHECKS);
}
export {
  ApiRequestError,
  RequestValidationError,
  createClient,
  responseOf
};
