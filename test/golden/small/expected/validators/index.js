// generated from spec/ — do not edit
// Compiled validators of every body.
import {
  FORBIDDEN,
  FORBIDDEN_KEYS,
  badFormat,
  badKey,
  badPatchMember,
  badSuffix,
  canonical,
  checkFreeForm,
  closedConflicts,
  closest,
  codePoints,
  compileModel,
  countKeys,
  describe,
  dropNames,
  duplicateEntries,
  duplicateIdentifier,
  duplicateIdentifiers,
  duplicateItems,
  esc,
  extraMembers,
  finishRun,
  forbiddenKey,
  freeFormValue,
  isDateTime,
  minAboveMax,
  missing,
  missingIdentifier,
  noMatch,
  noSelector,
  notConst,
  notExactlyOne,
  notInEnum,
  openConflicts,
  outOfBounds,
  pointer,
  push,
  screen,
  screenPatch,
  startRun,
  tooMany,
  unreadable,
  wrongType,
} from './runtime.js';
import { clusterPatchModel } from '../patch/cluster-model.js';

const PATCH_MODEL = /* @__PURE__ */ compileModel(clusterPatchModel);
const PATTERN_1 = new RegExp("^[a-z]+$", 'u');
const FORM_1 = { pattern: PATTERN_1 };
const MATCH_1 = /* 2-state automaton of "^[a-z]+$" */ function (s) {
  let q = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        i++;
      }
    }
    switch (q) {
      case 0:
        if ((c >= 97 && c <= 122)) q = 1;
        else return false;
        break;
      case 1:
        if ((c >= 97 && c <= 122)) q = 1;
        else return false;
        break;
    }
  }
  return q === 1;
};
const FIELDS_OF_Cluster = new Set(["id","name","tags","spec"]);
const FIELDS_OF_ClusterSpec = new Set(["version","provider","zones","extra","rules"]);
const FIELDS_OF_Provider = new Set(["alpha","beta"]);
const MEMBERS_OF_Provider = ["alpha","beta"];
const FIELDS_OF_AlphaProvider = new Set(["region","networking","pools"]);
const FIELDS_OF_NetworkingFull = new Set(["podNetwork","dnsForwarder"]);
const ENUM_1 = ["NoSchedule","NoExecute"];
const FIELDS_OF_Pool = new Set(["name","size","effect"]);
const FIELDS_OF_Empty = new Set([]);
const FIELDS_OF_ClusterCreate = new Set(["name","tags","spec"]);
const READ_ONLY_IN_ClusterCreate = new Set(["id"]);
const FIELDS_OF_NetworkingDns = new Set(["dnsForwarder"]);
const READ_ONLY_IN_NetworkingDns = new Set(["podNetwork"]);
const FIELDS_OF_ApiError = new Set(["code","details"]);
const LIMITS_OF_FreeFormObject = { maxProperties: 100, maxItems: 100, keyProblem: keyProblem0 };
const DROPPABLE_IN_ClusterPatch = new Set(["name","tags","spec"]);
const PATTERN_2 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", 'u');
const FORM_2 = { pattern: PATTERN_2 };
const DROPPABLE_IN_ClusterSpecPatch = new Set(["version","provider","zones","extra","rules"]);
const DROPPABLE_IN_ProviderPatch = new Set(["alpha","beta"]);
const DROPPABLE_IN_AlphaProviderPatch = new Set(["region","networking","pools"]);
const DROPPABLE_IN_NetworkingDnsPatch = new Set(["dnsForwarder"]);
const DROPPABLE_IN_PoolPatch = new Set(["size","effect"]);
const DROPPABLE_IN_EmptyPatch = new Set([]);

/** What is wrong with a key, if anything. */
function keyProblem0(k) {
  if (k === '__proto__' || k === 'constructor' || k === 'prototype') return FORBIDDEN;
  if (k.length < 2 && codePoints(k) < 1) return "must be at least 1 character long";
  if (!(!k.startsWith("$") && k !== "__proto__" && k !== "constructor" && k !== "prototype")) return "is not a valid key: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return undefined;
}

/** Checks a {@link Cluster}: A small resource exercising every field kind. */
function checkCluster(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Cluster)", v);
  const s = r.path;
  let n = 0;
  const $id = v.id;
  if ($id === undefined) missing(r, "id");
  else {
    n++;
    if (typeof $id !== 'string') wrongType(r, "id", "a string", $id);
  }
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
    else {
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
      if (!(MATCH_1($name))) noMatch(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    s.push("tags");
    checkMap($tags, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === undefined) missing(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpec($spec, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Cluster, undefined);
}

/** Checks a {@link ClusterSpec}: The desired state. */
function checkClusterSpec(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterSpec)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
  }
  const $provider = v.provider;
  if ($provider === undefined) missing(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProvider($provider, r, "provider");
    s.pop();
  }
  const $zones = v.zones;
  if ($zones !== undefined) {
    n++;
    s.push("zones");
    checkIntegerArray($zones, r);
    s.pop();
  }
  const $extra = v.extra;
  if ($extra !== undefined) {
    n++;
    s.push("extra");
    checkFreeFormObject($extra, r);
    s.pop();
  }
  const $rules = v.rules;
  if ($rules !== undefined) {
    n++;
    s.push("rules");
    checkFreeFormObjectArray($rules, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ClusterSpec, undefined);
}

/** Checks a {@link Provider}: Exactly one provider. */
function checkProvider(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Provider)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $alpha = v.alpha;
  if ($alpha !== undefined) {
    n++;
    s.push("alpha");
    checkAlphaProvider($alpha, r);
    s.pop();
  }
  const $beta = v.beta;
  if ($beta !== undefined) {
    n++;
    s.push("beta");
    checkEmpty($beta, r);
    s.pop();
  }
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
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $pools = v.pools;
  if ($pools !== undefined) {
    n++;
    s.push("pools");
    checkPoolArray($pools, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_AlphaProvider, undefined);
}

/** Checks a {@link NetworkingFull}: Full networking. */
function checkNetworkingFull(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NetworkingFull)", v);
  let n = 0;
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== undefined) {
    n++;
    if (typeof $podNetwork !== 'string') wrongType(r, "podNetwork", "a string", $podNetwork);
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== undefined) {
    n++;
    if (typeof $dnsForwarder !== 'string') wrongType(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_NetworkingFull, undefined);
}

/** Checks a {@link Pool}: A node pool. */
function checkPool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Pool)", v);
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $size = v.size;
  if ($size !== undefined) {
    n++;
    if (!(typeof $size === 'number' && Number.isInteger($size))) wrongType(r, "size", "an integer", $size);
    else {
      if ($size < 0) outOfBounds(r, "size", 'MINIMUM', "must be at least 0; got " + $size);
    }
  }
  const $effect = v.effect;
  if ($effect !== undefined) {
    n++;
    if (typeof $effect !== 'string') wrongType(r, "effect", "a string", $effect);
    else {
      if ($effect !== "NoSchedule" && $effect !== "NoExecute") notInEnum(r, "effect", $effect, ENUM_1);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Pool, undefined);
}

/** Checks a {@link Empty}: No settings. */
function checkEmpty(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Empty)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_Empty, undefined);
}

/** Checks a {@link ClusterCreate}: A small resource exercising every field kind. */
function checkClusterCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterCreate)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
    else {
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
      if (!(MATCH_1($name))) noMatch(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    s.push("tags");
    checkMap($tags, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === undefined) missing(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpecCreate($spec, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ClusterCreate, READ_ONLY_IN_ClusterCreate);
}

/** Checks a {@link ClusterSpecCreate}: The desired state. */
function checkClusterSpecCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterSpecCreate)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
  }
  const $provider = v.provider;
  if ($provider === undefined) missing(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProviderCreate($provider, r, "provider");
    s.pop();
  }
  const $zones = v.zones;
  if ($zones !== undefined) {
    n++;
    s.push("zones");
    checkIntegerArray($zones, r);
    s.pop();
  }
  const $extra = v.extra;
  if ($extra !== undefined) {
    n++;
    s.push("extra");
    checkFreeFormObject($extra, r);
    s.pop();
  }
  const $rules = v.rules;
  if ($rules !== undefined) {
    n++;
    s.push("rules");
    checkFreeFormObjectArray($rules, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ClusterSpec, undefined);
}

/** Checks a {@link ProviderCreate}: Exactly one provider. */
function checkProviderCreate(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ProviderCreate)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $alpha = v.alpha;
  if ($alpha !== undefined) {
    n++;
    s.push("alpha");
    checkAlphaProviderCreate($alpha, r);
    s.pop();
  }
  const $beta = v.beta;
  if ($beta !== undefined) {
    n++;
    s.push("beta");
    checkEmpty($beta, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Provider, undefined);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link AlphaProviderCreate}: Alpha settings. */
function checkAlphaProviderCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (AlphaProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $pools = v.pools;
  if ($pools !== undefined) {
    n++;
    s.push("pools");
    checkPoolArray($pools, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_AlphaProvider, undefined);
}

/** Checks a {@link NetworkingDns}: DNS only. */
function checkNetworkingDns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NetworkingDns)", v);
  let n = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== undefined) {
    n++;
    if (typeof $dnsForwarder !== 'string') wrongType(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_NetworkingDns, READ_ONLY_IN_NetworkingDns);
}

/** Checks a {@link ApiError}: The error body. */
function checkApiError(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ApiError)", v);
  const s = r.path;
  let n = 0;
  const $code = v.code;
  if ($code === undefined) missing(r, "code");
  else {
    n++;
    if (typeof $code !== 'string') wrongType(r, "code", "a string", $code);
  }
  const $details = v.details;
  if ($details !== undefined) {
    n++;
    s.push("details");
    checkFreeFormObject($details, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ApiError, undefined);
}

/** Checks a {@link FreeFormObject}: any JSON but `null`, within its limits. */
function checkFreeFormObject(v, r) {
  checkFreeForm(r, v, LIMITS_OF_FreeFormObject);
}

/** Checks a {@link ClusterPatch}: the patch of ClusterCreate. */
function checkClusterPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "name": {
        if (typeof x !== 'string') wrongType(r, "name", "a string", x);
        else {
          if (x.length > 63 && codePoints(x) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
          if (!(MATCH_1(x))) noMatch(r, "name", x, FORM_1);
        }
        break;
      }
      case "tags": {
        s.push("tags");
        checkMapPatch(x, r);
        s.pop();
        break;
      }
      case "spec": {
        s.push("spec");
        checkClusterSpecPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_ClusterPatch, PATCH_MODEL.levels.ClusterPatch);
        s.pop();
        break;
      }
      case "$replace/tags": {
        s.push("$replace/tags");
        checkMap(x, r);
        s.pop();
        break;
      }
      case "$replace/spec": {
        s.push("$replace/spec");
        checkClusterSpecCreate(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.ClusterPatch);
    }
  }
  closedConflicts(r, v, PATCH_MODEL.levels.ClusterPatch);
}

/** Checks a {@link MapPatch}: the patch of Map. */
function checkMapPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MapPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    if (k === "$drop") {
      s.push("$drop");
      checkStringList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) badPatchMember(r, k, PATCH_MODEL.levels.MapPatch); else {
      const reason = keyProblem0(k);
      if (reason === undefined || badKey(r, k, reason)) {
        if (typeof x !== 'string') wrongType(r, k, "a string", x);
      }
    }
  }
  openConflicts(r, v, PATCH_MODEL.levels.MapPatch);
}

/** Checks a {@link ClusterSpecPatch}: the patch of ClusterSpecCreate. */
function checkClusterSpecPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterSpecPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "version": {
        if (typeof x !== 'string') wrongType(r, "version", "a string", x);
        break;
      }
      case "provider": {
        s.push("provider");
        checkProviderPatch(x, r);
        s.pop();
        break;
      }
      case "zones": {
        s.push("zones");
        checkIntegerArray(x, r);
        s.pop();
        break;
      }
      case "extra": {
        s.push("extra");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "rules": {
        s.push("rules");
        checkFreeFormObjectArray(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_ClusterSpecPatch, PATCH_MODEL.levels.ClusterSpecPatch);
        s.pop();
        break;
      }
      case "$replace/provider": {
        s.push("$replace/provider");
        checkProviderCreate(x, r, "provider");
        s.pop();
        break;
      }
      case "$drop/zones": {
        s.push("$drop/zones");
        checkIntegerList(x, r);
        s.pop();
        break;
      }
      case "$retain/zones": {
        s.push("$retain/zones");
        checkIntegerList(x, r);
        s.pop();
        break;
      }
      case "$append/zones": {
        s.push("$append/zones");
        checkIntegerList2(x, r);
        s.pop();
        break;
      }
      case "$replace/extra": {
        s.push("$replace/extra");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$drop/rules": {
        s.push("$drop/rules");
        checkFreeFormObjectList(x, r);
        s.pop();
        break;
      }
      case "$retain/rules": {
        s.push("$retain/rules");
        checkFreeFormObjectList(x, r);
        s.pop();
        break;
      }
      case "$patch/rules": {
        s.push("$patch/rules");
        checkRulePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/rules": {
        s.push("$append/rules");
        checkFreeFormObjectList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.ClusterSpecPatch);
    }
  }
  closedConflicts(r, v, PATCH_MODEL.levels.ClusterSpecPatch);
}

/** Checks a {@link ProviderPatch}: the patch of ProviderCreate. */
function checkProviderPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ProviderPatch)", v);
  const s = r.path;
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
        checkEmptyPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_ProviderPatch, PATCH_MODEL.levels.ProviderPatch);
        s.pop();
        break;
      }
      case "$replace/alpha": {
        s.push("$replace/alpha");
        checkAlphaProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/beta": {
        s.push("$replace/beta");
        checkEmpty(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.ProviderPatch);
    }
  }
  closedConflicts(r, v, PATCH_MODEL.levels.ProviderPatch);
}

/** Checks a {@link AlphaProviderPatch}: the patch of AlphaProviderCreate. */
function checkAlphaProviderPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (AlphaProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "region": {
        if (typeof x !== 'string') wrongType(r, "region", "a string", x);
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingDnsPatch(x, r);
        s.pop();
        break;
      }
      case "pools": {
        s.push("pools");
        checkPoolArray(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_AlphaProviderPatch, PATCH_MODEL.levels.AlphaProviderPatch);
        s.pop();
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$drop/pools": {
        s.push("$drop/pools");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$retain/pools": {
        s.push("$retain/pools");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$patch/pools": {
        s.push("$patch/pools");
        checkPoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/pools": {
        s.push("$append/pools");
        checkPoolList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.AlphaProviderPatch);
    }
  }
  closedConflicts(r, v, PATCH_MODEL.levels.AlphaProviderPatch);
}

/** Checks a {@link NetworkingDnsPatch}: the patch of NetworkingDns. */
function checkNetworkingDnsPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NetworkingDnsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "dnsForwarder": {
        if (typeof x !== 'string') wrongType(r, "dnsForwarder", "a string", x);
        break;
      }
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_NetworkingDnsPatch, PATCH_MODEL.levels.NetworkingDnsPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.NetworkingDnsPatch);
    }
  }
  closedConflicts(r, v, PATCH_MODEL.levels.NetworkingDnsPatch);
}

/** Checks a {@link PoolPatch}: the patch of Pool. */
function checkPoolPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (PoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "name": {
        if (typeof x !== 'string') wrongType(r, "name", "a string", x);
        break;
      }
      case "size": {
        if (!(typeof x === 'number' && Number.isInteger(x))) wrongType(r, "size", "an integer", x);
        else {
          if (x < 0) outOfBounds(r, "size", 'MINIMUM', "must be at least 0; got " + x);
        }
        break;
      }
      case "effect": {
        if (typeof x !== 'string') wrongType(r, "effect", "a string", x);
        else {
          if (x !== "NoSchedule" && x !== "NoExecute") notInEnum(r, "effect", x, ENUM_1);
        }
        break;
      }
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_PoolPatch, PATCH_MODEL.levels.PoolPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.PoolPatch);
    }
  }
  if (v.name === undefined) missingIdentifier(r, PATCH_MODEL.levels.PoolPatch);
  closedConflicts(r, v, PATCH_MODEL.levels.PoolPatch);
}

/** Checks a {@link EmptyPatch}: the patch of Empty. */
function checkEmptyPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (EmptyPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    switch (k) {
      case "$drop": {
        s.push("$drop");
        dropNames(r, x, DROPPABLE_IN_EmptyPatch, PATCH_MODEL.levels.EmptyPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember(r, k, PATCH_MODEL.levels.EmptyPatch);
    }
  }
  closedConflicts(r, v, PATCH_MODEL.levels.EmptyPatch);
}

/** Checks a {@link FreeFormObjectPatch}: the patch of FreeFormObject. */
function checkFreeFormObjectPatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (FreeFormObjectPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    if (k === "$drop") {
      s.push("$drop");
      checkStringList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) badPatchMember(r, k, PATCH_MODEL.levels.FreeFormObjectPatch); else {
      const reason = keyProblem0(k);
      if (reason === undefined || badKey(r, k, reason)) {
        freeFormValue(r, k, x, LIMITS_OF_FreeFormObject);
      }
    }
  }
  openConflicts(r, v, PATCH_MODEL.levels.FreeFormObjectPatch);
}

/** Checks a {@link RulePatch}: the patch of FreeFormObject. */
function checkRulePatch(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RulePatch)", v);
  const s = r.path;
  let selectors = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    // `undefined` is not JSON: screenPatch reports it.
    if (x === undefined) continue;
    if (k === "$drop") {
      s.push("$drop");
      checkStringList(x, r);
      s.pop();
    } else if (k.startsWith("$replace/")) {
      const reason = keyProblem0(k.slice(9));
      if (reason !== undefined) badSuffix(r, k, reason);
      freeFormValue(r, k, x, LIMITS_OF_FreeFormObject);
    } else if (k.charCodeAt(0) === 36) badPatchMember(r, k, PATCH_MODEL.levels.RulePatch); else {
      selectors++;
      const reason = keyProblem0(k);
      if (reason === undefined || badKey(r, k, reason)) {
        freeFormValue(r, k, x, LIMITS_OF_FreeFormObject);
      }
    }
  }
  if (selectors === 0) noSelector(r);
  openConflicts(r, v, PATCH_MODEL.levels.RulePatch);
}

/** Checks a map of String values. */
function checkMap(x, r) {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return wrongType(r, undefined, 'an object', x);
  const keys = Object.keys(x);
  if (keys.length > 50) return tooMany(r, undefined, 'keys', 50, keys.length, x);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const reason = keyProblem0(k);
    if (reason !== undefined && !badKey(r, k, reason)) continue;
    const y = x[k];
    if (y === undefined) continue;
    if (typeof y !== 'string') wrongType(r, k, "a string", y);
  }
}

/** Checks an array of distinct Integer values. */
function checkIntegerArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (x.length > 3) return tooMany(r, undefined, 'items', 3, x.length, x);
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (!(typeof y === 'number' && Number.isInteger(y))) wrongType(r, i, "an integer", y);
    else {
      if (y < 1) outOfBounds(r, i, 'MINIMUM', "must be at least 1; got " + y);
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of {@link FreeFormObject}. */
function checkFreeFormObjectArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkFreeFormObject(x[i], r);
  }
  s.pop();
}

/** Checks an array of {@link Pool}, identified by `name`. */
function checkPoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (x.length > 10) return tooMany(r, undefined, 'items', 10, x.length, x);
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkPool(x[i], r);
  }
  s.pop();
  if (x.length > 16) duplicateIdentifiers(r, x, "name");
  else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}

/** Checks the entries of an operator list, each given once. */
function checkStringList(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== 'string') wrongType(r, e, "a string", entry);
    else {
      if (entry.length < 2 && codePoints(entry) < 1) outOfBounds(r, e, 'MIN_LENGTH', "must be at least 1 character long");
      if (!(!entry.startsWith("$") && entry !== "__proto__" && entry !== "constructor" && entry !== "prototype")) noMatch(r, e, entry, FORM_2);
    }
  }
  if (x.length > 1) duplicateEntries(r, x, undefined);
}

/** Checks the entries of an operator list, each given once. */
function checkIntegerList(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (!(typeof entry === 'number' && Number.isInteger(entry))) wrongType(r, e, "an integer", entry);
  }
  if (x.length > 1) duplicateEntries(r, x, undefined);
}

/** Checks the entries of an operator list, each given once. */
function checkIntegerList2(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (!(typeof entry === 'number' && Number.isInteger(entry))) wrongType(r, e, "an integer", entry);
    else {
      if (entry < 1) outOfBounds(r, e, 'MINIMUM', "must be at least 1; got " + entry);
    }
  }
  if (x.length > 1) duplicateEntries(r, x, undefined);
}

/** Checks the entries of an operator list, each given once. */
function checkFreeFormObjectList(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkFreeFormObject(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries(r, x, undefined);
}

/** Checks the entries of an operator list, each given once. */
function checkRulePatchList(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkRulePatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries(r, x, undefined);
}

/** Checks the entries of an operator list, each given once. */
function checkStringList2(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== 'string') wrongType(r, e, "a string", entry);
  }
  if (x.length > 1) duplicateEntries(r, x, undefined);
}

/** Checks the entries of an operator list, each given once. */
function checkPoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkPoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries(r, x, "name");
}

/** Checks the entries of an operator list, each given once. */
function checkPoolList(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkPool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries(r, x, "name");
}

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export function validateCluster(value) {
  const r = startRun(undefined, false);
  try {
    checkCluster(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates a create body ({@link ClusterCreate}). Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export function validateClusterCreate(value, options) {
  const r = startRun(options, false);
  try {
    checkClusterCreate(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates a patch body ({@link ClusterPatch}) on its own, as the patch engine does before applying it: every issue's `code` is FORBIDDEN_KEY, LIMIT, INVALID_PATCH or CONFLICT, the first being the one `applyClusterPatch` reports. Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export function validateClusterPatch(value, options) {
  const r = startRun(options, true);
  try {
    if (screenPatch(r, value, PATCH_MODEL.operators)) checkClusterPatch(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates an error body ({@link ApiError}). Never throws. */
export function validateApiError(value) {
  const r = startRun(undefined, false);
  try {
    checkApiError(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}
