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
var import_conflicts = require("./conflicts.cjs");
var import_core = require("./core.cjs");
var import_messages = require("./messages.cjs");
var import_patch = require("./patch.cjs");
var import_values = require("./values.cjs");
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
const LEVEL_117 = { name: "ClusterCreate", kind: "object", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["description", { "kind": "scalar" }], ["tags", { "kind": "map" }], ["spec", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/tags", "$replace/spec"]), readOnly: /* @__PURE__ */ new Set(["id", "kind", "version", "created", "lastModified", "links", "alias", "status"]) };
const NAMES_118 = /* @__PURE__ */ new Set(["name", "description", "tags", "spec"]);
const LEVEL_119 = { name: "ClusterTags", kind: "map", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const FORM_120 = { title: "OpenKey", pattern: PATTERN_2 };
const LEVEL_121 = { name: "ClusterSpecCreate", kind: "object", fields: /* @__PURE__ */ new Map([["version", { "kind": "scalar" }], ["firewall", { "kind": "keyed-array", "key": "sourceCIDR" }], ["provider", { "kind": "object" }], ["addOns", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/firewall", "$retain/firewall", "$patch/firewall", "$append/firewall", "$replace/provider", "$replace/addOns"]) };
const NAMES_122 = /* @__PURE__ */ new Set(["version", "firewall", "provider", "addOns"]);
const LEVEL_123 = { name: "ProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["generic", { "kind": "object" }], ["vendorA", { "kind": "object" }], ["vendorB", { "kind": "object" }], ["vendorC", { "kind": "object" }], ["vendorD", { "kind": "object" }], ["vendorE", { "kind": "object" }], ["vendorF", { "kind": "object" }], ["ephemeral", { "kind": "object" }], ["vendorG", { "kind": "object" }], ["vendorH", { "kind": "object" }], ["vendorI", { "kind": "object" }], ["vendorJ", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/generic", "$replace/vendorA", "$replace/vendorB", "$replace/vendorC", "$replace/vendorD", "$replace/vendorE", "$replace/vendorF", "$replace/ephemeral", "$replace/vendorG", "$replace/vendorH", "$replace/vendorI", "$replace/vendorJ"]) };
const NAMES_124 = /* @__PURE__ */ new Set(["generic", "vendorA", "vendorB", "vendorC", "vendorD", "vendorE", "vendorF", "ephemeral", "vendorG", "vendorH", "vendorI", "vendorJ"]);
const LEVEL_125 = { name: "GenericProvider", kind: "object", fields: /* @__PURE__ */ new Map([["location", { "kind": "scalar" }], ["networking", { "kind": "object" }], ["nodePools", { "kind": "keyed-array", "key": "name" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/networking", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools"]) };
const NAMES_126 = /* @__PURE__ */ new Set(["location", "networking", "nodePools"]);
const LEVEL_127 = { name: "NetworkingFull", kind: "object", fields: /* @__PURE__ */ new Map([["serviceNetwork", { "kind": "scalar" }], ["podNetwork", { "kind": "scalar" }], ["dnsForwarder", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_128 = /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork", "dnsForwarder"]);
const LEVEL_129 = { name: "NodePoolBase", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_130 = /* @__PURE__ */ new Set(["labels", "taints"]);
const LEVEL_131 = { name: "StringMap", kind: "map", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_132 = { name: "Taint", kind: "element", fields: /* @__PURE__ */ new Map([["key", { "kind": "scalar" }], ["value", { "kind": "scalar" }], ["effect", { "kind": "scalar" }]]), identifier: "key", operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_133 = /* @__PURE__ */ new Set(["value", "effect"]);
const LEVEL_134 = { name: "VendorAProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["region", { "kind": "scalar" }], ["vendorALabels", { "kind": "map" }], ["networking", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }], ["tokenSecretLink", { "kind": "scalar" }], ["networkId", { "kind": "scalar" }], ["firewallId", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["dedicatedServerNodePools", { "kind": "keyed-array", "key": "name" }], ["image", { "kind": "scalar" }], ["sshKey", { "kind": "scalar" }], ["autoscaler", { "kind": "object" }], ["floatingIPSelector", { "kind": "map" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/vendorALabels", "$replace/networking", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$drop/dedicatedServerNodePools", "$retain/dedicatedServerNodePools", "$patch/dedicatedServerNodePools", "$append/dedicatedServerNodePools", "$replace/autoscaler", "$replace/floatingIPSelector"]) };
const NAMES_135 = /* @__PURE__ */ new Set(["region", "vendorALabels", "networking", "preInstallScript", "tokenSecretLink", "networkId", "firewallId", "nodePools", "dedicatedServerNodePools", "image", "sshKey", "autoscaler", "floatingIPSelector"]);
const LEVEL_136 = { name: "NetworkingDns", kind: "object", fields: /* @__PURE__ */ new Map([["dnsForwarder", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]), readOnly: /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork"]) };
const NAMES_137 = /* @__PURE__ */ new Set(["dnsForwarder"]);
const LEVEL_138 = { name: "Autoscaler", kind: "object", fields: /* @__PURE__ */ new Map([["expander", { "kind": "scalar-array" }], ["unneededTime", { "kind": "scalar" }], ["unreadyTime", { "kind": "scalar" }], ["utilizationThreshold", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/expander", "$retain/expander", "$append/expander"]) };
const NAMES_139 = /* @__PURE__ */ new Set(["expander", "unneededTime", "unreadyTime", "utilizationThreshold"]);
const LEVEL_140 = { name: "VendorANodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["serverType", { "kind": "scalar" }], ["overrideImage", { "kind": "scalar" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_141 = /* @__PURE__ */ new Set(["labels", "taints", "serverType", "overrideImage", "minSize", "maxSize"]);
const LEVEL_142 = { name: "VendorBProvider", kind: "object", fields: /* @__PURE__ */ new Map([["region", { "kind": "scalar" }], ["vendorBTags", { "kind": "map" }], ["skipCreateRoles", { "kind": "scalar" }], ["networking", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }], ["image", { "kind": "object" }], ["deployRoleArn", { "kind": "scalar" }], ["deployRoleChain", { "kind": "keyed-array", "key": "roleArn" }], ["vpcId", { "kind": "scalar" }], ["keyPair", { "kind": "scalar" }], ["diskEncryptionKeyArn", { "kind": "scalar" }], ["securityGroupIds", { "kind": "scalar-array" }], ["extraNodePolicies", { "kind": "scalar-array" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["autoscaler", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/vendorBTags", "$replace/networking", "$replace/image", "$drop/deployRoleChain", "$retain/deployRoleChain", "$patch/deployRoleChain", "$append/deployRoleChain", "$drop/securityGroupIds", "$retain/securityGroupIds", "$append/securityGroupIds", "$drop/extraNodePolicies", "$retain/extraNodePolicies", "$append/extraNodePolicies", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$replace/autoscaler"]) };
const NAMES_143 = /* @__PURE__ */ new Set(["region", "vendorBTags", "skipCreateRoles", "networking", "preInstallScript", "image", "deployRoleArn", "deployRoleChain", "vpcId", "keyPair", "diskEncryptionKeyArn", "securityGroupIds", "extraNodePolicies", "nodePools", "autoscaler"]);
const LEVEL_144 = { name: "VendorBImage", kind: "object", fields: /* @__PURE__ */ new Map([["recommended", { "kind": "scalar" }], ["exact", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_145 = /* @__PURE__ */ new Set(["recommended", "exact"]);
const LEVEL_146 = { name: "VendorBDeployRole", kind: "element", fields: /* @__PURE__ */ new Map([["roleArn", { "kind": "scalar" }], ["externalId", { "kind": "scalar" }], ["sessionNamePrefix", { "kind": "scalar" }]]), identifier: "roleArn", operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_147 = /* @__PURE__ */ new Set(["externalId", "sessionNamePrefix"]);
const LEVEL_148 = { name: "VendorBNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["instanceTypes", { "kind": "scalar-array" }], ["overrideImage", { "kind": "object" }], ["bootDiskSize", { "kind": "scalar" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }], ["onDemandBaseCapacity", { "kind": "scalar" }], ["onDemandPercentageAboveBaseCapacity", { "kind": "scalar" }], ["spotAllocationStrategy", { "kind": "scalar" }], ["subnetIds", { "kind": "scalar-array" }], ["extraSecurityGroupIds", { "kind": "scalar-array" }], ["cpuOptions", { "kind": "object" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints", "$drop/instanceTypes", "$retain/instanceTypes", "$append/instanceTypes", "$replace/overrideImage", "$drop/subnetIds", "$retain/subnetIds", "$append/subnetIds", "$drop/extraSecurityGroupIds", "$retain/extraSecurityGroupIds", "$append/extraSecurityGroupIds", "$replace/cpuOptions"]) };
const NAMES_149 = /* @__PURE__ */ new Set(["labels", "taints", "instanceTypes", "overrideImage", "bootDiskSize", "minSize", "maxSize", "onDemandBaseCapacity", "onDemandPercentageAboveBaseCapacity", "spotAllocationStrategy", "subnetIds", "extraSecurityGroupIds", "cpuOptions"]);
const LEVEL_150 = { name: "VendorBCpuOptions", kind: "object", fields: /* @__PURE__ */ new Map([["nestedVirtualization", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_151 = /* @__PURE__ */ new Set(["nestedVirtualization"]);
const LEVEL_152 = { name: "VendorCProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["region", { "kind": "scalar" }], ["tokenSecretLink", { "kind": "scalar" }], ["firewallId", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["image", { "kind": "scalar" }], ["authorizedUsers", { "kind": "scalar-array" }], ["authorizedKeys", { "kind": "scalar-array" }], ["vpcId", { "kind": "scalar" }], ["preInstallScript", { "kind": "scalar" }], ["networking", { "kind": "object" }], ["autoscaler", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$drop/authorizedUsers", "$retain/authorizedUsers", "$append/authorizedUsers", "$drop/authorizedKeys", "$retain/authorizedKeys", "$append/authorizedKeys", "$replace/networking", "$replace/autoscaler"]) };
const NAMES_153 = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "firewallId", "nodePools", "image", "authorizedUsers", "authorizedKeys", "vpcId", "preInstallScript", "networking", "autoscaler"]);
const LEVEL_154 = { name: "VendorCNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["serverType", { "kind": "scalar" }], ["overrideImage", { "kind": "scalar" }], ["subnetId", { "kind": "scalar" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_155 = /* @__PURE__ */ new Set(["labels", "taints", "serverType", "overrideImage", "subnetId", "minSize", "maxSize"]);
const LEVEL_156 = { name: "VendorDProvider", kind: "object", fields: /* @__PURE__ */ new Map([["datacenter", { "kind": "scalar" }], ["tokenSecretLink", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["sshKeys", { "kind": "scalar-array" }], ["unmanagedNodePools", { "kind": "keyed-array", "key": "name" }], ["autoscaler", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$drop/sshKeys", "$retain/sshKeys", "$append/sshKeys", "$drop/unmanagedNodePools", "$retain/unmanagedNodePools", "$patch/unmanagedNodePools", "$append/unmanagedNodePools", "$replace/autoscaler"]) };
const NAMES_157 = /* @__PURE__ */ new Set(["datacenter", "tokenSecretLink", "nodePools", "sshKeys", "unmanagedNodePools", "autoscaler", "preInstallScript"]);
const LEVEL_158 = { name: "VendorDNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }], ["flavor", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_159 = /* @__PURE__ */ new Set(["labels", "taints", "minSize", "maxSize", "flavor"]);
const LEVEL_160 = { name: "VendorEProvider", kind: "object", fields: /* @__PURE__ */ new Map([["region", { "kind": "scalar" }], ["tokenSecretLink", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["sshKey", { "kind": "scalar" }], ["unmanagedNodePools", { "kind": "keyed-array", "key": "name" }], ["autoscaler", { "kind": "object" }], ["fileSystems", { "kind": "scalar-array" }], ["preInstallScript", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$drop/unmanagedNodePools", "$retain/unmanagedNodePools", "$patch/unmanagedNodePools", "$append/unmanagedNodePools", "$replace/autoscaler", "$drop/fileSystems", "$retain/fileSystems", "$append/fileSystems"]) };
const NAMES_161 = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "nodePools", "sshKey", "unmanagedNodePools", "autoscaler", "fileSystems", "preInstallScript"]);
const LEVEL_162 = { name: "VendorENodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }], ["instanceType", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_163 = /* @__PURE__ */ new Set(["labels", "taints", "minSize", "maxSize", "instanceType"]);
const LEVEL_164 = { name: "VendorFProvider", kind: "object", fields: /* @__PURE__ */ new Map([["region", { "kind": "scalar" }], ["tokenSecretLink", { "kind": "scalar" }], ["sharedDrives", { "kind": "scalar-array" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["autoscaler", { "kind": "object" }], ["unmanagedNodePools", { "kind": "keyed-array", "key": "name" }], ["preInstallScript", { "kind": "scalar" }], ["userIds", { "kind": "scalar-array" }], ["networkId", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/sharedDrives", "$retain/sharedDrives", "$append/sharedDrives", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$replace/autoscaler", "$drop/unmanagedNodePools", "$retain/unmanagedNodePools", "$patch/unmanagedNodePools", "$append/unmanagedNodePools", "$drop/userIds", "$retain/userIds", "$append/userIds"]) };
const NAMES_165 = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "sharedDrives", "nodePools", "autoscaler", "unmanagedNodePools", "preInstallScript", "userIds", "networkId"]);
const LEVEL_166 = { name: "VendorFNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }], ["publicIpType", { "kind": "scalar" }], ["bootDiskSize", { "kind": "scalar" }], ["machineType", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_167 = /* @__PURE__ */ new Set(["labels", "taints", "minSize", "maxSize", "publicIpType", "bootDiskSize", "machineType"]);
const LEVEL_168 = { name: "EphemeralProvider", kind: "object", fields: /* @__PURE__ */ new Map([["location", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools"]) };
const NAMES_169 = /* @__PURE__ */ new Set(["location", "nodePools"]);
const LEVEL_170 = { name: "EphemeralNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["count", { "kind": "scalar" }], ["arch", { "kind": "scalar" }], ["flavor", { "kind": "scalar" }], ["cpu", { "kind": "scalar" }], ["memory", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_171 = /* @__PURE__ */ new Set(["labels", "taints", "count", "arch", "flavor", "cpu", "memory"]);
const LEVEL_172 = { name: "VendorGProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["connection", { "kind": "object" }], ["networking", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }], ["location", { "kind": "scalar" }], ["loadBalancer", { "kind": "object" }], ["privateNetworkId", { "kind": "scalar" }], ["firewallEnabled", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["imageId", { "kind": "scalar" }], ["sshKeys", { "kind": "scalar-array" }], ["autoscaler", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/connection", "$replace/networking", "$replace/loadBalancer", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$drop/sshKeys", "$retain/sshKeys", "$append/sshKeys", "$replace/autoscaler"]) };
const NAMES_173 = /* @__PURE__ */ new Set(["connection", "networking", "preInstallScript", "location", "loadBalancer", "privateNetworkId", "firewallEnabled", "nodePools", "imageId", "sshKeys", "autoscaler"]);
const LEVEL_174 = { name: "VendorGConnection", kind: "object", fields: /* @__PURE__ */ new Map([["url", { "kind": "scalar" }], ["account", { "kind": "scalar" }], ["user", { "kind": "scalar" }], ["privateKeySecretLink", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_175 = /* @__PURE__ */ new Set(["url", "account", "user", "privateKeySecretLink"]);
const LEVEL_176 = { name: "VendorGLoadBalancer", kind: "object", fields: /* @__PURE__ */ new Map([["manual", { "kind": "object" }], ["none", { "kind": "object" }], ["gateway", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/manual", "$replace/none", "$replace/gateway"]) };
const NAMES_177 = /* @__PURE__ */ new Set(["manual", "none", "gateway"]);
const LEVEL_178 = { name: "VendorGManualLoadBalancer", kind: "object", fields: /* @__PURE__ */ new Map([["packageId", { "kind": "scalar" }], ["imageId", { "kind": "scalar" }], ["publicNetworkId", { "kind": "scalar" }], ["privateNetworkIds", { "kind": "scalar-array" }], ["metadata", { "kind": "map" }], ["tags", { "kind": "map" }], ["logging", { "kind": "object" }], ["count", { "kind": "scalar" }], ["cnsInternalDomain", { "kind": "scalar" }], ["cnsPublicDomain", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/privateNetworkIds", "$retain/privateNetworkIds", "$append/privateNetworkIds", "$replace/metadata", "$replace/tags", "$replace/logging"]) };
const NAMES_179 = /* @__PURE__ */ new Set(["packageId", "imageId", "publicNetworkId", "privateNetworkIds", "metadata", "tags", "logging", "count", "cnsInternalDomain", "cnsPublicDomain"]);
const LEVEL_180 = { name: "VendorGLoadBalancerLogging", kind: "object", fields: /* @__PURE__ */ new Map([["nodePort", { "kind": "scalar" }], ["externalSyslog", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_181 = /* @__PURE__ */ new Set(["nodePort", "externalSyslog"]);
const LEVEL_182 = { name: "VendorGNoLoadBalancer", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_183 = /* @__PURE__ */ new Set([]);
const LEVEL_184 = { name: "VendorGGatewayLoadBalancer", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_185 = { name: "VendorGNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["packageId", { "kind": "scalar" }], ["overrideImageId", { "kind": "scalar" }], ["publicNetworkId", { "kind": "scalar" }], ["privateNetworkIds", { "kind": "scalar-array" }], ["vendorGTags", { "kind": "map" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints", "$drop/privateNetworkIds", "$retain/privateNetworkIds", "$append/privateNetworkIds", "$replace/vendorGTags"]) };
const NAMES_186 = /* @__PURE__ */ new Set(["labels", "taints", "packageId", "overrideImageId", "publicNetworkId", "privateNetworkIds", "vendorGTags", "minSize", "maxSize"]);
const LEVEL_187 = { name: "VendorHProvider", kind: "object", fields: /* @__PURE__ */ new Map([["location", { "kind": "scalar" }], ["subscriptionId", { "kind": "scalar" }], ["sdkSecretLink", { "kind": "scalar" }], ["resourceGroup", { "kind": "scalar" }], ["networking", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }], ["image", { "kind": "object" }], ["sshKeys", { "kind": "scalar-array" }], ["networkId", { "kind": "scalar" }], ["tags", { "kind": "map" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["autoscaler", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/networking", "$replace/image", "$drop/sshKeys", "$retain/sshKeys", "$append/sshKeys", "$replace/tags", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$replace/autoscaler"]) };
const NAMES_188 = /* @__PURE__ */ new Set(["location", "subscriptionId", "sdkSecretLink", "resourceGroup", "networking", "preInstallScript", "image", "sshKeys", "networkId", "tags", "nodePools", "autoscaler"]);
const LEVEL_189 = { name: "VendorHImage", kind: "object", fields: /* @__PURE__ */ new Map([["recommended", { "kind": "scalar" }], ["reference", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/reference"]) };
const NAMES_190 = /* @__PURE__ */ new Set(["recommended", "reference"]);
const LEVEL_191 = { name: "VendorHImageReference", kind: "object", fields: /* @__PURE__ */ new Map([["publisher", { "kind": "scalar" }], ["offer", { "kind": "scalar" }], ["sku", { "kind": "scalar" }], ["version", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_192 = /* @__PURE__ */ new Set(["publisher", "offer", "sku", "version"]);
const LEVEL_193 = { name: "VendorHNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["size", { "kind": "scalar" }], ["subnetId", { "kind": "scalar" }], ["zones", { "kind": "scalar-array" }], ["overrideImage", { "kind": "object" }], ["bootDiskSize", { "kind": "scalar" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints", "$drop/zones", "$retain/zones", "$append/zones", "$replace/overrideImage"]) };
const NAMES_194 = /* @__PURE__ */ new Set(["labels", "taints", "size", "subnetId", "zones", "overrideImage", "bootDiskSize", "minSize", "maxSize"]);
const LEVEL_195 = { name: "VendorIProviderCreate", kind: "object", fields: /* @__PURE__ */ new Map([["region", { "kind": "scalar" }], ["vendorITags", { "kind": "scalar-array" }], ["networking", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }], ["tokenSecretLink", { "kind": "scalar" }], ["vpcId", { "kind": "scalar" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["image", { "kind": "scalar" }], ["sshKeys", { "kind": "scalar-array" }], ["extraSshKeys", { "kind": "scalar-array" }], ["autoscaler", { "kind": "object" }], ["reservedIPs", { "kind": "scalar-array" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/vendorITags", "$retain/vendorITags", "$append/vendorITags", "$replace/networking", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$drop/sshKeys", "$retain/sshKeys", "$append/sshKeys", "$drop/extraSshKeys", "$retain/extraSshKeys", "$append/extraSshKeys", "$replace/autoscaler", "$drop/reservedIPs", "$retain/reservedIPs", "$append/reservedIPs"]) };
const NAMES_196 = /* @__PURE__ */ new Set(["region", "vendorITags", "networking", "preInstallScript", "tokenSecretLink", "vpcId", "nodePools", "image", "sshKeys", "extraSshKeys", "autoscaler", "reservedIPs"]);
const LEVEL_197 = { name: "VendorINodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["vendorISize", { "kind": "scalar" }], ["overrideImage", { "kind": "scalar" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints"]) };
const NAMES_198 = /* @__PURE__ */ new Set(["labels", "taints", "vendorISize", "overrideImage", "minSize", "maxSize"]);
const LEVEL_199 = { name: "VendorJProvider", kind: "object", fields: /* @__PURE__ */ new Map([["projectId", { "kind": "scalar" }], ["region", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["tags", { "kind": "scalar-array" }], ["metadata", { "kind": "map" }], ["network", { "kind": "scalar" }], ["saKeyLink", { "kind": "scalar" }], ["networking", { "kind": "object" }], ["preInstallScript", { "kind": "scalar" }], ["image", { "kind": "object" }], ["nodePools", { "kind": "keyed-array", "key": "name" }], ["autoscaler", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/tags", "$retain/tags", "$append/tags", "$replace/metadata", "$replace/networking", "$replace/image", "$drop/nodePools", "$retain/nodePools", "$patch/nodePools", "$append/nodePools", "$replace/autoscaler"]) };
const NAMES_200 = /* @__PURE__ */ new Set(["projectId", "region", "labels", "tags", "metadata", "network", "saKeyLink", "networking", "preInstallScript", "image", "nodePools", "autoscaler"]);
const LEVEL_201 = { name: "VendorJImage", kind: "object", fields: /* @__PURE__ */ new Map([["recommended", { "kind": "scalar" }], ["family", { "kind": "object" }], ["exact", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/family"]) };
const NAMES_202 = /* @__PURE__ */ new Set(["recommended", "family", "exact"]);
const LEVEL_203 = { name: "VendorJImageFamily", kind: "object", fields: /* @__PURE__ */ new Map([["project", { "kind": "scalar" }], ["family", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_204 = /* @__PURE__ */ new Set(["project", "family"]);
const LEVEL_205 = { name: "VendorJNodePool", kind: "element", fields: /* @__PURE__ */ new Map([["name", { "kind": "scalar" }], ["labels", { "kind": "map" }], ["taints", { "kind": "keyed-array", "key": "key" }], ["machineType", { "kind": "scalar" }], ["assignPublicIP", { "kind": "scalar" }], ["zone", { "kind": "scalar" }], ["overrideImage", { "kind": "object" }], ["bootDiskSize", { "kind": "scalar" }], ["minSize", { "kind": "scalar" }], ["maxSize", { "kind": "scalar" }], ["preemptible", { "kind": "scalar" }], ["subnet", { "kind": "scalar" }], ["localPersistentDisks", { "kind": "scalar" }]]), identifier: "name", operators: /* @__PURE__ */ new Set(["$drop", "$replace/labels", "$drop/taints", "$retain/taints", "$patch/taints", "$append/taints", "$replace/overrideImage"]) };
const NAMES_206 = /* @__PURE__ */ new Set(["labels", "taints", "machineType", "assignPublicIP", "zone", "overrideImage", "bootDiskSize", "minSize", "maxSize", "preemptible", "subnet", "localPersistentDisks"]);
const LEVEL_207 = { name: "AddOns", kind: "object", fields: /* @__PURE__ */ new Map([["dashboard", { "kind": "object" }], ["dashboardAlt", { "kind": "object" }], ["vendorHWorkloadIdentity", { "kind": "object" }], ["vendorBWorkloadIdentity", { "kind": "object" }], ["localPathStorage", { "kind": "object" }], ["metrics", { "kind": "object" }], ["logs", { "kind": "object" }], ["registryMirror", { "kind": "object" }], ["vendorK", { "kind": "object" }], ["vendorBEFS", { "kind": "object" }], ["vendorBECR", { "kind": "object" }], ["vendorBELB", { "kind": "object" }], ["vendorHACR", { "kind": "object" }], ["sysbox", { "kind": "object" }], ["byok", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/dashboard", "$replace/dashboardAlt", "$replace/vendorHWorkloadIdentity", "$replace/vendorBWorkloadIdentity", "$replace/localPathStorage", "$replace/metrics", "$replace/logs", "$replace/registryMirror", "$replace/vendorK", "$replace/vendorBEFS", "$replace/vendorBECR", "$replace/vendorBELB", "$replace/vendorHACR", "$replace/sysbox", "$replace/byok"]) };
const NAMES_208 = /* @__PURE__ */ new Set(["dashboard", "dashboardAlt", "vendorHWorkloadIdentity", "vendorBWorkloadIdentity", "localPathStorage", "metrics", "logs", "registryMirror", "vendorK", "vendorBEFS", "vendorBECR", "vendorBELB", "vendorHACR", "sysbox", "byok"]);
const LEVEL_209 = { name: "DashboardAddOn", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_210 = { name: "DashboardAltAddOn", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_211 = { name: "VendorHWorkloadIdentityAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["tenantId", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_212 = /* @__PURE__ */ new Set(["tenantId"]);
const LEVEL_213 = { name: "VendorBWorkloadIdentityAddOn", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_214 = { name: "LocalPathStorageAddOn", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_215 = { name: "MetricsAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["kubeState", { "kind": "scalar" }], ["coreDns", { "kind": "scalar" }], ["kubelet", { "kind": "scalar" }], ["apiserver", { "kind": "scalar" }], ["nodeExporter", { "kind": "scalar" }], ["cadvisor", { "kind": "scalar" }], ["scrapeAnnotated", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/scrapeAnnotated"]) };
const NAMES_216 = /* @__PURE__ */ new Set(["kubeState", "coreDns", "kubelet", "apiserver", "nodeExporter", "cadvisor", "scrapeAnnotated"]);
const LEVEL_217 = { name: "MetricsScrapeAnnotated", kind: "object", fields: /* @__PURE__ */ new Map([["intervalSeconds", { "kind": "scalar" }], ["includeNamespaces", { "kind": "scalar" }], ["excludeNamespaces", { "kind": "scalar" }], ["retainLabels", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_218 = /* @__PURE__ */ new Set(["intervalSeconds", "includeNamespaces", "excludeNamespaces", "retainLabels"]);
const LEVEL_219 = { name: "LogsAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["auditEnabled", { "kind": "scalar" }], ["includeNamespaces", { "kind": "scalar" }], ["excludeNamespaces", { "kind": "scalar" }], ["docker", { "kind": "scalar" }], ["kubelet", { "kind": "scalar" }], ["kernel", { "kind": "scalar" }], ["events", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_220 = /* @__PURE__ */ new Set(["auditEnabled", "includeNamespaces", "excludeNamespaces", "docker", "kubelet", "kernel", "events"]);
const LEVEL_221 = { name: "RegistryMirrorAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["mirrors", { "kind": "keyed-array", "key": "registry", "renamable": true }]]), operators: /* @__PURE__ */ new Set(["$drop", "$drop/mirrors", "$retain/mirrors", "$patch/mirrors", "$append/mirrors"]) };
const NAMES_222 = /* @__PURE__ */ new Set(["mirrors"]);
const LEVEL_223 = { name: "RegistryMirror", kind: "element", fields: /* @__PURE__ */ new Map([["registry", { "kind": "scalar" }], ["mirrors", { "kind": "scalar-array" }]]), identifier: "registry", operators: /* @__PURE__ */ new Set(["$drop", "$replace/registry", "$drop/mirrors", "$retain/mirrors", "$append/mirrors"]) };
const LEVEL_224 = { name: "VendorKAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["taintGPUNodes", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_225 = /* @__PURE__ */ new Set(["taintGPUNodes"]);
const LEVEL_226 = { name: "VendorBEfsAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["roleArn", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_227 = /* @__PURE__ */ new Set(["roleArn"]);
const LEVEL_228 = { name: "VendorBEcrAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["roleArn", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_229 = { name: "VendorBElbAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["roleArn", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_230 = { name: "VendorHAcrAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["clientId", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_231 = /* @__PURE__ */ new Set(["clientId"]);
const LEVEL_232 = { name: "SysboxAddOn", kind: "object", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_233 = { name: "ByokAddOn", kind: "object", fields: /* @__PURE__ */ new Map([["ignoreUpdates", { "kind": "scalar" }], ["location", { "kind": "scalar" }], ["config", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/config"]) };
const NAMES_234 = /* @__PURE__ */ new Set(["ignoreUpdates", "location", "config"]);
const LEVEL_235 = { name: "ByokConfig", kind: "object", fields: /* @__PURE__ */ new Map([["actuator", { "kind": "object" }], ["middlebox", { "kind": "object" }], ["common", { "kind": "object" }], ["longhorn", { "kind": "object" }], ["byok", { "kind": "object" }], ["ingress", { "kind": "object" }], ["istio", { "kind": "object" }], ["logSplitter", { "kind": "object" }], ["monitoring", { "kind": "object" }], ["redis", { "kind": "object" }], ["redisHa", { "kind": "object" }], ["redisSentinel", { "kind": "object" }], ["tempoAgent", { "kind": "object" }], ["internalDns", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/actuator", "$replace/middlebox", "$replace/common", "$replace/longhorn", "$replace/byok", "$replace/ingress", "$replace/istio", "$replace/logSplitter", "$replace/monitoring", "$replace/redis", "$replace/redisHa", "$replace/redisSentinel", "$replace/tempoAgent", "$replace/internalDns"]) };
const NAMES_236 = /* @__PURE__ */ new Set(["actuator", "middlebox", "common", "longhorn", "byok", "ingress", "istio", "logSplitter", "monitoring", "redis", "redisHa", "redisSentinel", "tempoAgent", "internalDns"]);
const LEVEL_237 = { name: "ByokActuator", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["logLevel", { "kind": "scalar" }], ["env", { "kind": "map" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/env"]) };
const NAMES_238 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "logLevel", "env"]);
const LEVEL_239 = { name: "ByokMiddlebox", kind: "object", fields: /* @__PURE__ */ new Map([["enabled", { "kind": "scalar" }], ["bandwidthAlertMbps", { "kind": "scalar" }], ["port", { "kind": "scalar" }], ["ip", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_240 = /* @__PURE__ */ new Set(["enabled", "bandwidthAlertMbps", "port", "ip"]);
const LEVEL_241 = { name: "ByokCommon", kind: "object", fields: /* @__PURE__ */ new Map([["deploymentReplicas", { "kind": "scalar" }], ["pdb", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/pdb"]) };
const NAMES_242 = /* @__PURE__ */ new Set(["deploymentReplicas", "pdb"]);
const LEVEL_243 = { name: "ByokPodDisruptionBudget", kind: "object", fields: /* @__PURE__ */ new Map([["maxUnavailable", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_244 = /* @__PURE__ */ new Set(["maxUnavailable"]);
const LEVEL_245 = { name: "ByokLonghorn", kind: "object", fields: /* @__PURE__ */ new Map([["numberOfReplicas", { "kind": "scalar" }], ["replicas", { "kind": "scalar" }], ["isDefault", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_246 = /* @__PURE__ */ new Set(["numberOfReplicas", "replicas", "isDefault"]);
const LEVEL_247 = { name: "ByokStorageClasses", kind: "object", fields: /* @__PURE__ */ new Map([["noDefaultStorageClasses", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_248 = /* @__PURE__ */ new Set(["noDefaultStorageClasses"]);
const LEVEL_249 = { name: "ByokIngress", kind: "object", fields: /* @__PURE__ */ new Map([["cpu", { "kind": "scalar" }], ["memory", { "kind": "scalar" }], ["targetPercent", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_250 = /* @__PURE__ */ new Set(["cpu", "memory", "targetPercent"]);
const LEVEL_251 = { name: "ByokIstio", kind: "object", fields: /* @__PURE__ */ new Map([["istiod", { "kind": "object" }], ["ingressgateway", { "kind": "object" }], ["sidecar", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/istiod", "$replace/ingressgateway", "$replace/sidecar"]) };
const NAMES_252 = /* @__PURE__ */ new Set(["istiod", "ingressgateway", "sidecar"]);
const LEVEL_253 = { name: "ByokIstiod", kind: "object", fields: /* @__PURE__ */ new Map([["replicas", { "kind": "scalar" }], ["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["pdb", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_254 = /* @__PURE__ */ new Set(["replicas", "minCpu", "maxCpu", "minMemory", "maxMemory", "pdb"]);
const LEVEL_255 = { name: "ByokIstioIngressGateway", kind: "object", fields: /* @__PURE__ */ new Map([["replicas", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_256 = /* @__PURE__ */ new Set(["replicas", "maxCpu", "maxMemory"]);
const LEVEL_257 = { name: "ByokIstioSidecar", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_258 = /* @__PURE__ */ new Set(["minCpu", "minMemory"]);
const LEVEL_259 = { name: "ByokLogSplitter", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["memBufferSize", { "kind": "scalar" }], ["perPodRate", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_260 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "memBufferSize", "perPodRate"]);
const LEVEL_261 = { name: "ByokMonitoring", kind: "object", fields: /* @__PURE__ */ new Map([["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["kubeStateMetrics", { "kind": "object" }], ["prometheus", { "kind": "object" }], ["remoteWrite", { "kind": "keyed-array", "key": "url" }], ["externalLabels", { "kind": "map" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/kubeStateMetrics", "$replace/prometheus", "$drop/remoteWrite", "$retain/remoteWrite", "$patch/remoteWrite", "$append/remoteWrite", "$replace/externalLabels"]) };
const NAMES_262 = /* @__PURE__ */ new Set(["minMemory", "maxMemory", "kubeStateMetrics", "prometheus", "remoteWrite", "externalLabels"]);
const LEVEL_263 = { name: "ByokKubeStateMetrics", kind: "object", fields: /* @__PURE__ */ new Map([["minMemory", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_264 = /* @__PURE__ */ new Set(["minMemory"]);
const LEVEL_265 = { name: "ByokPrometheus", kind: "object", fields: /* @__PURE__ */ new Map([["main", { "kind": "object" }]]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/main"]) };
const NAMES_266 = /* @__PURE__ */ new Set(["main"]);
const LEVEL_267 = { name: "ByokPrometheusMain", kind: "object", fields: /* @__PURE__ */ new Map([["storage", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_268 = /* @__PURE__ */ new Set(["storage"]);
const LEVEL_269 = { name: "RemoteWrite", kind: "element", fields: /* @__PURE__ */ new Map([["url", { "kind": "scalar" }], ["basic_auth", { "kind": "object" }], ["authorization", { "kind": "object" }], ["oauth2", { "kind": "free-form" }], ["follow_redirects", { "kind": "scalar" }], ["enable_http2", { "kind": "scalar" }], ["tls_config", { "kind": "free-form" }], ["proxy_url", { "kind": "scalar" }], ["no_proxy", { "kind": "scalar" }], ["proxy_from_environment", { "kind": "scalar" }], ["proxy_connect_header", { "kind": "free-form" }], ["http_headers", { "kind": "free-form" }], ["remote_timeout", { "kind": "scalar" }], ["headers", { "kind": "free-form" }], ["write_relabel_configs", { "kind": "unkeyed-array" }], ["name", { "kind": "scalar" }], ["send_exemplars", { "kind": "scalar" }], ["send_native_histograms", { "kind": "scalar" }], ["vendorB_sigv4", { "kind": "free-form" }], ["vendorH_ad", { "kind": "free-form" }], ["vendorJ_iam", { "kind": "free-form" }], ["queue_config", { "kind": "free-form" }]]), identifier: "url", operators: /* @__PURE__ */ new Set(["$drop", "$replace/basic_auth", "$replace/authorization", "$replace/oauth2", "$replace/tls_config", "$replace/proxy_connect_header", "$replace/http_headers", "$replace/headers", "$drop/write_relabel_configs", "$retain/write_relabel_configs", "$patch/write_relabel_configs", "$append/write_relabel_configs", "$replace/vendorB_sigv4", "$replace/vendorH_ad", "$replace/vendorJ_iam", "$replace/queue_config"]) };
const NAMES_270 = /* @__PURE__ */ new Set(["basic_auth", "authorization", "oauth2", "follow_redirects", "enable_http2", "tls_config", "proxy_url", "no_proxy", "proxy_from_environment", "proxy_connect_header", "http_headers", "remote_timeout", "headers", "write_relabel_configs", "name", "send_exemplars", "send_native_histograms", "vendorB_sigv4", "vendorH_ad", "vendorJ_iam", "queue_config"]);
const LEVEL_271 = { name: "RemoteWriteBasicAuth", kind: "object", fields: /* @__PURE__ */ new Map([["username", { "kind": "scalar" }], ["username_file", { "kind": "scalar" }], ["password", { "kind": "scalar" }], ["password_file", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_272 = /* @__PURE__ */ new Set(["username", "username_file", "password", "password_file"]);
const LEVEL_273 = { name: "RemoteWriteAuthorization", kind: "object", fields: /* @__PURE__ */ new Map([["type", { "kind": "scalar" }], ["credentials", { "kind": "scalar" }], ["credentials_file", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_274 = /* @__PURE__ */ new Set(["type", "credentials", "credentials_file"]);
const LEVEL_275 = { name: "FreeFormObject", kind: "free-form", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_276 = { name: "FreeFormObject", kind: "unkeyed-element", fields: /* @__PURE__ */ new Map([]), operators: /* @__PURE__ */ new Set(["$drop", "$replace/"]) };
const LEVEL_277 = { name: "ByokRedis", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["storage", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_278 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "storage"]);
const LEVEL_279 = { name: "ByokRedisHa", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["storage", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_280 = { name: "ByokRedisSentinel", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }], ["storage", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_281 = { name: "ByokTempoAgent", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const LEVEL_282 = { name: "ByokInternalDns", kind: "object", fields: /* @__PURE__ */ new Map([["minCpu", { "kind": "scalar" }], ["maxCpu", { "kind": "scalar" }], ["minMemory", { "kind": "scalar" }], ["maxMemory", { "kind": "scalar" }]]), operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_283 = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory"]);
const LEVEL_284 = { name: "FirewallEntry", kind: "element", fields: /* @__PURE__ */ new Map([["sourceCIDR", { "kind": "scalar" }], ["description", { "kind": "scalar" }]]), identifier: "sourceCIDR", operators: /* @__PURE__ */ new Set(["$drop"]) };
const NAMES_285 = /* @__PURE__ */ new Set(["description"]);
const PATCH_LIMITS_286 = { "maxDepth": 64, "maxEntries": 1e4 };
function keyProblem0(k) {
  if (k === "__proto__" || k === "constructor" || k === "prototype") return import_values.FORBIDDEN;
  if (k.length < 2 && (0, import_messages.codePoints)(k) < 1) return "must be at least 1 character long";
  if (!PATTERN_2.test(k)) return "is not a valid OpenKey: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return void 0;
}
function checkCluster(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (Cluster)", v);
  const s = r.path;
  let n = 0;
  const $id = v.id;
  if ($id === void 0) (0, import_messages.missing)(r, "id");
  else {
    n++;
    if (typeof $id !== "string") (0, import_messages.wrongType)(r, "id", "a string", $id);
  }
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
    else {
      if ($name.length > 63 && (0, import_messages.codePoints)($name) > 63) (0, import_messages.outOfBounds)(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
      if (!FORM_1.pattern.test($name)) (0, import_messages.noMatch)(r, "name", $name, FORM_1);
    }
  }
  const $kind = v.kind;
  if ($kind === void 0) (0, import_messages.missing)(r, "kind");
  else {
    n++;
    if (typeof $kind !== "string") (0, import_messages.wrongType)(r, "kind", "a string", $kind);
    else {
      if ($kind !== "mk8s") (0, import_messages.notConst)(r, "kind", $kind, "mk8s");
    }
  }
  const $version = v.version;
  if ($version === void 0) (0, import_messages.missing)(r, "version");
  else {
    n++;
    if (!(typeof $version === "number" && Number.isInteger($version))) (0, import_messages.wrongType)(r, "version", "an integer", $version);
    else {
      if ($version < 1) (0, import_messages.outOfBounds)(r, "version", "MINIMUM", "must be at least 1; got " + $version);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    if (typeof $description !== "string") (0, import_messages.wrongType)(r, "description", "a string", $description);
    else {
      if ($description.length > 250 && (0, import_messages.codePoints)($description) > 250) (0, import_messages.outOfBounds)(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_messages.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 50) (0, import_messages.tooMany)(r, "tags", "keys", 50, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $tags[k];
          if (!(typeof y === "string" || typeof y === "number" && Number.isFinite(y) || typeof y === "boolean")) (0, import_messages.wrongType)(r, k, "a string, a number or a boolean", y);
        }
        s.pop();
      }
    }
  }
  const $created = v.created;
  if ($created === void 0) (0, import_messages.missing)(r, "created");
  else {
    n++;
    if (typeof $created !== "string") (0, import_messages.wrongType)(r, "created", "a string", $created);
    else {
      if (!(0, import_messages.isDateTime)($created)) (0, import_messages.badFormat)(r, "created", $created, "date-time");
    }
  }
  const $lastModified = v.lastModified;
  if ($lastModified === void 0) (0, import_messages.missing)(r, "lastModified");
  else {
    n++;
    if (typeof $lastModified !== "string") (0, import_messages.wrongType)(r, "lastModified", "a string", $lastModified);
    else {
      if (!(0, import_messages.isDateTime)($lastModified)) (0, import_messages.badFormat)(r, "lastModified", $lastModified, "date-time");
    }
  }
  const $links = v.links;
  if ($links === void 0) (0, import_messages.missing)(r, "links");
  else {
    n++;
    if (!Array.isArray($links)) (0, import_messages.wrongType)(r, "links", "an array", $links);
    else if ($links.length > 1e3) (0, import_messages.tooMany)(r, "links", "items", 1e3, $links.length, $links);
    else {
      s.push("links", 0);
      const d = s.length - 1;
      for (let i = 0; i < $links.length; i++) {
        s[d] = i;
        checkLink($links[i], r);
      }
      s.pop();
      if ($links.length > 1) (0, import_values.duplicateIdentifiers)(r, $links, "rel");
      s.pop();
    }
  }
  const $spec = v.spec;
  if ($spec === void 0) (0, import_messages.missing)(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpec($spec, r);
    s.pop();
  }
  const $alias = v.alias;
  if ($alias !== void 0) {
    n++;
    if (typeof $alias !== "string") (0, import_messages.wrongType)(r, "alias", "a string", $alias);
  }
  const $status = v.status;
  if ($status !== void 0) {
    n++;
    s.push("status");
    checkClusterStatus($status, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_3, void 0);
}
function checkLink(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (Link)", v);
  let n = 0;
  const $rel = v.rel;
  if ($rel === void 0) (0, import_messages.missing)(r, "rel");
  else {
    n++;
    if (typeof $rel !== "string") (0, import_messages.wrongType)(r, "rel", "a string", $rel);
  }
  const $href = v.href;
  if ($href === void 0) (0, import_messages.missing)(r, "href");
  else {
    n++;
    if (typeof $href !== "string") (0, import_messages.wrongType)(r, "href", "a string", $href);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_4, void 0);
}
function checkClusterSpec(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterSpec)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === void 0) (0, import_messages.missing)(r, "version");
  else {
    n++;
    if (typeof $version !== "string") (0, import_messages.wrongType)(r, "version", "a string", $version);
    else {
      if (!FORM_6.pattern.test($version)) (0, import_messages.noMatch)(r, "version", $version, FORM_6);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== void 0) {
    n++;
    if (!Array.isArray($firewall)) (0, import_messages.wrongType)(r, "firewall", "an array", $firewall);
    else if ($firewall.length > 1e3) (0, import_messages.tooMany)(r, "firewall", "items", 1e3, $firewall.length, $firewall);
    else {
      s.push("firewall", 0);
      const d = s.length - 1;
      for (let i = 0; i < $firewall.length; i++) {
        s[d] = i;
        checkFirewallEntry($firewall[i], r);
      }
      s.pop();
      if ($firewall.length > 1) (0, import_values.duplicateIdentifiers)(r, $firewall, "sourceCIDR");
      s.pop();
    }
  }
  const $provider = v.provider;
  if ($provider === void 0) (0, import_messages.missing)(r, "provider");
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_7, void 0);
}
function checkFirewallEntry(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (FirewallEntry)", v);
  let n = 0;
  const $sourceCIDR = v.sourceCIDR;
  if ($sourceCIDR === void 0) (0, import_messages.missing)(r, "sourceCIDR");
  else {
    n++;
    if (typeof $sourceCIDR !== "string") (0, import_messages.wrongType)(r, "sourceCIDR", "a string", $sourceCIDR);
    else {
      if (!FORM_9.pattern.test($sourceCIDR)) (0, import_messages.noMatch)(r, "sourceCIDR", $sourceCIDR, FORM_9);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    if (typeof $description !== "string") (0, import_messages.wrongType)(r, "description", "a string", $description);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_10, void 0);
}
function checkProvider(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (Provider)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_11, void 0);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_12.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_messages.notExactlyOne)(r, noun, set, MEMBERS_12);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkGenericProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (GenericProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === void 0) (0, import_messages.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_messages.wrongType)(r, "location", "a string", $location);
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
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_13, void 0);
}
function checkNetworkingFull(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (NetworkingFull)", v);
  let n = 0;
  const $serviceNetwork = v.serviceNetwork;
  if ($serviceNetwork !== void 0) {
    n++;
    if (typeof $serviceNetwork !== "string") (0, import_messages.wrongType)(r, "serviceNetwork", "a string", $serviceNetwork);
    else {
      if (!FORM_14.pattern.test($serviceNetwork)) (0, import_messages.noMatch)(r, "serviceNetwork", $serviceNetwork, FORM_14);
    }
  }
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== void 0) {
    n++;
    if (typeof $podNetwork !== "string") (0, import_messages.wrongType)(r, "podNetwork", "a string", $podNetwork);
    else {
      if (!FORM_14.pattern.test($podNetwork)) (0, import_messages.noMatch)(r, "podNetwork", $podNetwork, FORM_14);
    }
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_messages.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_15, void 0);
}
function checkNodePoolBase(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (NodePoolBase)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_16, void 0);
}
function checkTaint(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (Taint)", v);
  let n = 0;
  const $key = v.key;
  if ($key === void 0) (0, import_messages.missing)(r, "key");
  else {
    n++;
    if (typeof $key !== "string") (0, import_messages.wrongType)(r, "key", "a string", $key);
  }
  const $value = v.value;
  if ($value !== void 0) {
    n++;
    if (typeof $value !== "string") (0, import_messages.wrongType)(r, "value", "a string", $value);
  }
  const $effect = v.effect;
  if ($effect !== void 0) {
    n++;
    if (typeof $effect !== "string") (0, import_messages.wrongType)(r, "effect", "a string", $effect);
    else {
      if ($effect !== "NoSchedule" && $effect !== "PreferNoSchedule" && $effect !== "NoExecute") (0, import_messages.notInEnum)(r, "effect", $effect, ENUM_17);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_18, void 0);
}
function checkVendorAProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorAProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== void 0) {
    n++;
    if (typeof $vendorALabels !== "object" || $vendorALabels === null || Array.isArray($vendorALabels)) (0, import_messages.wrongType)(r, "vendorALabels", "an object", $vendorALabels);
    else {
      const keys = Object.keys($vendorALabels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "vendorALabels", "keys", 1e3, keys.length, $vendorALabels);
      else {
        s.push("vendorALabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $vendorALabels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_messages.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", $networkId);
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_messages.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorANodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== void 0) {
    n++;
    if (!Array.isArray($dedicatedServerNodePools)) (0, import_messages.wrongType)(r, "dedicatedServerNodePools", "an array", $dedicatedServerNodePools);
    else if ($dedicatedServerNodePools.length > 1e3) (0, import_messages.tooMany)(r, "dedicatedServerNodePools", "items", 1e3, $dedicatedServerNodePools.length, $dedicatedServerNodePools);
    else {
      s.push("dedicatedServerNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $dedicatedServerNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($dedicatedServerNodePools[i], r);
      }
      s.pop();
      if ($dedicatedServerNodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $dedicatedServerNodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image !== void 0) {
    n++;
    if (typeof $image !== "string") (0, import_messages.wrongType)(r, "image", "a string", $image);
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== void 0) {
    n++;
    if (typeof $sshKey !== "string") (0, import_messages.wrongType)(r, "sshKey", "a string", $sshKey);
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
    if (typeof $floatingIPSelector !== "object" || $floatingIPSelector === null || Array.isArray($floatingIPSelector)) (0, import_messages.wrongType)(r, "floatingIPSelector", "an object", $floatingIPSelector);
    else {
      const keys = Object.keys($floatingIPSelector);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "floatingIPSelector", "keys", 1e3, keys.length, $floatingIPSelector);
      else {
        s.push("floatingIPSelector");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $floatingIPSelector[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_21, void 0);
}
function checkVendorANodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorANodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $serverType = v.serverType;
  if ($serverType === void 0) (0, import_messages.missing)(r, "serverType");
  else {
    n++;
    if (typeof $serverType !== "string") (0, import_messages.wrongType)(r, "serverType", "a string", $serverType);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    if (typeof $overrideImage !== "string") (0, import_messages.wrongType)(r, "overrideImage", "a string", $overrideImage);
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_22, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkAutoscaler(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (Autoscaler)", v);
  const s = r.path;
  let n = 0;
  const $expander = v.expander;
  if ($expander !== void 0) {
    n++;
    if (!Array.isArray($expander)) (0, import_messages.wrongType)(r, "expander", "an array", $expander);
    else if ($expander.length > 1e3) (0, import_messages.tooMany)(r, "expander", "items", 1e3, $expander.length, $expander);
    else {
      s.push("expander");
      const m = r.issues.length;
      for (let i = 0; i < $expander.length; i++) {
        const y = $expander[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
        else {
          if (y !== "random" && y !== "most-pods" && y !== "least-waste" && y !== "price") (0, import_messages.notInEnum)(r, i, y, ENUM_23);
        }
      }
      if ($expander.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $expander);
      s.pop();
    }
  }
  const $unneededTime = v.unneededTime;
  if ($unneededTime !== void 0) {
    n++;
    if (typeof $unneededTime !== "string") (0, import_messages.wrongType)(r, "unneededTime", "a string", $unneededTime);
    else {
      if (!FORM_25.pattern.test($unneededTime)) (0, import_messages.noMatch)(r, "unneededTime", $unneededTime, FORM_25);
    }
  }
  const $unreadyTime = v.unreadyTime;
  if ($unreadyTime !== void 0) {
    n++;
    if (typeof $unreadyTime !== "string") (0, import_messages.wrongType)(r, "unreadyTime", "a string", $unreadyTime);
    else {
      if (!FORM_25.pattern.test($unreadyTime)) (0, import_messages.noMatch)(r, "unreadyTime", $unreadyTime, FORM_25);
    }
  }
  const $utilizationThreshold = v.utilizationThreshold;
  if ($utilizationThreshold !== void 0) {
    n++;
    if (!(typeof $utilizationThreshold === "number" && Number.isFinite($utilizationThreshold))) (0, import_messages.wrongType)(r, "utilizationThreshold", "a number", $utilizationThreshold);
    else {
      if ($utilizationThreshold < 0) (0, import_messages.outOfBounds)(r, "utilizationThreshold", "MINIMUM", "must be at least 0; got " + $utilizationThreshold);
      if ($utilizationThreshold > 1) (0, import_messages.outOfBounds)(r, "utilizationThreshold", "MAXIMUM", "must be at most 1; got " + $utilizationThreshold);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_26, void 0);
}
function checkVendorBProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $vendorBTags = v.vendorBTags;
  if ($vendorBTags !== void 0) {
    n++;
    if (typeof $vendorBTags !== "object" || $vendorBTags === null || Array.isArray($vendorBTags)) (0, import_messages.wrongType)(r, "vendorBTags", "an object", $vendorBTags);
    else {
      const keys = Object.keys($vendorBTags);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "vendorBTags", "keys", 1e3, keys.length, $vendorBTags);
      else {
        s.push("vendorBTags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $vendorBTags[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $skipCreateRoles = v.skipCreateRoles;
  if ($skipCreateRoles !== void 0) {
    n++;
    if (typeof $skipCreateRoles !== "boolean") (0, import_messages.wrongType)(r, "skipCreateRoles", "a boolean", $skipCreateRoles);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorBImage($image, r, "image");
    s.pop();
  }
  const $deployRoleArn = v.deployRoleArn;
  if ($deployRoleArn === void 0) (0, import_messages.missing)(r, "deployRoleArn");
  else {
    n++;
    if (typeof $deployRoleArn !== "string") (0, import_messages.wrongType)(r, "deployRoleArn", "a string", $deployRoleArn);
  }
  const $deployRoleChain = v.deployRoleChain;
  if ($deployRoleChain !== void 0) {
    n++;
    if (!Array.isArray($deployRoleChain)) (0, import_messages.wrongType)(r, "deployRoleChain", "an array", $deployRoleChain);
    else if ($deployRoleChain.length > 1e3) (0, import_messages.tooMany)(r, "deployRoleChain", "items", 1e3, $deployRoleChain.length, $deployRoleChain);
    else {
      s.push("deployRoleChain", 0);
      const d = s.length - 1;
      for (let i = 0; i < $deployRoleChain.length; i++) {
        s[d] = i;
        checkVendorBDeployRole($deployRoleChain[i], r);
      }
      s.pop();
      if ($deployRoleChain.length > 1) (0, import_values.duplicateIdentifiers)(r, $deployRoleChain, "roleArn");
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_messages.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $keyPair = v.keyPair;
  if ($keyPair !== void 0) {
    n++;
    if (typeof $keyPair !== "string") (0, import_messages.wrongType)(r, "keyPair", "a string", $keyPair);
  }
  const $diskEncryptionKeyArn = v.diskEncryptionKeyArn;
  if ($diskEncryptionKeyArn !== void 0) {
    n++;
    if (typeof $diskEncryptionKeyArn !== "string") (0, import_messages.wrongType)(r, "diskEncryptionKeyArn", "a string", $diskEncryptionKeyArn);
  }
  const $securityGroupIds = v.securityGroupIds;
  if ($securityGroupIds !== void 0) {
    n++;
    if (!Array.isArray($securityGroupIds)) (0, import_messages.wrongType)(r, "securityGroupIds", "an array", $securityGroupIds);
    else if ($securityGroupIds.length > 1e3) (0, import_messages.tooMany)(r, "securityGroupIds", "items", 1e3, $securityGroupIds.length, $securityGroupIds);
    else {
      s.push("securityGroupIds");
      const m = r.issues.length;
      for (let i = 0; i < $securityGroupIds.length; i++) {
        const y = $securityGroupIds[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($securityGroupIds.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $securityGroupIds);
      s.pop();
    }
  }
  const $extraNodePolicies = v.extraNodePolicies;
  if ($extraNodePolicies !== void 0) {
    n++;
    if (!Array.isArray($extraNodePolicies)) (0, import_messages.wrongType)(r, "extraNodePolicies", "an array", $extraNodePolicies);
    else if ($extraNodePolicies.length > 1e3) (0, import_messages.tooMany)(r, "extraNodePolicies", "items", 1e3, $extraNodePolicies.length, $extraNodePolicies);
    else {
      s.push("extraNodePolicies");
      const m = r.issues.length;
      for (let i = 0; i < $extraNodePolicies.length; i++) {
        const y = $extraNodePolicies[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($extraNodePolicies.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $extraNodePolicies);
      s.pop();
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorBNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_27, void 0);
}
function checkVendorBImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBImage)", v);
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    if (typeof $recommended !== "string") (0, import_messages.wrongType)(r, "recommended", "a string", $recommended);
  }
  const $exact = v.exact;
  if ($exact !== void 0) {
    n++;
    if (typeof $exact !== "string") (0, import_messages.wrongType)(r, "exact", "a string", $exact);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_28, void 0);
  if (n !== 1) {
    const values = [$recommended, $exact];
    const set = MEMBERS_29.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_messages.notExactlyOne)(r, noun, set, MEMBERS_29);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorBDeployRole(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBDeployRole)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === void 0) (0, import_messages.missing)(r, "roleArn");
  else {
    n++;
    if (typeof $roleArn !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  const $externalId = v.externalId;
  if ($externalId !== void 0) {
    n++;
    if (typeof $externalId !== "string") (0, import_messages.wrongType)(r, "externalId", "a string", $externalId);
  }
  const $sessionNamePrefix = v.sessionNamePrefix;
  if ($sessionNamePrefix !== void 0) {
    n++;
    if (typeof $sessionNamePrefix !== "string") (0, import_messages.wrongType)(r, "sessionNamePrefix", "a string", $sessionNamePrefix);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_30, void 0);
}
function checkVendorBNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $instanceTypes = v.instanceTypes;
  if ($instanceTypes === void 0) (0, import_messages.missing)(r, "instanceTypes");
  else {
    n++;
    if (!Array.isArray($instanceTypes)) (0, import_messages.wrongType)(r, "instanceTypes", "an array", $instanceTypes);
    else if ($instanceTypes.length > 1e3) (0, import_messages.tooMany)(r, "instanceTypes", "items", 1e3, $instanceTypes.length, $instanceTypes);
    else {
      s.push("instanceTypes");
      const m = r.issues.length;
      for (let i = 0; i < $instanceTypes.length; i++) {
        const y = $instanceTypes[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($instanceTypes.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $instanceTypes);
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
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $onDemandBaseCapacity = v.onDemandBaseCapacity;
  if ($onDemandBaseCapacity !== void 0) {
    n++;
    if (!(typeof $onDemandBaseCapacity === "number" && Number.isInteger($onDemandBaseCapacity))) (0, import_messages.wrongType)(r, "onDemandBaseCapacity", "an integer", $onDemandBaseCapacity);
    else {
      if ($onDemandBaseCapacity < 0) (0, import_messages.outOfBounds)(r, "onDemandBaseCapacity", "MINIMUM", "must be at least 0; got " + $onDemandBaseCapacity);
    }
  }
  const $onDemandPercentageAboveBaseCapacity = v.onDemandPercentageAboveBaseCapacity;
  if ($onDemandPercentageAboveBaseCapacity !== void 0) {
    n++;
    if (!(typeof $onDemandPercentageAboveBaseCapacity === "number" && Number.isInteger($onDemandPercentageAboveBaseCapacity))) (0, import_messages.wrongType)(r, "onDemandPercentageAboveBaseCapacity", "an integer", $onDemandPercentageAboveBaseCapacity);
    else {
      if ($onDemandPercentageAboveBaseCapacity < 0) (0, import_messages.outOfBounds)(r, "onDemandPercentageAboveBaseCapacity", "MINIMUM", "must be at least 0; got " + $onDemandPercentageAboveBaseCapacity);
    }
  }
  const $spotAllocationStrategy = v.spotAllocationStrategy;
  if ($spotAllocationStrategy !== void 0) {
    n++;
    if (typeof $spotAllocationStrategy !== "string") (0, import_messages.wrongType)(r, "spotAllocationStrategy", "a string", $spotAllocationStrategy);
    else {
      if ($spotAllocationStrategy !== "lowest-price" && $spotAllocationStrategy !== "capacity-optimized" && $spotAllocationStrategy !== "capacity-optimized-prioritized" && $spotAllocationStrategy !== "price-capacity-optimized") (0, import_messages.notInEnum)(r, "spotAllocationStrategy", $spotAllocationStrategy, ENUM_31);
    }
  }
  const $subnetIds = v.subnetIds;
  if ($subnetIds === void 0) (0, import_messages.missing)(r, "subnetIds");
  else {
    n++;
    if (!Array.isArray($subnetIds)) (0, import_messages.wrongType)(r, "subnetIds", "an array", $subnetIds);
    else if ($subnetIds.length > 1e3) (0, import_messages.tooMany)(r, "subnetIds", "items", 1e3, $subnetIds.length, $subnetIds);
    else {
      s.push("subnetIds");
      const m = r.issues.length;
      for (let i = 0; i < $subnetIds.length; i++) {
        const y = $subnetIds[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($subnetIds.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $subnetIds);
      s.pop();
    }
  }
  const $extraSecurityGroupIds = v.extraSecurityGroupIds;
  if ($extraSecurityGroupIds !== void 0) {
    n++;
    if (!Array.isArray($extraSecurityGroupIds)) (0, import_messages.wrongType)(r, "extraSecurityGroupIds", "an array", $extraSecurityGroupIds);
    else if ($extraSecurityGroupIds.length > 1e3) (0, import_messages.tooMany)(r, "extraSecurityGroupIds", "items", 1e3, $extraSecurityGroupIds.length, $extraSecurityGroupIds);
    else {
      s.push("extraSecurityGroupIds");
      const m = r.issues.length;
      for (let i = 0; i < $extraSecurityGroupIds.length; i++) {
        const y = $extraSecurityGroupIds[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($extraSecurityGroupIds.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $extraSecurityGroupIds);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_32, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorBCpuOptions(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBCpuOptions)", v);
  let n = 0;
  const $nestedVirtualization = v.nestedVirtualization;
  if ($nestedVirtualization !== void 0) {
    n++;
    if (typeof $nestedVirtualization !== "boolean") (0, import_messages.wrongType)(r, "nestedVirtualization", "a boolean", $nestedVirtualization);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_33, void 0);
}
function checkVendorCProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorCProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_messages.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorCNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_messages.wrongType)(r, "image", "a string", $image);
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== void 0) {
    n++;
    if (!Array.isArray($authorizedUsers)) (0, import_messages.wrongType)(r, "authorizedUsers", "an array", $authorizedUsers);
    else if ($authorizedUsers.length > 1e3) (0, import_messages.tooMany)(r, "authorizedUsers", "items", 1e3, $authorizedUsers.length, $authorizedUsers);
    else {
      s.push("authorizedUsers");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedUsers.length; i++) {
        const y = $authorizedUsers[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($authorizedUsers.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $authorizedUsers);
      s.pop();
    }
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== void 0) {
    n++;
    if (!Array.isArray($authorizedKeys)) (0, import_messages.wrongType)(r, "authorizedKeys", "an array", $authorizedKeys);
    else if ($authorizedKeys.length > 1e3) (0, import_messages.tooMany)(r, "authorizedKeys", "items", 1e3, $authorizedKeys.length, $authorizedKeys);
    else {
      s.push("authorizedKeys");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedKeys.length; i++) {
        const y = $authorizedKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($authorizedKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $authorizedKeys);
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_messages.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_34, void 0);
}
function checkVendorCNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorCNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $serverType = v.serverType;
  if ($serverType === void 0) (0, import_messages.missing)(r, "serverType");
  else {
    n++;
    if (typeof $serverType !== "string") (0, import_messages.wrongType)(r, "serverType", "a string", $serverType);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    if (typeof $overrideImage !== "string") (0, import_messages.wrongType)(r, "overrideImage", "a string", $overrideImage);
  }
  const $subnetId = v.subnetId;
  if ($subnetId === void 0) (0, import_messages.missing)(r, "subnetId");
  else {
    n++;
    if (typeof $subnetId !== "string") (0, import_messages.wrongType)(r, "subnetId", "a string", $subnetId);
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_35, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorDProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorDProvider)", v);
  const s = r.path;
  let n = 0;
  const $datacenter = v.datacenter;
  if ($datacenter === void 0) (0, import_messages.missing)(r, "datacenter");
  else {
    n++;
    if (typeof $datacenter !== "string") (0, import_messages.wrongType)(r, "datacenter", "a string", $datacenter);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorDNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_messages.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) (0, import_messages.wrongType)(r, "unmanagedNodePools", "an array", $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1e3) (0, import_messages.tooMany)(r, "unmanagedNodePools", "items", 1e3, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $unmanagedNodePools, "name");
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_36, void 0);
}
function checkVendorDNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorDNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $flavor = v.flavor;
  if ($flavor === void 0) (0, import_messages.missing)(r, "flavor");
  else {
    n++;
    if (typeof $flavor !== "string") (0, import_messages.wrongType)(r, "flavor", "a string", $flavor);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_37, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorEProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorEProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorENodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $sshKey = v.sshKey;
  if ($sshKey === void 0) (0, import_messages.missing)(r, "sshKey");
  else {
    n++;
    if (typeof $sshKey !== "string") (0, import_messages.wrongType)(r, "sshKey", "a string", $sshKey);
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) (0, import_messages.wrongType)(r, "unmanagedNodePools", "an array", $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1e3) (0, import_messages.tooMany)(r, "unmanagedNodePools", "items", 1e3, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $unmanagedNodePools, "name");
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
    if (!Array.isArray($fileSystems)) (0, import_messages.wrongType)(r, "fileSystems", "an array", $fileSystems);
    else if ($fileSystems.length > 1e3) (0, import_messages.tooMany)(r, "fileSystems", "items", 1e3, $fileSystems.length, $fileSystems);
    else {
      s.push("fileSystems");
      const m = r.issues.length;
      for (let i = 0; i < $fileSystems.length; i++) {
        const y = $fileSystems[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($fileSystems.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $fileSystems);
      s.pop();
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_38, void 0);
}
function checkVendorENodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorENodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $instanceType = v.instanceType;
  if ($instanceType === void 0) (0, import_messages.missing)(r, "instanceType");
  else {
    n++;
    if (typeof $instanceType !== "string") (0, import_messages.wrongType)(r, "instanceType", "a string", $instanceType);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_39, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorFProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorFProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $sharedDrives = v.sharedDrives;
  if ($sharedDrives !== void 0) {
    n++;
    if (!Array.isArray($sharedDrives)) (0, import_messages.wrongType)(r, "sharedDrives", "an array", $sharedDrives);
    else if ($sharedDrives.length > 1e3) (0, import_messages.tooMany)(r, "sharedDrives", "items", 1e3, $sharedDrives.length, $sharedDrives);
    else {
      s.push("sharedDrives");
      const m = r.issues.length;
      for (let i = 0; i < $sharedDrives.length; i++) {
        const y = $sharedDrives[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sharedDrives.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sharedDrives);
      s.pop();
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorFNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
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
    if (!Array.isArray($unmanagedNodePools)) (0, import_messages.wrongType)(r, "unmanagedNodePools", "an array", $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1e3) (0, import_messages.tooMany)(r, "unmanagedNodePools", "items", 1e3, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $userIds = v.userIds;
  if ($userIds !== void 0) {
    n++;
    if (!Array.isArray($userIds)) (0, import_messages.wrongType)(r, "userIds", "an array", $userIds);
    else if ($userIds.length > 1e3) (0, import_messages.tooMany)(r, "userIds", "items", 1e3, $userIds.length, $userIds);
    else {
      s.push("userIds");
      const m = r.issues.length;
      for (let i = 0; i < $userIds.length; i++) {
        const y = $userIds[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($userIds.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $userIds);
      s.pop();
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_messages.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", $networkId);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_40, void 0);
}
function checkVendorFNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorFNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $publicIpType = v.publicIpType;
  if ($publicIpType === void 0) (0, import_messages.missing)(r, "publicIpType");
  else {
    n++;
    if (typeof $publicIpType !== "string") (0, import_messages.wrongType)(r, "publicIpType", "a string", $publicIpType);
    else {
      if ($publicIpType !== "none" && $publicIpType !== "dynamic" && $publicIpType !== "static") (0, import_messages.notInEnum)(r, "publicIpType", $publicIpType, ENUM_41);
    }
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $machineType = v.machineType;
  if ($machineType === void 0) (0, import_messages.missing)(r, "machineType");
  else {
    n++;
    if (typeof $machineType !== "string") (0, import_messages.wrongType)(r, "machineType", "a string", $machineType);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_42, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkEphemeralProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (EphemeralProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === void 0) (0, import_messages.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_messages.wrongType)(r, "location", "a string", $location);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkEphemeralNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_43, void 0);
}
function checkEphemeralNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (EphemeralNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $count = v.count;
  if ($count === void 0) (0, import_messages.missing)(r, "count");
  else {
    n++;
    if (!(typeof $count === "number" && Number.isInteger($count))) (0, import_messages.wrongType)(r, "count", "an integer", $count);
    else {
      if ($count < 0) (0, import_messages.outOfBounds)(r, "count", "MINIMUM", "must be at least 0; got " + $count);
    }
  }
  const $arch = v.arch;
  if ($arch !== void 0) {
    n++;
    if (typeof $arch !== "string") (0, import_messages.wrongType)(r, "arch", "a string", $arch);
    else {
      if ($arch !== "any" && $arch !== "arm64" && $arch !== "amd64") (0, import_messages.notInEnum)(r, "arch", $arch, ENUM_44);
    }
  }
  const $flavor = v.flavor;
  if ($flavor !== void 0) {
    n++;
    if (typeof $flavor !== "string") (0, import_messages.wrongType)(r, "flavor", "a string", $flavor);
    else {
      if ($flavor !== "debian" && $flavor !== "ubuntu" && $flavor !== "fedora") (0, import_messages.notInEnum)(r, "flavor", $flavor, ENUM_45);
    }
  }
  const $cpu = v.cpu;
  if ($cpu === void 0) (0, import_messages.missing)(r, "cpu");
  else {
    n++;
    if (typeof $cpu !== "string") (0, import_messages.wrongType)(r, "cpu", "a string", $cpu);
    else {
      if (!FORM_47.pattern.test($cpu)) (0, import_messages.noMatch)(r, "cpu", $cpu, FORM_47);
    }
  }
  const $memory = v.memory;
  if ($memory === void 0) (0, import_messages.missing)(r, "memory");
  else {
    n++;
    if (typeof $memory !== "string") (0, import_messages.wrongType)(r, "memory", "a string", $memory);
    else {
      if (!FORM_47.pattern.test($memory)) (0, import_messages.noMatch)(r, "memory", $memory, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_48, void 0);
}
function checkVendorGProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGProvider)", v);
  const s = r.path;
  let n = 0;
  const $connection = v.connection;
  if ($connection === void 0) (0, import_messages.missing)(r, "connection");
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $location = v.location;
  if ($location === void 0) (0, import_messages.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_messages.wrongType)(r, "location", "a string", $location);
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== void 0) {
    n++;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === void 0) (0, import_messages.missing)(r, "privateNetworkId");
  else {
    n++;
    if (typeof $privateNetworkId !== "string") (0, import_messages.wrongType)(r, "privateNetworkId", "a string", $privateNetworkId);
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== void 0) {
    n++;
    if (typeof $firewallEnabled !== "boolean") (0, import_messages.wrongType)(r, "firewallEnabled", "a boolean", $firewallEnabled);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorGNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $imageId = v.imageId;
  if ($imageId === void 0) (0, import_messages.missing)(r, "imageId");
  else {
    n++;
    if (typeof $imageId !== "string") (0, import_messages.wrongType)(r, "imageId", "a string", $imageId);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_messages.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sshKeys);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_49, void 0);
}
function checkVendorGConnection(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGConnection)", v);
  let n = 0;
  const $url = v.url;
  if ($url === void 0) (0, import_messages.missing)(r, "url");
  else {
    n++;
    if (typeof $url !== "string") (0, import_messages.wrongType)(r, "url", "a string", $url);
  }
  const $account = v.account;
  if ($account === void 0) (0, import_messages.missing)(r, "account");
  else {
    n++;
    if (typeof $account !== "string") (0, import_messages.wrongType)(r, "account", "a string", $account);
  }
  const $user = v.user;
  if ($user !== void 0) {
    n++;
    if (typeof $user !== "string") (0, import_messages.wrongType)(r, "user", "a string", $user);
  }
  const $privateKeySecretLink = v.privateKeySecretLink;
  if ($privateKeySecretLink === void 0) (0, import_messages.missing)(r, "privateKeySecretLink");
  else {
    n++;
    if (typeof $privateKeySecretLink !== "string") (0, import_messages.wrongType)(r, "privateKeySecretLink", "a string", $privateKeySecretLink);
    else {
      if (!FORM_20.pattern.test($privateKeySecretLink)) (0, import_messages.noMatch)(r, "privateKeySecretLink", $privateKeySecretLink, FORM_20);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_50, void 0);
}
function checkVendorGLoadBalancer(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGLoadBalancer)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_51, void 0);
  if (n !== 1) {
    const values = [$manual, $none, $gateway];
    const set = MEMBERS_52.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_messages.notExactlyOne)(r, noun, set, MEMBERS_52);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorGManualLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGManualLoadBalancer)", v);
  const s = r.path;
  let n = 0;
  const $packageId = v.packageId;
  if ($packageId !== void 0) {
    n++;
    if (typeof $packageId !== "string") (0, import_messages.wrongType)(r, "packageId", "a string", $packageId);
  }
  const $imageId = v.imageId;
  if ($imageId !== void 0) {
    n++;
    if (typeof $imageId !== "string") (0, import_messages.wrongType)(r, "imageId", "a string", $imageId);
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== void 0) {
    n++;
    if (typeof $publicNetworkId !== "string") (0, import_messages.wrongType)(r, "publicNetworkId", "a string", $publicNetworkId);
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== void 0) {
    n++;
    if (!Array.isArray($privateNetworkIds)) (0, import_messages.wrongType)(r, "privateNetworkIds", "an array", $privateNetworkIds);
    else if ($privateNetworkIds.length > 1e3) (0, import_messages.tooMany)(r, "privateNetworkIds", "items", 1e3, $privateNetworkIds.length, $privateNetworkIds);
    else {
      s.push("privateNetworkIds");
      const m = r.issues.length;
      for (let i = 0; i < $privateNetworkIds.length; i++) {
        const y = $privateNetworkIds[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($privateNetworkIds.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $privateNetworkIds);
      s.pop();
    }
  }
  const $metadata = v.metadata;
  if ($metadata !== void 0) {
    n++;
    if (typeof $metadata !== "object" || $metadata === null || Array.isArray($metadata)) (0, import_messages.wrongType)(r, "metadata", "an object", $metadata);
    else {
      const keys = Object.keys($metadata);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "metadata", "keys", 1e3, keys.length, $metadata);
      else {
        s.push("metadata");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $metadata[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_messages.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "tags", "keys", 1e3, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $tags[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
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
    if (!(typeof $count === "number" && Number.isInteger($count))) (0, import_messages.wrongType)(r, "count", "an integer", $count);
    else {
      if ($count < 1) (0, import_messages.outOfBounds)(r, "count", "MINIMUM", "must be at least 1; got " + $count);
      if ($count > 3) (0, import_messages.outOfBounds)(r, "count", "MAXIMUM", "must be at most 3; got " + $count);
    }
  }
  const $cnsInternalDomain = v.cnsInternalDomain;
  if ($cnsInternalDomain !== void 0) {
    n++;
    if (typeof $cnsInternalDomain !== "string") (0, import_messages.wrongType)(r, "cnsInternalDomain", "a string", $cnsInternalDomain);
  }
  const $cnsPublicDomain = v.cnsPublicDomain;
  if ($cnsPublicDomain !== void 0) {
    n++;
    if (typeof $cnsPublicDomain !== "string") (0, import_messages.wrongType)(r, "cnsPublicDomain", "a string", $cnsPublicDomain);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_53, void 0);
}
function checkVendorGLoadBalancerLogging(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGLoadBalancerLogging)", v);
  let n = 0;
  const $nodePort = v.nodePort;
  if ($nodePort !== void 0) {
    n++;
    if (!(typeof $nodePort === "number" && Number.isInteger($nodePort))) (0, import_messages.wrongType)(r, "nodePort", "an integer", $nodePort);
    else {
      if ($nodePort < 3e4) (0, import_messages.outOfBounds)(r, "nodePort", "MINIMUM", "must be at least 30000; got " + $nodePort);
      if ($nodePort > 65535) (0, import_messages.outOfBounds)(r, "nodePort", "MAXIMUM", "must be at most 65535; got " + $nodePort);
    }
  }
  const $externalSyslog = v.externalSyslog;
  if ($externalSyslog !== void 0) {
    n++;
    if (typeof $externalSyslog !== "string") (0, import_messages.wrongType)(r, "externalSyslog", "a string", $externalSyslog);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_54, void 0);
}
function checkVendorGNoLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGNoLoadBalancer)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkVendorGGatewayLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGGatewayLoadBalancer)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkVendorGNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $packageId = v.packageId;
  if ($packageId !== void 0) {
    n++;
    if (typeof $packageId !== "string") (0, import_messages.wrongType)(r, "packageId", "a string", $packageId);
  }
  const $overrideImageId = v.overrideImageId;
  if ($overrideImageId !== void 0) {
    n++;
    if (typeof $overrideImageId !== "string") (0, import_messages.wrongType)(r, "overrideImageId", "a string", $overrideImageId);
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== void 0) {
    n++;
    if (typeof $publicNetworkId !== "string") (0, import_messages.wrongType)(r, "publicNetworkId", "a string", $publicNetworkId);
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== void 0) {
    n++;
    if (!Array.isArray($privateNetworkIds)) (0, import_messages.wrongType)(r, "privateNetworkIds", "an array", $privateNetworkIds);
    else if ($privateNetworkIds.length > 1e3) (0, import_messages.tooMany)(r, "privateNetworkIds", "items", 1e3, $privateNetworkIds.length, $privateNetworkIds);
    else {
      s.push("privateNetworkIds");
      const m = r.issues.length;
      for (let i = 0; i < $privateNetworkIds.length; i++) {
        const y = $privateNetworkIds[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($privateNetworkIds.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $privateNetworkIds);
      s.pop();
    }
  }
  const $vendorGTags = v.vendorGTags;
  if ($vendorGTags !== void 0) {
    n++;
    if (typeof $vendorGTags !== "object" || $vendorGTags === null || Array.isArray($vendorGTags)) (0, import_messages.wrongType)(r, "vendorGTags", "an object", $vendorGTags);
    else {
      const keys = Object.keys($vendorGTags);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "vendorGTags", "keys", 1e3, keys.length, $vendorGTags);
      else {
        s.push("vendorGTags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $vendorGTags[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_56, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorHProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === void 0) (0, import_messages.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_messages.wrongType)(r, "location", "a string", $location);
  }
  const $subscriptionId = v.subscriptionId;
  if ($subscriptionId === void 0) (0, import_messages.missing)(r, "subscriptionId");
  else {
    n++;
    if (typeof $subscriptionId !== "string") (0, import_messages.wrongType)(r, "subscriptionId", "a string", $subscriptionId);
  }
  const $sdkSecretLink = v.sdkSecretLink;
  if ($sdkSecretLink === void 0) (0, import_messages.missing)(r, "sdkSecretLink");
  else {
    n++;
    if (typeof $sdkSecretLink !== "string") (0, import_messages.wrongType)(r, "sdkSecretLink", "a string", $sdkSecretLink);
    else {
      if (!FORM_20.pattern.test($sdkSecretLink)) (0, import_messages.noMatch)(r, "sdkSecretLink", $sdkSecretLink, FORM_20);
    }
  }
  const $resourceGroup = v.resourceGroup;
  if ($resourceGroup === void 0) (0, import_messages.missing)(r, "resourceGroup");
  else {
    n++;
    if (typeof $resourceGroup !== "string") (0, import_messages.wrongType)(r, "resourceGroup", "a string", $resourceGroup);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorHImage($image, r, "image");
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_messages.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_messages.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", $networkId);
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_messages.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "tags", "keys", 1e3, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $tags[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorHNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_57, void 0);
}
function checkVendorHImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHImage)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    if (typeof $recommended !== "string") (0, import_messages.wrongType)(r, "recommended", "a string", $recommended);
  }
  const $reference = v.reference;
  if ($reference !== void 0) {
    n++;
    s.push("reference");
    checkVendorHImageReference($reference, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_58, void 0);
  if (n !== 1) {
    const values = [$recommended, $reference];
    const set = MEMBERS_59.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_messages.notExactlyOne)(r, noun, set, MEMBERS_59);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorHImageReference(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHImageReference)", v);
  let n = 0;
  const $publisher = v.publisher;
  if ($publisher === void 0) (0, import_messages.missing)(r, "publisher");
  else {
    n++;
    if (typeof $publisher !== "string") (0, import_messages.wrongType)(r, "publisher", "a string", $publisher);
  }
  const $offer = v.offer;
  if ($offer === void 0) (0, import_messages.missing)(r, "offer");
  else {
    n++;
    if (typeof $offer !== "string") (0, import_messages.wrongType)(r, "offer", "a string", $offer);
  }
  const $sku = v.sku;
  if ($sku === void 0) (0, import_messages.missing)(r, "sku");
  else {
    n++;
    if (typeof $sku !== "string") (0, import_messages.wrongType)(r, "sku", "a string", $sku);
  }
  const $version = v.version;
  if ($version === void 0) (0, import_messages.missing)(r, "version");
  else {
    n++;
    if (typeof $version !== "string") (0, import_messages.wrongType)(r, "version", "a string", $version);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_60, void 0);
}
function checkVendorHNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $size = v.size;
  if ($size === void 0) (0, import_messages.missing)(r, "size");
  else {
    n++;
    if (typeof $size !== "string") (0, import_messages.wrongType)(r, "size", "a string", $size);
  }
  const $subnetId = v.subnetId;
  if ($subnetId === void 0) (0, import_messages.missing)(r, "subnetId");
  else {
    n++;
    if (typeof $subnetId !== "string") (0, import_messages.wrongType)(r, "subnetId", "a string", $subnetId);
  }
  const $zones = v.zones;
  if ($zones !== void 0) {
    n++;
    if (!Array.isArray($zones)) (0, import_messages.wrongType)(r, "zones", "an array", $zones);
    else if ($zones.length > 1e3) (0, import_messages.tooMany)(r, "zones", "items", 1e3, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === "number" && Number.isInteger(y))) (0, import_messages.wrongType)(r, i, "an integer", y);
      }
      if ($zones.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $zones);
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
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_61, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorIProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorIProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== void 0) {
    n++;
    if (!Array.isArray($vendorITags)) (0, import_messages.wrongType)(r, "vendorITags", "an array", $vendorITags);
    else if ($vendorITags.length > 1e3) (0, import_messages.tooMany)(r, "vendorITags", "items", 1e3, $vendorITags.length, $vendorITags);
    else {
      s.push("vendorITags");
      const m = r.issues.length;
      for (let i = 0; i < $vendorITags.length; i++) {
        const y = $vendorITags[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($vendorITags.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $vendorITags);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_messages.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorINodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_messages.wrongType)(r, "image", "a string", $image);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_messages.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== void 0) {
    n++;
    if (!Array.isArray($extraSshKeys)) (0, import_messages.wrongType)(r, "extraSshKeys", "an array", $extraSshKeys);
    else if ($extraSshKeys.length > 1e3) (0, import_messages.tooMany)(r, "extraSshKeys", "items", 1e3, $extraSshKeys.length, $extraSshKeys);
    else {
      s.push("extraSshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $extraSshKeys.length; i++) {
        const y = $extraSshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($extraSshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $extraSshKeys);
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
    if (!Array.isArray($reservedIPs)) (0, import_messages.wrongType)(r, "reservedIPs", "an array", $reservedIPs);
    else if ($reservedIPs.length > 1e3) (0, import_messages.tooMany)(r, "reservedIPs", "items", 1e3, $reservedIPs.length, $reservedIPs);
    else {
      s.push("reservedIPs");
      const m = r.issues.length;
      for (let i = 0; i < $reservedIPs.length; i++) {
        const y = $reservedIPs[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($reservedIPs.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $reservedIPs);
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_62, void 0);
}
function checkVendorINodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorINodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $vendorISize = v.vendorISize;
  if ($vendorISize !== void 0) {
    n++;
    if (typeof $vendorISize !== "string") (0, import_messages.wrongType)(r, "vendorISize", "a string", $vendorISize);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    if (typeof $overrideImage !== "string") (0, import_messages.wrongType)(r, "overrideImage", "a string", $overrideImage);
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_63, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkVendorJProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJProvider)", v);
  const s = r.path;
  let n = 0;
  const $projectId = v.projectId;
  if ($projectId === void 0) (0, import_messages.missing)(r, "projectId");
  else {
    n++;
    if (typeof $projectId !== "string") (0, import_messages.wrongType)(r, "projectId", "a string", $projectId);
  }
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (!Array.isArray($tags)) (0, import_messages.wrongType)(r, "tags", "an array", $tags);
    else if ($tags.length > 1e3) (0, import_messages.tooMany)(r, "tags", "items", 1e3, $tags.length, $tags);
    else {
      s.push("tags");
      const m = r.issues.length;
      for (let i = 0; i < $tags.length; i++) {
        const y = $tags[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($tags.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $tags);
      s.pop();
    }
  }
  const $metadata = v.metadata;
  if ($metadata !== void 0) {
    n++;
    if (typeof $metadata !== "object" || $metadata === null || Array.isArray($metadata)) (0, import_messages.wrongType)(r, "metadata", "an object", $metadata);
    else {
      const keys = Object.keys($metadata);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "metadata", "keys", 1e3, keys.length, $metadata);
      else {
        s.push("metadata");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $metadata[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $network = v.network;
  if ($network === void 0) (0, import_messages.missing)(r, "network");
  else {
    n++;
    if (typeof $network !== "string") (0, import_messages.wrongType)(r, "network", "a string", $network);
  }
  const $saKeyLink = v.saKeyLink;
  if ($saKeyLink === void 0) (0, import_messages.missing)(r, "saKeyLink");
  else {
    n++;
    if (typeof $saKeyLink !== "string") (0, import_messages.wrongType)(r, "saKeyLink", "a string", $saKeyLink);
    else {
      if (!FORM_20.pattern.test($saKeyLink)) (0, import_messages.noMatch)(r, "saKeyLink", $saKeyLink, FORM_20);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorJImage($image, r, "image");
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorJNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_64, void 0);
}
function checkVendorJImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJImage)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    if (typeof $recommended !== "string") (0, import_messages.wrongType)(r, "recommended", "a string", $recommended);
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
    if (typeof $exact !== "string") (0, import_messages.wrongType)(r, "exact", "a string", $exact);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_65, void 0);
  if (n !== 1) {
    const values = [$recommended, $family, $exact];
    const set = MEMBERS_66.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_messages.notExactlyOne)(r, noun, set, MEMBERS_66);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorJImageFamily(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJImageFamily)", v);
  let n = 0;
  const $project = v.project;
  if ($project !== void 0) {
    n++;
    if (typeof $project !== "string") (0, import_messages.wrongType)(r, "project", "a string", $project);
  }
  const $family = v.family;
  if ($family !== void 0) {
    n++;
    if (typeof $family !== "string") (0, import_messages.wrongType)(r, "family", "a string", $family);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_67, void 0);
}
function checkVendorJNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    if (typeof $labels !== "object" || $labels === null || Array.isArray($labels)) (0, import_messages.wrongType)(r, "labels", "an object", $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "labels", "keys", 1e3, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    if (!Array.isArray($taints)) (0, import_messages.wrongType)(r, "taints", "an array", $taints);
    else if ($taints.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) (0, import_values.duplicateIdentifiers)(r, $taints, "key");
      s.pop();
    }
  }
  const $machineType = v.machineType;
  if ($machineType === void 0) (0, import_messages.missing)(r, "machineType");
  else {
    n++;
    if (typeof $machineType !== "string") (0, import_messages.wrongType)(r, "machineType", "a string", $machineType);
  }
  const $assignPublicIP = v.assignPublicIP;
  if ($assignPublicIP !== void 0) {
    n++;
    if (typeof $assignPublicIP !== "boolean") (0, import_messages.wrongType)(r, "assignPublicIP", "a boolean", $assignPublicIP);
  }
  const $zone = v.zone;
  if ($zone === void 0) (0, import_messages.missing)(r, "zone");
  else {
    n++;
    if (typeof $zone !== "string") (0, import_messages.wrongType)(r, "zone", "a string", $zone);
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
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 20) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 20; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) (0, import_messages.wrongType)(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) (0, import_messages.wrongType)(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $preemptible = v.preemptible;
  if ($preemptible !== void 0) {
    n++;
    if (typeof $preemptible !== "boolean") (0, import_messages.wrongType)(r, "preemptible", "a boolean", $preemptible);
  }
  const $subnet = v.subnet;
  if ($subnet !== void 0) {
    n++;
    if (typeof $subnet !== "string") (0, import_messages.wrongType)(r, "subnet", "a string", $subnet);
  }
  const $localPersistentDisks = v.localPersistentDisks;
  if ($localPersistentDisks !== void 0) {
    n++;
    if (!(typeof $localPersistentDisks === "number" && Number.isInteger($localPersistentDisks))) (0, import_messages.wrongType)(r, "localPersistentDisks", "an integer", $localPersistentDisks);
    else {
      if ($localPersistentDisks < 0) (0, import_messages.outOfBounds)(r, "localPersistentDisks", "MINIMUM", "must be at least 0; got " + $localPersistentDisks);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_68, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) (0, import_messages.minAboveMax)(r, "minSize", $minSize, "maxSize", $maxSize);
}
function checkAddOns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (AddOns)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_69, void 0);
}
function checkDashboardAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (DashboardAddOn)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkDashboardAltAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (DashboardAltAddOn)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkVendorHWorkloadIdentityAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHWorkloadIdentityAddOn)", v);
  let n = 0;
  const $tenantId = v.tenantId;
  if ($tenantId !== void 0) {
    n++;
    if (typeof $tenantId !== "string") (0, import_messages.wrongType)(r, "tenantId", "a string", $tenantId);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_70, void 0);
}
function checkVendorBWorkloadIdentityAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBWorkloadIdentityAddOn)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkLocalPathStorageAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (LocalPathStorageAddOn)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkMetricsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (MetricsAddOn)", v);
  const s = r.path;
  let n = 0;
  const $kubeState = v.kubeState;
  if ($kubeState !== void 0) {
    n++;
    if (typeof $kubeState !== "boolean") (0, import_messages.wrongType)(r, "kubeState", "a boolean", $kubeState);
  }
  const $coreDns = v.coreDns;
  if ($coreDns !== void 0) {
    n++;
    if (typeof $coreDns !== "boolean") (0, import_messages.wrongType)(r, "coreDns", "a boolean", $coreDns);
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== void 0) {
    n++;
    if (typeof $kubelet !== "boolean") (0, import_messages.wrongType)(r, "kubelet", "a boolean", $kubelet);
  }
  const $apiserver = v.apiserver;
  if ($apiserver !== void 0) {
    n++;
    if (typeof $apiserver !== "boolean") (0, import_messages.wrongType)(r, "apiserver", "a boolean", $apiserver);
  }
  const $nodeExporter = v.nodeExporter;
  if ($nodeExporter !== void 0) {
    n++;
    if (typeof $nodeExporter !== "boolean") (0, import_messages.wrongType)(r, "nodeExporter", "a boolean", $nodeExporter);
  }
  const $cadvisor = v.cadvisor;
  if ($cadvisor !== void 0) {
    n++;
    if (typeof $cadvisor !== "boolean") (0, import_messages.wrongType)(r, "cadvisor", "a boolean", $cadvisor);
  }
  const $scrapeAnnotated = v.scrapeAnnotated;
  if ($scrapeAnnotated !== void 0) {
    n++;
    s.push("scrapeAnnotated");
    checkMetricsScrapeAnnotated($scrapeAnnotated, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_71, void 0);
}
function checkMetricsScrapeAnnotated(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (MetricsScrapeAnnotated)", v);
  let n = 0;
  const $intervalSeconds = v.intervalSeconds;
  if ($intervalSeconds !== void 0) {
    n++;
    if (!(typeof $intervalSeconds === "number" && Number.isInteger($intervalSeconds))) (0, import_messages.wrongType)(r, "intervalSeconds", "an integer", $intervalSeconds);
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== void 0) {
    n++;
    if (typeof $includeNamespaces !== "string") (0, import_messages.wrongType)(r, "includeNamespaces", "a string", $includeNamespaces);
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== void 0) {
    n++;
    if (typeof $excludeNamespaces !== "string") (0, import_messages.wrongType)(r, "excludeNamespaces", "a string", $excludeNamespaces);
  }
  const $retainLabels = v.retainLabels;
  if ($retainLabels !== void 0) {
    n++;
    if (typeof $retainLabels !== "string") (0, import_messages.wrongType)(r, "retainLabels", "a string", $retainLabels);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_72, void 0);
}
function checkLogsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (LogsAddOn)", v);
  let n = 0;
  const $auditEnabled = v.auditEnabled;
  if ($auditEnabled !== void 0) {
    n++;
    if (typeof $auditEnabled !== "boolean") (0, import_messages.wrongType)(r, "auditEnabled", "a boolean", $auditEnabled);
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== void 0) {
    n++;
    if (typeof $includeNamespaces !== "string") (0, import_messages.wrongType)(r, "includeNamespaces", "a string", $includeNamespaces);
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== void 0) {
    n++;
    if (typeof $excludeNamespaces !== "string") (0, import_messages.wrongType)(r, "excludeNamespaces", "a string", $excludeNamespaces);
  }
  const $docker = v.docker;
  if ($docker !== void 0) {
    n++;
    if (typeof $docker !== "boolean") (0, import_messages.wrongType)(r, "docker", "a boolean", $docker);
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== void 0) {
    n++;
    if (typeof $kubelet !== "boolean") (0, import_messages.wrongType)(r, "kubelet", "a boolean", $kubelet);
  }
  const $kernel = v.kernel;
  if ($kernel !== void 0) {
    n++;
    if (typeof $kernel !== "boolean") (0, import_messages.wrongType)(r, "kernel", "a boolean", $kernel);
  }
  const $events = v.events;
  if ($events !== void 0) {
    n++;
    if (typeof $events !== "boolean") (0, import_messages.wrongType)(r, "events", "a boolean", $events);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_73, void 0);
}
function checkRegistryMirrorAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RegistryMirrorAddOn)", v);
  const s = r.path;
  let n = 0;
  const $mirrors = v.mirrors;
  if ($mirrors !== void 0) {
    n++;
    if (!Array.isArray($mirrors)) (0, import_messages.wrongType)(r, "mirrors", "an array", $mirrors);
    else if ($mirrors.length > 1e3) (0, import_messages.tooMany)(r, "mirrors", "items", 1e3, $mirrors.length, $mirrors);
    else {
      s.push("mirrors", 0);
      const d = s.length - 1;
      for (let i = 0; i < $mirrors.length; i++) {
        s[d] = i;
        checkRegistryMirror($mirrors[i], r);
      }
      s.pop();
      if ($mirrors.length > 1) (0, import_values.duplicateIdentifiers)(r, $mirrors, "registry");
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_74, void 0);
}
function checkRegistryMirror(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RegistryMirror)", v);
  const s = r.path;
  let n = 0;
  const $registry = v.registry;
  if ($registry === void 0) (0, import_messages.missing)(r, "registry");
  else {
    n++;
    if (typeof $registry !== "string") (0, import_messages.wrongType)(r, "registry", "a string", $registry);
  }
  const $mirrors = v.mirrors;
  if ($mirrors !== void 0) {
    n++;
    if (!Array.isArray($mirrors)) (0, import_messages.wrongType)(r, "mirrors", "an array", $mirrors);
    else if ($mirrors.length > 1e3) (0, import_messages.tooMany)(r, "mirrors", "items", 1e3, $mirrors.length, $mirrors);
    else {
      s.push("mirrors");
      const m = r.issues.length;
      for (let i = 0; i < $mirrors.length; i++) {
        const y = $mirrors[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($mirrors.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $mirrors);
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_75, void 0);
}
function checkVendorKAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorKAddOn)", v);
  let n = 0;
  const $taintGPUNodes = v.taintGPUNodes;
  if ($taintGPUNodes !== void 0) {
    n++;
    if (typeof $taintGPUNodes !== "boolean") (0, import_messages.wrongType)(r, "taintGPUNodes", "a boolean", $taintGPUNodes);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_76, void 0);
}
function checkVendorBEfsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBEfsAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === void 0) (0, import_messages.missing)(r, "roleArn");
  else {
    n++;
    if (typeof $roleArn !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_77, void 0);
}
function checkVendorBEcrAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBEcrAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== void 0) {
    n++;
    if (typeof $roleArn !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_77, void 0);
}
function checkVendorBElbAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBElbAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== void 0) {
    n++;
    if (typeof $roleArn !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", $roleArn);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_77, void 0);
}
function checkVendorHAcrAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHAcrAddOn)", v);
  let n = 0;
  const $clientId = v.clientId;
  if ($clientId === void 0) (0, import_messages.missing)(r, "clientId");
  else {
    n++;
    if (typeof $clientId !== "string") (0, import_messages.wrongType)(r, "clientId", "a string", $clientId);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_78, void 0);
}
function checkSysboxAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (SysboxAddOn)", v);
  if ((0, import_core.countKeys)(v) !== 0) (0, import_messages.extraMembers)(r, v, FIELDS_55, void 0);
}
function checkByokAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokAddOn)", v);
  const s = r.path;
  let n = 0;
  const $ignoreUpdates = v.ignoreUpdates;
  if ($ignoreUpdates !== void 0) {
    n++;
    if (typeof $ignoreUpdates !== "boolean") (0, import_messages.wrongType)(r, "ignoreUpdates", "a boolean", $ignoreUpdates);
  }
  const $location = v.location;
  if ($location === void 0) (0, import_messages.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_messages.wrongType)(r, "location", "a string", $location);
    else {
      if (!FORM_20.pattern.test($location)) (0, import_messages.noMatch)(r, "location", $location, FORM_20);
    }
  }
  const $config = v.config;
  if ($config !== void 0) {
    n++;
    s.push("config");
    checkByokConfig($config, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_79, void 0);
}
function checkByokConfig(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokConfig)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_80, void 0);
}
function checkByokActuator(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokActuator)", v);
  const s = r.path;
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $logLevel = v.logLevel;
  if ($logLevel !== void 0) {
    n++;
    if (typeof $logLevel !== "string") (0, import_messages.wrongType)(r, "logLevel", "a string", $logLevel);
    else {
      if ($logLevel !== "trace" && $logLevel !== "info" && $logLevel !== "error") (0, import_messages.notInEnum)(r, "logLevel", $logLevel, ENUM_81);
    }
  }
  const $env = v.env;
  if ($env !== void 0) {
    n++;
    if (typeof $env !== "object" || $env === null || Array.isArray($env)) (0, import_messages.wrongType)(r, "env", "an object", $env);
    else {
      const keys = Object.keys($env);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "env", "keys", 1e3, keys.length, $env);
      else {
        s.push("env");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $env[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_82, void 0);
}
function checkByokMiddlebox(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokMiddlebox)", v);
  let n = 0;
  const $enabled = v.enabled;
  if ($enabled !== void 0) {
    n++;
    if (typeof $enabled !== "boolean") (0, import_messages.wrongType)(r, "enabled", "a boolean", $enabled);
  }
  const $bandwidthAlertMbps = v.bandwidthAlertMbps;
  if ($bandwidthAlertMbps !== void 0) {
    n++;
    if (!(typeof $bandwidthAlertMbps === "number" && Number.isInteger($bandwidthAlertMbps))) (0, import_messages.wrongType)(r, "bandwidthAlertMbps", "an integer", $bandwidthAlertMbps);
  }
  const $port = v.port;
  if ($port !== void 0) {
    n++;
    if (!(typeof $port === "number" && Number.isInteger($port))) (0, import_messages.wrongType)(r, "port", "an integer", $port);
  }
  const $ip = v.ip;
  if ($ip !== void 0) {
    n++;
    if (typeof $ip !== "string") (0, import_messages.wrongType)(r, "ip", "a string", $ip);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_83, void 0);
}
function checkByokCommon(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokCommon)", v);
  const s = r.path;
  let n = 0;
  const $deploymentReplicas = v.deploymentReplicas;
  if ($deploymentReplicas !== void 0) {
    n++;
    if (!(typeof $deploymentReplicas === "number" && Number.isInteger($deploymentReplicas))) (0, import_messages.wrongType)(r, "deploymentReplicas", "an integer", $deploymentReplicas);
  }
  const $pdb = v.pdb;
  if ($pdb !== void 0) {
    n++;
    s.push("pdb");
    checkByokPodDisruptionBudget($pdb, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_84, void 0);
}
function checkByokPodDisruptionBudget(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokPodDisruptionBudget)", v);
  let n = 0;
  const $maxUnavailable = v.maxUnavailable;
  if ($maxUnavailable !== void 0) {
    n++;
    if (!(typeof $maxUnavailable === "number" && Number.isInteger($maxUnavailable))) (0, import_messages.wrongType)(r, "maxUnavailable", "an integer", $maxUnavailable);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_85, void 0);
}
function checkByokLonghorn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokLonghorn)", v);
  let n = 0;
  const $numberOfReplicas = v.numberOfReplicas;
  if ($numberOfReplicas !== void 0) {
    n++;
    if (!(typeof $numberOfReplicas === "number" && Number.isInteger($numberOfReplicas))) (0, import_messages.wrongType)(r, "numberOfReplicas", "an integer", $numberOfReplicas);
  }
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) (0, import_messages.wrongType)(r, "replicas", "an integer", $replicas);
  }
  const $isDefault = v.isDefault;
  if ($isDefault !== void 0) {
    n++;
    if (typeof $isDefault !== "boolean") (0, import_messages.wrongType)(r, "isDefault", "a boolean", $isDefault);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_86, void 0);
}
function checkByokStorageClasses(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokStorageClasses)", v);
  let n = 0;
  const $noDefaultStorageClasses = v.noDefaultStorageClasses;
  if ($noDefaultStorageClasses !== void 0) {
    n++;
    if (typeof $noDefaultStorageClasses !== "boolean") (0, import_messages.wrongType)(r, "noDefaultStorageClasses", "a boolean", $noDefaultStorageClasses);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_87, void 0);
}
function checkByokIngress(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIngress)", v);
  let n = 0;
  const $cpu = v.cpu;
  if ($cpu !== void 0) {
    n++;
    if (typeof $cpu !== "string") (0, import_messages.wrongType)(r, "cpu", "a string", $cpu);
    else {
      if (!FORM_47.pattern.test($cpu)) (0, import_messages.noMatch)(r, "cpu", $cpu, FORM_47);
    }
  }
  const $memory = v.memory;
  if ($memory !== void 0) {
    n++;
    if (typeof $memory !== "string") (0, import_messages.wrongType)(r, "memory", "a string", $memory);
    else {
      if (!FORM_47.pattern.test($memory)) (0, import_messages.noMatch)(r, "memory", $memory, FORM_47);
    }
  }
  const $targetPercent = v.targetPercent;
  if ($targetPercent !== void 0) {
    n++;
    if (!(typeof $targetPercent === "number" && Number.isInteger($targetPercent))) (0, import_messages.wrongType)(r, "targetPercent", "an integer", $targetPercent);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_88, void 0);
}
function checkByokIstio(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstio)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_89, void 0);
}
function checkByokIstiod(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstiod)", v);
  let n = 0;
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) (0, import_messages.wrongType)(r, "replicas", "an integer", $replicas);
  }
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== void 0) {
    n++;
    if (!(typeof $pdb === "number" && Number.isInteger($pdb))) (0, import_messages.wrongType)(r, "pdb", "an integer", $pdb);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_90, void 0);
}
function checkByokIstioIngressGateway(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstioIngressGateway)", v);
  let n = 0;
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) (0, import_messages.wrongType)(r, "replicas", "an integer", $replicas);
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_91, void 0);
}
function checkByokIstioSidecar(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstioSidecar)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_92, void 0);
}
function checkByokLogSplitter(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokLogSplitter)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $memBufferSize = v.memBufferSize;
  if ($memBufferSize !== void 0) {
    n++;
    if (typeof $memBufferSize !== "string") (0, import_messages.wrongType)(r, "memBufferSize", "a string", $memBufferSize);
  }
  const $perPodRate = v.perPodRate;
  if ($perPodRate !== void 0) {
    n++;
    if (!(typeof $perPodRate === "number" && Number.isInteger($perPodRate))) (0, import_messages.wrongType)(r, "perPodRate", "an integer", $perPodRate);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_93, void 0);
}
function checkByokMonitoring(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokMonitoring)", v);
  const s = r.path;
  let n = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
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
    if (!Array.isArray($remoteWrite)) (0, import_messages.wrongType)(r, "remoteWrite", "an array", $remoteWrite);
    else if ($remoteWrite.length > 1e3) (0, import_messages.tooMany)(r, "remoteWrite", "items", 1e3, $remoteWrite.length, $remoteWrite);
    else {
      s.push("remoteWrite", 0);
      const d = s.length - 1;
      for (let i = 0; i < $remoteWrite.length; i++) {
        s[d] = i;
        checkRemoteWrite($remoteWrite[i], r);
      }
      s.pop();
      if ($remoteWrite.length > 1) (0, import_values.duplicateIdentifiers)(r, $remoteWrite, "url");
      s.pop();
    }
  }
  const $externalLabels = v.externalLabels;
  if ($externalLabels !== void 0) {
    n++;
    if (typeof $externalLabels !== "object" || $externalLabels === null || Array.isArray($externalLabels)) (0, import_messages.wrongType)(r, "externalLabels", "an object", $externalLabels);
    else {
      const keys = Object.keys($externalLabels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "externalLabels", "keys", 1e3, keys.length, $externalLabels);
      else {
        s.push("externalLabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $externalLabels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_94, void 0);
}
function checkByokKubeStateMetrics(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokKubeStateMetrics)", v);
  let n = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_95, void 0);
}
function checkByokPrometheus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokPrometheus)", v);
  const s = r.path;
  let n = 0;
  const $main = v.main;
  if ($main !== void 0) {
    n++;
    s.push("main");
    checkByokPrometheusMain($main, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_96, void 0);
}
function checkByokPrometheusMain(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokPrometheusMain)", v);
  let n = 0;
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (typeof $storage !== "string") (0, import_messages.wrongType)(r, "storage", "a string", $storage);
    else {
      if (!FORM_47.pattern.test($storage)) (0, import_messages.noMatch)(r, "storage", $storage, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_97, void 0);
}
function checkRemoteWrite(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RemoteWrite)", v);
  const s = r.path;
  let n = 0;
  const $url = v.url;
  if ($url === void 0) (0, import_messages.missing)(r, "url");
  else {
    n++;
    if (typeof $url !== "string") (0, import_messages.wrongType)(r, "url", "a string", $url);
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
    if (typeof $follow_redirects !== "boolean") (0, import_messages.wrongType)(r, "follow_redirects", "a boolean", $follow_redirects);
  }
  const $enable_http2 = v.enable_http2;
  if ($enable_http2 !== void 0) {
    n++;
    if (typeof $enable_http2 !== "boolean") (0, import_messages.wrongType)(r, "enable_http2", "a boolean", $enable_http2);
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
    if (typeof $proxy_url !== "string") (0, import_messages.wrongType)(r, "proxy_url", "a string", $proxy_url);
  }
  const $no_proxy = v.no_proxy;
  if ($no_proxy !== void 0) {
    n++;
    if (typeof $no_proxy !== "string") (0, import_messages.wrongType)(r, "no_proxy", "a string", $no_proxy);
  }
  const $proxy_from_environment = v.proxy_from_environment;
  if ($proxy_from_environment !== void 0) {
    n++;
    if (typeof $proxy_from_environment !== "boolean") (0, import_messages.wrongType)(r, "proxy_from_environment", "a boolean", $proxy_from_environment);
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
    if (typeof $remote_timeout !== "string") (0, import_messages.wrongType)(r, "remote_timeout", "a string", $remote_timeout);
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
    if (!Array.isArray($write_relabel_configs)) (0, import_messages.wrongType)(r, "write_relabel_configs", "an array", $write_relabel_configs);
    else if ($write_relabel_configs.length > 1e3) (0, import_messages.tooMany)(r, "write_relabel_configs", "items", 1e3, $write_relabel_configs.length, $write_relabel_configs);
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
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
  }
  const $send_exemplars = v.send_exemplars;
  if ($send_exemplars !== void 0) {
    n++;
    if (typeof $send_exemplars !== "boolean") (0, import_messages.wrongType)(r, "send_exemplars", "a boolean", $send_exemplars);
  }
  const $send_native_histograms = v.send_native_histograms;
  if ($send_native_histograms !== void 0) {
    n++;
    if (typeof $send_native_histograms !== "boolean") (0, import_messages.wrongType)(r, "send_native_histograms", "a boolean", $send_native_histograms);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_98, void 0);
}
function checkRemoteWriteBasicAuth(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RemoteWriteBasicAuth)", v);
  let n = 0;
  const $username = v.username;
  if ($username !== void 0) {
    n++;
    if (typeof $username !== "string") (0, import_messages.wrongType)(r, "username", "a string", $username);
  }
  const $username_file = v.username_file;
  if ($username_file !== void 0) {
    n++;
    if (typeof $username_file !== "string") (0, import_messages.wrongType)(r, "username_file", "a string", $username_file);
  }
  const $password = v.password;
  if ($password !== void 0) {
    n++;
    if (typeof $password !== "string") (0, import_messages.wrongType)(r, "password", "a string", $password);
  }
  const $password_file = v.password_file;
  if ($password_file !== void 0) {
    n++;
    if (typeof $password_file !== "string") (0, import_messages.wrongType)(r, "password_file", "a string", $password_file);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_99, void 0);
}
function checkRemoteWriteAuthorization(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RemoteWriteAuthorization)", v);
  let n = 0;
  const $type = v.type;
  if ($type !== void 0) {
    n++;
    if (typeof $type !== "string") (0, import_messages.wrongType)(r, "type", "a string", $type);
  }
  const $credentials = v.credentials;
  if ($credentials !== void 0) {
    n++;
    if (typeof $credentials !== "string") (0, import_messages.wrongType)(r, "credentials", "a string", $credentials);
  }
  const $credentials_file = v.credentials_file;
  if ($credentials_file !== void 0) {
    n++;
    if (typeof $credentials_file !== "string") (0, import_messages.wrongType)(r, "credentials_file", "a string", $credentials_file);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_100, void 0);
}
function checkByokRedis(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokRedis)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (typeof $storage !== "string") (0, import_messages.wrongType)(r, "storage", "a string", $storage);
    else {
      if (!FORM_47.pattern.test($storage)) (0, import_messages.noMatch)(r, "storage", $storage, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_101, void 0);
}
function checkByokRedisHa(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokRedisHa)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (!(typeof $storage === "number" && Number.isInteger($storage))) (0, import_messages.wrongType)(r, "storage", "an integer", $storage);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_101, void 0);
}
function checkByokRedisSentinel(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokRedisSentinel)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    if (!(typeof $storage === "number" && Number.isInteger($storage))) (0, import_messages.wrongType)(r, "storage", "an integer", $storage);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_101, void 0);
}
function checkByokTempoAgent(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokTempoAgent)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_92, void 0);
}
function checkByokInternalDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokInternalDns)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    if (typeof $minCpu !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) (0, import_messages.noMatch)(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    if (typeof $maxCpu !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) (0, import_messages.noMatch)(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    if (typeof $minMemory !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) (0, import_messages.noMatch)(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    if (typeof $maxMemory !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) (0, import_messages.noMatch)(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_102, void 0);
}
function checkClusterStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterStatus)", v);
  const s = r.path;
  let n = 0;
  const $oidcProviderUrl = v.oidcProviderUrl;
  if ($oidcProviderUrl !== void 0) {
    n++;
    if (typeof $oidcProviderUrl !== "string") (0, import_messages.wrongType)(r, "oidcProviderUrl", "a string", $oidcProviderUrl);
  }
  const $serverUrl = v.serverUrl;
  if ($serverUrl !== void 0) {
    n++;
    if (typeof $serverUrl !== "string") (0, import_messages.wrongType)(r, "serverUrl", "a string", $serverUrl);
  }
  const $homeLocation = v.homeLocation;
  if ($homeLocation !== void 0) {
    n++;
    if (typeof $homeLocation !== "string") (0, import_messages.wrongType)(r, "homeLocation", "a string", $homeLocation);
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    s.push("addOns");
    checkClusterStatusAddOns($addOns, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_103, void 0);
}
function checkClusterStatusAddOns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterStatusAddOns)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_104, void 0);
}
function checkDashboardStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (DashboardStatus)", v);
  let n = 0;
  const $url = v.url;
  if ($url !== void 0) {
    n++;
    if (typeof $url !== "string") (0, import_messages.wrongType)(r, "url", "a string", $url);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_105, void 0);
}
function checkVendorBWorkloadIdentityStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBWorkloadIdentityStatus)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_106, void 0);
}
function checkVendorBOidcProviderConfig(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBOidcProviderConfig)", v);
  let n = 0;
  const $providerUrl = v.providerUrl;
  if ($providerUrl !== void 0) {
    n++;
    if (typeof $providerUrl !== "string") (0, import_messages.wrongType)(r, "providerUrl", "a string", $providerUrl);
  }
  const $audience = v.audience;
  if ($audience !== void 0) {
    n++;
    if (typeof $audience !== "string") (0, import_messages.wrongType)(r, "audience", "a string", $audience);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_107, void 0);
}
function checkMetricsStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (MetricsStatus)", v);
  const s = r.path;
  let n = 0;
  const $prometheusEndpoint = v.prometheusEndpoint;
  if ($prometheusEndpoint !== void 0) {
    n++;
    if (typeof $prometheusEndpoint !== "string") (0, import_messages.wrongType)(r, "prometheusEndpoint", "a string", $prometheusEndpoint);
  }
  const $remoteWriteConfig = v.remoteWriteConfig;
  if ($remoteWriteConfig !== void 0) {
    n++;
    s.push("remoteWriteConfig");
    checkFreeFormObject($remoteWriteConfig, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_108, void 0);
}
function checkLogsStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (LogsStatus)", v);
  let n = 0;
  const $logStoreAddress = v.logStoreAddress;
  if ($logStoreAddress !== void 0) {
    n++;
    if (typeof $logStoreAddress !== "string") (0, import_messages.wrongType)(r, "logStoreAddress", "a string", $logStoreAddress);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_109, void 0);
}
function checkVendorBRoleStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBRoleStatus)", v);
  const s = r.path;
  let n = 0;
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== void 0) {
    n++;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_110, void 0);
}
function checkClusterCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterCreate)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === void 0) (0, import_messages.missing)(r, "name");
  else {
    n++;
    if (typeof $name !== "string") (0, import_messages.wrongType)(r, "name", "a string", $name);
    else {
      if ($name.length > 63 && (0, import_messages.codePoints)($name) > 63) (0, import_messages.outOfBounds)(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
      if (!FORM_1.pattern.test($name)) (0, import_messages.noMatch)(r, "name", $name, FORM_1);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    if (typeof $description !== "string") (0, import_messages.wrongType)(r, "description", "a string", $description);
    else {
      if ($description.length > 250 && (0, import_messages.codePoints)($description) > 250) (0, import_messages.outOfBounds)(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    if (typeof $tags !== "object" || $tags === null || Array.isArray($tags)) (0, import_messages.wrongType)(r, "tags", "an object", $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 50) (0, import_messages.tooMany)(r, "tags", "keys", 50, keys.length, $tags);
      else {
        s.push("tags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $tags[k];
          if (!(typeof y === "string" || typeof y === "number" && Number.isFinite(y) || typeof y === "boolean")) (0, import_messages.wrongType)(r, k, "a string, a number or a boolean", y);
        }
        s.pop();
      }
    }
  }
  const $spec = v.spec;
  if ($spec === void 0) (0, import_messages.missing)(r, "spec");
  else {
    n++;
    s.push("spec");
    checkClusterSpecCreate($spec, r);
    s.pop();
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_111, READ_ONLY_112);
}
function checkClusterSpecCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterSpecCreate)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === void 0) (0, import_messages.missing)(r, "version");
  else {
    n++;
    if (typeof $version !== "string") (0, import_messages.wrongType)(r, "version", "a string", $version);
    else {
      if (!FORM_6.pattern.test($version)) (0, import_messages.noMatch)(r, "version", $version, FORM_6);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== void 0) {
    n++;
    if (!Array.isArray($firewall)) (0, import_messages.wrongType)(r, "firewall", "an array", $firewall);
    else if ($firewall.length > 1e3) (0, import_messages.tooMany)(r, "firewall", "items", 1e3, $firewall.length, $firewall);
    else {
      s.push("firewall", 0);
      const d = s.length - 1;
      for (let i = 0; i < $firewall.length; i++) {
        s[d] = i;
        checkFirewallEntry($firewall[i], r);
      }
      s.pop();
      if ($firewall.length > 1) (0, import_values.duplicateIdentifiers)(r, $firewall, "sourceCIDR");
      s.pop();
    }
  }
  const $provider = v.provider;
  if ($provider === void 0) (0, import_messages.missing)(r, "provider");
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_7, void 0);
}
function checkProviderCreate(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ProviderCreate)", v);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_11, void 0);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_12.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    (0, import_messages.notExactlyOne)(r, noun, set, MEMBERS_12);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorAProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorAProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== void 0) {
    n++;
    if (typeof $vendorALabels !== "object" || $vendorALabels === null || Array.isArray($vendorALabels)) (0, import_messages.wrongType)(r, "vendorALabels", "an object", $vendorALabels);
    else {
      const keys = Object.keys($vendorALabels);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "vendorALabels", "keys", 1e3, keys.length, $vendorALabels);
      else {
        s.push("vendorALabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $vendorALabels[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) (0, import_messages.missing)(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", $networkId);
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_messages.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorANodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== void 0) {
    n++;
    if (!Array.isArray($dedicatedServerNodePools)) (0, import_messages.wrongType)(r, "dedicatedServerNodePools", "an array", $dedicatedServerNodePools);
    else if ($dedicatedServerNodePools.length > 1e3) (0, import_messages.tooMany)(r, "dedicatedServerNodePools", "items", 1e3, $dedicatedServerNodePools.length, $dedicatedServerNodePools);
    else {
      s.push("dedicatedServerNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $dedicatedServerNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($dedicatedServerNodePools[i], r);
      }
      s.pop();
      if ($dedicatedServerNodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $dedicatedServerNodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image !== void 0) {
    n++;
    if (typeof $image !== "string") (0, import_messages.wrongType)(r, "image", "a string", $image);
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== void 0) {
    n++;
    if (typeof $sshKey !== "string") (0, import_messages.wrongType)(r, "sshKey", "a string", $sshKey);
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
    if (typeof $floatingIPSelector !== "object" || $floatingIPSelector === null || Array.isArray($floatingIPSelector)) (0, import_messages.wrongType)(r, "floatingIPSelector", "an object", $floatingIPSelector);
    else {
      const keys = Object.keys($floatingIPSelector);
      if (keys.length > 1e3) (0, import_messages.tooMany)(r, "floatingIPSelector", "keys", 1e3, keys.length, $floatingIPSelector);
      else {
        s.push("floatingIPSelector");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== void 0 && !(0, import_values.badKey)(r, k, reason)) continue;
          const y = $floatingIPSelector[k];
          if (typeof y !== "string") (0, import_messages.wrongType)(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_21, void 0);
}
function checkNetworkingDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (NetworkingDns)", v);
  let n = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    if (typeof $dnsForwarder !== "string") (0, import_messages.wrongType)(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_113, READ_ONLY_114);
}
function checkVendorCProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorCProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    if (typeof $firewallId !== "string") (0, import_messages.wrongType)(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorCNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_messages.wrongType)(r, "image", "a string", $image);
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== void 0) {
    n++;
    if (!Array.isArray($authorizedUsers)) (0, import_messages.wrongType)(r, "authorizedUsers", "an array", $authorizedUsers);
    else if ($authorizedUsers.length > 1e3) (0, import_messages.tooMany)(r, "authorizedUsers", "items", 1e3, $authorizedUsers.length, $authorizedUsers);
    else {
      s.push("authorizedUsers");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedUsers.length; i++) {
        const y = $authorizedUsers[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($authorizedUsers.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $authorizedUsers);
      s.pop();
    }
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== void 0) {
    n++;
    if (!Array.isArray($authorizedKeys)) (0, import_messages.wrongType)(r, "authorizedKeys", "an array", $authorizedKeys);
    else if ($authorizedKeys.length > 1e3) (0, import_messages.tooMany)(r, "authorizedKeys", "items", 1e3, $authorizedKeys.length, $authorizedKeys);
    else {
      s.push("authorizedKeys");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedKeys.length; i++) {
        const y = $authorizedKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($authorizedKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $authorizedKeys);
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_messages.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_34, void 0);
}
function checkVendorGProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $connection = v.connection;
  if ($connection === void 0) (0, import_messages.missing)(r, "connection");
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $location = v.location;
  if ($location === void 0) (0, import_messages.missing)(r, "location");
  else {
    n++;
    if (typeof $location !== "string") (0, import_messages.wrongType)(r, "location", "a string", $location);
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== void 0) {
    n++;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === void 0) (0, import_messages.missing)(r, "privateNetworkId");
  else {
    n++;
    if (typeof $privateNetworkId !== "string") (0, import_messages.wrongType)(r, "privateNetworkId", "a string", $privateNetworkId);
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== void 0) {
    n++;
    if (typeof $firewallEnabled !== "boolean") (0, import_messages.wrongType)(r, "firewallEnabled", "a boolean", $firewallEnabled);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorGNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $imageId = v.imageId;
  if ($imageId === void 0) (0, import_messages.missing)(r, "imageId");
  else {
    n++;
    if (typeof $imageId !== "string") (0, import_messages.wrongType)(r, "imageId", "a string", $imageId);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_messages.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sshKeys);
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
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_49, void 0);
}
function checkVendorIProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorIProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === void 0) (0, import_messages.missing)(r, "region");
  else {
    n++;
    if (typeof $region !== "string") (0, import_messages.wrongType)(r, "region", "a string", $region);
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== void 0) {
    n++;
    if (!Array.isArray($vendorITags)) (0, import_messages.wrongType)(r, "vendorITags", "an array", $vendorITags);
    else if ($vendorITags.length > 1e3) (0, import_messages.tooMany)(r, "vendorITags", "items", 1e3, $vendorITags.length, $vendorITags);
    else {
      s.push("vendorITags");
      const m = r.issues.length;
      for (let i = 0; i < $vendorITags.length; i++) {
        const y = $vendorITags[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($vendorITags.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $vendorITags);
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
    if (typeof $preInstallScript !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) (0, import_messages.missing)(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) (0, import_messages.noMatch)(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) (0, import_messages.missing)(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", $vpcId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    if (!Array.isArray($nodePools)) (0, import_messages.wrongType)(r, "nodePools", "an array", $nodePools);
    else if ($nodePools.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorINodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) (0, import_values.duplicateIdentifiers)(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === void 0) (0, import_messages.missing)(r, "image");
  else {
    n++;
    if (typeof $image !== "string") (0, import_messages.wrongType)(r, "image", "a string", $image);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    if (!Array.isArray($sshKeys)) (0, import_messages.wrongType)(r, "sshKeys", "an array", $sshKeys);
    else if ($sshKeys.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $sshKeys);
      s.pop();
    }
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== void 0) {
    n++;
    if (!Array.isArray($extraSshKeys)) (0, import_messages.wrongType)(r, "extraSshKeys", "an array", $extraSshKeys);
    else if ($extraSshKeys.length > 1e3) (0, import_messages.tooMany)(r, "extraSshKeys", "items", 1e3, $extraSshKeys.length, $extraSshKeys);
    else {
      s.push("extraSshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $extraSshKeys.length; i++) {
        const y = $extraSshKeys[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($extraSshKeys.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $extraSshKeys);
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
    if (!Array.isArray($reservedIPs)) (0, import_messages.wrongType)(r, "reservedIPs", "an array", $reservedIPs);
    else if ($reservedIPs.length > 1e3) (0, import_messages.tooMany)(r, "reservedIPs", "items", 1e3, $reservedIPs.length, $reservedIPs);
    else {
      s.push("reservedIPs");
      const m = r.issues.length;
      for (let i = 0; i < $reservedIPs.length; i++) {
        const y = $reservedIPs[i];
        if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
      }
      if ($reservedIPs.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, $reservedIPs);
      s.pop();
    }
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_62, void 0);
}
function checkApiError(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ApiError)", v);
  const s = r.path;
  let n = 0;
  const $status = v.status;
  if ($status === void 0) (0, import_messages.missing)(r, "status");
  else {
    n++;
    if (!(typeof $status === "number" && Number.isInteger($status))) (0, import_messages.wrongType)(r, "status", "an integer", $status);
  }
  const $message = v.message;
  if ($message === void 0) (0, import_messages.missing)(r, "message");
  else {
    n++;
    if (typeof $message !== "string") (0, import_messages.wrongType)(r, "message", "a string", $message);
  }
  const $code = v.code;
  if ($code === void 0) (0, import_messages.missing)(r, "code");
  else {
    n++;
    if (typeof $code !== "string") (0, import_messages.wrongType)(r, "code", "a string", $code);
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
    if (typeof $id !== "string") (0, import_messages.wrongType)(r, "id", "a string", $id);
  }
  if ((0, import_core.countKeys)(v) !== n) (0, import_messages.extraMembers)(r, v, FIELDS_115, void 0);
}
function checkFreeFormObject(v, r) {
  (0, import_values.checkFreeForm)(r, v, LIMITS_116);
}
function checkClusterPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        else {
          if (x.length > 63 && (0, import_messages.codePoints)(x) > 63) (0, import_messages.outOfBounds)(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
          if (!FORM_1.pattern.test(x)) (0, import_messages.noMatch)(r, "name", x, FORM_1);
        }
        break;
      }
      case "description": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "description", "a string", x);
        else {
          if (x.length > 250 && (0, import_messages.codePoints)(x) > 250) (0, import_messages.outOfBounds)(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
        }
        break;
      }
      case "tags": {
        s.push("tags");
        checkClusterTagsPatch(x, r);
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
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_118, LEVEL_117);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/tags": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/tags", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 50) (0, import_messages.tooMany)(r, "$replace/tags", "keys", 50, keys.length, x);
          else {
            s.push("$replace/tags");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (!(typeof y === "string" || typeof y === "number" && Number.isFinite(y) || typeof y === "boolean")) (0, import_messages.wrongType)(r, k2, "a string, a number or a boolean", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$replace/spec": {
        s.push("$replace/spec");
        checkClusterSpecCreate(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_117);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_117);
}
function checkClusterTagsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterTagsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
      else {
        s.push("$drop");
        for (let e = 0; e < x.length; e++) {
          const entry = x[e];
          if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          else {
            if (entry.length < 2 && (0, import_messages.codePoints)(entry) < 1) (0, import_messages.outOfBounds)(r, e, "MIN_LENGTH", "must be at least 1 character long");
            if (!FORM_120.pattern.test(entry)) (0, import_messages.noMatch)(r, e, entry, FORM_120);
          }
        }
        if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
        s.pop();
      }
    } else if (k.charCodeAt(0) === 36) (0, import_patch.badPatchMember)(r, k, LEVEL_119);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_values.badKey)(r, k, reason)) {
        if (!(typeof x === "string" || typeof x === "number" && Number.isFinite(x) || typeof x === "boolean")) (0, import_messages.wrongType)(r, k, "a string, a number or a boolean", x);
      }
    }
  }
  (0, import_conflicts.openConflicts)(r, v, LEVEL_119);
}
function checkClusterSpecPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ClusterSpecPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "version": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "version", "a string", x);
        else {
          if (!FORM_6.pattern.test(x)) (0, import_messages.noMatch)(r, "version", x, FORM_6);
        }
        break;
      }
      case "firewall": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "firewall", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "firewall", "items", 1e3, x.length, x);
        else {
          s.push("firewall", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkFirewallEntry(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "sourceCIDR");
          s.pop();
        }
        break;
      }
      case "provider": {
        s.push("provider");
        checkProviderPatch(x, r);
        s.pop();
        break;
      }
      case "addOns": {
        s.push("addOns");
        checkAddOnsPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_122, LEVEL_121);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/firewall": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/firewall", "an array", x);
        else {
          s.push("$drop/firewall");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/firewall": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/firewall", "an array", x);
        else {
          s.push("$retain/firewall");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/firewall": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/firewall", "an array", x);
        else {
          s.push("$patch/firewall");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkFirewallEntryPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "sourceCIDR");
          s.pop();
        }
        break;
      }
      case "$append/firewall": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/firewall", "an array", x);
        else {
          s.push("$append/firewall");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkFirewallEntry(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "sourceCIDR");
          s.pop();
        }
        break;
      }
      case "$replace/provider": {
        s.push("$replace/provider");
        checkProviderCreate(x, r, "provider");
        s.pop();
        break;
      }
      case "$replace/addOns": {
        s.push("$replace/addOns");
        checkAddOns(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_121);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_121);
}
function checkProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "generic": {
        s.push("generic");
        checkGenericProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorA": {
        s.push("vendorA");
        checkVendorAProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorB": {
        s.push("vendorB");
        checkVendorBProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorC": {
        s.push("vendorC");
        checkVendorCProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorD": {
        s.push("vendorD");
        checkVendorDProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorE": {
        s.push("vendorE");
        checkVendorEProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorF": {
        s.push("vendorF");
        checkVendorFProviderPatch(x, r);
        s.pop();
        break;
      }
      case "ephemeral": {
        s.push("ephemeral");
        checkEphemeralProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorG": {
        s.push("vendorG");
        checkVendorGProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorH": {
        s.push("vendorH");
        checkVendorHProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorI": {
        s.push("vendorI");
        checkVendorIProviderPatch(x, r);
        s.pop();
        break;
      }
      case "vendorJ": {
        s.push("vendorJ");
        checkVendorJProviderPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_124, LEVEL_123);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/generic": {
        s.push("$replace/generic");
        checkGenericProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorA": {
        s.push("$replace/vendorA");
        checkVendorAProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorB": {
        s.push("$replace/vendorB");
        checkVendorBProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorC": {
        s.push("$replace/vendorC");
        checkVendorCProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorD": {
        s.push("$replace/vendorD");
        checkVendorDProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorE": {
        s.push("$replace/vendorE");
        checkVendorEProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorF": {
        s.push("$replace/vendorF");
        checkVendorFProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/ephemeral": {
        s.push("$replace/ephemeral");
        checkEphemeralProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorG": {
        s.push("$replace/vendorG");
        checkVendorGProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorH": {
        s.push("$replace/vendorH");
        checkVendorHProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorI": {
        s.push("$replace/vendorI");
        checkVendorIProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorJ": {
        s.push("$replace/vendorJ");
        checkVendorJProvider(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_123);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_123);
}
function checkGenericProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (GenericProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "location": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "location", "a string", x);
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingFullPatch(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkNodePoolBase(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_126, LEVEL_125);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBasePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBase(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_125);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_125);
}
function checkNetworkingFullPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (NetworkingFullPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "serviceNetwork": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "serviceNetwork", "a string", x);
        else {
          if (!FORM_14.pattern.test(x)) (0, import_messages.noMatch)(r, "serviceNetwork", x, FORM_14);
        }
        break;
      }
      case "podNetwork": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "podNetwork", "a string", x);
        else {
          if (!FORM_14.pattern.test(x)) (0, import_messages.noMatch)(r, "podNetwork", x, FORM_14);
        }
        break;
      }
      case "dnsForwarder": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "dnsForwarder", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_128, LEVEL_127);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_127);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_127);
}
function checkNodePoolBasePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (NodePoolBasePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_130, LEVEL_129);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_129);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_129);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_129);
}
function checkStringMapPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (StringMapPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
      else {
        s.push("$drop");
        for (let e = 0; e < x.length; e++) {
          const entry = x[e];
          if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          else {
            if (entry.length < 2 && (0, import_messages.codePoints)(entry) < 1) (0, import_messages.outOfBounds)(r, e, "MIN_LENGTH", "must be at least 1 character long");
            if (!FORM_120.pattern.test(entry)) (0, import_messages.noMatch)(r, e, entry, FORM_120);
          }
        }
        if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
        s.pop();
      }
    } else if (k.charCodeAt(0) === 36) (0, import_patch.badPatchMember)(r, k, LEVEL_131);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_values.badKey)(r, k, reason)) {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, k, "a string", x);
      }
    }
  }
  (0, import_conflicts.openConflicts)(r, v, LEVEL_131);
}
function checkTaintPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (TaintPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "key": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "key", "a string", x);
        break;
      }
      case "value": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "value", "a string", x);
        break;
      }
      case "effect": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "effect", "a string", x);
        else {
          if (x !== "NoSchedule" && x !== "PreferNoSchedule" && x !== "NoExecute") (0, import_messages.notInEnum)(r, "effect", x, ENUM_17);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_133, LEVEL_132);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_132);
    }
  }
  if (v.key === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_132);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_132);
}
function checkVendorAProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorAProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "vendorALabels": {
        s.push("vendorALabels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingDnsPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "tokenSecretLink", x, FORM_20);
        }
        break;
      }
      case "networkId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", x);
        break;
      }
      case "firewallId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "firewallId", "a string", x);
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorANodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "dedicatedServerNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "dedicatedServerNodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "dedicatedServerNodePools", "items", 1e3, x.length, x);
        else {
          s.push("dedicatedServerNodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkNodePoolBase(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "image": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "image", "a string", x);
        break;
      }
      case "sshKey": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "sshKey", "a string", x);
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "floatingIPSelector": {
        s.push("floatingIPSelector");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_135, LEVEL_134);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/vendorALabels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/vendorALabels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/vendorALabels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/vendorALabels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorANodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorANodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/dedicatedServerNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/dedicatedServerNodePools", "an array", x);
        else {
          s.push("$drop/dedicatedServerNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/dedicatedServerNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/dedicatedServerNodePools", "an array", x);
        else {
          s.push("$retain/dedicatedServerNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/dedicatedServerNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/dedicatedServerNodePools", "an array", x);
        else {
          s.push("$patch/dedicatedServerNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBasePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/dedicatedServerNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/dedicatedServerNodePools", "an array", x);
        else {
          s.push("$append/dedicatedServerNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBase(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$replace/floatingIPSelector": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/floatingIPSelector", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/floatingIPSelector", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/floatingIPSelector");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_134);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_134);
}
function checkNetworkingDnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (NetworkingDnsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "dnsForwarder": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "dnsForwarder", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_137, LEVEL_136);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_136);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_136);
}
function checkAutoscalerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (AutoscalerPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "expander": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "expander", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "expander", "items", 1e3, x.length, x);
        else {
          s.push("expander");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
            else {
              if (y !== "random" && y !== "most-pods" && y !== "least-waste" && y !== "price") (0, import_messages.notInEnum)(r, i, y, ENUM_23);
            }
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "unneededTime": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "unneededTime", "a string", x);
        else {
          if (!FORM_25.pattern.test(x)) (0, import_messages.noMatch)(r, "unneededTime", x, FORM_25);
        }
        break;
      }
      case "unreadyTime": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "unreadyTime", "a string", x);
        else {
          if (!FORM_25.pattern.test(x)) (0, import_messages.noMatch)(r, "unreadyTime", x, FORM_25);
        }
        break;
      }
      case "utilizationThreshold": {
        if (!(typeof x === "number" && Number.isFinite(x))) (0, import_messages.wrongType)(r, "utilizationThreshold", "a number", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "utilizationThreshold", "MINIMUM", "must be at least 0; got " + x);
          if (x > 1) (0, import_messages.outOfBounds)(r, "utilizationThreshold", "MAXIMUM", "must be at most 1; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_139, LEVEL_138);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/expander": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/expander", "an array", x);
        else {
          s.push("$drop/expander");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/expander": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/expander", "an array", x);
        else {
          s.push("$retain/expander");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/expander": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/expander", "an array", x);
        else {
          s.push("$append/expander");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
            else {
              if (entry !== "random" && entry !== "most-pods" && entry !== "least-waste" && entry !== "price") (0, import_messages.notInEnum)(r, e, entry, ENUM_23);
            }
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_138);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_138);
}
function checkVendorANodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorANodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "serverType": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "serverType", "a string", x);
        break;
      }
      case "overrideImage": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "overrideImage", "a string", x);
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_141, LEVEL_140);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_140);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_140);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_140);
}
function checkVendorBProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "vendorBTags": {
        s.push("vendorBTags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "skipCreateRoles": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "skipCreateRoles", "a boolean", x);
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingFullPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "image": {
        s.push("image");
        checkVendorBImagePatch(x, r);
        s.pop();
        break;
      }
      case "deployRoleArn": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "deployRoleArn", "a string", x);
        break;
      }
      case "deployRoleChain": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "deployRoleChain", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "deployRoleChain", "items", 1e3, x.length, x);
        else {
          s.push("deployRoleChain", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorBDeployRole(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "roleArn");
          s.pop();
        }
        break;
      }
      case "vpcId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", x);
        break;
      }
      case "keyPair": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "keyPair", "a string", x);
        break;
      }
      case "diskEncryptionKeyArn": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "diskEncryptionKeyArn", "a string", x);
        break;
      }
      case "securityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "securityGroupIds", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "securityGroupIds", "items", 1e3, x.length, x);
        else {
          s.push("securityGroupIds");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "extraNodePolicies": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "extraNodePolicies", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "extraNodePolicies", "items", 1e3, x.length, x);
        else {
          s.push("extraNodePolicies");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorBNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_143, LEVEL_142);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/vendorBTags": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/vendorBTags", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/vendorBTags", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/vendorBTags");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$replace/image": {
        s.push("$replace/image");
        checkVendorBImage(x, r, "image");
        s.pop();
        break;
      }
      case "$drop/deployRoleChain": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/deployRoleChain", "an array", x);
        else {
          s.push("$drop/deployRoleChain");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/deployRoleChain": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/deployRoleChain", "an array", x);
        else {
          s.push("$retain/deployRoleChain");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/deployRoleChain": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/deployRoleChain", "an array", x);
        else {
          s.push("$patch/deployRoleChain");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorBDeployRolePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "roleArn");
          s.pop();
        }
        break;
      }
      case "$append/deployRoleChain": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/deployRoleChain", "an array", x);
        else {
          s.push("$append/deployRoleChain");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorBDeployRole(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "roleArn");
          s.pop();
        }
        break;
      }
      case "$drop/securityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/securityGroupIds", "an array", x);
        else {
          s.push("$drop/securityGroupIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/securityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/securityGroupIds", "an array", x);
        else {
          s.push("$retain/securityGroupIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/securityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/securityGroupIds", "an array", x);
        else {
          s.push("$append/securityGroupIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/extraNodePolicies": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/extraNodePolicies", "an array", x);
        else {
          s.push("$drop/extraNodePolicies");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/extraNodePolicies": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/extraNodePolicies", "an array", x);
        else {
          s.push("$retain/extraNodePolicies");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/extraNodePolicies": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/extraNodePolicies", "an array", x);
        else {
          s.push("$append/extraNodePolicies");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorBNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorBNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_142);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_142);
}
function checkVendorBImagePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBImagePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "recommended": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "recommended", "a string", x);
        break;
      }
      case "exact": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "exact", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_145, LEVEL_144);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_144);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_144);
}
function checkVendorBDeployRolePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBDeployRolePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", x);
        break;
      }
      case "externalId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "externalId", "a string", x);
        break;
      }
      case "sessionNamePrefix": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "sessionNamePrefix", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_147, LEVEL_146);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_146);
    }
  }
  if (v.roleArn === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_146);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_146);
}
function checkVendorBNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "instanceTypes": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "instanceTypes", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "instanceTypes", "items", 1e3, x.length, x);
        else {
          s.push("instanceTypes");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "overrideImage": {
        s.push("overrideImage");
        checkVendorBImagePatch(x, r);
        s.pop();
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "onDemandBaseCapacity": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "onDemandBaseCapacity", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "onDemandBaseCapacity", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "onDemandPercentageAboveBaseCapacity": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "onDemandPercentageAboveBaseCapacity", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "onDemandPercentageAboveBaseCapacity", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "spotAllocationStrategy": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "spotAllocationStrategy", "a string", x);
        else {
          if (x !== "lowest-price" && x !== "capacity-optimized" && x !== "capacity-optimized-prioritized" && x !== "price-capacity-optimized") (0, import_messages.notInEnum)(r, "spotAllocationStrategy", x, ENUM_31);
        }
        break;
      }
      case "subnetIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "subnetIds", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "subnetIds", "items", 1e3, x.length, x);
        else {
          s.push("subnetIds");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "extraSecurityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "extraSecurityGroupIds", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "extraSecurityGroupIds", "items", 1e3, x.length, x);
        else {
          s.push("extraSecurityGroupIds");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "cpuOptions": {
        s.push("cpuOptions");
        checkVendorBCpuOptionsPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_149, LEVEL_148);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$drop/instanceTypes": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/instanceTypes", "an array", x);
        else {
          s.push("$drop/instanceTypes");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/instanceTypes": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/instanceTypes", "an array", x);
        else {
          s.push("$retain/instanceTypes");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/instanceTypes": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/instanceTypes", "an array", x);
        else {
          s.push("$append/instanceTypes");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/overrideImage": {
        s.push("$replace/overrideImage");
        checkVendorBImage(x, r, "override image");
        s.pop();
        break;
      }
      case "$drop/subnetIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/subnetIds", "an array", x);
        else {
          s.push("$drop/subnetIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/subnetIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/subnetIds", "an array", x);
        else {
          s.push("$retain/subnetIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/subnetIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/subnetIds", "an array", x);
        else {
          s.push("$append/subnetIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/extraSecurityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/extraSecurityGroupIds", "an array", x);
        else {
          s.push("$drop/extraSecurityGroupIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/extraSecurityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/extraSecurityGroupIds", "an array", x);
        else {
          s.push("$retain/extraSecurityGroupIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/extraSecurityGroupIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/extraSecurityGroupIds", "an array", x);
        else {
          s.push("$append/extraSecurityGroupIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/cpuOptions": {
        s.push("$replace/cpuOptions");
        checkVendorBCpuOptions(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_148);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_148);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_148);
}
function checkVendorBCpuOptionsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBCpuOptionsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "nestedVirtualization": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "nestedVirtualization", "a boolean", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_151, LEVEL_150);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_150);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_150);
}
function checkVendorCProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorCProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "tokenSecretLink", x, FORM_20);
        }
        break;
      }
      case "firewallId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "firewallId", "a string", x);
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorCNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "image": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "image", "a string", x);
        break;
      }
      case "authorizedUsers": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "authorizedUsers", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "authorizedUsers", "items", 1e3, x.length, x);
        else {
          s.push("authorizedUsers");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "authorizedKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "authorizedKeys", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "authorizedKeys", "items", 1e3, x.length, x);
        else {
          s.push("authorizedKeys");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "vpcId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", x);
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingDnsPatch(x, r);
        s.pop();
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_153, LEVEL_152);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorCNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorCNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/authorizedUsers": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/authorizedUsers", "an array", x);
        else {
          s.push("$drop/authorizedUsers");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/authorizedUsers": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/authorizedUsers", "an array", x);
        else {
          s.push("$retain/authorizedUsers");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/authorizedUsers": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/authorizedUsers", "an array", x);
        else {
          s.push("$append/authorizedUsers");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/authorizedKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/authorizedKeys", "an array", x);
        else {
          s.push("$drop/authorizedKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/authorizedKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/authorizedKeys", "an array", x);
        else {
          s.push("$retain/authorizedKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/authorizedKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/authorizedKeys", "an array", x);
        else {
          s.push("$append/authorizedKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_152);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_152);
}
function checkVendorCNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorCNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "serverType": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "serverType", "a string", x);
        break;
      }
      case "overrideImage": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "overrideImage", "a string", x);
        break;
      }
      case "subnetId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "subnetId", "a string", x);
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_155, LEVEL_154);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_154);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_154);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_154);
}
function checkVendorDProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorDProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "datacenter": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "datacenter", "a string", x);
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "tokenSecretLink", x, FORM_20);
        }
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorDNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "sshKeys", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, x.length, x);
        else {
          s.push("sshKeys");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "unmanagedNodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "unmanagedNodePools", "items", 1e3, x.length, x);
        else {
          s.push("unmanagedNodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkNodePoolBase(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_157, LEVEL_156);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorDNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorDNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/sshKeys", "an array", x);
        else {
          s.push("$drop/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/sshKeys", "an array", x);
        else {
          s.push("$retain/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/sshKeys", "an array", x);
        else {
          s.push("$append/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/unmanagedNodePools", "an array", x);
        else {
          s.push("$drop/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/unmanagedNodePools", "an array", x);
        else {
          s.push("$retain/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/unmanagedNodePools", "an array", x);
        else {
          s.push("$patch/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBasePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/unmanagedNodePools", "an array", x);
        else {
          s.push("$append/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBase(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_156);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_156);
}
function checkVendorDNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorDNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "flavor": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "flavor", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_159, LEVEL_158);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_158);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_158);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_158);
}
function checkVendorEProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorEProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "tokenSecretLink", x, FORM_20);
        }
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorENodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "sshKey": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "sshKey", "a string", x);
        break;
      }
      case "unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "unmanagedNodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "unmanagedNodePools", "items", 1e3, x.length, x);
        else {
          s.push("unmanagedNodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkNodePoolBase(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "fileSystems": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "fileSystems", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "fileSystems", "items", 1e3, x.length, x);
        else {
          s.push("fileSystems");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_161, LEVEL_160);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorENodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorENodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/unmanagedNodePools", "an array", x);
        else {
          s.push("$drop/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/unmanagedNodePools", "an array", x);
        else {
          s.push("$retain/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/unmanagedNodePools", "an array", x);
        else {
          s.push("$patch/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBasePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/unmanagedNodePools", "an array", x);
        else {
          s.push("$append/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBase(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$drop/fileSystems": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/fileSystems", "an array", x);
        else {
          s.push("$drop/fileSystems");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/fileSystems": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/fileSystems", "an array", x);
        else {
          s.push("$retain/fileSystems");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/fileSystems": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/fileSystems", "an array", x);
        else {
          s.push("$append/fileSystems");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_160);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_160);
}
function checkVendorENodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorENodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "instanceType": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "instanceType", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_163, LEVEL_162);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_162);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_162);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_162);
}
function checkVendorFProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorFProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "tokenSecretLink", x, FORM_20);
        }
        break;
      }
      case "sharedDrives": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "sharedDrives", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "sharedDrives", "items", 1e3, x.length, x);
        else {
          s.push("sharedDrives");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorFNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "unmanagedNodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "unmanagedNodePools", "items", 1e3, x.length, x);
        else {
          s.push("unmanagedNodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkNodePoolBase(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "userIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "userIds", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "userIds", "items", 1e3, x.length, x);
        else {
          s.push("userIds");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "networkId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_165, LEVEL_164);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/sharedDrives": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/sharedDrives", "an array", x);
        else {
          s.push("$drop/sharedDrives");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/sharedDrives": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/sharedDrives", "an array", x);
        else {
          s.push("$retain/sharedDrives");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/sharedDrives": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/sharedDrives", "an array", x);
        else {
          s.push("$append/sharedDrives");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorFNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorFNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$drop/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/unmanagedNodePools", "an array", x);
        else {
          s.push("$drop/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/unmanagedNodePools", "an array", x);
        else {
          s.push("$retain/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/unmanagedNodePools", "an array", x);
        else {
          s.push("$patch/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBasePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/unmanagedNodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/unmanagedNodePools", "an array", x);
        else {
          s.push("$append/unmanagedNodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkNodePoolBase(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/userIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/userIds", "an array", x);
        else {
          s.push("$drop/userIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/userIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/userIds", "an array", x);
        else {
          s.push("$retain/userIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/userIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/userIds", "an array", x);
        else {
          s.push("$append/userIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_164);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_164);
}
function checkVendorFNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorFNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "publicIpType": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "publicIpType", "a string", x);
        else {
          if (x !== "none" && x !== "dynamic" && x !== "static") (0, import_messages.notInEnum)(r, "publicIpType", x, ENUM_41);
        }
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "machineType": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "machineType", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_167, LEVEL_166);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_166);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_166);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_166);
}
function checkEphemeralProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (EphemeralProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "location": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "location", "a string", x);
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkEphemeralNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_169, LEVEL_168);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkEphemeralNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkEphemeralNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_168);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_168);
}
function checkEphemeralNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (EphemeralNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "count": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "count", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "count", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "arch": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "arch", "a string", x);
        else {
          if (x !== "any" && x !== "arm64" && x !== "amd64") (0, import_messages.notInEnum)(r, "arch", x, ENUM_44);
        }
        break;
      }
      case "flavor": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "flavor", "a string", x);
        else {
          if (x !== "debian" && x !== "ubuntu" && x !== "fedora") (0, import_messages.notInEnum)(r, "flavor", x, ENUM_45);
        }
        break;
      }
      case "cpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "cpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "cpu", x, FORM_47);
        }
        break;
      }
      case "memory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "memory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "memory", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_171, LEVEL_170);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_170);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_170);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_170);
}
function checkVendorGProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "connection": {
        s.push("connection");
        checkVendorGConnectionPatch(x, r);
        s.pop();
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingDnsPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "location": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "location", "a string", x);
        break;
      }
      case "loadBalancer": {
        s.push("loadBalancer");
        checkVendorGLoadBalancerPatch(x, r);
        s.pop();
        break;
      }
      case "privateNetworkId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "privateNetworkId", "a string", x);
        break;
      }
      case "firewallEnabled": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "firewallEnabled", "a boolean", x);
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorGNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "imageId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "imageId", "a string", x);
        break;
      }
      case "sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "sshKeys", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, x.length, x);
        else {
          s.push("sshKeys");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_173, LEVEL_172);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/connection": {
        s.push("$replace/connection");
        checkVendorGConnection(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$replace/loadBalancer": {
        s.push("$replace/loadBalancer");
        checkVendorGLoadBalancer(x, r, "load balancer");
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorGNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorGNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/sshKeys", "an array", x);
        else {
          s.push("$drop/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/sshKeys", "an array", x);
        else {
          s.push("$retain/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/sshKeys", "an array", x);
        else {
          s.push("$append/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_172);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_172);
}
function checkVendorGConnectionPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGConnectionPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "url": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "url", "a string", x);
        break;
      }
      case "account": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "account", "a string", x);
        break;
      }
      case "user": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "user", "a string", x);
        break;
      }
      case "privateKeySecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "privateKeySecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "privateKeySecretLink", x, FORM_20);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_175, LEVEL_174);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_174);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_174);
}
function checkVendorGLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGLoadBalancerPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "manual": {
        s.push("manual");
        checkVendorGManualLoadBalancerPatch(x, r);
        s.pop();
        break;
      }
      case "none": {
        s.push("none");
        checkVendorGNoLoadBalancerPatch(x, r);
        s.pop();
        break;
      }
      case "gateway": {
        s.push("gateway");
        checkVendorGGatewayLoadBalancerPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_177, LEVEL_176);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/manual": {
        s.push("$replace/manual");
        checkVendorGManualLoadBalancer(x, r);
        s.pop();
        break;
      }
      case "$replace/none": {
        s.push("$replace/none");
        checkVendorGNoLoadBalancer(x, r);
        s.pop();
        break;
      }
      case "$replace/gateway": {
        s.push("$replace/gateway");
        checkVendorGGatewayLoadBalancer(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_176);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_176);
}
function checkVendorGManualLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGManualLoadBalancerPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "packageId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "packageId", "a string", x);
        break;
      }
      case "imageId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "imageId", "a string", x);
        break;
      }
      case "publicNetworkId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "publicNetworkId", "a string", x);
        break;
      }
      case "privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "privateNetworkIds", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "privateNetworkIds", "items", 1e3, x.length, x);
        else {
          s.push("privateNetworkIds");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "metadata": {
        s.push("metadata");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "tags": {
        s.push("tags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "logging": {
        s.push("logging");
        checkVendorGLoadBalancerLoggingPatch(x, r);
        s.pop();
        break;
      }
      case "count": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "count", "an integer", x);
        else {
          if (x < 1) (0, import_messages.outOfBounds)(r, "count", "MINIMUM", "must be at least 1; got " + x);
          if (x > 3) (0, import_messages.outOfBounds)(r, "count", "MAXIMUM", "must be at most 3; got " + x);
        }
        break;
      }
      case "cnsInternalDomain": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "cnsInternalDomain", "a string", x);
        break;
      }
      case "cnsPublicDomain": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "cnsPublicDomain", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_179, LEVEL_178);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/privateNetworkIds", "an array", x);
        else {
          s.push("$drop/privateNetworkIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/privateNetworkIds", "an array", x);
        else {
          s.push("$retain/privateNetworkIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/privateNetworkIds", "an array", x);
        else {
          s.push("$append/privateNetworkIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/metadata": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/metadata", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/metadata", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/metadata");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$replace/tags": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/tags", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/tags", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/tags");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$replace/logging": {
        s.push("$replace/logging");
        checkVendorGLoadBalancerLogging(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_178);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_178);
}
function checkVendorGLoadBalancerLoggingPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGLoadBalancerLoggingPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "nodePort": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "nodePort", "an integer", x);
        else {
          if (x < 3e4) (0, import_messages.outOfBounds)(r, "nodePort", "MINIMUM", "must be at least 30000; got " + x);
          if (x > 65535) (0, import_messages.outOfBounds)(r, "nodePort", "MAXIMUM", "must be at most 65535; got " + x);
        }
        break;
      }
      case "externalSyslog": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "externalSyslog", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_181, LEVEL_180);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_180);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_180);
}
function checkVendorGNoLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGNoLoadBalancerPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_182);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_182);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_182);
}
function checkVendorGGatewayLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGGatewayLoadBalancerPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_184);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_184);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_184);
}
function checkVendorGNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorGNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "packageId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "packageId", "a string", x);
        break;
      }
      case "overrideImageId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "overrideImageId", "a string", x);
        break;
      }
      case "publicNetworkId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "publicNetworkId", "a string", x);
        break;
      }
      case "privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "privateNetworkIds", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "privateNetworkIds", "items", 1e3, x.length, x);
        else {
          s.push("privateNetworkIds");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "vendorGTags": {
        s.push("vendorGTags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_186, LEVEL_185);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$drop/privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/privateNetworkIds", "an array", x);
        else {
          s.push("$drop/privateNetworkIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/privateNetworkIds", "an array", x);
        else {
          s.push("$retain/privateNetworkIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/privateNetworkIds": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/privateNetworkIds", "an array", x);
        else {
          s.push("$append/privateNetworkIds");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/vendorGTags": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/vendorGTags", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/vendorGTags", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/vendorGTags");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_185);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_185);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_185);
}
function checkVendorHProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "location": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "location", "a string", x);
        break;
      }
      case "subscriptionId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "subscriptionId", "a string", x);
        break;
      }
      case "sdkSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "sdkSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "sdkSecretLink", x, FORM_20);
        }
        break;
      }
      case "resourceGroup": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "resourceGroup", "a string", x);
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingFullPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "image": {
        s.push("image");
        checkVendorHImagePatch(x, r);
        s.pop();
        break;
      }
      case "sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "sshKeys", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, x.length, x);
        else {
          s.push("sshKeys");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "networkId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "networkId", "a string", x);
        break;
      }
      case "tags": {
        s.push("tags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorHNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_188, LEVEL_187);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$replace/image": {
        s.push("$replace/image");
        checkVendorHImage(x, r, "image");
        s.pop();
        break;
      }
      case "$drop/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/sshKeys", "an array", x);
        else {
          s.push("$drop/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/sshKeys", "an array", x);
        else {
          s.push("$retain/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/sshKeys", "an array", x);
        else {
          s.push("$append/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/tags": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/tags", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/tags", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/tags");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorHNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorHNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_187);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_187);
}
function checkVendorHImagePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHImagePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "recommended": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "recommended", "a string", x);
        break;
      }
      case "reference": {
        s.push("reference");
        checkVendorHImageReferencePatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_190, LEVEL_189);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/reference": {
        s.push("$replace/reference");
        checkVendorHImageReference(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_189);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_189);
}
function checkVendorHImageReferencePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHImageReferencePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "publisher": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "publisher", "a string", x);
        break;
      }
      case "offer": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "offer", "a string", x);
        break;
      }
      case "sku": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "sku", "a string", x);
        break;
      }
      case "version": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "version", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_192, LEVEL_191);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_191);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_191);
}
function checkVendorHNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "size": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "size", "a string", x);
        break;
      }
      case "subnetId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "subnetId", "a string", x);
        break;
      }
      case "zones": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "zones", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "zones", "items", 1e3, x.length, x);
        else {
          s.push("zones");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (!(typeof y === "number" && Number.isInteger(y))) (0, import_messages.wrongType)(r, i, "an integer", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "overrideImage": {
        s.push("overrideImage");
        checkVendorHImagePatch(x, r);
        s.pop();
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_194, LEVEL_193);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$drop/zones": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/zones", "an array", x);
        else {
          s.push("$drop/zones");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (!(typeof entry === "number" && Number.isInteger(entry))) (0, import_messages.wrongType)(r, e, "an integer", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/zones": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/zones", "an array", x);
        else {
          s.push("$retain/zones");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (!(typeof entry === "number" && Number.isInteger(entry))) (0, import_messages.wrongType)(r, e, "an integer", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/zones": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/zones", "an array", x);
        else {
          s.push("$append/zones");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (!(typeof entry === "number" && Number.isInteger(entry))) (0, import_messages.wrongType)(r, e, "an integer", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/overrideImage": {
        s.push("$replace/overrideImage");
        checkVendorHImage(x, r, "override image");
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_193);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_193);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_193);
}
function checkVendorIProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorIProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "vendorITags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "vendorITags", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "vendorITags", "items", 1e3, x.length, x);
        else {
          s.push("vendorITags");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingDnsPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tokenSecretLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "tokenSecretLink", x, FORM_20);
        }
        break;
      }
      case "vpcId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "vpcId", "a string", x);
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorINodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "image": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "image", "a string", x);
        break;
      }
      case "sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "sshKeys", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "sshKeys", "items", 1e3, x.length, x);
        else {
          s.push("sshKeys");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "extraSshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "extraSshKeys", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "extraSshKeys", "items", 1e3, x.length, x);
        else {
          s.push("extraSshKeys");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "reservedIPs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "reservedIPs", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "reservedIPs", "items", 1e3, x.length, x);
        else {
          s.push("reservedIPs");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_196, LEVEL_195);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/vendorITags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/vendorITags", "an array", x);
        else {
          s.push("$drop/vendorITags");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/vendorITags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/vendorITags", "an array", x);
        else {
          s.push("$retain/vendorITags");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/vendorITags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/vendorITags", "an array", x);
        else {
          s.push("$append/vendorITags");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorINodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorINodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$drop/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/sshKeys", "an array", x);
        else {
          s.push("$drop/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/sshKeys", "an array", x);
        else {
          s.push("$retain/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/sshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/sshKeys", "an array", x);
        else {
          s.push("$append/sshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/extraSshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/extraSshKeys", "an array", x);
        else {
          s.push("$drop/extraSshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/extraSshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/extraSshKeys", "an array", x);
        else {
          s.push("$retain/extraSshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/extraSshKeys": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/extraSshKeys", "an array", x);
        else {
          s.push("$append/extraSshKeys");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$drop/reservedIPs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/reservedIPs", "an array", x);
        else {
          s.push("$drop/reservedIPs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/reservedIPs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/reservedIPs", "an array", x);
        else {
          s.push("$retain/reservedIPs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/reservedIPs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/reservedIPs", "an array", x);
        else {
          s.push("$append/reservedIPs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_195);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_195);
}
function checkVendorINodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorINodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "vendorISize": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "vendorISize", "a string", x);
        break;
      }
      case "overrideImage": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "overrideImage", "a string", x);
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_198, LEVEL_197);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_197);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_197);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_197);
}
function checkVendorJProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJProviderPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "projectId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "projectId", "a string", x);
        break;
      }
      case "region": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "region", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "tags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "tags", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "tags", "items", 1e3, x.length, x);
        else {
          s.push("tags");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "metadata": {
        s.push("metadata");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "network": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "network", "a string", x);
        break;
      }
      case "saKeyLink": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "saKeyLink", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "saKeyLink", x, FORM_20);
        }
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingFullPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "preInstallScript", "a string", x);
        break;
      }
      case "image": {
        s.push("image");
        checkVendorJImagePatch(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "nodePools", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "nodePools", "items", 1e3, x.length, x);
        else {
          s.push("nodePools", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkVendorJNodePool(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_200, LEVEL_199);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/tags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/tags", "an array", x);
        else {
          s.push("$drop/tags");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/tags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/tags", "an array", x);
        else {
          s.push("$retain/tags");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/tags": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/tags", "an array", x);
        else {
          s.push("$append/tags");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/metadata": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/metadata", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/metadata", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/metadata");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$replace/networking": {
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$replace/image": {
        s.push("$replace/image");
        checkVendorJImage(x, r, "image");
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/nodePools", "an array", x);
        else {
          s.push("$drop/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/nodePools", "an array", x);
        else {
          s.push("$retain/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/nodePools", "an array", x);
        else {
          s.push("$patch/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorJNodePoolPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$append/nodePools": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/nodePools", "an array", x);
        else {
          s.push("$append/nodePools");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkVendorJNodePool(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "name");
          s.pop();
        }
        break;
      }
      case "$replace/autoscaler": {
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_199);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_199);
}
function checkVendorJImagePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJImagePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "recommended": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "recommended", "a string", x);
        break;
      }
      case "family": {
        s.push("family");
        checkVendorJImageFamilyPatch(x, r);
        s.pop();
        break;
      }
      case "exact": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "exact", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_202, LEVEL_201);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/family": {
        s.push("$replace/family");
        checkVendorJImageFamily(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_201);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_201);
}
function checkVendorJImageFamilyPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJImageFamilyPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "project": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "project", "a string", x);
        break;
      }
      case "family": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "family", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_204, LEVEL_203);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_203);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_203);
}
function checkVendorJNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorJNodePoolPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "taints", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "taints", "items", 1e3, x.length, x);
        else {
          s.push("taints", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkTaint(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "machineType": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "machineType", "a string", x);
        break;
      }
      case "assignPublicIP": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "assignPublicIP", "a boolean", x);
        break;
      }
      case "zone": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "zone", "a string", x);
        break;
      }
      case "overrideImage": {
        s.push("overrideImage");
        checkVendorJImagePatch(x, r);
        s.pop();
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "bootDiskSize", "an integer", x);
        else {
          if (x < 20) (0, import_messages.outOfBounds)(r, "bootDiskSize", "MINIMUM", "must be at least 20; got " + x);
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "minSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxSize", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "preemptible": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "preemptible", "a boolean", x);
        break;
      }
      case "subnet": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "subnet", "a string", x);
        break;
      }
      case "localPersistentDisks": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "localPersistentDisks", "an integer", x);
        else {
          if (x < 0) (0, import_messages.outOfBounds)(r, "localPersistentDisks", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_206, LEVEL_205);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/labels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/labels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/labels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/labels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      case "$drop/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/taints", "an array", x);
        else {
          s.push("$drop/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/taints", "an array", x);
        else {
          s.push("$retain/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/taints", "an array", x);
        else {
          s.push("$patch/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaintPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$append/taints": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/taints", "an array", x);
        else {
          s.push("$append/taints");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkTaint(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "key");
          s.pop();
        }
        break;
      }
      case "$replace/overrideImage": {
        s.push("$replace/overrideImage");
        checkVendorJImage(x, r, "override image");
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_205);
    }
  }
  if (v.name === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_205);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_205);
}
function checkAddOnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (AddOnsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "dashboard": {
        s.push("dashboard");
        checkDashboardAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "dashboardAlt": {
        s.push("dashboardAlt");
        checkDashboardAltAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorHWorkloadIdentity": {
        s.push("vendorHWorkloadIdentity");
        checkVendorHWorkloadIdentityAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorBWorkloadIdentity": {
        s.push("vendorBWorkloadIdentity");
        checkVendorBWorkloadIdentityAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "localPathStorage": {
        s.push("localPathStorage");
        checkLocalPathStorageAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "metrics": {
        s.push("metrics");
        checkMetricsAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "logs": {
        s.push("logs");
        checkLogsAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "registryMirror": {
        s.push("registryMirror");
        checkRegistryMirrorAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorK": {
        s.push("vendorK");
        checkVendorKAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorBEFS": {
        s.push("vendorBEFS");
        checkVendorBEfsAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorBECR": {
        s.push("vendorBECR");
        checkVendorBEcrAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorBELB": {
        s.push("vendorBELB");
        checkVendorBElbAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "vendorHACR": {
        s.push("vendorHACR");
        checkVendorHAcrAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "sysbox": {
        s.push("sysbox");
        checkSysboxAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "byok": {
        s.push("byok");
        checkByokAddOnPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_208, LEVEL_207);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/dashboard": {
        s.push("$replace/dashboard");
        checkDashboardAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/dashboardAlt": {
        s.push("$replace/dashboardAlt");
        checkDashboardAltAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorHWorkloadIdentity": {
        s.push("$replace/vendorHWorkloadIdentity");
        checkVendorHWorkloadIdentityAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBWorkloadIdentity": {
        s.push("$replace/vendorBWorkloadIdentity");
        checkVendorBWorkloadIdentityAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/localPathStorage": {
        s.push("$replace/localPathStorage");
        checkLocalPathStorageAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/metrics": {
        s.push("$replace/metrics");
        checkMetricsAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/logs": {
        s.push("$replace/logs");
        checkLogsAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/registryMirror": {
        s.push("$replace/registryMirror");
        checkRegistryMirrorAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorK": {
        s.push("$replace/vendorK");
        checkVendorKAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBEFS": {
        s.push("$replace/vendorBEFS");
        checkVendorBEfsAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBECR": {
        s.push("$replace/vendorBECR");
        checkVendorBEcrAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBELB": {
        s.push("$replace/vendorBELB");
        checkVendorBElbAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorHACR": {
        s.push("$replace/vendorHACR");
        checkVendorHAcrAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/sysbox": {
        s.push("$replace/sysbox");
        checkSysboxAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/byok": {
        s.push("$replace/byok");
        checkByokAddOn(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_207);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_207);
}
function checkDashboardAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (DashboardAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_209);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_209);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_209);
}
function checkDashboardAltAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (DashboardAltAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_210);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_210);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_210);
}
function checkVendorHWorkloadIdentityAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHWorkloadIdentityAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "tenantId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "tenantId", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_212, LEVEL_211);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_211);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_211);
}
function checkVendorBWorkloadIdentityAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBWorkloadIdentityAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_213);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_213);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_213);
}
function checkLocalPathStorageAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (LocalPathStorageAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_214);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_214);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_214);
}
function checkMetricsAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (MetricsAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "kubeState": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "kubeState", "a boolean", x);
        break;
      }
      case "coreDns": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "coreDns", "a boolean", x);
        break;
      }
      case "kubelet": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "kubelet", "a boolean", x);
        break;
      }
      case "apiserver": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "apiserver", "a boolean", x);
        break;
      }
      case "nodeExporter": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "nodeExporter", "a boolean", x);
        break;
      }
      case "cadvisor": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "cadvisor", "a boolean", x);
        break;
      }
      case "scrapeAnnotated": {
        s.push("scrapeAnnotated");
        checkMetricsScrapeAnnotatedPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_216, LEVEL_215);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/scrapeAnnotated": {
        s.push("$replace/scrapeAnnotated");
        checkMetricsScrapeAnnotated(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_215);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_215);
}
function checkMetricsScrapeAnnotatedPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (MetricsScrapeAnnotatedPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "intervalSeconds": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "intervalSeconds", "an integer", x);
        break;
      }
      case "includeNamespaces": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "includeNamespaces", "a string", x);
        break;
      }
      case "excludeNamespaces": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "excludeNamespaces", "a string", x);
        break;
      }
      case "retainLabels": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "retainLabels", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_218, LEVEL_217);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_217);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_217);
}
function checkLogsAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (LogsAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "auditEnabled": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "auditEnabled", "a boolean", x);
        break;
      }
      case "includeNamespaces": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "includeNamespaces", "a string", x);
        break;
      }
      case "excludeNamespaces": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "excludeNamespaces", "a string", x);
        break;
      }
      case "docker": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "docker", "a boolean", x);
        break;
      }
      case "kubelet": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "kubelet", "a boolean", x);
        break;
      }
      case "kernel": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "kernel", "a boolean", x);
        break;
      }
      case "events": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "events", "a boolean", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_220, LEVEL_219);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_219);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_219);
}
function checkRegistryMirrorAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RegistryMirrorAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "mirrors", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "mirrors", "items", 1e3, x.length, x);
        else {
          s.push("mirrors", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkRegistryMirror(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "registry");
          s.pop();
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_222, LEVEL_221);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$drop/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/mirrors", "an array", x);
        else {
          s.push("$drop/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/mirrors", "an array", x);
        else {
          s.push("$retain/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/mirrors", "an array", x);
        else {
          s.push("$patch/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkRegistryMirrorPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "registry");
          s.pop();
        }
        break;
      }
      case "$append/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/mirrors", "an array", x);
        else {
          s.push("$append/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkRegistryMirror(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "registry");
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_221);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_221);
}
function checkRegistryMirrorPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RegistryMirrorPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "registry": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "registry", "a string", x);
        break;
      }
      case "mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "mirrors", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "mirrors", "items", 1e3, x.length, x);
        else {
          s.push("mirrors");
          const m = r.issues.length;
          for (let i = 0; i < x.length; i++) {
            const y = x[i];
            if (typeof y !== "string") (0, import_messages.wrongType)(r, i, "a string", y);
          }
          if (x.length > 1 && r.issues.length === m) (0, import_values.duplicateItems)(r, x);
          s.pop();
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_222, LEVEL_223);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/registry": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "$replace/registry", "a string", x);
        break;
      }
      case "$drop/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/mirrors", "an array", x);
        else {
          s.push("$drop/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/mirrors", "an array", x);
        else {
          s.push("$retain/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/mirrors": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/mirrors", "an array", x);
        else {
          s.push("$append/mirrors");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_223);
    }
  }
  if (v.registry === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_223);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_223);
}
function checkVendorKAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorKAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "taintGPUNodes": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "taintGPUNodes", "a boolean", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_225, LEVEL_224);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_224);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_224);
}
function checkVendorBEfsAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBEfsAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_227, LEVEL_226);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_226);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_226);
}
function checkVendorBEcrAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBEcrAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_227, LEVEL_228);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_228);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_228);
}
function checkVendorBElbAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorBElbAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "roleArn", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_227, LEVEL_229);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_229);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_229);
}
function checkVendorHAcrAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (VendorHAcrAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "clientId": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "clientId", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_231, LEVEL_230);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_230);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_230);
}
function checkSysboxAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (SysboxAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_183, LEVEL_232);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_232);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_232);
}
function checkByokAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokAddOnPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "ignoreUpdates": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "ignoreUpdates", "a boolean", x);
        break;
      }
      case "location": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "location", "a string", x);
        else {
          if (!FORM_20.pattern.test(x)) (0, import_messages.noMatch)(r, "location", x, FORM_20);
        }
        break;
      }
      case "config": {
        s.push("config");
        checkByokConfigPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_234, LEVEL_233);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/config": {
        s.push("$replace/config");
        checkByokConfig(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_233);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_233);
}
function checkByokConfigPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokConfigPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "actuator": {
        s.push("actuator");
        checkByokActuatorPatch(x, r);
        s.pop();
        break;
      }
      case "middlebox": {
        s.push("middlebox");
        checkByokMiddleboxPatch(x, r);
        s.pop();
        break;
      }
      case "common": {
        s.push("common");
        checkByokCommonPatch(x, r);
        s.pop();
        break;
      }
      case "longhorn": {
        s.push("longhorn");
        checkByokLonghornPatch(x, r);
        s.pop();
        break;
      }
      case "byok": {
        s.push("byok");
        checkByokStorageClassesPatch(x, r);
        s.pop();
        break;
      }
      case "ingress": {
        s.push("ingress");
        checkByokIngressPatch(x, r);
        s.pop();
        break;
      }
      case "istio": {
        s.push("istio");
        checkByokIstioPatch(x, r);
        s.pop();
        break;
      }
      case "logSplitter": {
        s.push("logSplitter");
        checkByokLogSplitterPatch(x, r);
        s.pop();
        break;
      }
      case "monitoring": {
        s.push("monitoring");
        checkByokMonitoringPatch(x, r);
        s.pop();
        break;
      }
      case "redis": {
        s.push("redis");
        checkByokRedisPatch(x, r);
        s.pop();
        break;
      }
      case "redisHa": {
        s.push("redisHa");
        checkByokRedisHaPatch(x, r);
        s.pop();
        break;
      }
      case "redisSentinel": {
        s.push("redisSentinel");
        checkByokRedisSentinelPatch(x, r);
        s.pop();
        break;
      }
      case "tempoAgent": {
        s.push("tempoAgent");
        checkByokTempoAgentPatch(x, r);
        s.pop();
        break;
      }
      case "internalDns": {
        s.push("internalDns");
        checkByokInternalDnsPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_236, LEVEL_235);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/actuator": {
        s.push("$replace/actuator");
        checkByokActuator(x, r);
        s.pop();
        break;
      }
      case "$replace/middlebox": {
        s.push("$replace/middlebox");
        checkByokMiddlebox(x, r);
        s.pop();
        break;
      }
      case "$replace/common": {
        s.push("$replace/common");
        checkByokCommon(x, r);
        s.pop();
        break;
      }
      case "$replace/longhorn": {
        s.push("$replace/longhorn");
        checkByokLonghorn(x, r);
        s.pop();
        break;
      }
      case "$replace/byok": {
        s.push("$replace/byok");
        checkByokStorageClasses(x, r);
        s.pop();
        break;
      }
      case "$replace/ingress": {
        s.push("$replace/ingress");
        checkByokIngress(x, r);
        s.pop();
        break;
      }
      case "$replace/istio": {
        s.push("$replace/istio");
        checkByokIstio(x, r);
        s.pop();
        break;
      }
      case "$replace/logSplitter": {
        s.push("$replace/logSplitter");
        checkByokLogSplitter(x, r);
        s.pop();
        break;
      }
      case "$replace/monitoring": {
        s.push("$replace/monitoring");
        checkByokMonitoring(x, r);
        s.pop();
        break;
      }
      case "$replace/redis": {
        s.push("$replace/redis");
        checkByokRedis(x, r);
        s.pop();
        break;
      }
      case "$replace/redisHa": {
        s.push("$replace/redisHa");
        checkByokRedisHa(x, r);
        s.pop();
        break;
      }
      case "$replace/redisSentinel": {
        s.push("$replace/redisSentinel");
        checkByokRedisSentinel(x, r);
        s.pop();
        break;
      }
      case "$replace/tempoAgent": {
        s.push("$replace/tempoAgent");
        checkByokTempoAgent(x, r);
        s.pop();
        break;
      }
      case "$replace/internalDns": {
        s.push("$replace/internalDns");
        checkByokInternalDns(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_235);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_235);
}
function checkByokActuatorPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokActuatorPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "logLevel": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "logLevel", "a string", x);
        else {
          if (x !== "trace" && x !== "info" && x !== "error") (0, import_messages.notInEnum)(r, "logLevel", x, ENUM_81);
        }
        break;
      }
      case "env": {
        s.push("env");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_238, LEVEL_237);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/env": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/env", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/env", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/env");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_237);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_237);
}
function checkByokMiddleboxPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokMiddleboxPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "enabled": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "enabled", "a boolean", x);
        break;
      }
      case "bandwidthAlertMbps": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "bandwidthAlertMbps", "an integer", x);
        break;
      }
      case "port": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "port", "an integer", x);
        break;
      }
      case "ip": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "ip", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_240, LEVEL_239);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_239);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_239);
}
function checkByokCommonPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokCommonPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "deploymentReplicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "deploymentReplicas", "an integer", x);
        break;
      }
      case "pdb": {
        s.push("pdb");
        checkByokPodDisruptionBudgetPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_242, LEVEL_241);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/pdb": {
        s.push("$replace/pdb");
        checkByokPodDisruptionBudget(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_241);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_241);
}
function checkByokPodDisruptionBudgetPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokPodDisruptionBudgetPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "maxUnavailable": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "maxUnavailable", "an integer", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_244, LEVEL_243);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_243);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_243);
}
function checkByokLonghornPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokLonghornPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "numberOfReplicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "numberOfReplicas", "an integer", x);
        break;
      }
      case "replicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "replicas", "an integer", x);
        break;
      }
      case "isDefault": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "isDefault", "a boolean", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_246, LEVEL_245);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_245);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_245);
}
function checkByokStorageClassesPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokStorageClassesPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "noDefaultStorageClasses": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "noDefaultStorageClasses", "a boolean", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_248, LEVEL_247);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_247);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_247);
}
function checkByokIngressPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIngressPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "cpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "cpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "cpu", x, FORM_47);
        }
        break;
      }
      case "memory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "memory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "memory", x, FORM_47);
        }
        break;
      }
      case "targetPercent": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "targetPercent", "an integer", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_250, LEVEL_249);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_249);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_249);
}
function checkByokIstioPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstioPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "istiod": {
        s.push("istiod");
        checkByokIstiodPatch(x, r);
        s.pop();
        break;
      }
      case "ingressgateway": {
        s.push("ingressgateway");
        checkByokIstioIngressGatewayPatch(x, r);
        s.pop();
        break;
      }
      case "sidecar": {
        s.push("sidecar");
        checkByokIstioSidecarPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_252, LEVEL_251);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/istiod": {
        s.push("$replace/istiod");
        checkByokIstiod(x, r);
        s.pop();
        break;
      }
      case "$replace/ingressgateway": {
        s.push("$replace/ingressgateway");
        checkByokIstioIngressGateway(x, r);
        s.pop();
        break;
      }
      case "$replace/sidecar": {
        s.push("$replace/sidecar");
        checkByokIstioSidecar(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_251);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_251);
}
function checkByokIstiodPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstiodPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "replicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "replicas", "an integer", x);
        break;
      }
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "pdb": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "pdb", "an integer", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_254, LEVEL_253);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_253);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_253);
}
function checkByokIstioIngressGatewayPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstioIngressGatewayPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "replicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "replicas", "an integer", x);
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_256, LEVEL_255);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_255);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_255);
}
function checkByokIstioSidecarPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokIstioSidecarPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_258, LEVEL_257);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_257);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_257);
}
function checkByokLogSplitterPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokLogSplitterPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "memBufferSize": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "memBufferSize", "a string", x);
        break;
      }
      case "perPodRate": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "perPodRate", "an integer", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_260, LEVEL_259);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_259);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_259);
}
function checkByokMonitoringPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokMonitoringPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "kubeStateMetrics": {
        s.push("kubeStateMetrics");
        checkByokKubeStateMetricsPatch(x, r);
        s.pop();
        break;
      }
      case "prometheus": {
        s.push("prometheus");
        checkByokPrometheusPatch(x, r);
        s.pop();
        break;
      }
      case "remoteWrite": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "remoteWrite", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "remoteWrite", "items", 1e3, x.length, x);
        else {
          s.push("remoteWrite", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkRemoteWrite(x[i], r);
          }
          s.pop();
          if (x.length > 1) (0, import_values.duplicateIdentifiers)(r, x, "url");
          s.pop();
        }
        break;
      }
      case "externalLabels": {
        s.push("externalLabels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_262, LEVEL_261);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/kubeStateMetrics": {
        s.push("$replace/kubeStateMetrics");
        checkByokKubeStateMetrics(x, r);
        s.pop();
        break;
      }
      case "$replace/prometheus": {
        s.push("$replace/prometheus");
        checkByokPrometheus(x, r);
        s.pop();
        break;
      }
      case "$drop/remoteWrite": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/remoteWrite", "an array", x);
        else {
          s.push("$drop/remoteWrite");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/remoteWrite": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/remoteWrite", "an array", x);
        else {
          s.push("$retain/remoteWrite");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/remoteWrite": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/remoteWrite", "an array", x);
        else {
          s.push("$patch/remoteWrite");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkRemoteWritePatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "url");
          s.pop();
        }
        break;
      }
      case "$append/remoteWrite": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/remoteWrite", "an array", x);
        else {
          s.push("$append/remoteWrite");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkRemoteWrite(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, "url");
          s.pop();
        }
        break;
      }
      case "$replace/externalLabels": {
        if (typeof x !== "object" || x === null || Array.isArray(x)) (0, import_messages.wrongType)(r, "$replace/externalLabels", "an object", x);
        else {
          const keys = Object.keys(x);
          if (keys.length > 1e3) (0, import_messages.tooMany)(r, "$replace/externalLabels", "keys", 1e3, keys.length, x);
          else {
            s.push("$replace/externalLabels");
            for (const k2 of keys) {
              const reason = keyProblem0(k2);
              if (reason !== void 0 && !(0, import_values.badKey)(r, k2, reason)) continue;
              const y = x[k2];
              if (typeof y !== "string") (0, import_messages.wrongType)(r, k2, "a string", y);
            }
            s.pop();
          }
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_261);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_261);
}
function checkByokKubeStateMetricsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokKubeStateMetricsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_264, LEVEL_263);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_263);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_263);
}
function checkByokPrometheusPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokPrometheusPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "main": {
        s.push("main");
        checkByokPrometheusMainPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_266, LEVEL_265);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/main": {
        s.push("$replace/main");
        checkByokPrometheusMain(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_265);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_265);
}
function checkByokPrometheusMainPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokPrometheusMainPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "storage": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "storage", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "storage", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_268, LEVEL_267);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_267);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_267);
}
function checkRemoteWritePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RemoteWritePatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "url": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "url", "a string", x);
        break;
      }
      case "basic_auth": {
        s.push("basic_auth");
        checkRemoteWriteBasicAuthPatch(x, r);
        s.pop();
        break;
      }
      case "authorization": {
        s.push("authorization");
        checkRemoteWriteAuthorizationPatch(x, r);
        s.pop();
        break;
      }
      case "oauth2": {
        s.push("oauth2");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "follow_redirects": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "follow_redirects", "a boolean", x);
        break;
      }
      case "enable_http2": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "enable_http2", "a boolean", x);
        break;
      }
      case "tls_config": {
        s.push("tls_config");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "proxy_url": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "proxy_url", "a string", x);
        break;
      }
      case "no_proxy": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "no_proxy", "a string", x);
        break;
      }
      case "proxy_from_environment": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "proxy_from_environment", "a boolean", x);
        break;
      }
      case "proxy_connect_header": {
        s.push("proxy_connect_header");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "http_headers": {
        s.push("http_headers");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "remote_timeout": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "remote_timeout", "a string", x);
        break;
      }
      case "headers": {
        s.push("headers");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "write_relabel_configs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "write_relabel_configs", "an array", x);
        else if (x.length > 1e3) (0, import_messages.tooMany)(r, "write_relabel_configs", "items", 1e3, x.length, x);
        else {
          s.push("write_relabel_configs", 0);
          const d = s.length - 1;
          for (let i = 0; i < x.length; i++) {
            s[d] = i;
            checkFreeFormObject(x[i], r);
          }
          s.pop();
          s.pop();
        }
        break;
      }
      case "name": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "name", "a string", x);
        break;
      }
      case "send_exemplars": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "send_exemplars", "a boolean", x);
        break;
      }
      case "send_native_histograms": {
        if (typeof x !== "boolean") (0, import_messages.wrongType)(r, "send_native_histograms", "a boolean", x);
        break;
      }
      case "vendorB_sigv4": {
        s.push("vendorB_sigv4");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "vendorH_ad": {
        s.push("vendorH_ad");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "vendorJ_iam": {
        s.push("vendorJ_iam");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "queue_config": {
        s.push("queue_config");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_270, LEVEL_269);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/basic_auth": {
        s.push("$replace/basic_auth");
        checkRemoteWriteBasicAuth(x, r);
        s.pop();
        break;
      }
      case "$replace/authorization": {
        s.push("$replace/authorization");
        checkRemoteWriteAuthorization(x, r);
        s.pop();
        break;
      }
      case "$replace/oauth2": {
        s.push("$replace/oauth2");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/tls_config": {
        s.push("$replace/tls_config");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/proxy_connect_header": {
        s.push("$replace/proxy_connect_header");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/http_headers": {
        s.push("$replace/http_headers");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/headers": {
        s.push("$replace/headers");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$drop/write_relabel_configs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop/write_relabel_configs", "an array", x);
        else {
          s.push("$drop/write_relabel_configs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkFreeFormObject(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$retain/write_relabel_configs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$retain/write_relabel_configs", "an array", x);
        else {
          s.push("$retain/write_relabel_configs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkFreeFormObject(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$patch/write_relabel_configs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$patch/write_relabel_configs", "an array", x);
        else {
          s.push("$patch/write_relabel_configs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkWriteRelabelConfigPatch(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$append/write_relabel_configs": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$append/write_relabel_configs", "an array", x);
        else {
          s.push("$append/write_relabel_configs");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            s.push(e);
            checkFreeFormObject(entry, r);
            s.pop();
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      case "$replace/vendorB_sigv4": {
        s.push("$replace/vendorB_sigv4");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorH_ad": {
        s.push("$replace/vendorH_ad");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorJ_iam": {
        s.push("$replace/vendorJ_iam");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/queue_config": {
        s.push("$replace/queue_config");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_269);
    }
  }
  if (v.url === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_269);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_269);
}
function checkRemoteWriteBasicAuthPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RemoteWriteBasicAuthPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "username": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "username", "a string", x);
        break;
      }
      case "username_file": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "username_file", "a string", x);
        break;
      }
      case "password": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "password", "a string", x);
        break;
      }
      case "password_file": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "password_file", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_272, LEVEL_271);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_271);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_271);
}
function checkRemoteWriteAuthorizationPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (RemoteWriteAuthorizationPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "type": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "type", "a string", x);
        break;
      }
      case "credentials": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "credentials", "a string", x);
        break;
      }
      case "credentials_file": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "credentials_file", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_274, LEVEL_273);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_273);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_273);
}
function checkFreeFormObjectPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (FreeFormObjectPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
      else {
        s.push("$drop");
        for (let e = 0; e < x.length; e++) {
          const entry = x[e];
          if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          else {
            if (entry.length < 2 && (0, import_messages.codePoints)(entry) < 1) (0, import_messages.outOfBounds)(r, e, "MIN_LENGTH", "must be at least 1 character long");
            if (!FORM_120.pattern.test(entry)) (0, import_messages.noMatch)(r, e, entry, FORM_120);
          }
        }
        if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
        s.pop();
      }
    } else if (k.charCodeAt(0) === 36) (0, import_patch.badPatchMember)(r, k, LEVEL_275);
    else {
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_values.badKey)(r, k, reason)) {
        (0, import_values.freeFormValue)(r, k, x, LIMITS_116);
      }
    }
  }
  (0, import_conflicts.openConflicts)(r, v, LEVEL_275);
}
function checkWriteRelabelConfigPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (WriteRelabelConfigPatch)", v);
  const s = r.path;
  let selectors = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
      else {
        s.push("$drop");
        for (let e = 0; e < x.length; e++) {
          const entry = x[e];
          if (typeof entry !== "string") (0, import_messages.wrongType)(r, e, "a string", entry);
          else {
            if (entry.length < 2 && (0, import_messages.codePoints)(entry) < 1) (0, import_messages.outOfBounds)(r, e, "MIN_LENGTH", "must be at least 1 character long");
            if (!FORM_120.pattern.test(entry)) (0, import_messages.noMatch)(r, e, entry, FORM_120);
          }
        }
        if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
        s.pop();
      }
    } else if (k.startsWith("$replace/")) {
      const reason = keyProblem0(k.slice(9));
      if (reason !== void 0) (0, import_patch.badSuffix)(r, k, reason);
      (0, import_values.freeFormValue)(r, k, x, LIMITS_116);
    } else if (k.charCodeAt(0) === 36) (0, import_patch.badPatchMember)(r, k, LEVEL_276);
    else {
      selectors++;
      const reason = keyProblem0(k);
      if (reason === void 0 || (0, import_values.badKey)(r, k, reason)) {
        (0, import_values.freeFormValue)(r, k, x, LIMITS_116);
      }
    }
  }
  if (selectors === 0) (0, import_patch.noSelector)(r);
  (0, import_conflicts.openConflicts)(r, v, LEVEL_276);
}
function checkByokRedisPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokRedisPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "storage": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "storage", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "storage", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_278, LEVEL_277);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_277);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_277);
}
function checkByokRedisHaPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokRedisHaPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "storage": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "storage", "an integer", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_278, LEVEL_279);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_279);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_279);
}
function checkByokRedisSentinelPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokRedisSentinelPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "storage": {
        if (!(typeof x === "number" && Number.isInteger(x))) (0, import_messages.wrongType)(r, "storage", "an integer", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_278, LEVEL_280);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_280);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_280);
}
function checkByokTempoAgentPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokTempoAgentPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_258, LEVEL_281);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_281);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_281);
}
function checkByokInternalDnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (ByokInternalDnsPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minCpu", x, FORM_47);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxCpu", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxCpu", x, FORM_47);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "minMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "minMemory", x, FORM_47);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "maxMemory", "a string", x);
        else {
          if (!FORM_47.pattern.test(x)) (0, import_messages.noMatch)(r, "maxMemory", x, FORM_47);
        }
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_283, LEVEL_282);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_282);
    }
  }
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_282);
}
function checkFirewallEntryPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return (0, import_messages.wrongType)(r, void 0, "an object (FirewallEntryPatch)", v);
  const s = r.path;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "sourceCIDR": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "sourceCIDR", "a string", x);
        break;
      }
      case "description": {
        if (typeof x !== "string") (0, import_messages.wrongType)(r, "description", "a string", x);
        break;
      }
      case "$drop": {
        if (!Array.isArray(x)) (0, import_messages.wrongType)(r, "$drop", "an array", x);
        else {
          s.push("$drop");
          for (let e = 0; e < x.length; e++) {
            const entry = x[e];
            (0, import_patch.dropName)(r, e, entry, NAMES_285, LEVEL_284);
          }
          if (x.length > 1) (0, import_patch.duplicateEntries)(r, x, void 0);
          s.pop();
        }
        break;
      }
      default:
        (0, import_patch.badPatchMember)(r, k, LEVEL_284);
    }
  }
  if (v.sourceCIDR === void 0) (0, import_patch.missingIdentifier)(r, LEVEL_284);
  (0, import_conflicts.closedConflicts)(r, v, LEVEL_284);
}
function validateCluster(value) {
  const r = (0, import_core.startRun)(void 0, false);
  try {
    checkCluster(value, r);
  } catch (error) {
    (0, import_core.unreadable)(r, error);
  }
  return (0, import_core.finishRun)(r, value);
}
function validateClusterCreate(value, options) {
  const r = (0, import_core.startRun)(options, false);
  try {
    checkClusterCreate(value, r);
  } catch (error) {
    (0, import_core.unreadable)(r, error);
  }
  return (0, import_core.finishRun)(r, value);
}
function validateClusterPatch(value, options) {
  const r = (0, import_core.startRun)(options, true);
  try {
    if ((0, import_patch.screenPatch)(r, value, PATCH_LIMITS_286)) checkClusterPatch(value, r);
  } catch (error) {
    (0, import_core.unreadable)(r, error);
  }
  return (0, import_core.finishRun)(r, value);
}
function validateApiError(value) {
  const r = (0, import_core.startRun)(void 0, false);
  try {
    checkApiError(value, r);
  } catch (error) {
    (0, import_core.unreadable)(r, error);
  }
  return (0, import_core.finishRun)(r, value);
}
