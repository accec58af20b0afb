// generated from spec/ — do not edit
// One HTTP exchange over fetch, with abort signal and timeout.
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
  exchange: () => exchange
});
module.exports = __toCommonJS(stdin_exports);
async function exchange(fetchFn, request, signal, timeout) {
  const deadline = startDeadline(signal, timeout);
  try {
    if (deadline.controller.signal.aborted) throw deadline.controller.signal.reason;
    const response = await raceAbort(fetchFn(request.url, {
      ...request,
      signal: deadline.controller.signal
    }), deadline.controller.signal);
    const text = await raceAbort(response.text(), deadline.controller.signal);
    const contentType = response.headers.get("content-type") ?? "";
    return {
      status: response.status,
      statusText: response.statusText,
      contentType,
      text
    };
  } catch (error) {
    throw deadline.controller.signal.aborted ? deadline.controller.signal.reason : error;
  } finally {
    deadline.stop();
  }
}
function startDeadline(signal, timeout) {
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener("abort", forward, { once: true });
  const timer = timeout === void 0 ? void 0 : setTimeout(() => controller.abort(new DOMException(`the request took longer than ${timeout} ms`, "TimeoutError")), timeout);
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
    promise.then((value) => {
      signal.removeEventListener("abort", onAbort);
      resolve(value);
    }, (error) => {
      signal.removeEventListener("abort", onAbort);
      reject(error);
    });
  });
}
