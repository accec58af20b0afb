// generated from spec/ — do not edit
// Reading the service answer: the cluster, or an ApiRequestError.
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
  readAnswer: () => readAnswer,
  redactText: () => redactText
});
module.exports = __toCommonJS(stdin_exports);
var import_errors = require("./errors.cjs");
var import_validation = require("./validation.cjs");
const REDACTED = "[redacted]";
const TEXT_LIMIT = 2e3;
function readAnswer(answer, request, secret) {
  const text = redactText(answer.text, secret);
  const parsed = parseJson(text, secret);
  if (answer.status >= 200 && answer.status < 300) {
    if (isObject(parsed.value)) return parsed.value;
    throw madeUpError(answer, request, text, "the answer is not a JSON object");
  }
  if (!parsed.ok) throw madeUpError(answer, request, text, "the answer is not JSON");
  const checked = (0, import_validation.checkErrorBody)(parsed.value);
  if (checked.ok) throw new import_errors.ApiRequestError({
    ...request,
    status: answer.status,
    body: checked.value
  });
  throw new import_errors.ApiRequestError({
    ...request,
    status: answer.status,
    body: salvage(parsed.value, answer),
    responseText: text.slice(0, TEXT_LIMIT),
    bodyIssues: checked.errors
  });
}
function madeUpError(answer, request, text, why) {
  const kind = answer.contentType === "" ? "no content type" : answer.contentType.split(";")[0];
  const start = text.trim().slice(0, 200).replace(/\s+/g, " ");
  const message = `${why} (${kind}, ${answer.statusText || "no status text"})${start === "" ? ": empty body" : `: ${start}`}`;
  return new import_errors.ApiRequestError({
    ...request,
    status: answer.status,
    body: {
      status: answer.status,
      code: "INVALID_ERROR_BODY",
      message
    },
    responseText: text.slice(0, TEXT_LIMIT)
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
function parseJson(text, secret) {
  try {
    return {
      ok: true,
      value: redactValue(JSON.parse(text), secret)
    };
  } catch {
    return {
      ok: false,
      value: void 0
    };
  }
}
function redactText(text, secret) {
  if (secret === "") return text;
  const escaped = JSON.stringify(secret).slice(1, -1);
  return text.split(secret).join(REDACTED).split(escaped).join(REDACTED);
}
function redactValue(value, secret) {
  const text = JSON.stringify(value);
  const escaped = JSON.stringify(secret).slice(1, -1);
  return text.includes(escaped) ? JSON.parse(text.split(escaped).join(REDACTED)) : value;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
