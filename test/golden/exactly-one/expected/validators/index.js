// generated from spec/ — do not edit
// Compiled validators of every body.
import * as RUNTIME from './runtime.js';
import * as MATCHERS from './matchers.js';
import { clusterPatchModel } from '../patch/cluster-model.js';

/** The patch model, compiled by the first patch check (create and read checks never need it). */
let PATCH_MODEL;
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
const MATCH_1 = MATCHERS.MATCH_1;
const PATTERN_1 = new RegExp("^[a-z]+$", 'u');
const FORM_1 = { pattern: PATTERN_1 };
const FIELDS_OF_Cluster = new Set(["name","provider"]);
const FIELDS_OF_Provider = new Set(["alpha","beta"]);
const MEMBERS_OF_Provider = ["alpha","beta"];
const FIELDS_OF_AlphaProvider = new Set(["region"]);
const FIELDS_OF_BetaProvider = new Set([]);
const FIELDS_OF_ApiError = new Set(["code","message"]);
const DROPPABLE_IN_ClusterPatch = new Set(["name","provider"]);
const DROPPABLE_IN_ProviderPatch = new Set(["alpha","beta"]);
const DROPPABLE_IN_AlphaProviderPatch = new Set(["region"]);
const DROPPABLE_IN_BetaProviderPatch = new Set([]);

/** Checks a {@link Cluster}: A cluster with exactly one provider. */
function checkCluster(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Cluster)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
    else {
      z += $name.length + 2;
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
      if (MATCH_1($name) < 0) noMatch(r, "name", $name, FORM_1);
    }
  }
  const $provider = v.provider;
  if ($provider === undefined) missing(r, "provider");
  else {
    n++;
    z += 12;
    s.push("provider");
    checkProvider($provider, r, "provider");
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Cluster, undefined);
}

/** Checks a {@link Provider}: Exactly one provider. */
function checkProvider(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Provider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $alpha = v.alpha;
  if ($alpha !== undefined) {
    n++;
    z += 9;
    s.push("alpha");
    checkAlphaProvider($alpha, r);
    s.pop();
  }
  const $beta = v.beta;
  if ($beta !== undefined) {
    n++;
    z += 8;
    s.push("beta");
    checkBetaProvider($beta, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Provider, undefined);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link AlphaProvider}: Alpha settings. */
function checkAlphaProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (AlphaProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
    else {
      countText(r, $region);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_AlphaProvider, undefined);
}

/** Checks a {@link BetaProvider}: Beta settings, none. */
function checkBetaProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (BetaProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_BetaProvider, undefined);
}

/** Checks a {@link ApiError}: The error body. */
function checkApiError(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ApiError)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $code = v.code;
  if ($code === undefined) missing(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== 'string') wrongType(r, "code", "a string", $code);
    else {
      countText(r, $code);
    }
  }
  const $message = v.message;
  if ($message !== undefined) {
    n++;
    z += 11;
    if (typeof $message !== 'string') wrongType(r, "message", "a string", $message);
    else {
      countText(r, $message);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ApiError, undefined);
}

/** Checks a {@link ClusterPatch}: the patch of Cluster. */
function checkClusterPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterPatch)", v);
  const s = r.path;
  // operator keys met: without one, no rule of conflict can apply
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "name": {
        if (typeof x !== 'string') wrongType(r, "name", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 63 && codePoints(x) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
          if (MATCH_1(x) < 0) noMatch(r, "name", x, FORM_1);
        }
        break;
      }
      case "provider": {
        s.push("provider");
        checkProviderPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_ClusterPatch, PATCH_MODEL.levels.ClusterPatch);
        s.pop();
        break;
      }
      case "$replace/provider": {
        o++;
        s.push("$replace/provider");
        checkProvider(x, r, "provider");
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.ClusterPatch);
    }
  }
  if (o !== 0) closedConflicts(r, v, PATCH_MODEL.levels.ClusterPatch);
}

/** Checks a {@link ProviderPatch}: the patch of Provider. */
function checkProviderPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ProviderPatch)", v);
  const s = r.path;
  // operator keys met: without one, no rule of conflict can apply
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "alpha": {
        s.push("alpha");
        checkAlphaProviderPatch(x, r);
        s.pop();
        break;
      }
      case "beta": {
        s.push("beta");
        checkBetaProviderPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_ProviderPatch, PATCH_MODEL.levels.ProviderPatch);
        s.pop();
        break;
      }
      case "$replace/alpha": {
        o++;
        s.push("$replace/alpha");
        checkAlphaProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/beta": {
        o++;
        s.push("$replace/beta");
        checkBetaProvider(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.ProviderPatch);
    }
  }
  if (o !== 0) closedConflicts(r, v, PATCH_MODEL.levels.ProviderPatch);
}

/** Checks a {@link AlphaProviderPatch}: the patch of AlphaProvider. */
function checkAlphaProviderPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (AlphaProviderPatch)", v);
  const s = r.path;
  // operator keys met: without one, no rule of conflict can apply
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "region": {
        if (typeof x !== 'string') wrongType(r, "region", "a string", x);
        else {
          countText(r, x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_AlphaProviderPatch, PATCH_MODEL.levels.AlphaProviderPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.AlphaProviderPatch);
    }
  }
  if (o !== 0) closedConflicts(r, v, PATCH_MODEL.levels.AlphaProviderPatch);
}

/** Checks a {@link BetaProviderPatch}: the patch of BetaProvider. */
function checkBetaProviderPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (BetaProviderPatch)", v);
  const s = r.path;
  // operator keys met: without one, no rule of conflict can apply
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_BetaProviderPatch, PATCH_MODEL.levels.BetaProviderPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.BetaProviderPatch);
    }
  }
  if (o !== 0) closedConflicts(r, v, PATCH_MODEL.levels.BetaProviderPatch);
}

/** The patch validator behind `validateClusterPatch` and the engine's `validateClusterPatchScreened`: the screen of rule 14 first (forbidden keys, depth and entry limits, members holding `undefined`), left out when `screened` says the engine already ran it on its own copy, then the check of every level, which takes the values of free-form members that `proven` (the engine's, for its copy) answers for as valid unread. */
function validatePatchBody(value, options, screened, proven) {
  PATCH_MODEL ??= compileModel(clusterPatchModel);
  const r = startRun(options, true);
  r.proven = proven;
  r.limit = PATCH_MODEL.maxBytes;
  try {
    if (!rootNotPlain(r, value, "an object (ClusterPatch)") && (screened || screenPatch(r, value, PATCH_MODEL.operators))) checkClusterPatch(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export function validateCluster(value) {
  const r = startRun(undefined, false);
  try {
    if (!rootNotPlain(r, value, "an object (Cluster)")) checkCluster(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates a create body ({@link Cluster}). Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export function validateClusterCreate(value, options) {
  const r = startRun(options, false);
  try {
    if (!rootNotPlain(r, value, "an object (Cluster)")) checkCluster(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates a patch body ({@link ClusterPatch}) on its own, as the patch engine does before applying it: every issue's `code` is FORBIDDEN_KEY, LIMIT, INVALID_PATCH or CONFLICT, the first being the one `applyClusterPatch` reports. Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export function validateClusterPatch(value, options) {
  return validatePatchBody(value, options, false);
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

/** For the patch engine: validates a {@link Cluster} as `validateCluster` does, but takes as valid, unread, every object or array for which `known` answers true (without `known`, `validateCluster` itself), and writes to `count` the bytes of the JSON text it read (at least `size`, at most `size + 5 * wide`), which the engine's size limit reads. Never throws. */
export function validateClusterKnowing(value, known, count) {
  const r = startRun(undefined, false);
  r.known = known;
  try {
    if (!rootNotPlain(r, value, "an object (Cluster)")) checkCluster(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  if (count !== undefined) {
    count.size = r.size;
    count.wide = r.wide;
  }
  return finishRun(r, value);
}

/** For the patch engine: validates a {@link ClusterPatch} as `validateClusterPatch` does, but without the screen of rule 14 (forbidden keys, depth and entry limits, members holding `undefined`), which the engine ran on its own copy of the patch while making it, and without a walk of the values of free-form members for which `proven` answers true (the engine's proof, for its copy). Never throws. */
export function validateClusterPatchScreened(value, proven) {
  return validatePatchBody(value, undefined, true, proven);
}
