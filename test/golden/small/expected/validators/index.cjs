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
  validateClusterCreate: () => validateClusterCreate
});
module.exports = __toCommonJS(stdin_exports);
var import_runtime = require("./runtime.cjs");
const PATTERN_0 = new RegExp("^[a-z]+$", "u");
const FORM_1 = { pattern: PATTERN_0 };
const PATTERN_2 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", "u");
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
function keyProblem0(k) {
  if (k === "__proto__" || k === "constructor" || k === "prototype") return import_runtime.FORBIDDEN;
  if (k.length < 2 && (0, import_runtime.codePoints)(k) < 1) return "must be at least 1 character long";
  if (!PATTERN_2.test(k)) return "is not a valid key: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
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
      if (!FORM_1.pattern.test($name)) (0, import_runtime.noMatch)(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_runtime.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 50) (0, import_runtime.tooMany)(r, "tags", "keys", 50, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $tags[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
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
    if (!Array.isArray($zones)) (0, import_runtime.wrongType)(r, "zones", "an array", $zones);
    else if ($zones.length > 3) (0, import_runtime.tooMany)(r, "zones", "items", 3, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === "number" && Number.isInteger(y))) (0, import_runtime.wrongType)(r, i, "an integer", y);
        else {
          if (y < 1) (0, import_runtime.outOfBounds)(r, i, "MINIMUM", "must be at least 1; got " + y);
        }
      }
      if ($zones.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $zones);
      s.pop();
    }
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
    if (!Array.isArray($rules)) (0, import_runtime.wrongType)(r, "rules", "an array", $rules);
    else {
      s.push("rules", 0);
      const d = s.length - 1;
      for (let i = 0; i < $rules.length; i++) {
        s[d] = i;
        checkFreeFormObject($rules[i], r);
      }
      s.pop();
      s.pop();
    }
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
    if (!Array.isArray($pools)) (0, import_runtime.wrongType)(r, "pools", "an array", $pools);
    else if ($pools.length > 10) (0, import_runtime.tooMany)(r, "pools", "items", 10, $pools.length, $pools);
    else {
      s.push("pools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $pools.length; i++) {
        s[d] = i;
        checkPool($pools[i], r);
      }
      s.pop();
      if ($pools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $pools, "name");
      s.pop();
    }
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
      if (!FORM_1.pattern.test($name)) (0, import_runtime.noMatch)(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_runtime.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 50) (0, import_runtime.tooMany)(r, "tags", "keys", 50, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $tags[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
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
    if (!Array.isArray($zones)) (0, import_runtime.wrongType)(r, "zones", "an array", $zones);
    else if ($zones.length > 3) (0, import_runtime.tooMany)(r, "zones", "items", 3, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === "number" && Number.isInteger(y))) (0, import_runtime.wrongType)(r, i, "an integer", y);
        else {
          if (y < 1) (0, import_runtime.outOfBounds)(r, i, "MINIMUM", "must be at least 1; got " + y);
        }
      }
      if ($zones.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $zones);
      s.pop();
    }
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
    if (!Array.isArray($rules)) (0, import_runtime.wrongType)(r, "rules", "an array", $rules);
    else {
      s.push("rules", 0);
      const d = s.length - 1;
      for (let i = 0; i < $rules.length; i++) {
        s[d] = i;
        checkFreeFormObject($rules[i], r);
      }
      s.pop();
      s.pop();
    }
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
    if (!Array.isArray($pools)) (0, import_runtime.wrongType)(r, "pools", "an array", $pools);
    else if ($pools.length > 10) (0, import_runtime.tooMany)(r, "pools", "items", 10, $pools.length, $pools);
    else {
      s.push("pools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $pools.length; i++) {
        s[d] = i;
        checkPool($pools[i], r);
      }
      s.pop();
      if ($pools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $pools, "name");
      s.pop();
    }
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
function validateCluster(value) {
  const r = (0, import_runtime.startRun)();
  try {
    checkCluster(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
function validateClusterCreate(value, options) {
  const r = (0, import_runtime.startRun)(options);
  try {
    checkClusterCreate(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
function validateApiError(value) {
  const r = (0, import_runtime.startRun)();
  try {
    checkApiError(value, r);
  } catch (error) {
    (0, import_runtime.unreadable)(r, error);
  }
  return (0, import_runtime.finishRun)(r, value);
}
