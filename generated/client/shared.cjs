// generated from spec/ — do not edit
// The typed client both entries share (./index.js, ./validating.js); not an entry point.
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

// templates/runtime:client/shared.ts
var shared_exports = {};
__export(shared_exports, {
  ApiRequestError: () => ApiRequestError,
  RequestValidationError: () => RequestValidationError,
  clientWith: () => clientWith,
  responseOf: () => responseOf
});
module.exports = __toCommonJS(shared_exports);

// templates/runtime:http/surface.ts
var HEADERS = {
  location: "Location",
  etag: "ETag",
  requestId: "X-Request-Id",
  ifMatch: "If-Match",
  authenticate: "WWW-Authenticate",
  retryAfter: "Retry-After",
  authorization: "Authorization",
  allow: "Allow"
};
var MEDIA_TYPE = "application/json";
var OPERATIONS = {
  createCluster: {
    method: "POST",
    path: "/org/{org}/mk8s",
    request: { body: "create", headers: [] },
    success: { status: 201, body: "resource", headers: ["Location", "ETag"] },
    errors: [
      "InvalidBody",
      "Unauthorized",
      "Forbidden",
      "AlreadyExists",
      "PayloadTooLarge",
      "UnsupportedMediaType",
      "RateLimited",
      "Internal"
    ]
  },
  getCluster: {
    method: "GET",
    path: "/org/{org}/mk8s/{name}",
    extension: true,
    success: { status: 200, body: "resource", headers: ["ETag"] },
    errors: ["InvalidRequest", "Unauthorized", "Forbidden", "NotFound", "Internal"]
  },
  patchCluster: {
    method: "PATCH",
    path: "/org/{org}/mk8s/{name}",
    request: { body: "patch", headers: ["If-Match"] },
    success: { status: 200, body: "resource", headers: ["ETag"] },
    errors: [
      "InvalidPatch",
      "Unauthorized",
      "Forbidden",
      "NotFound",
      "ConcurrentModification",
      "PreconditionFailed",
      "PayloadTooLarge",
      "UnsupportedMediaType",
      "PatchNotApplicable",
      "RateLimited",
      "Internal"
    ]
  }
};
function fillPath(path, value) {
  return path.replace(/\{(\w+)\}/g, (_, parameter) => value(parameter));
}

// templates/runtime:client/identity.ts
var API_REQUEST_ERROR = /* @__PURE__ */ Symbol.for("@mk8s/schema.ApiRequestError@1");
var REQUEST_VALIDATION_ERROR = /* @__PURE__ */ Symbol.for("@mk8s/schema.RequestValidationError@1");
var RESPONSES = /* @__PURE__ */ Symbol.for("@mk8s/schema.responses@1");
var ordinaryInstanceOf = Function.prototype[Symbol.hasInstance];
function setBrand(instance, brand) {
  Object.defineProperty(instance, brand, { value: true });
}
function isInstance(target, base, brand, value) {
  if (ordinaryInstanceOf.call(target, value)) return true;
  return target === base && typeof value === "object" && value !== null && value[brand] === true;
}
var responses;
function sharedResponses() {
  if (responses !== void 0) return responses;
  const global = globalThis;
  const existing = global[RESPONSES];
  responses = existing instanceof WeakMap ? existing : /* @__PURE__ */ new WeakMap();
  if (existing === void 0 && Object.isExtensible(global)) {
    Object.defineProperty(global, RESPONSES, { value: responses });
  }
  return responses;
}

// templates/runtime:client/errors.ts
var ApiRequestError = class extends Error {
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
    super(
      `${init.operation} (${init.method} ${init.path}) failed with ${init.status} ${init.body.code}: ${init.body.message}`
    );
    this.name = "ApiRequestError";
    this.status = init.status;
    this.body = init.body;
    this.operation = init.operation;
    this.method = init.method;
    this.path = init.path;
    this.responseText = init.responseText;
    this.bodyIssues = init.bodyIssues;
    setBrand(this, API_REQUEST_ERROR);
  }
  /** An `ApiRequestError` of any copy of the package (ESM or CommonJS); a subclass as usual. */
  static [Symbol.hasInstance](value) {
    return isApiRequestError(this, value);
  }
};
var RequestValidationError = class extends Error {
  operation;
  /** Every problem found, each with the JSON Pointer of the offending value. */
  issues;
  constructor(operation, issues) {
    const shown = issues.slice(0, 5).map((issue) => `${issue.path === "" ? "(root)" : issue.path}: ${issue.message}`);
    const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : "";
    super(`${operation}: the body is invalid, nothing was sent: ${shown.join("; ")}${more}`);
    this.name = "RequestValidationError";
    this.operation = operation;
    this.issues = issues;
    setBrand(this, REQUEST_VALIDATION_ERROR);
  }
  /** A `RequestValidationError` of any copy of the package (ESM or CommonJS); a subclass as usual. */
  static [Symbol.hasInstance](value) {
    return isRequestValidationError(this, value);
  }
};
function isApiRequestError(target, value) {
  return isInstance(target, ApiRequestError, API_REQUEST_ERROR, value);
}
function isRequestValidationError(target, value) {
  return isInstance(target, RequestValidationError, REQUEST_VALIDATION_ERROR, value);
}

// templates/runtime:client/redact.ts
var REDACTED = "[redacted]";
function redactText(text, secret) {
  if (secret === "" || text === "") return text;
  return text.replace(spellings(secret), REDACTED);
}
function redactValue(value, secret) {
  const text = JSON.stringify(value);
  if (text === void 0) return value;
  const redacted = redactText(text, secret);
  if (redacted === text) return value;
  try {
    return JSON.parse(redacted);
  } catch {
    return REDACTED;
  }
}
function spellings(secret) {
  return new RegExp(secret.split("").map(unitSpellings).join(""), "g");
}
function unitSpellings(unit) {
  const code = unit.charCodeAt(0);
  const ways = [unit.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&"), `\\\\u${hex(code, 4)}`];
  if (code < 128) ways.push(`%${hex(code, 2)}`);
  const short = SHORT_ESCAPES[unit];
  if (short !== void 0) ways.push(short);
  return `(?:${ways.join("|")})`;
}
var SHORT_ESCAPES = { '"': '\\\\"', "\\": "\\\\\\\\", "/": "\\\\/" };
function hex(code, digits) {
  return [...code.toString(16).padStart(digits, "0")].map((digit) => /[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit).join("");
}

// templates/runtime:client/answer.ts
var TEXT_LIMIT = 2e3;
function readAnswer(answer, request, secret, checkError) {
  const success = answer.status >= 200 && answer.status < 300;
  if (success) {
    const cluster = parseJson(answer.text).value;
    if (isObject(cluster)) return cluster;
  }
  const said = redactAnswer(answer, secret);
  if (said.redirect) throw redirectError(said, request);
  if (success) throw madeUpError(said, request, "the answer is not a JSON object");
  const parsed = parseJson(said.text);
  if (!parsed.ok) throw madeUpError(said, request, "the answer is not JSON");
  const value = redactValue(parsed.value, secret);
  if (checkError === void 0) {
    throw new ApiRequestError({ ...request, status: answer.status, body: salvage(value, answer) });
  }
  const checked = checkError(value);
  if (checked.ok) throw new ApiRequestError({ ...request, status: answer.status, body: checked.value });
  throw new ApiRequestError({
    ...request,
    status: answer.status,
    body: salvage(value, answer),
    responseText: said.text.slice(0, TEXT_LIMIT),
    bodyIssues: checked.errors
  });
}
function redactAnswer(answer, secret) {
  const cut = (text) => redactText(text, secret);
  return {
    ...answer,
    statusText: cut(answer.statusText),
    contentType: cut(answer.contentType),
    location: answer.location === void 0 ? void 0 : cut(answer.location),
    text: cut(answer.text)
  };
}
function madeUpError(answer, request, why) {
  const kind = answer.contentType === "" ? "no content type" : answer.contentType.split(";")[0];
  const start = answer.text.trim().slice(0, 200).replace(/\s+/g, " ");
  const message = `${why} (${kind}, ${answer.statusText || "no status text"})${start === "" ? ": empty body" : `: ${start}`}`;
  return new ApiRequestError({
    ...request,
    status: answer.status,
    body: { status: answer.status, code: "INVALID_ERROR_BODY", message },
    responseText: answer.text.slice(0, TEXT_LIMIT)
  });
}
function redirectError(answer, request) {
  const target = answer.location?.split(/[?#]/, 1)[0]?.slice(0, 200) ?? "";
  const hidden = answer.status === 0 ? " (the browser hides its target)" : "";
  const where = target === "" ? hidden : ` to ${target}`;
  const message = `a redirect${where}, which the API does not define: it was not followed, so nothing was sent there (is baseUrl the service's address?)`;
  return new ApiRequestError({
    ...request,
    status: answer.status,
    body: { status: answer.status, code: "UNEXPECTED_REDIRECT", message },
    responseText: answer.text.slice(0, TEXT_LIMIT)
  });
}
function salvage(value, answer) {
  const record = isObject(value) ? value : {};
  const text = (key) => typeof record[key] === "string" ? record[key] : void 0;
  const id = text("id");
  return {
    status: answer.status,
    code: text("code") ?? "INVALID_ERROR_BODY",
    message: text("message") ?? `the ${answer.status} answer is not a valid error body`,
    ...id === void 0 ? {} : { id }
  };
}
function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: void 0 };
  }
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// templates/runtime:client/response.ts
function remember(cluster, info) {
  sharedResponses().set(cluster, info);
  return cluster;
}
function responseOf(cluster) {
  return sharedResponses().get(cluster);
}
function ifMatchHeader(value) {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new TypeError("ifMatch must be a version (an integer, 0 or more) or an ETag");
    return `"${value}"`;
  }
  if (typeof value !== "string" || value === "")
    throw new TypeError("ifMatch must be a version number or an ETag string");
  return value;
}

// templates/runtime:client/transport.ts
async function exchange(fetchFn, request, signal, timeout) {
  const deadline = startDeadline(signal, timeout);
  try {
    if (deadline.controller.signal.aborted) throw deadline.controller.signal.reason;
    const { operation, ...init } = request;
    const response = await raceAbort(
      fetchFn(request.url, { ...init, signal: deadline.controller.signal, redirect: "manual" }),
      deadline.controller.signal
    );
    checkResponse(response, operation);
    const text = await raceAbort(response.text(), deadline.controller.signal);
    const header = (name) => response.headers.get(name) ?? void 0;
    const redirect = response.status >= 300 && response.status < 400 || response.type === "opaqueredirect";
    return {
      status: response.status,
      statusText: response.statusText,
      contentType: header("content-type") ?? "",
      etag: header("etag"),
      location: header("location"),
      redirect,
      text
    };
  } catch (error) {
    throw deadline.controller.signal.aborted ? deadline.controller.signal.reason : error;
  } finally {
    deadline.stop();
  }
}
function checkResponse(response, operation) {
  const problem = responseProblem(response);
  if (problem === void 0) return;
  throw new TypeError(
    `${operation}: the fetch function resolved with ${problem}, not a Response (the client reads its status, headers.get() and text())`
  );
}
function responseProblem(value) {
  if (value === null) return "null";
  if (typeof value !== "object") return typeof value === "undefined" ? "undefined" : `a ${typeof value}`;
  const response = value;
  if (typeof response.status !== "number") return "an object without a numeric status";
  if (typeof response.text !== "function") return "an object without text()";
  if (typeof response.headers?.get !== "function") return "an object without headers.get()";
  return void 0;
}
function startDeadline(signal, timeout) {
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener("abort", forward, { once: true });
  const timer = timeout === void 0 ? void 0 : setTimeout(
    () => controller.abort(new DOMException(`the request took longer than ${timeout} ms`, "TimeoutError")),
    timeout
  );
  return {
    controller,
    stop: () => {
      if (timer !== void 0) clearTimeout(timer);
      signal?.removeEventListener("abort", forward);
    }
  };
}
function raceAbort(promise, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      }
    );
  });
}

// templates/runtime:client/core.ts
function clientWith(options, checks) {
  const settings = {
    base: checkBaseUrl(options.baseUrl),
    apiKey: checkApiKey(options.apiKey),
    fetch: options.fetch,
    validate: options.validate ?? checks !== void 0,
    timeout: checkTimeout(options.timeout),
    checks
  };
  if (settings.validate && checks === void 0) {
    throw new TypeError(
      "createClient: this client has no validators; validate must be false (import createClient from @mk8s/schema to validate)"
    );
  }
  if (options.fetch !== void 0 && typeof options.fetch !== "function") {
    throw new TypeError("createClient: fetch must be a function");
  }
  return {
    createCluster: async (org, body, call) => send(settings, "createCluster", { org }, body, call),
    getCluster: async (org, name, call) => send(settings, "getCluster", { org, name }, void 0, call),
    patchCluster: async (org, name, patch, call) => send(settings, "patchCluster", { org, name }, patch, call)
  };
}
async function send(settings, operation, parameters, body, call = {}) {
  const described = OPERATIONS[operation];
  const { method, path: template, request } = described;
  const path = fillPath(template, (name) => segment(name, parameters[name]));
  if (call.validate === true && settings.checks === void 0) {
    throw new TypeError(
      `${operation}: this client has no validators; validate must be false (import createClient from @mk8s/schema to validate)`
    );
  }
  if (request !== void 0 && settings.checks !== void 0 && (call.validate ?? settings.validate)) {
    const checked = settings.checks.request(request.body, body);
    if (!checked.ok) throw new RequestValidationError(operation, checked.errors);
  }
  const headers = {
    accept: MEDIA_TYPE,
    [HEADERS.authorization.toLowerCase()]: `Bearer ${settings.apiKey}`
  };
  if (request !== void 0) headers["content-type"] = MEDIA_TYPE;
  if (call.ifMatch !== void 0 && request?.headers.includes(HEADERS.ifMatch) === true) {
    headers[HEADERS.ifMatch.toLowerCase()] = ifMatchHeader(call.ifMatch);
  }
  const fetchFn = settings.fetch ?? globalThis.fetch;
  const answer = await exchange(
    fetchFn,
    {
      operation,
      url: settings.base + path,
      method,
      headers,
      ...request === void 0 ? {} : { body: JSON.stringify(body) }
    },
    call.signal,
    checkTimeout(call.timeout) ?? settings.timeout
  );
  const cluster = readAnswer(answer, { operation, method, path }, settings.apiKey, settings.checks?.error);
  return remember(cluster, { status: answer.status, etag: answer.etag });
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
