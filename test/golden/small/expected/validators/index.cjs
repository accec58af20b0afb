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
var stdin_exports = {};
__export(stdin_exports, {
  validateApiError: () => validateApiError,
  validateCluster: () => validateCluster,
  validateClusterCreate: () => validateClusterCreate,
  validateClusterPatch: () => validateClusterPatch
});
module.exports = __toCommonJS(stdin_exports);
var import_runtime = require("./runtime.cjs");
const PATTERN_0 = new RegExp("^[a-z]+$", "u");
const FORM_1 = { pattern: PATTERN_0 };
const MATCH_2 = (
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
const FIELDS_3 = /* @__PURE__ */ new Set(["id", "name", "tags", "spec"]);
const FIELDS_4 = /* @__PURE__ */ new Set(["version", "provider", "zones", "extra", "rules"]);
const FIELDS_5 = /* @__PURE__ */ new Set(["alpha", "beta"]);
const MEMBERS_6 = ["alpha", "beta"];
const FIELDS_7 = /* @__PURE__ */ new Set(["region", "networking", "pools"]);
const FIELDS_8 = /* @__PURE__ */ new Set(["podNetwork", "dnsForwarder"]);
const ENUM_9 = ["NoSchedule", "NoExecute"];
const FIELDS_10 = /* @__PURE__ */ new Set(["name", "size", "effect"]);
const FIELDS_11 = /* @__PURE__ */ new Set([]);
const FIELDS_12 = /* @__PURE__ */ new Set(["name", "tags", "spec"]);
const READ_ONLY_13 = /* @__PURE__ */ new Set(["id"]);
const FIELDS_14 = /* @__PURE__ */ new Set(["dnsForwarder"]);
const READ_ONLY_15 = /* @__PURE__ */ new Set(["podNetwork"]);
const FIELDS_16 = /* @__PURE__ */ new Set(["code", "details"]);
const LIMITS_17 = { maxProperties: 100, maxItems: 100, keyProblem: keyProblem0 };
const LEVEL_18 = { name: "ClusterCreate", kind: "object", fields: /* @__PURE__ */ new Map([["name", "scalar"], ["tags", "map"], ["spec", "object"]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/tags", "$replace/spec"]), readOnly: /* @__PURE__ */ new Set(["id"]) };
const NAMES_19 = /* @__PURE__ */ new Set(["name", "tags", "spec"]);
const LEVEL_20 = { name: "Map", kind: "map", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const PATTERN_21 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", "u");
const FORM_22 = { pattern: PATTERN_21 };
const LEVEL_23 = { name: "ClusterSpecCreate", kind: "object", fields: /* @__PURE__ */ new Map([["version", "scalar"], ["provider", "object"], ["zones", "scalar-array"], ["extra", "free-form"], ["rules", "unkeyed-array"]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/provider", "$drop/zones", "$retain/zones", "$append/zones", "$replace/extra", "$drop/rules", "$retain/rules", "$patch/rules", "$append/rules"]) };
const NAMES_24 = /* @__PURE__ */ new Set(["version", "provider", "zones", "extra", "rules"]);
const LEVEL_25 = { name: "ProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["alpha", "object"], ["beta", "object"]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/alpha", "$replace/beta"]) };
const NAMES_26 = /* @__PURE__ */ new Set(["alpha", "beta"]);
const LEVEL_27 = { name: "AlphaProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["region", "scalar"], ["networking", "object"], ["pools", "keyed-array"]]), keys: { "pools": "name" }, operators: /* @__PURE__ */ new Set(["$drop", "$replace/networking", "$drop/pools", "$retain/pools", "$patch/pools", "$append/pools"]) };
const NAMES_28 = /* @__PURE__ */ new Set(["region", "networking", "pools"]);
const LEVEL_29 = { name: "NetworkingDns", kind: "object", fields: /* @__PURE__ */ new Map([["dnsForwarder", "scalar"]]), operators: /* @__PURE__ */ new Set(["$drop"]), readOnly: /* @__PURE__ */ new Set(["podNetwork"]) };
const NAMES_30 = /* @__PURE__ */ new Set(["dnsForwarder"]);
const LEVEL_31 = { name: "Pool", kind: "element", fields: /* @__PURE__ */ new Map([["name", "scalar"], ["size", "scalar"], ["effect", "scalar"]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_32 = /* @__PURE__ */ new Set(["size", "effect"]);
const LEVEL_33 = { name: "Empty", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_34 = /* @__PURE__ */ new Set([]);
const LEVEL_35 = { name: "FreeFormObject", kind: "free-form", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_36 = { name: "FreeFormObject", kind: "unkeyed-element", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/"]) };
const PATCH_LIMITS_37 = { "maxDepth": 64, "maxEntries": 1e4 };
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
      if (!MATCH_2($name)) (0, import_runtime.noMatch)(r, "name", $name, FORM_1);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_3, void 0);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_4, void 0);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_5, void 0);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_6.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_6);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_7, void 0);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_8, void 0);
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
      if ($effect !== "NoSchedule" && $effect !== "NoExecute") (0, import_runtime.notInEnum)(r, "effect", $effect, ENUM_9);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_10, void 0);
}
function checkEmpty(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Empty)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_11, void 0);
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
      if (!MATCH_2($name)) (0, import_runtime.noMatch)(r, "name", $name, FORM_1);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_12, READ_ONLY_13);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_4, void 0);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_5, void 0);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_6.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_6);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_7, void 0);
}
function checkNetworkingDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NetworkingDns)", v);
  let n = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_runtime.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_14, READ_ONLY_15);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_16, void 0);
}
function checkFreeFormObject(v, r) {
  (0, import_runtime.checkFreeForm)(r, v, LIMITS_17);
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
          if (!MATCH_2(x)) (0, import_runtime.noMatch)(r, "name", x, FORM_1);
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
        (0, import_runtime.dropNames)(r, x, NAMES_19, LEVEL_18);
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
        (0, import_runtime.badPatchMember)(r, k, LEVEL_18);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, LEVEL_18);
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
    } else if (k.charCodeAt(0) === 36) (0, import_runtime.badPatchMember)(r, k, LEVEL_20);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_runtime.badKey)(r, k, reason)) {
        if (typeof x !== "string") (0, import_runtime.wrongType)(r, k, "a string", x);
      }
    }
  }
  (0, import_runtime.openConflicts)(r, v, LEVEL_20);
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
        (0, import_runtime.dropNames)(r, x, NAMES_24, LEVEL_23);
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
        (0, import_runtime.badPatchMember)(r, k, LEVEL_23);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, LEVEL_23);
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
        (0, import_runtime.dropNames)(r, x, NAMES_26, LEVEL_25);
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
        (0, import_runtime.badPatchMember)(r, k, LEVEL_25);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, LEVEL_25);
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
        (0, import_runtime.dropNames)(r, x, NAMES_28, LEVEL_27);
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
        (0, import_runtime.badPatchMember)(r, k, LEVEL_27);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, LEVEL_27);
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
        (0, import_runtime.dropNames)(r, x, NAMES_30, LEVEL_29);
        s.pop();
        break;
      }
      default:
        (0, import_runtime.badPatchMember)(r, k, LEVEL_29);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, LEVEL_29);
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
          if (x !== "NoSchedule" && x !== "NoExecute") (0, import_runtime.notInEnum)(r, "effect", x, ENUM_9);
        }
        break;
      }
      case "$drop": {
        s.push("$drop");
        (0, import_runtime.dropNames)(r, x, NAMES_32, LEVEL_31);
        s.pop();
        break;
      }
      default:
        (0, import_runtime.badPatchMember)(r, k, LEVEL_31);
    }
  }
  if (v.name === void 0) (0, import_runtime.missingIdentifier)(r, LEVEL_31);
  (0, import_runtime.closedConflicts)(r, v, LEVEL_31);
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
        (0, import_runtime.dropNames)(r, x, NAMES_34, LEVEL_33);
        s.pop();
        break;
      }
      default:
        (0, import_runtime.badPatchMember)(r, k, LEVEL_33);
    }
  }
  (0, import_runtime.closedConflicts)(r, v, LEVEL_33);
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
    } else if (k.charCodeAt(0) === 36) (0, import_runtime.badPatchMember)(r, k, LEVEL_35);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_runtime.badKey)(r, k, reason)) {
        (0, import_runtime.freeFormValue)(r, k, x, LIMITS_17);
      }
    }
  }
  (0, import_runtime.openConflicts)(r, v, LEVEL_35);
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
      (0, import_runtime.freeFormValue)(r, k, x, LIMITS_17);
    } else if (k.charCodeAt(0) === 36) (0, import_runtime.badPatchMember)(r, k, LEVEL_36);
    else {
      selectors++;
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_runtime.badKey)(r, k, reason)) {
        (0, import_runtime.freeFormValue)(r, k, x, LIMITS_17);
      }
    }
  }
  if (selectors === 0) (0, import_runtime.noSelector)(r);
  (0, import_runtime.openConflicts)(r, v, LEVEL_36);
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
      if (!(!entry.startsWith("$") && entry !== "__proto__" && entry !== "constructor" && entry !== "prototype")) (0, import_runtime.noMatch)(r, e, entry, FORM_22);
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
    if ((0, import_runtime.screenPatch)(r, value, PATCH_LIMITS_37)) checkClusterPatch(value, r);
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
