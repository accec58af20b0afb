// generated from spec/ — do not edit
// Errors of the typed client: ApiRequestError and RequestValidationError.
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
  ApiRequestError: () => ApiRequestError,
  RequestValidationError: () => RequestValidationError
});
module.exports = __toCommonJS(stdin_exports);
class ApiRequestError extends Error {
  /** HTTP status of the answer. */
  status;
  /** The error body: as the service sent it when valid, otherwise made up (see the class note). */
  body;
  operation;
  method;
  path;
  /** The raw answer (at most 2,000 characters) when it was not a valid error body. */
  responseText;
  /** Why the answer was not accepted as an error body, when it was not. */
  bodyIssues;
  constructor(init) {
    super(`${init.operation} (${init.method} ${init.path}) failed with ${init.status} ${init.body.code}: ${init.body.message}`);
    this.name = "ApiRequestError";
    this.status = init.status;
    this.body = init.body;
    this.operation = init.operation;
    this.method = init.method;
    this.path = init.path;
    this.responseText = init.responseText;
    this.bodyIssues = init.bodyIssues;
  }
}
class RequestValidationError extends Error {
  operation;
  /** Every problem found, each with the JSON Pointer of the offending value. */
  issues;
  constructor(operation, issues) {
    const shown = issues.slice(0, 5).map((issue) => `${issue.path || "/"}: ${issue.message}`);
    const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : "";
    super(`${operation}: the body is invalid, nothing was sent: ${shown.join("; ")}${more}`);
    this.name = "RequestValidationError";
    this.operation = operation;
    this.issues = issues;
  }
}
