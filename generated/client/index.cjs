// generated from spec/ — do not edit
// Typed client of the cluster API: createClient.
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
  createClient: () => createClient
});
module.exports = __toCommonJS(stdin_exports);
var import_answer = require("./answer.cjs");
var import_errors = require("./errors.cjs");
var import_transport = require("./transport.cjs");
var import_validation = require("./validation.cjs");
function createClient(options) {
  const settings = {
    base: checkBaseUrl(options.baseUrl),
    apiKey: checkApiKey(options.apiKey),
    fetch: options.fetch,
    validate: options.validate ?? true,
    timeout: checkTimeout(options.timeout)
  };
  if (options.fetch !== void 0 && typeof options.fetch !== "function") {
    throw new TypeError("createClient: fetch must be a function");
  }
  return {
    createCluster: async (org, body, call) => send(settings, "createCluster", "POST", `/org/${segment("org", org)}/mk8s`, body, call),
    patchCluster: async (org, name, patch, call) => send(settings, "patchCluster", "PATCH", `/org/${segment("org", org)}/mk8s/${segment("name", name)}`, patch, call)
  };
}
async function send(settings, operation, method, path, body, call = {}) {
  if (call.validate ?? settings.validate) {
    const checked = (0, import_validation.checkRequestBody)(operation, body);
    if (!checked.ok) throw new import_errors.RequestValidationError(operation, checked.errors);
  }
  const headers = {
    accept: "application/json",
    authorization: `Bearer ${settings.apiKey}`,
    "content-type": "application/json"
  };
  if (call.ifMatch !== void 0) headers["if-match"] = call.ifMatch;
  const fetchFn = settings.fetch ?? globalThis.fetch;
  const answer = await (0, import_transport.exchange)(fetchFn, {
    url: settings.base + path,
    method,
    headers,
    body: JSON.stringify(body)
  }, call.signal, checkTimeout(call.timeout) ?? settings.timeout);
  return (0, import_answer.readAnswer)(answer, {
    operation,
    method,
    path
  }, settings.apiKey);
}
function segment(what, value) {
  if (typeof value !== "string" || value === "") throw new TypeError(`${what} must be a non-empty string`);
  if (value === "." || value === "..") throw new TypeError(`${what} cannot be "${value}"`);
  return encodeURIComponent(value);
}
function checkBaseUrl(baseUrl) {
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError("createClient: baseUrl must be an absolute URL such as https://api.example.com");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new TypeError("createClient: baseUrl must be an http: or https: URL");
  }
  if (url.username !== "" || url.password !== "") {
    throw new TypeError("createClient: baseUrl must not carry credentials; give the key as apiKey");
  }
  if (url.search !== "" || url.hash !== "") {
    throw new TypeError("createClient: baseUrl must not carry a query or a fragment");
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}
function checkApiKey(apiKey) {
  if (typeof apiKey !== "string" || apiKey.trim() === "") {
    throw new TypeError("createClient: apiKey must be a non-empty string");
  }
  if (!/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(apiKey)) {
    throw new TypeError("createClient: apiKey holds characters an HTTP header cannot carry (it was not sent)");
  }
  return apiKey;
}
function checkTimeout(timeout) {
  if (timeout === void 0) return void 0;
  if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout < 0) {
    throw new TypeError("timeout must be a finite number of milliseconds, 0 or more");
  }
  return timeout;
}
