// generated from spec/ — do not edit
// Compiled validator of a cluster resource alone (`@mk8s/schema/validators/cluster`).
import * as RUNTIME from './runtime.js';
import * as MATCHERS from './matchers.js';

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
const MATCH_UtcDateTime = MATCHERS.MATCH_UtcDateTime;
const MATCH_KubernetesVersion = MATCHERS.MATCH_KubernetesVersion;
const MATCH_CidrOrAddress = MATCHERS.MATCH_CidrOrAddress;
const MATCH_SecretLink = MATCHERS.MATCH_SecretLink;
const MATCH_Duration = MATCHERS.MATCH_Duration;
const MATCH_Quantity = MATCHERS.MATCH_Quantity;
const PATTERN_1 = new RegExp("^[a-z][-a-z0-9]*[a-z0-9]$", 'u');
const FORM_1 = { pattern: PATTERN_1 };
const HAS_OWN_PROPERTY = Object.prototype.hasOwnProperty;
const PATTERN_UtcDateTime = new RegExp("^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)(?:\\.[0-9]+)?Z$", 'u');
const FORM_UtcDateTime = { title: "UtcDateTime", examples: ["2025-01-31T12:00:00Z","2025-02-03T08:30:00.125Z"], pattern: PATTERN_UtcDateTime };
const FIELDS_OF_Cluster = new Set(["id","name","kind","version","description","tags","created","lastModified","links","spec","alias","status"]);
const FIELDS_OF_Link = new Set(["rel","href"]);
const PATTERN_KubernetesVersion = new RegExp("^[0-9]+\\.[0-9]+\\.[0-9]+$", 'u');
const FORM_KubernetesVersion = { title: "KubernetesVersion", pattern: PATTERN_KubernetesVersion };
const FIELDS_OF_ClusterSpec = new Set(["version","firewall","provider","addOns"]);
const PATTERN_CidrOrAddress = new RegExp("^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$", 'u');
const FORM_CidrOrAddress = { title: "CidrOrAddress", examples: ["0.0.0.0/0","203.0.113.0/24"], pattern: PATTERN_CidrOrAddress };
const FIELDS_OF_FirewallEntry = new Set(["sourceCIDR","description"]);
const FIELDS_OF_Provider = new Set(["generic","vendorA","vendorB","vendorC","vendorD","vendorE","vendorF","ephemeral","vendorG","vendorH","vendorI","vendorJ"]);
const MEMBERS_OF_Provider = ["generic","vendorA","vendorB","vendorC","vendorD","vendorE","vendorF","ephemeral","vendorG","vendorH","vendorI","vendorJ"];
const FIELDS_OF_GenericProvider = new Set(["location","networking","nodePools"]);
const FORM_Cidr = { title: "Cidr", examples: ["10.42.0.0/16","fd00:10::/108"], pattern: PATTERN_CidrOrAddress };
const FIELDS_OF_NetworkingFull = new Set(["serviceNetwork","podNetwork","dnsForwarder"]);
const FIELDS_OF_NodePoolBase = new Set(["name","labels","taints"]);
const ENUM_1 = ["NoSchedule","PreferNoSchedule","NoExecute"];
const FIELDS_OF_Taint = new Set(["key","value","effect"]);
const PATTERN_SecretLink = new RegExp("^(?:/org/[^/\\s]+/|//)[^/\\s]+/[^/\\s]+$", 'u');
const FORM_SecretLink = { title: "SecretLink", examples: ["//secret/cluster-token","/org/acme/secret/cluster-token"], pattern: PATTERN_SecretLink };
const FIELDS_OF_VendorAProvider = new Set(["region","vendorALabels","networking","preInstallScript","tokenSecretLink","networkId","firewallId","nodePools","dedicatedServerNodePools","image","sshKey","autoscaler","floatingIPSelector"]);
const FIELDS_OF_VendorANodePool = new Set(["name","labels","taints","serverType","overrideImage","minSize","maxSize"]);
const ENUM_2 = ["random","most-pods","least-waste","price"];
const PATTERN_Duration = new RegExp("^(?:0|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+)$", 'u');
const FORM_Duration = { title: "Duration", examples: ["10m","1h30m"], pattern: PATTERN_Duration };
const FIELDS_OF_Autoscaler = new Set(["expander","unneededTime","unreadyTime","utilizationThreshold"]);
const FIELDS_OF_VendorBProvider = new Set(["region","vendorBTags","skipCreateRoles","networking","preInstallScript","image","deployRoleArn","deployRoleChain","vpcId","keyPair","diskEncryptionKeyArn","securityGroupIds","extraNodePolicies","nodePools","autoscaler"]);
const FIELDS_OF_VendorBImage = new Set(["recommended","exact"]);
const MEMBERS_OF_VendorBImage = ["recommended","exact"];
const FIELDS_OF_VendorBDeployRole = new Set(["roleArn","externalId","sessionNamePrefix"]);
const ENUM_3 = ["lowest-price","capacity-optimized","capacity-optimized-prioritized","price-capacity-optimized"];
const FIELDS_OF_VendorBNodePool = new Set(["name","labels","taints","instanceTypes","overrideImage","bootDiskSize","minSize","maxSize","onDemandBaseCapacity","onDemandPercentageAboveBaseCapacity","spotAllocationStrategy","subnetIds","extraSecurityGroupIds","cpuOptions"]);
const FIELDS_OF_VendorBCpuOptions = new Set(["nestedVirtualization"]);
const FIELDS_OF_VendorCProvider = new Set(["region","tokenSecretLink","firewallId","nodePools","image","authorizedUsers","authorizedKeys","vpcId","preInstallScript","networking","autoscaler"]);
const FIELDS_OF_VendorCNodePool = new Set(["name","labels","taints","serverType","overrideImage","subnetId","minSize","maxSize"]);
const FIELDS_OF_VendorDProvider = new Set(["datacenter","tokenSecretLink","nodePools","sshKeys","unmanagedNodePools","autoscaler","preInstallScript"]);
const FIELDS_OF_VendorDNodePool = new Set(["name","labels","taints","minSize","maxSize","flavor"]);
const FIELDS_OF_VendorEProvider = new Set(["region","tokenSecretLink","nodePools","sshKey","unmanagedNodePools","autoscaler","fileSystems","preInstallScript"]);
const FIELDS_OF_VendorENodePool = new Set(["name","labels","taints","minSize","maxSize","instanceType"]);
const FIELDS_OF_VendorFProvider = new Set(["region","tokenSecretLink","sharedDrives","nodePools","autoscaler","unmanagedNodePools","preInstallScript","userIds","networkId"]);
const ENUM_4 = ["none","dynamic","static"];
const FIELDS_OF_VendorFNodePool = new Set(["name","labels","taints","minSize","maxSize","publicIpType","bootDiskSize","machineType"]);
const FIELDS_OF_EphemeralProvider = new Set(["location","nodePools"]);
const ENUM_5 = ["any","arm64","amd64"];
const ENUM_6 = ["debian","ubuntu","fedora"];
const PATTERN_Quantity = new RegExp("^(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$", 'u');
const FORM_Quantity = { title: "Quantity", examples: ["500m","2"], pattern: PATTERN_Quantity };
const FIELDS_OF_EphemeralNodePool = new Set(["name","labels","taints","count","arch","flavor","cpu","memory"]);
const FIELDS_OF_VendorGProvider = new Set(["connection","networking","preInstallScript","location","loadBalancer","privateNetworkId","firewallEnabled","nodePools","imageId","sshKeys","autoscaler"]);
const FIELDS_OF_VendorGConnection = new Set(["url","account","user","privateKeySecretLink"]);
const FIELDS_OF_VendorGLoadBalancer = new Set(["manual","none","gateway"]);
const MEMBERS_OF_VendorGLoadBalancer = ["manual","none","gateway"];
const FIELDS_OF_VendorGManualLoadBalancer = new Set(["packageId","imageId","publicNetworkId","privateNetworkIds","metadata","tags","logging","count","cnsInternalDomain","cnsPublicDomain"]);
const FIELDS_OF_VendorGLoadBalancerLogging = new Set(["nodePort","externalSyslog"]);
const FIELDS_OF_VendorGNoLoadBalancer = new Set([]);
const FIELDS_OF_VendorGNodePool = new Set(["name","labels","taints","packageId","overrideImageId","publicNetworkId","privateNetworkIds","vendorGTags","minSize","maxSize"]);
const FIELDS_OF_VendorHProvider = new Set(["location","subscriptionId","sdkSecretLink","resourceGroup","networking","preInstallScript","image","sshKeys","networkId","tags","nodePools","autoscaler"]);
const FIELDS_OF_VendorHImage = new Set(["recommended","reference"]);
const MEMBERS_OF_VendorHImage = ["recommended","reference"];
const FIELDS_OF_VendorHImageReference = new Set(["publisher","offer","sku","version"]);
const FIELDS_OF_VendorHNodePool = new Set(["name","labels","taints","size","subnetId","zones","overrideImage","bootDiskSize","minSize","maxSize"]);
const FIELDS_OF_VendorIProvider = new Set(["region","vendorITags","networking","preInstallScript","tokenSecretLink","vpcId","nodePools","image","sshKeys","extraSshKeys","autoscaler","reservedIPs"]);
const FIELDS_OF_VendorINodePool = new Set(["name","labels","taints","vendorISize","overrideImage","minSize","maxSize"]);
const FIELDS_OF_VendorJProvider = new Set(["projectId","region","labels","tags","metadata","network","saKeyLink","networking","preInstallScript","image","nodePools","autoscaler"]);
const FIELDS_OF_VendorJImage = new Set(["recommended","family","exact"]);
const MEMBERS_OF_VendorJImage = ["recommended","family","exact"];
const FIELDS_OF_VendorJImageFamily = new Set(["project","family"]);
const FIELDS_OF_VendorJNodePool = new Set(["name","labels","taints","machineType","assignPublicIP","zone","overrideImage","bootDiskSize","minSize","maxSize","preemptible","subnet","localPersistentDisks"]);
const FIELDS_OF_AddOns = new Set(["dashboard","dashboardAlt","vendorHWorkloadIdentity","vendorBWorkloadIdentity","localPathStorage","metrics","logs","registryMirror","vendorK","vendorBEFS","vendorBECR","vendorBELB","vendorHACR","sysbox","byok"]);
const FIELDS_OF_VendorHWorkloadIdentityAddOn = new Set(["tenantId"]);
const FIELDS_OF_MetricsAddOn = new Set(["kubeState","coreDns","kubelet","apiserver","nodeExporter","cadvisor","scrapeAnnotated"]);
const FIELDS_OF_MetricsScrapeAnnotated = new Set(["intervalSeconds","includeNamespaces","excludeNamespaces","retainLabels"]);
const FIELDS_OF_LogsAddOn = new Set(["auditEnabled","includeNamespaces","excludeNamespaces","docker","kubelet","kernel","events"]);
const FIELDS_OF_RegistryMirrorAddOn = new Set(["mirrors"]);
const FIELDS_OF_RegistryMirror = new Set(["registry","mirrors"]);
const FIELDS_OF_VendorKAddOn = new Set(["taintGPUNodes"]);
const FIELDS_OF_VendorBEfsAddOn = new Set(["roleArn"]);
const FIELDS_OF_VendorHAcrAddOn = new Set(["clientId"]);
const FIELDS_OF_ByokAddOn = new Set(["ignoreUpdates","location","config"]);
const FIELDS_OF_ByokConfig = new Set(["actuator","middlebox","common","longhorn","byok","ingress","istio","logSplitter","monitoring","redis","redisHa","redisSentinel","tempoAgent","internalDns"]);
const ENUM_7 = ["trace","info","error"];
const FIELDS_OF_ByokActuator = new Set(["minCpu","maxCpu","minMemory","maxMemory","logLevel","env"]);
const FIELDS_OF_ByokMiddlebox = new Set(["enabled","bandwidthAlertMbps","port","ip"]);
const FIELDS_OF_ByokCommon = new Set(["deploymentReplicas","pdb"]);
const FIELDS_OF_ByokPodDisruptionBudget = new Set(["maxUnavailable"]);
const FIELDS_OF_ByokLonghorn = new Set(["numberOfReplicas","replicas","isDefault"]);
const FIELDS_OF_ByokStorageClasses = new Set(["noDefaultStorageClasses"]);
const FIELDS_OF_ByokIngress = new Set(["cpu","memory","targetPercent"]);
const FIELDS_OF_ByokIstio = new Set(["istiod","ingressgateway","sidecar"]);
const FIELDS_OF_ByokIstiod = new Set(["replicas","minCpu","maxCpu","minMemory","maxMemory","pdb"]);
const FIELDS_OF_ByokIstioIngressGateway = new Set(["replicas","maxCpu","maxMemory"]);
const FIELDS_OF_ByokIstioSidecar = new Set(["minCpu","minMemory"]);
const FIELDS_OF_ByokLogSplitter = new Set(["minCpu","maxCpu","minMemory","maxMemory","memBufferSize","perPodRate"]);
const FIELDS_OF_ByokMonitoring = new Set(["minMemory","maxMemory","kubeStateMetrics","prometheus","remoteWrite","externalLabels"]);
const FIELDS_OF_ByokKubeStateMetrics = new Set(["minMemory"]);
const FIELDS_OF_ByokPrometheus = new Set(["main"]);
const FIELDS_OF_ByokPrometheusMain = new Set(["storage"]);
const FIELDS_OF_RemoteWrite = new Set(["url","basic_auth","authorization","oauth2","follow_redirects","enable_http2","tls_config","proxy_url","no_proxy","proxy_from_environment","proxy_connect_header","http_headers","remote_timeout","headers","write_relabel_configs","name","send_exemplars","send_native_histograms","vendorB_sigv4","vendorH_ad","vendorJ_iam","queue_config"]);
const FIELDS_OF_RemoteWriteBasicAuth = new Set(["username","username_file","password","password_file"]);
const FIELDS_OF_RemoteWriteAuthorization = new Set(["type","credentials","credentials_file"]);
const FIELDS_OF_ByokRedis = new Set(["minCpu","maxCpu","minMemory","maxMemory","storage"]);
const FIELDS_OF_ByokInternalDns = new Set(["minCpu","maxCpu","minMemory","maxMemory"]);
const FIELDS_OF_ClusterStatus = new Set(["oidcProviderUrl","serverUrl","homeLocation","addOns"]);
const FIELDS_OF_ClusterStatusAddOns = new Set(["dashboard","dashboardAlt","vendorBWorkloadIdentity","metrics","logs","vendorBECR","vendorBEFS","vendorBELB"]);
const FIELDS_OF_DashboardStatus = new Set(["url"]);
const FIELDS_OF_VendorBWorkloadIdentityStatus = new Set(["oidcProviderConfig","trustPolicy"]);
const FIELDS_OF_VendorBOidcProviderConfig = new Set(["providerUrl","audience"]);
const FIELDS_OF_MetricsStatus = new Set(["prometheusEndpoint","remoteWriteConfig"]);
const FIELDS_OF_LogsStatus = new Set(["logStoreAddress"]);
const FIELDS_OF_VendorBRoleStatus = new Set(["trustPolicy"]);
const LIMITS_OF_FreeFormObject = { maxDepth: 32, maxProperties: 1000, valueMaxProperties: 1000, maxItems: 1000, maxLength: 16384, keyProblem: keyProblem0 };

/** What is wrong with a key (OpenKey), if anything. */
function keyProblem0(k) {
  if (k === '__proto__' || k === 'constructor' || k === 'prototype') return FORBIDDEN;
  if (k.length < 2 && codePoints(k) < 1) return "must be at least 1 character long";
  if (k.length > 317 && codePoints(k) > 317) return "must be at most 317 characters long";
  if (!(!k.startsWith("$") && k !== "__proto__" && k !== "constructor" && k !== "prototype")) return "is not a valid OpenKey: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return undefined;
}

/** Checks a {@link Cluster}: A managed Kubernetes cluster record of an organization. */
function checkCluster(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Cluster)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $id = v.id;
  if ($id === undefined) missing(r, "id");
  else {
    n++;
    z += 6;
    if (typeof $id !== 'string') wrongType(r, "id", "a string", $id);
    else {
      countText(r, $id);
      if ($id.length > 255 && codePoints($id) > 255) outOfBounds(r, "id", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
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
  const $kind = v.kind;
  if ($kind === undefined) missing(r, "kind");
  else {
    n++;
    z += 8;
    if (typeof $kind !== 'string') wrongType(r, "kind", "a string", $kind);
    else {
      countText(r, $kind);
      if ($kind !== "mk8s") notConst(r, "kind", $kind, "mk8s");
    }
  }
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    z += 11;
    if (!(typeof $version === 'number' && Number.isInteger($version))) wrongType(r, "version", "an integer", $version);
    else {
      z += integerBytes($version);
      if ($version < 1) outOfBounds(r, "version", 'MINIMUM', "must be at least 1; got " + $version);
    }
  }
  const $description = v.description;
  if ($description !== undefined) {
    n++;
    z += 15;
    if (typeof $description !== 'string') wrongType(r, "description", "a string", $description);
    else {
      countText(r, $description);
      if ($description.length > 250 && codePoints($description) > 250) outOfBounds(r, "description", 'MAX_LENGTH', "must be at most 250 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    z += 8;
    s.push("tags");
    checkClusterTags($tags, r);
    s.pop();
  }
  const $created = v.created;
  if ($created === undefined) missing(r, "created");
  else {
    n++;
    z += 11;
    if (typeof $created !== 'string') wrongType(r, "created", "a string", $created);
    else {
      z += $created.length + 2;
      if ($created.length > 64 && codePoints($created) > 64) outOfBounds(r, "created", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_UtcDateTime($created) < 0) noMatch(r, "created", $created, FORM_UtcDateTime);
    }
  }
  const $lastModified = v.lastModified;
  if ($lastModified === undefined) missing(r, "lastModified");
  else {
    n++;
    z += 16;
    if (typeof $lastModified !== 'string') wrongType(r, "lastModified", "a string", $lastModified);
    else {
      z += $lastModified.length + 2;
      if ($lastModified.length > 64 && codePoints($lastModified) > 64) outOfBounds(r, "lastModified", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_UtcDateTime($lastModified) < 0) noMatch(r, "lastModified", $lastModified, FORM_UtcDateTime);
    }
  }
  const $links = v.links;
  if ($links === undefined) missing(r, "links");
  else {
    n++;
    z += 9;
    s.push("links");
    checkLinkArray($links, r);
    s.pop();
  }
  const $spec = v.spec;
  if ($spec === undefined) missing(r, "spec");
  else {
    n++;
    z += 8;
    s.push("spec");
    checkClusterSpec($spec, r);
    s.pop();
  }
  const $alias = v.alias;
  if ($alias !== undefined) {
    n++;
    z += 9;
    if (typeof $alias !== 'string') wrongType(r, "alias", "a string", $alias);
    else {
      countText(r, $alias);
      if ($alias.length > 255 && codePoints($alias) > 255) outOfBounds(r, "alias", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $status = v.status;
  if ($status !== undefined) {
    n++;
    z += 10;
    s.push("status");
    checkClusterStatus($status, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Cluster, undefined);
}

/** Checks a {@link Link}: A link to this record or a related resource. */
function checkLink(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Link)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $rel = v.rel;
  if ($rel === undefined) missing(r, "rel");
  else {
    n++;
    z += 7;
    if (typeof $rel !== 'string') wrongType(r, "rel", "a string", $rel);
    else {
      countText(r, $rel);
      if ($rel.length > 63 && codePoints($rel) > 63) outOfBounds(r, "rel", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $href = v.href;
  if ($href === undefined) missing(r, "href");
  else {
    n++;
    z += 8;
    if (typeof $href !== 'string') wrongType(r, "href", "a string", $href);
    else {
      countText(r, $href);
      if ($href.length > 512 && codePoints($href) > 512) outOfBounds(r, "href", 'MAX_LENGTH', "must be at most 512 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Link, undefined);
}

/** Checks a {@link ClusterSpec}: The desired state of the cluster. */
function checkClusterSpec(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterSpec)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    z += 11;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
    else {
      z += $version.length + 2;
      if ($version.length > 32 && codePoints($version) > 32) outOfBounds(r, "version", 'MAX_LENGTH', "must be at most 32 characters long");
      if (MATCH_KubernetesVersion($version) < 0) noMatch(r, "version", $version, FORM_KubernetesVersion);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== undefined) {
    n++;
    z += 12;
    s.push("firewall");
    checkFirewallEntryArray($firewall, r);
    s.pop();
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
  const $addOns = v.addOns;
  if ($addOns !== undefined) {
    n++;
    z += 10;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ClusterSpec, undefined);
}

/** Checks a {@link FirewallEntry}: One address range allowed to reach the cluster's Kubernetes API. */
function checkFirewallEntry(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (FirewallEntry)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  let id = -1;
  const $sourceCIDR = v.sourceCIDR;
  if ($sourceCIDR === undefined) missing(r, "sourceCIDR");
  else {
    n++;
    z += 14;
    if (typeof $sourceCIDR !== 'string') wrongType(r, "sourceCIDR", "a string", $sourceCIDR);
    else {
      z += $sourceCIDR.length + 2;
      if ($sourceCIDR.length > 49 && codePoints($sourceCIDR) > 49) outOfBounds(r, "sourceCIDR", 'MAX_LENGTH', "must be at most 49 characters long");
      if ((id = MATCH_CidrOrAddress($sourceCIDR)) < 0) noMatch(r, "sourceCIDR", $sourceCIDR, FORM_CidrOrAddress);
    }
  }
  const $description = v.description;
  if ($description !== undefined) {
    n++;
    z += 15;
    if (typeof $description !== 'string') wrongType(r, "description", "a string", $description);
    else {
      countText(r, $description);
      if ($description.length > 250 && codePoints($description) > 250) outOfBounds(r, "description", 'MAX_LENGTH', "must be at most 250 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_FirewallEntry, undefined);
  return id;
}

/** Checks a {@link Provider}: Where and how the cluster's nodes run: exactly one of the provider keys is set. */
function checkProvider(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Provider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $generic = v.generic;
  if ($generic !== undefined) {
    n++;
    z += 11;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== undefined) {
    n++;
    z += 11;
    s.push("vendorA");
    checkVendorAProvider($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== undefined) {
    n++;
    z += 11;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== undefined) {
    n++;
    z += 11;
    s.push("vendorC");
    checkVendorCProvider($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== undefined) {
    n++;
    z += 11;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== undefined) {
    n++;
    z += 11;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== undefined) {
    n++;
    z += 11;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== undefined) {
    n++;
    z += 13;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== undefined) {
    n++;
    z += 11;
    s.push("vendorG");
    checkVendorGProvider($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== undefined) {
    n++;
    z += 11;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== undefined) {
    n++;
    z += 11;
    s.push("vendorI");
    checkVendorIProvider($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== undefined) {
    n++;
    z += 11;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Provider, undefined);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_OF_Provider.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_Provider);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link GenericProvider}: A cluster whose nodes are machines you bring and join yourself, anywhere; the service runs the control plane. */
function checkGenericProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (GenericProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
    else {
      countText(r, $location);
      if ($location.length > 255 && codePoints($location) > 255) outOfBounds(r, "location", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkNodePoolBaseArray($nodePools, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_GenericProvider, undefined);
}

/** Checks a {@link NetworkingFull}: Networking settings of the cluster: the service and pod address ranges and the DNS forwarder. */
function checkNetworkingFull(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NetworkingFull)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $serviceNetwork = v.serviceNetwork;
  if ($serviceNetwork !== undefined) {
    n++;
    z += 18;
    if (typeof $serviceNetwork !== 'string') wrongType(r, "serviceNetwork", "a string", $serviceNetwork);
    else {
      z += $serviceNetwork.length + 2;
      if ($serviceNetwork.length > 49 && codePoints($serviceNetwork) > 49) outOfBounds(r, "serviceNetwork", 'MAX_LENGTH', "must be at most 49 characters long");
      if (MATCH_CidrOrAddress($serviceNetwork) < 0) noMatch(r, "serviceNetwork", $serviceNetwork, FORM_Cidr);
    }
  }
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== undefined) {
    n++;
    z += 14;
    if (typeof $podNetwork !== 'string') wrongType(r, "podNetwork", "a string", $podNetwork);
    else {
      z += $podNetwork.length + 2;
      if ($podNetwork.length > 49 && codePoints($podNetwork) > 49) outOfBounds(r, "podNetwork", 'MAX_LENGTH', "must be at most 49 characters long");
      if (MATCH_CidrOrAddress($podNetwork) < 0) noMatch(r, "podNetwork", $podNetwork, FORM_Cidr);
    }
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== undefined) {
    n++;
    z += 16;
    if (typeof $dnsForwarder !== 'string') wrongType(r, "dnsForwarder", "a string", $dnsForwarder);
    else {
      countText(r, $dnsForwarder);
      if ($dnsForwarder.length > 253 && codePoints($dnsForwarder) > 253) outOfBounds(r, "dnsForwarder", 'MAX_LENGTH', "must be at most 253 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_NetworkingFull, undefined);
}

/** Checks a {@link NodePoolBase}: A node pool with only the fields every provider shares: its name, the labels and the taints put on its nodes. */
function checkNodePoolBase(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NodePoolBase)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_NodePoolBase, undefined);
}

/** Checks a {@link Taint}: A Kubernetes taint put on every node of a pool, so that only pods that tolerate it are scheduled there. */
function checkTaint(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Taint)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $key = v.key;
  if ($key === undefined) missing(r, "key");
  else {
    n++;
    z += 7;
    if (typeof $key !== 'string') wrongType(r, "key", "a string", $key);
    else {
      countText(r, $key);
      if ($key.length > 317 && codePoints($key) > 317) outOfBounds(r, "key", 'MAX_LENGTH', "must be at most 317 characters long");
    }
  }
  const $value = v.value;
  if ($value !== undefined) {
    n++;
    z += 9;
    if (typeof $value !== 'string') wrongType(r, "value", "a string", $value);
    else {
      countText(r, $value);
      if ($value.length > 63 && codePoints($value) > 63) outOfBounds(r, "value", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $effect = v.effect;
  if ($effect !== undefined) {
    n++;
    z += 10;
    if (typeof $effect !== 'string') wrongType(r, "effect", "a string", $effect);
    else {
      z += $effect.length + 2;
      if ($effect !== "NoSchedule" && $effect !== "PreferNoSchedule" && $effect !== "NoExecute") notInEnum(r, "effect", $effect, ENUM_1);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Taint, undefined);
}

/** Checks a {@link VendorAProvider}: A cluster whose nodes run as vendorA cloud servers (and, optionally, vendorA dedicated servers). */
function checkVendorAProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorAProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
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
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== undefined) {
    n++;
    z += 17;
    s.push("vendorALabels");
    checkStringMap($vendorALabels, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints($tokenSecretLink) > 512) outOfBounds(r, "tokenSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($tokenSecretLink) < 0) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
    else {
      countText(r, $networkId);
      if ($networkId.length > 255 && codePoints($networkId) > 255) outOfBounds(r, "networkId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== undefined) {
    n++;
    z += 14;
    if (typeof $firewallId !== 'string') wrongType(r, "firewallId", "a string", $firewallId);
    else {
      countText(r, $firewallId);
      if ($firewallId.length > 255 && codePoints($firewallId) > 255) outOfBounds(r, "firewallId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorANodePoolArray($nodePools, r);
    s.pop();
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== undefined) {
    n++;
    z += 28;
    s.push("dedicatedServerNodePools");
    checkNodePoolBaseArray($dedicatedServerNodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image !== undefined) {
    n++;
    z += 9;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
    else {
      countText(r, $image);
      if ($image.length > 255 && codePoints($image) > 255) outOfBounds(r, "image", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== undefined) {
    n++;
    z += 10;
    if (typeof $sshKey !== 'string') wrongType(r, "sshKey", "a string", $sshKey);
    else {
      countText(r, $sshKey);
      if ($sshKey.length > 255 && codePoints($sshKey) > 255) outOfBounds(r, "sshKey", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== undefined) {
    n++;
    z += 22;
    s.push("floatingIPSelector");
    checkStringMap($floatingIPSelector, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorAProvider, undefined);
}

/** Checks a {@link VendorANodePool}: A pool of vendorA cloud servers of one server type. */
function checkVendorANodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorANodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $serverType = v.serverType;
  if ($serverType === undefined) missing(r, "serverType");
  else {
    n++;
    z += 14;
    if (typeof $serverType !== 'string') wrongType(r, "serverType", "a string", $serverType);
    else {
      countText(r, $serverType);
      if ($serverType.length > 255 && codePoints($serverType) > 255) outOfBounds(r, "serverType", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    z += 17;
    if (typeof $overrideImage !== 'string') wrongType(r, "overrideImage", "a string", $overrideImage);
    else {
      countText(r, $overrideImage);
      if ($overrideImage.length > 255 && codePoints($overrideImage) > 255) outOfBounds(r, "overrideImage", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorANodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link Autoscaler}: Settings of the Kubernetes cluster autoscaler, which grows and shrinks node pools between their `minSize` and `maxSize`. */
function checkAutoscaler(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Autoscaler)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $expander = v.expander;
  if ($expander !== undefined) {
    n++;
    z += 12;
    s.push("expander");
    checkStringEnumArray($expander, r);
    s.pop();
  }
  const $unneededTime = v.unneededTime;
  if ($unneededTime !== undefined) {
    n++;
    z += 16;
    if (typeof $unneededTime !== 'string') wrongType(r, "unneededTime", "a string", $unneededTime);
    else {
      countText(r, $unneededTime);
      if ($unneededTime.length > 64 && codePoints($unneededTime) > 64) outOfBounds(r, "unneededTime", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Duration($unneededTime) < 0) noMatch(r, "unneededTime", $unneededTime, FORM_Duration);
    }
  }
  const $unreadyTime = v.unreadyTime;
  if ($unreadyTime !== undefined) {
    n++;
    z += 15;
    if (typeof $unreadyTime !== 'string') wrongType(r, "unreadyTime", "a string", $unreadyTime);
    else {
      countText(r, $unreadyTime);
      if ($unreadyTime.length > 64 && codePoints($unreadyTime) > 64) outOfBounds(r, "unreadyTime", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Duration($unreadyTime) < 0) noMatch(r, "unreadyTime", $unreadyTime, FORM_Duration);
    }
  }
  const $utilizationThreshold = v.utilizationThreshold;
  if ($utilizationThreshold !== undefined) {
    n++;
    z += 24;
    if (!(typeof $utilizationThreshold === 'number' && Number.isFinite($utilizationThreshold))) wrongType(r, "utilizationThreshold", "a number", $utilizationThreshold);
    else {
      z += 1;
      r.wide += 5;
      if ($utilizationThreshold < 0) outOfBounds(r, "utilizationThreshold", 'MINIMUM', "must be at least 0; got " + $utilizationThreshold);
      if ($utilizationThreshold > 1) outOfBounds(r, "utilizationThreshold", 'MAXIMUM', "must be at most 1; got " + $utilizationThreshold);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_Autoscaler, undefined);
}

/** Checks a {@link VendorBProvider}: A cluster whose nodes run as vendorB compute instances in your vendorB account, managed through roles the service assumes. */
function checkVendorBProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
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
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $vendorBTags = v.vendorBTags;
  if ($vendorBTags !== undefined) {
    n++;
    z += 15;
    s.push("vendorBTags");
    checkStringMap($vendorBTags, r);
    s.pop();
  }
  const $skipCreateRoles = v.skipCreateRoles;
  if ($skipCreateRoles !== undefined) {
    n++;
    z += 19;
    if (typeof $skipCreateRoles !== 'boolean') wrongType(r, "skipCreateRoles", "a boolean", $skipCreateRoles);
    else {
      z += $skipCreateRoles ? 4 : 5;
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    z += 9;
    s.push("image");
    checkVendorBImage($image, r, "image");
    s.pop();
  }
  const $deployRoleArn = v.deployRoleArn;
  if ($deployRoleArn === undefined) missing(r, "deployRoleArn");
  else {
    n++;
    z += 17;
    if (typeof $deployRoleArn !== 'string') wrongType(r, "deployRoleArn", "a string", $deployRoleArn);
    else {
      countText(r, $deployRoleArn);
      if ($deployRoleArn.length > 2048 && codePoints($deployRoleArn) > 2048) outOfBounds(r, "deployRoleArn", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $deployRoleChain = v.deployRoleChain;
  if ($deployRoleChain !== undefined) {
    n++;
    z += 19;
    s.push("deployRoleChain");
    checkVendorBDeployRoleArray($deployRoleChain, r);
    s.pop();
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
    else {
      countText(r, $vpcId);
      if ($vpcId.length > 255 && codePoints($vpcId) > 255) outOfBounds(r, "vpcId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $keyPair = v.keyPair;
  if ($keyPair !== undefined) {
    n++;
    z += 11;
    if (typeof $keyPair !== 'string') wrongType(r, "keyPair", "a string", $keyPair);
    else {
      countText(r, $keyPair);
      if ($keyPair.length > 255 && codePoints($keyPair) > 255) outOfBounds(r, "keyPair", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $diskEncryptionKeyArn = v.diskEncryptionKeyArn;
  if ($diskEncryptionKeyArn !== undefined) {
    n++;
    z += 24;
    if (typeof $diskEncryptionKeyArn !== 'string') wrongType(r, "diskEncryptionKeyArn", "a string", $diskEncryptionKeyArn);
    else {
      countText(r, $diskEncryptionKeyArn);
      if ($diskEncryptionKeyArn.length > 2048 && codePoints($diskEncryptionKeyArn) > 2048) outOfBounds(r, "diskEncryptionKeyArn", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $securityGroupIds = v.securityGroupIds;
  if ($securityGroupIds !== undefined) {
    n++;
    z += 20;
    s.push("securityGroupIds");
    checkStringArray($securityGroupIds, r);
    s.pop();
  }
  const $extraNodePolicies = v.extraNodePolicies;
  if ($extraNodePolicies !== undefined) {
    n++;
    z += 21;
    s.push("extraNodePolicies");
    checkStringArray2($extraNodePolicies, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorBNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBProvider, undefined);
}

/** Checks a {@link VendorBImage}: The machine image of vendorB nodes: exactly one of `recommended` (an image the service recommends, by name) or `exact` (a specific vendorB image ID). */
function checkVendorBImage(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBImage)", v);
  if (r.known !== undefined && r.known(v)) return;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $recommended = v.recommended;
  if ($recommended !== undefined) {
    n++;
    z += 15;
    if (typeof $recommended !== 'string') wrongType(r, "recommended", "a string", $recommended);
    else {
      countText(r, $recommended);
      if ($recommended.length > 255 && codePoints($recommended) > 255) outOfBounds(r, "recommended", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $exact = v.exact;
  if ($exact !== undefined) {
    n++;
    z += 9;
    if (typeof $exact !== 'string') wrongType(r, "exact", "a string", $exact);
    else {
      countText(r, $exact);
      if ($exact.length > 255 && codePoints($exact) > 255) outOfBounds(r, "exact", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBImage, undefined);
  if (n !== 1) {
    const values = [$recommended, $exact];
    const set = MEMBERS_OF_VendorBImage.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_VendorBImage);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorBDeployRole}: One role of the chain of vendorB roles assumed before the deploy role. */
function checkVendorBDeployRole(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBDeployRole)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === undefined) missing(r, "roleArn");
  else {
    n++;
    z += 11;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
    else {
      countText(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints($roleArn) > 2048) outOfBounds(r, "roleArn", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $externalId = v.externalId;
  if ($externalId !== undefined) {
    n++;
    z += 14;
    if (typeof $externalId !== 'string') wrongType(r, "externalId", "a string", $externalId);
    else {
      countText(r, $externalId);
      if ($externalId.length > 255 && codePoints($externalId) > 255) outOfBounds(r, "externalId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $sessionNamePrefix = v.sessionNamePrefix;
  if ($sessionNamePrefix !== undefined) {
    n++;
    z += 21;
    if (typeof $sessionNamePrefix !== 'string') wrongType(r, "sessionNamePrefix", "a string", $sessionNamePrefix);
    else {
      countText(r, $sessionNamePrefix);
      if ($sessionNamePrefix.length > 255 && codePoints($sessionNamePrefix) > 255) outOfBounds(r, "sessionNamePrefix", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBDeployRole, undefined);
}

/** Checks a {@link VendorBNodePool}: A pool of vendorB instances, on-demand or spot, in the given subnets. */
function checkVendorBNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $instanceTypes = v.instanceTypes;
  if ($instanceTypes === undefined) missing(r, "instanceTypes");
  else {
    n++;
    z += 17;
    s.push("instanceTypes");
    checkStringArray($instanceTypes, r);
    s.pop();
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    z += 17;
    s.push("overrideImage");
    checkVendorBImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes($bootDiskSize);
      if ($bootDiskSize < 0) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $onDemandBaseCapacity = v.onDemandBaseCapacity;
  if ($onDemandBaseCapacity !== undefined) {
    n++;
    z += 24;
    if (!(typeof $onDemandBaseCapacity === 'number' && Number.isInteger($onDemandBaseCapacity))) wrongType(r, "onDemandBaseCapacity", "an integer", $onDemandBaseCapacity);
    else {
      z += integerBytes($onDemandBaseCapacity);
      if ($onDemandBaseCapacity < 0) outOfBounds(r, "onDemandBaseCapacity", 'MINIMUM', "must be at least 0; got " + $onDemandBaseCapacity);
    }
  }
  const $onDemandPercentageAboveBaseCapacity = v.onDemandPercentageAboveBaseCapacity;
  if ($onDemandPercentageAboveBaseCapacity !== undefined) {
    n++;
    z += 39;
    if (!(typeof $onDemandPercentageAboveBaseCapacity === 'number' && Number.isInteger($onDemandPercentageAboveBaseCapacity))) wrongType(r, "onDemandPercentageAboveBaseCapacity", "an integer", $onDemandPercentageAboveBaseCapacity);
    else {
      z += integerBytes($onDemandPercentageAboveBaseCapacity);
      if ($onDemandPercentageAboveBaseCapacity < 0) outOfBounds(r, "onDemandPercentageAboveBaseCapacity", 'MINIMUM', "must be at least 0; got " + $onDemandPercentageAboveBaseCapacity);
    }
  }
  const $spotAllocationStrategy = v.spotAllocationStrategy;
  if ($spotAllocationStrategy !== undefined) {
    n++;
    z += 26;
    if (typeof $spotAllocationStrategy !== 'string') wrongType(r, "spotAllocationStrategy", "a string", $spotAllocationStrategy);
    else {
      z += $spotAllocationStrategy.length + 2;
      if ($spotAllocationStrategy !== "lowest-price" && $spotAllocationStrategy !== "capacity-optimized" && $spotAllocationStrategy !== "capacity-optimized-prioritized" && $spotAllocationStrategy !== "price-capacity-optimized") notInEnum(r, "spotAllocationStrategy", $spotAllocationStrategy, ENUM_3);
    }
  }
  const $subnetIds = v.subnetIds;
  if ($subnetIds === undefined) missing(r, "subnetIds");
  else {
    n++;
    z += 13;
    s.push("subnetIds");
    checkStringArray($subnetIds, r);
    s.pop();
  }
  const $extraSecurityGroupIds = v.extraSecurityGroupIds;
  if ($extraSecurityGroupIds !== undefined) {
    n++;
    z += 25;
    s.push("extraSecurityGroupIds");
    checkStringArray($extraSecurityGroupIds, r);
    s.pop();
  }
  const $cpuOptions = v.cpuOptions;
  if ($cpuOptions !== undefined) {
    n++;
    z += 14;
    s.push("cpuOptions");
    checkVendorBCpuOptions($cpuOptions, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorBCpuOptions}: CPU options of the pool's instances. */
function checkVendorBCpuOptions(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBCpuOptions)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $nestedVirtualization = v.nestedVirtualization;
  if ($nestedVirtualization !== undefined) {
    n++;
    z += 24;
    if (typeof $nestedVirtualization !== 'boolean') wrongType(r, "nestedVirtualization", "a boolean", $nestedVirtualization);
    else {
      z += $nestedVirtualization ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBCpuOptions, undefined);
}

/** Checks a {@link VendorCProvider}: A cluster whose nodes run as vendorC cloud servers in a vendorC VPC. */
function checkVendorCProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorCProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
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
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints($tokenSecretLink) > 512) outOfBounds(r, "tokenSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($tokenSecretLink) < 0) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== undefined) {
    n++;
    z += 14;
    if (typeof $firewallId !== 'string') wrongType(r, "firewallId", "a string", $firewallId);
    else {
      countText(r, $firewallId);
      if ($firewallId.length > 255 && codePoints($firewallId) > 255) outOfBounds(r, "firewallId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorCNodePoolArray($nodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    z += 9;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
    else {
      countText(r, $image);
      if ($image.length > 255 && codePoints($image) > 255) outOfBounds(r, "image", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== undefined) {
    n++;
    z += 19;
    s.push("authorizedUsers");
    checkStringArray($authorizedUsers, r);
    s.pop();
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== undefined) {
    n++;
    z += 18;
    s.push("authorizedKeys");
    checkStringArray3($authorizedKeys, r);
    s.pop();
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
    else {
      countText(r, $vpcId);
      if ($vpcId.length > 255 && codePoints($vpcId) > 255) outOfBounds(r, "vpcId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorCProvider, undefined);
}

/** Checks a {@link VendorCNodePool}: A pool of vendorC servers of one server type in one subnet. */
function checkVendorCNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorCNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $serverType = v.serverType;
  if ($serverType === undefined) missing(r, "serverType");
  else {
    n++;
    z += 14;
    if (typeof $serverType !== 'string') wrongType(r, "serverType", "a string", $serverType);
    else {
      countText(r, $serverType);
      if ($serverType.length > 255 && codePoints($serverType) > 255) outOfBounds(r, "serverType", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    z += 17;
    if (typeof $overrideImage !== 'string') wrongType(r, "overrideImage", "a string", $overrideImage);
    else {
      countText(r, $overrideImage);
      if ($overrideImage.length > 255 && codePoints($overrideImage) > 255) outOfBounds(r, "overrideImage", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $subnetId = v.subnetId;
  if ($subnetId === undefined) missing(r, "subnetId");
  else {
    n++;
    z += 12;
    if (typeof $subnetId !== 'string') wrongType(r, "subnetId", "a string", $subnetId);
    else {
      countText(r, $subnetId);
      if ($subnetId.length > 255 && codePoints($subnetId) > 255) outOfBounds(r, "subnetId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorCNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorDProvider}: A cluster whose nodes run as vendorD instances in one vendorD datacenter. */
function checkVendorDProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorDProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $datacenter = v.datacenter;
  if ($datacenter === undefined) missing(r, "datacenter");
  else {
    n++;
    z += 14;
    if (typeof $datacenter !== 'string') wrongType(r, "datacenter", "a string", $datacenter);
    else {
      countText(r, $datacenter);
      if ($datacenter.length > 255 && codePoints($datacenter) > 255) outOfBounds(r, "datacenter", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints($tokenSecretLink) > 512) outOfBounds(r, "tokenSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($tokenSecretLink) < 0) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorDNodePoolArray($nodePools, r);
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray($sshKeys, r);
    s.pop();
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== undefined) {
    n++;
    z += 22;
    s.push("unmanagedNodePools");
    checkNodePoolBaseArray($unmanagedNodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorDProvider, undefined);
}

/** Checks a {@link VendorDNodePool}: A pool of vendorD instances of one flavor. */
function checkVendorDNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorDNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $flavor = v.flavor;
  if ($flavor === undefined) missing(r, "flavor");
  else {
    n++;
    z += 10;
    if (typeof $flavor !== 'string') wrongType(r, "flavor", "a string", $flavor);
    else {
      countText(r, $flavor);
      if ($flavor.length > 255 && codePoints($flavor) > 255) outOfBounds(r, "flavor", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorDNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorEProvider}: A cluster whose nodes run as vendorE instances in one vendorE region. */
function checkVendorEProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorEProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
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
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints($tokenSecretLink) > 512) outOfBounds(r, "tokenSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($tokenSecretLink) < 0) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorENodePoolArray($nodePools, r);
    s.pop();
  }
  const $sshKey = v.sshKey;
  if ($sshKey === undefined) missing(r, "sshKey");
  else {
    n++;
    z += 10;
    if (typeof $sshKey !== 'string') wrongType(r, "sshKey", "a string", $sshKey);
    else {
      countText(r, $sshKey);
      if ($sshKey.length > 255 && codePoints($sshKey) > 255) outOfBounds(r, "sshKey", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== undefined) {
    n++;
    z += 22;
    s.push("unmanagedNodePools");
    checkNodePoolBaseArray($unmanagedNodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $fileSystems = v.fileSystems;
  if ($fileSystems !== undefined) {
    n++;
    z += 15;
    s.push("fileSystems");
    checkStringArray($fileSystems, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorEProvider, undefined);
}

/** Checks a {@link VendorENodePool}: A pool of vendorE instances of one instance type. */
function checkVendorENodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorENodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $instanceType = v.instanceType;
  if ($instanceType === undefined) missing(r, "instanceType");
  else {
    n++;
    z += 16;
    if (typeof $instanceType !== 'string') wrongType(r, "instanceType", "a string", $instanceType);
    else {
      countText(r, $instanceType);
      if ($instanceType.length > 255 && codePoints($instanceType) > 255) outOfBounds(r, "instanceType", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorENodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorFProvider}: A cluster whose nodes run as vendorF machines in one vendorF region. */
function checkVendorFProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorFProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
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
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints($tokenSecretLink) > 512) outOfBounds(r, "tokenSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($tokenSecretLink) < 0) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $sharedDrives = v.sharedDrives;
  if ($sharedDrives !== undefined) {
    n++;
    z += 16;
    s.push("sharedDrives");
    checkStringArray($sharedDrives, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorFNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== undefined) {
    n++;
    z += 22;
    s.push("unmanagedNodePools");
    checkNodePoolBaseArray($unmanagedNodePools, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $userIds = v.userIds;
  if ($userIds !== undefined) {
    n++;
    z += 11;
    s.push("userIds");
    checkStringArray($userIds, r);
    s.pop();
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
    else {
      countText(r, $networkId);
      if ($networkId.length > 255 && codePoints($networkId) > 255) outOfBounds(r, "networkId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorFProvider, undefined);
}

/** Checks a {@link VendorFNodePool}: A pool of vendorF machines of one machine type. */
function checkVendorFNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorFNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $publicIpType = v.publicIpType;
  if ($publicIpType === undefined) missing(r, "publicIpType");
  else {
    n++;
    z += 16;
    if (typeof $publicIpType !== 'string') wrongType(r, "publicIpType", "a string", $publicIpType);
    else {
      z += $publicIpType.length + 2;
      if ($publicIpType !== "none" && $publicIpType !== "dynamic" && $publicIpType !== "static") notInEnum(r, "publicIpType", $publicIpType, ENUM_4);
    }
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes($bootDiskSize);
      if ($bootDiskSize < 0) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $machineType = v.machineType;
  if ($machineType === undefined) missing(r, "machineType");
  else {
    n++;
    z += 15;
    if (typeof $machineType !== 'string') wrongType(r, "machineType", "a string", $machineType);
    else {
      countText(r, $machineType);
      if ($machineType.length > 255 && codePoints($machineType) > 255) outOfBounds(r, "machineType", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorFNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link EphemeralProvider}: A short-lived cluster whose nodes are provided by the service itself, for tests and experiments. */
function checkEphemeralProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (EphemeralProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
    else {
      countText(r, $location);
      if ($location.length > 255 && codePoints($location) > 255) outOfBounds(r, "location", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkEphemeralNodePoolArray($nodePools, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_EphemeralProvider, undefined);
}

/** Checks a {@link EphemeralNodePool}: A fixed number of identical ephemeral nodes. */
function checkEphemeralNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (EphemeralNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $count = v.count;
  if ($count === undefined) missing(r, "count");
  else {
    n++;
    z += 9;
    if (!(typeof $count === 'number' && Number.isInteger($count))) wrongType(r, "count", "an integer", $count);
    else {
      z += integerBytes($count);
      if ($count < 0) outOfBounds(r, "count", 'MINIMUM', "must be at least 0; got " + $count);
    }
  }
  const $arch = v.arch;
  if ($arch !== undefined) {
    n++;
    z += 8;
    if (typeof $arch !== 'string') wrongType(r, "arch", "a string", $arch);
    else {
      z += $arch.length + 2;
      if ($arch !== "any" && $arch !== "arm64" && $arch !== "amd64") notInEnum(r, "arch", $arch, ENUM_5);
    }
  }
  const $flavor = v.flavor;
  if ($flavor !== undefined) {
    n++;
    z += 10;
    if (typeof $flavor !== 'string') wrongType(r, "flavor", "a string", $flavor);
    else {
      z += $flavor.length + 2;
      if ($flavor !== "debian" && $flavor !== "ubuntu" && $flavor !== "fedora") notInEnum(r, "flavor", $flavor, ENUM_6);
    }
  }
  const $cpu = v.cpu;
  if ($cpu === undefined) missing(r, "cpu");
  else {
    n++;
    z += 7;
    if (typeof $cpu !== 'string') wrongType(r, "cpu", "a string", $cpu);
    else {
      z += $cpu.length + 2;
      if ($cpu.length > 64 && codePoints($cpu) > 64) outOfBounds(r, "cpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($cpu) < 0) noMatch(r, "cpu", $cpu, FORM_Quantity);
    }
  }
  const $memory = v.memory;
  if ($memory === undefined) missing(r, "memory");
  else {
    n++;
    z += 10;
    if (typeof $memory !== 'string') wrongType(r, "memory", "a string", $memory);
    else {
      z += $memory.length + 2;
      if ($memory.length > 64 && codePoints($memory) > 64) outOfBounds(r, "memory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($memory) < 0) noMatch(r, "memory", $memory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_EphemeralNodePool, undefined);
}

/** Checks a {@link VendorGProvider}: A cluster whose nodes run as vendorG virtual machines, managed through the vendorG cloud API. */
function checkVendorGProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $connection = v.connection;
  if ($connection === undefined) missing(r, "connection");
  else {
    n++;
    z += 14;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
    else {
      countText(r, $location);
      if ($location.length > 255 && codePoints($location) > 255) outOfBounds(r, "location", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== undefined) {
    n++;
    z += 16;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === undefined) missing(r, "privateNetworkId");
  else {
    n++;
    z += 20;
    if (typeof $privateNetworkId !== 'string') wrongType(r, "privateNetworkId", "a string", $privateNetworkId);
    else {
      countText(r, $privateNetworkId);
      if ($privateNetworkId.length > 255 && codePoints($privateNetworkId) > 255) outOfBounds(r, "privateNetworkId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== undefined) {
    n++;
    z += 19;
    if (typeof $firewallEnabled !== 'boolean') wrongType(r, "firewallEnabled", "a boolean", $firewallEnabled);
    else {
      z += $firewallEnabled ? 4 : 5;
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorGNodePoolArray($nodePools, r);
    s.pop();
  }
  const $imageId = v.imageId;
  if ($imageId === undefined) missing(r, "imageId");
  else {
    n++;
    z += 11;
    if (typeof $imageId !== 'string') wrongType(r, "imageId", "a string", $imageId);
    else {
      countText(r, $imageId);
      if ($imageId.length > 255 && codePoints($imageId) > 255) outOfBounds(r, "imageId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray3($sshKeys, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorGProvider, undefined);
}

/** Checks a {@link VendorGConnection}: Connection to the vendorG cloud API. */
function checkVendorGConnection(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGConnection)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $url = v.url;
  if ($url === undefined) missing(r, "url");
  else {
    n++;
    z += 7;
    if (typeof $url !== 'string') wrongType(r, "url", "a string", $url);
    else {
      countText(r, $url);
      if ($url.length > 2048 && codePoints($url) > 2048) outOfBounds(r, "url", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $account = v.account;
  if ($account === undefined) missing(r, "account");
  else {
    n++;
    z += 11;
    if (typeof $account !== 'string') wrongType(r, "account", "a string", $account);
    else {
      countText(r, $account);
      if ($account.length > 255 && codePoints($account) > 255) outOfBounds(r, "account", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $user = v.user;
  if ($user !== undefined) {
    n++;
    z += 8;
    if (typeof $user !== 'string') wrongType(r, "user", "a string", $user);
    else {
      countText(r, $user);
      if ($user.length > 255 && codePoints($user) > 255) outOfBounds(r, "user", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $privateKeySecretLink = v.privateKeySecretLink;
  if ($privateKeySecretLink === undefined) missing(r, "privateKeySecretLink");
  else {
    n++;
    z += 24;
    if (typeof $privateKeySecretLink !== 'string') wrongType(r, "privateKeySecretLink", "a string", $privateKeySecretLink);
    else {
      countText(r, $privateKeySecretLink);
      if ($privateKeySecretLink.length > 512 && codePoints($privateKeySecretLink) > 512) outOfBounds(r, "privateKeySecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($privateKeySecretLink) < 0) noMatch(r, "privateKeySecretLink", $privateKeySecretLink, FORM_SecretLink);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorGConnection, undefined);
}

/** Checks a {@link VendorGLoadBalancer}: The cluster's load balancer: exactly one of `manual` (load balancer machines you size and place), `none` (no load balancer) or `gateway` (the gateway load balancer). */
function checkVendorGLoadBalancer(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGLoadBalancer)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $manual = v.manual;
  if ($manual !== undefined) {
    n++;
    z += 10;
    s.push("manual");
    checkVendorGManualLoadBalancer($manual, r);
    s.pop();
  }
  const $none = v.none;
  if ($none !== undefined) {
    n++;
    z += 8;
    s.push("none");
    checkVendorGNoLoadBalancer($none, r);
    s.pop();
  }
  const $gateway = v.gateway;
  if ($gateway !== undefined) {
    n++;
    z += 11;
    s.push("gateway");
    checkVendorGGatewayLoadBalancer($gateway, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorGLoadBalancer, undefined);
  if (n !== 1) {
    const values = [$manual, $none, $gateway];
    const set = MEMBERS_OF_VendorGLoadBalancer.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_VendorGLoadBalancer);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorGManualLoadBalancer}: Load balancer virtual machines created by the service in vendorG. */
function checkVendorGManualLoadBalancer(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGManualLoadBalancer)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $packageId = v.packageId;
  if ($packageId !== undefined) {
    n++;
    z += 13;
    if (typeof $packageId !== 'string') wrongType(r, "packageId", "a string", $packageId);
    else {
      countText(r, $packageId);
      if ($packageId.length > 255 && codePoints($packageId) > 255) outOfBounds(r, "packageId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $imageId = v.imageId;
  if ($imageId !== undefined) {
    n++;
    z += 11;
    if (typeof $imageId !== 'string') wrongType(r, "imageId", "a string", $imageId);
    else {
      countText(r, $imageId);
      if ($imageId.length > 255 && codePoints($imageId) > 255) outOfBounds(r, "imageId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== undefined) {
    n++;
    z += 19;
    if (typeof $publicNetworkId !== 'string') wrongType(r, "publicNetworkId", "a string", $publicNetworkId);
    else {
      countText(r, $publicNetworkId);
      if ($publicNetworkId.length > 255 && codePoints($publicNetworkId) > 255) outOfBounds(r, "publicNetworkId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== undefined) {
    n++;
    z += 21;
    s.push("privateNetworkIds");
    checkStringArray($privateNetworkIds, r);
    s.pop();
  }
  const $metadata = v.metadata;
  if ($metadata !== undefined) {
    n++;
    z += 12;
    s.push("metadata");
    checkStringMap($metadata, r);
    s.pop();
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    z += 8;
    s.push("tags");
    checkStringMap($tags, r);
    s.pop();
  }
  const $logging = v.logging;
  if ($logging !== undefined) {
    n++;
    z += 11;
    s.push("logging");
    checkVendorGLoadBalancerLogging($logging, r);
    s.pop();
  }
  const $count = v.count;
  if ($count !== undefined) {
    n++;
    z += 9;
    if (!(typeof $count === 'number' && Number.isInteger($count))) wrongType(r, "count", "an integer", $count);
    else {
      z += integerBytes($count);
      if ($count < 1) outOfBounds(r, "count", 'MINIMUM', "must be at least 1; got " + $count);
      if ($count > 3) outOfBounds(r, "count", 'MAXIMUM', "must be at most 3; got " + $count);
    }
  }
  const $cnsInternalDomain = v.cnsInternalDomain;
  if ($cnsInternalDomain !== undefined) {
    n++;
    z += 21;
    if (typeof $cnsInternalDomain !== 'string') wrongType(r, "cnsInternalDomain", "a string", $cnsInternalDomain);
    else {
      countText(r, $cnsInternalDomain);
      if ($cnsInternalDomain.length > 253 && codePoints($cnsInternalDomain) > 253) outOfBounds(r, "cnsInternalDomain", 'MAX_LENGTH', "must be at most 253 characters long");
    }
  }
  const $cnsPublicDomain = v.cnsPublicDomain;
  if ($cnsPublicDomain !== undefined) {
    n++;
    z += 19;
    if (typeof $cnsPublicDomain !== 'string') wrongType(r, "cnsPublicDomain", "a string", $cnsPublicDomain);
    else {
      countText(r, $cnsPublicDomain);
      if ($cnsPublicDomain.length > 253 && codePoints($cnsPublicDomain) > 253) outOfBounds(r, "cnsPublicDomain", 'MAX_LENGTH', "must be at most 253 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorGManualLoadBalancer, undefined);
}

/** Checks a {@link VendorGLoadBalancerLogging}: Logging of the manual load balancer machines. */
function checkVendorGLoadBalancerLogging(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGLoadBalancerLogging)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $nodePort = v.nodePort;
  if ($nodePort !== undefined) {
    n++;
    z += 12;
    if (!(typeof $nodePort === 'number' && Number.isInteger($nodePort))) wrongType(r, "nodePort", "an integer", $nodePort);
    else {
      z += integerBytes($nodePort);
      if ($nodePort < 30000) outOfBounds(r, "nodePort", 'MINIMUM', "must be at least 30000; got " + $nodePort);
      if ($nodePort > 65535) outOfBounds(r, "nodePort", 'MAXIMUM', "must be at most 65535; got " + $nodePort);
    }
  }
  const $externalSyslog = v.externalSyslog;
  if ($externalSyslog !== undefined) {
    n++;
    z += 18;
    if (typeof $externalSyslog !== 'string') wrongType(r, "externalSyslog", "a string", $externalSyslog);
    else {
      countText(r, $externalSyslog);
      if ($externalSyslog.length > 259 && codePoints($externalSyslog) > 259) outOfBounds(r, "externalSyslog", 'MAX_LENGTH', "must be at most 259 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorGLoadBalancerLogging, undefined);
}

/** Checks a {@link VendorGNoLoadBalancer}: No load balancer. */
function checkVendorGNoLoadBalancer(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGNoLoadBalancer)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link VendorGGatewayLoadBalancer}: The gateway load balancer. */
function checkVendorGGatewayLoadBalancer(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGGatewayLoadBalancer)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link VendorGNodePool}: A pool of vendorG virtual machines of one package. */
function checkVendorGNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $packageId = v.packageId;
  if ($packageId !== undefined) {
    n++;
    z += 13;
    if (typeof $packageId !== 'string') wrongType(r, "packageId", "a string", $packageId);
    else {
      countText(r, $packageId);
      if ($packageId.length > 255 && codePoints($packageId) > 255) outOfBounds(r, "packageId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $overrideImageId = v.overrideImageId;
  if ($overrideImageId !== undefined) {
    n++;
    z += 19;
    if (typeof $overrideImageId !== 'string') wrongType(r, "overrideImageId", "a string", $overrideImageId);
    else {
      countText(r, $overrideImageId);
      if ($overrideImageId.length > 255 && codePoints($overrideImageId) > 255) outOfBounds(r, "overrideImageId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== undefined) {
    n++;
    z += 19;
    if (typeof $publicNetworkId !== 'string') wrongType(r, "publicNetworkId", "a string", $publicNetworkId);
    else {
      countText(r, $publicNetworkId);
      if ($publicNetworkId.length > 255 && codePoints($publicNetworkId) > 255) outOfBounds(r, "publicNetworkId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== undefined) {
    n++;
    z += 21;
    s.push("privateNetworkIds");
    checkStringArray($privateNetworkIds, r);
    s.pop();
  }
  const $vendorGTags = v.vendorGTags;
  if ($vendorGTags !== undefined) {
    n++;
    z += 15;
    s.push("vendorGTags");
    checkStringMap($vendorGTags, r);
    s.pop();
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorGNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorHProvider}: A cluster whose nodes run as vendorH virtual machines in your vendorH subscription. */
function checkVendorHProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
    else {
      countText(r, $location);
      if ($location.length > 255 && codePoints($location) > 255) outOfBounds(r, "location", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $subscriptionId = v.subscriptionId;
  if ($subscriptionId === undefined) missing(r, "subscriptionId");
  else {
    n++;
    z += 18;
    if (typeof $subscriptionId !== 'string') wrongType(r, "subscriptionId", "a string", $subscriptionId);
    else {
      countText(r, $subscriptionId);
      if ($subscriptionId.length > 255 && codePoints($subscriptionId) > 255) outOfBounds(r, "subscriptionId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $sdkSecretLink = v.sdkSecretLink;
  if ($sdkSecretLink === undefined) missing(r, "sdkSecretLink");
  else {
    n++;
    z += 17;
    if (typeof $sdkSecretLink !== 'string') wrongType(r, "sdkSecretLink", "a string", $sdkSecretLink);
    else {
      countText(r, $sdkSecretLink);
      if ($sdkSecretLink.length > 512 && codePoints($sdkSecretLink) > 512) outOfBounds(r, "sdkSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($sdkSecretLink) < 0) noMatch(r, "sdkSecretLink", $sdkSecretLink, FORM_SecretLink);
    }
  }
  const $resourceGroup = v.resourceGroup;
  if ($resourceGroup === undefined) missing(r, "resourceGroup");
  else {
    n++;
    z += 17;
    if (typeof $resourceGroup !== 'string') wrongType(r, "resourceGroup", "a string", $resourceGroup);
    else {
      countText(r, $resourceGroup);
      if ($resourceGroup.length > 255 && codePoints($resourceGroup) > 255) outOfBounds(r, "resourceGroup", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    z += 9;
    s.push("image");
    checkVendorHImage($image, r, "image");
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray3($sshKeys, r);
    s.pop();
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    z += 13;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
    else {
      countText(r, $networkId);
      if ($networkId.length > 255 && codePoints($networkId) > 255) outOfBounds(r, "networkId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    z += 8;
    s.push("tags");
    checkStringMap($tags, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorHNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorHProvider, undefined);
}

/** Checks a {@link VendorHImage}: The machine image of vendorH nodes: exactly one of `recommended` (an image the service recommends, by name) or `reference` (a vendorH marketplace image given by publisher, offer, SKU and version). */
function checkVendorHImage(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHImage)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $recommended = v.recommended;
  if ($recommended !== undefined) {
    n++;
    z += 15;
    if (typeof $recommended !== 'string') wrongType(r, "recommended", "a string", $recommended);
    else {
      countText(r, $recommended);
      if ($recommended.length > 255 && codePoints($recommended) > 255) outOfBounds(r, "recommended", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $reference = v.reference;
  if ($reference !== undefined) {
    n++;
    z += 13;
    s.push("reference");
    checkVendorHImageReference($reference, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorHImage, undefined);
  if (n !== 1) {
    const values = [$recommended, $reference];
    const set = MEMBERS_OF_VendorHImage.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_VendorHImage);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorHImageReference}: A vendorH marketplace image, named by its four parts. */
function checkVendorHImageReference(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHImageReference)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $publisher = v.publisher;
  if ($publisher === undefined) missing(r, "publisher");
  else {
    n++;
    z += 13;
    if (typeof $publisher !== 'string') wrongType(r, "publisher", "a string", $publisher);
    else {
      countText(r, $publisher);
      if ($publisher.length > 255 && codePoints($publisher) > 255) outOfBounds(r, "publisher", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $offer = v.offer;
  if ($offer === undefined) missing(r, "offer");
  else {
    n++;
    z += 9;
    if (typeof $offer !== 'string') wrongType(r, "offer", "a string", $offer);
    else {
      countText(r, $offer);
      if ($offer.length > 255 && codePoints($offer) > 255) outOfBounds(r, "offer", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $sku = v.sku;
  if ($sku === undefined) missing(r, "sku");
  else {
    n++;
    z += 7;
    if (typeof $sku !== 'string') wrongType(r, "sku", "a string", $sku);
    else {
      countText(r, $sku);
      if ($sku.length > 255 && codePoints($sku) > 255) outOfBounds(r, "sku", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    z += 11;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
    else {
      countText(r, $version);
      if ($version.length > 255 && codePoints($version) > 255) outOfBounds(r, "version", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorHImageReference, undefined);
}

/** Checks a {@link VendorHNodePool}: A pool of vendorH virtual machines of one size in one subnet. */
function checkVendorHNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $size = v.size;
  if ($size === undefined) missing(r, "size");
  else {
    n++;
    z += 8;
    if (typeof $size !== 'string') wrongType(r, "size", "a string", $size);
    else {
      countText(r, $size);
      if ($size.length > 255 && codePoints($size) > 255) outOfBounds(r, "size", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $subnetId = v.subnetId;
  if ($subnetId === undefined) missing(r, "subnetId");
  else {
    n++;
    z += 12;
    if (typeof $subnetId !== 'string') wrongType(r, "subnetId", "a string", $subnetId);
    else {
      countText(r, $subnetId);
      if ($subnetId.length > 255 && codePoints($subnetId) > 255) outOfBounds(r, "subnetId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $zones = v.zones;
  if ($zones !== undefined) {
    n++;
    z += 9;
    s.push("zones");
    checkIntegerArray($zones, r);
    s.pop();
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    z += 17;
    s.push("overrideImage");
    checkVendorHImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes($bootDiskSize);
      if ($bootDiskSize < 0) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorHNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorIProvider}: A cluster whose nodes run as vendorI virtual machines in a vendorI VPC. */
function checkVendorIProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorIProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
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
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== undefined) {
    n++;
    z += 15;
    s.push("vendorITags");
    checkStringArray($vendorITags, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    z += 19;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      countText(r, $tokenSecretLink);
      if ($tokenSecretLink.length > 512 && codePoints($tokenSecretLink) > 512) outOfBounds(r, "tokenSecretLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($tokenSecretLink) < 0) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_SecretLink);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    z += 9;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
    else {
      countText(r, $vpcId);
      if ($vpcId.length > 255 && codePoints($vpcId) > 255) outOfBounds(r, "vpcId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorINodePoolArray($nodePools, r);
    s.pop();
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    z += 9;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
    else {
      countText(r, $image);
      if ($image.length > 255 && codePoints($image) > 255) outOfBounds(r, "image", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    z += 11;
    s.push("sshKeys");
    checkStringArray($sshKeys, r);
    s.pop();
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== undefined) {
    n++;
    z += 16;
    s.push("extraSshKeys");
    checkStringArray3($extraSshKeys, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== undefined) {
    n++;
    z += 15;
    s.push("reservedIPs");
    checkStringArray4($reservedIPs, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorIProvider, undefined);
}

/** Checks a {@link VendorINodePool}: A pool of vendorI machines of one size. */
function checkVendorINodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorINodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $vendorISize = v.vendorISize;
  if ($vendorISize !== undefined) {
    n++;
    z += 15;
    if (typeof $vendorISize !== 'string') wrongType(r, "vendorISize", "a string", $vendorISize);
    else {
      countText(r, $vendorISize);
      if ($vendorISize.length > 255 && codePoints($vendorISize) > 255) outOfBounds(r, "vendorISize", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    z += 17;
    if (typeof $overrideImage !== 'string') wrongType(r, "overrideImage", "a string", $overrideImage);
    else {
      countText(r, $overrideImage);
      if ($overrideImage.length > 255 && codePoints($overrideImage) > 255) outOfBounds(r, "overrideImage", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorINodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link VendorJProvider}: A cluster whose nodes run as vendorJ compute instances in your vendorJ project. */
function checkVendorJProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJProvider)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $projectId = v.projectId;
  if ($projectId === undefined) missing(r, "projectId");
  else {
    n++;
    z += 13;
    if (typeof $projectId !== 'string') wrongType(r, "projectId", "a string", $projectId);
    else {
      countText(r, $projectId);
      if ($projectId.length > 255 && codePoints($projectId) > 255) outOfBounds(r, "projectId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    z += 10;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
    else {
      countText(r, $region);
      if ($region.length > 255 && codePoints($region) > 255) outOfBounds(r, "region", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    z += 8;
    s.push("tags");
    checkStringArray($tags, r);
    s.pop();
  }
  const $metadata = v.metadata;
  if ($metadata !== undefined) {
    n++;
    z += 12;
    s.push("metadata");
    checkStringMap($metadata, r);
    s.pop();
  }
  const $network = v.network;
  if ($network === undefined) missing(r, "network");
  else {
    n++;
    z += 11;
    if (typeof $network !== 'string') wrongType(r, "network", "a string", $network);
    else {
      countText(r, $network);
      if ($network.length > 255 && codePoints($network) > 255) outOfBounds(r, "network", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $saKeyLink = v.saKeyLink;
  if ($saKeyLink === undefined) missing(r, "saKeyLink");
  else {
    n++;
    z += 13;
    if (typeof $saKeyLink !== 'string') wrongType(r, "saKeyLink", "a string", $saKeyLink);
    else {
      countText(r, $saKeyLink);
      if ($saKeyLink.length > 512 && codePoints($saKeyLink) > 512) outOfBounds(r, "saKeyLink", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($saKeyLink) < 0) noMatch(r, "saKeyLink", $saKeyLink, FORM_SecretLink);
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    z += 14;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    z += 20;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
    else {
      countText(r, $preInstallScript);
      if ($preInstallScript.length > 16384 && codePoints($preInstallScript) > 16384) outOfBounds(r, "preInstallScript", 'MAX_LENGTH', "must be at most 16384 characters long");
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    z += 9;
    s.push("image");
    checkVendorJImage($image, r, "image");
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    z += 13;
    s.push("nodePools");
    checkVendorJNodePoolArray($nodePools, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    z += 14;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorJProvider, undefined);
}

/** Checks a {@link VendorJImage}: The machine image of vendorJ nodes: exactly one of `recommended` (an image the service recommends, by name), `family` (the newest image of an image family) or `exact` (a specific image). */
function checkVendorJImage(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJImage)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  let z = 0;
  const $recommended = v.recommended;
  if ($recommended !== undefined) {
    n++;
    z += 15;
    if (typeof $recommended !== 'string') wrongType(r, "recommended", "a string", $recommended);
    else {
      countText(r, $recommended);
      if ($recommended.length > 255 && codePoints($recommended) > 255) outOfBounds(r, "recommended", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $family = v.family;
  if ($family !== undefined) {
    n++;
    z += 10;
    s.push("family");
    checkVendorJImageFamily($family, r);
    s.pop();
  }
  const $exact = v.exact;
  if ($exact !== undefined) {
    n++;
    z += 9;
    if (typeof $exact !== 'string') wrongType(r, "exact", "a string", $exact);
    else {
      countText(r, $exact);
      if ($exact.length > 2048 && codePoints($exact) > 2048) outOfBounds(r, "exact", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorJImage, undefined);
  if (n !== 1) {
    const values = [$recommended, $family, $exact];
    const set = MEMBERS_OF_VendorJImage.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_OF_VendorJImage);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorJImageFamily}: A vendorJ image family: the newest image of the family is used. */
function checkVendorJImageFamily(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJImageFamily)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $project = v.project;
  if ($project !== undefined) {
    n++;
    z += 11;
    if (typeof $project !== 'string') wrongType(r, "project", "a string", $project);
    else {
      countText(r, $project);
      if ($project.length > 255 && codePoints($project) > 255) outOfBounds(r, "project", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $family = v.family;
  if ($family !== undefined) {
    n++;
    z += 10;
    if (typeof $family !== 'string') wrongType(r, "family", "a string", $family);
    else {
      countText(r, $family);
      if ($family.length > 255 && codePoints($family) > 255) outOfBounds(r, "family", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorJImageFamily, undefined);
}

/** Checks a {@link VendorJNodePool}: A pool of vendorJ instances of one machine type in one zone. */
function checkVendorJNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJNodePool)", v);
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
      countText(r, $name);
      if ($name.length > 63 && codePoints($name) > 63) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 63 characters long");
    }
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    z += 10;
    s.push("labels");
    checkStringMap($labels, r);
    s.pop();
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    z += 10;
    s.push("taints");
    checkTaintArray($taints, r);
    s.pop();
  }
  const $machineType = v.machineType;
  if ($machineType === undefined) missing(r, "machineType");
  else {
    n++;
    z += 15;
    if (typeof $machineType !== 'string') wrongType(r, "machineType", "a string", $machineType);
    else {
      countText(r, $machineType);
      if ($machineType.length > 255 && codePoints($machineType) > 255) outOfBounds(r, "machineType", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $assignPublicIP = v.assignPublicIP;
  if ($assignPublicIP !== undefined) {
    n++;
    z += 18;
    if (typeof $assignPublicIP !== 'boolean') wrongType(r, "assignPublicIP", "a boolean", $assignPublicIP);
    else {
      z += $assignPublicIP ? 4 : 5;
    }
  }
  const $zone = v.zone;
  if ($zone === undefined) missing(r, "zone");
  else {
    n++;
    z += 8;
    if (typeof $zone !== 'string') wrongType(r, "zone", "a string", $zone);
    else {
      countText(r, $zone);
      if ($zone.length > 255 && codePoints($zone) > 255) outOfBounds(r, "zone", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    z += 17;
    s.push("overrideImage");
    checkVendorJImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    z += 16;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      z += integerBytes($bootDiskSize);
      if ($bootDiskSize < 20) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 20; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      z += integerBytes($minSize);
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    z += 11;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      z += integerBytes($maxSize);
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $preemptible = v.preemptible;
  if ($preemptible !== undefined) {
    n++;
    z += 15;
    if (typeof $preemptible !== 'boolean') wrongType(r, "preemptible", "a boolean", $preemptible);
    else {
      z += $preemptible ? 4 : 5;
    }
  }
  const $subnet = v.subnet;
  if ($subnet !== undefined) {
    n++;
    z += 10;
    if (typeof $subnet !== 'string') wrongType(r, "subnet", "a string", $subnet);
    else {
      countText(r, $subnet);
      if ($subnet.length > 255 && codePoints($subnet) > 255) outOfBounds(r, "subnet", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $localPersistentDisks = v.localPersistentDisks;
  if ($localPersistentDisks !== undefined) {
    n++;
    z += 24;
    if (!(typeof $localPersistentDisks === 'number' && Number.isInteger($localPersistentDisks))) wrongType(r, "localPersistentDisks", "an integer", $localPersistentDisks);
    else {
      z += integerBytes($localPersistentDisks);
      if ($localPersistentDisks < 0) outOfBounds(r, "localPersistentDisks", 'MINIMUM', "must be at least 0; got " + $localPersistentDisks);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorJNodePool, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
  if (typeof $minSize === 'number' && $maxSize === undefined && $minSize > 0) minAboveMax(r, "minSize", $minSize, "maxSize", 0, "max");
}

/** Checks a {@link AddOns}: Optional components the service installs and manages in the cluster. */
function checkAddOns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (AddOns)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== undefined) {
    n++;
    z += 13;
    s.push("dashboard");
    checkDashboardAddOn($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== undefined) {
    n++;
    z += 16;
    s.push("dashboardAlt");
    checkDashboardAltAddOn($dashboardAlt, r);
    s.pop();
  }
  const $vendorHWorkloadIdentity = v.vendorHWorkloadIdentity;
  if ($vendorHWorkloadIdentity !== undefined) {
    n++;
    z += 27;
    s.push("vendorHWorkloadIdentity");
    checkVendorHWorkloadIdentityAddOn($vendorHWorkloadIdentity, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== undefined) {
    n++;
    z += 27;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityAddOn($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $localPathStorage = v.localPathStorage;
  if ($localPathStorage !== undefined) {
    n++;
    z += 20;
    s.push("localPathStorage");
    checkLocalPathStorageAddOn($localPathStorage, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== undefined) {
    n++;
    z += 11;
    s.push("metrics");
    checkMetricsAddOn($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== undefined) {
    n++;
    z += 8;
    s.push("logs");
    checkLogsAddOn($logs, r);
    s.pop();
  }
  const $registryMirror = v.registryMirror;
  if ($registryMirror !== undefined) {
    n++;
    z += 18;
    s.push("registryMirror");
    checkRegistryMirrorAddOn($registryMirror, r);
    s.pop();
  }
  const $vendorK = v.vendorK;
  if ($vendorK !== undefined) {
    n++;
    z += 11;
    s.push("vendorK");
    checkVendorKAddOn($vendorK, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== undefined) {
    n++;
    z += 14;
    s.push("vendorBEFS");
    checkVendorBEfsAddOn($vendorBEFS, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== undefined) {
    n++;
    z += 14;
    s.push("vendorBECR");
    checkVendorBEcrAddOn($vendorBECR, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== undefined) {
    n++;
    z += 14;
    s.push("vendorBELB");
    checkVendorBElbAddOn($vendorBELB, r);
    s.pop();
  }
  const $vendorHACR = v.vendorHACR;
  if ($vendorHACR !== undefined) {
    n++;
    z += 14;
    s.push("vendorHACR");
    checkVendorHAcrAddOn($vendorHACR, r);
    s.pop();
  }
  const $sysbox = v.sysbox;
  if ($sysbox !== undefined) {
    n++;
    z += 10;
    s.push("sysbox");
    checkSysboxAddOn($sysbox, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== undefined) {
    n++;
    z += 8;
    s.push("byok");
    checkByokAddOn($byok, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_AddOns, undefined);
}

/** Checks a {@link DashboardAddOn}: The Kubernetes dashboard add-on. */
function checkDashboardAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (DashboardAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link DashboardAltAddOn}: The alternative dashboard add-on. */
function checkDashboardAltAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (DashboardAltAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link VendorHWorkloadIdentityAddOn}: vendorH workload identity for the cluster's pods. */
function checkVendorHWorkloadIdentityAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHWorkloadIdentityAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $tenantId = v.tenantId;
  if ($tenantId !== undefined) {
    n++;
    z += 12;
    if (typeof $tenantId !== 'string') wrongType(r, "tenantId", "a string", $tenantId);
    else {
      countText(r, $tenantId);
      if ($tenantId.length > 255 && codePoints($tenantId) > 255) outOfBounds(r, "tenantId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorHWorkloadIdentityAddOn, undefined);
}

/** Checks a {@link VendorBWorkloadIdentityAddOn}: vendorB workload identity. */
function checkVendorBWorkloadIdentityAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBWorkloadIdentityAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link LocalPathStorageAddOn}: The local-path storage add-on. */
function checkLocalPathStorageAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (LocalPathStorageAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link MetricsAddOn}: Which metrics are collected from the cluster. */
function checkMetricsAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MetricsAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $kubeState = v.kubeState;
  if ($kubeState !== undefined) {
    n++;
    z += 13;
    if (typeof $kubeState !== 'boolean') wrongType(r, "kubeState", "a boolean", $kubeState);
    else {
      z += $kubeState ? 4 : 5;
    }
  }
  const $coreDns = v.coreDns;
  if ($coreDns !== undefined) {
    n++;
    z += 11;
    if (typeof $coreDns !== 'boolean') wrongType(r, "coreDns", "a boolean", $coreDns);
    else {
      z += $coreDns ? 4 : 5;
    }
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== undefined) {
    n++;
    z += 11;
    if (typeof $kubelet !== 'boolean') wrongType(r, "kubelet", "a boolean", $kubelet);
    else {
      z += $kubelet ? 4 : 5;
    }
  }
  const $apiserver = v.apiserver;
  if ($apiserver !== undefined) {
    n++;
    z += 13;
    if (typeof $apiserver !== 'boolean') wrongType(r, "apiserver", "a boolean", $apiserver);
    else {
      z += $apiserver ? 4 : 5;
    }
  }
  const $nodeExporter = v.nodeExporter;
  if ($nodeExporter !== undefined) {
    n++;
    z += 16;
    if (typeof $nodeExporter !== 'boolean') wrongType(r, "nodeExporter", "a boolean", $nodeExporter);
    else {
      z += $nodeExporter ? 4 : 5;
    }
  }
  const $cadvisor = v.cadvisor;
  if ($cadvisor !== undefined) {
    n++;
    z += 12;
    if (typeof $cadvisor !== 'boolean') wrongType(r, "cadvisor", "a boolean", $cadvisor);
    else {
      z += $cadvisor ? 4 : 5;
    }
  }
  const $scrapeAnnotated = v.scrapeAnnotated;
  if ($scrapeAnnotated !== undefined) {
    n++;
    z += 19;
    s.push("scrapeAnnotated");
    checkMetricsScrapeAnnotated($scrapeAnnotated, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_MetricsAddOn, undefined);
}

/** Checks a {@link MetricsScrapeAnnotated}: Scraping of annotated pods: how often, in which namespaces, and which labels to keep. */
function checkMetricsScrapeAnnotated(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MetricsScrapeAnnotated)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $intervalSeconds = v.intervalSeconds;
  if ($intervalSeconds !== undefined) {
    n++;
    z += 19;
    if (!(typeof $intervalSeconds === 'number' && Number.isInteger($intervalSeconds))) wrongType(r, "intervalSeconds", "an integer", $intervalSeconds);
    else {
      z += integerBytes($intervalSeconds);
    }
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== undefined) {
    n++;
    z += 21;
    if (typeof $includeNamespaces !== 'string') wrongType(r, "includeNamespaces", "a string", $includeNamespaces);
    else {
      countText(r, $includeNamespaces);
      if ($includeNamespaces.length > 1024 && codePoints($includeNamespaces) > 1024) outOfBounds(r, "includeNamespaces", 'MAX_LENGTH', "must be at most 1024 characters long");
    }
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== undefined) {
    n++;
    z += 21;
    if (typeof $excludeNamespaces !== 'string') wrongType(r, "excludeNamespaces", "a string", $excludeNamespaces);
    else {
      countText(r, $excludeNamespaces);
      if ($excludeNamespaces.length > 1024 && codePoints($excludeNamespaces) > 1024) outOfBounds(r, "excludeNamespaces", 'MAX_LENGTH', "must be at most 1024 characters long");
    }
  }
  const $retainLabels = v.retainLabels;
  if ($retainLabels !== undefined) {
    n++;
    z += 16;
    if (typeof $retainLabels !== 'string') wrongType(r, "retainLabels", "a string", $retainLabels);
    else {
      countText(r, $retainLabels);
      if ($retainLabels.length > 1024 && codePoints($retainLabels) > 1024) outOfBounds(r, "retainLabels", 'MAX_LENGTH', "must be at most 1024 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_MetricsScrapeAnnotated, undefined);
}

/** Checks a {@link LogsAddOn}: Which logs are collected from the cluster. */
function checkLogsAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (LogsAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $auditEnabled = v.auditEnabled;
  if ($auditEnabled !== undefined) {
    n++;
    z += 16;
    if (typeof $auditEnabled !== 'boolean') wrongType(r, "auditEnabled", "a boolean", $auditEnabled);
    else {
      z += $auditEnabled ? 4 : 5;
    }
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== undefined) {
    n++;
    z += 21;
    if (typeof $includeNamespaces !== 'string') wrongType(r, "includeNamespaces", "a string", $includeNamespaces);
    else {
      countText(r, $includeNamespaces);
      if ($includeNamespaces.length > 1024 && codePoints($includeNamespaces) > 1024) outOfBounds(r, "includeNamespaces", 'MAX_LENGTH', "must be at most 1024 characters long");
    }
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== undefined) {
    n++;
    z += 21;
    if (typeof $excludeNamespaces !== 'string') wrongType(r, "excludeNamespaces", "a string", $excludeNamespaces);
    else {
      countText(r, $excludeNamespaces);
      if ($excludeNamespaces.length > 1024 && codePoints($excludeNamespaces) > 1024) outOfBounds(r, "excludeNamespaces", 'MAX_LENGTH', "must be at most 1024 characters long");
    }
  }
  const $docker = v.docker;
  if ($docker !== undefined) {
    n++;
    z += 10;
    if (typeof $docker !== 'boolean') wrongType(r, "docker", "a boolean", $docker);
    else {
      z += $docker ? 4 : 5;
    }
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== undefined) {
    n++;
    z += 11;
    if (typeof $kubelet !== 'boolean') wrongType(r, "kubelet", "a boolean", $kubelet);
    else {
      z += $kubelet ? 4 : 5;
    }
  }
  const $kernel = v.kernel;
  if ($kernel !== undefined) {
    n++;
    z += 10;
    if (typeof $kernel !== 'boolean') wrongType(r, "kernel", "a boolean", $kernel);
    else {
      z += $kernel ? 4 : 5;
    }
  }
  const $events = v.events;
  if ($events !== undefined) {
    n++;
    z += 10;
    if (typeof $events !== 'boolean') wrongType(r, "events", "a boolean", $events);
    else {
      z += $events ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_LogsAddOn, undefined);
}

/** Checks a {@link RegistryMirrorAddOn}: Registry mirrors used by the nodes' container runtime when pulling images. */
function checkRegistryMirrorAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RegistryMirrorAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $mirrors = v.mirrors;
  if ($mirrors !== undefined) {
    n++;
    z += 11;
    s.push("mirrors");
    checkRegistryMirrorArray($mirrors, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_RegistryMirrorAddOn, undefined);
}

/** Checks a {@link RegistryMirror}: The mirrors of one container registry. */
function checkRegistryMirror(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RegistryMirror)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $registry = v.registry;
  if ($registry === undefined) missing(r, "registry");
  else {
    n++;
    z += 12;
    if (typeof $registry !== 'string') wrongType(r, "registry", "a string", $registry);
    else {
      countText(r, $registry);
      if ($registry.length > 259 && codePoints($registry) > 259) outOfBounds(r, "registry", 'MAX_LENGTH', "must be at most 259 characters long");
    }
  }
  const $mirrors = v.mirrors;
  if ($mirrors !== undefined) {
    n++;
    z += 11;
    s.push("mirrors");
    checkStringArray2($mirrors, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_RegistryMirror, undefined);
}

/** Checks a {@link VendorKAddOn}: GPU support settings. */
function checkVendorKAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorKAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $taintGPUNodes = v.taintGPUNodes;
  if ($taintGPUNodes !== undefined) {
    n++;
    z += 17;
    if (typeof $taintGPUNodes !== 'boolean') wrongType(r, "taintGPUNodes", "a boolean", $taintGPUNodes);
    else {
      z += $taintGPUNodes ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorKAddOn, undefined);
}

/** Checks a {@link VendorBEfsAddOn}: Lets the cluster use vendorB EFS file systems; the service gives the add-on the vendorB role named here. */
function checkVendorBEfsAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBEfsAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === undefined) missing(r, "roleArn");
  else {
    n++;
    z += 11;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
    else {
      countText(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints($roleArn) > 2048) outOfBounds(r, "roleArn", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBEfsAddOn, undefined);
}

/** Checks a {@link VendorBEcrAddOn}: Lets the cluster use private vendorB ECR registries; the service gives the add-on the vendorB role named here. */
function checkVendorBEcrAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBEcrAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== undefined) {
    n++;
    z += 11;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
    else {
      countText(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints($roleArn) > 2048) outOfBounds(r, "roleArn", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBEfsAddOn, undefined);
}

/** Checks a {@link VendorBElbAddOn}: Lets the cluster use vendorB ELB load balancers; the service gives the add-on the vendorB role named here. */
function checkVendorBElbAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBElbAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== undefined) {
    n++;
    z += 11;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
    else {
      countText(r, $roleArn);
      if ($roleArn.length > 2048 && codePoints($roleArn) > 2048) outOfBounds(r, "roleArn", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBEfsAddOn, undefined);
}

/** Checks a {@link VendorHAcrAddOn}: Image pulls from private vendorH ACR registries. */
function checkVendorHAcrAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHAcrAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $clientId = v.clientId;
  if ($clientId === undefined) missing(r, "clientId");
  else {
    n++;
    z += 12;
    if (typeof $clientId !== 'string') wrongType(r, "clientId", "a string", $clientId);
    else {
      countText(r, $clientId);
      if ($clientId.length > 255 && codePoints($clientId) > 255) outOfBounds(r, "clientId", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorHAcrAddOn, undefined);
}

/** Checks a {@link SysboxAddOn}: The Sysbox runtime add-on. */
function checkSysboxAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (SysboxAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  r.size += 2;
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_OF_VendorGNoLoadBalancer, undefined);
}

/** Checks a {@link ByokAddOn}: Bring your own Kubernetes: the cluster serves as a location of your organization. */
function checkByokAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokAddOn)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $ignoreUpdates = v.ignoreUpdates;
  if ($ignoreUpdates !== undefined) {
    n++;
    z += 17;
    if (typeof $ignoreUpdates !== 'boolean') wrongType(r, "ignoreUpdates", "a boolean", $ignoreUpdates);
    else {
      z += $ignoreUpdates ? 4 : 5;
    }
  }
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    z += 12;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
    else {
      countText(r, $location);
      if ($location.length > 512 && codePoints($location) > 512) outOfBounds(r, "location", 'MAX_LENGTH', "must be at most 512 characters long");
      if (MATCH_SecretLink($location) < 0) noMatch(r, "location", $location, FORM_SecretLink);
    }
  }
  const $config = v.config;
  if ($config !== undefined) {
    n++;
    z += 10;
    s.push("config");
    checkByokConfig($config, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokAddOn, undefined);
}

/** Checks a {@link ByokConfig}: Settings of the platform components the service installs in a bring-your-own-Kubernetes cluster. */
function checkByokConfig(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokConfig)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $actuator = v.actuator;
  if ($actuator !== undefined) {
    n++;
    z += 12;
    s.push("actuator");
    checkByokActuator($actuator, r);
    s.pop();
  }
  const $middlebox = v.middlebox;
  if ($middlebox !== undefined) {
    n++;
    z += 13;
    s.push("middlebox");
    checkByokMiddlebox($middlebox, r);
    s.pop();
  }
  const $common = v.common;
  if ($common !== undefined) {
    n++;
    z += 10;
    s.push("common");
    checkByokCommon($common, r);
    s.pop();
  }
  const $longhorn = v.longhorn;
  if ($longhorn !== undefined) {
    n++;
    z += 12;
    s.push("longhorn");
    checkByokLonghorn($longhorn, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== undefined) {
    n++;
    z += 8;
    s.push("byok");
    checkByokStorageClasses($byok, r);
    s.pop();
  }
  const $ingress = v.ingress;
  if ($ingress !== undefined) {
    n++;
    z += 11;
    s.push("ingress");
    checkByokIngress($ingress, r);
    s.pop();
  }
  const $istio = v.istio;
  if ($istio !== undefined) {
    n++;
    z += 9;
    s.push("istio");
    checkByokIstio($istio, r);
    s.pop();
  }
  const $logSplitter = v.logSplitter;
  if ($logSplitter !== undefined) {
    n++;
    z += 15;
    s.push("logSplitter");
    checkByokLogSplitter($logSplitter, r);
    s.pop();
  }
  const $monitoring = v.monitoring;
  if ($monitoring !== undefined) {
    n++;
    z += 14;
    s.push("monitoring");
    checkByokMonitoring($monitoring, r);
    s.pop();
  }
  const $redis = v.redis;
  if ($redis !== undefined) {
    n++;
    z += 9;
    s.push("redis");
    checkByokRedis($redis, r);
    s.pop();
  }
  const $redisHa = v.redisHa;
  if ($redisHa !== undefined) {
    n++;
    z += 11;
    s.push("redisHa");
    checkByokRedisHa($redisHa, r);
    s.pop();
  }
  const $redisSentinel = v.redisSentinel;
  if ($redisSentinel !== undefined) {
    n++;
    z += 17;
    s.push("redisSentinel");
    checkByokRedisSentinel($redisSentinel, r);
    s.pop();
  }
  const $tempoAgent = v.tempoAgent;
  if ($tempoAgent !== undefined) {
    n++;
    z += 14;
    s.push("tempoAgent");
    checkByokTempoAgent($tempoAgent, r);
    s.pop();
  }
  const $internalDns = v.internalDns;
  if ($internalDns !== undefined) {
    n++;
    z += 15;
    s.push("internalDns");
    checkByokInternalDns($internalDns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokConfig, undefined);
}

/** Checks a {@link ByokActuator}: Resources, log level and environment of the actuator. */
function checkByokActuator(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokActuator)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $logLevel = v.logLevel;
  if ($logLevel !== undefined) {
    n++;
    z += 12;
    if (typeof $logLevel !== 'string') wrongType(r, "logLevel", "a string", $logLevel);
    else {
      z += $logLevel.length + 2;
      if ($logLevel !== "trace" && $logLevel !== "info" && $logLevel !== "error") notInEnum(r, "logLevel", $logLevel, ENUM_7);
    }
  }
  const $env = v.env;
  if ($env !== undefined) {
    n++;
    z += 7;
    s.push("env");
    checkStringMap($env, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokActuator, undefined);
}

/** Checks a {@link ByokMiddlebox}: Settings of the middlebox. */
function checkByokMiddlebox(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokMiddlebox)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $enabled = v.enabled;
  if ($enabled !== undefined) {
    n++;
    z += 11;
    if (typeof $enabled !== 'boolean') wrongType(r, "enabled", "a boolean", $enabled);
    else {
      z += $enabled ? 4 : 5;
    }
  }
  const $bandwidthAlertMbps = v.bandwidthAlertMbps;
  if ($bandwidthAlertMbps !== undefined) {
    n++;
    z += 22;
    if (!(typeof $bandwidthAlertMbps === 'number' && Number.isInteger($bandwidthAlertMbps))) wrongType(r, "bandwidthAlertMbps", "an integer", $bandwidthAlertMbps);
    else {
      z += integerBytes($bandwidthAlertMbps);
    }
  }
  const $port = v.port;
  if ($port !== undefined) {
    n++;
    z += 8;
    if (!(typeof $port === 'number' && Number.isInteger($port))) wrongType(r, "port", "an integer", $port);
    else {
      z += integerBytes($port);
    }
  }
  const $ip = v.ip;
  if ($ip !== undefined) {
    n++;
    z += 6;
    if (typeof $ip !== 'string') wrongType(r, "ip", "a string", $ip);
    else {
      countText(r, $ip);
      if ($ip.length > 45 && codePoints($ip) > 45) outOfBounds(r, "ip", 'MAX_LENGTH', "must be at most 45 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokMiddlebox, undefined);
}

/** Checks a {@link ByokCommon}: Settings shared by the platform's deployments. */
function checkByokCommon(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokCommon)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $deploymentReplicas = v.deploymentReplicas;
  if ($deploymentReplicas !== undefined) {
    n++;
    z += 22;
    if (!(typeof $deploymentReplicas === 'number' && Number.isInteger($deploymentReplicas))) wrongType(r, "deploymentReplicas", "an integer", $deploymentReplicas);
    else {
      z += integerBytes($deploymentReplicas);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== undefined) {
    n++;
    z += 7;
    s.push("pdb");
    checkByokPodDisruptionBudget($pdb, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokCommon, undefined);
}

/** Checks a {@link ByokPodDisruptionBudget}: A Kubernetes pod disruption budget. */
function checkByokPodDisruptionBudget(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokPodDisruptionBudget)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $maxUnavailable = v.maxUnavailable;
  if ($maxUnavailable !== undefined) {
    n++;
    z += 18;
    if (!(typeof $maxUnavailable === 'number' && Number.isInteger($maxUnavailable))) wrongType(r, "maxUnavailable", "an integer", $maxUnavailable);
    else {
      z += integerBytes($maxUnavailable);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokPodDisruptionBudget, undefined);
}

/** Checks a {@link ByokLonghorn}: Settings of Longhorn storage. */
function checkByokLonghorn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokLonghorn)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $numberOfReplicas = v.numberOfReplicas;
  if ($numberOfReplicas !== undefined) {
    n++;
    z += 20;
    if (!(typeof $numberOfReplicas === 'number' && Number.isInteger($numberOfReplicas))) wrongType(r, "numberOfReplicas", "an integer", $numberOfReplicas);
    else {
      z += integerBytes($numberOfReplicas);
    }
  }
  const $replicas = v.replicas;
  if ($replicas !== undefined) {
    n++;
    z += 12;
    if (!(typeof $replicas === 'number' && Number.isInteger($replicas))) wrongType(r, "replicas", "an integer", $replicas);
    else {
      z += integerBytes($replicas);
    }
  }
  const $isDefault = v.isDefault;
  if ($isDefault !== undefined) {
    n++;
    z += 13;
    if (typeof $isDefault !== 'boolean') wrongType(r, "isDefault", "a boolean", $isDefault);
    else {
      z += $isDefault ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokLonghorn, undefined);
}

/** Checks a {@link ByokStorageClasses}: Settings of the bring-your-own-Kubernetes installation. */
function checkByokStorageClasses(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokStorageClasses)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $noDefaultStorageClasses = v.noDefaultStorageClasses;
  if ($noDefaultStorageClasses !== undefined) {
    n++;
    z += 27;
    if (typeof $noDefaultStorageClasses !== 'boolean') wrongType(r, "noDefaultStorageClasses", "a boolean", $noDefaultStorageClasses);
    else {
      z += $noDefaultStorageClasses ? 4 : 5;
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokStorageClasses, undefined);
}

/** Checks a {@link ByokIngress}: Resources and scaling of the ingress proxy. */
function checkByokIngress(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIngress)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $cpu = v.cpu;
  if ($cpu !== undefined) {
    n++;
    z += 7;
    if (typeof $cpu !== 'string') wrongType(r, "cpu", "a string", $cpu);
    else {
      z += $cpu.length + 2;
      if ($cpu.length > 64 && codePoints($cpu) > 64) outOfBounds(r, "cpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($cpu) < 0) noMatch(r, "cpu", $cpu, FORM_Quantity);
    }
  }
  const $memory = v.memory;
  if ($memory !== undefined) {
    n++;
    z += 10;
    if (typeof $memory !== 'string') wrongType(r, "memory", "a string", $memory);
    else {
      z += $memory.length + 2;
      if ($memory.length > 64 && codePoints($memory) > 64) outOfBounds(r, "memory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($memory) < 0) noMatch(r, "memory", $memory, FORM_Quantity);
    }
  }
  const $targetPercent = v.targetPercent;
  if ($targetPercent !== undefined) {
    n++;
    z += 17;
    if (!(typeof $targetPercent === 'number' && Number.isInteger($targetPercent))) wrongType(r, "targetPercent", "an integer", $targetPercent);
    else {
      z += integerBytes($targetPercent);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokIngress, undefined);
}

/** Checks a {@link ByokIstio}: Settings of the Istio service mesh. */
function checkByokIstio(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstio)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $istiod = v.istiod;
  if ($istiod !== undefined) {
    n++;
    z += 10;
    s.push("istiod");
    checkByokIstiod($istiod, r);
    s.pop();
  }
  const $ingressgateway = v.ingressgateway;
  if ($ingressgateway !== undefined) {
    n++;
    z += 18;
    s.push("ingressgateway");
    checkByokIstioIngressGateway($ingressgateway, r);
    s.pop();
  }
  const $sidecar = v.sidecar;
  if ($sidecar !== undefined) {
    n++;
    z += 11;
    s.push("sidecar");
    checkByokIstioSidecar($sidecar, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokIstio, undefined);
}

/** Checks a {@link ByokIstiod}: Replicas, resources and disruption budget of istiod. */
function checkByokIstiod(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstiod)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $replicas = v.replicas;
  if ($replicas !== undefined) {
    n++;
    z += 12;
    if (!(typeof $replicas === 'number' && Number.isInteger($replicas))) wrongType(r, "replicas", "an integer", $replicas);
    else {
      z += integerBytes($replicas);
    }
  }
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== undefined) {
    n++;
    z += 7;
    if (!(typeof $pdb === 'number' && Number.isInteger($pdb))) wrongType(r, "pdb", "an integer", $pdb);
    else {
      z += integerBytes($pdb);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokIstiod, undefined);
}

/** Checks a {@link ByokIstioIngressGateway}: Replicas and resource limits of the Istio ingress gateway. */
function checkByokIstioIngressGateway(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstioIngressGateway)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $replicas = v.replicas;
  if ($replicas !== undefined) {
    n++;
    z += 12;
    if (!(typeof $replicas === 'number' && Number.isInteger($replicas))) wrongType(r, "replicas", "an integer", $replicas);
    else {
      z += integerBytes($replicas);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokIstioIngressGateway, undefined);
}

/** Checks a {@link ByokIstioSidecar}: Resource requests of the Istio sidecar proxy. */
function checkByokIstioSidecar(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstioSidecar)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokIstioSidecar, undefined);
}

/** Checks a {@link ByokLogSplitter}: Resources, buffer and rate limit of the log splitter. */
function checkByokLogSplitter(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokLogSplitter)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $memBufferSize = v.memBufferSize;
  if ($memBufferSize !== undefined) {
    n++;
    z += 17;
    if (typeof $memBufferSize !== 'string') wrongType(r, "memBufferSize", "a string", $memBufferSize);
    else {
      countText(r, $memBufferSize);
      if ($memBufferSize.length > 64 && codePoints($memBufferSize) > 64) outOfBounds(r, "memBufferSize", 'MAX_LENGTH', "must be at most 64 characters long");
    }
  }
  const $perPodRate = v.perPodRate;
  if ($perPodRate !== undefined) {
    n++;
    z += 14;
    if (!(typeof $perPodRate === 'number' && Number.isInteger($perPodRate))) wrongType(r, "perPodRate", "an integer", $perPodRate);
    else {
      z += integerBytes($perPodRate);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokLogSplitter, undefined);
}

/** Checks a {@link ByokMonitoring}: Settings of the monitoring stack. */
function checkByokMonitoring(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokMonitoring)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $kubeStateMetrics = v.kubeStateMetrics;
  if ($kubeStateMetrics !== undefined) {
    n++;
    z += 20;
    s.push("kubeStateMetrics");
    checkByokKubeStateMetrics($kubeStateMetrics, r);
    s.pop();
  }
  const $prometheus = v.prometheus;
  if ($prometheus !== undefined) {
    n++;
    z += 14;
    s.push("prometheus");
    checkByokPrometheus($prometheus, r);
    s.pop();
  }
  const $remoteWrite = v.remoteWrite;
  if ($remoteWrite !== undefined) {
    n++;
    z += 15;
    s.push("remoteWrite");
    checkRemoteWriteArray($remoteWrite, r);
    s.pop();
  }
  const $externalLabels = v.externalLabels;
  if ($externalLabels !== undefined) {
    n++;
    z += 18;
    s.push("externalLabels");
    checkStringMap($externalLabels, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokMonitoring, undefined);
}

/** Checks a {@link ByokKubeStateMetrics}: Resources of kube-state-metrics. */
function checkByokKubeStateMetrics(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokKubeStateMetrics)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokKubeStateMetrics, undefined);
}

/** Checks a {@link ByokPrometheus}: Settings of the Prometheus servers. */
function checkByokPrometheus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokPrometheus)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $main = v.main;
  if ($main !== undefined) {
    n++;
    z += 8;
    s.push("main");
    checkByokPrometheusMain($main, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokPrometheus, undefined);
}

/** Checks a {@link ByokPrometheusMain}: Settings of the main Prometheus server. */
function checkByokPrometheusMain(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokPrometheusMain)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    z += 11;
    if (typeof $storage !== 'string') wrongType(r, "storage", "a string", $storage);
    else {
      z += $storage.length + 2;
      if ($storage.length > 64 && codePoints($storage) > 64) outOfBounds(r, "storage", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($storage) < 0) noMatch(r, "storage", $storage, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokPrometheusMain, undefined);
}

/** Checks a {@link RemoteWrite}: One Prometheus remote-write endpoint, with the members of a Prometheus `remote_write` entry. */
function checkRemoteWrite(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RemoteWrite)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $url = v.url;
  if ($url === undefined) missing(r, "url");
  else {
    n++;
    z += 7;
    if (typeof $url !== 'string') wrongType(r, "url", "a string", $url);
    else {
      countText(r, $url);
      if ($url.length > 2048 && codePoints($url) > 2048) outOfBounds(r, "url", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $basic_auth = v.basic_auth;
  if ($basic_auth !== undefined) {
    n++;
    z += 14;
    s.push("basic_auth");
    checkRemoteWriteBasicAuth($basic_auth, r);
    s.pop();
  }
  const $authorization = v.authorization;
  if ($authorization !== undefined) {
    n++;
    z += 17;
    s.push("authorization");
    checkRemoteWriteAuthorization($authorization, r);
    s.pop();
  }
  const $oauth2 = v.oauth2;
  if ($oauth2 !== undefined) {
    n++;
    z += 10;
    s.push("oauth2");
    checkFreeFormObject($oauth2, r);
    s.pop();
  }
  const $follow_redirects = v.follow_redirects;
  if ($follow_redirects !== undefined) {
    n++;
    z += 20;
    if (typeof $follow_redirects !== 'boolean') wrongType(r, "follow_redirects", "a boolean", $follow_redirects);
    else {
      z += $follow_redirects ? 4 : 5;
    }
  }
  const $enable_http2 = v.enable_http2;
  if ($enable_http2 !== undefined) {
    n++;
    z += 16;
    if (typeof $enable_http2 !== 'boolean') wrongType(r, "enable_http2", "a boolean", $enable_http2);
    else {
      z += $enable_http2 ? 4 : 5;
    }
  }
  const $tls_config = v.tls_config;
  if ($tls_config !== undefined) {
    n++;
    z += 14;
    s.push("tls_config");
    checkFreeFormObject($tls_config, r);
    s.pop();
  }
  const $proxy_url = v.proxy_url;
  if ($proxy_url !== undefined) {
    n++;
    z += 13;
    if (typeof $proxy_url !== 'string') wrongType(r, "proxy_url", "a string", $proxy_url);
    else {
      countText(r, $proxy_url);
      if ($proxy_url.length > 2048 && codePoints($proxy_url) > 2048) outOfBounds(r, "proxy_url", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $no_proxy = v.no_proxy;
  if ($no_proxy !== undefined) {
    n++;
    z += 12;
    if (typeof $no_proxy !== 'string') wrongType(r, "no_proxy", "a string", $no_proxy);
    else {
      countText(r, $no_proxy);
      if ($no_proxy.length > 4096 && codePoints($no_proxy) > 4096) outOfBounds(r, "no_proxy", 'MAX_LENGTH', "must be at most 4096 characters long");
    }
  }
  const $proxy_from_environment = v.proxy_from_environment;
  if ($proxy_from_environment !== undefined) {
    n++;
    z += 26;
    if (typeof $proxy_from_environment !== 'boolean') wrongType(r, "proxy_from_environment", "a boolean", $proxy_from_environment);
    else {
      z += $proxy_from_environment ? 4 : 5;
    }
  }
  const $proxy_connect_header = v.proxy_connect_header;
  if ($proxy_connect_header !== undefined) {
    n++;
    z += 24;
    s.push("proxy_connect_header");
    checkFreeFormObject($proxy_connect_header, r);
    s.pop();
  }
  const $http_headers = v.http_headers;
  if ($http_headers !== undefined) {
    n++;
    z += 16;
    s.push("http_headers");
    checkFreeFormObject($http_headers, r);
    s.pop();
  }
  const $remote_timeout = v.remote_timeout;
  if ($remote_timeout !== undefined) {
    n++;
    z += 18;
    if (typeof $remote_timeout !== 'string') wrongType(r, "remote_timeout", "a string", $remote_timeout);
    else {
      countText(r, $remote_timeout);
      if ($remote_timeout.length > 64 && codePoints($remote_timeout) > 64) outOfBounds(r, "remote_timeout", 'MAX_LENGTH', "must be at most 64 characters long");
    }
  }
  const $headers = v.headers;
  if ($headers !== undefined) {
    n++;
    z += 11;
    s.push("headers");
    checkFreeFormObject($headers, r);
    s.pop();
  }
  const $write_relabel_configs = v.write_relabel_configs;
  if ($write_relabel_configs !== undefined) {
    n++;
    z += 25;
    s.push("write_relabel_configs");
    checkFreeFormObjectArray($write_relabel_configs, r);
    s.pop();
  }
  const $name = v.name;
  if ($name !== undefined) {
    n++;
    z += 8;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
    else {
      countText(r, $name);
      if ($name.length > 255 && codePoints($name) > 255) outOfBounds(r, "name", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $send_exemplars = v.send_exemplars;
  if ($send_exemplars !== undefined) {
    n++;
    z += 18;
    if (typeof $send_exemplars !== 'boolean') wrongType(r, "send_exemplars", "a boolean", $send_exemplars);
    else {
      z += $send_exemplars ? 4 : 5;
    }
  }
  const $send_native_histograms = v.send_native_histograms;
  if ($send_native_histograms !== undefined) {
    n++;
    z += 26;
    if (typeof $send_native_histograms !== 'boolean') wrongType(r, "send_native_histograms", "a boolean", $send_native_histograms);
    else {
      z += $send_native_histograms ? 4 : 5;
    }
  }
  const $vendorB_sigv4 = v.vendorB_sigv4;
  if ($vendorB_sigv4 !== undefined) {
    n++;
    z += 17;
    s.push("vendorB_sigv4");
    checkFreeFormObject($vendorB_sigv4, r);
    s.pop();
  }
  const $vendorH_ad = v.vendorH_ad;
  if ($vendorH_ad !== undefined) {
    n++;
    z += 14;
    s.push("vendorH_ad");
    checkFreeFormObject($vendorH_ad, r);
    s.pop();
  }
  const $vendorJ_iam = v.vendorJ_iam;
  if ($vendorJ_iam !== undefined) {
    n++;
    z += 15;
    s.push("vendorJ_iam");
    checkFreeFormObject($vendorJ_iam, r);
    s.pop();
  }
  const $queue_config = v.queue_config;
  if ($queue_config !== undefined) {
    n++;
    z += 16;
    s.push("queue_config");
    checkFreeFormObject($queue_config, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_RemoteWrite, undefined);
}

/** Checks a {@link RemoteWriteBasicAuth}: HTTP basic authentication of a remote-write endpoint. */
function checkRemoteWriteBasicAuth(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RemoteWriteBasicAuth)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $username = v.username;
  if ($username !== undefined) {
    n++;
    z += 12;
    if (typeof $username !== 'string') wrongType(r, "username", "a string", $username);
    else {
      countText(r, $username);
      if ($username.length > 255 && codePoints($username) > 255) outOfBounds(r, "username", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $username_file = v.username_file;
  if ($username_file !== undefined) {
    n++;
    z += 17;
    if (typeof $username_file !== 'string') wrongType(r, "username_file", "a string", $username_file);
    else {
      countText(r, $username_file);
      if ($username_file.length > 4096 && codePoints($username_file) > 4096) outOfBounds(r, "username_file", 'MAX_LENGTH', "must be at most 4096 characters long");
    }
  }
  const $password = v.password;
  if ($password !== undefined) {
    n++;
    z += 12;
    if (typeof $password !== 'string') wrongType(r, "password", "a string", $password);
    else {
      countText(r, $password);
      if ($password.length > 1024 && codePoints($password) > 1024) outOfBounds(r, "password", 'MAX_LENGTH', "must be at most 1024 characters long");
    }
  }
  const $password_file = v.password_file;
  if ($password_file !== undefined) {
    n++;
    z += 17;
    if (typeof $password_file !== 'string') wrongType(r, "password_file", "a string", $password_file);
    else {
      countText(r, $password_file);
      if ($password_file.length > 4096 && codePoints($password_file) > 4096) outOfBounds(r, "password_file", 'MAX_LENGTH', "must be at most 4096 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_RemoteWriteBasicAuth, undefined);
}

/** Checks a {@link RemoteWriteAuthorization}: The `Authorization` header of a remote-write endpoint. */
function checkRemoteWriteAuthorization(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RemoteWriteAuthorization)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $type = v.type;
  if ($type !== undefined) {
    n++;
    z += 8;
    if (typeof $type !== 'string') wrongType(r, "type", "a string", $type);
    else {
      countText(r, $type);
      if ($type.length > 255 && codePoints($type) > 255) outOfBounds(r, "type", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $credentials = v.credentials;
  if ($credentials !== undefined) {
    n++;
    z += 15;
    if (typeof $credentials !== 'string') wrongType(r, "credentials", "a string", $credentials);
    else {
      countText(r, $credentials);
      if ($credentials.length > 8192 && codePoints($credentials) > 8192) outOfBounds(r, "credentials", 'MAX_LENGTH', "must be at most 8192 characters long");
    }
  }
  const $credentials_file = v.credentials_file;
  if ($credentials_file !== undefined) {
    n++;
    z += 20;
    if (typeof $credentials_file !== 'string') wrongType(r, "credentials_file", "a string", $credentials_file);
    else {
      countText(r, $credentials_file);
      if ($credentials_file.length > 4096 && codePoints($credentials_file) > 4096) outOfBounds(r, "credentials_file", 'MAX_LENGTH', "must be at most 4096 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_RemoteWriteAuthorization, undefined);
}

/** Checks a {@link ByokRedis}: Resources and storage of the single Redis instance. */
function checkByokRedis(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokRedis)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    z += 11;
    if (typeof $storage !== 'string') wrongType(r, "storage", "a string", $storage);
    else {
      z += $storage.length + 2;
      if ($storage.length > 64 && codePoints($storage) > 64) outOfBounds(r, "storage", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($storage) < 0) noMatch(r, "storage", $storage, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokRedis, undefined);
}

/** Checks a {@link ByokRedisHa}: Resources and storage of the highly available Redis. */
function checkByokRedisHa(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokRedisHa)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    z += 11;
    if (!(typeof $storage === 'number' && Number.isInteger($storage))) wrongType(r, "storage", "an integer", $storage);
    else {
      z += integerBytes($storage);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokRedis, undefined);
}

/** Checks a {@link ByokRedisSentinel}: Resources and storage of the Redis Sentinel instances. */
function checkByokRedisSentinel(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokRedisSentinel)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    z += 11;
    if (!(typeof $storage === 'number' && Number.isInteger($storage))) wrongType(r, "storage", "an integer", $storage);
    else {
      z += integerBytes($storage);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokRedis, undefined);
}

/** Checks a {@link ByokTempoAgent}: Resource requests of the tracing agent. */
function checkByokTempoAgent(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokTempoAgent)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokIstioSidecar, undefined);
}

/** Checks a {@link ByokInternalDns}: Resources of the internal DNS server. */
function checkByokInternalDns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokInternalDns)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      z += $minCpu.length + 2;
      if ($minCpu.length > 64 && codePoints($minCpu) > 64) outOfBounds(r, "minCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minCpu) < 0) noMatch(r, "minCpu", $minCpu, FORM_Quantity);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    z += 10;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      z += $maxCpu.length + 2;
      if ($maxCpu.length > 64 && codePoints($maxCpu) > 64) outOfBounds(r, "maxCpu", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxCpu) < 0) noMatch(r, "maxCpu", $maxCpu, FORM_Quantity);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      z += $minMemory.length + 2;
      if ($minMemory.length > 64 && codePoints($minMemory) > 64) outOfBounds(r, "minMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($minMemory) < 0) noMatch(r, "minMemory", $minMemory, FORM_Quantity);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    z += 13;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      z += $maxMemory.length + 2;
      if ($maxMemory.length > 64 && codePoints($maxMemory) > 64) outOfBounds(r, "maxMemory", 'MAX_LENGTH', "must be at most 64 characters long");
      if (MATCH_Quantity($maxMemory) < 0) noMatch(r, "maxMemory", $maxMemory, FORM_Quantity);
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ByokInternalDns, undefined);
}

/** Checks a {@link ClusterStatus}: Information about the cluster reported by the service. */
function checkClusterStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterStatus)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $oidcProviderUrl = v.oidcProviderUrl;
  if ($oidcProviderUrl !== undefined) {
    n++;
    z += 19;
    if (typeof $oidcProviderUrl !== 'string') wrongType(r, "oidcProviderUrl", "a string", $oidcProviderUrl);
    else {
      countText(r, $oidcProviderUrl);
      if ($oidcProviderUrl.length > 2048 && codePoints($oidcProviderUrl) > 2048) outOfBounds(r, "oidcProviderUrl", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $serverUrl = v.serverUrl;
  if ($serverUrl !== undefined) {
    n++;
    z += 13;
    if (typeof $serverUrl !== 'string') wrongType(r, "serverUrl", "a string", $serverUrl);
    else {
      countText(r, $serverUrl);
      if ($serverUrl.length > 2048 && codePoints($serverUrl) > 2048) outOfBounds(r, "serverUrl", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $homeLocation = v.homeLocation;
  if ($homeLocation !== undefined) {
    n++;
    z += 16;
    if (typeof $homeLocation !== 'string') wrongType(r, "homeLocation", "a string", $homeLocation);
    else {
      countText(r, $homeLocation);
      if ($homeLocation.length > 255 && codePoints($homeLocation) > 255) outOfBounds(r, "homeLocation", 'MAX_LENGTH', "must be at most 255 characters long");
    }
  }
  const $addOns = v.addOns;
  if ($addOns !== undefined) {
    n++;
    z += 10;
    s.push("addOns");
    checkClusterStatusAddOns($addOns, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ClusterStatus, undefined);
}

/** Checks a {@link ClusterStatusAddOns}: Information reported by the cluster's add-ons. */
function checkClusterStatusAddOns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterStatusAddOns)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== undefined) {
    n++;
    z += 13;
    s.push("dashboard");
    checkDashboardStatus($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== undefined) {
    n++;
    z += 16;
    s.push("dashboardAlt");
    checkDashboardStatus($dashboardAlt, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== undefined) {
    n++;
    z += 27;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityStatus($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== undefined) {
    n++;
    z += 11;
    s.push("metrics");
    checkMetricsStatus($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== undefined) {
    n++;
    z += 8;
    s.push("logs");
    checkLogsStatus($logs, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== undefined) {
    n++;
    z += 14;
    s.push("vendorBECR");
    checkVendorBRoleStatus($vendorBECR, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== undefined) {
    n++;
    z += 14;
    s.push("vendorBEFS");
    checkVendorBRoleStatus($vendorBEFS, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== undefined) {
    n++;
    z += 14;
    s.push("vendorBELB");
    checkVendorBRoleStatus($vendorBELB, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_ClusterStatusAddOns, undefined);
}

/** Checks a {@link DashboardStatus}: Where a dashboard add-on is reached. */
function checkDashboardStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (DashboardStatus)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $url = v.url;
  if ($url !== undefined) {
    n++;
    z += 7;
    if (typeof $url !== 'string') wrongType(r, "url", "a string", $url);
    else {
      countText(r, $url);
      if ($url.length > 2048 && codePoints($url) > 2048) outOfBounds(r, "url", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_DashboardStatus, undefined);
}

/** Checks a {@link VendorBWorkloadIdentityStatus}: What vendorB needs to trust the cluster's workload identities. */
function checkVendorBWorkloadIdentityStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBWorkloadIdentityStatus)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $oidcProviderConfig = v.oidcProviderConfig;
  if ($oidcProviderConfig !== undefined) {
    n++;
    z += 22;
    s.push("oidcProviderConfig");
    checkVendorBOidcProviderConfig($oidcProviderConfig, r);
    s.pop();
  }
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== undefined) {
    n++;
    z += 15;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBWorkloadIdentityStatus, undefined);
}

/** Checks a {@link VendorBOidcProviderConfig}: An OIDC identity provider to register in vendorB. */
function checkVendorBOidcProviderConfig(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBOidcProviderConfig)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $providerUrl = v.providerUrl;
  if ($providerUrl !== undefined) {
    n++;
    z += 15;
    if (typeof $providerUrl !== 'string') wrongType(r, "providerUrl", "a string", $providerUrl);
    else {
      countText(r, $providerUrl);
      if ($providerUrl.length > 2048 && codePoints($providerUrl) > 2048) outOfBounds(r, "providerUrl", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $audience = v.audience;
  if ($audience !== undefined) {
    n++;
    z += 12;
    if (typeof $audience !== 'string') wrongType(r, "audience", "a string", $audience);
    else {
      countText(r, $audience);
      if ($audience.length > 2048 && codePoints($audience) > 2048) outOfBounds(r, "audience", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBOidcProviderConfig, undefined);
}

/** Checks a {@link MetricsStatus}: Where the collected metrics are read. */
function checkMetricsStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MetricsStatus)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $prometheusEndpoint = v.prometheusEndpoint;
  if ($prometheusEndpoint !== undefined) {
    n++;
    z += 22;
    if (typeof $prometheusEndpoint !== 'string') wrongType(r, "prometheusEndpoint", "a string", $prometheusEndpoint);
    else {
      countText(r, $prometheusEndpoint);
      if ($prometheusEndpoint.length > 2048 && codePoints($prometheusEndpoint) > 2048) outOfBounds(r, "prometheusEndpoint", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  const $remoteWriteConfig = v.remoteWriteConfig;
  if ($remoteWriteConfig !== undefined) {
    n++;
    z += 21;
    s.push("remoteWriteConfig");
    checkFreeFormObject($remoteWriteConfig, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_MetricsStatus, undefined);
}

/** Checks a {@link LogsStatus}: Where the collected logs are read. */
function checkLogsStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (LogsStatus)", v);
  if (r.known !== undefined && r.known(v)) return;
  let n = 0;
  let z = 0;
  const $logStoreAddress = v.logStoreAddress;
  if ($logStoreAddress !== undefined) {
    n++;
    z += 19;
    if (typeof $logStoreAddress !== 'string') wrongType(r, "logStoreAddress", "a string", $logStoreAddress);
    else {
      countText(r, $logStoreAddress);
      if ($logStoreAddress.length > 2048 && codePoints($logStoreAddress) > 2048) outOfBounds(r, "logStoreAddress", 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_LogsStatus, undefined);
}

/** Checks a {@link VendorBRoleStatus}: The trust policy for the vendorB role given to an add-on. */
function checkVendorBRoleStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBRoleStatus)", v);
  if (r.known !== undefined && r.known(v)) return;
  const s = r.path;
  let n = 0;
  let z = 0;
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== undefined) {
    n++;
    z += 15;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  r.size += z + (n === 0 ? 2 : 1);
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_OF_VendorBRoleStatus, undefined);
}

/** Checks a {@link FreeFormObject}: any JSON but `null`, within its limits. */
function checkFreeFormObject(v, r) {
  checkFreeForm(r, v, LIMITS_OF_FreeFormObject);
}

/** Checks a map of StringOrNumberOrBoolean values. */
function checkClusterTags(x, r) {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return wrongType(r, undefined, 'an object', x);
  if (r.known !== undefined && r.known(x)) return;
  // where the run stood: a map with more keys than its limit is refused whole, its issues forgotten
  const issues = r.issues.length;
  const screened = r.screened === undefined ? 0 : r.screened.size;
  let own = 0;
  let m = 0;
  for (const k in x) {
    if (!HAS_OWN_PROPERTY.call(x, k)) continue;
    if (++own > 50) {
      forgetMembers(r, { issues, screened });
      return tooMany(r, undefined, 'keys', 50, ownKeyCount(x), x);
    }
    const reason = keyProblem0(k);
    if (reason !== undefined && !badKey(r, k, reason)) continue;
    const y = x[k];
    if (y === undefined) continue;
    m++;
    countText(r, k);
    r.size += 2;
    if (!(typeof y === 'string' || (typeof y === 'number' && Number.isFinite(y)) || typeof y === 'boolean')) wrongType(r, k, "a string, a number or a boolean", y);
    else {
      countScalar(r, y);
      if (typeof y === 'string') {
        if (y.length > 255 && codePoints(y) > 255) outOfBounds(r, k, 'MAX_LENGTH', "must be at most 255 characters long");
      }
    }
  }
  r.size += m === 0 ? 2 : 1;
}

/** Checks an array of {@link Link}, identified by `rel`. */
function checkLinkArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.rel;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "rel");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.rel;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.rel === id) {
          duplicateIdentifier(r, "rel", i, j, id);
          break;
        }
      }
    }
  }
}

/** Checks an array of {@link FirewallEntry}, identified by `sourceCIDR`. */
function checkFirewallEntryArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  const s = r.path;
  s.push(0);
  const d = s.length - 1;
  const table = x.length > 16 ? identifierTable(x.length) : undefined;
  let repeat = false;
  for (let i = 0; i < x.length; i++) {
    s[d] = i;
    const h = checkFirewallEntry(x[i], r);
    if (table === undefined || repeat) continue;
    const id = x[i]?.sourceCIDR;
    if (typeof id === 'string' && !addIdentifier(table, typeof h === 'number' && h >= 0 ? h : hashText(id))) repeat = true;
  }
  s.pop();
  if (table !== undefined) releaseIdentifierTable();
  if (repeat) duplicateIdentifiers(r, x, "sourceCIDR");
  else if (table === undefined) {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.sourceCIDR;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.sourceCIDR === id) {
          duplicateIdentifier(r, "sourceCIDR", i, j, id);
          break;
        }
      }
    }
  }
}

/** Checks an array of {@link NodePoolBase}, identified by `name`. */
function checkNodePoolBaseArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks a map of String values. */
function checkStringMap(x, r) {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return wrongType(r, undefined, 'an object', x);
  if (r.known !== undefined && r.known(x)) return;
  // where the run stood: a map with more keys than its limit is refused whole, its issues forgotten
  const issues = r.issues.length;
  const screened = r.screened === undefined ? 0 : r.screened.size;
  let own = 0;
  let m = 0;
  for (const k in x) {
    if (!HAS_OWN_PROPERTY.call(x, k)) continue;
    if (++own > 1000) {
      forgetMembers(r, { issues, screened });
      return tooMany(r, undefined, 'keys', 1000, ownKeyCount(x), x);
    }
    const reason = keyProblem0(k);
    if (reason !== undefined && !badKey(r, k, reason)) continue;
    const y = x[k];
    if (y === undefined) continue;
    m++;
    countText(r, k);
    r.size += 2;
    if (typeof y !== 'string') wrongType(r, k, "a string", y);
    else {
      countText(r, y);
      if (y.length > 4096 && codePoints(y) > 4096) outOfBounds(r, k, 'MAX_LENGTH', "must be at most 4096 characters long");
    }
  }
  r.size += m === 0 ? 2 : 1;
}

/** Checks an array of {@link Taint}, identified by `key`. */
function checkTaintArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.key;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "key");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.key;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.key === id) {
          duplicateIdentifier(r, "key", i, j, id);
          break;
        }
      }
    }
  }
}

/** Checks an array of {@link VendorANodePool}, identified by `name`. */
function checkVendorANodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of distinct StringEnum values. */
function checkStringEnumArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== 'string') wrongType(r, i, "a string", y);
    else {
      r.size += y.length + 2;
      if (y !== "random" && y !== "most-pods" && y !== "least-waste" && y !== "price") notInEnum(r, i, y, ENUM_2);
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of {@link VendorBDeployRole}, identified by `roleArn`. */
function checkVendorBDeployRoleArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.roleArn;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "roleArn");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.roleArn;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.roleArn === id) {
          duplicateIdentifier(r, "roleArn", i, j, id);
          break;
        }
      }
    }
  }
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
      if (y.length > 255 && codePoints(y) > 255) outOfBounds(r, i, 'MAX_LENGTH', "must be at most 255 characters long");
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
      if (y.length > 2048 && codePoints(y) > 2048) outOfBounds(r, i, 'MAX_LENGTH', "must be at most 2048 characters long");
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of {@link VendorBNodePool}, identified by `name`. */
function checkVendorBNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link VendorCNodePool}, identified by `name`. */
function checkVendorCNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of distinct String values. */
function checkStringArray3(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== 'string') wrongType(r, i, "a string", y);
    else {
      countText(r, y);
      if (y.length > 8192 && codePoints(y) > 8192) outOfBounds(r, i, 'MAX_LENGTH', "must be at most 8192 characters long");
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of {@link VendorDNodePool}, identified by `name`. */
function checkVendorDNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link VendorENodePool}, identified by `name`. */
function checkVendorENodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link VendorFNodePool}, identified by `name`. */
function checkVendorFNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link EphemeralNodePool}, identified by `name`. */
function checkEphemeralNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link VendorGNodePool}, identified by `name`. */
function checkVendorGNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link VendorHNodePool}, identified by `name`. */
function checkVendorHNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of distinct Integer values. */
function checkIntegerArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (!(typeof y === 'number' && Number.isInteger(y))) wrongType(r, i, "an integer", y);
    else {
      r.size += integerBytes(y);
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of {@link VendorINodePool}, identified by `name`. */
function checkVendorINodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of distinct String values. */
function checkStringArray4(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
  r.size += x.length === 0 ? 2 : x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const y = x[i];
    if (typeof y !== 'string') wrongType(r, i, "a string", y);
    else {
      countText(r, y);
      if (y.length > 45 && codePoints(y) > 45) outOfBounds(r, i, 'MAX_LENGTH', "must be at most 45 characters long");
    }
  }
  if (x.length > 1) duplicateItems(r, x);
}

/** Checks an array of {@link VendorJNodePool}, identified by `name`. */
function checkVendorJNodePoolArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.name;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "name");
        break;
      }
    }
  } else {
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

/** Checks an array of {@link RegistryMirror}, identified by `registry`. */
function checkRegistryMirrorArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.registry;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "registry");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.registry;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.registry === id) {
          duplicateIdentifier(r, "registry", i, j, id);
          break;
        }
      }
    }
  }
}

/** Checks an array of {@link RemoteWrite}, identified by `url`. */
function checkRemoteWriteArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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
    const seen = new Set();
    for (let i = 0; i < x.length; i++) {
      const id = x[i]?.url;
      if (typeof id !== 'string') continue;
      const size = seen.size;
      if (seen.add(id).size === size) {
        duplicateIdentifiers(r, x, "url");
        break;
      }
    }
  } else {
    for (let i = 1; i < x.length; i++) {
      const id = x[i]?.url;
      if (typeof id !== 'string') continue;
      for (let j = 0; j < i; j++) {
        if (x[j]?.url === id) {
          duplicateIdentifier(r, "url", i, j, id);
          break;
        }
      }
    }
  }
}

/** Checks an array of {@link FreeFormObject}. */
function checkFreeFormObjectArray(x, r) {
  if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);
  if (r.known !== undefined && r.known(x)) return;
  if (x.length > 1000) return tooMany(r, undefined, 'items', 1000, x.length, x);
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

/** Validates a cluster resource as the service returns it on read ({@link Cluster}). Never throws. */
export function validateCluster(value) {
  const r = startRun(undefined, false);
  r.limit = 1048576;
  r.exactAbove = 524288;
  r.defer = true;
  try {
    if (!rootNotPlain(r, value, "an object (Cluster)")) checkCluster(value, r);
    tooLarge(r, value, 1048576);
  } catch (error) {
    unreadable(r, error);
  }
  return finishRun(r, value);
}
