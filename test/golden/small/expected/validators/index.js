// generated from spec/ — do not edit
// Compiled validators of every body.
import {
  FORBIDDEN,
  badKey,
  checkFreeForm,
  codePoints,
  countKeys,
  duplicateIdentifiers,
  duplicateItems,
  extraMembers,
  finishRun,
  missing,
  noMatch,
  notExactlyOne,
  notInEnum,
  outOfBounds,
  startRun,
  tooMany,
  unreadable,
  wrongType,
} from './runtime.js';

const PATTERN_0 = new RegExp("^[a-z]+$", 'u');
const FORM_1 = { pattern: PATTERN_0 };
const PATTERN_2 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", 'u');
const FIELDS_3 = new Set(["id","name","tags","spec"]);
const FIELDS_4 = new Set(["version","provider","zones","extra","rules"]);
const FIELDS_5 = new Set(["alpha","beta"]);
const MEMBERS_6 = ["alpha","beta"];
const FIELDS_7 = new Set(["region","networking","pools"]);
const FIELDS_8 = new Set(["podNetwork","dnsForwarder"]);
const ENUM_9 = ["NoSchedule","NoExecute"];
const FIELDS_10 = new Set(["name","size","effect"]);
const FIELDS_11 = new Set([]);
const FIELDS_12 = new Set(["name","tags","spec"]);
const READ_ONLY_13 = new Set(["id"]);
const FIELDS_14 = new Set(["dnsForwarder"]);
const READ_ONLY_15 = new Set(["podNetwork"]);
const FIELDS_16 = new Set(["code","details"]);
const LIMITS_17 = { maxProperties: 100, maxItems: 100, keyProblem: keyProblem0 };

/** What is wrong with a key, if anything. */
function keyProblem0(k) {
  if (k === '__proto__' || k === 'constructor' || k === 'prototype') return FORBIDDEN;
  if (k.length < 2 && codePoints(k) < 1) return "must be at least 1 character long";
  if (!PATTERN_2.test(k)) return "is not a valid key: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
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
      if (!FORM_1.pattern.test($name)) noMatch(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    if (typeof $tags !== 'object' || $tags === null || Array.isArray($tags)) wrongType(r, "tags", 'an object', $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 50) tooMany(r, "tags", 'keys', 50, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $tags[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $spec = v.spec;
  if ($spec === undefined) missing(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpec($spec, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_3, undefined);
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
    if (!Array.isArray($zones)) wrongType(r, "zones", 'an array', $zones);
    else if ($zones.length > 3) tooMany(r, "zones", 'items', 3, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === 'number' && Number.isInteger(y))) wrongType(r, i, "an integer", y);
        else {
          if (y < 1) outOfBounds(r, i, 'MINIMUM', "must be at least 1; got " + y);
        }
      }
      if ($zones.length > 1 && r.issues.length === m) duplicateItems(r, $zones);
      s.pop();
    }
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
    if (!Array.isArray($rules)) wrongType(r, "rules", 'an array', $rules);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_4, undefined);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_5, undefined);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_6.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_6);
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
    if (!Array.isArray($pools)) wrongType(r, "pools", 'an array', $pools);
    else if ($pools.length > 10) tooMany(r, "pools", 'items', 10, $pools.length, $pools);
    else {
      s.push("pools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $pools.length; i++) {
        s[d] = i;
        checkPool($pools[i], r);
      }
      s.pop();
      if ($pools.length > 1) duplicateIdentifiers(r, $pools, "name");
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_7, undefined);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_8, undefined);
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
      if ($effect !== "NoSchedule" && $effect !== "NoExecute") notInEnum(r, "effect", $effect, ENUM_9);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_10, undefined);
}

/** Checks a {@link Empty}: No settings. */
function checkEmpty(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Empty)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_11, undefined);
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
      if (!FORM_1.pattern.test($name)) noMatch(r, "name", $name, FORM_1);
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    if (typeof $tags !== 'object' || $tags === null || Array.isArray($tags)) wrongType(r, "tags", 'an object', $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 50) tooMany(r, "tags", 'keys', 50, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $tags[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $spec = v.spec;
  if ($spec === undefined) missing(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpecCreate($spec, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_12, READ_ONLY_13);
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
    if (!Array.isArray($zones)) wrongType(r, "zones", 'an array', $zones);
    else if ($zones.length > 3) tooMany(r, "zones", 'items', 3, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === 'number' && Number.isInteger(y))) wrongType(r, i, "an integer", y);
        else {
          if (y < 1) outOfBounds(r, i, 'MINIMUM', "must be at least 1; got " + y);
        }
      }
      if ($zones.length > 1 && r.issues.length === m) duplicateItems(r, $zones);
      s.pop();
    }
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
    if (!Array.isArray($rules)) wrongType(r, "rules", 'an array', $rules);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_4, undefined);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_5, undefined);
  if (n !== 1) {
    const values = [$alpha, $beta];
    const set = MEMBERS_6.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_6);
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
    if (!Array.isArray($pools)) wrongType(r, "pools", 'an array', $pools);
    else if ($pools.length > 10) tooMany(r, "pools", 'items', 10, $pools.length, $pools);
    else {
      s.push("pools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $pools.length; i++) {
        s[d] = i;
        checkPool($pools[i], r);
      }
      s.pop();
      if ($pools.length > 1) duplicateIdentifiers(r, $pools, "name");
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_7, undefined);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_14, READ_ONLY_15);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_16, undefined);
}

/** Checks a {@link FreeFormObject}: any JSON but `null`, within its limits. */
function checkFreeFormObject(v, r) {
  checkFreeForm(r, v, LIMITS_17);
}

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export function validateCluster(value) {
  const r = startRun();
  try {
    checkCluster(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates a create body ({@link ClusterCreate}). Never throws. With `{ stripReadOnly: true }`, read-only fields are left out of `value` instead of reported. */
export function validateClusterCreate(value, options) {
  const r = startRun(options);
  try {
    checkClusterCreate(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}

/** Validates an error body ({@link ApiError}). Never throws. */
export function validateApiError(value) {
  const r = startRun();
  try {
    checkApiError(value, r);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}
