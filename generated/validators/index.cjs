// generated from spec/ — do not edit
// Compiled validators of every body.
'use strict';
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// generated:validators/index.js
var validators_exports = {};
__export(validators_exports, {
  validateApiError: () => validateApiError,
  validateCluster: () => validateCluster,
  validateClusterCreate: () => validateClusterCreate,
  validateClusterKnowing: () => validateClusterKnowing,
  validateClusterPatch: () => validateClusterPatch,
  validateClusterPatchScreened: () => validateClusterPatchScreened
});
module.exports = __toCommonJS(validators_exports);
var RUNTIME = __toESM(require("./runtime.cjs"));
var MATCHERS = __toESM(require("./matchers.cjs"));
var import_cluster_model = require("../patch/cluster-model.cjs");
var PATCH_MODEL;
var FORBIDDEN2 = RUNTIME.FORBIDDEN;
var addIdentifier2 = RUNTIME.addIdentifier;
var badKey2 = RUNTIME.badKey;
var badPatchMember2 = RUNTIME.badPatchMember;
var badSuffix2 = RUNTIME.badSuffix;
var checkFreeForm2 = RUNTIME.checkFreeForm;
var closedConflicts2 = RUNTIME.closedConflicts;
var codePoints2 = RUNTIME.codePoints;
var compileModel2 = RUNTIME.compileModel;
var countKeys2 = RUNTIME.countKeys;
var countScalar2 = RUNTIME.countScalar;
var countText2 = RUNTIME.countText;
var dropNames2 = RUNTIME.dropNames;
var duplicateEntries2 = RUNTIME.duplicateEntries;
var duplicateIdentifier2 = RUNTIME.duplicateIdentifier;
var duplicateIdentifiers2 = RUNTIME.duplicateIdentifiers;
var duplicateItems2 = RUNTIME.duplicateItems;
var extraMembers2 = RUNTIME.extraMembers;
var finishRun2 = RUNTIME.finishRun;
var forgetMembers2 = RUNTIME.forgetMembers;
var freeFormPatchValue2 = RUNTIME.freeFormPatchValue;
var freeFormValue2 = RUNTIME.freeFormValue;
var hashText2 = RUNTIME.hashText;
var identifierTable2 = RUNTIME.identifierTable;
var integerBytes2 = RUNTIME.integerBytes;
var isPlainObject2 = RUNTIME.isPlainObject;
var minAboveMax2 = RUNTIME.minAboveMax;
var missing2 = RUNTIME.missing;
var missingIdentifier2 = RUNTIME.missingIdentifier;
var noMatch2 = RUNTIME.noMatch;
var noSelector2 = RUNTIME.noSelector;
var notConst2 = RUNTIME.notConst;
var notExactlyOne2 = RUNTIME.notExactlyOne;
var notInEnum2 = RUNTIME.notInEnum;
var openConflicts2 = RUNTIME.openConflicts;
var outOfBounds2 = RUNTIME.outOfBounds;
var ownKeyCount2 = RUNTIME.ownKeyCount;
var releaseIdentifierTable2 = RUNTIME.releaseIdentifierTable;
var rootNotPlain2 = RUNTIME.rootNotPlain;
var screenPatch2 = RUNTIME.screenPatch;
var startRun2 = RUNTIME.startRun;
var tooLarge2 = RUNTIME.tooLarge;
var tooMany2 = RUNTIME.tooMany;
var unreadable2 = RUNTIME.unreadable;
var wrongType2 = RUNTIME.wrongType;
var MATCH_12 = MATCHERS.MATCH_1;
var MATCH_UtcDateTime2 = MATCHERS.MATCH_UtcDateTime;
var MATCH_KubernetesVersion2 = MATCHERS.MATCH_KubernetesVersion;
var MATCH_CidrOrAddress2 = MATCHERS.MATCH_CidrOrAddress;
var MATCH_SecretLink2 = MATCHERS.MATCH_SecretLink;
var MATCH_Duration2 = MATCHERS.MATCH_Duration;
var MATCH_Quantity2 = MATCHERS.MATCH_Quantity;
var PATTERN_1 = new RegExp("^[a-z][-a-z0-9]*[a-z0-9]$", "u");
var FORM_1 = { pattern: PATTERN_1 };
var HAS_OWN_PROPERTY = Object.prototype.hasOwnProperty;
var PATTERN_UtcDateTime = new RegExp("^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)(?:\\.[0-9]+)?Z$", "u");
var FORM_UtcDateTime = { title: "UtcDateTime", examples: ["2025-01-31T12:00:00Z", "2025-02-03T08:30:00.125Z"], pattern: PATTERN_UtcDateTime };
var FIELDS_OF_Cluster = /* @__PURE__ */ new Set(["id", "name", "kind", "version", "description", "tags", "created", "lastModified", "links", "spec", "alias", "status"]);
var FIELDS_OF_Link = /* @__PURE__ */ new Set(["rel", "href"]);
var PATTERN_KubernetesVersion = new RegExp("^[0-9]+\\.[0-9]+\\.[0-9]+$", "u");
var FORM_KubernetesVersion = { title: "KubernetesVersion", pattern: PATTERN_KubernetesVersion };
var FIELDS_OF_ClusterSpec = /* @__PURE__ */ new Set(["version", "firewall", "provider", "addOns"]);
var PATTERN_CidrOrAddress = new RegExp("^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$", "u");
var FORM_CidrOrAddress = { title: "CidrOrAddress", examples: ["0.0.0.0/0", "203.0.113.0/24"], pattern: PATTERN_CidrOrAddress };
var FIELDS_OF_FirewallEntry = /* @__PURE__ */ new Set(["sourceCIDR", "description"]);
var FIELDS_OF_Provider = /* @__PURE__ */ new Set(["generic", "vendorA", "vendorB", "vendorC", "vendorD", "vendorE", "vendorF", "ephemeral", "vendorG", "vendorH", "vendorI", "vendorJ"]);
var MEMBERS_OF_Provider = ["generic", "vendorA", "vendorB", "vendorC", "vendorD", "vendorE", "vendorF", "ephemeral", "vendorG", "vendorH", "vendorI", "vendorJ"];
var FIELDS_OF_GenericProvider = /* @__PURE__ */ new Set(["location", "networking", "nodePools"]);
var FORM_Cidr = { title: "Cidr", examples: ["10.42.0.0/16", "fd00:10::/108"], pattern: PATTERN_CidrOrAddress };
var FIELDS_OF_NetworkingFull = /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork", "dnsForwarder"]);
var FIELDS_OF_NodePoolBase = /* @__PURE__ */ new Set(["name", "labels", "taints"]);
var ENUM_1 = ["NoSchedule", "PreferNoSchedule", "NoExecute"];
var FIELDS_OF_Taint = /* @__PURE__ */ new Set(["key", "value", "effect"]);
var PATTERN_SecretLink = new RegExp("^(?:/org/[^/\\s]+/|//)[^/\\s]+/[^/\\s]+$", "u");
var FORM_SecretLink = { title: "SecretLink", examples: ["//secret/cluster-token", "/org/acme/secret/cluster-token"], pattern: PATTERN_SecretLink };
var FIELDS_OF_VendorAProvider = /* @__PURE__ */ new Set(["region", "vendorALabels", "networking", "preInstallScript", "tokenSecretLink", "networkId", "firewallId", "nodePools", "dedicatedServerNodePools", "image", "sshKey", "autoscaler", "floatingIPSelector"]);
var FIELDS_OF_VendorANodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "serverType", "overrideImage", "minSize", "maxSize"]);
var ENUM_2 = ["random", "most-pods", "least-waste", "price"];
var PATTERN_Duration = new RegExp("^(?:0|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+)$", "u");
var FORM_Duration = { title: "Duration", examples: ["10m", "1h30m"], pattern: PATTERN_Duration };
var FIELDS_OF_Autoscaler = /* @__PURE__ */ new Set(["expander", "unneededTime", "unreadyTime", "utilizationThreshold"]);
var FIELDS_OF_VendorBProvider = /* @__PURE__ */ new Set(["region", "vendorBTags", "skipCreateRoles", "networking", "preInstallScript", "image", "deployRoleArn", "deployRoleChain", "vpcId", "keyPair", "diskEncryptionKeyArn", "securityGroupIds", "extraNodePolicies", "nodePools", "autoscaler"]);
var FIELDS_OF_VendorBImage = /* @__PURE__ */ new Set(["recommended", "exact"]);
var MEMBERS_OF_VendorBImage = ["recommended", "exact"];
var FIELDS_OF_VendorBDeployRole = /* @__PURE__ */ new Set(["roleArn", "externalId", "sessionNamePrefix"]);
var ENUM_3 = ["lowest-price", "capacity-optimized", "capacity-optimized-prioritized", "price-capacity-optimized"];
var FIELDS_OF_VendorBNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "instanceTypes", "overrideImage", "bootDiskSize", "minSize", "maxSize", "onDemandBaseCapacity", "onDemandPercentageAboveBaseCapacity", "spotAllocationStrategy", "subnetIds", "extraSecurityGroupIds", "cpuOptions"]);
var FIELDS_OF_VendorBCpuOptions = /* @__PURE__ */ new Set(["nestedVirtualization"]);
var FIELDS_OF_VendorCProvider = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "firewallId", "nodePools", "image", "authorizedUsers", "authorizedKeys", "vpcId", "preInstallScript", "networking", "autoscaler"]);
var FIELDS_OF_VendorCNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "serverType", "overrideImage", "subnetId", "minSize", "maxSize"]);
var FIELDS_OF_VendorDProvider = /* @__PURE__ */ new Set(["datacenter", "tokenSecretLink", "nodePools", "sshKeys", "unmanagedNodePools", "autoscaler", "preInstallScript"]);
var FIELDS_OF_VendorDNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "minSize", "maxSize", "flavor"]);
var FIELDS_OF_VendorEProvider = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "nodePools", "sshKey", "unmanagedNodePools", "autoscaler", "fileSystems", "preInstallScript"]);
var FIELDS_OF_VendorENodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "minSize", "maxSize", "instanceType"]);
var FIELDS_OF_VendorFProvider = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "sharedDrives", "nodePools", "autoscaler", "unmanagedNodePools", "preInstallScript", "userIds", "networkId"]);
var ENUM_4 = ["none", "dynamic", "static"];
var FIELDS_OF_VendorFNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "minSize", "maxSize", "publicIpType", "bootDiskSize", "machineType"]);
var FIELDS_OF_EphemeralProvider = /* @__PURE__ */ new Set(["location", "nodePools"]);
var ENUM_5 = ["any", "arm64", "amd64"];
var ENUM_6 = ["debian", "ubuntu", "fedora"];
var PATTERN_Quantity = new RegExp("^(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$", "u");
var FORM_Quantity = { title: "Quantity", examples: ["500m", "2"], pattern: PATTERN_Quantity };
var FIELDS_OF_EphemeralNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "count", "arch", "flavor", "cpu", "memory"]);
var FIELDS_OF_VendorGProvider = /* @__PURE__ */ new Set(["connection", "networking", "preInstallScript", "location", "loadBalancer", "privateNetworkId", "firewallEnabled", "nodePools", "imageId", "sshKeys", "autoscaler"]);
var FIELDS_OF_VendorGConnection = /* @__PURE__ */ new Set(["url", "account", "user", "privateKeySecretLink"]);
var FIELDS_OF_VendorGLoadBalancer = /* @__PURE__ */ new Set(["manual", "none", "gateway"]);
var MEMBERS_OF_VendorGLoadBalancer = ["manual", "none", "gateway"];
var FIELDS_OF_VendorGManualLoadBalancer = /* @__PURE__ */ new Set(["packageId", "imageId", "publicNetworkId", "privateNetworkIds", "metadata", "tags", "logging", "count", "cnsInternalDomain", "cnsPublicDomain"]);
var FIELDS_OF_VendorGLoadBalancerLogging = /* @__PURE__ */ new Set(["nodePort", "externalSyslog"]);
var FIELDS_OF_VendorGNoLoadBalancer = /* @__PURE__ */ new Set([]);
var FIELDS_OF_VendorGNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "packageId", "overrideImageId", "publicNetworkId", "privateNetworkIds", "vendorGTags", "minSize", "maxSize"]);
var FIELDS_OF_VendorHProvider = /* @__PURE__ */ new Set(["location", "subscriptionId", "sdkSecretLink", "resourceGroup", "networking", "preInstallScript", "image", "sshKeys", "networkId", "tags", "nodePools", "autoscaler"]);
var FIELDS_OF_VendorHImage = /* @__PURE__ */ new Set(["recommended", "reference"]);
var MEMBERS_OF_VendorHImage = ["recommended", "reference"];
var FIELDS_OF_VendorHImageReference = /* @__PURE__ */ new Set(["publisher", "offer", "sku", "version"]);
var FIELDS_OF_VendorHNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "size", "subnetId", "zones", "overrideImage", "bootDiskSize", "minSize", "maxSize"]);
var FIELDS_OF_VendorIProvider = /* @__PURE__ */ new Set(["region", "vendorITags", "networking", "preInstallScript", "tokenSecretLink", "vpcId", "nodePools", "image", "sshKeys", "extraSshKeys", "autoscaler", "reservedIPs"]);
var FIELDS_OF_VendorINodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "vendorISize", "overrideImage", "minSize", "maxSize"]);
var FIELDS_OF_VendorJProvider = /* @__PURE__ */ new Set(["projectId", "region", "labels", "tags", "metadata", "network", "saKeyLink", "networking", "preInstallScript", "image", "nodePools", "autoscaler"]);
var FIELDS_OF_VendorJImage = /* @__PURE__ */ new Set(["recommended", "family", "exact"]);
var MEMBERS_OF_VendorJImage = ["recommended", "family", "exact"];
var FIELDS_OF_VendorJImageFamily = /* @__PURE__ */ new Set(["project", "family"]);
var FIELDS_OF_VendorJNodePool = /* @__PURE__ */ new Set(["name", "labels", "taints", "machineType", "assignPublicIP", "zone", "overrideImage", "bootDiskSize", "minSize", "maxSize", "preemptible", "subnet", "localPersistentDisks"]);
var FIELDS_OF_AddOns = /* @__PURE__ */ new Set(["dashboard", "dashboardAlt", "vendorHWorkloadIdentity", "vendorBWorkloadIdentity", "localPathStorage", "metrics", "logs", "registryMirror", "vendorK", "vendorBEFS", "vendorBECR", "vendorBELB", "vendorHACR", "sysbox", "byok"]);
var FIELDS_OF_VendorHWorkloadIdentityAddOn = /* @__PURE__ */ new Set(["tenantId"]);
var FIELDS_OF_MetricsAddOn = /* @__PURE__ */ new Set(["kubeState", "coreDns", "kubelet", "apiserver", "nodeExporter", "cadvisor", "scrapeAnnotated"]);
var FIELDS_OF_MetricsScrapeAnnotated = /* @__PURE__ */ new Set(["intervalSeconds", "includeNamespaces", "excludeNamespaces", "retainLabels"]);
var FIELDS_OF_LogsAddOn = /* @__PURE__ */ new Set(["auditEnabled", "includeNamespaces", "excludeNamespaces", "docker", "kubelet", "kernel", "events"]);
var FIELDS_OF_RegistryMirrorAddOn = /* @__PURE__ */ new Set(["mirrors"]);
var FIELDS_OF_RegistryMirror = /* @__PURE__ */ new Set(["registry", "mirrors"]);
var FIELDS_OF_VendorKAddOn = /* @__PURE__ */ new Set(["taintGPUNodes"]);
var FIELDS_OF_VendorBEfsAddOn = /* @__PURE__ */ new Set(["roleArn"]);
var FIELDS_OF_VendorHAcrAddOn = /* @__PURE__ */ new Set(["clientId"]);
var FIELDS_OF_ByokAddOn = /* @__PURE__ */ new Set(["ignoreUpdates", "location", "config"]);
var FIELDS_OF_ByokConfig = /* @__PURE__ */ new Set(["actuator", "middlebox", "common", "longhorn", "byok", "ingress", "istio", "logSplitter", "monitoring", "redis", "redisHa", "redisSentinel", "tempoAgent", "internalDns"]);
var ENUM_7 = ["trace", "info", "error"];
var FIELDS_OF_ByokActuator = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "logLevel", "env"]);
var FIELDS_OF_ByokMiddlebox = /* @__PURE__ */ new Set(["enabled", "bandwidthAlertMbps", "port", "ip"]);
var FIELDS_OF_ByokCommon = /* @__PURE__ */ new Set(["deploymentReplicas", "pdb"]);
var FIELDS_OF_ByokPodDisruptionBudget = /* @__PURE__ */ new Set(["maxUnavailable"]);
var FIELDS_OF_ByokLonghorn = /* @__PURE__ */ new Set(["numberOfReplicas", "replicas", "isDefault"]);
var FIELDS_OF_ByokStorageClasses = /* @__PURE__ */ new Set(["noDefaultStorageClasses"]);
var FIELDS_OF_ByokIngress = /* @__PURE__ */ new Set(["cpu", "memory", "targetPercent"]);
var FIELDS_OF_ByokIstio = /* @__PURE__ */ new Set(["istiod", "ingressgateway", "sidecar"]);
var FIELDS_OF_ByokIstiod = /* @__PURE__ */ new Set(["replicas", "minCpu", "maxCpu", "minMemory", "maxMemory", "pdb"]);
var FIELDS_OF_ByokIstioIngressGateway = /* @__PURE__ */ new Set(["replicas", "maxCpu", "maxMemory"]);
var FIELDS_OF_ByokIstioSidecar = /* @__PURE__ */ new Set(["minCpu", "minMemory"]);
var FIELDS_OF_ByokLogSplitter = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "memBufferSize", "perPodRate"]);
var FIELDS_OF_ByokMonitoring = /* @__PURE__ */ new Set(["minMemory", "maxMemory", "kubeStateMetrics", "prometheus", "remoteWrite", "externalLabels"]);
var FIELDS_OF_ByokKubeStateMetrics = /* @__PURE__ */ new Set(["minMemory"]);
var FIELDS_OF_ByokPrometheus = /* @__PURE__ */ new Set(["main"]);
var FIELDS_OF_ByokPrometheusMain = /* @__PURE__ */ new Set(["storage"]);
var FIELDS_OF_RemoteWrite = /* @__PURE__ */ new Set(["url", "basic_auth", "authorization", "oauth2", "follow_redirects", "enable_http2", "tls_config", "proxy_url", "no_proxy", "proxy_from_environment", "proxy_connect_header", "http_headers", "remote_timeout", "headers", "write_relabel_configs", "name", "send_exemplars", "send_native_histograms", "vendorB_sigv4", "vendorH_ad", "vendorJ_iam", "queue_config"]);
var FIELDS_OF_RemoteWriteBasicAuth = /* @__PURE__ */ new Set(["username", "username_file", "password", "password_file"]);
var FIELDS_OF_RemoteWriteAuthorization = /* @__PURE__ */ new Set(["type", "credentials", "credentials_file"]);
var FIELDS_OF_ByokRedis = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "storage"]);
var FIELDS_OF_ByokInternalDns = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory"]);
var FIELDS_OF_ClusterStatus = /* @__PURE__ */ new Set(["oidcProviderUrl", "serverUrl", "homeLocation", "addOns"]);
var FIELDS_OF_ClusterStatusAddOns = /* @__PURE__ */ new Set(["dashboard", "dashboardAlt", "vendorBWorkloadIdentity", "metrics", "logs", "vendorBECR", "vendorBEFS", "vendorBELB"]);
var FIELDS_OF_DashboardStatus = /* @__PURE__ */ new Set(["url"]);
var FIELDS_OF_VendorBWorkloadIdentityStatus = /* @__PURE__ */ new Set(["oidcProviderConfig", "trustPolicy"]);
var FIELDS_OF_VendorBOidcProviderConfig = /* @__PURE__ */ new Set(["providerUrl", "audience"]);
var FIELDS_OF_MetricsStatus = /* @__PURE__ */ new Set(["prometheusEndpoint", "remoteWriteConfig"]);
var FIELDS_OF_LogsStatus = /* @__PURE__ */ new Set(["logStoreAddress"]);
var FIELDS_OF_VendorBRoleStatus = /* @__PURE__ */ new Set(["trustPolicy"]);
var FIELDS_OF_ClusterCreate = /* @__PURE__ */ new Set(["name", "description", "tags", "spec"]);
var READ_ONLY_IN_ClusterCreate = /* @__PURE__ */ new Set(["id", "kind", "version", "created", "lastModified", "links", "alias", "status"]);
var FIELDS_OF_NetworkingDns = /* @__PURE__ */ new Set(["dnsForwarder"]);
var READ_ONLY_IN_NetworkingDns = /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork"]);
var FIELDS_OF_ApiError = /* @__PURE__ */ new Set(["status", "message", "code", "details", "id"]);
var FIELDS_OF_ApiErrorDetails = /* @__PURE__ */ new Set(["issues", "issueCount", "path", "parameters", "parameterCount", "allowed", "version", "parseError"]);
var FIELDS_OF_ValidationIssue = /* @__PURE__ */ new Set(["path", "code", "message", "detail"]);
var LIMITS_OF_FreeFormObject = { maxDepth: 32, maxProperties: 1e3, valueMaxProperties: 1e3, maxItems: 1e3, maxLength: 16384, keyProblem: keyProblem0 };
var DROPPABLE_IN_ClusterPatch = /* @__PURE__ */ new Set(["name", "description", "tags", "spec"]);
var PATTERN_OpenKey = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", "u");
var FORM_OpenKey = { title: "OpenKey", pattern: PATTERN_OpenKey };
var DROPPABLE_IN_ClusterSpecPatch = /* @__PURE__ */ new Set(["version", "firewall", "provider", "addOns"]);
var DROPPABLE_IN_ProviderPatch = /* @__PURE__ */ new Set(["generic", "vendorA", "vendorB", "vendorC", "vendorD", "vendorE", "vendorF", "ephemeral", "vendorG", "vendorH", "vendorI", "vendorJ"]);
var DROPPABLE_IN_GenericProviderPatch = /* @__PURE__ */ new Set(["location", "networking", "nodePools"]);
var DROPPABLE_IN_NetworkingFullPatch = /* @__PURE__ */ new Set(["serviceNetwork", "podNetwork", "dnsForwarder"]);
var DROPPABLE_IN_NodePoolBasePatch = /* @__PURE__ */ new Set(["labels", "taints"]);
var DROPPABLE_IN_TaintPatch = /* @__PURE__ */ new Set(["value", "effect"]);
var DROPPABLE_IN_VendorAProviderPatch = /* @__PURE__ */ new Set(["region", "vendorALabels", "networking", "preInstallScript", "tokenSecretLink", "networkId", "firewallId", "nodePools", "dedicatedServerNodePools", "image", "sshKey", "autoscaler", "floatingIPSelector"]);
var DROPPABLE_IN_NetworkingDnsPatch = /* @__PURE__ */ new Set(["dnsForwarder"]);
var DROPPABLE_IN_AutoscalerPatch = /* @__PURE__ */ new Set(["expander", "unneededTime", "unreadyTime", "utilizationThreshold"]);
var DROPPABLE_IN_VendorANodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "serverType", "overrideImage", "minSize", "maxSize"]);
var DROPPABLE_IN_VendorBProviderPatch = /* @__PURE__ */ new Set(["region", "vendorBTags", "skipCreateRoles", "networking", "preInstallScript", "image", "deployRoleArn", "deployRoleChain", "vpcId", "keyPair", "diskEncryptionKeyArn", "securityGroupIds", "extraNodePolicies", "nodePools", "autoscaler"]);
var DROPPABLE_IN_VendorBImagePatch = /* @__PURE__ */ new Set(["recommended", "exact"]);
var DROPPABLE_IN_VendorBDeployRolePatch = /* @__PURE__ */ new Set(["externalId", "sessionNamePrefix"]);
var DROPPABLE_IN_VendorBNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "instanceTypes", "overrideImage", "bootDiskSize", "minSize", "maxSize", "onDemandBaseCapacity", "onDemandPercentageAboveBaseCapacity", "spotAllocationStrategy", "subnetIds", "extraSecurityGroupIds", "cpuOptions"]);
var DROPPABLE_IN_VendorBCpuOptionsPatch = /* @__PURE__ */ new Set(["nestedVirtualization"]);
var DROPPABLE_IN_VendorCProviderPatch = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "firewallId", "nodePools", "image", "authorizedUsers", "authorizedKeys", "vpcId", "preInstallScript", "networking", "autoscaler"]);
var DROPPABLE_IN_VendorCNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "serverType", "overrideImage", "subnetId", "minSize", "maxSize"]);
var DROPPABLE_IN_VendorDProviderPatch = /* @__PURE__ */ new Set(["datacenter", "tokenSecretLink", "nodePools", "sshKeys", "unmanagedNodePools", "autoscaler", "preInstallScript"]);
var DROPPABLE_IN_VendorDNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "minSize", "maxSize", "flavor"]);
var DROPPABLE_IN_VendorEProviderPatch = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "nodePools", "sshKey", "unmanagedNodePools", "autoscaler", "fileSystems", "preInstallScript"]);
var DROPPABLE_IN_VendorENodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "minSize", "maxSize", "instanceType"]);
var DROPPABLE_IN_VendorFProviderPatch = /* @__PURE__ */ new Set(["region", "tokenSecretLink", "sharedDrives", "nodePools", "autoscaler", "unmanagedNodePools", "preInstallScript", "userIds", "networkId"]);
var DROPPABLE_IN_VendorFNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "minSize", "maxSize", "publicIpType", "bootDiskSize", "machineType"]);
var DROPPABLE_IN_EphemeralProviderPatch = /* @__PURE__ */ new Set(["location", "nodePools"]);
var DROPPABLE_IN_EphemeralNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "count", "arch", "flavor", "cpu", "memory"]);
var DROPPABLE_IN_VendorGProviderPatch = /* @__PURE__ */ new Set(["connection", "networking", "preInstallScript", "location", "loadBalancer", "privateNetworkId", "firewallEnabled", "nodePools", "imageId", "sshKeys", "autoscaler"]);
var DROPPABLE_IN_VendorGConnectionPatch = /* @__PURE__ */ new Set(["url", "account", "user", "privateKeySecretLink"]);
var DROPPABLE_IN_VendorGLoadBalancerPatch = /* @__PURE__ */ new Set(["manual", "none", "gateway"]);
var DROPPABLE_IN_VendorGManualLoadBalancerPatch = /* @__PURE__ */ new Set(["packageId", "imageId", "publicNetworkId", "privateNetworkIds", "metadata", "tags", "logging", "count", "cnsInternalDomain", "cnsPublicDomain"]);
var DROPPABLE_IN_VendorGLoadBalancerLoggingPatch = /* @__PURE__ */ new Set(["nodePort", "externalSyslog"]);
var DROPPABLE_IN_VendorGNoLoadBalancerPatch = /* @__PURE__ */ new Set([]);
var DROPPABLE_IN_VendorGNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "packageId", "overrideImageId", "publicNetworkId", "privateNetworkIds", "vendorGTags", "minSize", "maxSize"]);
var DROPPABLE_IN_VendorHProviderPatch = /* @__PURE__ */ new Set(["location", "subscriptionId", "sdkSecretLink", "resourceGroup", "networking", "preInstallScript", "image", "sshKeys", "networkId", "tags", "nodePools", "autoscaler"]);
var DROPPABLE_IN_VendorHImagePatch = /* @__PURE__ */ new Set(["recommended", "reference"]);
var DROPPABLE_IN_VendorHImageReferencePatch = /* @__PURE__ */ new Set(["publisher", "offer", "sku", "version"]);
var DROPPABLE_IN_VendorHNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "size", "subnetId", "zones", "overrideImage", "bootDiskSize", "minSize", "maxSize"]);
var DROPPABLE_IN_VendorIProviderPatch = /* @__PURE__ */ new Set(["region", "vendorITags", "networking", "preInstallScript", "tokenSecretLink", "vpcId", "nodePools", "image", "sshKeys", "extraSshKeys", "autoscaler", "reservedIPs"]);
var DROPPABLE_IN_VendorINodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "vendorISize", "overrideImage", "minSize", "maxSize"]);
var DROPPABLE_IN_VendorJProviderPatch = /* @__PURE__ */ new Set(["projectId", "region", "labels", "tags", "metadata", "network", "saKeyLink", "networking", "preInstallScript", "image", "nodePools", "autoscaler"]);
var DROPPABLE_IN_VendorJImagePatch = /* @__PURE__ */ new Set(["recommended", "family", "exact"]);
var DROPPABLE_IN_VendorJImageFamilyPatch = /* @__PURE__ */ new Set(["project", "family"]);
var DROPPABLE_IN_VendorJNodePoolPatch = /* @__PURE__ */ new Set(["labels", "taints", "machineType", "assignPublicIP", "zone", "overrideImage", "bootDiskSize", "minSize", "maxSize", "preemptible", "subnet", "localPersistentDisks"]);
var DROPPABLE_IN_AddOnsPatch = /* @__PURE__ */ new Set(["dashboard", "dashboardAlt", "vendorHWorkloadIdentity", "vendorBWorkloadIdentity", "localPathStorage", "metrics", "logs", "registryMirror", "vendorK", "vendorBEFS", "vendorBECR", "vendorBELB", "vendorHACR", "sysbox", "byok"]);
var DROPPABLE_IN_VendorHWorkloadIdentityAddOnPatch = /* @__PURE__ */ new Set(["tenantId"]);
var DROPPABLE_IN_MetricsAddOnPatch = /* @__PURE__ */ new Set(["kubeState", "coreDns", "kubelet", "apiserver", "nodeExporter", "cadvisor", "scrapeAnnotated"]);
var DROPPABLE_IN_MetricsScrapeAnnotatedPatch = /* @__PURE__ */ new Set(["intervalSeconds", "includeNamespaces", "excludeNamespaces", "retainLabels"]);
var DROPPABLE_IN_LogsAddOnPatch = /* @__PURE__ */ new Set(["auditEnabled", "includeNamespaces", "excludeNamespaces", "docker", "kubelet", "kernel", "events"]);
var DROPPABLE_IN_RegistryMirrorAddOnPatch = /* @__PURE__ */ new Set(["mirrors"]);
var DROPPABLE_IN_VendorKAddOnPatch = /* @__PURE__ */ new Set(["taintGPUNodes"]);
var DROPPABLE_IN_VendorBEfsAddOnPatch = /* @__PURE__ */ new Set(["roleArn"]);
var DROPPABLE_IN_VendorHAcrAddOnPatch = /* @__PURE__ */ new Set(["clientId"]);
var DROPPABLE_IN_ByokAddOnPatch = /* @__PURE__ */ new Set(["ignoreUpdates", "location", "config"]);
var DROPPABLE_IN_ByokConfigPatch = /* @__PURE__ */ new Set(["actuator", "middlebox", "common", "longhorn", "byok", "ingress", "istio", "logSplitter", "monitoring", "redis", "redisHa", "redisSentinel", "tempoAgent", "internalDns"]);
var DROPPABLE_IN_ByokActuatorPatch = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "logLevel", "env"]);
var DROPPABLE_IN_ByokMiddleboxPatch = /* @__PURE__ */ new Set(["enabled", "bandwidthAlertMbps", "port", "ip"]);
var DROPPABLE_IN_ByokCommonPatch = /* @__PURE__ */ new Set(["deploymentReplicas", "pdb"]);
var DROPPABLE_IN_ByokPodDisruptionBudgetPatch = /* @__PURE__ */ new Set(["maxUnavailable"]);
var DROPPABLE_IN_ByokLonghornPatch = /* @__PURE__ */ new Set(["numberOfReplicas", "replicas", "isDefault"]);
var DROPPABLE_IN_ByokStorageClassesPatch = /* @__PURE__ */ new Set(["noDefaultStorageClasses"]);
var DROPPABLE_IN_ByokIngressPatch = /* @__PURE__ */ new Set(["cpu", "memory", "targetPercent"]);
var DROPPABLE_IN_ByokIstioPatch = /* @__PURE__ */ new Set(["istiod", "ingressgateway", "sidecar"]);
var DROPPABLE_IN_ByokIstiodPatch = /* @__PURE__ */ new Set(["replicas", "minCpu", "maxCpu", "minMemory", "maxMemory", "pdb"]);
var DROPPABLE_IN_ByokIstioIngressGatewayPatch = /* @__PURE__ */ new Set(["replicas", "maxCpu", "maxMemory"]);
var DROPPABLE_IN_ByokIstioSidecarPatch = /* @__PURE__ */ new Set(["minCpu", "minMemory"]);
var DROPPABLE_IN_ByokLogSplitterPatch = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "memBufferSize", "perPodRate"]);
var DROPPABLE_IN_ByokMonitoringPatch = /* @__PURE__ */ new Set(["minMemory", "maxMemory", "kubeStateMetrics", "prometheus", "remoteWrite", "externalLabels"]);
var DROPPABLE_IN_ByokKubeStateMetricsPatch = /* @__PURE__ */ new Set(["minMemory"]);
var DROPPABLE_IN_ByokPrometheusPatch = /* @__PURE__ */ new Set(["main"]);
var DROPPABLE_IN_ByokPrometheusMainPatch = /* @__PURE__ */ new Set(["storage"]);
var DROPPABLE_IN_RemoteWritePatch = /* @__PURE__ */ new Set(["basic_auth", "authorization", "oauth2", "follow_redirects", "enable_http2", "tls_config", "proxy_url", "no_proxy", "proxy_from_environment", "proxy_connect_header", "http_headers", "remote_timeout", "headers", "write_relabel_configs", "name", "send_exemplars", "send_native_histograms", "vendorB_sigv4", "vendorH_ad", "vendorJ_iam", "queue_config"]);
var DROPPABLE_IN_RemoteWriteBasicAuthPatch = /* @__PURE__ */ new Set(["username", "username_file", "password", "password_file"]);
var DROPPABLE_IN_RemoteWriteAuthorizationPatch = /* @__PURE__ */ new Set(["type", "credentials", "credentials_file"]);
var DROPPABLE_IN_ByokRedisPatch = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory", "storage"]);
var DROPPABLE_IN_ByokInternalDnsPatch = /* @__PURE__ */ new Set(["minCpu", "maxCpu", "minMemory", "maxMemory"]);
var DROPPABLE_IN_FirewallEntryPatch = /* @__PURE__ */ new Set(["description"]);
function keyProblem0(k) {
  if (k === "__proto__" || k === "constructor" || k === "prototype") return FORBIDDEN2;
  if (k.length < 2 && codePoints2(k) < 1) return "must be at least 1 character long";
  if (k.length > 317 && codePoints2(k) > 317) return "must be at most 317 characters long";
  if (!(!k.startsWith("$") && k !== "__proto__" && k !== "constructor" && k !== "prototype")) return "is not a valid OpenKey: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return void 0;
}
function checkCluster(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (Cluster)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $id = v.id;
  if ($id === void 0) missing2(r, "id");
  else {
    n++;
    z += 6;
    if (typeof $id !== "string") wrongType2(r, "id", "a string", $id);
    else {
      countText2(r, $id);
      if ($id.length > 255 && codePoints2($id) > 255) outOfBounds2(r, "id", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      z += $name.length + 2;
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
      if (MATCH_12($name) < 0) noMatch2(r, "name", $name, FORM_1);
    }
  }
  const $kind = v.kind;
  if ($kind === void 0) missing2(r, "kind");
  else {
    n++;
    z += 8;
    if (typeof $kind !== "string") wrongType2(r, "kind", "a string", $kind);
    else {
      countText2(r, $kind);
      if ($kind !== "mk8s") notConst2(r, "kind", $kind, "mk8s");
    }
  }
  const $version = v.version;
  if ($version === void 0) missing2(r, "version");
  else {
    n++;
    z += 11;
    if (!(typeof $version === "number" && Number.isInteger($version))) wrongType2(r, "version", "an integer", $version);
    else {
      z += integerBytes2($version);
      if ($version < 1) outOfBounds2(r, "version", "MINIMUM", "must be at least 1; got " + $version);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    z += 15;
    if (typeof $description !== "string") wrongType2(r, "description", "a string", $description);
    else {
      countText2(r, $description);
      if ($description.length > 250 && codePoints2($description) > 250) outOfBounds2(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    z += 8;
    s.push("tags");
    checkClusterTags($tags, r);
    s.pop();
  }
  const $created = v.created;
  if ($created === void 0) missing2(r, "created");
  else {
    n++;
    z += 11;
    if (typeof $created !== "string") wrongType2(r, "created", "a string", $created);
    else {
      z += $created.length + 2;
      if ($created.length > 64 && codePoints2($created) > 64) outOfBounds2(r, "created", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_UtcDateTime2($created) < 0) noMatch2(r, "created", $created, FORM_UtcDateTime);
    }
  }
  const $lastModified = v.lastModified;
  if ($lastModified === void 0) missing2(r, "lastModified");
  else {
    n++;
    z += 16;
    if (typeof $lastModified !== "string") wrongType2(r, "lastModified", "a string", $lastModified);
    else {
      z += $lastModified.length + 2;
      if ($lastModified.length > 64 && codePoints2($lastModified) > 64) outOfBounds2(r, "lastModified", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_UtcDateTime2($lastModified) < 0) noMatch2(r, "lastModified", $lastModified, FORM_UtcDateTime);
    }
  }
  const $links = v.links;
  if ($links === void 0) missing2(r, "links");
  else {
    n++;
    z += 9;
    s.push("links");
    checkLinkArray($links, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === void 0) missing2(r, "spec");
  else {
    n++;
    z += 8;
    s.push("spec");
    checkClusterSpec($spec, r);
    s.pop();
  }
  const $alias = v.alias;
  if ($alias !== void 0) {
    n++;
    z += 9;
    if (typeof $alias !== "string") wrongType2(r, "alias", "a string", $alias);
    else {
      countText2(r, $alias);
      if ($alias.length > 255 && codePoints2($alias) > 255) outOfBounds2(r, "alias", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $status = v.status;
  if ($status !== void 0) {
    n++;
    z += 10;
    s.push("status");
    checkClusterStatus($status, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_Cluster, void 0);
}
function checkLink(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (Link)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $rel = v.rel;
  if ($rel === void 0) missing2(r, "rel");
  else {
    n++;
    z += 7;
    if (typeof $rel !== "string") wrongType2(r, "rel", "a string", $rel);
    else {
      countText2(r, $rel);
      if ($rel.length > 63 && codePoints2($rel) > 63) outOfBounds2(r, "rel", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $href = v.href;
  if ($href === void 0) missing2(r, "href");
  else {
    n++;
    z += 8;
    if (typeof $href !== "string") wrongType2(r, "href", "a string", $href);
    else {
      countText2(r, $href);
      if ($href.length > 512 && codePoints2($href) > 512) outOfBounds2(r, "href", "MAX_LENGTH", "must be at most 512 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_Link, void 0);
}
function checkClusterSpec(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterSpec)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $version = v.version;
  if ($version === void 0) missing2(r, "version");
  else {
    n++;
    z += 11;
    if (typeof $version !== "string") wrongType2(r, "version", "a string", $version);
    else {
      z += $version.length + 2;
      if ($version.length > 32 && codePoints2($version) > 32) outOfBounds2(r, "version", "MAX_LENGTH", "must be at most 32 characters long");
      if (MATCH_KubernetesVersion2($version) < 0) noMatch2(r, "version", $version, FORM_KubernetesVersion);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== void 0) {
    n++;
    z += 12;
    s.push("firewall");
    checkFirewallEntryArray($firewall, r);
    s.pop();
  }
  const $provider = v.provider;
  if ($provider === void 0) missing2(r, "provider");
  else {
    n++;
    z += 12;
    s.push("provider");
    checkProvider($provider, r, "provider");
    s.pop();
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    z += 10;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ClusterSpec, void 0);
}
function checkFirewallEntry(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (FirewallEntry)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  let id = -1;
  const $sourceCIDR = v.sourceCIDR;
  if ($sourceCIDR === void 0) missing2(r, "sourceCIDR");
  else {
    n++;
    z += 14;
    if (typeof $sourceCIDR !== "string") wrongType2(r, "sourceCIDR", "a string", $sourceCIDR);
    else {
      z += $sourceCIDR.length + 2;
      if ($sourceCIDR.length > 49 && codePoints2($sourceCIDR) > 49) outOfBounds2(r, "sourceCIDR", "MAX_LENGTH", "must be at most 49 characters long");
      if ((id = MATCH_CidrOrAddress2($sourceCIDR)) < 0) noMatch2(r, "sourceCIDR", $sourceCIDR, FORM_CidrOrAddress);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    z += 15;
    if (typeof $description !== "string") wrongType2(r, "description", "a string", $description);
    else {
      countText2(r, $description);
      if ($description.length > 250 && codePoints2($description) > 250) outOfBounds2(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_FirewallEntry, void 0);
  return id;
}
function checkProvider(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (Provider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $generic = v.generic;
  if ($generic !== void 0) {
    n++;
    z += 11;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== void 0) {
    n++;
    z += 11;
    s.push("vendorA");
    checkVendorAProvider($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== void 0) {
    n++;
    z += 11;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== void 0) {
    n++;
    z += 11;
    s.push("vendorC");
    checkVendorCProvider($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== void 0) {
    n++;
    z += 11;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== void 0) {
    n++;
    z += 11;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== void 0) {
    n++;
    z += 11;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== void 0) {
    n++;
    z += 13;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== void 0) {
    n++;
    z += 11;
    s.push("vendorG");
    checkVendorGProvider($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== void 0) {
    n++;
    z += 11;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== void 0) {
    n++;
    z += 11;
    s.push("vendorI");
    checkVendorIProvider($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== void 0) {
    n++;
    z += 11;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_Provider, void 0);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    notExactlyOne2(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkGenericProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (GenericProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $location = v.location;
  if ($location === void 0) missing2(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== "string") wrongType2(r, "location", "a string", $location);
    else {
      countText2(r, $location);
      if ($location.length > 255 && codePoints2($location) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkNodePoolBaseArray($nodePools, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_GenericProvider, void 0);
}
function checkNetworkingFull(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (NetworkingFull)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $serviceNetwork = v.serviceNetwork;
  if ($serviceNetwork !== void 0) {
    n++;
    z += 18;
    if (typeof $serviceNetwork !== "string") wrongType2(r, "serviceNetwork", "a string", $serviceNetwork);
    else {
      z += $serviceNetwork.length + 2;
      if ($serviceNetwork.length > 49 && codePoints2($serviceNetwork) > 49) outOfBounds2(r, "serviceNetwork", "MAX_LENGTH", "must be at most 49 characters long");
      if (MATCH_CidrOrAddress2($serviceNetwork) < 0) noMatch2(r, "serviceNetwork", $serviceNetwork, FORM_Cidr);
    }
  }
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== void 0) {
    n++;
    z += 14;
    if (typeof $podNetwork !== "string") wrongType2(r, "podNetwork", "a string", $podNetwork);
    else {
      z += $podNetwork.length + 2;
      if ($podNetwork.length > 49 && codePoints2($podNetwork) > 49) outOfBounds2(r, "podNetwork", "MAX_LENGTH", "must be at most 49 characters long");
      if (MATCH_CidrOrAddress2($podNetwork) < 0) noMatch2(r, "podNetwork", $podNetwork, FORM_Cidr);
    }
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    z += 16;
    if (typeof $dnsForwarder !== "string") wrongType2(r, "dnsForwarder", "a string", $dnsForwarder);
    else {
      countText2(r, $dnsForwarder);
      if ($dnsForwarder.length > 253 && codePoints2($dnsForwarder) > 253) outOfBounds2(r, "dnsForwarder", "MAX_LENGTH", "must be at most 253 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_NetworkingFull, void 0);
}
function checkNodePoolBase(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (NodePoolBase)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_NodePoolBase, void 0);
}
function checkTaint(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (Taint)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $key = v.key;
  if ($key === void 0) missing2(r, "key");
  else {
    n++;
    z += 7;
    if (typeof $key !== "string") wrongType2(r, "key", "a string", $key);
    else {
      countText2(r, $key);
      if ($key.length > 317 && codePoints2($key) > 317) outOfBounds2(r, "key", "MAX_LENGTH", "must be at most 317 characters long");
    }
  }
  const $value = v.value;
  if ($value !== void 0) {
    n++;
    z += 9;
    if (typeof $value !== "string") wrongType2(r, "value", "a string", $value);
    else {
      countText2(r, $value);
      if ($value.length > 63 && codePoints2($value) > 63) outOfBounds2(r, "value", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $effect = v.effect;
  if ($effect !== void 0) {
    n++;
    z += 10;
    if (typeof $effect !== "string") wrongType2(r, "effect", "a string", $effect);
    else {
      z += $effect.length + 2;
      if ($effect !== "NoSchedule" && $effect !== "PreferNoSchedule" && $effect !== "NoExecute") notInEnum2(r, "effect", $effect, ENUM_1);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_Taint, void 0);
}
function checkVendorAProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorAProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== void 0) {
    n++;
    z += 17;
    s.push("vendorALabels");
    checkStringMap($vendorALabels, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) missing2(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== "string") wrongType2(r, "networkId", "a string", $networkId);
    else {
      countText2(r, $networkId);
      if ($networkId.length > 255 && codePoints2($networkId) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    z += 14;
    if (typeof $firewallId !== "string") wrongType2(r, "firewallId", "a string", $firewallId);
    else {
      countText2(r, $firewallId);
      if ($firewallId.length > 255 && codePoints2($firewallId) > 255) outOfBounds2(r, "firewallId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorANodePoolArray($nodePools, r);
    s.pop();
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== void 0) {
    n++;
    z += 28;
    s.push("dedicatedServerNodePools");
    checkNodePoolBaseArray($dedicatedServerNodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image !== void 0) {
    n++;
    z += 9;
    if (typeof $image !== "string") wrongType2(r, "image", "a string", $image);
    else {
      countText2(r, $image);
      if ($image.length > 255 && codePoints2($image) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== void 0) {
    n++;
    z += 10;
    if (typeof $sshKey !== "string") wrongType2(r, "sshKey", "a string", $sshKey);
    else {
      countText2(r, $sshKey);
      if ($sshKey.length > 255 && codePoints2($sshKey) > 255) outOfBounds2(r, "sshKey", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== void 0) {
    n++;
    z += 22;
    s.push("floatingIPSelector");
    checkStringMap($floatingIPSelector, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorAProvider, void 0);
}
function checkVendorANodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorANodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $serverType = v.serverType;
  if ($serverType === void 0) missing2(r, "serverType");
  else {
    n++;
    z += 14;
    if (typeof $serverType !== "string") wrongType2(r, "serverType", "a string", $serverType);
    else {
      countText2(r, $serverType);
      if ($serverType.length > 255 && codePoints2($serverType) > 255) outOfBounds2(r, "serverType", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    z += 17;
    if (typeof $overrideImage !== "string") wrongType2(r, "overrideImage", "a string", $overrideImage);
    else {
      countText2(r, $overrideImage);
      if ($overrideImage.length > 255 && codePoints2($overrideImage) > 255) outOfBounds2(r, "overrideImage", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorANodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkAutoscaler(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (Autoscaler)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $expander = v.expander;
  if ($expander !== void 0) {
    n++;
    z += 12;
    s.push("expander");
    checkStringEnumArray($expander, r);
    s.pop();
  }
  const $unneededTime = v.unneededTime;
  if ($unneededTime !== void 0) {
    n++;
    z += 16;
    if (typeof $unneededTime !== "string") wrongType2(r, "unneededTime", "a string", $unneededTime);
    else {
      countText2(r, $unneededTime);
      if ($unneededTime.length > 64 && codePoints2($unneededTime) > 64) outOfBounds2(r, "unneededTime", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Duration2($unneededTime) < 0) noMatch2(r, "unneededTime", $unneededTime, FORM_Duration);
    }
  }
  const $unreadyTime = v.unreadyTime;
  if ($unreadyTime !== void 0) {
    n++;
    z += 15;
    if (typeof $unreadyTime !== "string") wrongType2(r, "unreadyTime", "a string", $unreadyTime);
    else {
      countText2(r, $unreadyTime);
      if ($unreadyTime.length > 64 && codePoints2($unreadyTime) > 64) outOfBounds2(r, "unreadyTime", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Duration2($unreadyTime) < 0) noMatch2(r, "unreadyTime", $unreadyTime, FORM_Duration);
    }
  }
  const $utilizationThreshold = v.utilizationThreshold;
  if ($utilizationThreshold !== void 0) {
    n++;
    z += 24;
    if (!(typeof $utilizationThreshold === "number" && Number.isFinite($utilizationThreshold))) wrongType2(r, "utilizationThreshold", "a number", $utilizationThreshold);
    else {
      z += 1;
      r.wide += 5;
      if ($utilizationThreshold < 0) outOfBounds2(r, "utilizationThreshold", "MINIMUM", "must be at least 0; got " + $utilizationThreshold);
      if ($utilizationThreshold > 1) outOfBounds2(r, "utilizationThreshold", "MAXIMUM", "must be at most 1; got " + $utilizationThreshold);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_Autoscaler, void 0);
}
function checkVendorBProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $vendorBTags = v.vendorBTags;
  if ($vendorBTags !== void 0) {
    n++;
    z += 15;
    s.push("vendorBTags");
    checkStringMap($vendorBTags, r);
    s.pop();
  }
  const $skipCreateRoles = v.skipCreateRoles;
  if ($skipCreateRoles !== void 0) {
    n++;
    z += 19;
    if (typeof $skipCreateRoles !== "boolean") wrongType2(r, "skipCreateRoles", "a boolean", $skipCreateRoles);
    else {
      z += $skipCreateRoles ? 4 : 5;
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    s.push("image");
    checkVendorBImage($image, r, "image");
    s.pop();
  }
  const $deployRoleArn = v.deployRoleArn;
  if ($deployRoleArn === void 0) missing2(r, "deployRoleArn");
  else {
    n++;
    z += 17;
    if (typeof $deployRoleArn !== "string") wrongType2(r, "deployRoleArn", "a string", $deployRoleArn);
    else {
      countText2(r, $deployRoleArn);
      if ($deployRoleArn.length > 2048 && codePoints2($deployRoleArn) > 2048) outOfBounds2(r, "deployRoleArn", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $deployRoleChain = v.deployRoleChain;
  if ($deployRoleChain !== void 0) {
    n++;
    z += 19;
    s.push("deployRoleChain");
    checkVendorBDeployRoleArray($deployRoleChain, r);
    s.pop();
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) missing2(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== "string") wrongType2(r, "vpcId", "a string", $vpcId);
    else {
      countText2(r, $vpcId);
      if ($vpcId.length > 255 && codePoints2($vpcId) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $keyPair = v.keyPair;
  if ($keyPair !== void 0) {
    n++;
    z += 11;
    if (typeof $keyPair !== "string") wrongType2(r, "keyPair", "a string", $keyPair);
    else {
      countText2(r, $keyPair);
      if ($keyPair.length > 255 && codePoints2($keyPair) > 255) outOfBounds2(r, "keyPair", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $diskEncryptionKeyArn = v.diskEncryptionKeyArn;
  if ($diskEncryptionKeyArn !== void 0) {
    n++;
    z += 24;
    if (typeof $diskEncryptionKeyArn !== "string") wrongType2(r, "diskEncryptionKeyArn", "a string", $diskEncryptionKeyArn);
    else {
      countText2(r, $diskEncryptionKeyArn);
      if ($diskEncryptionKeyArn.length > 2048 && codePoints2($diskEncryptionKeyArn) > 2048) outOfBounds2(r, "diskEncryptionKeyArn", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $securityGroupIds = v.securityGroupIds;
  if ($securityGroupIds !== void 0) {
    n++;
    z += 20;
    s.push("securityGroupIds");
    checkStringArray($securityGroupIds, r);
    s.pop();
  }
  const $extraNodePolicies = v.extraNodePolicies;
  if ($extraNodePolicies !== void 0) {
    n++;
    z += 21;
    s.push("extraNodePolicies");
    checkStringArray2($extraNodePolicies, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorBNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBProvider, void 0);
}
function checkVendorBImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBImage)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    z += 15;
    if (typeof $recommended !== "string") wrongType2(r, "recommended", "a string", $recommended);
    else {
      countText2(r, $recommended);
      if ($recommended.length > 255 && codePoints2($recommended) > 255) outOfBounds2(r, "recommended", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $exact = v.exact;
  if ($exact !== void 0) {
    n++;
    z += 9;
    if (typeof $exact !== "string") wrongType2(r, "exact", "a string", $exact);
    else {
      countText2(r, $exact);
      if ($exact.length > 255 && codePoints2($exact) > 255) outOfBounds2(r, "exact", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBImage, void 0);
  if (n !== 1) {
    const values = [$recommended, $exact];
    const set = MEMBERS_OF_VendorBImage.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    notExactlyOne2(r, noun, set, MEMBERS_OF_VendorBImage);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorBDeployRole(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBDeployRole)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === void 0) missing2(r, "roleArn");
  else {
    n++;
    z += 11;
    if (typeof $roleArn !== "string") wrongType2(r, "roleArn", "a string", $roleArn);
    else {
      countText2(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints2($roleArn) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $externalId = v.externalId;
  if ($externalId !== void 0) {
    n++;
    z += 14;
    if (typeof $externalId !== "string") wrongType2(r, "externalId", "a string", $externalId);
    else {
      countText2(r, $externalId);
      if ($externalId.length > 255 && codePoints2($externalId) > 255) outOfBounds2(r, "externalId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sessionNamePrefix = v.sessionNamePrefix;
  if ($sessionNamePrefix !== void 0) {
    n++;
    z += 21;
    if (typeof $sessionNamePrefix !== "string") wrongType2(r, "sessionNamePrefix", "a string", $sessionNamePrefix);
    else {
      countText2(r, $sessionNamePrefix);
      if ($sessionNamePrefix.length > 255 && codePoints2($sessionNamePrefix) > 255) outOfBounds2(r, "sessionNamePrefix", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBDeployRole, void 0);
}
function checkVendorBNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $instanceTypes = v.instanceTypes;
  if ($instanceTypes === void 0) missing2(r, "instanceTypes");
  else {
    n++;
    z += 17;
    s.push("instanceTypes");
    checkStringArray($instanceTypes, r);
    s.pop();
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    z += 17;
    s.push("overrideImage");
    checkVendorBImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) wrongType2(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes2($bootDiskSize);
      if ($bootDiskSize < 0) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $onDemandBaseCapacity = v.onDemandBaseCapacity;
  if ($onDemandBaseCapacity !== void 0) {
    n++;
    z += 24;
    if (!(typeof $onDemandBaseCapacity === "number" && Number.isInteger($onDemandBaseCapacity))) wrongType2(r, "onDemandBaseCapacity", "an integer", $onDemandBaseCapacity);
    else {
      z += integerBytes2($onDemandBaseCapacity);
      if ($onDemandBaseCapacity < 0) outOfBounds2(r, "onDemandBaseCapacity", "MINIMUM", "must be at least 0; got " + $onDemandBaseCapacity);
    }
  }
  const $onDemandPercentageAboveBaseCapacity = v.onDemandPercentageAboveBaseCapacity;
  if ($onDemandPercentageAboveBaseCapacity !== void 0) {
    n++;
    z += 39;
    if (!(typeof $onDemandPercentageAboveBaseCapacity === "number" && Number.isInteger($onDemandPercentageAboveBaseCapacity))) wrongType2(r, "onDemandPercentageAboveBaseCapacity", "an integer", $onDemandPercentageAboveBaseCapacity);
    else {
      z += integerBytes2($onDemandPercentageAboveBaseCapacity);
      if ($onDemandPercentageAboveBaseCapacity < 0) outOfBounds2(r, "onDemandPercentageAboveBaseCapacity", "MINIMUM", "must be at least 0; got " + $onDemandPercentageAboveBaseCapacity);
    }
  }
  const $spotAllocationStrategy = v.spotAllocationStrategy;
  if ($spotAllocationStrategy !== void 0) {
    n++;
    z += 26;
    if (typeof $spotAllocationStrategy !== "string") wrongType2(r, "spotAllocationStrategy", "a string", $spotAllocationStrategy);
    else {
      z += $spotAllocationStrategy.length + 2;
      if ($spotAllocationStrategy !== "lowest-price" && $spotAllocationStrategy !== "capacity-optimized" && $spotAllocationStrategy !== "capacity-optimized-prioritized" && $spotAllocationStrategy !== "price-capacity-optimized") notInEnum2(r, "spotAllocationStrategy", $spotAllocationStrategy, ENUM_3);
    }
  }
  const $subnetIds = v.subnetIds;
  if ($subnetIds === void 0) missing2(r, "subnetIds");
  else {
    n++;
    z += 13;
    s.push("subnetIds");
    checkStringArray($subnetIds, r);
    s.pop();
  }
  const $extraSecurityGroupIds = v.extraSecurityGroupIds;
  if ($extraSecurityGroupIds !== void 0) {
    n++;
    z += 25;
    s.push("extraSecurityGroupIds");
    checkStringArray($extraSecurityGroupIds, r);
    s.pop();
  }
  const $cpuOptions = v.cpuOptions;
  if ($cpuOptions !== void 0) {
    n++;
    z += 14;
    s.push("cpuOptions");
    checkVendorBCpuOptions($cpuOptions, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorBCpuOptions(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBCpuOptions)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $nestedVirtualization = v.nestedVirtualization;
  if ($nestedVirtualization !== void 0) {
    n++;
    z += 24;
    if (typeof $nestedVirtualization !== "boolean") wrongType2(r, "nestedVirtualization", "a boolean", $nestedVirtualization);
    else {
      z += $nestedVirtualization ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBCpuOptions, void 0);
}
function checkVendorCProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorCProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    z += 14;
    if (typeof $firewallId !== "string") wrongType2(r, "firewallId", "a string", $firewallId);
    else {
      countText2(r, $firewallId);
      if ($firewallId.length > 255 && codePoints2($firewallId) > 255) outOfBounds2(r, "firewallId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorCNodePoolArray($nodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    if (typeof $image !== "string") wrongType2(r, "image", "a string", $image);
    else {
      countText2(r, $image);
      if ($image.length > 255 && codePoints2($image) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== void 0) {
    n++;
    z += 19;
    s.push("authorizedUsers");
    checkStringArray($authorizedUsers, r);
    s.pop();
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== void 0) {
    n++;
    z += 18;
    s.push("authorizedKeys");
    checkStringArray3($authorizedKeys, r);
    s.pop();
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) missing2(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== "string") wrongType2(r, "vpcId", "a string", $vpcId);
    else {
      countText2(r, $vpcId);
      if ($vpcId.length > 255 && codePoints2($vpcId) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorCProvider, void 0);
}
function checkVendorCNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorCNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $serverType = v.serverType;
  if ($serverType === void 0) missing2(r, "serverType");
  else {
    n++;
    z += 14;
    if (typeof $serverType !== "string") wrongType2(r, "serverType", "a string", $serverType);
    else {
      countText2(r, $serverType);
      if ($serverType.length > 255 && codePoints2($serverType) > 255) outOfBounds2(r, "serverType", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    z += 17;
    if (typeof $overrideImage !== "string") wrongType2(r, "overrideImage", "a string", $overrideImage);
    else {
      countText2(r, $overrideImage);
      if ($overrideImage.length > 255 && codePoints2($overrideImage) > 255) outOfBounds2(r, "overrideImage", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $subnetId = v.subnetId;
  if ($subnetId === void 0) missing2(r, "subnetId");
  else {
    n++;
    z += 12;
    if (typeof $subnetId !== "string") wrongType2(r, "subnetId", "a string", $subnetId);
    else {
      countText2(r, $subnetId);
      if ($subnetId.length > 255 && codePoints2($subnetId) > 255) outOfBounds2(r, "subnetId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorCNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorDProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorDProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $datacenter = v.datacenter;
  if ($datacenter === void 0) missing2(r, "datacenter");
  else {
    n++;
    z += 14;
    if (typeof $datacenter !== "string") wrongType2(r, "datacenter", "a string", $datacenter);
    else {
      countText2(r, $datacenter);
      if ($datacenter.length > 255 && codePoints2($datacenter) > 255) outOfBounds2(r, "datacenter", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorDNodePoolArray($nodePools, r);
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray($sshKeys, r);
    s.pop();
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    z += 22;
    s.push("unmanagedNodePools");
    checkNodePoolBaseArray($unmanagedNodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorDProvider, void 0);
}
function checkVendorDNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorDNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $flavor = v.flavor;
  if ($flavor === void 0) missing2(r, "flavor");
  else {
    n++;
    z += 10;
    if (typeof $flavor !== "string") wrongType2(r, "flavor", "a string", $flavor);
    else {
      countText2(r, $flavor);
      if ($flavor.length > 255 && codePoints2($flavor) > 255) outOfBounds2(r, "flavor", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorDNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorEProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorEProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorENodePoolArray($nodePools, r);
    s.pop();
  }
  const $sshKey = v.sshKey;
  if ($sshKey === void 0) missing2(r, "sshKey");
  else {
    n++;
    z += 10;
    if (typeof $sshKey !== "string") wrongType2(r, "sshKey", "a string", $sshKey);
    else {
      countText2(r, $sshKey);
      if ($sshKey.length > 255 && codePoints2($sshKey) > 255) outOfBounds2(r, "sshKey", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    z += 22;
    s.push("unmanagedNodePools");
    checkNodePoolBaseArray($unmanagedNodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $fileSystems = v.fileSystems;
  if ($fileSystems !== void 0) {
    n++;
    z += 15;
    s.push("fileSystems");
    checkStringArray($fileSystems, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorEProvider, void 0);
}
function checkVendorENodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorENodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $instanceType = v.instanceType;
  if ($instanceType === void 0) missing2(r, "instanceType");
  else {
    n++;
    z += 16;
    if (typeof $instanceType !== "string") wrongType2(r, "instanceType", "a string", $instanceType);
    else {
      countText2(r, $instanceType);
      if ($instanceType.length > 255 && codePoints2($instanceType) > 255) outOfBounds2(r, "instanceType", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorENodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorFProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorFProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $sharedDrives = v.sharedDrives;
  if ($sharedDrives !== void 0) {
    n++;
    z += 16;
    s.push("sharedDrives");
    checkStringArray($sharedDrives, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorFNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== void 0) {
    n++;
    z += 22;
    s.push("unmanagedNodePools");
    checkNodePoolBaseArray($unmanagedNodePools, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $userIds = v.userIds;
  if ($userIds !== void 0) {
    n++;
    z += 11;
    s.push("userIds");
    checkStringArray($userIds, r);
    s.pop();
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) missing2(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== "string") wrongType2(r, "networkId", "a string", $networkId);
    else {
      countText2(r, $networkId);
      if ($networkId.length > 255 && codePoints2($networkId) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorFProvider, void 0);
}
function checkVendorFNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorFNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $publicIpType = v.publicIpType;
  if ($publicIpType === void 0) missing2(r, "publicIpType");
  else {
    n++;
    z += 16;
    if (typeof $publicIpType !== "string") wrongType2(r, "publicIpType", "a string", $publicIpType);
    else {
      z += $publicIpType.length + 2;
      if ($publicIpType !== "none" && $publicIpType !== "dynamic" && $publicIpType !== "static") notInEnum2(r, "publicIpType", $publicIpType, ENUM_4);
    }
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) wrongType2(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes2($bootDiskSize);
      if ($bootDiskSize < 0) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $machineType = v.machineType;
  if ($machineType === void 0) missing2(r, "machineType");
  else {
    n++;
    z += 15;
    if (typeof $machineType !== "string") wrongType2(r, "machineType", "a string", $machineType);
    else {
      countText2(r, $machineType);
      if ($machineType.length > 255 && codePoints2($machineType) > 255) outOfBounds2(r, "machineType", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorFNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkEphemeralProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (EphemeralProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $location = v.location;
  if ($location === void 0) missing2(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== "string") wrongType2(r, "location", "a string", $location);
    else {
      countText2(r, $location);
      if ($location.length > 255 && codePoints2($location) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkEphemeralNodePoolArray($nodePools, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_EphemeralProvider, void 0);
}
function checkEphemeralNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (EphemeralNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $count = v.count;
  if ($count === void 0) missing2(r, "count");
  else {
    n++;
    z += 9;
    if (!(typeof $count === "number" && Number.isInteger($count))) wrongType2(r, "count", "an integer", $count);
    else {
      z += integerBytes2($count);
      if ($count < 0) outOfBounds2(r, "count", "MINIMUM", "must be at least 0; got " + $count);
    }
  }
  const $arch = v.arch;
  if ($arch !== void 0) {
    n++;
    z += 8;
    if (typeof $arch !== "string") wrongType2(r, "arch", "a string", $arch);
    else {
      z += $arch.length + 2;
      if ($arch !== "any" && $arch !== "arm64" && $arch !== "amd64") notInEnum2(r, "arch", $arch, ENUM_5);
    }
  }
  const $flavor = v.flavor;
  if ($flavor !== void 0) {
    n++;
    z += 10;
    if (typeof $flavor !== "string") wrongType2(r, "flavor", "a string", $flavor);
    else {
      z += $flavor.length + 2;
      if ($flavor !== "debian" && $flavor !== "ubuntu" && $flavor !== "fedora") notInEnum2(r, "flavor", $flavor, ENUM_6);
    }
  }
  const $cpu = v.cpu;
  if ($cpu === void 0) missing2(r, "cpu");
  else {
    n++;
    z += 7;
    if (typeof $cpu !== "string") wrongType2(r, "cpu", "a string", $cpu);
    else {
      z += $cpu.length + 2;
      if ($cpu.length > 64 && codePoints2($cpu) > 64) outOfBounds2(r, "cpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($cpu) < 0) noMatch2(r, "cpu", $cpu, FORM_Quantity);
    }
  }
  const $memory = v.memory;
  if ($memory === void 0) missing2(r, "memory");
  else {
    n++;
    z += 10;
    if (typeof $memory !== "string") wrongType2(r, "memory", "a string", $memory);
    else {
      z += $memory.length + 2;
      if ($memory.length > 64 && codePoints2($memory) > 64) outOfBounds2(r, "memory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($memory) < 0) noMatch2(r, "memory", $memory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_EphemeralNodePool, void 0);
}
function checkVendorGProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $connection = v.connection;
  if ($connection === void 0) missing2(r, "connection");
  else {
    n++;
    z += 14;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $location = v.location;
  if ($location === void 0) missing2(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== "string") wrongType2(r, "location", "a string", $location);
    else {
      countText2(r, $location);
      if ($location.length > 255 && codePoints2($location) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== void 0) {
    n++;
    z += 16;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === void 0) missing2(r, "privateNetworkId");
  else {
    n++;
    z += 20;
    if (typeof $privateNetworkId !== "string") wrongType2(r, "privateNetworkId", "a string", $privateNetworkId);
    else {
      countText2(r, $privateNetworkId);
      if ($privateNetworkId.length > 255 && codePoints2($privateNetworkId) > 255) outOfBounds2(r, "privateNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== void 0) {
    n++;
    z += 19;
    if (typeof $firewallEnabled !== "boolean") wrongType2(r, "firewallEnabled", "a boolean", $firewallEnabled);
    else {
      z += $firewallEnabled ? 4 : 5;
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorGNodePoolArray($nodePools, r);
    s.pop();
  }
  const $imageId = v.imageId;
  if ($imageId === void 0) missing2(r, "imageId");
  else {
    n++;
    z += 11;
    if (typeof $imageId !== "string") wrongType2(r, "imageId", "a string", $imageId);
    else {
      countText2(r, $imageId);
      if ($imageId.length > 255 && codePoints2($imageId) > 255) outOfBounds2(r, "imageId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray3($sshKeys, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGProvider, void 0);
}
function checkVendorGConnection(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGConnection)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $url = v.url;
  if ($url === void 0) missing2(r, "url");
  else {
    n++;
    z += 7;
    if (typeof $url !== "string") wrongType2(r, "url", "a string", $url);
    else {
      countText2(r, $url);
      if ($url.length > 2048 && codePoints2($url) > 2048) outOfBounds2(r, "url", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $account = v.account;
  if ($account === void 0) missing2(r, "account");
  else {
    n++;
    z += 11;
    if (typeof $account !== "string") wrongType2(r, "account", "a string", $account);
    else {
      countText2(r, $account);
      if ($account.length > 255 && codePoints2($account) > 255) outOfBounds2(r, "account", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $user = v.user;
  if ($user !== void 0) {
    n++;
    z += 8;
    if (typeof $user !== "string") wrongType2(r, "user", "a string", $user);
    else {
      countText2(r, $user);
      if ($user.length > 255 && codePoints2($user) > 255) outOfBounds2(r, "user", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $privateKeySecretLink = v.privateKeySecretLink;
  if ($privateKeySecretLink === void 0) missing2(r, "privateKeySecretLink");
  else {
    n++;
    z += 24;
    if (typeof $privateKeySecretLink !== "string") wrongType2(r, "privateKeySecretLink", "a string", $privateKeySecretLink);
    else {
      countText2(r, $privateKeySecretLink);
      if ($privateKeySecretLink.length > 512 && codePoints2($privateKeySecretLink) > 512) outOfBounds2(r, "privateKeySecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($privateKeySecretLink) < 0) noMatch2(r, "privateKeySecretLink", $privateKeySecretLink, FORM_SecretLink);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGConnection, void 0);
}
function checkVendorGLoadBalancer(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGLoadBalancer)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $manual = v.manual;
  if ($manual !== void 0) {
    n++;
    z += 10;
    s.push("manual");
    checkVendorGManualLoadBalancer($manual, r);
    s.pop();
  }
  const $none = v.none;
  if ($none !== void 0) {
    n++;
    z += 8;
    s.push("none");
    checkVendorGNoLoadBalancer($none, r);
    s.pop();
  }
  const $gateway = v.gateway;
  if ($gateway !== void 0) {
    n++;
    z += 11;
    s.push("gateway");
    checkVendorGGatewayLoadBalancer($gateway, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGLoadBalancer, void 0);
  if (n !== 1) {
    const values = [$manual, $none, $gateway];
    const set = MEMBERS_OF_VendorGLoadBalancer.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    notExactlyOne2(r, noun, set, MEMBERS_OF_VendorGLoadBalancer);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorGManualLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGManualLoadBalancer)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $packageId = v.packageId;
  if ($packageId !== void 0) {
    n++;
    z += 13;
    if (typeof $packageId !== "string") wrongType2(r, "packageId", "a string", $packageId);
    else {
      countText2(r, $packageId);
      if ($packageId.length > 255 && codePoints2($packageId) > 255) outOfBounds2(r, "packageId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $imageId = v.imageId;
  if ($imageId !== void 0) {
    n++;
    z += 11;
    if (typeof $imageId !== "string") wrongType2(r, "imageId", "a string", $imageId);
    else {
      countText2(r, $imageId);
      if ($imageId.length > 255 && codePoints2($imageId) > 255) outOfBounds2(r, "imageId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== void 0) {
    n++;
    z += 19;
    if (typeof $publicNetworkId !== "string") wrongType2(r, "publicNetworkId", "a string", $publicNetworkId);
    else {
      countText2(r, $publicNetworkId);
      if ($publicNetworkId.length > 255 && codePoints2($publicNetworkId) > 255) outOfBounds2(r, "publicNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== void 0) {
    n++;
    z += 21;
    s.push("privateNetworkIds");
    checkStringArray($privateNetworkIds, r);
    s.pop();
  }
  const $metadata = v.metadata;
  if ($metadata !== void 0) {
    n++;
    z += 12;
    s.push("metadata");
    checkStringMap($metadata, r);
    s.pop();
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    z += 8;
    s.push("tags");
    checkStringMap($tags, r);
    s.pop();
  }
  const $logging = v.logging;
  if ($logging !== void 0) {
    n++;
    z += 11;
    s.push("logging");
    checkVendorGLoadBalancerLogging($logging, r);
    s.pop();
  }
  const $count = v.count;
  if ($count !== void 0) {
    n++;
    z += 9;
    if (!(typeof $count === "number" && Number.isInteger($count))) wrongType2(r, "count", "an integer", $count);
    else {
      z += integerBytes2($count);
      if ($count < 1) outOfBounds2(r, "count", "MINIMUM", "must be at least 1; got " + $count);
      if ($count > 3) outOfBounds2(r, "count", "MAXIMUM", "must be at most 3; got " + $count);
    }
  }
  const $cnsInternalDomain = v.cnsInternalDomain;
  if ($cnsInternalDomain !== void 0) {
    n++;
    z += 21;
    if (typeof $cnsInternalDomain !== "string") wrongType2(r, "cnsInternalDomain", "a string", $cnsInternalDomain);
    else {
      countText2(r, $cnsInternalDomain);
      if ($cnsInternalDomain.length > 253 && codePoints2($cnsInternalDomain) > 253) outOfBounds2(r, "cnsInternalDomain", "MAX_LENGTH", "must be at most 253 characters long");
    }
  }
  const $cnsPublicDomain = v.cnsPublicDomain;
  if ($cnsPublicDomain !== void 0) {
    n++;
    z += 19;
    if (typeof $cnsPublicDomain !== "string") wrongType2(r, "cnsPublicDomain", "a string", $cnsPublicDomain);
    else {
      countText2(r, $cnsPublicDomain);
      if ($cnsPublicDomain.length > 253 && codePoints2($cnsPublicDomain) > 253) outOfBounds2(r, "cnsPublicDomain", "MAX_LENGTH", "must be at most 253 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGManualLoadBalancer, void 0);
}
function checkVendorGLoadBalancerLogging(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGLoadBalancerLogging)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $nodePort = v.nodePort;
  if ($nodePort !== void 0) {
    n++;
    z += 12;
    if (!(typeof $nodePort === "number" && Number.isInteger($nodePort))) wrongType2(r, "nodePort", "an integer", $nodePort);
    else {
      z += integerBytes2($nodePort);
      if ($nodePort < 3e4) outOfBounds2(r, "nodePort", "MINIMUM", "must be at least 30000; got " + $nodePort);
      if ($nodePort > 65535) outOfBounds2(r, "nodePort", "MAXIMUM", "must be at most 65535; got " + $nodePort);
    }
  }
  const $externalSyslog = v.externalSyslog;
  if ($externalSyslog !== void 0) {
    n++;
    z += 18;
    if (typeof $externalSyslog !== "string") wrongType2(r, "externalSyslog", "a string", $externalSyslog);
    else {
      countText2(r, $externalSyslog);
      if ($externalSyslog.length > 259 && codePoints2($externalSyslog) > 259) outOfBounds2(r, "externalSyslog", "MAX_LENGTH", "must be at most 259 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGLoadBalancerLogging, void 0);
}
function checkVendorGNoLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGNoLoadBalancer)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkVendorGGatewayLoadBalancer(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGGatewayLoadBalancer)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkVendorGNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $packageId = v.packageId;
  if ($packageId !== void 0) {
    n++;
    z += 13;
    if (typeof $packageId !== "string") wrongType2(r, "packageId", "a string", $packageId);
    else {
      countText2(r, $packageId);
      if ($packageId.length > 255 && codePoints2($packageId) > 255) outOfBounds2(r, "packageId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $overrideImageId = v.overrideImageId;
  if ($overrideImageId !== void 0) {
    n++;
    z += 19;
    if (typeof $overrideImageId !== "string") wrongType2(r, "overrideImageId", "a string", $overrideImageId);
    else {
      countText2(r, $overrideImageId);
      if ($overrideImageId.length > 255 && codePoints2($overrideImageId) > 255) outOfBounds2(r, "overrideImageId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== void 0) {
    n++;
    z += 19;
    if (typeof $publicNetworkId !== "string") wrongType2(r, "publicNetworkId", "a string", $publicNetworkId);
    else {
      countText2(r, $publicNetworkId);
      if ($publicNetworkId.length > 255 && codePoints2($publicNetworkId) > 255) outOfBounds2(r, "publicNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== void 0) {
    n++;
    z += 21;
    s.push("privateNetworkIds");
    checkStringArray($privateNetworkIds, r);
    s.pop();
  }
  const $vendorGTags = v.vendorGTags;
  if ($vendorGTags !== void 0) {
    n++;
    z += 15;
    s.push("vendorGTags");
    checkStringMap($vendorGTags, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorHProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $location = v.location;
  if ($location === void 0) missing2(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== "string") wrongType2(r, "location", "a string", $location);
    else {
      countText2(r, $location);
      if ($location.length > 255 && codePoints2($location) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $subscriptionId = v.subscriptionId;
  if ($subscriptionId === void 0) missing2(r, "subscriptionId");
  else {
    n++;
    z += 18;
    if (typeof $subscriptionId !== "string") wrongType2(r, "subscriptionId", "a string", $subscriptionId);
    else {
      countText2(r, $subscriptionId);
      if ($subscriptionId.length > 255 && codePoints2($subscriptionId) > 255) outOfBounds2(r, "subscriptionId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sdkSecretLink = v.sdkSecretLink;
  if ($sdkSecretLink === void 0) missing2(r, "sdkSecretLink");
  else {
    n++;
    z += 17;
    if (typeof $sdkSecretLink !== "string") wrongType2(r, "sdkSecretLink", "a string", $sdkSecretLink);
    else {
      countText2(r, $sdkSecretLink);
      if ($sdkSecretLink.length > 512 && codePoints2($sdkSecretLink) > 512) outOfBounds2(r, "sdkSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($sdkSecretLink) < 0) noMatch2(r, "sdkSecretLink", $sdkSecretLink, FORM_SecretLink);
    }
  }
  const $resourceGroup = v.resourceGroup;
  if ($resourceGroup === void 0) missing2(r, "resourceGroup");
  else {
    n++;
    z += 17;
    if (typeof $resourceGroup !== "string") wrongType2(r, "resourceGroup", "a string", $resourceGroup);
    else {
      countText2(r, $resourceGroup);
      if ($resourceGroup.length > 255 && codePoints2($resourceGroup) > 255) outOfBounds2(r, "resourceGroup", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    s.push("image");
    checkVendorHImage($image, r, "image");
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray3($sshKeys, r);
    s.pop();
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) missing2(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== "string") wrongType2(r, "networkId", "a string", $networkId);
    else {
      countText2(r, $networkId);
      if ($networkId.length > 255 && codePoints2($networkId) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    z += 8;
    s.push("tags");
    checkStringMap($tags, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorHNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorHProvider, void 0);
}
function checkVendorHImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHImage)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    z += 15;
    if (typeof $recommended !== "string") wrongType2(r, "recommended", "a string", $recommended);
    else {
      countText2(r, $recommended);
      if ($recommended.length > 255 && codePoints2($recommended) > 255) outOfBounds2(r, "recommended", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $reference = v.reference;
  if ($reference !== void 0) {
    n++;
    z += 13;
    s.push("reference");
    checkVendorHImageReference($reference, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorHImage, void 0);
  if (n !== 1) {
    const values = [$recommended, $reference];
    const set = MEMBERS_OF_VendorHImage.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    notExactlyOne2(r, noun, set, MEMBERS_OF_VendorHImage);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorHImageReference(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHImageReference)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $publisher = v.publisher;
  if ($publisher === void 0) missing2(r, "publisher");
  else {
    n++;
    z += 13;
    if (typeof $publisher !== "string") wrongType2(r, "publisher", "a string", $publisher);
    else {
      countText2(r, $publisher);
      if ($publisher.length > 255 && codePoints2($publisher) > 255) outOfBounds2(r, "publisher", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $offer = v.offer;
  if ($offer === void 0) missing2(r, "offer");
  else {
    n++;
    z += 9;
    if (typeof $offer !== "string") wrongType2(r, "offer", "a string", $offer);
    else {
      countText2(r, $offer);
      if ($offer.length > 255 && codePoints2($offer) > 255) outOfBounds2(r, "offer", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sku = v.sku;
  if ($sku === void 0) missing2(r, "sku");
  else {
    n++;
    z += 7;
    if (typeof $sku !== "string") wrongType2(r, "sku", "a string", $sku);
    else {
      countText2(r, $sku);
      if ($sku.length > 255 && codePoints2($sku) > 255) outOfBounds2(r, "sku", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $version = v.version;
  if ($version === void 0) missing2(r, "version");
  else {
    n++;
    z += 11;
    if (typeof $version !== "string") wrongType2(r, "version", "a string", $version);
    else {
      countText2(r, $version);
      if ($version.length > 255 && codePoints2($version) > 255) outOfBounds2(r, "version", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorHImageReference, void 0);
}
function checkVendorHNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $size = v.size;
  if ($size === void 0) missing2(r, "size");
  else {
    n++;
    z += 8;
    if (typeof $size !== "string") wrongType2(r, "size", "a string", $size);
    else {
      countText2(r, $size);
      if ($size.length > 255 && codePoints2($size) > 255) outOfBounds2(r, "size", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $subnetId = v.subnetId;
  if ($subnetId === void 0) missing2(r, "subnetId");
  else {
    n++;
    z += 12;
    if (typeof $subnetId !== "string") wrongType2(r, "subnetId", "a string", $subnetId);
    else {
      countText2(r, $subnetId);
      if ($subnetId.length > 255 && codePoints2($subnetId) > 255) outOfBounds2(r, "subnetId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $zones = v.zones;
  if ($zones !== void 0) {
    n++;
    z += 9;
    s.push("zones");
    checkIntegerArray($zones, r);
    s.pop();
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    z += 17;
    s.push("overrideImage");
    checkVendorHImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) wrongType2(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes2($bootDiskSize);
      if ($bootDiskSize < 0) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorHNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorIProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorIProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== void 0) {
    n++;
    z += 15;
    s.push("vendorITags");
    checkStringArray($vendorITags, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) missing2(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== "string") wrongType2(r, "vpcId", "a string", $vpcId);
    else {
      countText2(r, $vpcId);
      if ($vpcId.length > 255 && codePoints2($vpcId) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorINodePoolArray($nodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    if (typeof $image !== "string") wrongType2(r, "image", "a string", $image);
    else {
      countText2(r, $image);
      if ($image.length > 255 && codePoints2($image) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray($sshKeys, r);
    s.pop();
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== void 0) {
    n++;
    z += 16;
    s.push("extraSshKeys");
    checkStringArray3($extraSshKeys, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== void 0) {
    n++;
    z += 15;
    s.push("reservedIPs");
    checkStringArray4($reservedIPs, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorIProvider, void 0);
}
function checkVendorINodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorINodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $vendorISize = v.vendorISize;
  if ($vendorISize !== void 0) {
    n++;
    z += 15;
    if (typeof $vendorISize !== "string") wrongType2(r, "vendorISize", "a string", $vendorISize);
    else {
      countText2(r, $vendorISize);
      if ($vendorISize.length > 255 && codePoints2($vendorISize) > 255) outOfBounds2(r, "vendorISize", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    z += 17;
    if (typeof $overrideImage !== "string") wrongType2(r, "overrideImage", "a string", $overrideImage);
    else {
      countText2(r, $overrideImage);
      if ($overrideImage.length > 255 && codePoints2($overrideImage) > 255) outOfBounds2(r, "overrideImage", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorINodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkVendorJProvider(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJProvider)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $projectId = v.projectId;
  if ($projectId === void 0) missing2(r, "projectId");
  else {
    n++;
    z += 13;
    if (typeof $projectId !== "string") wrongType2(r, "projectId", "a string", $projectId);
    else {
      countText2(r, $projectId);
      if ($projectId.length > 255 && codePoints2($projectId) > 255) outOfBounds2(r, "projectId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    z += 8;
    s.push("tags");
    checkStringArray($tags, r);
    s.pop();
  }
  const $metadata = v.metadata;
  if ($metadata !== void 0) {
    n++;
    z += 12;
    s.push("metadata");
    checkStringMap($metadata, r);
    s.pop();
  }
  const $network = v.network;
  if ($network === void 0) missing2(r, "network");
  else {
    n++;
    z += 11;
    if (typeof $network !== "string") wrongType2(r, "network", "a string", $network);
    else {
      countText2(r, $network);
      if ($network.length > 255 && codePoints2($network) > 255) outOfBounds2(r, "network", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $saKeyLink = v.saKeyLink;
  if ($saKeyLink === void 0) missing2(r, "saKeyLink");
  else {
    n++;
    z += 13;
    if (typeof $saKeyLink !== "string") wrongType2(r, "saKeyLink", "a string", $saKeyLink);
    else {
      countText2(r, $saKeyLink);
      if ($saKeyLink.length > 512 && codePoints2($saKeyLink) > 512) outOfBounds2(r, "saKeyLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($saKeyLink) < 0) noMatch2(r, "saKeyLink", $saKeyLink, FORM_SecretLink);
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    s.push("image");
    checkVendorJImage($image, r, "image");
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorJNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorJProvider, void 0);
}
function checkVendorJImage(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJImage)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $recommended = v.recommended;
  if ($recommended !== void 0) {
    n++;
    z += 15;
    if (typeof $recommended !== "string") wrongType2(r, "recommended", "a string", $recommended);
    else {
      countText2(r, $recommended);
      if ($recommended.length > 255 && codePoints2($recommended) > 255) outOfBounds2(r, "recommended", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $family = v.family;
  if ($family !== void 0) {
    n++;
    z += 10;
    s.push("family");
    checkVendorJImageFamily($family, r);
    s.pop();
  }
  const $exact = v.exact;
  if ($exact !== void 0) {
    n++;
    z += 9;
    if (typeof $exact !== "string") wrongType2(r, "exact", "a string", $exact);
    else {
      countText2(r, $exact);
      if ($exact.length > 2048 && codePoints2($exact) > 2048) outOfBounds2(r, "exact", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorJImage, void 0);
  if (n !== 1) {
    const values = [$recommended, $family, $exact];
    const set = MEMBERS_OF_VendorJImage.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    notExactlyOne2(r, noun, set, MEMBERS_OF_VendorJImage);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorJImageFamily(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJImageFamily)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $project = v.project;
  if ($project !== void 0) {
    n++;
    z += 11;
    if (typeof $project !== "string") wrongType2(r, "project", "a string", $project);
    else {
      countText2(r, $project);
      if ($project.length > 255 && codePoints2($project) > 255) outOfBounds2(r, "project", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $family = v.family;
  if ($family !== void 0) {
    n++;
    z += 10;
    if (typeof $family !== "string") wrongType2(r, "family", "a string", $family);
    else {
      countText2(r, $family);
      if ($family.length > 255 && codePoints2($family) > 255) outOfBounds2(r, "family", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorJImageFamily, void 0);
}
function checkVendorJNodePool(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJNodePool)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== void 0) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== void 0) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $machineType = v.machineType;
  if ($machineType === void 0) missing2(r, "machineType");
  else {
    n++;
    z += 15;
    if (typeof $machineType !== "string") wrongType2(r, "machineType", "a string", $machineType);
    else {
      countText2(r, $machineType);
      if ($machineType.length > 255 && codePoints2($machineType) > 255) outOfBounds2(r, "machineType", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $assignPublicIP = v.assignPublicIP;
  if ($assignPublicIP !== void 0) {
    n++;
    z += 18;
    if (typeof $assignPublicIP !== "boolean") wrongType2(r, "assignPublicIP", "a boolean", $assignPublicIP);
    else {
      z += $assignPublicIP ? 4 : 5;
    }
  }
  const $zone = v.zone;
  if ($zone === void 0) missing2(r, "zone");
  else {
    n++;
    z += 8;
    if (typeof $zone !== "string") wrongType2(r, "zone", "a string", $zone);
    else {
      countText2(r, $zone);
      if ($zone.length > 255 && codePoints2($zone) > 255) outOfBounds2(r, "zone", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== void 0) {
    n++;
    z += 17;
    s.push("overrideImage");
    checkVendorJImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== void 0) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === "number" && Number.isInteger($bootDiskSize))) wrongType2(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes2($bootDiskSize);
      if ($bootDiskSize < 20) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 20; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $minSize === "number" && Number.isInteger($minSize))) wrongType2(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes2($minSize);
      if ($minSize < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== void 0) {
    n++;
    z += 11;
    if (!(typeof $maxSize === "number" && Number.isInteger($maxSize))) wrongType2(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes2($maxSize);
      if ($maxSize < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + $maxSize);
    }
  }
  const $preemptible = v.preemptible;
  if ($preemptible !== void 0) {
    n++;
    z += 15;
    if (typeof $preemptible !== "boolean") wrongType2(r, "preemptible", "a boolean", $preemptible);
    else {
      z += $preemptible ? 4 : 5;
    }
  }
  const $subnet = v.subnet;
  if ($subnet !== void 0) {
    n++;
    z += 10;
    if (typeof $subnet !== "string") wrongType2(r, "subnet", "a string", $subnet);
    else {
      countText2(r, $subnet);
      if ($subnet.length > 255 && codePoints2($subnet) > 255) outOfBounds2(r, "subnet", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $localPersistentDisks = v.localPersistentDisks;
  if ($localPersistentDisks !== void 0) {
    n++;
    z += 24;
    if (!(typeof $localPersistentDisks === "number" && Number.isInteger($localPersistentDisks))) wrongType2(r, "localPersistentDisks", "an integer", $localPersistentDisks);
    else {
      z += integerBytes2($localPersistentDisks);
      if ($localPersistentDisks < 0) outOfBounds2(r, "localPersistentDisks", "MINIMUM", "must be at least 0; got " + $localPersistentDisks);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorJNodePool, void 0);
  if (typeof $minSize === "number" && typeof $maxSize === "number" && $minSize > $maxSize) minAboveMax2(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === "number" && $maxSize === void 0 && $minSize > 0) minAboveMax2(r, "minSize", $minSize, "maxSize", 0, "max");
}
function checkAddOns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (AddOns)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== void 0) {
    n++;
    z += 13;
    s.push("dashboard");
    checkDashboardAddOn($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== void 0) {
    n++;
    z += 16;
    s.push("dashboardAlt");
    checkDashboardAltAddOn($dashboardAlt, r);
    s.pop();
  }
  const $vendorHWorkloadIdentity = v.vendorHWorkloadIdentity;
  if ($vendorHWorkloadIdentity !== void 0) {
    n++;
    z += 27;
    s.push("vendorHWorkloadIdentity");
    checkVendorHWorkloadIdentityAddOn($vendorHWorkloadIdentity, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== void 0) {
    n++;
    z += 27;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityAddOn($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $localPathStorage = v.localPathStorage;
  if ($localPathStorage !== void 0) {
    n++;
    z += 20;
    s.push("localPathStorage");
    checkLocalPathStorageAddOn($localPathStorage, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== void 0) {
    n++;
    z += 11;
    s.push("metrics");
    checkMetricsAddOn($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== void 0) {
    n++;
    z += 8;
    s.push("logs");
    checkLogsAddOn($logs, r);
    s.pop();
  }
  const $registryMirror = v.registryMirror;
  if ($registryMirror !== void 0) {
    n++;
    z += 18;
    s.push("registryMirror");
    checkRegistryMirrorAddOn($registryMirror, r);
    s.pop();
  }
  const $vendorK = v.vendorK;
  if ($vendorK !== void 0) {
    n++;
    z += 11;
    s.push("vendorK");
    checkVendorKAddOn($vendorK, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== void 0) {
    n++;
    z += 14;
    s.push("vendorBEFS");
    checkVendorBEfsAddOn($vendorBEFS, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== void 0) {
    n++;
    z += 14;
    s.push("vendorBECR");
    checkVendorBEcrAddOn($vendorBECR, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== void 0) {
    n++;
    z += 14;
    s.push("vendorBELB");
    checkVendorBElbAddOn($vendorBELB, r);
    s.pop();
  }
  const $vendorHACR = v.vendorHACR;
  if ($vendorHACR !== void 0) {
    n++;
    z += 14;
    s.push("vendorHACR");
    checkVendorHAcrAddOn($vendorHACR, r);
    s.pop();
  }
  const $sysbox = v.sysbox;
  if ($sysbox !== void 0) {
    n++;
    z += 10;
    s.push("sysbox");
    checkSysboxAddOn($sysbox, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== void 0) {
    n++;
    z += 8;
    s.push("byok");
    checkByokAddOn($byok, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_AddOns, void 0);
}
function checkDashboardAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (DashboardAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkDashboardAltAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (DashboardAltAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkVendorHWorkloadIdentityAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHWorkloadIdentityAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $tenantId = v.tenantId;
  if ($tenantId !== void 0) {
    n++;
    z += 12;
    if (typeof $tenantId !== "string") wrongType2(r, "tenantId", "a string", $tenantId);
    else {
      countText2(r, $tenantId);
      if ($tenantId.length > 255 && codePoints2($tenantId) > 255) outOfBounds2(r, "tenantId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorHWorkloadIdentityAddOn, void 0);
}
function checkVendorBWorkloadIdentityAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBWorkloadIdentityAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkLocalPathStorageAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (LocalPathStorageAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkMetricsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (MetricsAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $kubeState = v.kubeState;
  if ($kubeState !== void 0) {
    n++;
    z += 13;
    if (typeof $kubeState !== "boolean") wrongType2(r, "kubeState", "a boolean", $kubeState);
    else {
      z += $kubeState ? 4 : 5;
    }
  }
  const $coreDns = v.coreDns;
  if ($coreDns !== void 0) {
    n++;
    z += 11;
    if (typeof $coreDns !== "boolean") wrongType2(r, "coreDns", "a boolean", $coreDns);
    else {
      z += $coreDns ? 4 : 5;
    }
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== void 0) {
    n++;
    z += 11;
    if (typeof $kubelet !== "boolean") wrongType2(r, "kubelet", "a boolean", $kubelet);
    else {
      z += $kubelet ? 4 : 5;
    }
  }
  const $apiserver = v.apiserver;
  if ($apiserver !== void 0) {
    n++;
    z += 13;
    if (typeof $apiserver !== "boolean") wrongType2(r, "apiserver", "a boolean", $apiserver);
    else {
      z += $apiserver ? 4 : 5;
    }
  }
  const $nodeExporter = v.nodeExporter;
  if ($nodeExporter !== void 0) {
    n++;
    z += 16;
    if (typeof $nodeExporter !== "boolean") wrongType2(r, "nodeExporter", "a boolean", $nodeExporter);
    else {
      z += $nodeExporter ? 4 : 5;
    }
  }
  const $cadvisor = v.cadvisor;
  if ($cadvisor !== void 0) {
    n++;
    z += 12;
    if (typeof $cadvisor !== "boolean") wrongType2(r, "cadvisor", "a boolean", $cadvisor);
    else {
      z += $cadvisor ? 4 : 5;
    }
  }
  const $scrapeAnnotated = v.scrapeAnnotated;
  if ($scrapeAnnotated !== void 0) {
    n++;
    z += 19;
    s.push("scrapeAnnotated");
    checkMetricsScrapeAnnotated($scrapeAnnotated, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_MetricsAddOn, void 0);
}
function checkMetricsScrapeAnnotated(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (MetricsScrapeAnnotated)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $intervalSeconds = v.intervalSeconds;
  if ($intervalSeconds !== void 0) {
    n++;
    z += 19;
    if (!(typeof $intervalSeconds === "number" && Number.isInteger($intervalSeconds))) wrongType2(r, "intervalSeconds", "an integer", $intervalSeconds);
    else {
      z += integerBytes2($intervalSeconds);
    }
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== void 0) {
    n++;
    z += 21;
    if (typeof $includeNamespaces !== "string") wrongType2(r, "includeNamespaces", "a string", $includeNamespaces);
    else {
      countText2(r, $includeNamespaces);
      if ($includeNamespaces.length > 1024 && codePoints2($includeNamespaces) > 1024) outOfBounds2(r, "includeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
    }
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== void 0) {
    n++;
    z += 21;
    if (typeof $excludeNamespaces !== "string") wrongType2(r, "excludeNamespaces", "a string", $excludeNamespaces);
    else {
      countText2(r, $excludeNamespaces);
      if ($excludeNamespaces.length > 1024 && codePoints2($excludeNamespaces) > 1024) outOfBounds2(r, "excludeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
    }
  }
  const $retainLabels = v.retainLabels;
  if ($retainLabels !== void 0) {
    n++;
    z += 16;
    if (typeof $retainLabels !== "string") wrongType2(r, "retainLabels", "a string", $retainLabels);
    else {
      countText2(r, $retainLabels);
      if ($retainLabels.length > 1024 && codePoints2($retainLabels) > 1024) outOfBounds2(r, "retainLabels", "MAX_LENGTH", "must be at most 1024 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_MetricsScrapeAnnotated, void 0);
}
function checkLogsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (LogsAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $auditEnabled = v.auditEnabled;
  if ($auditEnabled !== void 0) {
    n++;
    z += 16;
    if (typeof $auditEnabled !== "boolean") wrongType2(r, "auditEnabled", "a boolean", $auditEnabled);
    else {
      z += $auditEnabled ? 4 : 5;
    }
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== void 0) {
    n++;
    z += 21;
    if (typeof $includeNamespaces !== "string") wrongType2(r, "includeNamespaces", "a string", $includeNamespaces);
    else {
      countText2(r, $includeNamespaces);
      if ($includeNamespaces.length > 1024 && codePoints2($includeNamespaces) > 1024) outOfBounds2(r, "includeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
    }
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== void 0) {
    n++;
    z += 21;
    if (typeof $excludeNamespaces !== "string") wrongType2(r, "excludeNamespaces", "a string", $excludeNamespaces);
    else {
      countText2(r, $excludeNamespaces);
      if ($excludeNamespaces.length > 1024 && codePoints2($excludeNamespaces) > 1024) outOfBounds2(r, "excludeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
    }
  }
  const $docker = v.docker;
  if ($docker !== void 0) {
    n++;
    z += 10;
    if (typeof $docker !== "boolean") wrongType2(r, "docker", "a boolean", $docker);
    else {
      z += $docker ? 4 : 5;
    }
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== void 0) {
    n++;
    z += 11;
    if (typeof $kubelet !== "boolean") wrongType2(r, "kubelet", "a boolean", $kubelet);
    else {
      z += $kubelet ? 4 : 5;
    }
  }
  const $kernel = v.kernel;
  if ($kernel !== void 0) {
    n++;
    z += 10;
    if (typeof $kernel !== "boolean") wrongType2(r, "kernel", "a boolean", $kernel);
    else {
      z += $kernel ? 4 : 5;
    }
  }
  const $events = v.events;
  if ($events !== void 0) {
    n++;
    z += 10;
    if (typeof $events !== "boolean") wrongType2(r, "events", "a boolean", $events);
    else {
      z += $events ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_LogsAddOn, void 0);
}
function checkRegistryMirrorAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RegistryMirrorAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $mirrors = v.mirrors;
  if ($mirrors !== void 0) {
    n++;
    z += 11;
    s.push("mirrors");
    checkRegistryMirrorArray($mirrors, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_RegistryMirrorAddOn, void 0);
}
function checkRegistryMirror(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RegistryMirror)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $registry = v.registry;
  if ($registry === void 0) missing2(r, "registry");
  else {
    n++;
    z += 12;
    if (typeof $registry !== "string") wrongType2(r, "registry", "a string", $registry);
    else {
      countText2(r, $registry);
      if ($registry.length > 259 && codePoints2($registry) > 259) outOfBounds2(r, "registry", "MAX_LENGTH", "must be at most 259 characters long");
    }
  }
  const $mirrors = v.mirrors;
  if ($mirrors !== void 0) {
    n++;
    z += 11;
    s.push("mirrors");
    checkStringArray2($mirrors, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_RegistryMirror, void 0);
}
function checkVendorKAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorKAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $taintGPUNodes = v.taintGPUNodes;
  if ($taintGPUNodes !== void 0) {
    n++;
    z += 17;
    if (typeof $taintGPUNodes !== "boolean") wrongType2(r, "taintGPUNodes", "a boolean", $taintGPUNodes);
    else {
      z += $taintGPUNodes ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorKAddOn, void 0);
}
function checkVendorBEfsAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBEfsAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === void 0) missing2(r, "roleArn");
  else {
    n++;
    z += 11;
    if (typeof $roleArn !== "string") wrongType2(r, "roleArn", "a string", $roleArn);
    else {
      countText2(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints2($roleArn) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBEfsAddOn, void 0);
}
function checkVendorBEcrAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBEcrAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== void 0) {
    n++;
    z += 11;
    if (typeof $roleArn !== "string") wrongType2(r, "roleArn", "a string", $roleArn);
    else {
      countText2(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints2($roleArn) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBEfsAddOn, void 0);
}
function checkVendorBElbAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBElbAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== void 0) {
    n++;
    z += 11;
    if (typeof $roleArn !== "string") wrongType2(r, "roleArn", "a string", $roleArn);
    else {
      countText2(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints2($roleArn) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBEfsAddOn, void 0);
}
function checkVendorHAcrAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHAcrAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $clientId = v.clientId;
  if ($clientId === void 0) missing2(r, "clientId");
  else {
    n++;
    z += 12;
    if (typeof $clientId !== "string") wrongType2(r, "clientId", "a string", $clientId);
    else {
      countText2(r, $clientId);
      if ($clientId.length > 255 && codePoints2($clientId) > 255) outOfBounds2(r, "clientId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorHAcrAddOn, void 0);
}
function checkSysboxAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (SysboxAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  r.size += 2;
  if (countKeys2(v) !== 0) extraMembers2(r, v, FIELDS_OF_VendorGNoLoadBalancer, void 0);
}
function checkByokAddOn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokAddOn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $ignoreUpdates = v.ignoreUpdates;
  if ($ignoreUpdates !== void 0) {
    n++;
    z += 17;
    if (typeof $ignoreUpdates !== "boolean") wrongType2(r, "ignoreUpdates", "a boolean", $ignoreUpdates);
    else {
      z += $ignoreUpdates ? 4 : 5;
    }
  }
  const $location = v.location;
  if ($location === void 0) missing2(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== "string") wrongType2(r, "location", "a string", $location);
    else {
      countText2(r, $location);
      if ($location.length > 512 && codePoints2($location) > 512) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($location) < 0) noMatch2(r, "location", $location, FORM_SecretLink);
    }
  }
  const $config = v.config;
  if ($config !== void 0) {
    n++;
    z += 10;
    s.push("config");
    checkByokConfig($config, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokAddOn, void 0);
}
function checkByokConfig(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokConfig)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $actuator = v.actuator;
  if ($actuator !== void 0) {
    n++;
    z += 12;
    s.push("actuator");
    checkByokActuator($actuator, r);
    s.pop();
  }
  const $middlebox = v.middlebox;
  if ($middlebox !== void 0) {
    n++;
    z += 13;
    s.push("middlebox");
    checkByokMiddlebox($middlebox, r);
    s.pop();
  }
  const $common = v.common;
  if ($common !== void 0) {
    n++;
    z += 10;
    s.push("common");
    checkByokCommon($common, r);
    s.pop();
  }
  const $longhorn = v.longhorn;
  if ($longhorn !== void 0) {
    n++;
    z += 12;
    s.push("longhorn");
    checkByokLonghorn($longhorn, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== void 0) {
    n++;
    z += 8;
    s.push("byok");
    checkByokStorageClasses($byok, r);
    s.pop();
  }
  const $ingress = v.ingress;
  if ($ingress !== void 0) {
    n++;
    z += 11;
    s.push("ingress");
    checkByokIngress($ingress, r);
    s.pop();
  }
  const $istio = v.istio;
  if ($istio !== void 0) {
    n++;
    z += 9;
    s.push("istio");
    checkByokIstio($istio, r);
    s.pop();
  }
  const $logSplitter = v.logSplitter;
  if ($logSplitter !== void 0) {
    n++;
    z += 15;
    s.push("logSplitter");
    checkByokLogSplitter($logSplitter, r);
    s.pop();
  }
  const $monitoring = v.monitoring;
  if ($monitoring !== void 0) {
    n++;
    z += 14;
    s.push("monitoring");
    checkByokMonitoring($monitoring, r);
    s.pop();
  }
  const $redis = v.redis;
  if ($redis !== void 0) {
    n++;
    z += 9;
    s.push("redis");
    checkByokRedis($redis, r);
    s.pop();
  }
  const $redisHa = v.redisHa;
  if ($redisHa !== void 0) {
    n++;
    z += 11;
    s.push("redisHa");
    checkByokRedisHa($redisHa, r);
    s.pop();
  }
  const $redisSentinel = v.redisSentinel;
  if ($redisSentinel !== void 0) {
    n++;
    z += 17;
    s.push("redisSentinel");
    checkByokRedisSentinel($redisSentinel, r);
    s.pop();
  }
  const $tempoAgent = v.tempoAgent;
  if ($tempoAgent !== void 0) {
    n++;
    z += 14;
    s.push("tempoAgent");
    checkByokTempoAgent($tempoAgent, r);
    s.pop();
  }
  const $internalDns = v.internalDns;
  if ($internalDns !== void 0) {
    n++;
    z += 15;
    s.push("internalDns");
    checkByokInternalDns($internalDns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokConfig, void 0);
}
function checkByokActuator(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokActuator)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $logLevel = v.logLevel;
  if ($logLevel !== void 0) {
    n++;
    z += 12;
    if (typeof $logLevel !== "string") wrongType2(r, "logLevel", "a string", $logLevel);
    else {
      z += $logLevel.length + 2;
      if ($logLevel !== "trace" && $logLevel !== "info" && $logLevel !== "error") notInEnum2(r, "logLevel", $logLevel, ENUM_7);
    }
  }
  const $env = v.env;
  if ($env !== void 0) {
    n++;
    z += 7;
    s.push("env");
    checkStringMap($env, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokActuator, void 0);
}
function checkByokMiddlebox(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokMiddlebox)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $enabled = v.enabled;
  if ($enabled !== void 0) {
    n++;
    z += 11;
    if (typeof $enabled !== "boolean") wrongType2(r, "enabled", "a boolean", $enabled);
    else {
      z += $enabled ? 4 : 5;
    }
  }
  const $bandwidthAlertMbps = v.bandwidthAlertMbps;
  if ($bandwidthAlertMbps !== void 0) {
    n++;
    z += 22;
    if (!(typeof $bandwidthAlertMbps === "number" && Number.isInteger($bandwidthAlertMbps))) wrongType2(r, "bandwidthAlertMbps", "an integer", $bandwidthAlertMbps);
    else {
      z += integerBytes2($bandwidthAlertMbps);
    }
  }
  const $port = v.port;
  if ($port !== void 0) {
    n++;
    z += 8;
    if (!(typeof $port === "number" && Number.isInteger($port))) wrongType2(r, "port", "an integer", $port);
    else {
      z += integerBytes2($port);
    }
  }
  const $ip = v.ip;
  if ($ip !== void 0) {
    n++;
    z += 6;
    if (typeof $ip !== "string") wrongType2(r, "ip", "a string", $ip);
    else {
      countText2(r, $ip);
      if ($ip.length > 45 && codePoints2($ip) > 45) outOfBounds2(r, "ip", "MAX_LENGTH", "must be at most 45 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokMiddlebox, void 0);
}
function checkByokCommon(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokCommon)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $deploymentReplicas = v.deploymentReplicas;
  if ($deploymentReplicas !== void 0) {
    n++;
    z += 22;
    if (!(typeof $deploymentReplicas === "number" && Number.isInteger($deploymentReplicas))) wrongType2(r, "deploymentReplicas", "an integer", $deploymentReplicas);
    else {
      z += integerBytes2($deploymentReplicas);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== void 0) {
    n++;
    z += 7;
    s.push("pdb");
    checkByokPodDisruptionBudget($pdb, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokCommon, void 0);
}
function checkByokPodDisruptionBudget(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokPodDisruptionBudget)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $maxUnavailable = v.maxUnavailable;
  if ($maxUnavailable !== void 0) {
    n++;
    z += 18;
    if (!(typeof $maxUnavailable === "number" && Number.isInteger($maxUnavailable))) wrongType2(r, "maxUnavailable", "an integer", $maxUnavailable);
    else {
      z += integerBytes2($maxUnavailable);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokPodDisruptionBudget, void 0);
}
function checkByokLonghorn(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokLonghorn)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $numberOfReplicas = v.numberOfReplicas;
  if ($numberOfReplicas !== void 0) {
    n++;
    z += 20;
    if (!(typeof $numberOfReplicas === "number" && Number.isInteger($numberOfReplicas))) wrongType2(r, "numberOfReplicas", "an integer", $numberOfReplicas);
    else {
      z += integerBytes2($numberOfReplicas);
    }
  }
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    z += 12;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) wrongType2(r, "replicas", "an integer", $replicas);
    else {
      z += integerBytes2($replicas);
    }
  }
  const $isDefault = v.isDefault;
  if ($isDefault !== void 0) {
    n++;
    z += 13;
    if (typeof $isDefault !== "boolean") wrongType2(r, "isDefault", "a boolean", $isDefault);
    else {
      z += $isDefault ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokLonghorn, void 0);
}
function checkByokStorageClasses(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokStorageClasses)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $noDefaultStorageClasses = v.noDefaultStorageClasses;
  if ($noDefaultStorageClasses !== void 0) {
    n++;
    z += 27;
    if (typeof $noDefaultStorageClasses !== "boolean") wrongType2(r, "noDefaultStorageClasses", "a boolean", $noDefaultStorageClasses);
    else {
      z += $noDefaultStorageClasses ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokStorageClasses, void 0);
}
function checkByokIngress(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIngress)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $cpu = v.cpu;
  if ($cpu !== void 0) {
    n++;
    z += 7;
    if (typeof $cpu !== "string") wrongType2(r, "cpu", "a string", $cpu);
    else {
      z += $cpu.length + 2;
      if ($cpu.length > 64 && codePoints2($cpu) > 64) outOfBounds2(r, "cpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($cpu) < 0) noMatch2(r, "cpu", $cpu, FORM_Quantity);
    }
  }
  const $memory = v.memory;
  if ($memory !== void 0) {
    n++;
    z += 10;
    if (typeof $memory !== "string") wrongType2(r, "memory", "a string", $memory);
    else {
      z += $memory.length + 2;
      if ($memory.length > 64 && codePoints2($memory) > 64) outOfBounds2(r, "memory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($memory) < 0) noMatch2(r, "memory", $memory, FORM_Quantity);
    }
  }
  const $targetPercent = v.targetPercent;
  if ($targetPercent !== void 0) {
    n++;
    z += 17;
    if (!(typeof $targetPercent === "number" && Number.isInteger($targetPercent))) wrongType2(r, "targetPercent", "an integer", $targetPercent);
    else {
      z += integerBytes2($targetPercent);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokIngress, void 0);
}
function checkByokIstio(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstio)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $istiod = v.istiod;
  if ($istiod !== void 0) {
    n++;
    z += 10;
    s.push("istiod");
    checkByokIstiod($istiod, r);
    s.pop();
  }
  const $ingressgateway = v.ingressgateway;
  if ($ingressgateway !== void 0) {
    n++;
    z += 18;
    s.push("ingressgateway");
    checkByokIstioIngressGateway($ingressgateway, r);
    s.pop();
  }
  const $sidecar = v.sidecar;
  if ($sidecar !== void 0) {
    n++;
    z += 11;
    s.push("sidecar");
    checkByokIstioSidecar($sidecar, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokIstio, void 0);
}
function checkByokIstiod(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstiod)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    z += 12;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) wrongType2(r, "replicas", "an integer", $replicas);
    else {
      z += integerBytes2($replicas);
    }
  }
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== void 0) {
    n++;
    z += 7;
    if (!(typeof $pdb === "number" && Number.isInteger($pdb))) wrongType2(r, "pdb", "an integer", $pdb);
    else {
      z += integerBytes2($pdb);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokIstiod, void 0);
}
function checkByokIstioIngressGateway(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstioIngressGateway)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $replicas = v.replicas;
  if ($replicas !== void 0) {
    n++;
    z += 12;
    if (!(typeof $replicas === "number" && Number.isInteger($replicas))) wrongType2(r, "replicas", "an integer", $replicas);
    else {
      z += integerBytes2($replicas);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokIstioIngressGateway, void 0);
}
function checkByokIstioSidecar(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstioSidecar)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokIstioSidecar, void 0);
}
function checkByokLogSplitter(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokLogSplitter)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $memBufferSize = v.memBufferSize;
  if ($memBufferSize !== void 0) {
    n++;
    z += 17;
    if (typeof $memBufferSize !== "string") wrongType2(r, "memBufferSize", "a string", $memBufferSize);
    else {
      countText2(r, $memBufferSize);
      if ($memBufferSize.length > 64 && codePoints2($memBufferSize) > 64) outOfBounds2(r, "memBufferSize", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $perPodRate = v.perPodRate;
  if ($perPodRate !== void 0) {
    n++;
    z += 14;
    if (!(typeof $perPodRate === "number" && Number.isInteger($perPodRate))) wrongType2(r, "perPodRate", "an integer", $perPodRate);
    else {
      z += integerBytes2($perPodRate);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokLogSplitter, void 0);
}
function checkByokMonitoring(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokMonitoring)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $kubeStateMetrics = v.kubeStateMetrics;
  if ($kubeStateMetrics !== void 0) {
    n++;
    z += 20;
    s.push("kubeStateMetrics");
    checkByokKubeStateMetrics($kubeStateMetrics, r);
    s.pop();
  }
  const $prometheus = v.prometheus;
  if ($prometheus !== void 0) {
    n++;
    z += 14;
    s.push("prometheus");
    checkByokPrometheus($prometheus, r);
    s.pop();
  }
  const $remoteWrite = v.remoteWrite;
  if ($remoteWrite !== void 0) {
    n++;
    z += 15;
    s.push("remoteWrite");
    checkRemoteWriteArray($remoteWrite, r);
    s.pop();
  }
  const $externalLabels = v.externalLabels;
  if ($externalLabels !== void 0) {
    n++;
    z += 18;
    s.push("externalLabels");
    checkStringMap($externalLabels, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokMonitoring, void 0);
}
function checkByokKubeStateMetrics(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokKubeStateMetrics)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokKubeStateMetrics, void 0);
}
function checkByokPrometheus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokPrometheus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $main = v.main;
  if ($main !== void 0) {
    n++;
    z += 8;
    s.push("main");
    checkByokPrometheusMain($main, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokPrometheus, void 0);
}
function checkByokPrometheusMain(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokPrometheusMain)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    z += 11;
    if (typeof $storage !== "string") wrongType2(r, "storage", "a string", $storage);
    else {
      z += $storage.length + 2;
      if ($storage.length > 64 && codePoints2($storage) > 64) outOfBounds2(r, "storage", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($storage) < 0) noMatch2(r, "storage", $storage, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokPrometheusMain, void 0);
}
function checkRemoteWrite(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RemoteWrite)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $url = v.url;
  if ($url === void 0) missing2(r, "url");
  else {
    n++;
    z += 7;
    if (typeof $url !== "string") wrongType2(r, "url", "a string", $url);
    else {
      countText2(r, $url);
      if ($url.length > 2048 && codePoints2($url) > 2048) outOfBounds2(r, "url", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $basic_auth = v.basic_auth;
  if ($basic_auth !== void 0) {
    n++;
    z += 14;
    s.push("basic_auth");
    checkRemoteWriteBasicAuth($basic_auth, r);
    s.pop();
  }
  const $authorization = v.authorization;
  if ($authorization !== void 0) {
    n++;
    z += 17;
    s.push("authorization");
    checkRemoteWriteAuthorization($authorization, r);
    s.pop();
  }
  const $oauth2 = v.oauth2;
  if ($oauth2 !== void 0) {
    n++;
    z += 10;
    s.push("oauth2");
    checkFreeFormObject($oauth2, r);
    s.pop();
  }
  const $follow_redirects = v.follow_redirects;
  if ($follow_redirects !== void 0) {
    n++;
    z += 20;
    if (typeof $follow_redirects !== "boolean") wrongType2(r, "follow_redirects", "a boolean", $follow_redirects);
    else {
      z += $follow_redirects ? 4 : 5;
    }
  }
  const $enable_http2 = v.enable_http2;
  if ($enable_http2 !== void 0) {
    n++;
    z += 16;
    if (typeof $enable_http2 !== "boolean") wrongType2(r, "enable_http2", "a boolean", $enable_http2);
    else {
      z += $enable_http2 ? 4 : 5;
    }
  }
  const $tls_config = v.tls_config;
  if ($tls_config !== void 0) {
    n++;
    z += 14;
    s.push("tls_config");
    checkFreeFormObject($tls_config, r);
    s.pop();
  }
  const $proxy_url = v.proxy_url;
  if ($proxy_url !== void 0) {
    n++;
    z += 13;
    if (typeof $proxy_url !== "string") wrongType2(r, "proxy_url", "a string", $proxy_url);
    else {
      countText2(r, $proxy_url);
      if ($proxy_url.length > 2048 && codePoints2($proxy_url) > 2048) outOfBounds2(r, "proxy_url", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $no_proxy = v.no_proxy;
  if ($no_proxy !== void 0) {
    n++;
    z += 12;
    if (typeof $no_proxy !== "string") wrongType2(r, "no_proxy", "a string", $no_proxy);
    else {
      countText2(r, $no_proxy);
      if ($no_proxy.length > 4096 && codePoints2($no_proxy) > 4096) outOfBounds2(r, "no_proxy", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  const $proxy_from_environment = v.proxy_from_environment;
  if ($proxy_from_environment !== void 0) {
    n++;
    z += 26;
    if (typeof $proxy_from_environment !== "boolean") wrongType2(r, "proxy_from_environment", "a boolean", $proxy_from_environment);
    else {
      z += $proxy_from_environment ? 4 : 5;
    }
  }
  const $proxy_connect_header = v.proxy_connect_header;
  if ($proxy_connect_header !== void 0) {
    n++;
    z += 24;
    s.push("proxy_connect_header");
    checkFreeFormObject($proxy_connect_header, r);
    s.pop();
  }
  const $http_headers = v.http_headers;
  if ($http_headers !== void 0) {
    n++;
    z += 16;
    s.push("http_headers");
    checkFreeFormObject($http_headers, r);
    s.pop();
  }
  const $remote_timeout = v.remote_timeout;
  if ($remote_timeout !== void 0) {
    n++;
    z += 18;
    if (typeof $remote_timeout !== "string") wrongType2(r, "remote_timeout", "a string", $remote_timeout);
    else {
      countText2(r, $remote_timeout);
      if ($remote_timeout.length > 64 && codePoints2($remote_timeout) > 64) outOfBounds2(r, "remote_timeout", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $headers = v.headers;
  if ($headers !== void 0) {
    n++;
    z += 11;
    s.push("headers");
    checkFreeFormObject($headers, r);
    s.pop();
  }
  const $write_relabel_configs = v.write_relabel_configs;
  if ($write_relabel_configs !== void 0) {
    n++;
    z += 25;
    s.push("write_relabel_configs");
    checkFreeFormObjectArray($write_relabel_configs, r);
    s.pop();
  }
  const $name = v.name;
  if ($name !== void 0) {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      countText2(r, $name);
      if ($name.length > 255 && codePoints2($name) > 255) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $send_exemplars = v.send_exemplars;
  if ($send_exemplars !== void 0) {
    n++;
    z += 18;
    if (typeof $send_exemplars !== "boolean") wrongType2(r, "send_exemplars", "a boolean", $send_exemplars);
    else {
      z += $send_exemplars ? 4 : 5;
    }
  }
  const $send_native_histograms = v.send_native_histograms;
  if ($send_native_histograms !== void 0) {
    n++;
    z += 26;
    if (typeof $send_native_histograms !== "boolean") wrongType2(r, "send_native_histograms", "a boolean", $send_native_histograms);
    else {
      z += $send_native_histograms ? 4 : 5;
    }
  }
  const $vendorB_sigv4 = v.vendorB_sigv4;
  if ($vendorB_sigv4 !== void 0) {
    n++;
    z += 17;
    s.push("vendorB_sigv4");
    checkFreeFormObject($vendorB_sigv4, r);
    s.pop();
  }
  const $vendorH_ad = v.vendorH_ad;
  if ($vendorH_ad !== void 0) {
    n++;
    z += 14;
    s.push("vendorH_ad");
    checkFreeFormObject($vendorH_ad, r);
    s.pop();
  }
  const $vendorJ_iam = v.vendorJ_iam;
  if ($vendorJ_iam !== void 0) {
    n++;
    z += 15;
    s.push("vendorJ_iam");
    checkFreeFormObject($vendorJ_iam, r);
    s.pop();
  }
  const $queue_config = v.queue_config;
  if ($queue_config !== void 0) {
    n++;
    z += 16;
    s.push("queue_config");
    checkFreeFormObject($queue_config, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_RemoteWrite, void 0);
}
function checkRemoteWriteBasicAuth(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RemoteWriteBasicAuth)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $username = v.username;
  if ($username !== void 0) {
    n++;
    z += 12;
    if (typeof $username !== "string") wrongType2(r, "username", "a string", $username);
    else {
      countText2(r, $username);
      if ($username.length > 255 && codePoints2($username) > 255) outOfBounds2(r, "username", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $username_file = v.username_file;
  if ($username_file !== void 0) {
    n++;
    z += 17;
    if (typeof $username_file !== "string") wrongType2(r, "username_file", "a string", $username_file);
    else {
      countText2(r, $username_file);
      if ($username_file.length > 4096 && codePoints2($username_file) > 4096) outOfBounds2(r, "username_file", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  const $password = v.password;
  if ($password !== void 0) {
    n++;
    z += 12;
    if (typeof $password !== "string") wrongType2(r, "password", "a string", $password);
    else {
      countText2(r, $password);
      if ($password.length > 1024 && codePoints2($password) > 1024) outOfBounds2(r, "password", "MAX_LENGTH", "must be at most 1024 characters long");
    }
  }
  const $password_file = v.password_file;
  if ($password_file !== void 0) {
    n++;
    z += 17;
    if (typeof $password_file !== "string") wrongType2(r, "password_file", "a string", $password_file);
    else {
      countText2(r, $password_file);
      if ($password_file.length > 4096 && codePoints2($password_file) > 4096) outOfBounds2(r, "password_file", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_RemoteWriteBasicAuth, void 0);
}
function checkRemoteWriteAuthorization(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RemoteWriteAuthorization)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $type = v.type;
  if ($type !== void 0) {
    n++;
    z += 8;
    if (typeof $type !== "string") wrongType2(r, "type", "a string", $type);
    else {
      countText2(r, $type);
      if ($type.length > 255 && codePoints2($type) > 255) outOfBounds2(r, "type", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $credentials = v.credentials;
  if ($credentials !== void 0) {
    n++;
    z += 15;
    if (typeof $credentials !== "string") wrongType2(r, "credentials", "a string", $credentials);
    else {
      countText2(r, $credentials);
      if ($credentials.length > 8192 && codePoints2($credentials) > 8192) outOfBounds2(r, "credentials", "MAX_LENGTH", "must be at most 8192 characters long");
    }
  }
  const $credentials_file = v.credentials_file;
  if ($credentials_file !== void 0) {
    n++;
    z += 20;
    if (typeof $credentials_file !== "string") wrongType2(r, "credentials_file", "a string", $credentials_file);
    else {
      countText2(r, $credentials_file);
      if ($credentials_file.length > 4096 && codePoints2($credentials_file) > 4096) outOfBounds2(r, "credentials_file", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_RemoteWriteAuthorization, void 0);
}
function checkByokRedis(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokRedis)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    z += 11;
    if (typeof $storage !== "string") wrongType2(r, "storage", "a string", $storage);
    else {
      z += $storage.length + 2;
      if ($storage.length > 64 && codePoints2($storage) > 64) outOfBounds2(r, "storage", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($storage) < 0) noMatch2(r, "storage", $storage, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokRedis, void 0);
}
function checkByokRedisHa(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokRedisHa)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    z += 11;
    if (!(typeof $storage === "number" && Number.isInteger($storage))) wrongType2(r, "storage", "an integer", $storage);
    else {
      z += integerBytes2($storage);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokRedis, void 0);
}
function checkByokRedisSentinel(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokRedisSentinel)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $storage = v.storage;
  if ($storage !== void 0) {
    n++;
    z += 11;
    if (!(typeof $storage === "number" && Number.isInteger($storage))) wrongType2(r, "storage", "an integer", $storage);
    else {
      z += integerBytes2($storage);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokRedis, void 0);
}
function checkByokTempoAgent(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokTempoAgent)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokIstioSidecar, void 0);
}
function checkByokInternalDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokInternalDns)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $minCpu !== "string") wrongType2(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints2($minCpu) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minCpu) < 0) noMatch2(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== void 0) {
    n++;
    z += 10;
    if (typeof $maxCpu !== "string") wrongType2(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints2($maxCpu) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxCpu) < 0) noMatch2(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $minMemory !== "string") wrongType2(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints2($minMemory) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($minMemory) < 0) noMatch2(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== void 0) {
    n++;
    z += 13;
    if (typeof $maxMemory !== "string") wrongType2(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints2($maxMemory) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
      if (MATCH_Quantity2($maxMemory) < 0) noMatch2(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ByokInternalDns, void 0);
}
function checkClusterStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterStatus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $oidcProviderUrl = v.oidcProviderUrl;
  if ($oidcProviderUrl !== void 0) {
    n++;
    z += 19;
    if (typeof $oidcProviderUrl !== "string") wrongType2(r, "oidcProviderUrl", "a string", $oidcProviderUrl);
    else {
      countText2(r, $oidcProviderUrl);
      if ($oidcProviderUrl.length > 2048 && codePoints2($oidcProviderUrl) > 2048) outOfBounds2(r, "oidcProviderUrl", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $serverUrl = v.serverUrl;
  if ($serverUrl !== void 0) {
    n++;
    z += 13;
    if (typeof $serverUrl !== "string") wrongType2(r, "serverUrl", "a string", $serverUrl);
    else {
      countText2(r, $serverUrl);
      if ($serverUrl.length > 2048 && codePoints2($serverUrl) > 2048) outOfBounds2(r, "serverUrl", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $homeLocation = v.homeLocation;
  if ($homeLocation !== void 0) {
    n++;
    z += 16;
    if (typeof $homeLocation !== "string") wrongType2(r, "homeLocation", "a string", $homeLocation);
    else {
      countText2(r, $homeLocation);
      if ($homeLocation.length > 255 && codePoints2($homeLocation) > 255) outOfBounds2(r, "homeLocation", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    z += 10;
    s.push("addOns");
    checkClusterStatusAddOns($addOns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ClusterStatus, void 0);
}
function checkClusterStatusAddOns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterStatusAddOns)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== void 0) {
    n++;
    z += 13;
    s.push("dashboard");
    checkDashboardStatus($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== void 0) {
    n++;
    z += 16;
    s.push("dashboardAlt");
    checkDashboardStatus($dashboardAlt, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== void 0) {
    n++;
    z += 27;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityStatus($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== void 0) {
    n++;
    z += 11;
    s.push("metrics");
    checkMetricsStatus($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== void 0) {
    n++;
    z += 8;
    s.push("logs");
    checkLogsStatus($logs, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== void 0) {
    n++;
    z += 14;
    s.push("vendorBECR");
    checkVendorBRoleStatus($vendorBECR, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== void 0) {
    n++;
    z += 14;
    s.push("vendorBEFS");
    checkVendorBRoleStatus($vendorBEFS, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== void 0) {
    n++;
    z += 14;
    s.push("vendorBELB");
    checkVendorBRoleStatus($vendorBELB, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ClusterStatusAddOns, void 0);
}
function checkDashboardStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (DashboardStatus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $url = v.url;
  if ($url !== void 0) {
    n++;
    z += 7;
    if (typeof $url !== "string") wrongType2(r, "url", "a string", $url);
    else {
      countText2(r, $url);
      if ($url.length > 2048 && codePoints2($url) > 2048) outOfBounds2(r, "url", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_DashboardStatus, void 0);
}
function checkVendorBWorkloadIdentityStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBWorkloadIdentityStatus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $oidcProviderConfig = v.oidcProviderConfig;
  if ($oidcProviderConfig !== void 0) {
    n++;
    z += 22;
    s.push("oidcProviderConfig");
    checkVendorBOidcProviderConfig($oidcProviderConfig, r);
    s.pop();
  }
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== void 0) {
    n++;
    z += 15;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBWorkloadIdentityStatus, void 0);
}
function checkVendorBOidcProviderConfig(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBOidcProviderConfig)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $providerUrl = v.providerUrl;
  if ($providerUrl !== void 0) {
    n++;
    z += 15;
    if (typeof $providerUrl !== "string") wrongType2(r, "providerUrl", "a string", $providerUrl);
    else {
      countText2(r, $providerUrl);
      if ($providerUrl.length > 2048 && codePoints2($providerUrl) > 2048) outOfBounds2(r, "providerUrl", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $audience = v.audience;
  if ($audience !== void 0) {
    n++;
    z += 12;
    if (typeof $audience !== "string") wrongType2(r, "audience", "a string", $audience);
    else {
      countText2(r, $audience);
      if ($audience.length > 2048 && codePoints2($audience) > 2048) outOfBounds2(r, "audience", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBOidcProviderConfig, void 0);
}
function checkMetricsStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (MetricsStatus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $prometheusEndpoint = v.prometheusEndpoint;
  if ($prometheusEndpoint !== void 0) {
    n++;
    z += 22;
    if (typeof $prometheusEndpoint !== "string") wrongType2(r, "prometheusEndpoint", "a string", $prometheusEndpoint);
    else {
      countText2(r, $prometheusEndpoint);
      if ($prometheusEndpoint.length > 2048 && codePoints2($prometheusEndpoint) > 2048) outOfBounds2(r, "prometheusEndpoint", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  const $remoteWriteConfig = v.remoteWriteConfig;
  if ($remoteWriteConfig !== void 0) {
    n++;
    z += 21;
    s.push("remoteWriteConfig");
    checkFreeFormObject($remoteWriteConfig, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_MetricsStatus, void 0);
}
function checkLogsStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (LogsStatus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $logStoreAddress = v.logStoreAddress;
  if ($logStoreAddress !== void 0) {
    n++;
    z += 19;
    if (typeof $logStoreAddress !== "string") wrongType2(r, "logStoreAddress", "a string", $logStoreAddress);
    else {
      countText2(r, $logStoreAddress);
      if ($logStoreAddress.length > 2048 && codePoints2($logStoreAddress) > 2048) outOfBounds2(r, "logStoreAddress", "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_LogsStatus, void 0);
}
function checkVendorBRoleStatus(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBRoleStatus)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== void 0) {
    n++;
    z += 15;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorBRoleStatus, void 0);
}
function checkClusterCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $name = v.name;
  if ($name === void 0) missing2(r, "name");
  else {
    n++;
    z += 8;
    if (typeof $name !== "string") wrongType2(r, "name", "a string", $name);
    else {
      z += $name.length + 2;
      if ($name.length > 63 && codePoints2($name) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
      if (MATCH_12($name) < 0) noMatch2(r, "name", $name, FORM_1);
    }
  }
  const $description = v.description;
  if ($description !== void 0) {
    n++;
    z += 15;
    if (typeof $description !== "string") wrongType2(r, "description", "a string", $description);
    else {
      countText2(r, $description);
      if ($description.length > 250 && codePoints2($description) > 250) outOfBounds2(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== void 0) {
    n++;
    z += 8;
    s.push("tags");
    checkClusterTags($tags, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === void 0) missing2(r, "spec");
  else {
    n++;
    z += 8;
    s.push("spec");
    checkClusterSpecCreate($spec, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ClusterCreate, READ_ONLY_IN_ClusterCreate);
}
function checkClusterSpecCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterSpecCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $version = v.version;
  if ($version === void 0) missing2(r, "version");
  else {
    n++;
    z += 11;
    if (typeof $version !== "string") wrongType2(r, "version", "a string", $version);
    else {
      z += $version.length + 2;
      if ($version.length > 32 && codePoints2($version) > 32) outOfBounds2(r, "version", "MAX_LENGTH", "must be at most 32 characters long");
      if (MATCH_KubernetesVersion2($version) < 0) noMatch2(r, "version", $version, FORM_KubernetesVersion);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== void 0) {
    n++;
    z += 12;
    s.push("firewall");
    checkFirewallEntryArray($firewall, r);
    s.pop();
  }
  const $provider = v.provider;
  if ($provider === void 0) missing2(r, "provider");
  else {
    n++;
    z += 12;
    s.push("provider");
    checkProviderCreate($provider, r, "provider");
    s.pop();
  }
  const $addOns = v.addOns;
  if ($addOns !== void 0) {
    n++;
    z += 10;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ClusterSpec, void 0);
}
function checkProviderCreate(v, r, noun) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ProviderCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $generic = v.generic;
  if ($generic !== void 0) {
    n++;
    z += 11;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== void 0) {
    n++;
    z += 11;
    s.push("vendorA");
    checkVendorAProviderCreate($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== void 0) {
    n++;
    z += 11;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== void 0) {
    n++;
    z += 11;
    s.push("vendorC");
    checkVendorCProviderCreate($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== void 0) {
    n++;
    z += 11;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== void 0) {
    n++;
    z += 11;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== void 0) {
    n++;
    z += 11;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== void 0) {
    n++;
    z += 13;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== void 0) {
    n++;
    z += 11;
    s.push("vendorG");
    checkVendorGProviderCreate($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== void 0) {
    n++;
    z += 11;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== void 0) {
    n++;
    z += 11;
    s.push("vendorI");
    checkVendorIProviderCreate($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== void 0) {
    n++;
    z += 11;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_Provider, void 0);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== void 0);
    const inside = r.issues.splice(mark);
    notExactlyOne2(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}
function checkVendorAProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorAProviderCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== void 0) {
    n++;
    z += 17;
    s.push("vendorALabels");
    checkStringMap($vendorALabels, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === void 0) missing2(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== "string") wrongType2(r, "networkId", "a string", $networkId);
    else {
      countText2(r, $networkId);
      if ($networkId.length > 255 && codePoints2($networkId) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    z += 14;
    if (typeof $firewallId !== "string") wrongType2(r, "firewallId", "a string", $firewallId);
    else {
      countText2(r, $firewallId);
      if ($firewallId.length > 255 && codePoints2($firewallId) > 255) outOfBounds2(r, "firewallId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorANodePoolArray($nodePools, r);
    s.pop();
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== void 0) {
    n++;
    z += 28;
    s.push("dedicatedServerNodePools");
    checkNodePoolBaseArray($dedicatedServerNodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image !== void 0) {
    n++;
    z += 9;
    if (typeof $image !== "string") wrongType2(r, "image", "a string", $image);
    else {
      countText2(r, $image);
      if ($image.length > 255 && codePoints2($image) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== void 0) {
    n++;
    z += 10;
    if (typeof $sshKey !== "string") wrongType2(r, "sshKey", "a string", $sshKey);
    else {
      countText2(r, $sshKey);
      if ($sshKey.length > 255 && codePoints2($sshKey) > 255) outOfBounds2(r, "sshKey", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== void 0) {
    n++;
    z += 22;
    s.push("floatingIPSelector");
    checkStringMap($floatingIPSelector, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorAProvider, void 0);
}
function checkNetworkingDns(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (NetworkingDns)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== void 0) {
    n++;
    z += 16;
    if (typeof $dnsForwarder !== "string") wrongType2(r, "dnsForwarder", "a string", $dnsForwarder);
    else {
      countText2(r, $dnsForwarder);
      if ($dnsForwarder.length > 253 && codePoints2($dnsForwarder) > 253) outOfBounds2(r, "dnsForwarder", "MAX_LENGTH", "must be at most 253 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_NetworkingDns, READ_ONLY_IN_NetworkingDns);
}
function checkVendorCProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorCProviderCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== void 0) {
    n++;
    z += 14;
    if (typeof $firewallId !== "string") wrongType2(r, "firewallId", "a string", $firewallId);
    else {
      countText2(r, $firewallId);
      if ($firewallId.length > 255 && codePoints2($firewallId) > 255) outOfBounds2(r, "firewallId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorCNodePoolArray($nodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    if (typeof $image !== "string") wrongType2(r, "image", "a string", $image);
    else {
      countText2(r, $image);
      if ($image.length > 255 && codePoints2($image) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== void 0) {
    n++;
    z += 19;
    s.push("authorizedUsers");
    checkStringArray($authorizedUsers, r);
    s.pop();
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== void 0) {
    n++;
    z += 18;
    s.push("authorizedKeys");
    checkStringArray3($authorizedKeys, r);
    s.pop();
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) missing2(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== "string") wrongType2(r, "vpcId", "a string", $vpcId);
    else {
      countText2(r, $vpcId);
      if ($vpcId.length > 255 && codePoints2($vpcId) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorCProvider, void 0);
}
function checkVendorGProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGProviderCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $connection = v.connection;
  if ($connection === void 0) missing2(r, "connection");
  else {
    n++;
    z += 14;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $location = v.location;
  if ($location === void 0) missing2(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== "string") wrongType2(r, "location", "a string", $location);
    else {
      countText2(r, $location);
      if ($location.length > 255 && codePoints2($location) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== void 0) {
    n++;
    z += 16;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === void 0) missing2(r, "privateNetworkId");
  else {
    n++;
    z += 20;
    if (typeof $privateNetworkId !== "string") wrongType2(r, "privateNetworkId", "a string", $privateNetworkId);
    else {
      countText2(r, $privateNetworkId);
      if ($privateNetworkId.length > 255 && codePoints2($privateNetworkId) > 255) outOfBounds2(r, "privateNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== void 0) {
    n++;
    z += 19;
    if (typeof $firewallEnabled !== "boolean") wrongType2(r, "firewallEnabled", "a boolean", $firewallEnabled);
    else {
      z += $firewallEnabled ? 4 : 5;
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorGNodePoolArray($nodePools, r);
    s.pop();
  }
  const $imageId = v.imageId;
  if ($imageId === void 0) missing2(r, "imageId");
  else {
    n++;
    z += 11;
    if (typeof $imageId !== "string") wrongType2(r, "imageId", "a string", $imageId);
    else {
      countText2(r, $imageId);
      if ($imageId.length > 255 && codePoints2($imageId) > 255) outOfBounds2(r, "imageId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray3($sshKeys, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorGProvider, void 0);
}
function checkVendorIProviderCreate(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorIProviderCreate)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $region = v.region;
  if ($region === void 0) missing2(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== "string") wrongType2(r, "region", "a string", $region);
    else {
      countText2(r, $region);
      if ($region.length > 255 && codePoints2($region) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== void 0) {
    n++;
    z += 15;
    s.push("vendorITags");
    checkStringArray($vendorITags, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== void 0) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== void 0) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== "string") wrongType2(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText2(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints2($preInstallScript) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === void 0) missing2(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== "string") wrongType2(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText2(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints2($tokenSecretLink) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
      if (MATCH_SecretLink2($tokenSecretLink) < 0) noMatch2(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === void 0) missing2(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== "string") wrongType2(r, "vpcId", "a string", $vpcId);
    else {
      countText2(r, $vpcId);
      if ($vpcId.length > 255 && codePoints2($vpcId) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== void 0) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorINodePoolArray($nodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image === void 0) missing2(r, "image");
  else {
    n++;
    z += 9;
    if (typeof $image !== "string") wrongType2(r, "image", "a string", $image);
    else {
      countText2(r, $image);
      if ($image.length > 255 && codePoints2($image) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== void 0) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray($sshKeys, r);
    s.pop();
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== void 0) {
    n++;
    z += 16;
    s.push("extraSshKeys");
    checkStringArray3($extraSshKeys, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== void 0) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== void 0) {
    n++;
    z += 15;
    s.push("reservedIPs");
    checkStringArray4($reservedIPs, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_VendorIProvider, void 0);
}
function checkApiError(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ApiError)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $status = v.status;
  if ($status === void 0) missing2(r, "status");
  else {
    n++;
    z += 10;
    if (!(typeof $status === "number" && Number.isInteger($status))) wrongType2(r, "status", "an integer", $status);
    else {
      z += integerBytes2($status);
    }
  }
  const $message = v.message;
  if ($message === void 0) missing2(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== "string") wrongType2(r, "message", "a string", $message);
    else {
      countText2(r, $message);
      if ($message.length > 4096 && codePoints2($message) > 4096) outOfBounds2(r, "message", "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  const $code = v.code;
  if ($code === void 0) missing2(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== "string") wrongType2(r, "code", "a string", $code);
    else {
      countText2(r, $code);
      if ($code.length > 64 && codePoints2($code) > 64) outOfBounds2(r, "code", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $details = v.details;
  if ($details !== void 0) {
    n++;
    z += 11;
    s.push("details");
    checkApiErrorDetails($details, r);
    s.pop();
  }
  const $id = v.id;
  if ($id !== void 0) {
    n++;
    z += 6;
    if (typeof $id !== "string") wrongType2(r, "id", "a string", $id);
    else {
      countText2(r, $id);
      if ($id.length > 255 && codePoints2($id) > 255) outOfBounds2(r, "id", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ApiError, void 0);
}
function checkApiErrorDetails(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ApiErrorDetails)", v);
  if (r.known !== void 0 && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $issues = v.issues;
  if ($issues !== void 0) {
    n++;
    z += 10;
    s.push("issues");
    checkValidationIssueArray($issues, r);
    s.pop();
  }
  const $issueCount = v.issueCount;
  if ($issueCount !== void 0) {
    n++;
    z += 14;
    if (!(typeof $issueCount === "number" && Number.isInteger($issueCount))) wrongType2(r, "issueCount", "an integer", $issueCount);
    else {
      z += integerBytes2($issueCount);
      if ($issueCount < 0) outOfBounds2(r, "issueCount", "MINIMUM", "must be at least 0; got " + $issueCount);
    }
  }
  const $path = v.path;
  if ($path !== void 0) {
    n++;
    z += 8;
    if (typeof $path !== "string") wrongType2(r, "path", "a string", $path);
    else {
      countText2(r, $path);
      if ($path.length > 16384 && codePoints2($path) > 16384) outOfBounds2(r, "path", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $parameters = v.parameters;
  if ($parameters !== void 0) {
    n++;
    z += 14;
    s.push("parameters");
    checkStringArray5($parameters, r);
    s.pop();
  }
  const $parameterCount = v.parameterCount;
  if ($parameterCount !== void 0) {
    n++;
    z += 18;
    if (!(typeof $parameterCount === "number" && Number.isInteger($parameterCount))) wrongType2(r, "parameterCount", "an integer", $parameterCount);
    else {
      z += integerBytes2($parameterCount);
      if ($parameterCount < 0) outOfBounds2(r, "parameterCount", "MINIMUM", "must be at least 0; got " + $parameterCount);
    }
  }
  const $allowed = v.allowed;
  if ($allowed !== void 0) {
    n++;
    z += 11;
    s.push("allowed");
    checkStringArray6($allowed, r);
    s.pop();
  }
  const $version = v.version;
  if ($version !== void 0) {
    n++;
    z += 11;
    if (!(typeof $version === "number" && Number.isInteger($version))) wrongType2(r, "version", "an integer", $version);
    else {
      z += integerBytes2($version);
      if ($version < 0) outOfBounds2(r, "version", "MINIMUM", "must be at least 0; got " + $version);
    }
  }
  const $parseError = v.parseError;
  if ($parseError !== void 0) {
    n++;
    z += 14;
    if (typeof $parseError !== "string") wrongType2(r, "parseError", "a string", $parseError);
    else {
      countText2(r, $parseError);
      if ($parseError.length > 255 && codePoints2($parseError) > 255) outOfBounds2(r, "parseError", "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ApiErrorDetails, void 0);
}
function checkValidationIssue(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ValidationIssue)", v);
  if (r.known !== void 0 && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $path = v.path;
  if ($path === void 0) missing2(r, "path");
  else {
    n++;
    z += 8;
    if (typeof $path !== "string") wrongType2(r, "path", "a string", $path);
    else {
      countText2(r, $path);
      if ($path.length > 16384 && codePoints2($path) > 16384) outOfBounds2(r, "path", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $code = v.code;
  if ($code === void 0) missing2(r, "code");
  else {
    n++;
    z += 8;
    if (typeof $code !== "string") wrongType2(r, "code", "a string", $code);
    else {
      countText2(r, $code);
      if ($code.length > 64 && codePoints2($code) > 64) outOfBounds2(r, "code", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  const $message = v.message;
  if ($message === void 0) missing2(r, "message");
  else {
    n++;
    z += 11;
    if (typeof $message !== "string") wrongType2(r, "message", "a string", $message);
    else {
      countText2(r, $message);
      if ($message.length > 16384 && codePoints2($message) > 16384) outOfBounds2(r, "message", "MAX_LENGTH", "must be at most 16384 characters long");
    }
  }
  const $detail = v.detail;
  if ($detail !== void 0) {
    n++;
    z += 10;
    if (typeof $detail !== "string") wrongType2(r, "detail", "a string", $detail);
    else {
      countText2(r, $detail);
      if ($detail.length > 64 && codePoints2($detail) > 64) outOfBounds2(r, "detail", "MAX_LENGTH", "must be at most 64 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys2(v) !== n) extraMembers2(r, v, FIELDS_OF_ValidationIssue, void 0);
}
function checkFreeFormObject(v, r) {
  checkFreeForm2(r, v, LIMITS_OF_FreeFormObject);
}
function checkClusterPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 63 && codePoints2(x) > 63) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 63 characters long");
          if (MATCH_12(x) < 0) noMatch2(r, "name", x, FORM_1);
        }
        break;
      }
      case "description": {
        if (typeof x !== "string") wrongType2(r, "description", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 250 && codePoints2(x) > 250) outOfBounds2(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ClusterPatch, PATCH_MODEL.levels.ClusterPatch);
        s.pop();
        break;
      }
      case "$replace/tags": {
        o++;
        s.push("$replace/tags");
        checkClusterTags(x, r);
        s.pop();
        break;
      }
      case "$replace/spec": {
        o++;
        s.push("$replace/spec");
        checkClusterSpecCreate(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ClusterPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ClusterPatch);
}
function checkClusterTagsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterTagsPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      o++;
      s.push("$drop");
      checkOpenKeyList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) {
      o++;
      badPatchMember2(r, k, PATCH_MODEL.levels.ClusterTagsPatch);
    } else {
      const reason = keyProblem0(k);
      if (reason === void 0 || badKey2(r, k, reason)) {
        if (!(typeof x === "string" || typeof x === "number" && Number.isFinite(x) || typeof x === "boolean")) wrongType2(r, k, "a string, a number or a boolean", x);
        else {
          countScalar2(r, x);
          if (typeof x === "string") {
            if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, k, "MAX_LENGTH", "must be at most 255 characters long");
          }
        }
      }
    }
  }
  if (o !== 0) openConflicts2(r, v, PATCH_MODEL.levels.ClusterTagsPatch);
}
function checkClusterSpecPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ClusterSpecPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "version": {
        if (typeof x !== "string") wrongType2(r, "version", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 32 && codePoints2(x) > 32) outOfBounds2(r, "version", "MAX_LENGTH", "must be at most 32 characters long");
          if (MATCH_KubernetesVersion2(x) < 0) noMatch2(r, "version", x, FORM_KubernetesVersion);
        }
        break;
      }
      case "firewall": {
        s.push("firewall");
        checkFirewallEntryArray(x, r);
        s.pop();
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ClusterSpecPatch, PATCH_MODEL.levels.ClusterSpecPatch);
        s.pop();
        break;
      }
      case "$drop/firewall": {
        o++;
        s.push("$drop/firewall");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/firewall": {
        o++;
        s.push("$retain/firewall");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/firewall": {
        o++;
        s.push("$patch/firewall");
        checkFirewallEntryPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/firewall": {
        o++;
        s.push("$append/firewall");
        checkFirewallEntryList(x, r);
        s.pop();
        break;
      }
      case "$replace/provider": {
        o++;
        s.push("$replace/provider");
        checkProviderCreate(x, r, "provider");
        s.pop();
        break;
      }
      case "$replace/addOns": {
        o++;
        s.push("$replace/addOns");
        checkAddOns(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ClusterSpecPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ClusterSpecPatch);
}
function checkProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ProviderPatch)", v);
  const s = r.path;
  let o = 0;
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ProviderPatch, PATCH_MODEL.levels.ProviderPatch);
        s.pop();
        break;
      }
      case "$replace/generic": {
        o++;
        s.push("$replace/generic");
        checkGenericProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorA": {
        o++;
        s.push("$replace/vendorA");
        checkVendorAProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorB": {
        o++;
        s.push("$replace/vendorB");
        checkVendorBProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorC": {
        o++;
        s.push("$replace/vendorC");
        checkVendorCProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorD": {
        o++;
        s.push("$replace/vendorD");
        checkVendorDProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorE": {
        o++;
        s.push("$replace/vendorE");
        checkVendorEProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorF": {
        o++;
        s.push("$replace/vendorF");
        checkVendorFProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/ephemeral": {
        o++;
        s.push("$replace/ephemeral");
        checkEphemeralProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorG": {
        o++;
        s.push("$replace/vendorG");
        checkVendorGProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorH": {
        o++;
        s.push("$replace/vendorH");
        checkVendorHProvider(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorI": {
        o++;
        s.push("$replace/vendorI");
        checkVendorIProviderCreate(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorJ": {
        o++;
        s.push("$replace/vendorJ");
        checkVendorJProvider(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ProviderPatch);
}
function checkGenericProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (GenericProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "location": {
        if (typeof x !== "string") wrongType2(r, "location", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "networking": {
        s.push("networking");
        checkNetworkingFullPatch(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkNodePoolBaseArray(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_GenericProviderPatch, PATCH_MODEL.levels.GenericProviderPatch);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkNodePoolBasePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkNodePoolBaseList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.GenericProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.GenericProviderPatch);
}
function checkNetworkingFullPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (NetworkingFullPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "serviceNetwork": {
        if (typeof x !== "string") wrongType2(r, "serviceNetwork", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 49 && codePoints2(x) > 49) outOfBounds2(r, "serviceNetwork", "MAX_LENGTH", "must be at most 49 characters long");
          if (MATCH_CidrOrAddress2(x) < 0) noMatch2(r, "serviceNetwork", x, FORM_Cidr);
        }
        break;
      }
      case "podNetwork": {
        if (typeof x !== "string") wrongType2(r, "podNetwork", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 49 && codePoints2(x) > 49) outOfBounds2(r, "podNetwork", "MAX_LENGTH", "must be at most 49 characters long");
          if (MATCH_CidrOrAddress2(x) < 0) noMatch2(r, "podNetwork", x, FORM_Cidr);
        }
        break;
      }
      case "dnsForwarder": {
        if (typeof x !== "string") wrongType2(r, "dnsForwarder", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 253 && codePoints2(x) > 253) outOfBounds2(r, "dnsForwarder", "MAX_LENGTH", "must be at most 253 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_NetworkingFullPatch, PATCH_MODEL.levels.NetworkingFullPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.NetworkingFullPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.NetworkingFullPatch);
}
function checkNodePoolBasePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (NodePoolBasePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_NodePoolBasePatch, PATCH_MODEL.levels.NodePoolBasePatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.NodePoolBasePatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.NodePoolBasePatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.NodePoolBasePatch);
}
function checkStringMapPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (StringMapPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      o++;
      s.push("$drop");
      checkOpenKeyList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) {
      o++;
      badPatchMember2(r, k, PATCH_MODEL.levels.StringMapPatch);
    } else {
      const reason = keyProblem0(k);
      if (reason === void 0 || badKey2(r, k, reason)) {
        if (typeof x !== "string") wrongType2(r, k, "a string", x);
        else {
          countText2(r, x);
          if (x.length > 4096 && codePoints2(x) > 4096) outOfBounds2(r, k, "MAX_LENGTH", "must be at most 4096 characters long");
        }
      }
    }
  }
  if (o !== 0) openConflicts2(r, v, PATCH_MODEL.levels.StringMapPatch);
}
function checkTaintPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (TaintPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "key": {
        if (typeof x !== "string") wrongType2(r, "key", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "value": {
        if (typeof x !== "string") wrongType2(r, "value", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 63 && codePoints2(x) > 63) outOfBounds2(r, "value", "MAX_LENGTH", "must be at most 63 characters long");
        }
        break;
      }
      case "effect": {
        if (typeof x !== "string") wrongType2(r, "effect", "a string", x);
        else {
          r.size += x.length + 2;
          if (x !== "NoSchedule" && x !== "PreferNoSchedule" && x !== "NoExecute") notInEnum2(r, "effect", x, ENUM_1);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_TaintPatch, PATCH_MODEL.levels.TaintPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.TaintPatch);
    }
  }
  if (v.key === void 0) missingIdentifier2(r, PATCH_MODEL.levels.TaintPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.TaintPatch);
}
function checkVendorAProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorAProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
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
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") wrongType2(r, "tokenSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "tokenSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "networkId": {
        if (typeof x !== "string") wrongType2(r, "networkId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "firewallId": {
        if (typeof x !== "string") wrongType2(r, "firewallId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "firewallId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorANodePoolArray(x, r);
        s.pop();
        break;
      }
      case "dedicatedServerNodePools": {
        s.push("dedicatedServerNodePools");
        checkNodePoolBaseArray(x, r);
        s.pop();
        break;
      }
      case "image": {
        if (typeof x !== "string") wrongType2(r, "image", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "sshKey": {
        if (typeof x !== "string") wrongType2(r, "sshKey", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "sshKey", "MAX_LENGTH", "must be at most 255 characters long");
        }
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorAProviderPatch, PATCH_MODEL.levels.VendorAProviderPatch);
        s.pop();
        break;
      }
      case "$replace/vendorALabels": {
        o++;
        s.push("$replace/vendorALabels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorANodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorANodePoolList(x, r);
        s.pop();
        break;
      }
      case "$drop/dedicatedServerNodePools": {
        o++;
        s.push("$drop/dedicatedServerNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/dedicatedServerNodePools": {
        o++;
        s.push("$retain/dedicatedServerNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/dedicatedServerNodePools": {
        o++;
        s.push("$patch/dedicatedServerNodePools");
        checkNodePoolBasePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/dedicatedServerNodePools": {
        o++;
        s.push("$append/dedicatedServerNodePools");
        checkNodePoolBaseList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$replace/floatingIPSelector": {
        o++;
        s.push("$replace/floatingIPSelector");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorAProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorAProviderPatch);
}
function checkNetworkingDnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (NetworkingDnsPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "dnsForwarder": {
        if (typeof x !== "string") wrongType2(r, "dnsForwarder", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 253 && codePoints2(x) > 253) outOfBounds2(r, "dnsForwarder", "MAX_LENGTH", "must be at most 253 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_NetworkingDnsPatch, PATCH_MODEL.levels.NetworkingDnsPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.NetworkingDnsPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.NetworkingDnsPatch);
}
function checkAutoscalerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (AutoscalerPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "expander": {
        s.push("expander");
        checkStringEnumArray(x, r);
        s.pop();
        break;
      }
      case "unneededTime": {
        if (typeof x !== "string") wrongType2(r, "unneededTime", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "unneededTime", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Duration2(x) < 0) noMatch2(r, "unneededTime", x, FORM_Duration);
        }
        break;
      }
      case "unreadyTime": {
        if (typeof x !== "string") wrongType2(r, "unreadyTime", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "unreadyTime", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Duration2(x) < 0) noMatch2(r, "unreadyTime", x, FORM_Duration);
        }
        break;
      }
      case "utilizationThreshold": {
        if (!(typeof x === "number" && Number.isFinite(x))) wrongType2(r, "utilizationThreshold", "a number", x);
        else {
          r.size += 1;
          r.wide += 5;
          if (x < 0) outOfBounds2(r, "utilizationThreshold", "MINIMUM", "must be at least 0; got " + x);
          if (x > 1) outOfBounds2(r, "utilizationThreshold", "MAXIMUM", "must be at most 1; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_AutoscalerPatch, PATCH_MODEL.levels.AutoscalerPatch);
        s.pop();
        break;
      }
      case "$drop/expander": {
        o++;
        s.push("$drop/expander");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/expander": {
        o++;
        s.push("$retain/expander");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/expander": {
        o++;
        s.push("$append/expander");
        checkStringEnumList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.AutoscalerPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.AutoscalerPatch);
}
function checkVendorANodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorANodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "serverType": {
        if (typeof x !== "string") wrongType2(r, "serverType", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "serverType", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "overrideImage": {
        if (typeof x !== "string") wrongType2(r, "overrideImage", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "overrideImage", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorANodePoolPatch, PATCH_MODEL.levels.VendorANodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorANodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorANodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorANodePoolPatch);
}
function checkVendorBProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "vendorBTags": {
        s.push("vendorBTags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "skipCreateRoles": {
        if (typeof x !== "boolean") wrongType2(r, "skipCreateRoles", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
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
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "image": {
        s.push("image");
        checkVendorBImagePatch(x, r);
        s.pop();
        break;
      }
      case "deployRoleArn": {
        if (typeof x !== "string") wrongType2(r, "deployRoleArn", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "deployRoleArn", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "deployRoleChain": {
        s.push("deployRoleChain");
        checkVendorBDeployRoleArray(x, r);
        s.pop();
        break;
      }
      case "vpcId": {
        if (typeof x !== "string") wrongType2(r, "vpcId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "keyPair": {
        if (typeof x !== "string") wrongType2(r, "keyPair", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "keyPair", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "diskEncryptionKeyArn": {
        if (typeof x !== "string") wrongType2(r, "diskEncryptionKeyArn", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "diskEncryptionKeyArn", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "securityGroupIds": {
        s.push("securityGroupIds");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "extraNodePolicies": {
        s.push("extraNodePolicies");
        checkStringArray2(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorBNodePoolArray(x, r);
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBProviderPatch, PATCH_MODEL.levels.VendorBProviderPatch);
        s.pop();
        break;
      }
      case "$replace/vendorBTags": {
        o++;
        s.push("$replace/vendorBTags");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$replace/image": {
        o++;
        s.push("$replace/image");
        checkVendorBImage(x, r, "image");
        s.pop();
        break;
      }
      case "$drop/deployRoleChain": {
        o++;
        s.push("$drop/deployRoleChain");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/deployRoleChain": {
        o++;
        s.push("$retain/deployRoleChain");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/deployRoleChain": {
        o++;
        s.push("$patch/deployRoleChain");
        checkVendorBDeployRolePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/deployRoleChain": {
        o++;
        s.push("$append/deployRoleChain");
        checkVendorBDeployRoleList(x, r);
        s.pop();
        break;
      }
      case "$drop/securityGroupIds": {
        o++;
        s.push("$drop/securityGroupIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/securityGroupIds": {
        o++;
        s.push("$retain/securityGroupIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/securityGroupIds": {
        o++;
        s.push("$append/securityGroupIds");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$drop/extraNodePolicies": {
        o++;
        s.push("$drop/extraNodePolicies");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/extraNodePolicies": {
        o++;
        s.push("$retain/extraNodePolicies");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/extraNodePolicies": {
        o++;
        s.push("$append/extraNodePolicies");
        checkStringList3(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorBNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorBNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBProviderPatch);
}
function checkVendorBImagePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBImagePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "recommended": {
        if (typeof x !== "string") wrongType2(r, "recommended", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "recommended", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "exact": {
        if (typeof x !== "string") wrongType2(r, "exact", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "exact", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBImagePatch, PATCH_MODEL.levels.VendorBImagePatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBImagePatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBImagePatch);
}
function checkVendorBDeployRolePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBDeployRolePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") wrongType2(r, "roleArn", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "externalId": {
        if (typeof x !== "string") wrongType2(r, "externalId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "externalId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "sessionNamePrefix": {
        if (typeof x !== "string") wrongType2(r, "sessionNamePrefix", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "sessionNamePrefix", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBDeployRolePatch, PATCH_MODEL.levels.VendorBDeployRolePatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBDeployRolePatch);
    }
  }
  if (v.roleArn === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorBDeployRolePatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBDeployRolePatch);
}
function checkVendorBNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "instanceTypes": {
        s.push("instanceTypes");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "overrideImage": {
        s.push("overrideImage");
        checkVendorBImagePatch(x, r);
        s.pop();
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "bootDiskSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "onDemandBaseCapacity": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "onDemandBaseCapacity", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "onDemandBaseCapacity", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "onDemandPercentageAboveBaseCapacity": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "onDemandPercentageAboveBaseCapacity", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "onDemandPercentageAboveBaseCapacity", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "spotAllocationStrategy": {
        if (typeof x !== "string") wrongType2(r, "spotAllocationStrategy", "a string", x);
        else {
          r.size += x.length + 2;
          if (x !== "lowest-price" && x !== "capacity-optimized" && x !== "capacity-optimized-prioritized" && x !== "price-capacity-optimized") notInEnum2(r, "spotAllocationStrategy", x, ENUM_3);
        }
        break;
      }
      case "subnetIds": {
        s.push("subnetIds");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "extraSecurityGroupIds": {
        s.push("extraSecurityGroupIds");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "cpuOptions": {
        s.push("cpuOptions");
        checkVendorBCpuOptionsPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBNodePoolPatch, PATCH_MODEL.levels.VendorBNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      case "$drop/instanceTypes": {
        o++;
        s.push("$drop/instanceTypes");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/instanceTypes": {
        o++;
        s.push("$retain/instanceTypes");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/instanceTypes": {
        o++;
        s.push("$append/instanceTypes");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$replace/overrideImage": {
        o++;
        s.push("$replace/overrideImage");
        checkVendorBImage(x, r, "override image");
        s.pop();
        break;
      }
      case "$drop/subnetIds": {
        o++;
        s.push("$drop/subnetIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/subnetIds": {
        o++;
        s.push("$retain/subnetIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/subnetIds": {
        o++;
        s.push("$append/subnetIds");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$drop/extraSecurityGroupIds": {
        o++;
        s.push("$drop/extraSecurityGroupIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/extraSecurityGroupIds": {
        o++;
        s.push("$retain/extraSecurityGroupIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/extraSecurityGroupIds": {
        o++;
        s.push("$append/extraSecurityGroupIds");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$replace/cpuOptions": {
        o++;
        s.push("$replace/cpuOptions");
        checkVendorBCpuOptions(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorBNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBNodePoolPatch);
}
function checkVendorBCpuOptionsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBCpuOptionsPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "nestedVirtualization": {
        if (typeof x !== "boolean") wrongType2(r, "nestedVirtualization", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBCpuOptionsPatch, PATCH_MODEL.levels.VendorBCpuOptionsPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBCpuOptionsPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBCpuOptionsPatch);
}
function checkVendorCProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorCProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") wrongType2(r, "tokenSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "tokenSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "firewallId": {
        if (typeof x !== "string") wrongType2(r, "firewallId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "firewallId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorCNodePoolArray(x, r);
        s.pop();
        break;
      }
      case "image": {
        if (typeof x !== "string") wrongType2(r, "image", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "authorizedUsers": {
        s.push("authorizedUsers");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "authorizedKeys": {
        s.push("authorizedKeys");
        checkStringArray3(x, r);
        s.pop();
        break;
      }
      case "vpcId": {
        if (typeof x !== "string") wrongType2(r, "vpcId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorCProviderPatch, PATCH_MODEL.levels.VendorCProviderPatch);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorCNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorCNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$drop/authorizedUsers": {
        o++;
        s.push("$drop/authorizedUsers");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/authorizedUsers": {
        o++;
        s.push("$retain/authorizedUsers");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/authorizedUsers": {
        o++;
        s.push("$append/authorizedUsers");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$drop/authorizedKeys": {
        o++;
        s.push("$drop/authorizedKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/authorizedKeys": {
        o++;
        s.push("$retain/authorizedKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/authorizedKeys": {
        o++;
        s.push("$append/authorizedKeys");
        checkStringList4(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorCProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorCProviderPatch);
}
function checkVendorCNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorCNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "serverType": {
        if (typeof x !== "string") wrongType2(r, "serverType", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "serverType", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "overrideImage": {
        if (typeof x !== "string") wrongType2(r, "overrideImage", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "overrideImage", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "subnetId": {
        if (typeof x !== "string") wrongType2(r, "subnetId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "subnetId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorCNodePoolPatch, PATCH_MODEL.levels.VendorCNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorCNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorCNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorCNodePoolPatch);
}
function checkVendorDProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorDProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "datacenter": {
        if (typeof x !== "string") wrongType2(r, "datacenter", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "datacenter", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") wrongType2(r, "tokenSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "tokenSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorDNodePoolArray(x, r);
        s.pop();
        break;
      }
      case "sshKeys": {
        s.push("sshKeys");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "unmanagedNodePools": {
        s.push("unmanagedNodePools");
        checkNodePoolBaseArray(x, r);
        s.pop();
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorDProviderPatch, PATCH_MODEL.levels.VendorDProviderPatch);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorDNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorDNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$drop/sshKeys": {
        o++;
        s.push("$drop/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/sshKeys": {
        o++;
        s.push("$retain/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/sshKeys": {
        o++;
        s.push("$append/sshKeys");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$drop/unmanagedNodePools": {
        o++;
        s.push("$drop/unmanagedNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/unmanagedNodePools": {
        o++;
        s.push("$retain/unmanagedNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/unmanagedNodePools": {
        o++;
        s.push("$patch/unmanagedNodePools");
        checkNodePoolBasePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/unmanagedNodePools": {
        o++;
        s.push("$append/unmanagedNodePools");
        checkNodePoolBaseList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorDProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorDProviderPatch);
}
function checkVendorDNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorDNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "flavor": {
        if (typeof x !== "string") wrongType2(r, "flavor", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "flavor", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorDNodePoolPatch, PATCH_MODEL.levels.VendorDNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorDNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorDNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorDNodePoolPatch);
}
function checkVendorEProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorEProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") wrongType2(r, "tokenSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "tokenSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorENodePoolArray(x, r);
        s.pop();
        break;
      }
      case "sshKey": {
        if (typeof x !== "string") wrongType2(r, "sshKey", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "sshKey", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "unmanagedNodePools": {
        s.push("unmanagedNodePools");
        checkNodePoolBaseArray(x, r);
        s.pop();
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "fileSystems": {
        s.push("fileSystems");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorEProviderPatch, PATCH_MODEL.levels.VendorEProviderPatch);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorENodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorENodePoolList(x, r);
        s.pop();
        break;
      }
      case "$drop/unmanagedNodePools": {
        o++;
        s.push("$drop/unmanagedNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/unmanagedNodePools": {
        o++;
        s.push("$retain/unmanagedNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/unmanagedNodePools": {
        o++;
        s.push("$patch/unmanagedNodePools");
        checkNodePoolBasePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/unmanagedNodePools": {
        o++;
        s.push("$append/unmanagedNodePools");
        checkNodePoolBaseList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$drop/fileSystems": {
        o++;
        s.push("$drop/fileSystems");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/fileSystems": {
        o++;
        s.push("$retain/fileSystems");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/fileSystems": {
        o++;
        s.push("$append/fileSystems");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorEProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorEProviderPatch);
}
function checkVendorENodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorENodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "instanceType": {
        if (typeof x !== "string") wrongType2(r, "instanceType", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "instanceType", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorENodePoolPatch, PATCH_MODEL.levels.VendorENodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorENodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorENodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorENodePoolPatch);
}
function checkVendorFProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorFProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") wrongType2(r, "tokenSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "tokenSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "sharedDrives": {
        s.push("sharedDrives");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorFNodePoolArray(x, r);
        s.pop();
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "unmanagedNodePools": {
        s.push("unmanagedNodePools");
        checkNodePoolBaseArray(x, r);
        s.pop();
        break;
      }
      case "preInstallScript": {
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "userIds": {
        s.push("userIds");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "networkId": {
        if (typeof x !== "string") wrongType2(r, "networkId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorFProviderPatch, PATCH_MODEL.levels.VendorFProviderPatch);
        s.pop();
        break;
      }
      case "$drop/sharedDrives": {
        o++;
        s.push("$drop/sharedDrives");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/sharedDrives": {
        o++;
        s.push("$retain/sharedDrives");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/sharedDrives": {
        o++;
        s.push("$append/sharedDrives");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorFNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorFNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$drop/unmanagedNodePools": {
        o++;
        s.push("$drop/unmanagedNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/unmanagedNodePools": {
        o++;
        s.push("$retain/unmanagedNodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/unmanagedNodePools": {
        o++;
        s.push("$patch/unmanagedNodePools");
        checkNodePoolBasePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/unmanagedNodePools": {
        o++;
        s.push("$append/unmanagedNodePools");
        checkNodePoolBaseList(x, r);
        s.pop();
        break;
      }
      case "$drop/userIds": {
        o++;
        s.push("$drop/userIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/userIds": {
        o++;
        s.push("$retain/userIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/userIds": {
        o++;
        s.push("$append/userIds");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorFProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorFProviderPatch);
}
function checkVendorFNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorFNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "publicIpType": {
        if (typeof x !== "string") wrongType2(r, "publicIpType", "a string", x);
        else {
          r.size += x.length + 2;
          if (x !== "none" && x !== "dynamic" && x !== "static") notInEnum2(r, "publicIpType", x, ENUM_4);
        }
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "bootDiskSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "machineType": {
        if (typeof x !== "string") wrongType2(r, "machineType", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "machineType", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorFNodePoolPatch, PATCH_MODEL.levels.VendorFNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorFNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorFNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorFNodePoolPatch);
}
function checkEphemeralProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (EphemeralProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "location": {
        if (typeof x !== "string") wrongType2(r, "location", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkEphemeralNodePoolArray(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_EphemeralProviderPatch, PATCH_MODEL.levels.EphemeralProviderPatch);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkEphemeralNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkEphemeralNodePoolList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.EphemeralProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.EphemeralProviderPatch);
}
function checkEphemeralNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (EphemeralNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "count": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "count", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "count", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "arch": {
        if (typeof x !== "string") wrongType2(r, "arch", "a string", x);
        else {
          r.size += x.length + 2;
          if (x !== "any" && x !== "arm64" && x !== "amd64") notInEnum2(r, "arch", x, ENUM_5);
        }
        break;
      }
      case "flavor": {
        if (typeof x !== "string") wrongType2(r, "flavor", "a string", x);
        else {
          r.size += x.length + 2;
          if (x !== "debian" && x !== "ubuntu" && x !== "fedora") notInEnum2(r, "flavor", x, ENUM_6);
        }
        break;
      }
      case "cpu": {
        if (typeof x !== "string") wrongType2(r, "cpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "cpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "cpu", x, FORM_Quantity);
        }
        break;
      }
      case "memory": {
        if (typeof x !== "string") wrongType2(r, "memory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "memory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "memory", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_EphemeralNodePoolPatch, PATCH_MODEL.levels.EphemeralNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.EphemeralNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.EphemeralNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.EphemeralNodePoolPatch);
}
function checkVendorGProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGProviderPatch)", v);
  const s = r.path;
  let o = 0;
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
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "location": {
        if (typeof x !== "string") wrongType2(r, "location", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "loadBalancer": {
        s.push("loadBalancer");
        checkVendorGLoadBalancerPatch(x, r);
        s.pop();
        break;
      }
      case "privateNetworkId": {
        if (typeof x !== "string") wrongType2(r, "privateNetworkId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "privateNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "firewallEnabled": {
        if (typeof x !== "boolean") wrongType2(r, "firewallEnabled", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorGNodePoolArray(x, r);
        s.pop();
        break;
      }
      case "imageId": {
        if (typeof x !== "string") wrongType2(r, "imageId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "imageId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "sshKeys": {
        s.push("sshKeys");
        checkStringArray3(x, r);
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGProviderPatch, PATCH_MODEL.levels.VendorGProviderPatch);
        s.pop();
        break;
      }
      case "$replace/connection": {
        o++;
        s.push("$replace/connection");
        checkVendorGConnection(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$replace/loadBalancer": {
        o++;
        s.push("$replace/loadBalancer");
        checkVendorGLoadBalancer(x, r, "load balancer");
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorGNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorGNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$drop/sshKeys": {
        o++;
        s.push("$drop/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/sshKeys": {
        o++;
        s.push("$retain/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/sshKeys": {
        o++;
        s.push("$append/sshKeys");
        checkStringList4(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGProviderPatch);
}
function checkVendorGConnectionPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGConnectionPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "url": {
        if (typeof x !== "string") wrongType2(r, "url", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "url", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "account": {
        if (typeof x !== "string") wrongType2(r, "account", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "account", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "user": {
        if (typeof x !== "string") wrongType2(r, "user", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "user", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "privateKeySecretLink": {
        if (typeof x !== "string") wrongType2(r, "privateKeySecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "privateKeySecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "privateKeySecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGConnectionPatch, PATCH_MODEL.levels.VendorGConnectionPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGConnectionPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGConnectionPatch);
}
function checkVendorGLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGLoadBalancerPatch)", v);
  const s = r.path;
  let o = 0;
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGLoadBalancerPatch, PATCH_MODEL.levels.VendorGLoadBalancerPatch);
        s.pop();
        break;
      }
      case "$replace/manual": {
        o++;
        s.push("$replace/manual");
        checkVendorGManualLoadBalancer(x, r);
        s.pop();
        break;
      }
      case "$replace/none": {
        o++;
        s.push("$replace/none");
        checkVendorGNoLoadBalancer(x, r);
        s.pop();
        break;
      }
      case "$replace/gateway": {
        o++;
        s.push("$replace/gateway");
        checkVendorGGatewayLoadBalancer(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGLoadBalancerPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGLoadBalancerPatch);
}
function checkVendorGManualLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGManualLoadBalancerPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "packageId": {
        if (typeof x !== "string") wrongType2(r, "packageId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "packageId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "imageId": {
        if (typeof x !== "string") wrongType2(r, "imageId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "imageId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "publicNetworkId": {
        if (typeof x !== "string") wrongType2(r, "publicNetworkId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "publicNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "privateNetworkIds": {
        s.push("privateNetworkIds");
        checkStringArray(x, r);
        s.pop();
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
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "count", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 1) outOfBounds2(r, "count", "MINIMUM", "must be at least 1; got " + x);
          if (x > 3) outOfBounds2(r, "count", "MAXIMUM", "must be at most 3; got " + x);
        }
        break;
      }
      case "cnsInternalDomain": {
        if (typeof x !== "string") wrongType2(r, "cnsInternalDomain", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 253 && codePoints2(x) > 253) outOfBounds2(r, "cnsInternalDomain", "MAX_LENGTH", "must be at most 253 characters long");
        }
        break;
      }
      case "cnsPublicDomain": {
        if (typeof x !== "string") wrongType2(r, "cnsPublicDomain", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 253 && codePoints2(x) > 253) outOfBounds2(r, "cnsPublicDomain", "MAX_LENGTH", "must be at most 253 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGManualLoadBalancerPatch, PATCH_MODEL.levels.VendorGManualLoadBalancerPatch);
        s.pop();
        break;
      }
      case "$drop/privateNetworkIds": {
        o++;
        s.push("$drop/privateNetworkIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/privateNetworkIds": {
        o++;
        s.push("$retain/privateNetworkIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/privateNetworkIds": {
        o++;
        s.push("$append/privateNetworkIds");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$replace/metadata": {
        o++;
        s.push("$replace/metadata");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$replace/tags": {
        o++;
        s.push("$replace/tags");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$replace/logging": {
        o++;
        s.push("$replace/logging");
        checkVendorGLoadBalancerLogging(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGManualLoadBalancerPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGManualLoadBalancerPatch);
}
function checkVendorGLoadBalancerLoggingPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGLoadBalancerLoggingPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "nodePort": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "nodePort", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 3e4) outOfBounds2(r, "nodePort", "MINIMUM", "must be at least 30000; got " + x);
          if (x > 65535) outOfBounds2(r, "nodePort", "MAXIMUM", "must be at most 65535; got " + x);
        }
        break;
      }
      case "externalSyslog": {
        if (typeof x !== "string") wrongType2(r, "externalSyslog", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 259 && codePoints2(x) > 259) outOfBounds2(r, "externalSyslog", "MAX_LENGTH", "must be at most 259 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGLoadBalancerLoggingPatch, PATCH_MODEL.levels.VendorGLoadBalancerLoggingPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGLoadBalancerLoggingPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGLoadBalancerLoggingPatch);
}
function checkVendorGNoLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGNoLoadBalancerPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.VendorGNoLoadBalancerPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGNoLoadBalancerPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGNoLoadBalancerPatch);
}
function checkVendorGGatewayLoadBalancerPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGGatewayLoadBalancerPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.VendorGGatewayLoadBalancerPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGGatewayLoadBalancerPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGGatewayLoadBalancerPatch);
}
function checkVendorGNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorGNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "packageId": {
        if (typeof x !== "string") wrongType2(r, "packageId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "packageId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "overrideImageId": {
        if (typeof x !== "string") wrongType2(r, "overrideImageId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "overrideImageId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "publicNetworkId": {
        if (typeof x !== "string") wrongType2(r, "publicNetworkId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "publicNetworkId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "privateNetworkIds": {
        s.push("privateNetworkIds");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "vendorGTags": {
        s.push("vendorGTags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNodePoolPatch, PATCH_MODEL.levels.VendorGNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      case "$drop/privateNetworkIds": {
        o++;
        s.push("$drop/privateNetworkIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/privateNetworkIds": {
        o++;
        s.push("$retain/privateNetworkIds");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/privateNetworkIds": {
        o++;
        s.push("$append/privateNetworkIds");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorGTags": {
        o++;
        s.push("$replace/vendorGTags");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorGNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorGNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorGNodePoolPatch);
}
function checkVendorHProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "location": {
        if (typeof x !== "string") wrongType2(r, "location", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "subscriptionId": {
        if (typeof x !== "string") wrongType2(r, "subscriptionId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "subscriptionId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "sdkSecretLink": {
        if (typeof x !== "string") wrongType2(r, "sdkSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "sdkSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "sdkSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "resourceGroup": {
        if (typeof x !== "string") wrongType2(r, "resourceGroup", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "resourceGroup", "MAX_LENGTH", "must be at most 255 characters long");
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
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "image": {
        s.push("image");
        checkVendorHImagePatch(x, r);
        s.pop();
        break;
      }
      case "sshKeys": {
        s.push("sshKeys");
        checkStringArray3(x, r);
        s.pop();
        break;
      }
      case "networkId": {
        if (typeof x !== "string") wrongType2(r, "networkId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "networkId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "tags": {
        s.push("tags");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorHNodePoolArray(x, r);
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorHProviderPatch, PATCH_MODEL.levels.VendorHProviderPatch);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$replace/image": {
        o++;
        s.push("$replace/image");
        checkVendorHImage(x, r, "image");
        s.pop();
        break;
      }
      case "$drop/sshKeys": {
        o++;
        s.push("$drop/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/sshKeys": {
        o++;
        s.push("$retain/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/sshKeys": {
        o++;
        s.push("$append/sshKeys");
        checkStringList4(x, r);
        s.pop();
        break;
      }
      case "$replace/tags": {
        o++;
        s.push("$replace/tags");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorHNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorHNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorHProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorHProviderPatch);
}
function checkVendorHImagePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHImagePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "recommended": {
        if (typeof x !== "string") wrongType2(r, "recommended", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "recommended", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "reference": {
        s.push("reference");
        checkVendorHImageReferencePatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorHImagePatch, PATCH_MODEL.levels.VendorHImagePatch);
        s.pop();
        break;
      }
      case "$replace/reference": {
        o++;
        s.push("$replace/reference");
        checkVendorHImageReference(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorHImagePatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorHImagePatch);
}
function checkVendorHImageReferencePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHImageReferencePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "publisher": {
        if (typeof x !== "string") wrongType2(r, "publisher", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "publisher", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "offer": {
        if (typeof x !== "string") wrongType2(r, "offer", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "offer", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "sku": {
        if (typeof x !== "string") wrongType2(r, "sku", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "sku", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "version": {
        if (typeof x !== "string") wrongType2(r, "version", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "version", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorHImageReferencePatch, PATCH_MODEL.levels.VendorHImageReferencePatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorHImageReferencePatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorHImageReferencePatch);
}
function checkVendorHNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "size": {
        if (typeof x !== "string") wrongType2(r, "size", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "size", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "subnetId": {
        if (typeof x !== "string") wrongType2(r, "subnetId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "subnetId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "zones": {
        s.push("zones");
        checkIntegerArray(x, r);
        s.pop();
        break;
      }
      case "overrideImage": {
        s.push("overrideImage");
        checkVendorHImagePatch(x, r);
        s.pop();
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "bootDiskSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorHNodePoolPatch, PATCH_MODEL.levels.VendorHNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      case "$drop/zones": {
        o++;
        s.push("$drop/zones");
        checkIntegerList(x, r);
        s.pop();
        break;
      }
      case "$retain/zones": {
        o++;
        s.push("$retain/zones");
        checkIntegerList(x, r);
        s.pop();
        break;
      }
      case "$append/zones": {
        o++;
        s.push("$append/zones");
        checkIntegerList(x, r);
        s.pop();
        break;
      }
      case "$replace/overrideImage": {
        o++;
        s.push("$replace/overrideImage");
        checkVendorHImage(x, r, "override image");
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorHNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorHNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorHNodePoolPatch);
}
function checkVendorIProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorIProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "vendorITags": {
        s.push("vendorITags");
        checkStringArray(x, r);
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
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "tokenSecretLink": {
        if (typeof x !== "string") wrongType2(r, "tokenSecretLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "tokenSecretLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "tokenSecretLink", x, FORM_SecretLink);
        }
        break;
      }
      case "vpcId": {
        if (typeof x !== "string") wrongType2(r, "vpcId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "vpcId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorINodePoolArray(x, r);
        s.pop();
        break;
      }
      case "image": {
        if (typeof x !== "string") wrongType2(r, "image", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "image", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "sshKeys": {
        s.push("sshKeys");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "extraSshKeys": {
        s.push("extraSshKeys");
        checkStringArray3(x, r);
        s.pop();
        break;
      }
      case "autoscaler": {
        s.push("autoscaler");
        checkAutoscalerPatch(x, r);
        s.pop();
        break;
      }
      case "reservedIPs": {
        s.push("reservedIPs");
        checkStringArray4(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorIProviderPatch, PATCH_MODEL.levels.VendorIProviderPatch);
        s.pop();
        break;
      }
      case "$drop/vendorITags": {
        o++;
        s.push("$drop/vendorITags");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/vendorITags": {
        o++;
        s.push("$retain/vendorITags");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/vendorITags": {
        o++;
        s.push("$append/vendorITags");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingDns(x, r);
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorINodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorINodePoolList(x, r);
        s.pop();
        break;
      }
      case "$drop/sshKeys": {
        o++;
        s.push("$drop/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/sshKeys": {
        o++;
        s.push("$retain/sshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/sshKeys": {
        o++;
        s.push("$append/sshKeys");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$drop/extraSshKeys": {
        o++;
        s.push("$drop/extraSshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/extraSshKeys": {
        o++;
        s.push("$retain/extraSshKeys");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/extraSshKeys": {
        o++;
        s.push("$append/extraSshKeys");
        checkStringList4(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      case "$drop/reservedIPs": {
        o++;
        s.push("$drop/reservedIPs");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/reservedIPs": {
        o++;
        s.push("$retain/reservedIPs");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/reservedIPs": {
        o++;
        s.push("$append/reservedIPs");
        checkStringList5(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorIProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorIProviderPatch);
}
function checkVendorINodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorINodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "vendorISize": {
        if (typeof x !== "string") wrongType2(r, "vendorISize", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "vendorISize", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "overrideImage": {
        if (typeof x !== "string") wrongType2(r, "overrideImage", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "overrideImage", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorINodePoolPatch, PATCH_MODEL.levels.VendorINodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorINodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorINodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorINodePoolPatch);
}
function checkVendorJProviderPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJProviderPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "projectId": {
        if (typeof x !== "string") wrongType2(r, "projectId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "projectId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "region": {
        if (typeof x !== "string") wrongType2(r, "region", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "region", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "tags": {
        s.push("tags");
        checkStringArray(x, r);
        s.pop();
        break;
      }
      case "metadata": {
        s.push("metadata");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "network": {
        if (typeof x !== "string") wrongType2(r, "network", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "network", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "saKeyLink": {
        if (typeof x !== "string") wrongType2(r, "saKeyLink", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "saKeyLink", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "saKeyLink", x, FORM_SecretLink);
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
        if (typeof x !== "string") wrongType2(r, "preInstallScript", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 16384 && codePoints2(x) > 16384) outOfBounds2(r, "preInstallScript", "MAX_LENGTH", "must be at most 16384 characters long");
        }
        break;
      }
      case "image": {
        s.push("image");
        checkVendorJImagePatch(x, r);
        s.pop();
        break;
      }
      case "nodePools": {
        s.push("nodePools");
        checkVendorJNodePoolArray(x, r);
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorJProviderPatch, PATCH_MODEL.levels.VendorJProviderPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/tags": {
        o++;
        s.push("$drop/tags");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/tags": {
        o++;
        s.push("$retain/tags");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/tags": {
        o++;
        s.push("$append/tags");
        checkStringList2(x, r);
        s.pop();
        break;
      }
      case "$replace/metadata": {
        o++;
        s.push("$replace/metadata");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$replace/networking": {
        o++;
        s.push("$replace/networking");
        checkNetworkingFull(x, r);
        s.pop();
        break;
      }
      case "$replace/image": {
        o++;
        s.push("$replace/image");
        checkVendorJImage(x, r, "image");
        s.pop();
        break;
      }
      case "$drop/nodePools": {
        o++;
        s.push("$drop/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/nodePools": {
        o++;
        s.push("$retain/nodePools");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/nodePools": {
        o++;
        s.push("$patch/nodePools");
        checkVendorJNodePoolPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/nodePools": {
        o++;
        s.push("$append/nodePools");
        checkVendorJNodePoolList(x, r);
        s.pop();
        break;
      }
      case "$replace/autoscaler": {
        o++;
        s.push("$replace/autoscaler");
        checkAutoscaler(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorJProviderPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorJProviderPatch);
}
function checkVendorJImagePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJImagePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "recommended": {
        if (typeof x !== "string") wrongType2(r, "recommended", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "recommended", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "family": {
        s.push("family");
        checkVendorJImageFamilyPatch(x, r);
        s.pop();
        break;
      }
      case "exact": {
        if (typeof x !== "string") wrongType2(r, "exact", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "exact", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorJImagePatch, PATCH_MODEL.levels.VendorJImagePatch);
        s.pop();
        break;
      }
      case "$replace/family": {
        o++;
        s.push("$replace/family");
        checkVendorJImageFamily(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorJImagePatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorJImagePatch);
}
function checkVendorJImageFamilyPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJImageFamilyPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "project": {
        if (typeof x !== "string") wrongType2(r, "project", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "project", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "family": {
        if (typeof x !== "string") wrongType2(r, "family", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "family", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorJImageFamilyPatch, PATCH_MODEL.levels.VendorJImageFamilyPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorJImageFamilyPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorJImageFamilyPatch);
}
function checkVendorJNodePoolPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorJNodePoolPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "labels": {
        s.push("labels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "taints": {
        s.push("taints");
        checkTaintArray(x, r);
        s.pop();
        break;
      }
      case "machineType": {
        if (typeof x !== "string") wrongType2(r, "machineType", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "machineType", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "assignPublicIP": {
        if (typeof x !== "boolean") wrongType2(r, "assignPublicIP", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "zone": {
        if (typeof x !== "string") wrongType2(r, "zone", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "zone", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "overrideImage": {
        s.push("overrideImage");
        checkVendorJImagePatch(x, r);
        s.pop();
        break;
      }
      case "bootDiskSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "bootDiskSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 20) outOfBounds2(r, "bootDiskSize", "MINIMUM", "must be at least 20; got " + x);
        }
        break;
      }
      case "minSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "minSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "minSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "maxSize": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxSize", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "maxSize", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "preemptible": {
        if (typeof x !== "boolean") wrongType2(r, "preemptible", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "subnet": {
        if (typeof x !== "string") wrongType2(r, "subnet", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "subnet", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "localPersistentDisks": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "localPersistentDisks", "an integer", x);
        else {
          r.size += integerBytes2(x);
          if (x < 0) outOfBounds2(r, "localPersistentDisks", "MINIMUM", "must be at least 0; got " + x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorJNodePoolPatch, PATCH_MODEL.levels.VendorJNodePoolPatch);
        s.pop();
        break;
      }
      case "$replace/labels": {
        o++;
        s.push("$replace/labels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      case "$drop/taints": {
        o++;
        s.push("$drop/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/taints": {
        o++;
        s.push("$retain/taints");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/taints": {
        o++;
        s.push("$patch/taints");
        checkTaintPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/taints": {
        o++;
        s.push("$append/taints");
        checkTaintList(x, r);
        s.pop();
        break;
      }
      case "$replace/overrideImage": {
        o++;
        s.push("$replace/overrideImage");
        checkVendorJImage(x, r, "override image");
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorJNodePoolPatch);
    }
  }
  if (v.name === void 0) missingIdentifier2(r, PATCH_MODEL.levels.VendorJNodePoolPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorJNodePoolPatch);
}
function checkAddOnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (AddOnsPatch)", v);
  const s = r.path;
  let o = 0;
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_AddOnsPatch, PATCH_MODEL.levels.AddOnsPatch);
        s.pop();
        break;
      }
      case "$replace/dashboard": {
        o++;
        s.push("$replace/dashboard");
        checkDashboardAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/dashboardAlt": {
        o++;
        s.push("$replace/dashboardAlt");
        checkDashboardAltAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorHWorkloadIdentity": {
        o++;
        s.push("$replace/vendorHWorkloadIdentity");
        checkVendorHWorkloadIdentityAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBWorkloadIdentity": {
        o++;
        s.push("$replace/vendorBWorkloadIdentity");
        checkVendorBWorkloadIdentityAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/localPathStorage": {
        o++;
        s.push("$replace/localPathStorage");
        checkLocalPathStorageAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/metrics": {
        o++;
        s.push("$replace/metrics");
        checkMetricsAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/logs": {
        o++;
        s.push("$replace/logs");
        checkLogsAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/registryMirror": {
        o++;
        s.push("$replace/registryMirror");
        checkRegistryMirrorAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorK": {
        o++;
        s.push("$replace/vendorK");
        checkVendorKAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBEFS": {
        o++;
        s.push("$replace/vendorBEFS");
        checkVendorBEfsAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBECR": {
        o++;
        s.push("$replace/vendorBECR");
        checkVendorBEcrAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorBELB": {
        o++;
        s.push("$replace/vendorBELB");
        checkVendorBElbAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorHACR": {
        o++;
        s.push("$replace/vendorHACR");
        checkVendorHAcrAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/sysbox": {
        o++;
        s.push("$replace/sysbox");
        checkSysboxAddOn(x, r);
        s.pop();
        break;
      }
      case "$replace/byok": {
        o++;
        s.push("$replace/byok");
        checkByokAddOn(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.AddOnsPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.AddOnsPatch);
}
function checkDashboardAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (DashboardAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.DashboardAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.DashboardAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.DashboardAddOnPatch);
}
function checkDashboardAltAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (DashboardAltAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.DashboardAltAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.DashboardAltAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.DashboardAltAddOnPatch);
}
function checkVendorHWorkloadIdentityAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHWorkloadIdentityAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "tenantId": {
        if (typeof x !== "string") wrongType2(r, "tenantId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "tenantId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorHWorkloadIdentityAddOnPatch, PATCH_MODEL.levels.VendorHWorkloadIdentityAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorHWorkloadIdentityAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorHWorkloadIdentityAddOnPatch);
}
function checkVendorBWorkloadIdentityAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBWorkloadIdentityAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.VendorBWorkloadIdentityAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBWorkloadIdentityAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBWorkloadIdentityAddOnPatch);
}
function checkLocalPathStorageAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (LocalPathStorageAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.LocalPathStorageAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.LocalPathStorageAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.LocalPathStorageAddOnPatch);
}
function checkMetricsAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (MetricsAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "kubeState": {
        if (typeof x !== "boolean") wrongType2(r, "kubeState", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "coreDns": {
        if (typeof x !== "boolean") wrongType2(r, "coreDns", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "kubelet": {
        if (typeof x !== "boolean") wrongType2(r, "kubelet", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "apiserver": {
        if (typeof x !== "boolean") wrongType2(r, "apiserver", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "nodeExporter": {
        if (typeof x !== "boolean") wrongType2(r, "nodeExporter", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "cadvisor": {
        if (typeof x !== "boolean") wrongType2(r, "cadvisor", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "scrapeAnnotated": {
        s.push("scrapeAnnotated");
        checkMetricsScrapeAnnotatedPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_MetricsAddOnPatch, PATCH_MODEL.levels.MetricsAddOnPatch);
        s.pop();
        break;
      }
      case "$replace/scrapeAnnotated": {
        o++;
        s.push("$replace/scrapeAnnotated");
        checkMetricsScrapeAnnotated(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.MetricsAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.MetricsAddOnPatch);
}
function checkMetricsScrapeAnnotatedPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (MetricsScrapeAnnotatedPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "intervalSeconds": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "intervalSeconds", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "includeNamespaces": {
        if (typeof x !== "string") wrongType2(r, "includeNamespaces", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 1024 && codePoints2(x) > 1024) outOfBounds2(r, "includeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
        }
        break;
      }
      case "excludeNamespaces": {
        if (typeof x !== "string") wrongType2(r, "excludeNamespaces", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 1024 && codePoints2(x) > 1024) outOfBounds2(r, "excludeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
        }
        break;
      }
      case "retainLabels": {
        if (typeof x !== "string") wrongType2(r, "retainLabels", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 1024 && codePoints2(x) > 1024) outOfBounds2(r, "retainLabels", "MAX_LENGTH", "must be at most 1024 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_MetricsScrapeAnnotatedPatch, PATCH_MODEL.levels.MetricsScrapeAnnotatedPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.MetricsScrapeAnnotatedPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.MetricsScrapeAnnotatedPatch);
}
function checkLogsAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (LogsAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "auditEnabled": {
        if (typeof x !== "boolean") wrongType2(r, "auditEnabled", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "includeNamespaces": {
        if (typeof x !== "string") wrongType2(r, "includeNamespaces", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 1024 && codePoints2(x) > 1024) outOfBounds2(r, "includeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
        }
        break;
      }
      case "excludeNamespaces": {
        if (typeof x !== "string") wrongType2(r, "excludeNamespaces", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 1024 && codePoints2(x) > 1024) outOfBounds2(r, "excludeNamespaces", "MAX_LENGTH", "must be at most 1024 characters long");
        }
        break;
      }
      case "docker": {
        if (typeof x !== "boolean") wrongType2(r, "docker", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "kubelet": {
        if (typeof x !== "boolean") wrongType2(r, "kubelet", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "kernel": {
        if (typeof x !== "boolean") wrongType2(r, "kernel", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "events": {
        if (typeof x !== "boolean") wrongType2(r, "events", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_LogsAddOnPatch, PATCH_MODEL.levels.LogsAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.LogsAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.LogsAddOnPatch);
}
function checkRegistryMirrorAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RegistryMirrorAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "mirrors": {
        s.push("mirrors");
        checkRegistryMirrorArray(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_RegistryMirrorAddOnPatch, PATCH_MODEL.levels.RegistryMirrorAddOnPatch);
        s.pop();
        break;
      }
      case "$drop/mirrors": {
        o++;
        s.push("$drop/mirrors");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/mirrors": {
        o++;
        s.push("$retain/mirrors");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/mirrors": {
        o++;
        s.push("$patch/mirrors");
        checkRegistryMirrorPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/mirrors": {
        o++;
        s.push("$append/mirrors");
        checkRegistryMirrorList(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.RegistryMirrorAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.RegistryMirrorAddOnPatch);
}
function checkRegistryMirrorPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RegistryMirrorPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "registry": {
        if (typeof x !== "string") wrongType2(r, "registry", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "mirrors": {
        s.push("mirrors");
        checkStringArray2(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_RegistryMirrorAddOnPatch, PATCH_MODEL.levels.RegistryMirrorPatch);
        s.pop();
        break;
      }
      case "$replace/registry": {
        o++;
        if (typeof x !== "string") wrongType2(r, "$replace/registry", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 259 && codePoints2(x) > 259) outOfBounds2(r, "$replace/registry", "MAX_LENGTH", "must be at most 259 characters long");
        }
        break;
      }
      case "$drop/mirrors": {
        o++;
        s.push("$drop/mirrors");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/mirrors": {
        o++;
        s.push("$retain/mirrors");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$append/mirrors": {
        o++;
        s.push("$append/mirrors");
        checkStringList3(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.RegistryMirrorPatch);
    }
  }
  if (v.registry === void 0) missingIdentifier2(r, PATCH_MODEL.levels.RegistryMirrorPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.RegistryMirrorPatch);
}
function checkVendorKAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorKAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "taintGPUNodes": {
        if (typeof x !== "boolean") wrongType2(r, "taintGPUNodes", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorKAddOnPatch, PATCH_MODEL.levels.VendorKAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorKAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorKAddOnPatch);
}
function checkVendorBEfsAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBEfsAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") wrongType2(r, "roleArn", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBEfsAddOnPatch, PATCH_MODEL.levels.VendorBEfsAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBEfsAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBEfsAddOnPatch);
}
function checkVendorBEcrAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBEcrAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") wrongType2(r, "roleArn", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBEfsAddOnPatch, PATCH_MODEL.levels.VendorBEcrAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBEcrAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBEcrAddOnPatch);
}
function checkVendorBElbAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorBElbAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "roleArn": {
        if (typeof x !== "string") wrongType2(r, "roleArn", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "roleArn", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorBEfsAddOnPatch, PATCH_MODEL.levels.VendorBElbAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorBElbAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorBElbAddOnPatch);
}
function checkVendorHAcrAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (VendorHAcrAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "clientId": {
        if (typeof x !== "string") wrongType2(r, "clientId", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "clientId", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorHAcrAddOnPatch, PATCH_MODEL.levels.VendorHAcrAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.VendorHAcrAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.VendorHAcrAddOnPatch);
}
function checkSysboxAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (SysboxAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_VendorGNoLoadBalancerPatch, PATCH_MODEL.levels.SysboxAddOnPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.SysboxAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.SysboxAddOnPatch);
}
function checkByokAddOnPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokAddOnPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "ignoreUpdates": {
        if (typeof x !== "boolean") wrongType2(r, "ignoreUpdates", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "location": {
        if (typeof x !== "string") wrongType2(r, "location", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 512 && codePoints2(x) > 512) outOfBounds2(r, "location", "MAX_LENGTH", "must be at most 512 characters long");
          if (MATCH_SecretLink2(x) < 0) noMatch2(r, "location", x, FORM_SecretLink);
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokAddOnPatch, PATCH_MODEL.levels.ByokAddOnPatch);
        s.pop();
        break;
      }
      case "$replace/config": {
        o++;
        s.push("$replace/config");
        checkByokConfig(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokAddOnPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokAddOnPatch);
}
function checkByokConfigPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokConfigPatch)", v);
  const s = r.path;
  let o = 0;
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokConfigPatch, PATCH_MODEL.levels.ByokConfigPatch);
        s.pop();
        break;
      }
      case "$replace/actuator": {
        o++;
        s.push("$replace/actuator");
        checkByokActuator(x, r);
        s.pop();
        break;
      }
      case "$replace/middlebox": {
        o++;
        s.push("$replace/middlebox");
        checkByokMiddlebox(x, r);
        s.pop();
        break;
      }
      case "$replace/common": {
        o++;
        s.push("$replace/common");
        checkByokCommon(x, r);
        s.pop();
        break;
      }
      case "$replace/longhorn": {
        o++;
        s.push("$replace/longhorn");
        checkByokLonghorn(x, r);
        s.pop();
        break;
      }
      case "$replace/byok": {
        o++;
        s.push("$replace/byok");
        checkByokStorageClasses(x, r);
        s.pop();
        break;
      }
      case "$replace/ingress": {
        o++;
        s.push("$replace/ingress");
        checkByokIngress(x, r);
        s.pop();
        break;
      }
      case "$replace/istio": {
        o++;
        s.push("$replace/istio");
        checkByokIstio(x, r);
        s.pop();
        break;
      }
      case "$replace/logSplitter": {
        o++;
        s.push("$replace/logSplitter");
        checkByokLogSplitter(x, r);
        s.pop();
        break;
      }
      case "$replace/monitoring": {
        o++;
        s.push("$replace/monitoring");
        checkByokMonitoring(x, r);
        s.pop();
        break;
      }
      case "$replace/redis": {
        o++;
        s.push("$replace/redis");
        checkByokRedis(x, r);
        s.pop();
        break;
      }
      case "$replace/redisHa": {
        o++;
        s.push("$replace/redisHa");
        checkByokRedisHa(x, r);
        s.pop();
        break;
      }
      case "$replace/redisSentinel": {
        o++;
        s.push("$replace/redisSentinel");
        checkByokRedisSentinel(x, r);
        s.pop();
        break;
      }
      case "$replace/tempoAgent": {
        o++;
        s.push("$replace/tempoAgent");
        checkByokTempoAgent(x, r);
        s.pop();
        break;
      }
      case "$replace/internalDns": {
        o++;
        s.push("$replace/internalDns");
        checkByokInternalDns(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokConfigPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokConfigPatch);
}
function checkByokActuatorPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokActuatorPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "logLevel": {
        if (typeof x !== "string") wrongType2(r, "logLevel", "a string", x);
        else {
          r.size += x.length + 2;
          if (x !== "trace" && x !== "info" && x !== "error") notInEnum2(r, "logLevel", x, ENUM_7);
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokActuatorPatch, PATCH_MODEL.levels.ByokActuatorPatch);
        s.pop();
        break;
      }
      case "$replace/env": {
        o++;
        s.push("$replace/env");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokActuatorPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokActuatorPatch);
}
function checkByokMiddleboxPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokMiddleboxPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "enabled": {
        if (typeof x !== "boolean") wrongType2(r, "enabled", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "bandwidthAlertMbps": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "bandwidthAlertMbps", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "port": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "port", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "ip": {
        if (typeof x !== "string") wrongType2(r, "ip", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 45 && codePoints2(x) > 45) outOfBounds2(r, "ip", "MAX_LENGTH", "must be at most 45 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokMiddleboxPatch, PATCH_MODEL.levels.ByokMiddleboxPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokMiddleboxPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokMiddleboxPatch);
}
function checkByokCommonPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokCommonPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "deploymentReplicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "deploymentReplicas", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "pdb": {
        s.push("pdb");
        checkByokPodDisruptionBudgetPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokCommonPatch, PATCH_MODEL.levels.ByokCommonPatch);
        s.pop();
        break;
      }
      case "$replace/pdb": {
        o++;
        s.push("$replace/pdb");
        checkByokPodDisruptionBudget(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokCommonPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokCommonPatch);
}
function checkByokPodDisruptionBudgetPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokPodDisruptionBudgetPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "maxUnavailable": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "maxUnavailable", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokPodDisruptionBudgetPatch, PATCH_MODEL.levels.ByokPodDisruptionBudgetPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokPodDisruptionBudgetPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokPodDisruptionBudgetPatch);
}
function checkByokLonghornPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokLonghornPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "numberOfReplicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "numberOfReplicas", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "replicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "replicas", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "isDefault": {
        if (typeof x !== "boolean") wrongType2(r, "isDefault", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokLonghornPatch, PATCH_MODEL.levels.ByokLonghornPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokLonghornPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokLonghornPatch);
}
function checkByokStorageClassesPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokStorageClassesPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "noDefaultStorageClasses": {
        if (typeof x !== "boolean") wrongType2(r, "noDefaultStorageClasses", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokStorageClassesPatch, PATCH_MODEL.levels.ByokStorageClassesPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokStorageClassesPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokStorageClassesPatch);
}
function checkByokIngressPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIngressPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "cpu": {
        if (typeof x !== "string") wrongType2(r, "cpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "cpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "cpu", x, FORM_Quantity);
        }
        break;
      }
      case "memory": {
        if (typeof x !== "string") wrongType2(r, "memory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "memory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "memory", x, FORM_Quantity);
        }
        break;
      }
      case "targetPercent": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "targetPercent", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokIngressPatch, PATCH_MODEL.levels.ByokIngressPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokIngressPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokIngressPatch);
}
function checkByokIstioPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstioPatch)", v);
  const s = r.path;
  let o = 0;
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokIstioPatch, PATCH_MODEL.levels.ByokIstioPatch);
        s.pop();
        break;
      }
      case "$replace/istiod": {
        o++;
        s.push("$replace/istiod");
        checkByokIstiod(x, r);
        s.pop();
        break;
      }
      case "$replace/ingressgateway": {
        o++;
        s.push("$replace/ingressgateway");
        checkByokIstioIngressGateway(x, r);
        s.pop();
        break;
      }
      case "$replace/sidecar": {
        o++;
        s.push("$replace/sidecar");
        checkByokIstioSidecar(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokIstioPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokIstioPatch);
}
function checkByokIstiodPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstiodPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "replicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "replicas", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "pdb": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "pdb", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokIstiodPatch, PATCH_MODEL.levels.ByokIstiodPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokIstiodPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokIstiodPatch);
}
function checkByokIstioIngressGatewayPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstioIngressGatewayPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "replicas": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "replicas", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokIstioIngressGatewayPatch, PATCH_MODEL.levels.ByokIstioIngressGatewayPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokIstioIngressGatewayPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokIstioIngressGatewayPatch);
}
function checkByokIstioSidecarPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokIstioSidecarPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokIstioSidecarPatch, PATCH_MODEL.levels.ByokIstioSidecarPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokIstioSidecarPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokIstioSidecarPatch);
}
function checkByokLogSplitterPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokLogSplitterPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "memBufferSize": {
        if (typeof x !== "string") wrongType2(r, "memBufferSize", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "memBufferSize", "MAX_LENGTH", "must be at most 64 characters long");
        }
        break;
      }
      case "perPodRate": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "perPodRate", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokLogSplitterPatch, PATCH_MODEL.levels.ByokLogSplitterPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokLogSplitterPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokLogSplitterPatch);
}
function checkByokMonitoringPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokMonitoringPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
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
        s.push("remoteWrite");
        checkRemoteWriteArray(x, r);
        s.pop();
        break;
      }
      case "externalLabels": {
        s.push("externalLabels");
        checkStringMapPatch(x, r);
        s.pop();
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokMonitoringPatch, PATCH_MODEL.levels.ByokMonitoringPatch);
        s.pop();
        break;
      }
      case "$replace/kubeStateMetrics": {
        o++;
        s.push("$replace/kubeStateMetrics");
        checkByokKubeStateMetrics(x, r);
        s.pop();
        break;
      }
      case "$replace/prometheus": {
        o++;
        s.push("$replace/prometheus");
        checkByokPrometheus(x, r);
        s.pop();
        break;
      }
      case "$drop/remoteWrite": {
        o++;
        s.push("$drop/remoteWrite");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$retain/remoteWrite": {
        o++;
        s.push("$retain/remoteWrite");
        checkStringList(x, r);
        s.pop();
        break;
      }
      case "$patch/remoteWrite": {
        o++;
        s.push("$patch/remoteWrite");
        checkRemoteWritePatchList(x, r);
        s.pop();
        break;
      }
      case "$append/remoteWrite": {
        o++;
        s.push("$append/remoteWrite");
        checkRemoteWriteList(x, r);
        s.pop();
        break;
      }
      case "$replace/externalLabels": {
        o++;
        s.push("$replace/externalLabels");
        checkStringMap(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokMonitoringPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokMonitoringPatch);
}
function checkByokKubeStateMetricsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokKubeStateMetricsPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokKubeStateMetricsPatch, PATCH_MODEL.levels.ByokKubeStateMetricsPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokKubeStateMetricsPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokKubeStateMetricsPatch);
}
function checkByokPrometheusPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokPrometheusPatch)", v);
  const s = r.path;
  let o = 0;
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokPrometheusPatch, PATCH_MODEL.levels.ByokPrometheusPatch);
        s.pop();
        break;
      }
      case "$replace/main": {
        o++;
        s.push("$replace/main");
        checkByokPrometheusMain(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokPrometheusPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokPrometheusPatch);
}
function checkByokPrometheusMainPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokPrometheusMainPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "storage": {
        if (typeof x !== "string") wrongType2(r, "storage", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "storage", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "storage", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokPrometheusMainPatch, PATCH_MODEL.levels.ByokPrometheusMainPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokPrometheusMainPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokPrometheusMainPatch);
}
function checkRemoteWritePatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RemoteWritePatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "url": {
        if (typeof x !== "string") wrongType2(r, "url", "a string", x);
        else {
          countText2(r, x);
        }
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
        if (typeof x !== "boolean") wrongType2(r, "follow_redirects", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "enable_http2": {
        if (typeof x !== "boolean") wrongType2(r, "enable_http2", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "tls_config": {
        s.push("tls_config");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "proxy_url": {
        if (typeof x !== "string") wrongType2(r, "proxy_url", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 2048 && codePoints2(x) > 2048) outOfBounds2(r, "proxy_url", "MAX_LENGTH", "must be at most 2048 characters long");
        }
        break;
      }
      case "no_proxy": {
        if (typeof x !== "string") wrongType2(r, "no_proxy", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 4096 && codePoints2(x) > 4096) outOfBounds2(r, "no_proxy", "MAX_LENGTH", "must be at most 4096 characters long");
        }
        break;
      }
      case "proxy_from_environment": {
        if (typeof x !== "boolean") wrongType2(r, "proxy_from_environment", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
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
        if (typeof x !== "string") wrongType2(r, "remote_timeout", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "remote_timeout", "MAX_LENGTH", "must be at most 64 characters long");
        }
        break;
      }
      case "headers": {
        s.push("headers");
        checkFreeFormObjectPatch(x, r);
        s.pop();
        break;
      }
      case "write_relabel_configs": {
        s.push("write_relabel_configs");
        checkFreeFormObjectArray(x, r);
        s.pop();
        break;
      }
      case "name": {
        if (typeof x !== "string") wrongType2(r, "name", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "name", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "send_exemplars": {
        if (typeof x !== "boolean") wrongType2(r, "send_exemplars", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
        break;
      }
      case "send_native_histograms": {
        if (typeof x !== "boolean") wrongType2(r, "send_native_histograms", "a boolean", x);
        else {
          r.size += x ? 4 : 5;
        }
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
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_RemoteWritePatch, PATCH_MODEL.levels.RemoteWritePatch);
        s.pop();
        break;
      }
      case "$replace/basic_auth": {
        o++;
        s.push("$replace/basic_auth");
        checkRemoteWriteBasicAuth(x, r);
        s.pop();
        break;
      }
      case "$replace/authorization": {
        o++;
        s.push("$replace/authorization");
        checkRemoteWriteAuthorization(x, r);
        s.pop();
        break;
      }
      case "$replace/oauth2": {
        o++;
        s.push("$replace/oauth2");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/tls_config": {
        o++;
        s.push("$replace/tls_config");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/proxy_connect_header": {
        o++;
        s.push("$replace/proxy_connect_header");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/http_headers": {
        o++;
        s.push("$replace/http_headers");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/headers": {
        o++;
        s.push("$replace/headers");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$drop/write_relabel_configs": {
        o++;
        s.push("$drop/write_relabel_configs");
        checkFreeFormObjectList(x, r);
        s.pop();
        break;
      }
      case "$retain/write_relabel_configs": {
        o++;
        s.push("$retain/write_relabel_configs");
        checkFreeFormObjectList(x, r);
        s.pop();
        break;
      }
      case "$patch/write_relabel_configs": {
        o++;
        s.push("$patch/write_relabel_configs");
        checkWriteRelabelConfigPatchList(x, r);
        s.pop();
        break;
      }
      case "$append/write_relabel_configs": {
        o++;
        s.push("$append/write_relabel_configs");
        checkFreeFormObjectList(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorB_sigv4": {
        o++;
        s.push("$replace/vendorB_sigv4");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorH_ad": {
        o++;
        s.push("$replace/vendorH_ad");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/vendorJ_iam": {
        o++;
        s.push("$replace/vendorJ_iam");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      case "$replace/queue_config": {
        o++;
        s.push("$replace/queue_config");
        checkFreeFormObject(x, r);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.RemoteWritePatch);
    }
  }
  if (v.url === void 0) missingIdentifier2(r, PATCH_MODEL.levels.RemoteWritePatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.RemoteWritePatch);
}
function checkRemoteWriteBasicAuthPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RemoteWriteBasicAuthPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "username": {
        if (typeof x !== "string") wrongType2(r, "username", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "username", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "username_file": {
        if (typeof x !== "string") wrongType2(r, "username_file", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 4096 && codePoints2(x) > 4096) outOfBounds2(r, "username_file", "MAX_LENGTH", "must be at most 4096 characters long");
        }
        break;
      }
      case "password": {
        if (typeof x !== "string") wrongType2(r, "password", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 1024 && codePoints2(x) > 1024) outOfBounds2(r, "password", "MAX_LENGTH", "must be at most 1024 characters long");
        }
        break;
      }
      case "password_file": {
        if (typeof x !== "string") wrongType2(r, "password_file", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 4096 && codePoints2(x) > 4096) outOfBounds2(r, "password_file", "MAX_LENGTH", "must be at most 4096 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_RemoteWriteBasicAuthPatch, PATCH_MODEL.levels.RemoteWriteBasicAuthPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.RemoteWriteBasicAuthPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.RemoteWriteBasicAuthPatch);
}
function checkRemoteWriteAuthorizationPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (RemoteWriteAuthorizationPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "type": {
        if (typeof x !== "string") wrongType2(r, "type", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 255 && codePoints2(x) > 255) outOfBounds2(r, "type", "MAX_LENGTH", "must be at most 255 characters long");
        }
        break;
      }
      case "credentials": {
        if (typeof x !== "string") wrongType2(r, "credentials", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 8192 && codePoints2(x) > 8192) outOfBounds2(r, "credentials", "MAX_LENGTH", "must be at most 8192 characters long");
        }
        break;
      }
      case "credentials_file": {
        if (typeof x !== "string") wrongType2(r, "credentials_file", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 4096 && codePoints2(x) > 4096) outOfBounds2(r, "credentials_file", "MAX_LENGTH", "must be at most 4096 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_RemoteWriteAuthorizationPatch, PATCH_MODEL.levels.RemoteWriteAuthorizationPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.RemoteWriteAuthorizationPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.RemoteWriteAuthorizationPatch);
}
function checkFreeFormObjectPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v) || !isPlainObject2(v)) return wrongType2(r, void 0, "an object (FreeFormObjectPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      o++;
      s.push("$drop");
      checkOpenKeyList(x, r);
      s.pop();
    } else if (k.charCodeAt(0) === 36) {
      o++;
      badPatchMember2(r, k, PATCH_MODEL.levels.FreeFormObjectPatch);
    } else {
      const reason = keyProblem0(k);
      if (reason === void 0 || badKey2(r, k, reason)) {
        if (r.proven === void 0 || !r.proven(x, LIMITS_OF_FreeFormObject)) freeFormPatchValue2(r, k, x, LIMITS_OF_FreeFormObject, PATCH_MODEL.levels.FreeFormObjectPatch);
      }
    }
  }
  if (o !== 0) openConflicts2(r, v, PATCH_MODEL.levels.FreeFormObjectPatch);
}
function checkWriteRelabelConfigPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (WriteRelabelConfigPatch)", v);
  const s = r.path;
  let o = 0;
  let selectors = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    if (k === "$drop") {
      o++;
      s.push("$drop");
      checkOpenKeyList(x, r);
      s.pop();
    } else if (k.startsWith("$replace/")) {
      o++;
      const reason = keyProblem0(k.slice(9));
      if (reason !== void 0) badSuffix2(r, k, reason);
      if (r.proven === void 0 || !r.proven(x, LIMITS_OF_FreeFormObject)) freeFormValue2(r, k, x, LIMITS_OF_FreeFormObject);
    } else if (k.charCodeAt(0) === 36) {
      o++;
      badPatchMember2(r, k, PATCH_MODEL.levels.WriteRelabelConfigPatch);
    } else {
      selectors++;
      const reason = keyProblem0(k);
      if (reason === void 0 || badKey2(r, k, reason)) {
        if (r.proven === void 0 || !r.proven(x, LIMITS_OF_FreeFormObject)) freeFormValue2(r, k, x, LIMITS_OF_FreeFormObject);
      }
    }
  }
  if (selectors === 0) noSelector2(r);
  if (o !== 0) openConflicts2(r, v, PATCH_MODEL.levels.WriteRelabelConfigPatch);
}
function checkByokRedisPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokRedisPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "storage": {
        if (typeof x !== "string") wrongType2(r, "storage", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "storage", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "storage", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokRedisPatch, PATCH_MODEL.levels.ByokRedisPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokRedisPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokRedisPatch);
}
function checkByokRedisHaPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokRedisHaPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "storage": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "storage", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokRedisPatch, PATCH_MODEL.levels.ByokRedisHaPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokRedisHaPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokRedisHaPatch);
}
function checkByokRedisSentinelPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokRedisSentinelPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "storage": {
        if (!(typeof x === "number" && Number.isInteger(x))) wrongType2(r, "storage", "an integer", x);
        else {
          r.size += integerBytes2(x);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokRedisPatch, PATCH_MODEL.levels.ByokRedisSentinelPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokRedisSentinelPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokRedisSentinelPatch);
}
function checkByokTempoAgentPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokTempoAgentPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokIstioSidecarPatch, PATCH_MODEL.levels.ByokTempoAgentPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokTempoAgentPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokTempoAgentPatch);
}
function checkByokInternalDnsPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (ByokInternalDnsPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "minCpu": {
        if (typeof x !== "string") wrongType2(r, "minCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minCpu", x, FORM_Quantity);
        }
        break;
      }
      case "maxCpu": {
        if (typeof x !== "string") wrongType2(r, "maxCpu", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxCpu", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxCpu", x, FORM_Quantity);
        }
        break;
      }
      case "minMemory": {
        if (typeof x !== "string") wrongType2(r, "minMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "minMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "minMemory", x, FORM_Quantity);
        }
        break;
      }
      case "maxMemory": {
        if (typeof x !== "string") wrongType2(r, "maxMemory", "a string", x);
        else {
          r.size += x.length + 2;
          if (x.length > 64 && codePoints2(x) > 64) outOfBounds2(r, "maxMemory", "MAX_LENGTH", "must be at most 64 characters long");
          if (MATCH_Quantity2(x) < 0) noMatch2(r, "maxMemory", x, FORM_Quantity);
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_ByokInternalDnsPatch, PATCH_MODEL.levels.ByokInternalDnsPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.ByokInternalDnsPatch);
    }
  }
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.ByokInternalDnsPatch);
}
function checkFirewallEntryPatch(v, r) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return wrongType2(r, void 0, "an object (FirewallEntryPatch)", v);
  const s = r.path;
  let o = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === void 0) continue;
    switch (k) {
      case "sourceCIDR": {
        if (typeof x !== "string") wrongType2(r, "sourceCIDR", "a string", x);
        else {
          countText2(r, x);
        }
        break;
      }
      case "description": {
        if (typeof x !== "string") wrongType2(r, "description", "a string", x);
        else {
          countText2(r, x);
          if (x.length > 250 && codePoints2(x) > 250) outOfBounds2(r, "description", "MAX_LENGTH", "must be at most 250 characters long");
        }
        break;
      }
      case "$drop": {
        o++;
        s.push("$drop");
        dropNames2(r, x, DROPPABLE_IN_FirewallEntryPatch, PATCH_MODEL.levels.FirewallEntryPatch);
        s.pop();
        break;
      }
      default:
        badPatchMember2(r, k, PATCH_MODEL.levels.FirewallEntryPatch);
    }
  }
  if (v.sourceCIDR === void 0) missingIdentifier2(r, PATCH_MODEL.levels.FirewallEntryPatch);
  if (o !== 0) closedConflicts2(r, v, PATCH_MODEL.levels.FirewallEntryPatch);
}
function checkClusterTags(x, r) {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return wrongType2(r, void 0, "an object", x);
  if (r.known !== void 0 && r.known(x)) return;
  const issues = r.issues.length;
  const screened = r.screened === void 0 ? 0 : r.screened.size;
  let own = 0;
  let m = 0;
  for (const k in x) {
    if (!HAS_OWN_PROPERTY.call(x, k)) continue;
    if (++own > 50) {
      forgetMembers2(r, { issues, screened });
      return tooMany2(r, void 0, "keys", 50, ownKeyCount2(x), x);
    }
    const reason = keyProblem0(k);
    if (reason !== void 0 && !badKey2(r, k, reason)) continue;
    const y = x[k];
    if (y === void 0) continue;
    m++;
    countText2(r, k);
    r.size += 2;
    if (!(typeof y === "string" || typeof y === "number" && Number.isFinite(y) || typeof y === "boolean")) wrongType2(r, k, "a string, a number or a boolean", y);
    else {
      countScalar2(r, y);
      if (typeof y === "string") {
        if (y.length > 255 && codePoints2(y) > 255) outOfBounds2(r, k, "MAX_LENGTH", "must be at most 255 characters long");
      }
    }
  }
  r.size += m === 0 ? 2 : 1;
}
function checkLinkArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkLink(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.rel;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "rel");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.rel;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.rel === id) {
          duplicateIdentifier2(r, "rel", i, j, id);
          break;
        }
      }
    }
  }
}
function checkFirewallEntryArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  const table = x.length > 16 ? identifierTable2(x.length) : void 0;
  let repeat = false;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    const h = checkFirewallEntry(x[i], r);
    if (table === void 0 || repeat) continue;
    const id = x[i]?.sourceCIDR;
    if (typeof id === "string" && !addIdentifier2(table, typeof h === "number" && h >= 0 ? h : hashText2(id))) repeat = true;
  }
  s.pop();
  if (table !== void 0) releaseIdentifierTable2();
  if (repeat) duplicateIdentifiers2(r, x, "sourceCIDR");
  else if (table === void 0) {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.sourceCIDR;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.sourceCIDR === id) {
          duplicateIdentifier2(r, "sourceCIDR", i, j, id);
          break;
        }
      }
    }
  }
}
function checkNodePoolBaseArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkNodePoolBase(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkStringMap(x, r) {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return wrongType2(r, void 0, "an object", x);
  if (r.known !== void 0 && r.known(x)) return;
  const issues = r.issues.length;
  const screened = r.screened === void 0 ? 0 : r.screened.size;
  let own = 0;
  let m = 0;
  for (const k in x) {
    if (!HAS_OWN_PROPERTY.call(x, k)) continue;
    if (++own > 1e3) {
      forgetMembers2(r, { issues, screened });
      return tooMany2(r, void 0, "keys", 1e3, ownKeyCount2(x), x);
    }
    const reason = keyProblem0(k);
    if (reason !== void 0 && !badKey2(r, k, reason)) continue;
    const y = x[k];
    if (y === void 0) continue;
    m++;
    countText2(r, k);
    r.size += 2;
    if (typeof y !== "string") wrongType2(r, k, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 4096 && codePoints2(y) > 4096) outOfBounds2(r, k, "MAX_LENGTH", "must be at most 4096 characters long");
    }
  }
  r.size += m === 0 ? 2 : 1;
}
function checkTaintArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkTaint(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.key;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "key");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.key;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.key === id) {
          duplicateIdentifier2(r, "key", i, j, id);
          break;
        }
      }
    }
  }
}
function checkVendorANodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorANodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkStringEnumArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      r.size += y.length + 2;
      if (y !== "random" && y !== "most-pods" && y !== "least-waste" && y !== "price") notInEnum2(r, i, y, ENUM_2);
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkVendorBDeployRoleArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorBDeployRole(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.roleArn;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "roleArn");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.roleArn;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.roleArn === id) {
          duplicateIdentifier2(r, "roleArn", i, j, id);
          break;
        }
      }
    }
  }
}
function checkStringArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 255 && codePoints2(y) > 255) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkStringArray2(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 2048 && codePoints2(y) > 2048) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkVendorBNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorBNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkVendorCNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorCNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkStringArray3(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 8192 && codePoints2(y) > 8192) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 8192 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkVendorDNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorDNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkVendorENodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorENodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkVendorFNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorFNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkEphemeralNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkEphemeralNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkVendorGNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorGNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkVendorHNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorHNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkIntegerArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (!(typeof y === "number" && Number.isInteger(y))) wrongType2(r, i, "an integer", y);
    else {
      r.size += integerBytes2(y);
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkVendorINodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorINodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkStringArray4(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 45 && codePoints2(y) > 45) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 45 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkVendorJNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkVendorJNodePool(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "name");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.name === id) {
          duplicateIdentifier2(r, "name", i, j, id);
          break;
        }
      }
    }
  }
}
function checkRegistryMirrorArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkRegistryMirror(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.registry;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "registry");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.registry;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.registry === id) {
          duplicateIdentifier2(r, "registry", i, j, id);
          break;
        }
      }
    }
  }
}
function checkRemoteWriteArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkRemoteWrite(x[i], r);
  }
  s.pop();
  if (x.length > 16) {
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.url;
      if (typeof id !== "string") continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers2(r, x, "url");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.url;
      if (typeof id !== "string") continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.url === id) {
          duplicateIdentifier2(r, "url", i, j, id);
          break;
        }
      }
    }
  }
}
function checkFreeFormObjectArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    checkFreeFormObject(x[i], r);
  }
  s.pop();
}
function checkValidationIssueArray(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
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
function checkStringArray5(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 32 && codePoints2(y) > 32) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 32 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkStringArray6(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  if (r.known !== void 0 && r.known(x)) return;
  if (x.length > 1e3) return tooMany2(r, void 0, "items", 1e3, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== "string") wrongType2(r, i, "a string", y);
    else {
      countText2(r, y);
      if (y.length > 16 && codePoints2(y) > 16) outOfBounds2(r, i, "MAX_LENGTH", "must be at most 16 characters long");
    }
  }
  if (x.length > 1) duplicateItems2(r, x);
}
function checkOpenKeyList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      countText2(r, entry);
      if (entry.length < 2 && codePoints2(entry) < 1) outOfBounds2(r, e, "MIN_LENGTH", "must be at least 1 character long");
      if (entry.length > 317 && codePoints2(entry) > 317) outOfBounds2(r, e, "MAX_LENGTH", "must be at most 317 characters long");
      if (!(!entry.startsWith("$") && entry !== "__proto__" && entry !== "constructor" && entry !== "prototype")) noMatch2(r, e, entry, FORM_OpenKey);
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkStringList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      countText2(r, entry);
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkFirewallEntryPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkFirewallEntryPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "sourceCIDR");
}
function checkFirewallEntryList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkFirewallEntry(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "sourceCIDR");
}
function checkNodePoolBasePatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkNodePoolBasePatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkNodePoolBaseList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkNodePoolBase(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkTaintPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkTaintPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "key");
}
function checkTaintList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkTaint(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "key");
}
function checkVendorANodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorANodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorANodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorANodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkStringEnumList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      r.size += entry.length + 2;
      if (entry !== "random" && entry !== "most-pods" && entry !== "least-waste" && entry !== "price") notInEnum2(r, e, entry, ENUM_2);
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkVendorBDeployRolePatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorBDeployRolePatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "roleArn");
}
function checkVendorBDeployRoleList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorBDeployRole(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "roleArn");
}
function checkStringList2(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      countText2(r, entry);
      if (entry.length > 255 && codePoints2(entry) > 255) outOfBounds2(r, e, "MAX_LENGTH", "must be at most 255 characters long");
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkStringList3(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      countText2(r, entry);
      if (entry.length > 2048 && codePoints2(entry) > 2048) outOfBounds2(r, e, "MAX_LENGTH", "must be at most 2048 characters long");
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkVendorBNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorBNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorBNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorBNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorCNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorCNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorCNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorCNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkStringList4(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      countText2(r, entry);
      if (entry.length > 8192 && codePoints2(entry) > 8192) outOfBounds2(r, e, "MAX_LENGTH", "must be at most 8192 characters long");
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkVendorDNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorDNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorDNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorDNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorENodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorENodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorENodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorENodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorFNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorFNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorFNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorFNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkEphemeralNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkEphemeralNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkEphemeralNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkEphemeralNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorGNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorGNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorGNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorGNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorHNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorHNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorHNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorHNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkIntegerList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (!(typeof entry === "number" && Number.isInteger(entry))) wrongType2(r, e, "an integer", entry);
    else {
      r.size += integerBytes2(entry);
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkVendorINodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorINodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorINodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorINodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkStringList5(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    if (typeof entry !== "string") wrongType2(r, e, "a string", entry);
    else {
      countText2(r, entry);
      if (entry.length > 45 && codePoints2(entry) > 45) outOfBounds2(r, e, "MAX_LENGTH", "must be at most 45 characters long");
    }
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkVendorJNodePoolPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorJNodePoolPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkVendorJNodePoolList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkVendorJNodePool(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "name");
}
function checkRegistryMirrorPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkRegistryMirrorPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "registry");
}
function checkRegistryMirrorList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkRegistryMirror(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "registry");
}
function checkRemoteWritePatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkRemoteWritePatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "url");
}
function checkRemoteWriteList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkRemoteWrite(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, "url");
}
function checkFreeFormObjectList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkFreeFormObject(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function checkWriteRelabelConfigPatchList(x, r) {
  if (!Array.isArray(x)) return wrongType2(r, void 0, "an array", x);
  const s = r.path;
  for (let e = 0; e < x.length; e++) {
    const entry = x[e];
    s.push(e);
    checkWriteRelabelConfigPatch(entry, r);
    s.pop();
  }
  if (x.length > 1) duplicateEntries2(r, x, void 0);
}
function validatePatchBody(value, options, screened, proven) {
  PATCH_MODEL ??= compileModel2(import_cluster_model.clusterPatchModel);
  const r = startRun2(options, true);
  r.proven = proven;
  r.limit = PATCH_MODEL.maxBytes;
  try {
    if (!rootNotPlain2(r, value, "an object (ClusterPatch)") && (screened || screenPatch2(r, value, PATCH_MODEL.operators))) checkClusterPatch(value, r);
  } catch (error) {
    unreadable2(r, error);
  }
  return finishRun2(r, value);
}
function validateCluster(value) {
  const r = startRun2(void 0, false);
  r.limit = 1048576;
  r.exactAbove = 524288;
  r.defer = true;
  try {
    if (!rootNotPlain2(r, value, "an object (Cluster)")) checkCluster(value, r);
    tooLarge2(r, value, 1048576);
  } catch (error) {
    unreadable2(r, error);
  }
  return finishRun2(r, value);
}
function validateClusterCreate(value, options) {
  const r = startRun2(options, false);
  r.limit = 1048576;
  r.exactAbove = 524288;
  r.defer = true;
  try {
    if (!rootNotPlain2(r, value, "an object (ClusterCreate)")) checkClusterCreate(value, r);
    tooLarge2(r, value, 1048576);
  } catch (error) {
    unreadable2(r, error);
  }
  return finishRun2(r, value);
}
function validateClusterPatch(value, options) {
  return validatePatchBody(value, options, false);
}
function validateApiError(value) {
  const r = startRun2(void 0, false);
  try {
    if (!rootNotPlain2(r, value, "an object (ApiError)")) checkApiError(value, r);
  } catch (error) {
    unreadable2(r, error);
  }
  return finishRun2(r, value);
}
function validateClusterKnowing(value, known, count) {
  const r = startRun2(void 0, false);
  r.known = known;
  try {
    if (!rootNotPlain2(r, value, "an object (Cluster)")) checkCluster(value, r);
  } catch (error) {
    unreadable2(r, error);
  }
  if (count !== void 0) {
    count.size = r.size;
    count.wide = r.wide;
  }
  return finishRun2(r, value);
}
function validateClusterPatchScreened(value, proven) {
  return validatePatchBody(value, void 0, true, proven);
}
