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
const PATTERN_0 = new RegExp("^[a-z][-a-z0-9]*[a-z0-9]$", "u");
const FORM_1 = { pattern: PATTERN_0 };
const PATTERN_2 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", "u");
const FIELDS_3 = /* @__PURE__ */ new Set(["id", "name", "kind", "version", "description", "tags", "created", "lastModified", "links", "spec", "alias", "status"]);
const FIELDS_4 = /* @__PURE__ */ new Set(["rel", "href"]);
const PATTERN_5 = new RegExp("^[0-9]+\\.[0-9]+\\.[0-9]+$", "u");
const FORM_6 = { title: "KubernetesVersion", pattern: PATTERN_5 };
const FIELDS_7 = /* @__PURE__ */ new Set(["version", "firewall", "provider", "addOns"]);
const PATTERN_8 = new RegExp("^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$", "u");
const FORM_9 = { title: "CidrOrAddress", examples: ["0.0.0.0/0", "203.0.113.0/24"], pattern: PATTERN_8 };
const FIELDS_10 = /* @__PURE__ */ new Set(["sourceCIDR", "description"]);
const FIELDS_11 = /* @__PURE__ */ new Set(["generic", "vendorA", "vendorB", "vendorC", "vendorD", "vendorE", "vendorF", "ephemeral", "vendorG", "vendorH", "vendorI", "vendorJ"]);
const MEMBERS_12 = ["generic", "vendorA", "vendorB", "vendorC", "vendorD", "vendorE", "vendorF", "ephemeral", "vendorG", "vendorH", "vendorI", "vendorJ"];
const FIELDS_13 = /* @__PURE__ */ new Set(["location", "networking", "nodePools"]);
const FORM_14 = { title: "Cidr", examples: ["10.42.0.0/16", "fd00:10::/108"], pattern: PATTERN_8 };
const FIELDS_15 = /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork", "dnsForwarder"]);
const FIELDS_16 = /* @__PURE__ */ new Set(["name", "labels", "taints"]);
const ENUM_17 = ["NoSchedule", "PreferNoSchedule", "NoExecute"];
const FIELDS_18 = /* @__PURE__ */ new Set(["key", "value", "effect"]);
const PATTERN_19 = new RegExp("^(?:/org/[^/\\s]+/|//)[^/\\s]+/[^/\\s]+$", "u");
const FORM_20 = { title: "SecretLink", examples: ["//secret/cluster-token", "/org/acme/secret/cluster-token"], pattern: PATTERN_19 };
const FIELDS_21 = /* @__PURE__ */ new Set(["region", "vendorALabels", "networking", "preInstallScript", "tokenSecretLink", "networkId", "firewallId", "nodePools", "dedicatedServerNodePools", "image", "sshKey", "autoscaler", "floatingIPSelector"]);
const FIELDS_22 = /* @__PURE__ */ new Set(["name", "labels", "taints", "serverType", "overrideImage", "minSize", "maxSize"]);
const ENUM_23 = ["random", "most-pods", "least-waste", "price"];
const PATTERN_24 = new RegExp("^(?:0|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ns|us|\xB5s|\u03BCs|ms|s|m|h))+)$", "u");
const FORM_25 = { title: "Duration", examples: ["10m", "1h30m"], pattern: PATTERN_24 };
const FIELDS_26 = /* @__PURE__ */ new Set(["expander", "unneededTime", "unreadyTime", "utilizationThreshold"]);
const FIELDS_27 = /* @__PURE__ */ new Set(["region", "vendorBTags", "skipCreateRoles", "networking", "preInstallScript", "image", "deployRoleArn", "deployRoleChain", "vpcId", "keyPair", "diskEncryptionKeyArn", "securityGroupIds", "extraNodePolicies", "nodePools", "autoscaler"]);
const FIELDS_28 = /* @__PURE__ */ new Set(["recommended", "exact"]);
const MEMBERS_29 = ["recommended", "exact"];
const FIELDS_30 = /* @__PURE__ */ new Set(["roleArn", "externalId", "sessionNamePrefix"]);
const ENUM_31 = ["lowest-price", "capacity-optimized", "capacity-optimized-prioritized", "price-capacity-optimized"];
const FIELDS_32 = /* @__PURE__ */ new Set(["name", "labels", "taints", "instanceTypes", "overrideImage", "bootDiskSize", "minSize", "maxSize", "onDemandBaseCapacity", "onDemandPercentageAboveBaseCapacity", "spotAllocationStrategy", "subnetIds", "extraSecurityGroupIds", "cpuOptions"]);
const FIELDS_33 = /* @__PURE__ */ new Set(["nestedVirtualization"]);
const FIELDS_34 = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "firewallId", "nodePools", "image", "authorizedUsers", "authorizedKeys", "vpcId", "preInstallScript", "networking", "autoscaler"]);
const FIELDS_35 = /* @__PURE__ */ new Set(["name", "labels", "taints", "serverType", "overrideImage", "subnetId", "minSize", "maxSize"]);
const FIELDS_36 = /* @__PURE__ */ new Set(["datacenter", "tokenSecretLink", "nodePools", "sshKeys", "unmanagedNodePools", "autoscaler", "preInstallScript"]);
const FIELDS_37 = /* @__PURE__ */ new Set(["name", "labels", "taints", "minSize", "maxSize", "flavor"]);
const FIELDS_38 = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "nodePools", "sshKey", "unmanagedNodePools", "autoscaler", "fileSystems", "preInstallScript"]);
const FIELDS_39 = /* @__PURE__ */ new Set(["name", "labels", "taints", "minSize", "maxSize", "instanceType"]);
const FIELDS_40 = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "sharedDrives", "nodePools", "autoscaler", "unmanagedNodePools", "preInstallScript", "userIds", "networkId"]);
const ENUM_41 = ["none", "dynamic", "static"];
const FIELDS_42 = /* @__PURE__ */ new Set(["name", "labels", "taints", "minSize", "maxSize", "publicIpType", "bootDiskSize", "machineType"]);
const FIELDS_43 = /* @__PURE__ */ new Set(["location", "nodePools"]);
const ENUM_44 = ["any", "arm64", "amd64"];
const ENUM_45 = ["debian", "ubuntu", "fedora"];
const PATTERN_46 = new RegExp("^(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$", "u");
const FORM_47 = { title: "Quantity", examples: ["500m", "2"], pattern: PATTERN_46 };
const FIELDS_48 = /* @__PURE__ */ new Set(["name", "labels", "taints", "count", "arch", "flavor", "cpu", "memory"]);
const FIELDS_49 = /* @__PURE__ */ new Set(["connection", "networking", "preInstallScript", "location", "loadBalancer", "privateNetworkId", "firewallEnabled", "nodePools", "imageId", "sshKeys", "autoscaler"]);
const FIELDS_50 = /* @__PURE__ */ new Set(["url", "account", "user", "privateKeySecretLink"]);
const FIELDS_51 = /* @__PURE__ */ new Set(["manual", "none", "gateway"]);
const MEMBERS_52 = ["manual", "none", "gateway"];
const FIELDS_53 = /* @__PURE__ */ new Set(["packageId", "imageId", "publicNetworkId", "privateNetworkIds", "metadata", "tags", "logging", "count", "cnsInternalDomain", "cnsPublicDomain"]);
const FIELDS_54 = /* @__PURE__ */ new Set(["nodePort", "externalSyslog"]);
const FIELDS_55 = /* @__PURE__ */ new Set([]);
const FIELDS_56 = /* @__PURE__ */ new Set(["name", "labels", "taints", "packageId", "overrideImageId", "publicNetworkId", "privateNetworkIds", "vendorGTags", "minSize", "maxSize"]);
const FIELDS_57 = /* @__PURE__ */ new Set(["location", "subscriptionId", "sdkSecretLink", "resourceGroup", "networking", "preInstallScript", "image", "sshKeys", "networkId", "tags", "nodePools", "autoscaler"]);
const FIELDS_58 = /* @__PURE__ */ new Set(["recommended", "reference"]);
const MEMBERS_59 = ["recommended", "reference"];
const FIELDS_60 = /* @__PURE__ */ new Set(["publisher", "offer", "sku", "version"]);
const FIELDS_61 = /* @__PURE__ */ new Set(["name", "labels", "taints", "size", "subnetId", "zones", "overrideImage", "bootDiskSize", "minSize", "maxSize"]);
const FIELDS_62 = /* @__PURE__ */ new Set(["region", "vendorITags", "networking", "preInstallScript", "tokenSecretLink", "vpcId", "nodePools", "image", "sshKeys", "extraSshKeys", "autoscaler", "reservedIPs"]);
const FIELDS_63 = /* @__PURE__ */ new Set(["name", "labels", "taints", "vendorISize", "overrideImage", "minSize", "maxSize"]);
const FIELDS_64 = /* @__PURE__ */ new Set(["projectId", "region", "labels", "tags", "metadata", "network", "saKeyLink", "networking", "preInstallScript", "image", "nodePools", "autoscaler"]);
const FIELDS_65 = /* @__PURE__ */ new Set(["recommended", "family", "exact"]);
const MEMBERS_66 = ["recommended", "family", "exact"];
const FIELDS_67 = /* @__PURE__ */ new Set(["project", "family"]);
const FIELDS_68 = /* @__PURE__ */ new Set(["name", "labels", "taints", "machineType", "assignPublicIP", "zone", "overrideImage", "bootDiskSize", "minSize", "maxSize", "preemptible", "subnet", "localPersistentDisks"]);
const FIELDS_69 = /* @__PURE__ */ new Set(["dashboard", "dashboardAlt", "vendorHWorkloadIdentity", "vendorBWorkloadIdentity", "localPathStorage", "metrics", "logs", "registryMirror", "vendorK", "vendorBEFS", "vendorBECR", "vendorBELB", "vendorHACR", "sysbox", "byok"]);
const FIELDS_70 = /* @__PURE__ */ new Set(["tenantId"]);
const FIELDS_71 = /* @__PURE__ */ new Set(["kubeState", "coreDns", "kubelet", "apiserver", "nodeExporter", "cadvisor", "scrapeAnnotated"]);
const FIELDS_72 = /* @__PURE__ */ new Set(["intervalSeconds", "includeNamespaces", "excludeNamespaces", "retainLabels"]);
const FIELDS_73 = /* @__PURE__ */ new Set(["auditEnabled", "includeNamespaces", "excludeNamespaces", "docker", "kubelet", "kernel", "events"]);
const FIELDS_74 = /* @__PURE__ */ new Set(["mirrors"]);
const FIELDS_75 = /* @__PURE__ */ new Set(["registry", "mirrors"]);
const FIELDS_76 = /* @__PURE__ */ new Set(["taintGPUNodes"]);
const FIELDS_77 = /* @__PURE__ */ new Set(["roleArn"]);
const FIELDS_78 = /* @__PURE__ */ new Set(["clientId"]);
const FIELDS_79 = /* @__PURE__ */ new Set(["ignoreUpdates", "location", "config"]);
const FIELDS_80 = /* @__PURE__ */ new Set(["actuator", "middlebox", "common", "longhorn", "byok", "ingress", "istio", "logSplitter", "monitoring", "redis", "redisHa", "redisSentinel", "tempoAgent", "internalDns"]);
const ENUM_81 = ["trace", "info", "error"];
const FIELDS_82 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "logLevel", "env"]);
const FIELDS_83 = /* @__PURE__ */ new Set(["enabled", "bandwidthAlertMbps", "port", "ip"]);
const FIELDS_84 = /* @__PURE__ */ new Set(["deploymentReplicas", "pdb"]);
const FIELDS_85 = /* @__PURE__ */ new Set(["maxUnavailable"]);
const FIELDS_86 = /* @__PURE__ */ new Set(["numberOfReplicas", "replicas", "isDefault"]);
const FIELDS_87 = /* @__PURE__ */ new Set(["noDefaultStorageClasses"]);
const FIELDS_88 = /* @__PURE__ */ new Set(["cpu", "memory", "targetPercent"]);
const FIELDS_89 = /* @__PURE__ */ new Set(["istiod", "ingressgateway", "sidecar"]);
const FIELDS_90 = /* @__PURE__ */ new Set(["replicas", "minCpu", "maxCpu", "minMemory", "maxMemory", "pdb"]);
const FIELDS_91 = /* @__PURE__ */ new Set(["replicas", "maxCpu", "maxMemory"]);
const FIELDS_92 = /* @__PURE__ */ new Set(["minCpu", "minMemory"]);
const FIELDS_93 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "memBufferSize", "perPodRate"]);
const FIELDS_94 = /* @__PURE__ */ new Set(["minMemory", "maxMemory", "kubeStateMetrics", "prometheus", "remoteWrite", "externalLabels"]);
const FIELDS_95 = /* @__PURE__ */ new Set(["minMemory"]);
const FIELDS_96 = /* @__PURE__ */ new Set(["main"]);
const FIELDS_97 = /* @__PURE__ */ new Set(["storage"]);
const FIELDS_98 = /* @__PURE__ */ new Set(["url", "basic_auth", "authorization", "oauth2", "follow_redirects", "enable_http2", "tls_config", "proxy_url", "no_proxy", "proxy_from_environment", "proxy_connect_header", "http_headers", "remote_timeout", "headers", "write_relabel_configs", "name", "send_exemplars", "send_native_histograms", "vendorB_sigv4", "vendorH_ad", "vendorJ_iam", "queue_config"]);
const FIELDS_99 = /* @__PURE__ */ new Set(["username", "username_file", "password", "password_file"]);
const FIELDS_100 = /* @__PURE__ */ new Set(["type", "credentials", "credentials_file"]);
const FIELDS_101 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "storage"]);
const FIELDS_102 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory"]);
const FIELDS_103 = /* @__PURE__ */ new Set(["oidcProviderUrl", "serverUrl", "homeLocation", "addOns"]);
const FIELDS_104 = /* @__PURE__ */ new Set(["dashboard", "dashboardAlt", "vendorBWorkloadIdentity", "metrics", "logs", "vendorBECR", "vendorBEFS", "vendorBELB"]);
const FIELDS_105 = /* @__PURE__ */ new Set(["url"]);
const FIELDS_106 = /* @__PURE__ */ new Set(["oidcProviderConfig", "trustPolicy"]);
const FIELDS_107 = /* @__PURE__ */ new Set(["providerUrl", "audience"]);
const FIELDS_108 = /* @__PURE__ */ new Set(["prometheusEndpoint", "remoteWriteConfig"]);
const FIELDS_109 = /* @__PURE__ */ new Set(["logStoreAddress"]);
const FIELDS_110 = /* @__PURE__ */ new Set(["trustPolicy"]);
const FIELDS_111 = /* @__PURE__ */ new Set(["name", "description", "tags", "spec"]);
const READ_ONLY_112 = /* @__PURE__ */ new Set(["id", "kind", "version", "created", "lastModified", "links", "alias", "status"]);
const FIELDS_113 = /* @__PURE__ */ new Set(["dnsForwarder"]);
const READ_ONLY_114 = /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork"]);
const FIELDS_115 = /* @__PURE__ */ new Set(["status", "message", "code", "details", "id"]);
const LIMITS_116 = { maxDepth: 32, maxProperties: 1e3, maxItems: 1e3, keyProblem: keyProblem0 };
function keyProblem0(k) {
  if (k === "__proto__" || k === "constructor" || k === "prototype") return import_runtime.FORBIDDEN;
  if (k.length < 2 && (0, import_runtime.codePoints)(k) < 1) return "must be at least 1 character long";
  if (!PATTERN_2.test(k)) return "is not a valid OpenKey: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
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
  const $kind = v.kind;
  if ($kind === void 0) (0, import_runtime.missing)(r, "kind");
  else {
    n++;
    if (typeof $kind !== "string") (0, import_runtime.wrongType)(r, "kind", "a string", $kind);
    else {
      if ($kind !== "mk8s") (0, import_runtime.notConst)(r, "kind", $kind, "mk8s");
    }
  }
  const $version = v.version;
  if ($version === void 0) (0, import_runtime.missing)(r, "version");
  else {
    n++;
    if (!(typeof $version === "number" && Number.isInteger($version))) (0, import_runtime.wrongType)(r, "version", "an integer", $version);
    else {
      if ($version < 1) (0, import_runtime.outOfBounds)(r, "version", "MINIMUM", "must be at least 1; got " + $version);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    if (typeof $description !== "string") (0, import_runtime.wrongType)(r, "description", "a string", $description);
    else {
      if ($description.length > 250 && (0, import_runtime.codePoints)($description) > 250) (0, import_runtime.outOfBounds)(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
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
          if (!(typeof y === "string" || typeof y === "number" && Number.isFinite(y) || typeof y === "boolean")) (0, import_runtime.wrongType)(r, k, "a string, a number or a boolean", y);
        }
        s.pop();
      }
    }
  }
  const $created = v.created;
  if ($created === void 0) (0, import_runtime.missing)(r, "created");
  else {
    n++;
    if (typeof $created !== "string") (0, import_runtime.wrongType)(r, "created", "a string", $created);
    else {
      if (!(0, import_runtime.isDateTime)($created)) (0, import_runtime.badFormat)(r, "created", $created, "date-time");
    }
  }
  const $lastModified = v.lastModified;
  if ($lastModified === void 0) (0, import_runtime.missing)(r, "lastModified");
  else {
    n++;
    if (typeof $lastModified !== "string") (0, import_runtime.wrongType)(r, "lastModified", "a string", $lastModified);
    else {
      if (!(0, import_runtime.isDateTime)($lastModified)) (0, import_runtime.badFormat)(r, "lastModified", $lastModified, "date-time");
    }
  }
  const $links = v.links;
  if ($links === void 0) (0, import_runtime.missing)(r, "links");
  else {
    n++;
    if (!Array.isArray($links)) (0, import_runtime.wrongType)(r, "links", "an array", $links);
    else if ($links.length > 1e3) (0, import_runtime.tooMany)(r, "links", "items", 1e3, $links.length, $links);
    else {
      s.push("links", 0);
      const d = s.length - 1;
      for (let i = 0; i < $links.length; i++) {
        s[d] = i;
        checkLink($links[i], r);
      }
      s.pop();
      if ($links.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $links, "rel");
      s.pop();
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
  const $alias = v.alias;
  if ($alias !== void 0) {
    n++;
    if (typeof $alias !== "string") (0, import_runtime.wrongType)(r, "alias", "a string", $alias);
  }
  const $status = v.status;
  if ($status !== void 0) {
    n++;
    s.push("status");
    checkClusterStatus($status, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_3, void 0);
}
function checkLink(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Link)", v);
  let n = 0;
  const $rel = v.rel;
  if ($rel === void 0) (0, import_runtime.missing)(r, "rel");
  else {
    n++;
    if (typeof $rel !== "string") (0, import_runtime.wrongType)(r, "rel", "a string", $rel);
  }
  const $href = v.href;
  if ($href === void 0) (0, import_runtime.missing)(r, "href");
  else {
    n++;
    if (typeof $href !== "string") (0, import_runtime.wrongType)(r, "href", "a string", $href);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_4, void 0);
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
    else {
      if (!FORM_6.pattern.test($version)) (0, import_runtime.noMatch)(r, "version", $version, FORM_6);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== void 0) {
    n++;
    if (!Array.isArray($firewall)) (0, import_runtime.wrongType)(r, "firewall", "an array", $firewall);
    else if ($firewall.length > 1e3) (0, import_runtime.tooMany)(r, "firewall", "items", 1e3, $firewall.length, $firewall);
    else {
      s.push("firewall", 0);
      const d = s.length - 1;
      for (let i = 0; i < $firewall.length; i++) {
        s[d] = i;
        checkFirewallEntry($firewall[i], r);
      }
      s.pop();
      if ($firewall.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $firewall, "sourceCIDR");
      s.pop();
    }
  }
  const $provider = v.provider;
  if ($provider === void 0) (0, import_runtime.missing)(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProvider($provider, r, "provider");
    s.pop();
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_7, void 0);
}
function checkFirewallEntry(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (FirewallEntry)", v);
  let n = 0;
  const $sourceCIDR = v.sourceCIDR;
  if ($sourceCIDR === void 0) (0, import_runtime.missing)(r, "sourceCIDR");
  else {
    n++;
    if (typeof $sourceCIDR !== "string") (0, import_runtime.wrongType)(r, "sourceCIDR", "a string", $sourceCIDR);
    else {
      if (!FORM_9.pattern.test($sourceCIDR)) (0, import_runtime.noMatch)(r, "sourceCIDR", $sourceCIDR, FORM_9);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    if (typeof $description !== "string") (0, import_runtime.wrongType)(r, "description", "a string", $description);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_10, void 0);
}
function checkProvider(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Provider)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $generic = v.generic;
  if ($generic !== void 0) {
    n++;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== void 0) {
    n++;
    s.push("vendorA");
    checkVendorAProvider($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== void 0) {
    n++;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== void 0) {
    n++;
    s.push("vendorC");
    checkVendorCProvider($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== void 0) {
    n++;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== void 0) {
    n++;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== void 0) {
    n++;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== void 0) {
    n++;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== void 0) {
    n++;
    s.push("vendorG");
    checkVendorGProvider($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== void 0) {
    n++;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== void 0) {
    n++;
    s.push("vendorI");
    checkVendorIProvider($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== void 0) {
    n++;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_11, void 0);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_12.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_12);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkGenericProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (GenericProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === void 0) (0, import_runtime.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_runtime.wrongType)(r, "location", "a string", $location);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_13, void 0);
}
function checkNetworkingFull(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NetworkingFull)", v);
  let n = 0;
  const $serviceNetwork = v.serviceNetwork;
  if ($serviceNetwork !== void 0) {
    n++;
    if (typeof $serviceNetwork !== "string") (0, import_runtime.wrongType)(r, "serviceNetwork", "a string", $serviceNetwork);
    else {
      if (!FORM_14.pattern.test($serviceNetwork)) (0, import_runtime.noMatch)(r, "serviceNetwork", $serviceNetwork, FORM_14);
    }
  }
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== void 0) {
    n++;
    if (typeof $podNetwork !== "string") (0, import_runtime.wrongType)(r, "podNetwork", "a string", $podNetwork);
    else {
      if (!FORM_14.pattern.test($podNetwork)) (0, import_runtime.noMatch)(r, "podNetwork", $podNetwork, FORM_14);
    }
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_runtime.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_15, void 0);
}
function checkNodePoolBase(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NodePoolBase)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_16, void 0);
}
function checkTaint(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Taint)", v);
  let n = 0;
  const $key = v.key;
  if ($key === void 0) (0, import_runtime.missing)(r, "key");
  else {
    n++;
    if (typeof $key !== "string") (0, import_runtime.wrongType)(r, "key", "a string", $key);
  }
  const $value = v.value;
  if ($value !== void 0) {
    n++;
    if (typeof $value !== "string") (0, import_runtime.wrongType)(r, "value", "a string", $value);
  }
  const $effect = v.effect;
  if ($effect !== void 0) {
    n++;
    if (typeof $effect !== "string") (0, import_runtime.wrongType)(r, "effect", "a string", $effect);
    else {
      if ($effect !== "NoSchedule" && $effect !== "PreferNoSchedule" && $effect !== "NoExecute") (0, import_runtime.notInEnum)(r, "effect", $effect, ENUM_17);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_18, void 0);
}
function checkVendorAProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorAProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== void 0) {
    n++;
    if (typeof $vendorALabels !== "object" || $vendorALabels === null || Array.isArray($vendorALabels)) (0, import_runtime.wrongType)(r, "vendorALabels", "an object", $vendorALabels);
    else {
      const keys = Object.keys($vendorALabels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "vendorALabels", "keys", 1e3, keys.length, $vendorALabels);
      else {
        s.push("vendorALabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $vendorALabels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_runtime.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_runtime.wrongType)(r, "networkId", "a string", $networkId);
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_runtime.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorANodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== void 0) {
    n++;
    if (!Array.isArray($dedicatedServerNodePools)) (0, import_runtime.wrongType)(r, "dedicatedServerNodePools", "an array", $dedicatedServerNodePools);
    else if ($dedicatedServerNodePools.length > 1e3) (0, import_runtime.tooMany)(r, "dedicatedServerNodePools", "items", 1e3, $dedicatedServerNodePools.length, $dedicatedServerNodePools);
    else {
      s.push("dedicatedServerNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $dedicatedServerNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($dedicatedServerNodePools[i], r);
      }
      s.pop();
      if ($dedicatedServerNodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $dedicatedServerNodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image !== void 0) {
    n++;
    if (typeof $image !== "string") (0, import_runtime.wrongType)(r, "image", "a string", $image);
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== void 0) {
    n++;
    if (typeof $sshKey !== "string") (0, import_runtime.wrongType)(r, "sshKey", "a string", $sshKey);
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== void 0) {
    n++;
    if (typeof $floatingIPSelector !== "object" || $floatingIPSelector === null || Array.isArray($floatingIPSelector)) (0, import_runtime.wrongType)(r, "floatingIPSelector", "an object", $floatingIPSelector);
    else {
      const keys = Object.keys($floatingIPSelector);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "floatingIPSelector", "keys", 1e3, keys.length, $floatingIPSelector);
      else {
        s.push("floatingIPSelector");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $floatingIPSelector[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_21, void 0);
}
function checkVendorANodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorANodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $serverType = v.serverType;
  if ($serverType === void 0) (0, import_runtime.missing)(r, "serverType");
  else {
    n++;
    if (typeof $serverType !== "string") (0, import_runtime.wrongType)(r, "serverType", "a string", $serverType);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    if (typeof $overrideImage !== "string") (0, import_runtime.wrongType)(r, "overrideImage", "a string", $overrideImage);
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_22, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkAutoscaler(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (Autoscaler)", v);
  const s = r.path;
  let n = 0;
  const $expander = v.expander;
  if ($expander !== void 0) {
    n++;
    if (!Array.isArray($expander)) (0, import_runtime.wrongType)(r, "expander", "an array", $expander);
    else if ($expander.length > 1e3) (0, import_runtime.tooMany)(r, "expander", "items", 1e3, $expander.length, $expander);
    else {
      s.push("expander");
      const m = r.issues.length;
      for (let i = 0; i < $expander.length; i++) {
        const y = $expander[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
        else {
          if (y !== "random" && y !== "most-pods" && y !== "least-waste" && y !== "price") (0, import_runtime.notInEnum)(r, i, y, ENUM_23);
        }
      }
      if ($expander.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $expander);
      s.pop();
    }
  }
  const $unneededTime = v.unneededTime;
  if ($unneededTime !== void 0) {
    n++;
    if (typeof $unneededTime !== "string") (0, import_runtime.wrongType)(r, "unneededTime", "a string", $unneededTime);
    else {
      if (!FORM_25.pattern.test($unneededTime)) (0, import_runtime.noMatch)(r, "unneededTime", $unneededTime, FORM_25);
    }
  }
  const $unreadyTime = v.unreadyTime;
  if ($unreadyTime !== void 0) {
    n++;
    if (typeof $unreadyTime !== "string") (0, import_runtime.wrongType)(r, "unreadyTime", "a string", $unreadyTime);
    else {
      if (!FORM_25.pattern.test($unreadyTime)) (0, import_runtime.noMatch)(r, "unreadyTime", $unreadyTime, FORM_25);
    }
  }
  const $utilizationThreshold = v.utilizationThreshold;
  if ($utilizationThreshold !== void 0) {
    n++;
    if (!(typeof $utilizationThreshold === "number" && Number.isFinite($utilizationThreshold))) (0, import_runtime.wrongType)(r, "utilizationThreshold", "a number", $utilizationThreshold);
    else {
      if ($utilizationThreshold < 0) (0, import_runtime.outOfBounds)(r, "utilizationThreshold", "MINIMUM", "must be at least 0; got " + $utilizationThreshold);
      if ($utilizationThreshold > 1) (0, import_runtime.outOfBounds)(r, "utilizationThreshold", "MAXIMUM", "must be at most 1; got " + $utilizationThreshold);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_26, void 0);
}
function checkVendorBProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $vendorBTags = v.vendorBTags;
  if ($vendorBTags !== void 0) {
    n++;
    if (typeof $vendorBTags !== "object" || $vendorBTags === null || Array.isArray($vendorBTags)) (0, import_runtime.wrongType)(r, "vendorBTags", "an object", $vendorBTags);
    else {
      const keys = Object.keys($vendorBTags);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "vendorBTags", "keys", 1e3, keys.length, $vendorBTags);
      else {
        s.push("vendorBTags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $vendorBTags[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $skipCreateRoles = v.skipCreateRoles;
  if ($skipCreateRoles !== void 0) {
    n++;
    if (typeof $skipCreateRoles !== "boolean") (0, import_runtime.wrongType)(r, "skipCreateRoles", "a boolean", $skipCreateRoles);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorBImage($image, r, "image");
    s.pop();
  }
  const $deployRoleArn = v.deployRoleArn;
  if ($deployRoleArn === void 0) (0, import_runtime.missing)(r, "deployRoleArn");
  else {
    n++;
    if (typeof $deployRoleArn !== "string") (0, import_runtime.wrongType)(r, "deployRoleArn", "a string", $deployRoleArn);
  }
  const $deployRoleChain = v.deployRoleChain;
  if ($deployRoleChain !== void 0) {
    n++;
    if (!Array.isArray($deployRoleChain)) (0, import_runtime.wrongType)(r, "deployRoleChain", "an array", $deployRoleChain);
    else if ($deployRoleChain.length > 1e3) (0, import_runtime.tooMany)(r, "deployRoleChain", "items", 1e3, $deployRoleChain.length, $deployRoleChain);
    else {
      s.push("deployRoleChain", 0);
      const d = s.length - 1;
      for (let i = 0; i < $deployRoleChain.length; i++) {
        s[d] = i;
        checkVendorBDeployRole($deployRoleChain[i], r);
      }
      s.pop();
      if ($deployRoleChain.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $deployRoleChain, "roleArn");
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_runtime.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_runtime.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $keyPair = v.keyPair;
  if ($keyPair !== void 0) {
    n++;
    if (typeof $keyPair !== "string") (0, import_runtime.wrongType)(r, "keyPair", "a string", $keyPair);
  }
  const $diskEncryptionKeyArn = v.diskEncryptionKeyArn;
  if ($diskEncryptionKeyArn !== void 0) {
    n++;
    if (typeof $diskEncryptionKeyArn !== "string") (0, import_runtime.wrongType)(r, "diskEncryptionKeyArn", "a string", $diskEncryptionKeyArn);
  }
  const $securityGroupIds = v.securityGroupIds;
  if ($securityGroupIds !== void 0) {
    n++;
    if (!Array.isArray($securityGroupIds)) (0, import_runtime.wrongType)(r, "securityGroupIds", "an array", $securityGroupIds);
    else if ($securityGroupIds.length > 1e3) (0, import_runtime.tooMany)(r, "securityGroupIds", "items", 1e3, $securityGroupIds.length, $securityGroupIds);
    else {
      s.push("securityGroupIds");
      const m = r.issues.length;
      for (let i = 0; i < $securityGroupIds.length; i++) {
        const y = $securityGroupIds[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($securityGroupIds.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $securityGroupIds);
      s.pop();
    }
  }
  const $extraNodePolicies = v.extraNodePolicies;
  if ($extraNodePolicies !== void 0) {
    n++;
    if (!Array.isArray($extraNodePolicies)) (0, import_runtime.wrongType)(r, "extraNodePolicies", "an array", $extraNodePolicies);
    else if ($extraNodePolicies.length > 1e3) (0, import_runtime.tooMany)(r, "extraNodePolicies", "items", 1e3, $extraNodePolicies.length, $extraNodePolicies);
    else {
      s.push("extraNodePolicies");
      const m = r.issues.length;
      for (let i = 0; i < $extraNodePolicies.length; i++) {
        const y = $extraNodePolicies[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($extraNodePolicies.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $extraNodePolicies);
      s.pop();
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorBNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_27, void 0);
}
function checkVendorBImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBImage)", v);
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    if (typeof $recommended !== "string") (0, import_runtime.wrongType)(r, "recommended", "a string", $recommended);
  }
  const $exact = v.exact;
  if ($exact !== void 0) {
    n++;
    if (typeof $exact !== "string") (0, import_runtime.wrongType)(r, "exact", "a string", $exact);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_28, void 0);
  if (n !== 1) {
    const values = [$recommended, $exact];
    const set = MEMBERS_29.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_29);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorBDeployRole(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBDeployRole)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === void 0) (0, import_runtime.missing)(r, "roleArn");
  else {
    n++;
    if (typeof $roleArn !== "string") (0, import_runtime.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  const $externalId = v.externalId;
  if ($externalId !== void 0) {
    n++;
    if (typeof $externalId !== "string") (0, import_runtime.wrongType)(r, "externalId", "a string", $externalId);
  }
  const $sessionNamePrefix = v.sessionNamePrefix;
  if ($sessionNamePrefix !== void 0) {
    n++;
    if (typeof $sessionNamePrefix !== "string") (0, import_runtime.wrongType)(r, "sessionNamePrefix", "a string", $sessionNamePrefix);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_30, void 0);
}
function checkVendorBNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $instanceTypes = v.instanceTypes;
  if ($instanceTypes === void 0) (0, import_runtime.missing)(r, "instanceTypes");
  else {
    n++;
    if (!Array.isArray($instanceTypes)) (0, import_runtime.wrongType)(r, "instanceTypes", "an array", $instanceTypes);
    else if ($instanceTypes.length > 1e3) (0, import_runtime.tooMany)(r, "instanceTypes", "items", 1e3, $instanceTypes.length, $instanceTypes);
    else {
      s.push("instanceTypes");
      const m = r.issues.length;
      for (let i = 0; i < $instanceTypes.length; i++) {
        const y = $instanceTypes[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($instanceTypes.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $instanceTypes);
      s.pop();
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    s.push("overrideImage");
    checkVendorBImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_runtime.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) (0, import_runtime.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $onDemandBaseCapacity = v.onDemandBaseCapacity;
  if ($onDemandBaseCapacity !== void 0) {
    n++;
    if (!(typeof $onDemandBaseCapacity === "number" && Number.isInteger($onDemandBaseCapacity))) (0, import_runtime.wrongType)(r, "onDemandBaseCapacity", "an integer", $onDemandBaseCapacity);
    else {
      if ($onDemandBaseCapacity < 0) (0, import_runtime.outOfBounds)(r, "onDemandBaseCapacity", "MINIMUM", "must be at least 0; got " + $onDemandBaseCapacity);
    }
  }
  const $onDemandPercentageAboveBaseCapacity = v.onDemandPercentageAboveBaseCapacity;
  if ($onDemandPercentageAboveBaseCapacity !== void 0) {
    n++;
    if (!(typeof $onDemandPercentageAboveBaseCapacity === "number" && Number.isInteger($onDemandPercentageAboveBaseCapacity))) (0, import_runtime.wrongType)(r, "onDemandPercentageAboveBaseCapacity", "an integer", $onDemandPercentageAboveBaseCapacity);
    else {
      if ($onDemandPercentageAboveBaseCapacity < 0) (0, import_runtime.outOfBounds)(r, "onDemandPercentageAboveBaseCapacity", "MINIMUM", "must be at least 0; got " + $onDemandPercentageAboveBaseCapacity);
    }
  }
  const $spotAllocationStrategy = v.spotAllocationStrategy;
  if ($spotAllocationStrategy !== void 0) {
    n++;
    if (typeof $spotAllocationStrategy !== "string") (0, import_runtime.wrongType)(r, "spotAllocationStrategy", "a string", $spotAllocationStrategy);
    else {
      if ($spotAllocationStrategy !== "lowest-price" && $spotAllocationStrategy !== "capacity-optimized" && $spotAllocationStrategy !== "capacity-optimized-prioritized" && $spotAllocationStrategy !== "price-capacity-optimized") (0, import_runtime.notInEnum)(r, "spotAllocationStrategy", $spotAllocationStrategy, ENUM_31);
    }
  }
  const $subnetIds = v.subnetIds;
  if ($subnetIds === void 0) (0, import_runtime.missing)(r, "subnetIds");
  else {
    n++;
    if (!Array.isArray($subnetIds)) (0, import_runtime.wrongType)(r, "subnetIds", "an array", $subnetIds);
    else if ($subnetIds.length > 1e3) (0, import_runtime.tooMany)(r, "subnetIds", "items", 1e3, $subnetIds.length, $subnetIds);
    else {
      s.push("subnetIds");
      const m = r.issues.length;
      for (let i = 0; i < $subnetIds.length; i++) {
        const y = $subnetIds[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($subnetIds.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $subnetIds);
      s.pop();
    }
  }
  const $extraSecurityGroupIds = v.extraSecurityGroupIds;
  if ($extraSecurityGroupIds !== void 0) {
    n++;
    if (!Array.isArray($extraSecurityGroupIds)) (0, import_runtime.wrongType)(r, "extraSecurityGroupIds", "an array", $extraSecurityGroupIds);
    else if ($extraSecurityGroupIds.length > 1e3) (0, import_runtime.tooMany)(r, "extraSecurityGroupIds", "items", 1e3, $extraSecurityGroupIds.length, $extraSecurityGroupIds);
    else {
      s.push("extraSecurityGroupIds");
      const m = r.issues.length;
      for (let i = 0; i < $extraSecurityGroupIds.length; i++) {
        const y = $extraSecurityGroupIds[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($extraSecurityGroupIds.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $extraSecurityGroupIds);
      s.pop();
    }
  }
  const $cpuOptions = v.cpuOptions;
  if ($cpuOptions !== void 0) {
    n++;
    s.push("cpuOptions");
    checkVendorBCpuOptions($cpuOptions, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_32, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorBCpuOptions(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBCpuOptions)", v);
  let n = 0;
  const $nestedVirtualization = v.nestedVirtualization;
  if ($nestedVirtualization !== void 0) {
    n++;
    if (typeof $nestedVirtualization !== "boolean") (0, import_runtime.wrongType)(r, "nestedVirtualization", "a boolean", $nestedVirtualization);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_33, void 0);
}
function checkVendorCProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorCProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_runtime.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorCNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_runtime.wrongType)(r, "image", "a string", $image);
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== void 0) {
    n++;
    if (!Array.isArray($authorizedUsers)) (0, import_runtime.wrongType)(r, "authorizedUsers", "an array", $authorizedUsers);
    else if ($authorizedUsers.length > 1e3) (0, import_runtime.tooMany)(r, "authorizedUsers", "items", 1e3, $authorizedUsers.length, $authorizedUsers);
    else {
      s.push("authorizedUsers");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedUsers.length; i++) {
        const y = $authorizedUsers[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($authorizedUsers.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $authorizedUsers);
      s.pop();
    }
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== void 0) {
    n++;
    if (!Array.isArray($authorizedKeys)) (0, import_runtime.wrongType)(r, "authorizedKeys", "an array", $authorizedKeys);
    else if ($authorizedKeys.length > 1e3) (0, import_runtime.tooMany)(r, "authorizedKeys", "items", 1e3, $authorizedKeys.length, $authorizedKeys);
    else {
      s.push("authorizedKeys");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedKeys.length; i++) {
        const y = $authorizedKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($authorizedKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $authorizedKeys);
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_runtime.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_runtime.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_34, void 0);
}
function checkVendorCNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorCNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $serverType = v.serverType;
  if ($serverType === void 0) (0, import_runtime.missing)(r, "serverType");
  else {
    n++;
    if (typeof $serverType !== "string") (0, import_runtime.wrongType)(r, "serverType", "a string", $serverType);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    if (typeof $overrideImage !== "string") (0, import_runtime.wrongType)(r, "overrideImage", "a string", $overrideImage);
  }
  const $subnetId = v.subnetId;
  if ($subnetId === void 0) (0, import_runtime.missing)(r, "subnetId");
  else {
    n++;
    if (typeof $subnetId !== "string") (0, import_runtime.wrongType)(r, "subnetId", "a string", $subnetId);
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_35, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorDProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorDProvider)", v);
  const s = r.path;
  let n = 0;
  const $datacenter = v.datacenter;
  if ($datacenter === void 0) (0, import_runtime.missing)(r, "datacenter");
  else {
    n++;
    if (typeof $datacenter !== "string") (0, import_runtime.wrongType)(r, "datacenter", "a string", $datacenter);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorDNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_runtime.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) (0, import_runtime.wrongType)(r, "unmanagedNodePools", "an array", $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1e3) (0, import_runtime.tooMany)(r, "unmanagedNodePools", "items", 1e3, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_36, void 0);
}
function checkVendorDNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorDNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $flavor = v.flavor;
  if ($flavor === void 0) (0, import_runtime.missing)(r, "flavor");
  else {
    n++;
    if (typeof $flavor !== "string") (0, import_runtime.wrongType)(r, "flavor", "a string", $flavor);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_37, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorEProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorEProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorENodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $sshKey = v.sshKey;
  if ($sshKey === void 0) (0, import_runtime.missing)(r, "sshKey");
  else {
    n++;
    if (typeof $sshKey !== "string") (0, import_runtime.wrongType)(r, "sshKey", "a string", $sshKey);
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) (0, import_runtime.wrongType)(r, "unmanagedNodePools", "an array", $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1e3) (0, import_runtime.tooMany)(r, "unmanagedNodePools", "items", 1e3, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $fileSystems = v.fileSystems;
  if ($fileSystems !== void 0) {
    n++;
    if (!Array.isArray($fileSystems)) (0, import_runtime.wrongType)(r, "fileSystems", "an array", $fileSystems);
    else if ($fileSystems.length > 1e3) (0, import_runtime.tooMany)(r, "fileSystems", "items", 1e3, $fileSystems.length, $fileSystems);
    else {
      s.push("fileSystems");
      const m = r.issues.length;
      for (let i = 0; i < $fileSystems.length; i++) {
        const y = $fileSystems[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($fileSystems.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $fileSystems);
      s.pop();
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_38, void 0);
}
function checkVendorENodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorENodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $instanceType = v.instanceType;
  if ($instanceType === void 0) (0, import_runtime.missing)(r, "instanceType");
  else {
    n++;
    if (typeof $instanceType !== "string") (0, import_runtime.wrongType)(r, "instanceType", "a string", $instanceType);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_39, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorFProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorFProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $sharedDrives = v.sharedDrives;
  if ($sharedDrives !== void 0) {
    n++;
    if (!Array.isArray($sharedDrives)) (0, import_runtime.wrongType)(r, "sharedDrives", "an array", $sharedDrives);
    else if ($sharedDrives.length > 1e3) (0, import_runtime.tooMany)(r, "sharedDrives", "items", 1e3, $sharedDrives.length, $sharedDrives);
    else {
      s.push("sharedDrives");
      const m = r.issues.length;
      for (let i = 0; i < $sharedDrives.length; i++) {
        const y = $sharedDrives[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sharedDrives.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sharedDrives);
      s.pop();
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorFNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) (0, import_runtime.wrongType)(r, "unmanagedNodePools", "an array", $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1e3) (0, import_runtime.tooMany)(r, "unmanagedNodePools", "items", 1e3, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $userIds = v.userIds;
  if ($userIds !== void 0) {
    n++;
    if (!Array.isArray($userIds)) (0, import_runtime.wrongType)(r, "userIds", "an array", $userIds);
    else if ($userIds.length > 1e3) (0, import_runtime.tooMany)(r, "userIds", "items", 1e3, $userIds.length, $userIds);
    else {
      s.push("userIds");
      const m = r.issues.length;
      for (let i = 0; i < $userIds.length; i++) {
        const y = $userIds[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($userIds.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $userIds);
      s.pop();
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_runtime.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_runtime.wrongType)(r, "networkId", "a string", $networkId);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_40, void 0);
}
function checkVendorFNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorFNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $publicIpType = v.publicIpType;
  if ($publicIpType === void 0) (0, import_runtime.missing)(r, "publicIpType");
  else {
    n++;
    if (typeof $publicIpType !== "string") (0, import_runtime.wrongType)(r, "publicIpType", "a string", $publicIpType);
    else {
      if ($publicIpType !== "none" && $publicIpType !== "dynamic" && $publicIpType !== "static") (0, import_runtime.notInEnum)(r, "publicIpType", $publicIpType, ENUM_41);
    }
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_runtime.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) (0, import_runtime.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $machineType = v.machineType;
  if ($machineType === void 0) (0, import_runtime.missing)(r, "machineType");
  else {
    n++;
    if (typeof $machineType !== "string") (0, import_runtime.wrongType)(r, "machineType", "a string", $machineType);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_42, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkEphemeralProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (EphemeralProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === void 0) (0, import_runtime.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_runtime.wrongType)(r, "location", "a string", $location);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkEphemeralNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_43, void 0);
}
function checkEphemeralNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (EphemeralNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $count = v.count;
  if ($count === void 0) (0, import_runtime.missing)(r, "count");
  else {
    n++;
    if (!(typeof $count === "number" && Number.isInteger($count))) (0, import_runtime.wrongType)(r, "count", "an integer", $count);
    else {
      if ($count < 0) (0, import_runtime.outOfBounds)(r, "count", "MINIMUM", "must be at least 0; got " + $count);
    }
  }
  const $arch = v.arch;
  if ($arch !== void 0) {
    n++;
    if (typeof $arch !== "string") (0, import_runtime.wrongType)(r, "arch", "a string", $arch);
    else {
      if ($arch !== "any" && $arch !== "arm64" && $arch !== "amd64") (0, import_runtime.notInEnum)(r, "arch", $arch, ENUM_44);
    }
  }
  const $flavor = v.flavor;
  if ($flavor !== void 0) {
    n++;
    if (typeof $flavor !== "string") (0, import_runtime.wrongType)(r, "flavor", "a string", $flavor);
    else {
      if ($flavor !== "debian" && $flavor !== "ubuntu" && $flavor !== "fedora") (0, import_runtime.notInEnum)(r, "flavor", $flavor, ENUM_45);
    }
  }
  const $cpu = v.cpu;
  if ($cpu === void 0) (0, import_runtime.missing)(r, "cpu");
  else {
    n++;
    if (typeof $cpu !== "string") (0, import_runtime.wrongType)(r, "cpu", "a string", $cpu);
    else {
      if (!FORM_47.pattern.test($cpu)) (0, import_runtime.noMatch)(r, "cpu", $cpu, FORM_47);
    }
  }
  const $memory = v.memory;
  if ($memory === void 0) (0, import_runtime.missing)(r, "memory");
  else {
    n++;
    if (typeof $memory !== "string") (0, import_runtime.wrongType)(r, "memory", "a string", $memory);
    else {
      if (!FORM_47.pattern.test($memory)) (0, import_runtime.noMatch)(r, "memory", $memory, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_48, void 0);
}
function checkVendorGProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGProvider)", v);
  const s = r.path;
  let n = 0;
  const $connection = v.connection;
  if ($connection === void 0) (0, import_runtime.missing)(r, "connection");
  else {
    n++;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $location = v.location;
  if ($location === void 0) (0, import_runtime.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_runtime.wrongType)(r, "location", "a string", $location);
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== void 0) {
    n++;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === void 0) (0, import_runtime.missing)(r, "privateNetworkId");
  else {
    n++;
    if (typeof $privateNetworkId !== "string") (0, import_runtime.wrongType)(r, "privateNetworkId", "a string", $privateNetworkId);
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== void 0) {
    n++;
    if (typeof $firewallEnabled !== "boolean") (0, import_runtime.wrongType)(r, "firewallEnabled", "a boolean", $firewallEnabled);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorGNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $imageId = v.imageId;
  if ($imageId === void 0) (0, import_runtime.missing)(r, "imageId");
  else {
    n++;
    if (typeof $imageId !== "string") (0, import_runtime.wrongType)(r, "imageId", "a string", $imageId);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_runtime.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_49, void 0);
}
function checkVendorGConnection(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGConnection)", v);
  let n = 0;
  const $url = v.url;
  if ($url === void 0) (0, import_runtime.missing)(r, "url");
  else {
    n++;
    if (typeof $url !== "string") (0, import_runtime.wrongType)(r, "url", "a string", $url);
  }
  const $account = v.account;
  if ($account === void 0) (0, import_runtime.missing)(r, "account");
  else {
    n++;
    if (typeof $account !== "string") (0, import_runtime.wrongType)(r, "account", "a string", $account);
  }
  const $user = v.user;
  if ($user !== void 0) {
    n++;
    if (typeof $user !== "string") (0, import_runtime.wrongType)(r, "user", "a string", $user);
  }
  const $privateKeySecretLink = v.privateKeySecretLink;
  if ($privateKeySecretLink === void 0) (0, import_runtime.missing)(r, "privateKeySecretLink");
  else {
    n++;
    if (typeof $privateKeySecretLink !== "string") (0, import_runtime.wrongType)(r, "privateKeySecretLink", "a string", $privateKeySecretLink);
    else {
      if (!FORM_20.pattern.test($privateKeySecretLink)) (0, import_runtime.noMatch)(r, "privateKeySecretLink", $privateKeySecretLink, FORM_20);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_50, void 0);
}
function checkVendorGLoadBalancer(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGLoadBalancer)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $manual = v.manual;
  if ($manual !== void 0) {
    n++;
    s.push("manual");
    checkVendorGManualLoadBalancer($manual, r);
    s.pop();
  }
  const $none = v.none;
  if ($none !== void 0) {
    n++;
    s.push("none");
    checkVendorGNoLoadBalancer($none, r);
    s.pop();
  }
  const $gateway = v.gateway;
  if ($gateway !== void 0) {
    n++;
    s.push("gateway");
    checkVendorGGatewayLoadBalancer($gateway, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_51, void 0);
  if (n !== 1) {
    const values = [$manual, $none, $gateway];
    const set = MEMBERS_52.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_52);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorGManualLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGManualLoadBalancer)", v);
  const s = r.path;
  let n = 0;
  const $packageId = v.packageId;
  if ($packageId !== void 0) {
    n++;
    if (typeof $packageId !== "string") (0, import_runtime.wrongType)(r, "packageId", "a string", $packageId);
  }
  const $imageId = v.imageId;
  if ($imageId !== void 0) {
    n++;
    if (typeof $imageId !== "string") (0, import_runtime.wrongType)(r, "imageId", "a string", $imageId);
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== void 0) {
    n++;
    if (typeof $publicNetworkId !== "string") (0, import_runtime.wrongType)(r, "publicNetworkId", "a string", $publicNetworkId);
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== void 0) {
    n++;
    if (!Array.isArray($privateNetworkIds)) (0, import_runtime.wrongType)(r, "privateNetworkIds", "an array", $privateNetworkIds);
    else if ($privateNetworkIds.length > 1e3) (0, import_runtime.tooMany)(r, "privateNetworkIds", "items", 1e3, $privateNetworkIds.length, $privateNetworkIds);
    else {
      s.push("privateNetworkIds");
      const m = r.issues.length;
      for (let i = 0; i < $privateNetworkIds.length; i++) {
        const y = $privateNetworkIds[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($privateNetworkIds.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $privateNetworkIds);
      s.pop();
    }
  }
  const $metadata = v.metadata;
  if ($metadata !== void 0) {
    n++;
    if (typeof $metadata !== "object" || $metadata === null || Array.isArray($metadata)) (0, import_runtime.wrongType)(r, "metadata", "an object", $metadata);
    else {
      const keys = Object.keys($metadata);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "metadata", "keys", 1e3, keys.length, $metadata);
      else {
        s.push("metadata");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $metadata[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_runtime.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "tags", "keys", 1e3, keys.length, $tags);
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
  const $logging = v.logging;
  if ($logging !== void 0) {
    n++;
    s.push("logging");
    checkVendorGLoadBalancerLogging($logging, r);
    s.pop();
  }
  const $count = v.count;
  if ($count !== void 0) {
    n++;
    if (!(typeof $count === "number" && Number.isInteger($count))) (0, import_runtime.wrongType)(r, "count", "an integer", $count);
    else {
      if ($count < 1) (0, import_runtime.outOfBounds)(r, "count", "MINIMUM", "must be at least 1; got " + $count);
      if ($count > 3) (0, import_runtime.outOfBounds)(r, "count", "MAXIMUM", "must be at most 3; got " + $count);
    }
  }
  const $cnsInternalDomain = v.cnsInternalDomain;
  if ($cnsInternalDomain !== void 0) {
    n++;
    if (typeof $cnsInternalDomain !== "string") (0, import_runtime.wrongType)(r, "cnsInternalDomain", "a string", $cnsInternalDomain);
  }
  const $cnsPublicDomain = v.cnsPublicDomain;
  if ($cnsPublicDomain !== void 0) {
    n++;
    if (typeof $cnsPublicDomain !== "string") (0, import_runtime.wrongType)(r, "cnsPublicDomain", "a string", $cnsPublicDomain);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_53, void 0);
}
function checkVendorGLoadBalancerLogging(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGLoadBalancerLogging)", v);
  let n = 0;
  const $nodePort = v.nodePort;
  if ($nodePort !== void 0) {
    n++;
    if (!(typeof $nodePort === "number" && Number.isInteger($nodePort))) (0, import_runtime.wrongType)(r, "nodePort", "an integer", $nodePort);
    else {
      if ($nodePort < 3e4) (0, import_runtime.outOfBounds)(r, "nodePort", "MINIMUM", "must be at least 30000; got " + $nodePort);
      if ($nodePort > 65535) (0, import_runtime.outOfBounds)(r, "nodePort", "MAXIMUM", "must be at most 65535; got " + $nodePort);
    }
  }
  const $externalSyslog = v.externalSyslog;
  if ($externalSyslog !== void 0) {
    n++;
    if (typeof $externalSyslog !== "string") (0, import_runtime.wrongType)(r, "externalSyslog", "a string", $externalSyslog);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_54, void 0);
}
function checkVendorGNoLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGNoLoadBalancer)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkVendorGGatewayLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGGatewayLoadBalancer)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkVendorGNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $packageId = v.packageId;
  if ($packageId !== void 0) {
    n++;
    if (typeof $packageId !== "string") (0, import_runtime.wrongType)(r, "packageId", "a string", $packageId);
  }
  const $overrideImageId = v.overrideImageId;
  if ($overrideImageId !== void 0) {
    n++;
    if (typeof $overrideImageId !== "string") (0, import_runtime.wrongType)(r, "overrideImageId", "a string", $overrideImageId);
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== void 0) {
    n++;
    if (typeof $publicNetworkId !== "string") (0, import_runtime.wrongType)(r, "publicNetworkId", "a string", $publicNetworkId);
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== void 0) {
    n++;
    if (!Array.isArray($privateNetworkIds)) (0, import_runtime.wrongType)(r, "privateNetworkIds", "an array", $privateNetworkIds);
    else if ($privateNetworkIds.length > 1e3) (0, import_runtime.tooMany)(r, "privateNetworkIds", "items", 1e3, $privateNetworkIds.length, $privateNetworkIds);
    else {
      s.push("privateNetworkIds");
      const m = r.issues.length;
      for (let i = 0; i < $privateNetworkIds.length; i++) {
        const y = $privateNetworkIds[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($privateNetworkIds.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $privateNetworkIds);
      s.pop();
    }
  }
  const $vendorGTags = v.vendorGTags;
  if ($vendorGTags !== void 0) {
    n++;
    if (typeof $vendorGTags !== "object" || $vendorGTags === null || Array.isArray($vendorGTags)) (0, import_runtime.wrongType)(r, "vendorGTags", "an object", $vendorGTags);
    else {
      const keys = Object.keys($vendorGTags);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "vendorGTags", "keys", 1e3, keys.length, $vendorGTags);
      else {
        s.push("vendorGTags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $vendorGTags[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_56, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorHProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorHProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === void 0) (0, import_runtime.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_runtime.wrongType)(r, "location", "a string", $location);
  }
  const $subscriptionId = v.subscriptionId;
  if ($subscriptionId === void 0) (0, import_runtime.missing)(r, "subscriptionId");
  else {
    n++;
    if (typeof $subscriptionId !== "string") (0, import_runtime.wrongType)(r, "subscriptionId", "a string", $subscriptionId);
  }
  const $sdkSecretLink = v.sdkSecretLink;
  if ($sdkSecretLink === void 0) (0, import_runtime.missing)(r, "sdkSecretLink");
  else {
    n++;
    if (typeof $sdkSecretLink !== "string") (0, import_runtime.wrongType)(r, "sdkSecretLink", "a string", $sdkSecretLink);
    else {
      if (!FORM_20.pattern.test($sdkSecretLink)) (0, import_runtime.noMatch)(r, "sdkSecretLink", $sdkSecretLink, FORM_20);
    }
  }
  const $resourceGroup = v.resourceGroup;
  if ($resourceGroup === void 0) (0, import_runtime.missing)(r, "resourceGroup");
  else {
    n++;
    if (typeof $resourceGroup !== "string") (0, import_runtime.wrongType)(r, "resourceGroup", "a string", $resourceGroup);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorHImage($image, r, "image");
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_runtime.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_runtime.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_runtime.wrongType)(r, "networkId", "a string", $networkId);
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_runtime.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "tags", "keys", 1e3, keys.length, $tags);
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
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorHNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_57, void 0);
}
function checkVendorHImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorHImage)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    if (typeof $recommended !== "string") (0, import_runtime.wrongType)(r, "recommended", "a string", $recommended);
  }
  const $reference = v.reference;
  if ($reference !== void 0) {
    n++;
    s.push("reference");
    checkVendorHImageReference($reference, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_58, void 0);
  if (n !== 1) {
    const values = [$recommended, $reference];
    const set = MEMBERS_59.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_59);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorHImageReference(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorHImageReference)", v);
  let n = 0;
  const $publisher = v.publisher;
  if ($publisher === void 0) (0, import_runtime.missing)(r, "publisher");
  else {
    n++;
    if (typeof $publisher !== "string") (0, import_runtime.wrongType)(r, "publisher", "a string", $publisher);
  }
  const $offer = v.offer;
  if ($offer === void 0) (0, import_runtime.missing)(r, "offer");
  else {
    n++;
    if (typeof $offer !== "string") (0, import_runtime.wrongType)(r, "offer", "a string", $offer);
  }
  const $sku = v.sku;
  if ($sku === void 0) (0, import_runtime.missing)(r, "sku");
  else {
    n++;
    if (typeof $sku !== "string") (0, import_runtime.wrongType)(r, "sku", "a string", $sku);
  }
  const $version = v.version;
  if ($version === void 0) (0, import_runtime.missing)(r, "version");
  else {
    n++;
    if (typeof $version !== "string") (0, import_runtime.wrongType)(r, "version", "a string", $version);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_60, void 0);
}
function checkVendorHNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorHNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $size = v.size;
  if ($size === void 0) (0, import_runtime.missing)(r, "size");
  else {
    n++;
    if (typeof $size !== "string") (0, import_runtime.wrongType)(r, "size", "a string", $size);
  }
  const $subnetId = v.subnetId;
  if ($subnetId === void 0) (0, import_runtime.missing)(r, "subnetId");
  else {
    n++;
    if (typeof $subnetId !== "string") (0, import_runtime.wrongType)(r, "subnetId", "a string", $subnetId);
  }
  const $zones = v.zones;
  if ($zones !== void 0) {
    n++;
    if (!Array.isArray($zones)) (0, import_runtime.wrongType)(r, "zones", "an array", $zones);
    else if ($zones.length > 1e3) (0, import_runtime.tooMany)(r, "zones", "items", 1e3, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === "number" && Number.isInteger(y))) (0, import_runtime.wrongType)(r, i, "an integer", y);
      }
      if ($zones.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $zones);
      s.pop();
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    s.push("overrideImage");
    checkVendorHImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_runtime.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) (0, import_runtime.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_61, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorIProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorIProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== void 0) {
    n++;
    if (!Array.isArray($vendorITags)) (0, import_runtime.wrongType)(r, "vendorITags", "an array", $vendorITags);
    else if ($vendorITags.length > 1e3) (0, import_runtime.tooMany)(r, "vendorITags", "items", 1e3, $vendorITags.length, $vendorITags);
    else {
      s.push("vendorITags");
      const m = r.issues.length;
      for (let i = 0; i < $vendorITags.length; i++) {
        const y = $vendorITags[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($vendorITags.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $vendorITags);
      s.pop();
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_runtime.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_runtime.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorINodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_runtime.wrongType)(r, "image", "a string", $image);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_runtime.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== void 0) {
    n++;
    if (!Array.isArray($extraSshKeys)) (0, import_runtime.wrongType)(r, "extraSshKeys", "an array", $extraSshKeys);
    else if ($extraSshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "extraSshKeys", "items", 1e3, $extraSshKeys.length, $extraSshKeys);
    else {
      s.push("extraSshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $extraSshKeys.length; i++) {
        const y = $extraSshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($extraSshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $extraSshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== void 0) {
    n++;
    if (!Array.isArray($reservedIPs)) (0, import_runtime.wrongType)(r, "reservedIPs", "an array", $reservedIPs);
    else if ($reservedIPs.length > 1e3) (0, import_runtime.tooMany)(r, "reservedIPs", "items", 1e3, $reservedIPs.length, $reservedIPs);
    else {
      s.push("reservedIPs");
      const m = r.issues.length;
      for (let i = 0; i < $reservedIPs.length; i++) {
        const y = $reservedIPs[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($reservedIPs.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $reservedIPs);
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_62, void 0);
}
function checkVendorINodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorINodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $vendorISize = v.vendorISize;
  if ($vendorISize !== void 0) {
    n++;
    if (typeof $vendorISize !== "string") (0, import_runtime.wrongType)(r, "vendorISize", "a string", $vendorISize);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    if (typeof $overrideImage !== "string") (0, import_runtime.wrongType)(r, "overrideImage", "a string", $overrideImage);
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_63, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorJProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorJProvider)", v);
  const s = r.path;
  let n = 0;
  const $projectId = v.projectId;
  if ($projectId === void 0) (0, import_runtime.missing)(r, "projectId");
  else {
    n++;
    if (typeof $projectId !== "string") (0, import_runtime.wrongType)(r, "projectId", "a string", $projectId);
  }
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (!Array.isArray($tags)) (0, import_runtime.wrongType)(r, "tags", "an array", $tags);
    else if ($tags.length > 1e3) (0, import_runtime.tooMany)(r, "tags", "items", 1e3, $tags.length, $tags);
    else {
      s.push("tags");
      const m = r.issues.length;
      for (let i = 0; i < $tags.length; i++) {
        const y = $tags[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($tags.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $tags);
      s.pop();
    }
  }
  const $metadata = v.metadata;
  if ($metadata !== void 0) {
    n++;
    if (typeof $metadata !== "object" || $metadata === null || Array.isArray($metadata)) (0, import_runtime.wrongType)(r, "metadata", "an object", $metadata);
    else {
      const keys = Object.keys($metadata);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "metadata", "keys", 1e3, keys.length, $metadata);
      else {
        s.push("metadata");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $metadata[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $network = v.network;
  if ($network === void 0) (0, import_runtime.missing)(r, "network");
  else {
    n++;
    if (typeof $network !== "string") (0, import_runtime.wrongType)(r, "network", "a string", $network);
  }
  const $saKeyLink = v.saKeyLink;
  if ($saKeyLink === void 0) (0, import_runtime.missing)(r, "saKeyLink");
  else {
    n++;
    if (typeof $saKeyLink !== "string") (0, import_runtime.wrongType)(r, "saKeyLink", "a string", $saKeyLink);
    else {
      if (!FORM_20.pattern.test($saKeyLink)) (0, import_runtime.noMatch)(r, "saKeyLink", $saKeyLink, FORM_20);
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorJImage($image, r, "image");
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorJNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_64, void 0);
}
function checkVendorJImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorJImage)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    if (typeof $recommended !== "string") (0, import_runtime.wrongType)(r, "recommended", "a string", $recommended);
  }
  const $family = v.family;
  if ($family !== void 0) {
    n++;
    s.push("family");
    checkVendorJImageFamily($family, r);
    s.pop();
  }
  const $exact = v.exact;
  if ($exact !== void 0) {
    n++;
    if (typeof $exact !== "string") (0, import_runtime.wrongType)(r, "exact", "a string", $exact);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_65, void 0);
  if (n !== 1) {
    const values = [$recommended, $family, $exact];
    const set = MEMBERS_66.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_66);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorJImageFamily(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorJImageFamily)", v);
  let n = 0;
  const $project = v.project;
  if ($project !== void 0) {
    n++;
    if (typeof $project !== "string") (0, import_runtime.wrongType)(r, "project", "a string", $project);
  }
  const $family = v.family;
  if ($family !== void 0) {
    n++;
    if (typeof $family !== "string") (0, import_runtime.wrongType)(r, "family", "a string", $family);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_67, void 0);
}
function checkVendorJNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorJNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_runtime.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_runtime.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_runtime.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_runtime.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $machineType = v.machineType;
  if ($machineType === void 0) (0, import_runtime.missing)(r, "machineType");
  else {
    n++;
    if (typeof $machineType !== "string") (0, import_runtime.wrongType)(r, "machineType", "a string", $machineType);
  }
  const $assignPublicIP = v.assignPublicIP;
  if ($assignPublicIP !== void 0) {
    n++;
    if (typeof $assignPublicIP !== "boolean") (0, import_runtime.wrongType)(r, "assignPublicIP", "a boolean", $assignPublicIP);
  }
  const $zone = v.zone;
  if ($zone === void 0) (0, import_runtime.missing)(r, "zone");
  else {
    n++;
    if (typeof $zone !== "string") (0, import_runtime.wrongType)(r, "zone", "a string", $zone);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    s.push("overrideImage");
    checkVendorJImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_runtime.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 20) (0, import_runtime.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 20; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_runtime.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_runtime.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_runtime.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_runtime.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $preemptible = v.preemptible;
  if ($preemptible !== void 0) {
    n++;
    if (typeof $preemptible !== "boolean") (0, import_runtime.wrongType)(r, "preemptible", "a boolean", $preemptible);
  }
  const $subnet = v.subnet;
  if ($subnet !== void 0) {
    n++;
    if (typeof $subnet !== "string") (0, import_runtime.wrongType)(r, "subnet", "a string", $subnet);
  }
  const $localPersistentDisks = v.localPersistentDisks;
  if ($localPersistentDisks !== void 0) {
    n++;
    if (!(typeof $localPersistentDisks === "number" && Number.isInteger($localPersistentDisks))) (0, import_runtime.wrongType)(r, "localPersistentDisks", "an integer", $localPersistentDisks);
    else {
      if ($localPersistentDisks < 0) (0, import_runtime.outOfBounds)(r, "localPersistentDisks", "MINIMUM", "must be at least 0; got " + $localPersistentDisks);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_68, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_runtime.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkAddOns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (AddOns)", v);
  const s = r.path;
  let n = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== void 0) {
    n++;
    s.push("dashboard");
    checkDashboardAddOn($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== void 0) {
    n++;
    s.push("dashboardAlt");
    checkDashboardAltAddOn($dashboardAlt, r);
    s.pop();
  }
  const $vendorHWorkloadIdentity = v.vendorHWorkloadIdentity;
  if ($vendorHWorkloadIdentity !== void 0) {
    n++;
    s.push("vendorHWorkloadIdentity");
    checkVendorHWorkloadIdentityAddOn($vendorHWorkloadIdentity, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== void 0) {
    n++;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityAddOn($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $localPathStorage = v.localPathStorage;
  if ($localPathStorage !== void 0) {
    n++;
    s.push("localPathStorage");
    checkLocalPathStorageAddOn($localPathStorage, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== void 0) {
    n++;
    s.push("metrics");
    checkMetricsAddOn($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== void 0) {
    n++;
    s.push("logs");
    checkLogsAddOn($logs, r);
    s.pop();
  }
  const $registryMirror = v.registryMirror;
  if ($registryMirror !== void 0) {
    n++;
    s.push("registryMirror");
    checkRegistryMirrorAddOn($registryMirror, r);
    s.pop();
  }
  const $vendorK = v.vendorK;
  if ($vendorK !== void 0) {
    n++;
    s.push("vendorK");
    checkVendorKAddOn($vendorK, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== void 0) {
    n++;
    s.push("vendorBEFS");
    checkVendorBEfsAddOn($vendorBEFS, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== void 0) {
    n++;
    s.push("vendorBECR");
    checkVendorBEcrAddOn($vendorBECR, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== void 0) {
    n++;
    s.push("vendorBELB");
    checkVendorBElbAddOn($vendorBELB, r);
    s.pop();
  }
  const $vendorHACR = v.vendorHACR;
  if ($vendorHACR !== void 0) {
    n++;
    s.push("vendorHACR");
    checkVendorHAcrAddOn($vendorHACR, r);
    s.pop();
  }
  const $sysbox = v.sysbox;
  if ($sysbox !== void 0) {
    n++;
    s.push("sysbox");
    checkSysboxAddOn($sysbox, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== void 0) {
    n++;
    s.push("byok");
    checkByokAddOn($byok, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_69, void 0);
}
function checkDashboardAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (DashboardAddOn)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkDashboardAltAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (DashboardAltAddOn)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkVendorHWorkloadIdentityAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorHWorkloadIdentityAddOn)", v);
  let n = 0;
  const $tenantId = v.tenantId;
  if ($tenantId !== void 0) {
    n++;
    if (typeof $tenantId !== "string") (0, import_runtime.wrongType)(r, "tenantId", "a string", $tenantId);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_70, void 0);
}
function checkVendorBWorkloadIdentityAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBWorkloadIdentityAddOn)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkLocalPathStorageAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (LocalPathStorageAddOn)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkMetricsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (MetricsAddOn)", v);
  const s = r.path;
  let n = 0;
  const $kubeState = v.kubeState;
  if ($kubeState !== void 0) {
    n++;
    if (typeof $kubeState !== "boolean") (0, import_runtime.wrongType)(r, "kubeState", "a boolean", $kubeState);
  }
  const $coreDns = v.coreDns;
  if ($coreDns !== void 0) {
    n++;
    if (typeof $coreDns !== "boolean") (0, import_runtime.wrongType)(r, "coreDns", "a boolean", $coreDns);
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== void 0) {
    n++;
    if (typeof $kubelet !== "boolean") (0, import_runtime.wrongType)(r, "kubelet", "a boolean", $kubelet);
  }
  const $apiserver = v.apiserver;
  if ($apiserver !== void 0) {
    n++;
    if (typeof $apiserver !== "boolean") (0, import_runtime.wrongType)(r, "apiserver", "a boolean", $apiserver);
  }
  const $nodeExporter = v.nodeExporter;
  if ($nodeExporter !== void 0) {
    n++;
    if (typeof $nodeExporter !== "boolean") (0, import_runtime.wrongType)(r, "nodeExporter", "a boolean", $nodeExporter);
  }
  const $cadvisor = v.cadvisor;
  if ($cadvisor !== void 0) {
    n++;
    if (typeof $cadvisor !== "boolean") (0, import_runtime.wrongType)(r, "cadvisor", "a boolean", $cadvisor);
  }
  const $scrapeAnnotated = v.scrapeAnnotated;
  if ($scrapeAnnotated !== void 0) {
    n++;
    s.push("scrapeAnnotated");
    checkMetricsScrapeAnnotated($scrapeAnnotated, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_71, void 0);
}
function checkMetricsScrapeAnnotated(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (MetricsScrapeAnnotated)", v);
  let n = 0;
  const $intervalSeconds = v.intervalSeconds;
  if ($intervalSeconds !== void 0) {
    n++;
    if (!(typeof $intervalSeconds === "number" && Number.isInteger($intervalSeconds))) (0, import_runtime.wrongType)(r, "intervalSeconds", "an integer", $intervalSeconds);
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== void 0) {
    n++;
    if (typeof $includeNamespaces !== "string") (0, import_runtime.wrongType)(r, "includeNamespaces", "a string", $includeNamespaces);
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== void 0) {
    n++;
    if (typeof $excludeNamespaces !== "string") (0, import_runtime.wrongType)(r, "excludeNamespaces", "a string", $excludeNamespaces);
  }
  const $retainLabels = v.retainLabels;
  if ($retainLabels !== void 0) {
    n++;
    if (typeof $retainLabels !== "string") (0, import_runtime.wrongType)(r, "retainLabels", "a string", $retainLabels);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_72, void 0);
}
function checkLogsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (LogsAddOn)", v);
  let n = 0;
  const $auditEnabled = v.auditEnabled;
  if ($auditEnabled !== void 0) {
    n++;
    if (typeof $auditEnabled !== "boolean") (0, import_runtime.wrongType)(r, "auditEnabled", "a boolean", $auditEnabled);
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== void 0) {
    n++;
    if (typeof $includeNamespaces !== "string") (0, import_runtime.wrongType)(r, "includeNamespaces", "a string", $includeNamespaces);
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== void 0) {
    n++;
    if (typeof $excludeNamespaces !== "string") (0, import_runtime.wrongType)(r, "excludeNamespaces", "a string", $excludeNamespaces);
  }
  const $docker = v.docker;
  if ($docker !== void 0) {
    n++;
    if (typeof $docker !== "boolean") (0, import_runtime.wrongType)(r, "docker", "a boolean", $docker);
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== void 0) {
    n++;
    if (typeof $kubelet !== "boolean") (0, import_runtime.wrongType)(r, "kubelet", "a boolean", $kubelet);
  }
  const $kernel = v.kernel;
  if ($kernel !== void 0) {
    n++;
    if (typeof $kernel !== "boolean") (0, import_runtime.wrongType)(r, "kernel", "a boolean", $kernel);
  }
  const $events = v.events;
  if ($events !== void 0) {
    n++;
    if (typeof $events !== "boolean") (0, import_runtime.wrongType)(r, "events", "a boolean", $events);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_73, void 0);
}
function checkRegistryMirrorAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (RegistryMirrorAddOn)", v);
  const s = r.path;
  let n = 0;
  const $mirrors = v.mirrors;
  if ($mirrors !== void 0) {
    n++;
    if (!Array.isArray($mirrors)) (0, import_runtime.wrongType)(r, "mirrors", "an array", $mirrors);
    else if ($mirrors.length > 1e3) (0, import_runtime.tooMany)(r, "mirrors", "items", 1e3, $mirrors.length, $mirrors);
    else {
      s.push("mirrors", 0);
      const d = s.length - 1;
      for (let i = 0; i < $mirrors.length; i++) {
        s[d] = i;
        checkRegistryMirror($mirrors[i], r);
      }
      s.pop();
      if ($mirrors.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $mirrors, "registry");
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_74, void 0);
}
function checkRegistryMirror(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (RegistryMirror)", v);
  const s = r.path;
  let n = 0;
  const $registry = v.registry;
  if ($registry === void 0) (0, import_runtime.missing)(r, "registry");
  else {
    n++;
    if (typeof $registry !== "string") (0, import_runtime.wrongType)(r, "registry", "a string", $registry);
  }
  const $mirrors = v.mirrors;
  if ($mirrors !== void 0) {
    n++;
    if (!Array.isArray($mirrors)) (0, import_runtime.wrongType)(r, "mirrors", "an array", $mirrors);
    else if ($mirrors.length > 1e3) (0, import_runtime.tooMany)(r, "mirrors", "items", 1e3, $mirrors.length, $mirrors);
    else {
      s.push("mirrors");
      const m = r.issues.length;
      for (let i = 0; i < $mirrors.length; i++) {
        const y = $mirrors[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($mirrors.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $mirrors);
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_75, void 0);
}
function checkVendorKAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorKAddOn)", v);
  let n = 0;
  const $taintGPUNodes = v.taintGPUNodes;
  if ($taintGPUNodes !== void 0) {
    n++;
    if (typeof $taintGPUNodes !== "boolean") (0, import_runtime.wrongType)(r, "taintGPUNodes", "a boolean", $taintGPUNodes);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_76, void 0);
}
function checkVendorBEfsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBEfsAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === void 0) (0, import_runtime.missing)(r, "roleArn");
  else {
    n++;
    if (typeof $roleArn !== "string") (0, import_runtime.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_77, void 0);
}
function checkVendorBEcrAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBEcrAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== void 0) {
    n++;
    if (typeof $roleArn !== "string") (0, import_runtime.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_77, void 0);
}
function checkVendorBElbAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBElbAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== void 0) {
    n++;
    if (typeof $roleArn !== "string") (0, import_runtime.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_77, void 0);
}
function checkVendorHAcrAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorHAcrAddOn)", v);
  let n = 0;
  const $clientId = v.clientId;
  if ($clientId === void 0) (0, import_runtime.missing)(r, "clientId");
  else {
    n++;
    if (typeof $clientId !== "string") (0, import_runtime.wrongType)(r, "clientId", "a string", $clientId);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_78, void 0);
}
function checkSysboxAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (SysboxAddOn)", v);
  if ((0, import_runtime.countKeys)(v) !== 0) (0, import_runtime.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkByokAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokAddOn)", v);
  const s = r.path;
  let n = 0;
  const $ignoreUpdates = v.ignoreUpdates;
  if ($ignoreUpdates !== void 0) {
    n++;
    if (typeof $ignoreUpdates !== "boolean") (0, import_runtime.wrongType)(r, "ignoreUpdates", "a boolean", $ignoreUpdates);
  }
  const $location = v.location;
  if ($location === void 0) (0, import_runtime.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_runtime.wrongType)(r, "location", "a string", $location);
    else {
      if (!FORM_20.pattern.test($location)) (0, import_runtime.noMatch)(r, "location", $location, FORM_20);
    }
  }
  const $config = v.config;
  if ($config !== void 0) {
    n++;
    s.push("config");
    checkByokConfig($config, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_79, void 0);
}
function checkByokConfig(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokConfig)", v);
  const s = r.path;
  let n = 0;
  const $actuator = v.actuator;
  if ($actuator !== void 0) {
    n++;
    s.push("actuator");
    checkByokActuator($actuator, r);
    s.pop();
  }
  const $middlebox = v.middlebox;
  if ($middlebox !== void 0) {
    n++;
    s.push("middlebox");
    checkByokMiddlebox($middlebox, r);
    s.pop();
  }
  const $common = v.common;
  if ($common !== void 0) {
    n++;
    s.push("common");
    checkByokCommon($common, r);
    s.pop();
  }
  const $longhorn = v.longhorn;
  if ($longhorn !== void 0) {
    n++;
    s.push("longhorn");
    checkByokLonghorn($longhorn, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== void 0) {
    n++;
    s.push("byok");
    checkByokStorageClasses($byok, r);
    s.pop();
  }
  const $ingress = v.ingress;
  if ($ingress !== void 0) {
    n++;
    s.push("ingress");
    checkByokIngress($ingress, r);
    s.pop();
  }
  const $istio = v.istio;
  if ($istio !== void 0) {
    n++;
    s.push("istio");
    checkByokIstio($istio, r);
    s.pop();
  }
  const $logSplitter = v.logSplitter;
  if ($logSplitter !== void 0) {
    n++;
    s.push("logSplitter");
    checkByokLogSplitter($logSplitter, r);
    s.pop();
  }
  const $monitoring = v.monitoring;
  if ($monitoring !== void 0) {
    n++;
    s.push("monitoring");
    checkByokMonitoring($monitoring, r);
    s.pop();
  }
  const $redis = v.redis;
  if ($redis !== void 0) {
    n++;
    s.push("redis");
    checkByokRedis($redis, r);
    s.pop();
  }
  const $redisHa = v.redisHa;
  if ($redisHa !== void 0) {
    n++;
    s.push("redisHa");
    checkByokRedisHa($redisHa, r);
    s.pop();
  }
  const $redisSentinel = v.redisSentinel;
  if ($redisSentinel !== void 0) {
    n++;
    s.push("redisSentinel");
    checkByokRedisSentinel($redisSentinel, r);
    s.pop();
  }
  const $tempoAgent = v.tempoAgent;
  if ($tempoAgent !== void 0) {
    n++;
    s.push("tempoAgent");
    checkByokTempoAgent($tempoAgent, r);
    s.pop();
  }
  const $internalDns = v.internalDns;
  if ($internalDns !== void 0) {
    n++;
    s.push("internalDns");
    checkByokInternalDns($internalDns, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_80, void 0);
}
function checkByokActuator(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokActuator)", v);
  const s = r.path;
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $logLevel = v.logLevel;
  if ($logLevel !== void 0) {
    n++;
    if (typeof $logLevel !== "string") (0, import_runtime.wrongType)(r, "logLevel", "a string", $logLevel);
    else {
      if ($logLevel !== "trace" && $logLevel !== "info" && $logLevel !== "error") (0, import_runtime.notInEnum)(r, "logLevel", $logLevel, ENUM_81);
    }
  }
  const $env = v.env;
  if ($env !== void 0) {
    n++;
    if (typeof $env !== "object" || $env === null || Array.isArray($env)) (0, import_runtime.wrongType)(r, "env", "an object", $env);
    else {
      const keys = Object.keys($env);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "env", "keys", 1e3, keys.length, $env);
      else {
        s.push("env");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $env[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_82, void 0);
}
function checkByokMiddlebox(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokMiddlebox)", v);
  let n = 0;
  const $enabled = v.enabled;
  if ($enabled !== void 0) {
    n++;
    if (typeof $enabled !== "boolean") (0, import_runtime.wrongType)(r, "enabled", "a boolean", $enabled);
  }
  const $bandwidthAlertMbps = v.bandwidthAlertMbps;
  if ($bandwidthAlertMbps !== void 0) {
    n++;
    if (!(typeof $bandwidthAlertMbps === "number" && Number.isInteger($bandwidthAlertMbps))) (0, import_runtime.wrongType)(r, "bandwidthAlertMbps", "an integer", $bandwidthAlertMbps);
  }
  const $port = v.port;
  if ($port !== void 0) {
    n++;
    if (!(typeof $port === "number" && Number.isInteger($port))) (0, import_runtime.wrongType)(r, "port", "an integer", $port);
  }
  const $ip = v.ip;
  if ($ip !== void 0) {
    n++;
    if (typeof $ip !== "string") (0, import_runtime.wrongType)(r, "ip", "a string", $ip);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_83, void 0);
}
function checkByokCommon(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokCommon)", v);
  const s = r.path;
  let n = 0;
  const $deploymentReplicas = v.deploymentReplicas;
  if ($deploymentReplicas !== void 0) {
    n++;
    if (!(typeof $deploymentReplicas === "number" && Number.isInteger($deploymentReplicas))) (0, import_runtime.wrongType)(r, "deploymentReplicas", "an integer", $deploymentReplicas);
  }
  const $pdb = v.pdb;
  if ($pdb !== void 0) {
    n++;
    s.push("pdb");
    checkByokPodDisruptionBudget($pdb, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_84, void 0);
}
function checkByokPodDisruptionBudget(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokPodDisruptionBudget)", v);
  let n = 0;
  const $maxUnavailable = v.maxUnavailable;
  if ($maxUnavailable !== void 0) {
    n++;
    if (!(typeof $maxUnavailable === "number" && Number.isInteger($maxUnavailable))) (0, import_runtime.wrongType)(r, "maxUnavailable", "an integer", $maxUnavailable);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_85, void 0);
}
function checkByokLonghorn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokLonghorn)", v);
  let n = 0;
  const $numberOfReplicas = v.numberOfReplicas;
  if ($numberOfReplicas !== void 0) {
    n++;
    if (!(typeof $numberOfReplicas === "number" && Number.isInteger($numberOfReplicas))) (0, import_runtime.wrongType)(r, "numberOfReplicas", "an integer", $numberOfReplicas);
  }
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) (0, import_runtime.wrongType)(r, "replicas", "an integer", $replicas);
  }
  const $isDefault = v.isDefault;
  if ($isDefault !== void 0) {
    n++;
    if (typeof $isDefault !== "boolean") (0, import_runtime.wrongType)(r, "isDefault", "a boolean", $isDefault);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_86, void 0);
}
function checkByokStorageClasses(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokStorageClasses)", v);
  let n = 0;
  const $noDefaultStorageClasses = v.noDefaultStorageClasses;
  if ($noDefaultStorageClasses !== void 0) {
    n++;
    if (typeof $noDefaultStorageClasses !== "boolean") (0, import_runtime.wrongType)(r, "noDefaultStorageClasses", "a boolean", $noDefaultStorageClasses);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_87, void 0);
}
function checkByokIngress(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokIngress)", v);
  let n = 0;
  const $cpu = v.cpu;
  if ($cpu !== void 0) {
    n++;
    if (typeof $cpu !== "string") (0, import_runtime.wrongType)(r, "cpu", "a string", $cpu);
    else {
      if (!FORM_47.pattern.test($cpu)) (0, import_runtime.noMatch)(r, "cpu", $cpu, FORM_47);
    }
  }
  const $memory = v.memory;
  if ($memory !== void 0) {
    n++;
    if (typeof $memory !== "string") (0, import_runtime.wrongType)(r, "memory", "a string", $memory);
    else {
      if (!FORM_47.pattern.test($memory)) (0, import_runtime.noMatch)(r, "memory", $memory, FORM_47);
    }
  }
  const $targetPercent = v.targetPercent;
  if ($targetPercent !== void 0) {
    n++;
    if (!(typeof $targetPercent === "number" && Number.isInteger($targetPercent))) (0, import_runtime.wrongType)(r, "targetPercent", "an integer", $targetPercent);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_88, void 0);
}
function checkByokIstio(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokIstio)", v);
  const s = r.path;
  let n = 0;
  const $istiod = v.istiod;
  if ($istiod !== void 0) {
    n++;
    s.push("istiod");
    checkByokIstiod($istiod, r);
    s.pop();
  }
  const $ingressgateway = v.ingressgateway;
  if ($ingressgateway !== void 0) {
    n++;
    s.push("ingressgateway");
    checkByokIstioIngressGateway($ingressgateway, r);
    s.pop();
  }
  const $sidecar = v.sidecar;
  if ($sidecar !== void 0) {
    n++;
    s.push("sidecar");
    checkByokIstioSidecar($sidecar, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_89, void 0);
}
function checkByokIstiod(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokIstiod)", v);
  let n = 0;
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) (0, import_runtime.wrongType)(r, "replicas", "an integer", $replicas);
  }
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== void 0) {
    n++;
    if (!(typeof $pdb === "number" && Number.isInteger($pdb))) (0, import_runtime.wrongType)(r, "pdb", "an integer", $pdb);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_90, void 0);
}
function checkByokIstioIngressGateway(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokIstioIngressGateway)", v);
  let n = 0;
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) (0, import_runtime.wrongType)(r, "replicas", "an integer", $replicas);
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_91, void 0);
}
function checkByokIstioSidecar(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokIstioSidecar)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_92, void 0);
}
function checkByokLogSplitter(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokLogSplitter)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $memBufferSize = v.memBufferSize;
  if ($memBufferSize !== void 0) {
    n++;
    if (typeof $memBufferSize !== "string") (0, import_runtime.wrongType)(r, "memBufferSize", "a string", $memBufferSize);
  }
  const $perPodRate = v.perPodRate;
  if ($perPodRate !== void 0) {
    n++;
    if (!(typeof $perPodRate === "number" && Number.isInteger($perPodRate))) (0, import_runtime.wrongType)(r, "perPodRate", "an integer", $perPodRate);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_93, void 0);
}
function checkByokMonitoring(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokMonitoring)", v);
  const s = r.path;
  let n = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $kubeStateMetrics = v.kubeStateMetrics;
  if ($kubeStateMetrics !== void 0) {
    n++;
    s.push("kubeStateMetrics");
    checkByokKubeStateMetrics($kubeStateMetrics, r);
    s.pop();
  }
  const $prometheus = v.prometheus;
  if ($prometheus !== void 0) {
    n++;
    s.push("prometheus");
    checkByokPrometheus($prometheus, r);
    s.pop();
  }
  const $remoteWrite = v.remoteWrite;
  if ($remoteWrite !== void 0) {
    n++;
    if (!Array.isArray($remoteWrite)) (0, import_runtime.wrongType)(r, "remoteWrite", "an array", $remoteWrite);
    else if ($remoteWrite.length > 1e3) (0, import_runtime.tooMany)(r, "remoteWrite", "items", 1e3, $remoteWrite.length, $remoteWrite);
    else {
      s.push("remoteWrite", 0);
      const d = s.length - 1;
      for (let i = 0; i < $remoteWrite.length; i++) {
        s[d] = i;
        checkRemoteWrite($remoteWrite[i], r);
      }
      s.pop();
      if ($remoteWrite.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $remoteWrite, "url");
      s.pop();
    }
  }
  const $externalLabels = v.externalLabels;
  if ($externalLabels !== void 0) {
    n++;
    if (typeof $externalLabels !== "object" || $externalLabels === null || Array.isArray($externalLabels)) (0, import_runtime.wrongType)(r, "externalLabels", "an object", $externalLabels);
    else {
      const keys = Object.keys($externalLabels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "externalLabels", "keys", 1e3, keys.length, $externalLabels);
      else {
        s.push("externalLabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $externalLabels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_94, void 0);
}
function checkByokKubeStateMetrics(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokKubeStateMetrics)", v);
  let n = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_95, void 0);
}
function checkByokPrometheus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokPrometheus)", v);
  const s = r.path;
  let n = 0;
  const $main = v.main;
  if ($main !== void 0) {
    n++;
    s.push("main");
    checkByokPrometheusMain($main, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_96, void 0);
}
function checkByokPrometheusMain(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokPrometheusMain)", v);
  let n = 0;
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (typeof $storage !== "string") (0, import_runtime.wrongType)(r, "storage", "a string", $storage);
    else {
      if (!FORM_47.pattern.test($storage)) (0, import_runtime.noMatch)(r, "storage", $storage, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_97, void 0);
}
function checkRemoteWrite(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (RemoteWrite)", v);
  const s = r.path;
  let n = 0;
  const $url = v.url;
  if ($url === void 0) (0, import_runtime.missing)(r, "url");
  else {
    n++;
    if (typeof $url !== "string") (0, import_runtime.wrongType)(r, "url", "a string", $url);
  }
  const $basic_auth = v.basic_auth;
  if ($basic_auth !== void 0) {
    n++;
    s.push("basic_auth");
    checkRemoteWriteBasicAuth($basic_auth, r);
    s.pop();
  }
  const $authorization = v.authorization;
  if ($authorization !== void 0) {
    n++;
    s.push("authorization");
    checkRemoteWriteAuthorization($authorization, r);
    s.pop();
  }
  const $oauth2 = v.oauth2;
  if ($oauth2 !== void 0) {
    n++;
    s.push("oauth2");
    checkFreeFormObject($oauth2, r);
    s.pop();
  }
  const $follow_redirects = v.follow_redirects;
  if ($follow_redirects !== void 0) {
    n++;
    if (typeof $follow_redirects !== "boolean") (0, import_runtime.wrongType)(r, "follow_redirects", "a boolean", $follow_redirects);
  }
  const $enable_http2 = v.enable_http2;
  if ($enable_http2 !== void 0) {
    n++;
    if (typeof $enable_http2 !== "boolean") (0, import_runtime.wrongType)(r, "enable_http2", "a boolean", $enable_http2);
  }
  const $tls_config = v.tls_config;
  if ($tls_config !== void 0) {
    n++;
    s.push("tls_config");
    checkFreeFormObject($tls_config, r);
    s.pop();
  }
  const $proxy_url = v.proxy_url;
  if ($proxy_url !== void 0) {
    n++;
    if (typeof $proxy_url !== "string") (0, import_runtime.wrongType)(r, "proxy_url", "a string", $proxy_url);
  }
  const $no_proxy = v.no_proxy;
  if ($no_proxy !== void 0) {
    n++;
    if (typeof $no_proxy !== "string") (0, import_runtime.wrongType)(r, "no_proxy", "a string", $no_proxy);
  }
  const $proxy_from_environment = v.proxy_from_environment;
  if ($proxy_from_environment !== void 0) {
    n++;
    if (typeof $proxy_from_environment !== "boolean") (0, import_runtime.wrongType)(r, "proxy_from_environment", "a boolean", $proxy_from_environment);
  }
  const $proxy_connect_header = v.proxy_connect_header;
  if ($proxy_connect_header !== void 0) {
    n++;
    s.push("proxy_connect_header");
    checkFreeFormObject($proxy_connect_header, r);
    s.pop();
  }
  const $http_headers = v.http_headers;
  if ($http_headers !== void 0) {
    n++;
    s.push("http_headers");
    checkFreeFormObject($http_headers, r);
    s.pop();
  }
  const $remote_timeout = v.remote_timeout;
  if ($remote_timeout !== void 0) {
    n++;
    if (typeof $remote_timeout !== "string") (0, import_runtime.wrongType)(r, "remote_timeout", "a string", $remote_timeout);
  }
  const $headers = v.headers;
  if ($headers !== void 0) {
    n++;
    s.push("headers");
    checkFreeFormObject($headers, r);
    s.pop();
  }
  const $write_relabel_configs = v.write_relabel_configs;
  if ($write_relabel_configs !== void 0) {
    n++;
    if (!Array.isArray($write_relabel_configs)) (0, import_runtime.wrongType)(r, "write_relabel_configs", "an array", $write_relabel_configs);
    else if ($write_relabel_configs.length > 1e3) (0, import_runtime.tooMany)(r, "write_relabel_configs", "items", 1e3, $write_relabel_configs.length, $write_relabel_configs);
    else {
      s.push("write_relabel_configs", 0);
      const d = s.length - 1;
      for (let i = 0; i < $write_relabel_configs.length; i++) {
        s[d] = i;
        checkFreeFormObject($write_relabel_configs[i], r);
      }
      s.pop();
      s.pop();
    }
  }
  const $name = v.name;
  if ($name !== void 0) {
    n++;
    if (typeof $name !== "string") (0, import_runtime.wrongType)(r, "name", "a string", $name);
  }
  const $send_exemplars = v.send_exemplars;
  if ($send_exemplars !== void 0) {
    n++;
    if (typeof $send_exemplars !== "boolean") (0, import_runtime.wrongType)(r, "send_exemplars", "a boolean", $send_exemplars);
  }
  const $send_native_histograms = v.send_native_histograms;
  if ($send_native_histograms !== void 0) {
    n++;
    if (typeof $send_native_histograms !== "boolean") (0, import_runtime.wrongType)(r, "send_native_histograms", "a boolean", $send_native_histograms);
  }
  const $vendorB_sigv4 = v.vendorB_sigv4;
  if ($vendorB_sigv4 !== void 0) {
    n++;
    s.push("vendorB_sigv4");
    checkFreeFormObject($vendorB_sigv4, r);
    s.pop();
  }
  const $vendorH_ad = v.vendorH_ad;
  if ($vendorH_ad !== void 0) {
    n++;
    s.push("vendorH_ad");
    checkFreeFormObject($vendorH_ad, r);
    s.pop();
  }
  const $vendorJ_iam = v.vendorJ_iam;
  if ($vendorJ_iam !== void 0) {
    n++;
    s.push("vendorJ_iam");
    checkFreeFormObject($vendorJ_iam, r);
    s.pop();
  }
  const $queue_config = v.queue_config;
  if ($queue_config !== void 0) {
    n++;
    s.push("queue_config");
    checkFreeFormObject($queue_config, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_98, void 0);
}
function checkRemoteWriteBasicAuth(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (RemoteWriteBasicAuth)", v);
  let n = 0;
  const $username = v.username;
  if ($username !== void 0) {
    n++;
    if (typeof $username !== "string") (0, import_runtime.wrongType)(r, "username", "a string", $username);
  }
  const $username_file = v.username_file;
  if ($username_file !== void 0) {
    n++;
    if (typeof $username_file !== "string") (0, import_runtime.wrongType)(r, "username_file", "a string", $username_file);
  }
  const $password = v.password;
  if ($password !== void 0) {
    n++;
    if (typeof $password !== "string") (0, import_runtime.wrongType)(r, "password", "a string", $password);
  }
  const $password_file = v.password_file;
  if ($password_file !== void 0) {
    n++;
    if (typeof $password_file !== "string") (0, import_runtime.wrongType)(r, "password_file", "a string", $password_file);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_99, void 0);
}
function checkRemoteWriteAuthorization(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (RemoteWriteAuthorization)", v);
  let n = 0;
  const $type = v.type;
  if ($type !== void 0) {
    n++;
    if (typeof $type !== "string") (0, import_runtime.wrongType)(r, "type", "a string", $type);
  }
  const $credentials = v.credentials;
  if ($credentials !== void 0) {
    n++;
    if (typeof $credentials !== "string") (0, import_runtime.wrongType)(r, "credentials", "a string", $credentials);
  }
  const $credentials_file = v.credentials_file;
  if ($credentials_file !== void 0) {
    n++;
    if (typeof $credentials_file !== "string") (0, import_runtime.wrongType)(r, "credentials_file", "a string", $credentials_file);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_100, void 0);
}
function checkByokRedis(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokRedis)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (typeof $storage !== "string") (0, import_runtime.wrongType)(r, "storage", "a string", $storage);
    else {
      if (!FORM_47.pattern.test($storage)) (0, import_runtime.noMatch)(r, "storage", $storage, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_101, void 0);
}
function checkByokRedisHa(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokRedisHa)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (!(typeof $storage === "number" && Number.isInteger($storage))) (0, import_runtime.wrongType)(r, "storage", "an integer", $storage);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_101, void 0);
}
function checkByokRedisSentinel(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokRedisSentinel)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (!(typeof $storage === "number" && Number.isInteger($storage))) (0, import_runtime.wrongType)(r, "storage", "an integer", $storage);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_101, void 0);
}
function checkByokTempoAgent(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokTempoAgent)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_92, void 0);
}
function checkByokInternalDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ByokInternalDns)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_runtime.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_runtime.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_runtime.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_runtime.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_runtime.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_runtime.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_runtime.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_runtime.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_102, void 0);
}
function checkClusterStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterStatus)", v);
  const s = r.path;
  let n = 0;
  const $oidcProviderUrl = v.oidcProviderUrl;
  if ($oidcProviderUrl !== void 0) {
    n++;
    if (typeof $oidcProviderUrl !== "string") (0, import_runtime.wrongType)(r, "oidcProviderUrl", "a string", $oidcProviderUrl);
  }
  const $serverUrl = v.serverUrl;
  if ($serverUrl !== void 0) {
    n++;
    if (typeof $serverUrl !== "string") (0, import_runtime.wrongType)(r, "serverUrl", "a string", $serverUrl);
  }
  const $homeLocation = v.homeLocation;
  if ($homeLocation !== void 0) {
    n++;
    if (typeof $homeLocation !== "string") (0, import_runtime.wrongType)(r, "homeLocation", "a string", $homeLocation);
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    s.push("addOns");
    checkClusterStatusAddOns($addOns, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_103, void 0);
}
function checkClusterStatusAddOns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ClusterStatusAddOns)", v);
  const s = r.path;
  let n = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== void 0) {
    n++;
    s.push("dashboard");
    checkDashboardStatus($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== void 0) {
    n++;
    s.push("dashboardAlt");
    checkDashboardStatus($dashboardAlt, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== void 0) {
    n++;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityStatus($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== void 0) {
    n++;
    s.push("metrics");
    checkMetricsStatus($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== void 0) {
    n++;
    s.push("logs");
    checkLogsStatus($logs, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== void 0) {
    n++;
    s.push("vendorBECR");
    checkVendorBRoleStatus($vendorBECR, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== void 0) {
    n++;
    s.push("vendorBEFS");
    checkVendorBRoleStatus($vendorBEFS, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== void 0) {
    n++;
    s.push("vendorBELB");
    checkVendorBRoleStatus($vendorBELB, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_104, void 0);
}
function checkDashboardStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (DashboardStatus)", v);
  let n = 0;
  const $url = v.url;
  if ($url !== void 0) {
    n++;
    if (typeof $url !== "string") (0, import_runtime.wrongType)(r, "url", "a string", $url);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_105, void 0);
}
function checkVendorBWorkloadIdentityStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBWorkloadIdentityStatus)", v);
  const s = r.path;
  let n = 0;
  const $oidcProviderConfig = v.oidcProviderConfig;
  if ($oidcProviderConfig !== void 0) {
    n++;
    s.push("oidcProviderConfig");
    checkVendorBOidcProviderConfig($oidcProviderConfig, r);
    s.pop();
  }
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== void 0) {
    n++;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_106, void 0);
}
function checkVendorBOidcProviderConfig(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBOidcProviderConfig)", v);
  let n = 0;
  const $providerUrl = v.providerUrl;
  if ($providerUrl !== void 0) {
    n++;
    if (typeof $providerUrl !== "string") (0, import_runtime.wrongType)(r, "providerUrl", "a string", $providerUrl);
  }
  const $audience = v.audience;
  if ($audience !== void 0) {
    n++;
    if (typeof $audience !== "string") (0, import_runtime.wrongType)(r, "audience", "a string", $audience);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_107, void 0);
}
function checkMetricsStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (MetricsStatus)", v);
  const s = r.path;
  let n = 0;
  const $prometheusEndpoint = v.prometheusEndpoint;
  if ($prometheusEndpoint !== void 0) {
    n++;
    if (typeof $prometheusEndpoint !== "string") (0, import_runtime.wrongType)(r, "prometheusEndpoint", "a string", $prometheusEndpoint);
  }
  const $remoteWriteConfig = v.remoteWriteConfig;
  if ($remoteWriteConfig !== void 0) {
    n++;
    s.push("remoteWriteConfig");
    checkFreeFormObject($remoteWriteConfig, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_108, void 0);
}
function checkLogsStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (LogsStatus)", v);
  let n = 0;
  const $logStoreAddress = v.logStoreAddress;
  if ($logStoreAddress !== void 0) {
    n++;
    if (typeof $logStoreAddress !== "string") (0, import_runtime.wrongType)(r, "logStoreAddress", "a string", $logStoreAddress);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_109, void 0);
}
function checkVendorBRoleStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorBRoleStatus)", v);
  const s = r.path;
  let n = 0;
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== void 0) {
    n++;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_110, void 0);
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
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    if (typeof $description !== "string") (0, import_runtime.wrongType)(r, "description", "a string", $description);
    else {
      if ($description.length > 250 && (0, import_runtime.codePoints)($description) > 250) (0, import_runtime.outOfBounds)(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
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
          if (!(typeof y === "string" || typeof y === "number" && Number.isFinite(y) || typeof y === "boolean")) (0, import_runtime.wrongType)(r, k, "a string, a number or a boolean", y);
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
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_111, READ_ONLY_112);
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
    else {
      if (!FORM_6.pattern.test($version)) (0, import_runtime.noMatch)(r, "version", $version, FORM_6);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== void 0) {
    n++;
    if (!Array.isArray($firewall)) (0, import_runtime.wrongType)(r, "firewall", "an array", $firewall);
    else if ($firewall.length > 1e3) (0, import_runtime.tooMany)(r, "firewall", "items", 1e3, $firewall.length, $firewall);
    else {
      s.push("firewall", 0);
      const d = s.length - 1;
      for (let i = 0; i < $firewall.length; i++) {
        s[d] = i;
        checkFirewallEntry($firewall[i], r);
      }
      s.pop();
      if ($firewall.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $firewall, "sourceCIDR");
      s.pop();
    }
  }
  const $provider = v.provider;
  if ($provider === void 0) (0, import_runtime.missing)(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProviderCreate($provider, r, "provider");
    s.pop();
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_7, void 0);
}
function checkProviderCreate(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ProviderCreate)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $generic = v.generic;
  if ($generic !== void 0) {
    n++;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== void 0) {
    n++;
    s.push("vendorA");
    checkVendorAProviderCreate($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== void 0) {
    n++;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== void 0) {
    n++;
    s.push("vendorC");
    checkVendorCProviderCreate($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== void 0) {
    n++;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== void 0) {
    n++;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== void 0) {
    n++;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== void 0) {
    n++;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== void 0) {
    n++;
    s.push("vendorG");
    checkVendorGProviderCreate($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== void 0) {
    n++;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== void 0) {
    n++;
    s.push("vendorI");
    checkVendorIProviderCreate($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== void 0) {
    n++;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_11, void 0);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_12.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_runtime.notExactlyOne)(r, noun, set, MEMBERS_12);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorAProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorAProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== void 0) {
    n++;
    if (typeof $vendorALabels !== "object" || $vendorALabels === null || Array.isArray($vendorALabels)) (0, import_runtime.wrongType)(r, "vendorALabels", "an object", $vendorALabels);
    else {
      const keys = Object.keys($vendorALabels);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "vendorALabels", "keys", 1e3, keys.length, $vendorALabels);
      else {
        s.push("vendorALabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $vendorALabels[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_runtime.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_runtime.wrongType)(r, "networkId", "a string", $networkId);
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_runtime.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorANodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== void 0) {
    n++;
    if (!Array.isArray($dedicatedServerNodePools)) (0, import_runtime.wrongType)(r, "dedicatedServerNodePools", "an array", $dedicatedServerNodePools);
    else if ($dedicatedServerNodePools.length > 1e3) (0, import_runtime.tooMany)(r, "dedicatedServerNodePools", "items", 1e3, $dedicatedServerNodePools.length, $dedicatedServerNodePools);
    else {
      s.push("dedicatedServerNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $dedicatedServerNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($dedicatedServerNodePools[i], r);
      }
      s.pop();
      if ($dedicatedServerNodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $dedicatedServerNodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image !== void 0) {
    n++;
    if (typeof $image !== "string") (0, import_runtime.wrongType)(r, "image", "a string", $image);
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== void 0) {
    n++;
    if (typeof $sshKey !== "string") (0, import_runtime.wrongType)(r, "sshKey", "a string", $sshKey);
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== void 0) {
    n++;
    if (typeof $floatingIPSelector !== "object" || $floatingIPSelector === null || Array.isArray($floatingIPSelector)) (0, import_runtime.wrongType)(r, "floatingIPSelector", "an object", $floatingIPSelector);
    else {
      const keys = Object.keys($floatingIPSelector);
      if (keys.length > 1e3) (0, import_runtime.tooMany)(r, "floatingIPSelector", "keys", 1e3, keys.length, $floatingIPSelector);
      else {
        s.push("floatingIPSelector");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_runtime.badKey)(r, k, reason)) continue;
          const y = $floatingIPSelector[k];
          if (typeof y !== "string") (0, import_runtime.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_21, void 0);
}
function checkNetworkingDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (NetworkingDns)", v);
  let n = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_runtime.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_113, READ_ONLY_114);
}
function checkVendorCProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorCProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_runtime.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorCNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_runtime.wrongType)(r, "image", "a string", $image);
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== void 0) {
    n++;
    if (!Array.isArray($authorizedUsers)) (0, import_runtime.wrongType)(r, "authorizedUsers", "an array", $authorizedUsers);
    else if ($authorizedUsers.length > 1e3) (0, import_runtime.tooMany)(r, "authorizedUsers", "items", 1e3, $authorizedUsers.length, $authorizedUsers);
    else {
      s.push("authorizedUsers");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedUsers.length; i++) {
        const y = $authorizedUsers[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($authorizedUsers.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $authorizedUsers);
      s.pop();
    }
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== void 0) {
    n++;
    if (!Array.isArray($authorizedKeys)) (0, import_runtime.wrongType)(r, "authorizedKeys", "an array", $authorizedKeys);
    else if ($authorizedKeys.length > 1e3) (0, import_runtime.tooMany)(r, "authorizedKeys", "items", 1e3, $authorizedKeys.length, $authorizedKeys);
    else {
      s.push("authorizedKeys");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedKeys.length; i++) {
        const y = $authorizedKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($authorizedKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $authorizedKeys);
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_runtime.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_runtime.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_34, void 0);
}
function checkVendorGProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorGProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $connection = v.connection;
  if ($connection === void 0) (0, import_runtime.missing)(r, "connection");
  else {
    n++;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $location = v.location;
  if ($location === void 0) (0, import_runtime.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_runtime.wrongType)(r, "location", "a string", $location);
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== void 0) {
    n++;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === void 0) (0, import_runtime.missing)(r, "privateNetworkId");
  else {
    n++;
    if (typeof $privateNetworkId !== "string") (0, import_runtime.wrongType)(r, "privateNetworkId", "a string", $privateNetworkId);
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== void 0) {
    n++;
    if (typeof $firewallEnabled !== "boolean") (0, import_runtime.wrongType)(r, "firewallEnabled", "a boolean", $firewallEnabled);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorGNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $imageId = v.imageId;
  if ($imageId === void 0) (0, import_runtime.missing)(r, "imageId");
  else {
    n++;
    if (typeof $imageId !== "string") (0, import_runtime.wrongType)(r, "imageId", "a string", $imageId);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_runtime.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_49, void 0);
}
function checkVendorIProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (VendorIProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_runtime.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_runtime.wrongType)(r, "region", "a string", $region);
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== void 0) {
    n++;
    if (!Array.isArray($vendorITags)) (0, import_runtime.wrongType)(r, "vendorITags", "an array", $vendorITags);
    else if ($vendorITags.length > 1e3) (0, import_runtime.tooMany)(r, "vendorITags", "items", 1e3, $vendorITags.length, $vendorITags);
    else {
      s.push("vendorITags");
      const m = r.issues.length;
      for (let i = 0; i < $vendorITags.length; i++) {
        const y = $vendorITags[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($vendorITags.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $vendorITags);
      s.pop();
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_runtime.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_runtime.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_runtime.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_runtime.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_runtime.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_runtime.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_runtime.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_runtime.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorINodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_runtime.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_runtime.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_runtime.wrongType)(r, "image", "a string", $image);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_runtime.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== void 0) {
    n++;
    if (!Array.isArray($extraSshKeys)) (0, import_runtime.wrongType)(r, "extraSshKeys", "an array", $extraSshKeys);
    else if ($extraSshKeys.length > 1e3) (0, import_runtime.tooMany)(r, "extraSshKeys", "items", 1e3, $extraSshKeys.length, $extraSshKeys);
    else {
      s.push("extraSshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $extraSshKeys.length; i++) {
        const y = $extraSshKeys[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($extraSshKeys.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $extraSshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== void 0) {
    n++;
    if (!Array.isArray($reservedIPs)) (0, import_runtime.wrongType)(r, "reservedIPs", "an array", $reservedIPs);
    else if ($reservedIPs.length > 1e3) (0, import_runtime.tooMany)(r, "reservedIPs", "items", 1e3, $reservedIPs.length, $reservedIPs);
    else {
      s.push("reservedIPs");
      const m = r.issues.length;
      for (let i = 0; i < $reservedIPs.length; i++) {
        const y = $reservedIPs[i];
        if (typeof y !== "string") (0, import_runtime.wrongType)(r, i, "a string", y);
      }
      if ($reservedIPs.length > 1 && r.issues.length === m) (0, import_runtime.duplicateItems)(r, $reservedIPs);
      s.pop();
    }
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_62, void 0);
}
function checkApiError(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_runtime.wrongType)(r, void 0, "an object (ApiError)", v);
  const s = r.path;
  let n = 0;
  const $status = v.status;
  if ($status === void 0) (0, import_runtime.missing)(r, "status");
  else {
    n++;
    if (!(typeof $status === "number" && Number.isInteger($status))) (0, import_runtime.wrongType)(r, "status", "an integer", $status);
  }
  const $message = v.message;
  if ($message === void 0) (0, import_runtime.missing)(r, "message");
  else {
    n++;
    if (typeof $message !== "string") (0, import_runtime.wrongType)(r, "message", "a string", $message);
  }
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
  const $id = v.id;
  if ($id !== void 0) {
    n++;
    if (typeof $id !== "string") (0, import_runtime.wrongType)(r, "id", "a string", $id);
  }
  if ((0, import_runtime.countKeys)(v) !== n) (0, import_runtime.extraMembers)(r, v, FIELDS_115, void 0);
}
function checkFreeFormObject(v, r) {
  (0, import_runtime.checkFreeForm)(r, v, LIMITS_116);
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
