// generated from spec/ — do not edit
// Typed client of the cluster API: createClient, responseOf.

// templates/runtime:client/validating.ts
import { ApiRequestError, clientWith, RequestValidationError, responseOf } from "./shared.js";

// templates/runtime:http/i-json.ts
var SURROGATE_ESCAPE = /\\(?:u|U0000)[dD][89a-fA-F]/;
var LONE_SURROGATE = /\p{Cs}/u;
function mayHoldLoneSurrogate(text) {
  return SURROGATE_ESCAPE.test(text);
}
function hasLoneSurrogate(text) {
  return LONE_SURROGATE.test(text);
}
function loneUnitOf(text) {
  return (text.match(LONE_SURROGATE)?.[0] ?? "").charCodeAt(0).toString(16);
}
function loneSurrogateIn(value) {
  if (typeof value === "string")
    return hasLoneSurrogate(value) ? { tokens: [], inName: false, text: value } : void 0;
  if (typeof value !== "object" || value === null) return void 0;
  for (const [key, member] of entriesOf(value)) {
    if (!Array.isArray(value) && hasLoneSurrogate(key)) return { tokens: [key], inName: true, text: key };
    const found = loneSurrogateIn(member);
    if (found !== void 0) {
      found.tokens.unshift(key);
      return found;
    }
  }
  return void 0;
}
function entriesOf(value) {
  return Array.isArray(value) ? value.map((element, i) => [String(i), element]) : Object.entries(value);
}

// templates/runtime:client/validation.ts
import {
  validateApiError,
  validateClusterCreate,
  validateClusterPatch
} from "../validators/index.js";

// templates/runtime:patch/kinds.ts
var COPY_BUDGET = 1 << 20;

// templates/runtime:validators/issues.ts
var LAZY_ISSUE = {
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return { ...this };
  }
};
function esc(token) {
  const tilde = token.indexOf("~") !== -1;
  if (!tilde && token.indexOf("/") === -1) return token;
  return (tilde ? token.replaceAll("~", "~0") : token).replaceAll("/", "~1");
}

// templates/runtime:client/validation.ts
var PACKAGE_CHECKS = { request: checkRequestBody, error: checkErrorBody };
function checkRequestBody(form, body) {
  const result = form === "create" ? validateClusterCreate(body) : validateClusterPatch(body);
  if (!result.ok || !mayHoldLoneSurrogate(JSON.stringify(body))) return result;
  const found = loneSurrogateIn(body);
  if (found === void 0) return result;
  const path = found.tokens.map((token) => `/${esc(token)}`).join("");
  const where = found.inName ? "a member name" : "a string";
  const message = `${where} holds half of a UTF-16 surrogate pair (\\u${loneUnitOf(found.text)}) without the other, which the service refuses: JSON sent over a network must be Unicode text (RFC 7493 §2.1)`;
  return { ok: false, errors: [{ path, code: "LONE_SURROGATE", message }] };
}
function checkErrorBody(value) {
  return validateApiError(value);
}

// templates/runtime:client/validating.ts
function createClient(options) {
  return clientWith(options, PACKAGE_CHECKS);
}
export {
  ApiRequestError,
  RequestValidationError,
  createClient,
  responseOf
};
