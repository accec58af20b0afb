// generated from spec/ — do not edit
// Compiled validator of an error body alone (`@mk8s/schema/validators/error`).
import * as RUNTIME from './runtime.js';

const FORBIDDEN = RUNTIME.FORBIDDEN;
const FORBIDDEN_KEYS = RUNTIME.FORBIDDEN_KEYS;
const addIdentifier = RUNTIME.addIdentifier;
const badFormat = RUNTIME.badFormat;
const badKey = RUNTIME.badKey;
const badPatchMember = RUNTIME.badPatchMember;
const badSuffix = RUNTIME.badSuffix;
const canonical = RUNTIME.canonical;
const canonicalIn = RUNTIME.canonicalIn;
const checkFreeForm = RUNTIME.checkFreeForm;
const closedConflicts = RUNTIME.closedConflicts;
const closest = RUNTIME.closest;
const codePoints = RUNTIME.codePoints;
const compileModel = RUNTIME.compileModel;
const countKeys = RUNTIME.countKeys;
const countMember = RUNTIME.countMember;
const countScalar = RUNTIME.countScalar;
const countSkipped = RUNTIME.countSkipped;
const countText = RUNTIME.countText;
const counted = RUNTIME.counted;
const describe = RUNTIME.describe;
const dropNames = RUNTIME.dropNames;
const duplicateEntries = RUNTIME.duplicateEntries;
const duplicateIdentifier = RUNTIME.duplicateIdentifier;
const duplicateIdentifiers = RUNTIME.duplicateIdentifiers;
const duplicateItems = RUNTIME.duplicateItems;
const esc = RUNTIME.esc;
const extraMembers = RUNTIME.extraMembers;
const finishRun = RUNTIME.finishRun;
const forbiddenKey = RUNTIME.forbiddenKey;
const forgetMembers = RUNTIME.forgetMembers;
const freeFormDepth = RUNTIME.freeFormDepth;
const freeFormMember = RUNTIME.freeFormMember;
const freeFormPatchValue = RUNTIME.freeFormPatchValue;
const freeFormValue = RUNTIME.freeFormValue;
const hashText = RUNTIME.hashText;
const identifierTable = RUNTIME.identifierTable;
const integerBytes = RUNTIME.integerBytes;
const isDateTime = RUNTIME.isDateTime;
const isPlainObject = RUNTIME.isPlainObject;
const jsonBytes = RUNTIME.jsonBytes;
const minAboveMax = RUNTIME.minAboveMax;
const missing = RUNTIME.missing;
const missingIdentifier = RUNTIME.missingIdentifier;
const nameList = RUNTIME.nameList;
const noMatch = RUNTIME.noMatch;
const noSelector = RUNTIME.noSelector;
const notConst = RUNTIME.notConst;
const notExactlyOne = RUNTIME.notExactlyOne;
const notInEnum = RUNTIME.notInEnum;
const openConflicts = RUNTIME.openConflicts;
const outOfBounds = RUNTIME.outOfBounds;
const ownKeyCount = RUNTIME.ownKeyCount;
const pastLimit = RUNTIME.pastLimit;
const patchTooLarge = RUNTIME.patchTooLarge;
const pointer = RUNTIME.pointer;
const push = RUNTIME.push;
const pushLazy = RUNTIME.pushLazy;
const quote = RUNTIME.quote;
const quoteScalar = RUNTIME.quoteScalar;
const releaseIdentifierTable = RUNTIME.releaseIdentifierTable;
const rootNotPlain = RUNTIME.rootNotPlain;
const screen = RUNTIME.screen;
const screenPatch = RUNTIME.screenPatch;
const settleDeferred = RUNTIME.settleDeferred;
const shorten = RUNTIME.shorten;
const startRun = RUNTIME.startRun;
const stopsHere = RUNTIME.stopsHere;
const tablesTaken = RUNTIME.tablesTaken;
const tooLarge = RUNTIME.tooLarge;
const tooMany = RUNTIME.tooMany;
const unreadable = RUNTIME.unreadable;
const wrongType = RUNTIME.wrongType;
const FIELDS_OF_ApiError = new Set(["status","message","code","details","id"]);
const FIELDS_OF_ApiErrorDetails = new Set(["issues","issueCount","path","parameters","parameterCount","allowed","version","parseError"]);
const FIELDS_OF_ValidationIssue = new Set(["path","code","message","detail"]);

/** Checks a {@link ApiError}: The body of every error response. */
function checkApiError(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ApiError)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $status = v.status;
  if ($status === undefined) missing(r, "status");
  else {
    n++;
    z += 10;
    if (!(typeof $status === 'number' && Number.isInteger($status))) wrongType(r, "status", "an integer", $status);
    else {
      z += integerBytes($status);
    }
  }
  const $message = v.message;
  if ($message === undefined) missing(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== 'string') wrongType(r, "message", "a string", $message);
    else {
      countText(r, $message);
      if ($message.length > 4096 && codePoints($message) > 4096) outOfBounds(r, "message", 'MAX_LENGTH', "must be at most 4096 characters long");
    }
  }
  const $code = v.code;
  if ($code === undefined) missing(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== 'string') wrongType(r, "code", "a string", $code);
    else {
      countText(r, $code);
      if ($code.length > 64 && codePoints($code) > 64) outOfBounds(r, "code", 'MAX_LENGTH', "must be at most 64 characters long");
    }
  }
  const $details = v.details;
  if ($details !== undefined) {
    n++;
    z += 11;
    s.push("details");
    checkApiErrorDetails($details, r);
    s.pop();
  }
  const $id = v.id;
  if ($id !== undefined) {
    n++;
    z += 6;
    if (typeof $id !== 'string') wrongType(r, "id", "a string", $id);
    else {
      countText(r, $id);
      if ($id.length > 255 && codePoints($id) > 255) outOfBounds(r, "id", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ApiError, undefined);
}

/** Checks a {@link ApiErrorDetails}: Machine-readable specifics of an error. */
function checkApiErrorDetails(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ApiErrorDetails)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $issues = v.issues;
  if ($issues !== undefined) {
    n++;
    z += 10;
    s.push("issues");
    checkValidationIssueArray($issues, r);
    s.pop();
  }
  const $issueCount = v.issueCount;
  if ($issueCount !== undefined) {
    n++;
    z += 14;
    if (!(typeof $issueCount === 'number' && Number.isInteger($issueCount))) wrongType(r, "issueCount", "an integer", $issueCount);
    else {
      z += integerBytes($issueCount);
      if ($issueCount < 0) outOfBounds(r, "issueCount", 'MINIMUM', "must be at least 0; got " + $issueCount);
    }
  }
  const $path = v.path;
  if ($path !== undefined) {
    n++;
    z += 8;
    if (typeof $path !== 'string') wrongType(r, "path", "a string", $path);
    else {
      countText(r, $path);
      if ($path.length > 16384 && codePoints($path) > 16384) outOfBounds(r, "path", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $parameters = v.parameters;
  if ($parameters !== undefined) {
    n++;
    z += 14;
    s.push("parameters");
    checkStringArray($parameters, r);
    s.pop();
  }
  const $parameterCount = v.parameterCount;
  if ($parameterCount !== undefined) {
    n++;
    z += 18;
    if (!(typeof $parameterCount === 'number' && Number.isInteger($parameterCount))) wrongType(r, "parameterCount", "an integer", $parameterCount);
    else {
      z += integerBytes($parameterCount);
      if ($parameterCount < 0) outOfBounds(r, "parameterCount", 'MINIMUM', "must be at least 0; got " + $parameterCount);
    }
  }
  const $allowed = v.allowed;
  if ($allowed !== undefined) {
    n++;
    z += 11;
    s.push("allowed");
    checkStringArray2($allowed, r);
    s.pop();
  }
  const $version = v.version;
  if ($version !== undefined) {
    n++;
    z += 11;
    if (!(typeof $version === 'number' && Number.isInteger($version))) wrongType(r, "version", "an integer", $version);
    else {
      z += integerBytes($version);
      if ($version < 0) outOfBounds(r, "version", 'MINIMUM', "must be at least 0; got " + $version);
    }
  }
  const $parseError = v.parseError;
  if ($parseError !== undefined) {
    n++;
    z += 14;
    if (typeof $parseError !== 'string') wrongType(r, "parseError", "a string", $parseError);
    else {
      countText(r, $parseError);
      if ($parseError.length > 255 && codePoints($parseError) > 255) outOfBounds(r, "parseError", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ApiErrorDetails, undefined);
}

/** Checks a {@link ValidationIssue}: One problem found in a value: where (a JSON Pointer), a stable code, and a message for people. */
function checkValidationIssue(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ValidationIssue)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $path = v.path;
  if ($path === undefined) missing(r, "path");
  else {
    n++;
    z += 8;
    if (typeof $path !== 'string') wrongType(r, "path", "a string", $path);
    else {
      countText(r, $path);
      if ($path.length > 16384 && codePoints($path) > 16384) outOfBounds(r, "path", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $code = v.code;
  if ($code === undefined) missing(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== 'string') wrongType(r, "code", "a string", $code);
    else {
      countText(r, $code);
      if ($code.length > 64 && codePoints($code) > 64) outOfBounds(r, "code", 'MAX_LENGTH', "must be at most 64 characters long");
    }
  }
  const $message = v.message;
  if ($message === undefined) missing(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== 'string') wrongType(r, "message", "a string", $message);
    else {
      countText(r, $message);
      if ($message.length > 16384 && codePoints($message) > 16384) outOfBounds(r, "message", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $detail = v.detail;
  if ($detail !== undefined) {
    n++;
    z += 10;
    if (typeof $detail !== 'string') wrongType(r, "detail", "a string", $detail);
    else {
      countText(r, $detail);
      if ($detail.length > 64 && codePoints($detail) > 64) outOfBounds(r, "detail", 'MAX_LENGTH', "must be at most 64 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ValidationIssue, undefined);
}

/** Checks an array of {@link ValidationIssue}. */
function checkValidationIssueArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkValidationIssue(x[i], r);
  }
  s.pop();
}

/** Checks an array of distinct String values. */
function checkStringArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== 'string') wrongType(r, i, "a string", y);
    else {
      countText(r, y);
      if (y.length > 32 && codePoints(y) > 32) outOfBounds(r, i, 'MAX_LENGTH', "must be at most 32 characters long");
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of distinct String values. */
function checkStringArray2(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== 'string') wrongType(r, i, "a string", y);
    else {
      countText(r, y);
      if (y.length > 16 && codePoints(y) > 16) outOfBounds(r, i, 'MAX_LENGTH', "must be at most 16 characters long");
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Validates an error body ({@link ApiError}). Never throws. */
export function validateApiError(value) {
  const r = startRun(undefined, false);
  try {
    if (!rootNotPlain(r, value, "an object (ApiError)")) checkApiError(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}
