// generated from spec/ — do not edit
// Typed client of the cluster API without the validators (@mk8s/schema/client): createClient, responseOf.

// templates/runtime:client/index.ts
import { ApiRequestError, clientWith, RequestValidationError, responseOf } from "./shared.js";
function createClient(options) {
  return clientWith(options, void 0);
}
export {
  ApiRequestError,
  RequestValidationError,
  createClient,
  responseOf
};
