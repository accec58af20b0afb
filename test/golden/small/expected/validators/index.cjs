// generated from spec/ — do not edit
// Compiled validators of every body.
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

// generated:validators/index.js
var validators_exports = {};
__export(validators_exports, {
  validateApiError: () => validateApiError,
  validateCluster: () => validateCluster,
  validateClusterCreate: () => validateClusterCreate,
  validateClusterPatch: () => validateClusterPatch
});
module.exports = __toCommonJS(validators_exports);
var import_runtime = require("./runtime.cjs");
var import_cluster_model = require("../patch/cluster-model.cjs");
var PATCH_MODEL = /* @__PURE__ */ (0, import_runtime.compileModel)(import_cluster_model.clusterPatchModel);
var PATTERN_1 = new RegExp("^[a-z]+$", "u");
var FORM_1 = { pattern: PATTERN_1 };
var MATCH_1 = (
  /* 2-state automaton of "^[a-z]+$" */
  function(s) {
    let q = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 56320 && d <= 57343) {
          c = (c - 55296) * 1024 + (d - 56320) + 65536;
          i++;
        }
      }
      switch (q) {
        case 0:
          if (c >= 97 && c <= 122) q = 1;
          else return false;
          break;
        case 1:
          if (c >= 97 && c <= 122) q = 1;
          else return false;
          break;
      }
    }
    return q === 1;
  }
);
var FIELDS_OF_Cluster = /* @__PURE__ */ new Set(["id", "name", "tags", "spec"]);
var FIELDS_OF_ClusterSpec = /* @__PURE__ */ new Set(["version", "provider", "zones", "extra", "rules"]);
var FIELDS_OF_Provider = /* @__PURE__ */ new Set(["alpha", "beta"]);
var MEMBERS_OF_Provider = ["alpha", "beta"];
var FIELDS_OF_AlphaProvider = /* @__PURE__ */ new Set(["region", "networking", "pools"]);
var FIELDS_OF_NetworkingFull = /* @__PURE__ */ new Set(["podNetwork", "dnsForwarder"]);
var ENUM_1 = ["NoSchedule", "NoExecute"];
var FIELDS_OF_Pool = /* @__PURE__ */ new Set(["name", "size", "effect"]);
var FIELDS_OF_Empty = /* @__PURE__ */ new Set([]);
var FIELDS_OF_ClusterCreate = /* @__PURE__ */ new Set(["name", "tags", "spec"]);
var READ_ONLY_IN_ClusterCreate = /* @__PURE__ */ new Set(["id"]);
var FIELDS_OF_NetworkingDns = /* @__PURE__ */ new Set(["dnsForwarder"]);
var READ_ONLY_IN_NetworkingDns = /* @__PURE__ */ new Set(["podNetwork"]);
var FIELDS_OF_ApiError = /* @__PURE__ */ new Set(["code", "details"]);
var LIMITS_OF_FreeFormObject = { maxProperties: 100, maxItems: 100, keyProblem: keyProblem0 };
var DROPPABLE_IN_ClusterPatch = /* @__PURE__ */ new Set(["name", "tags", "spec"]);
var PATTERN_2 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", "u");
var FORM_2 = { pattern: PATTERN_2 };
var DROPPABLE_IN_ClusterSpecPatch = /* @__PURE__ */ new Set(["version", "provider", "zones", "extra", "rules"]);
var DROPPABLE_IN_ProviderPatch = /* @__PURE__ */ new Set(["alpha", "beta"]);
var DROPPABLE_IN_AlphaProviderPatch = /* @__PURE__ */ new Set(["region", "networking", "pools"]);
var DROPPABLE_IN_NetworkingDnsPatch = /* @__PURE__ */ new Set(["dnsForwarder"]);
var DROPPABLE_IN_PoolPatch = /* @__PURE__ */ new Set(["size", "effect"]);
var DROPPABLE_IN_EmptyPatch = /* @__PURE__ */ new Set([]);
function keyProblem0(k) {
  if (k === "__proto__" || k === "constructor" || k === "prototype") return import_runtime.FORBIDDEN;
  if (k.length < 2 && (0, import_runtime.codePoints)(k) < 1) return "must be at least 1 character long";
  if (!(!k.startsWith("$") && k !== "__proto__" && k !== "constructor" && k !== "prototype")) return "is not a valid key: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return void 0;
}
function checkCluster(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Cluster)", v);
  const s = r.path;
  let n = 0;
  const $id = v.id;
  if ($id === void 0) (0, import_runtime.missing)(r, "id");
  else {
    n++;
    if (typeof $id !== "string") (0, import_runtime.wrongType)(r, "id", "a string", $id);
  }
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
    else {
      if ($name.length > 63 && (0, import_runtime.codePoints)($name) > 63) (0, import_runtime.outOfBounds)(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
      if (!MATCH_1($name)) (0, import_runtime.noMatch)(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    s.push("tags");
    checkMap($tags, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === void 0) (0, import_runtime.missing)(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpec($spec, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_Cluster, void 0);
}
function checkClusterSpec(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterSpec)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === void 0) (0, import_runtime.missing)(r, "version");
  else {
    n++;
    if (typeof $version !== "string") (0, import_runtime.wrongType)(r, "version", "a string", $version);
  }
  const $provider = v.provider;
  if ($provider === void 0) (0, import_runtime.missing)(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProvider($provider, r, "provider");
    s.pop();
  }
  const $zones = v.zones;
  if ($zones !== void 0) {
    n++;
    s.push("zones");
    checkIntegerArray($zones, r);
    s.pop();
  }
  const $extra = v.extra;
  if ($extra !== void 0) {
    n++;
    s.push("extra");
    checkFreeFormObject($extra, r);
    s.pop();
  }
  const $rules = v.rules;
  if ($rules !== void 0) {
    n++;
    s.push("rules");
    checkFreeFormObjectArray($rules, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_ClusterSpec, void 0);
}
function checkProvider(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Provider)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $alpha = v.alpha;
  if ($alpha !== void 0) {
    n++;
    s.push("alpha");
    checkAlphaProvider($alpha, r);
    s.pop();
  }
  const $beta = v.beta;
  if ($beta !== void 0) {
    n++;
    s.push("beta");
    checkEmpty($beta, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_Provider, void 0);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkAlphaProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (AlphaProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $pools = v.pools;
  if ($pools !== void 0) {
    n++;
    s.push("pools");
    checkPoolArray($pools, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_AlphaProvider, void 0);
}
function checkNetworkingFull(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NetworkingFull)", v);
  let n = 0;
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== void 0) {
    n++;
    if (typeof $podNetwork !== "string") (0, import_runtime.wrongType)(r, "podNetwork", "a string", $podNetwork);
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_runtime.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_NetworkingFull, void 0);
}
function checkPool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Pool)", v);
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $size = v.size;
  if ($size !== void 0) {
    n++;
    if (!(typeof $size === "number" && Number.isInteger($size))) (0, import_runtime.wrongType)(r, "size", "an integer", $size);
    else {
      if ($size < 0) (0, import_runtime.outOfBounds)(r, "size", "MINIMUM", "must be at least 0; got " + $size);
    }
  }
  const $effect = v.effect;
  if ($effect !== void 0) {
    n++;
    if (typeof $effect !== "string") (0, import_runtime.wrongType)(r, "effect", "a string", $effect);
    else {
      if ($effect !== "NoSchedule" && $effect !== "NoExecute") (0, import_runtime.notInEnum)(r, "effect", $effect, ENUM_1);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_Pool, void 0);
}
function checkEmpty(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Empty)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_Empty, void 0);
}
function checkClusterCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterCreate)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
    else {
      if ($name.length > 63 && (0, import_runtime.codePoints)($name) > 63) (0, import_runtime.outOfBounds)(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
      if (!MATCH_1($name)) (0, import_runtime.noMatch)(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    s.push("tags");
    checkMap($tags, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === void 0) (0, import_runtime.missing)(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpecCreate($spec, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_ClusterCreate, READ_ONLY_IN_ClusterCreate);
}
function checkClusterSpecCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterSpecCreate)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === void 0) (0, import_runtime.missing)(r, "version");
  else {
    n++;
    if (typeof $version !== "string") (0, import_runtime.wrongType)(r, "version", "a string", $version);
  }
  const $provider = v.provider;
  if ($provider === void 0) (0, import_runtime.missing)(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProviderCreate($provider, r, "provider");
    s.pop();
  }
  const $zones = v.zones;
  if ($zones !== void 0) {
    n++;
    s.push("zones");
    checkIntegerArray($zones, r);
    s.pop();
  }
  const $extra = v.extra;
  if ($extra !== void 0) {
    n++;
    s.push("extra");
    checkFreeFormObject($extra, r);
    s.pop();
  }
  const $rules = v.rules;
  if ($rules !== void 0) {
    n++;
    s.push("rules");
    checkFreeFormObjectArray($rules, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_ClusterSpec, void 0);
}
function checkProviderCreate(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ProviderCreate)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $alpha = v.alpha;
  if ($alpha !== void 0) {
    n++;
    s.push("alpha");
    checkAlphaProviderCreate($alpha, r);
    s.pop();
  }
  const $beta = v.beta;
  if ($beta !== void 0) {
    n++;
    s.push("beta");
    checkEmpty($beta, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_Provider, void 0);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkAlphaProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (AlphaProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $pools = v.pools;
  if ($pools !== void 0) {
    n++;
    s.push("pools");
    checkPoolArray($pools, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_AlphaProvider, void 0);
}
function checkNetworkingDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NetworkingDns)", v);
  let n = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_runtime.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_NetworkingDns, READ_ONLY_IN_NetworkingDns);
}
function checkApiError(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ApiError)", v);
  const s = r.path;
  let n = 0;
  const $code = v.code;
  if ($code === void 0) (0, import_runtime.missing)(r, "code");
  else {
    n++;
    if (typeof $code !== "string") (0, import_runtime.wrongType)(r, "code", "a string", $code);
  }
  const $details = v.details;
  if ($details !== void 0) {
    n++;
    s.push("details");
    checkFreeFormObject($details, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_OF_ApiError, void 0);
}
function checkFreeFormObject(v, r) {
  (0, import_runtime.checkFreeForm)(r, v, LIMITS_OF_FreeFormObject);
}
function checkClusterPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, "name", "a string", x);
        else {
          if (x.length > 63 && (0, import_runtime.codePoints)(x) > 63) (0, import_runtime.outOfBounds)(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
          if (!MATCH_1(x)) (0, import_runtime.noMatch)(r, "name", x, FORM_1);
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
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_ClusterPatch, PATCH_MODEL.levels.ClusterPatch);
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
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.ClusterPatch);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.ClusterPatch);
}
function checkMapPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (MapPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      s.push("$drop");
      checkStringList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.MapPatch);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_runtime.badKey)(r, k, reason)) {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, k, "a string", x);
      }
    }
  }
  (0, import_runtime.openConflicts)(r, v, PATCH_MODEL.levels.MapPatch);
}
function checkClusterSpecPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterSpecPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "version": {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, "version", "a string", x);
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
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_ClusterSpecPatch, PATCH_MODEL.levels.ClusterSpecPatch);
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
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.ClusterSpecPatch);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.ClusterSpecPatch);
}
function checkProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
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
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_ProviderPatch, PATCH_MODEL.levels.ProviderPatch);
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
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.ProviderPatch);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.ProviderPatch);
}
function checkAlphaProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (AlphaProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, "region", "a string", x);
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
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_AlphaProviderPatch, PATCH_MODEL.levels.AlphaProviderPatch);
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
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.AlphaProviderPatch);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.AlphaProviderPatch);
}
function checkNetworkingDnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NetworkingDnsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "dnsForwarder": {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, "dnsForwarder", "a string", x);
        break;
      }
      case "$drop": {
        s.push("$drop");
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_NetworkingDnsPatch, PATCH_MODEL.levels.NetworkingDnsPatch);
        s.pop();
        break;
      }
      default:
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.NetworkingDnsPatch);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.NetworkingDnsPatch);
}
function checkPoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (PoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, "name", "a string", x);
        break;
      }
      case "size": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_runtime.wrongType)(r, "size", "an integer", x);
        else {
          if (x < 0) (0, import_runtime.outOfBounds)(r, "size", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "effect": {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, "effect", "a string", x);
        else {
          if (x !== "NoSchedule" && x !== "NoExecute") (0, import_runtime.notInEnum)(r, "effect", x, ENUM_1);
        }
        break;
      }
      case "$drop": {
        s.push("$drop");
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_PoolPatch, PATCH_MODEL.levels.PoolPatch);
        s.pop();
        break;
      }
      default:
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.PoolPatch);
    }
  }
  if (v.name === void 0) (0, import_runtime.missingIdentifier)(r, PATCH_MODEL.levels.PoolPatch);
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.PoolPatch);
}
function checkEmptyPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (EmptyPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        s.push("$drop");
        (0, import_runtime.dropNames)(r, x, DROPPABLE_IN_EmptyPatch, PATCH_MODEL.levels.EmptyPatch);
        s.pop();
        break;
      }
      default:
        (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.EmptyPatch);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, PATCH_MODEL.levels.EmptyPatch);
}
function checkFreeFormObjectPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (FreeFormObjectPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      s.push("$drop");
      checkStringList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.FreeFormObjectPatch);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_runtime.badKey)(r, k, reason)) {
        (0, import_runtime.freeFormValue)(r, k, x, LIMITS_OF_FreeFormObject);
      }
    }
  }
  (0, import_runtime.openConflicts)(r, v, PATCH_MODEL.levels.FreeFormObjectPatch);
}
function checkRulePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (RulePatch)", v);
  const s = r.path;
  let selectors = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      s.push("$drop");
      checkStringList(x, r);
      s.pop();
    } else if (k.startsWith("$replace/")) {
      const reason = keyProblem0(k.slice(9));
      if (reason !== void 0) (0, import_runtime.badSuffix)(r, k, reason);
      (0, import_runtime.freeFormValue)(r, k, x, LIMITS_OF_FreeFormObject);
    } else if (k.charCodeAt(0) === 36) (0, import_runtime.badPatchMember)(r, k, PATCH_MODEL.levels.RulePatch);
    else {
      selectors++;
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_runtime.badKey)(r, k, reason)) {
        (0, import_runtime.freeFormValue)(r, k, x, LIMITS_OF_FreeFormObject);
      }
    }
  }
  if (selectors === 0) (0, import_runtime.noSelector)(r);
  (0, import_runtime.openConflicts)(r, v, PATCH_MODEL.levels.RulePatch);
}
function checkMap(x, r) {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an object", x);
  const keys = Object.keys(x);
  if (keys.length > 50) return (0, import_runtime.tooMany)(r, void 0, "keys", 50, keys.length, x);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const reason = keyProblem0(k);
    if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
    const y = x[k];
    if (y === void 0) continue;
    if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
  }
}
function checkIntegerArray(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  if (x.length > 3) return (0, import_runtime.tooMany)(r, void 0, "items", 3, x.length, x);
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (!(typeof y === "number" && Number.isInteger(y))) (0, import_runtime.wrongType)(r, i, "an integer", y);
    else {
      if (y < 1) (0, import_runtime.outOfBounds)(r, i, "MINIMUM", "must be at least 1; got " + y);
    }
  }
  if (x.length > 1) (0, import_runtime.duplicateItems)(r, x);
}
function checkFreeFormObjectArray(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkFreeFormObject(x[i], r);
  }
  s.pop();
}
function checkPoolArray(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  if (x.length > 10) return (0, import_runtime.tooMany)(r, void 0, "items", 10, x.length, x);
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkPool(x[i], r);
  }
  s.pop();
  if (x.length > 16) (0, import_runtime.duplicateIdentifiers)(r, x, "name");
  else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          (0, import_runtime.duplicateIdentifier)(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkStringList(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") (0, import_runtime.wrongType)(r, e, "a string", entry);
    else {
      if (entry.length < 2 && (0, import_runtime.codePoints)(entry) < 1) (0, import_runtime.outOfBounds)(r, e, "MIN_LENGTH", "must be at least 1 character long");
      if (!(!entry.startsWith("$") && entry !== "__proto__" && entry !== "constructor" && entry !== "prototype")) (0, import_runtime.noMatch)(r, e, entry, FORM_2);
    }
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, void 0);
}
function checkIntegerList(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (!(typeof entry === "number" && Number.isInteger(entry))) (0, import_runtime.wrongType)(r, e, "an integer", entry);
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, void 0);
}
function checkIntegerList2(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (!(typeof entry === "number" && Number.isInteger(entry))) (0, import_runtime.wrongType)(r, e, "an integer", entry);
    else {
      if (entry < 1) (0, import_runtime.outOfBounds)(r, e, "MINIMUM", "must be at least 1; got " + entry);
    }
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, void 0);
}
function checkFreeFormObjectList(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkFreeFormObject(entry, r);
    s.pop();
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, void 0);
}
function checkRulePatchList(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkRulePatch(entry, r);
    s.pop();
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, void 0);
}
function checkStringList2(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") (0, import_runtime.wrongType)(r, e, "a string", entry);
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, void 0);
}
function checkPoolPatchList(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkPoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, "name");
}
function checkPoolList(x, r) {
  if (!Array.isArray(x)) return (0, import_runtime.wrongType)(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkPool(entry, r);
    s.pop();
  }
  if (x.length > 1) (0, import_runtime.duplicateEntries)(r, x, "name");
}
function validateCluster(value) {
  const r = (0, import_runtime.startRun)(void 0, false);
  try {
    checkCluster(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
function validateClusterCreate(value, options) {
  const r = (0, import_runtime.startRun)(options, false);
  try {
    checkClusterCreate(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
function validateClusterPatch(value, options) {
  const r = (0, import_runtime.startRun)(options, true);
  try {
    if ((0, import_runtime.screenPatch)(r, value, PATCH_MODEL.operators)) checkClusterPatch(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
function validateApiError(value) {
  const r = (0, import_runtime.startRun)(void 0, false);
  try {
    checkApiError(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
