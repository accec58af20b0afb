// generated from spec/ — do not edit
// Compiled validators of every body.
import {
  FORBIDDEN,
  badFormat,
  badKey,
  checkFreeForm,
  codePoints,
  countKeys,
  duplicateIdentifiers,
  duplicateItems,
  extraMembers,
  finishRun,
  isDateTime,
  minAboveMax,
  missing,
  noMatch,
  notConst,
  notExactlyOne,
  notInEnum,
  outOfBounds,
  startRun,
  tooMany,
  unreadable,
  wrongType,
} from './runtime.js';

const PATTERN_0 = new RegExp("^[a-z][-a-z0-9]*[a-z0-9]$", 'u');
const FORM_1 = { pattern: PATTERN_0 };
const PATTERN_2 = new RegExp("^(?!\\$)(?!(?:__proto__|constructor|prototype)$)", 'u');
const FIELDS_3 = new Set(["id","name","kind","version","description","tags","created","lastModified","links","spec","alias","status"]);
const FIELDS_4 = new Set(["rel","href"]);
const PATTERN_5 = new RegExp("^[0-9]+\\.[0-9]+\\.[0-9]+$", 'u');
const FORM_6 = { title: "KubernetesVersion", pattern: PATTERN_5 };
const FIELDS_7 = new Set(["version","firewall","provider","addOns"]);
const PATTERN_8 = new RegExp("^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$", 'u');
const FORM_9 = { title: "CidrOrAddress", examples: ["0.0.0.0/0","203.0.113.0/24"], pattern: PATTERN_8 };
const FIELDS_10 = new Set(["sourceCIDR","description"]);
const FIELDS_11 = new Set(["generic","vendorA","vendorB","vendorC","vendorD","vendorE","vendorF","ephemeral","vendorG","vendorH","vendorI","vendorJ"]);
const MEMBERS_12 = ["generic","vendorA","vendorB","vendorC","vendorD","vendorE","vendorF","ephemeral","vendorG","vendorH","vendorI","vendorJ"];
const FIELDS_13 = new Set(["location","networking","nodePools"]);
const FORM_14 = { title: "Cidr", examples: ["10.42.0.0/16","fd00:10::/108"], pattern: PATTERN_8 };
const FIELDS_15 = new Set(["serviceNetwork","podNetwork","dnsForwarder"]);
const FIELDS_16 = new Set(["name","labels","taints"]);
const ENUM_17 = ["NoSchedule","PreferNoSchedule","NoExecute"];
const FIELDS_18 = new Set(["key","value","effect"]);
const PATTERN_19 = new RegExp("^(?:/org/[^/\\s]+/|//)[^/\\s]+/[^/\\s]+$", 'u');
const FORM_20 = { title: "SecretLink", examples: ["//secret/cluster-token","/org/acme/secret/cluster-token"], pattern: PATTERN_19 };
const FIELDS_21 = new Set(["region","vendorALabels","networking","preInstallScript","tokenSecretLink","networkId","firewallId","nodePools","dedicatedServerNodePools","image","sshKey","autoscaler","floatingIPSelector"]);
const FIELDS_22 = new Set(["name","labels","taints","serverType","overrideImage","minSize","maxSize"]);
const ENUM_23 = ["random","most-pods","least-waste","price"];
const PATTERN_24 = new RegExp("^(?:0|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+)$", 'u');
const FORM_25 = { title: "Duration", examples: ["10m","1h30m"], pattern: PATTERN_24 };
const FIELDS_26 = new Set(["expander","unneededTime","unreadyTime","utilizationThreshold"]);
const FIELDS_27 = new Set(["region","vendorBTags","skipCreateRoles","networking","preInstallScript","image","deployRoleArn","deployRoleChain","vpcId","keyPair","diskEncryptionKeyArn","securityGroupIds","extraNodePolicies","nodePools","autoscaler"]);
const FIELDS_28 = new Set(["recommended","exact"]);
const MEMBERS_29 = ["recommended","exact"];
const FIELDS_30 = new Set(["roleArn","externalId","sessionNamePrefix"]);
const ENUM_31 = ["lowest-price","capacity-optimized","capacity-optimized-prioritized","price-capacity-optimized"];
const FIELDS_32 = new Set(["name","labels","taints","instanceTypes","overrideImage","bootDiskSize","minSize","maxSize","onDemandBaseCapacity","onDemandPercentageAboveBaseCapacity","spotAllocationStrategy","subnetIds","extraSecurityGroupIds","cpuOptions"]);
const FIELDS_33 = new Set(["nestedVirtualization"]);
const FIELDS_34 = new Set(["region","tokenSecretLink","firewallId","nodePools","image","authorizedUsers","authorizedKeys","vpcId","preInstallScript","networking","autoscaler"]);
const FIELDS_35 = new Set(["name","labels","taints","serverType","overrideImage","subnetId","minSize","maxSize"]);
const FIELDS_36 = new Set(["datacenter","tokenSecretLink","nodePools","sshKeys","unmanagedNodePools","autoscaler","preInstallScript"]);
const FIELDS_37 = new Set(["name","labels","taints","minSize","maxSize","flavor"]);
const FIELDS_38 = new Set(["region","tokenSecretLink","nodePools","sshKey","unmanagedNodePools","autoscaler","fileSystems","preInstallScript"]);
const FIELDS_39 = new Set(["name","labels","taints","minSize","maxSize","instanceType"]);
const FIELDS_40 = new Set(["region","tokenSecretLink","sharedDrives","nodePools","autoscaler","unmanagedNodePools","preInstallScript","userIds","networkId"]);
const ENUM_41 = ["none","dynamic","static"];
const FIELDS_42 = new Set(["name","labels","taints","minSize","maxSize","publicIpType","bootDiskSize","machineType"]);
const FIELDS_43 = new Set(["location","nodePools"]);
const ENUM_44 = ["any","arm64","amd64"];
const ENUM_45 = ["debian","ubuntu","fedora"];
const PATTERN_46 = new RegExp("^(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$", 'u');
const FORM_47 = { title: "Quantity", examples: ["500m","2"], pattern: PATTERN_46 };
const FIELDS_48 = new Set(["name","labels","taints","count","arch","flavor","cpu","memory"]);
const FIELDS_49 = new Set(["connection","networking","preInstallScript","location","loadBalancer","privateNetworkId","firewallEnabled","nodePools","imageId","sshKeys","autoscaler"]);
const FIELDS_50 = new Set(["url","account","user","privateKeySecretLink"]);
const FIELDS_51 = new Set(["manual","none","gateway"]);
const MEMBERS_52 = ["manual","none","gateway"];
const FIELDS_53 = new Set(["packageId","imageId","publicNetworkId","privateNetworkIds","metadata","tags","logging","count","cnsInternalDomain","cnsPublicDomain"]);
const FIELDS_54 = new Set(["nodePort","externalSyslog"]);
const FIELDS_55 = new Set([]);
const FIELDS_56 = new Set(["name","labels","taints","packageId","overrideImageId","publicNetworkId","privateNetworkIds","vendorGTags","minSize","maxSize"]);
const FIELDS_57 = new Set(["location","subscriptionId","sdkSecretLink","resourceGroup","networking","preInstallScript","image","sshKeys","networkId","tags","nodePools","autoscaler"]);
const FIELDS_58 = new Set(["recommended","reference"]);
const MEMBERS_59 = ["recommended","reference"];
const FIELDS_60 = new Set(["publisher","offer","sku","version"]);
const FIELDS_61 = new Set(["name","labels","taints","size","subnetId","zones","overrideImage","bootDiskSize","minSize","maxSize"]);
const FIELDS_62 = new Set(["region","vendorITags","networking","preInstallScript","tokenSecretLink","vpcId","nodePools","image","sshKeys","extraSshKeys","autoscaler","reservedIPs"]);
const FIELDS_63 = new Set(["name","labels","taints","vendorISize","overrideImage","minSize","maxSize"]);
const FIELDS_64 = new Set(["projectId","region","labels","tags","metadata","network","saKeyLink","networking","preInstallScript","image","nodePools","autoscaler"]);
const FIELDS_65 = new Set(["recommended","family","exact"]);
const MEMBERS_66 = ["recommended","family","exact"];
const FIELDS_67 = new Set(["project","family"]);
const FIELDS_68 = new Set(["name","labels","taints","machineType","assignPublicIP","zone","overrideImage","bootDiskSize","minSize","maxSize","preemptible","subnet","localPersistentDisks"]);
const FIELDS_69 = new Set(["dashboard","dashboardAlt","vendorHWorkloadIdentity","vendorBWorkloadIdentity","localPathStorage","metrics","logs","registryMirror","vendorK","vendorBEFS","vendorBECR","vendorBELB","vendorHACR","sysbox","byok"]);
const FIELDS_70 = new Set(["tenantId"]);
const FIELDS_71 = new Set(["kubeState","coreDns","kubelet","apiserver","nodeExporter","cadvisor","scrapeAnnotated"]);
const FIELDS_72 = new Set(["intervalSeconds","includeNamespaces","excludeNamespaces","retainLabels"]);
const FIELDS_73 = new Set(["auditEnabled","includeNamespaces","excludeNamespaces","docker","kubelet","kernel","events"]);
const FIELDS_74 = new Set(["mirrors"]);
const FIELDS_75 = new Set(["registry","mirrors"]);
const FIELDS_76 = new Set(["taintGPUNodes"]);
const FIELDS_77 = new Set(["roleArn"]);
const FIELDS_78 = new Set(["clientId"]);
const FIELDS_79 = new Set(["ignoreUpdates","location","config"]);
const FIELDS_80 = new Set(["actuator","middlebox","common","longhorn","byok","ingress","istio","logSplitter","monitoring","redis","redisHa","redisSentinel","tempoAgent","internalDns"]);
const ENUM_81 = ["trace","info","error"];
const FIELDS_82 = new Set(["minCpu","maxCpu","minMemory","maxMemory","logLevel","env"]);
const FIELDS_83 = new Set(["enabled","bandwidthAlertMbps","port","ip"]);
const FIELDS_84 = new Set(["deploymentReplicas","pdb"]);
const FIELDS_85 = new Set(["maxUnavailable"]);
const FIELDS_86 = new Set(["numberOfReplicas","replicas","isDefault"]);
const FIELDS_87 = new Set(["noDefaultStorageClasses"]);
const FIELDS_88 = new Set(["cpu","memory","targetPercent"]);
const FIELDS_89 = new Set(["istiod","ingressgateway","sidecar"]);
const FIELDS_90 = new Set(["replicas","minCpu","maxCpu","minMemory","maxMemory","pdb"]);
const FIELDS_91 = new Set(["replicas","maxCpu","maxMemory"]);
const FIELDS_92 = new Set(["minCpu","minMemory"]);
const FIELDS_93 = new Set(["minCpu","maxCpu","minMemory","maxMemory","memBufferSize","perPodRate"]);
const FIELDS_94 = new Set(["minMemory","maxMemory","kubeStateMetrics","prometheus","remoteWrite","externalLabels"]);
const FIELDS_95 = new Set(["minMemory"]);
const FIELDS_96 = new Set(["main"]);
const FIELDS_97 = new Set(["storage"]);
const FIELDS_98 = new Set(["url","basic_auth","authorization","oauth2","follow_redirects","enable_http2","tls_config","proxy_url","no_proxy","proxy_from_environment","proxy_connect_header","http_headers","remote_timeout","headers","write_relabel_configs","name","send_exemplars","send_native_histograms","vendorB_sigv4","vendorH_ad","vendorJ_iam","queue_config"]);
const FIELDS_99 = new Set(["username","username_file","password","password_file"]);
const FIELDS_100 = new Set(["type","credentials","credentials_file"]);
const FIELDS_101 = new Set(["minCpu","maxCpu","minMemory","maxMemory","storage"]);
const FIELDS_102 = new Set(["minCpu","maxCpu","minMemory","maxMemory"]);
const FIELDS_103 = new Set(["oidcProviderUrl","serverUrl","homeLocation","addOns"]);
const FIELDS_104 = new Set(["dashboard","dashboardAlt","vendorBWorkloadIdentity","metrics","logs","vendorBECR","vendorBEFS","vendorBELB"]);
const FIELDS_105 = new Set(["url"]);
const FIELDS_106 = new Set(["oidcProviderConfig","trustPolicy"]);
const FIELDS_107 = new Set(["providerUrl","audience"]);
const FIELDS_108 = new Set(["prometheusEndpoint","remoteWriteConfig"]);
const FIELDS_109 = new Set(["logStoreAddress"]);
const FIELDS_110 = new Set(["trustPolicy"]);
const FIELDS_111 = new Set(["name","description","tags","spec"]);
const READ_ONLY_112 = new Set(["id","kind","version","created","lastModified","links","alias","status"]);
const FIELDS_113 = new Set(["dnsForwarder"]);
const READ_ONLY_114 = new Set(["serviceNetwork","podNetwork"]);
const FIELDS_115 = new Set(["status","message","code","details","id"]);
const LIMITS_116 = { maxDepth: 32, maxProperties: 1000, maxItems: 1000, keyProblem: keyProblem0 };

/** What is wrong with a key (OpenKey), if anything. */
function keyProblem0(k) {
  if (k === '__proto__' || k === 'constructor' || k === 'prototype') return FORBIDDEN;
  if (k.length < 2 && codePoints(k) < 1) return "must be at least 1 character long";
  if (!PATTERN_2.test(k)) return "is not a valid OpenKey: it must match ^(?!\\$)(?!(?:__proto__|constructor|prototype)$)";
  return undefined;
}

/** Checks a {@link Cluster}: A managed Kubernetes cluster record of an organization, as returned on read. */
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
  const $kind = v.kind;
  if ($kind === undefined) missing(r, "kind");
  else {
    n++;
    if (typeof $kind !== 'string') wrongType(r, "kind", "a string", $kind);
    else {
      if ($kind !== "mk8s") notConst(r, "kind", $kind, "mk8s");
    }
  }
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    if (!(typeof $version === 'number' && Number.isInteger($version))) wrongType(r, "version", "an integer", $version);
    else {
      if ($version < 1) outOfBounds(r, "version", 'MINIMUM', "must be at least 1; got " + $version);
    }
  }
  const $description = v.description;
  if ($description !== undefined) {
    n++;
    if (typeof $description !== 'string') wrongType(r, "description", "a string", $description);
    else {
      if ($description.length > 250 && codePoints($description) > 250) outOfBounds(r, "description", 'MAX_LENGTH', "must be at most 250 characters long");
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
          if (!(typeof y === 'string' || (typeof y === 'number' && Number.isFinite(y)) || typeof y === 'boolean')) wrongType(r, k, "a string, a number or a boolean", y);
        }
        s.pop();
      }
    }
  }
  const $created = v.created;
  if ($created === undefined) missing(r, "created");
  else {
    n++;
    if (typeof $created !== 'string') wrongType(r, "created", "a string", $created);
    else {
      if (!isDateTime($created)) badFormat(r, "created", $created, 'date-time');
    }
  }
  const $lastModified = v.lastModified;
  if ($lastModified === undefined) missing(r, "lastModified");
  else {
    n++;
    if (typeof $lastModified !== 'string') wrongType(r, "lastModified", "a string", $lastModified);
    else {
      if (!isDateTime($lastModified)) badFormat(r, "lastModified", $lastModified, 'date-time');
    }
  }
  const $links = v.links;
  if ($links === undefined) missing(r, "links");
  else {
    n++;
    if (!Array.isArray($links)) wrongType(r, "links", 'an array', $links);
    else if ($links.length > 1000) tooMany(r, "links", 'items', 1000, $links.length, $links);
    else {
      s.push("links", 0);
      const d = s.length - 1;
      for (let i = 0; i < $links.length; i++) {
        s[d] = i;
        checkLink($links[i], r);
      }
      s.pop();
      if ($links.length > 1) duplicateIdentifiers(r, $links, "rel");
      s.pop();
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
  const $alias = v.alias;
  if ($alias !== undefined) {
    n++;
    if (typeof $alias !== 'string') wrongType(r, "alias", "a string", $alias);
  }
  const $status = v.status;
  if ($status !== undefined) {
    n++;
    s.push("status");
    checkClusterStatus($status, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_3, undefined);
}

/** Checks a {@link Link}: A link to this record or a related resource. */
function checkLink(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Link)", v);
  let n = 0;
  const $rel = v.rel;
  if ($rel === undefined) missing(r, "rel");
  else {
    n++;
    if (typeof $rel !== 'string') wrongType(r, "rel", "a string", $rel);
  }
  const $href = v.href;
  if ($href === undefined) missing(r, "href");
  else {
    n++;
    if (typeof $href !== 'string') wrongType(r, "href", "a string", $href);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_4, undefined);
}

/** Checks a {@link ClusterSpec}: The desired state of the cluster. */
function checkClusterSpec(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterSpec)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
    else {
      if (!FORM_6.pattern.test($version)) noMatch(r, "version", $version, FORM_6);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== undefined) {
    n++;
    if (!Array.isArray($firewall)) wrongType(r, "firewall", 'an array', $firewall);
    else if ($firewall.length > 1000) tooMany(r, "firewall", 'items', 1000, $firewall.length, $firewall);
    else {
      s.push("firewall", 0);
      const d = s.length - 1;
      for (let i = 0; i < $firewall.length; i++) {
        s[d] = i;
        checkFirewallEntry($firewall[i], r);
      }
      s.pop();
      if ($firewall.length > 1) duplicateIdentifiers(r, $firewall, "sourceCIDR");
      s.pop();
    }
  }
  const $provider = v.provider;
  if ($provider === undefined) missing(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProvider($provider, r, "provider");
    s.pop();
  }
  const $addOns = v.addOns;
  if ($addOns !== undefined) {
    n++;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_7, undefined);
}

/** Checks a {@link FirewallEntry}: One address range allowed to reach the cluster's Kubernetes API. */
function checkFirewallEntry(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (FirewallEntry)", v);
  let n = 0;
  const $sourceCIDR = v.sourceCIDR;
  if ($sourceCIDR === undefined) missing(r, "sourceCIDR");
  else {
    n++;
    if (typeof $sourceCIDR !== 'string') wrongType(r, "sourceCIDR", "a string", $sourceCIDR);
    else {
      if (!FORM_9.pattern.test($sourceCIDR)) noMatch(r, "sourceCIDR", $sourceCIDR, FORM_9);
    }
  }
  const $description = v.description;
  if ($description !== undefined) {
    n++;
    if (typeof $description !== 'string') wrongType(r, "description", "a string", $description);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_10, undefined);
}

/** Checks a {@link Provider}: Where and how the cluster's nodes run: exactly one of the provider keys is set. */
function checkProvider(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Provider)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $generic = v.generic;
  if ($generic !== undefined) {
    n++;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== undefined) {
    n++;
    s.push("vendorA");
    checkVendorAProvider($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== undefined) {
    n++;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== undefined) {
    n++;
    s.push("vendorC");
    checkVendorCProvider($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== undefined) {
    n++;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== undefined) {
    n++;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== undefined) {
    n++;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== undefined) {
    n++;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== undefined) {
    n++;
    s.push("vendorG");
    checkVendorGProvider($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== undefined) {
    n++;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== undefined) {
    n++;
    s.push("vendorI");
    checkVendorIProvider($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== undefined) {
    n++;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_11, undefined);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_12.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_12);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link GenericProvider}: A cluster whose nodes are machines you bring and join yourself, anywhere; the service runs the control plane. */
function checkGenericProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (GenericProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_13, undefined);
}

/** Checks a {@link NetworkingFull}: Networking settings of the cluster: the service and pod address ranges and the DNS forwarder. */
function checkNetworkingFull(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NetworkingFull)", v);
  let n = 0;
  const $serviceNetwork = v.serviceNetwork;
  if ($serviceNetwork !== undefined) {
    n++;
    if (typeof $serviceNetwork !== 'string') wrongType(r, "serviceNetwork", "a string", $serviceNetwork);
    else {
      if (!FORM_14.pattern.test($serviceNetwork)) noMatch(r, "serviceNetwork", $serviceNetwork, FORM_14);
    }
  }
  const $podNetwork = v.podNetwork;
  if ($podNetwork !== undefined) {
    n++;
    if (typeof $podNetwork !== 'string') wrongType(r, "podNetwork", "a string", $podNetwork);
    else {
      if (!FORM_14.pattern.test($podNetwork)) noMatch(r, "podNetwork", $podNetwork, FORM_14);
    }
  }
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== undefined) {
    n++;
    if (typeof $dnsForwarder !== 'string') wrongType(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_15, undefined);
}

/** Checks a {@link NodePoolBase}: A node pool with only the fields every provider shares: its name, the labels and the taints put on its nodes. */
function checkNodePoolBase(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NodePoolBase)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_16, undefined);
}

/** Checks a {@link Taint}: A Kubernetes taint put on every node of a pool, so that only pods that tolerate it are scheduled there. */
function checkTaint(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Taint)", v);
  let n = 0;
  const $key = v.key;
  if ($key === undefined) missing(r, "key");
  else {
    n++;
    if (typeof $key !== 'string') wrongType(r, "key", "a string", $key);
  }
  const $value = v.value;
  if ($value !== undefined) {
    n++;
    if (typeof $value !== 'string') wrongType(r, "value", "a string", $value);
  }
  const $effect = v.effect;
  if ($effect !== undefined) {
    n++;
    if (typeof $effect !== 'string') wrongType(r, "effect", "a string", $effect);
    else {
      if ($effect !== "NoSchedule" && $effect !== "PreferNoSchedule" && $effect !== "NoExecute") notInEnum(r, "effect", $effect, ENUM_17);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_18, undefined);
}

/** Checks a {@link VendorAProvider}: A cluster whose nodes run as vendorA cloud servers (and, optionally, vendorA dedicated servers). */
function checkVendorAProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorAProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== undefined) {
    n++;
    if (typeof $vendorALabels !== 'object' || $vendorALabels === null || Array.isArray($vendorALabels)) wrongType(r, "vendorALabels", 'an object', $vendorALabels);
    else {
      const keys = Object.keys($vendorALabels);
      if (keys.length > 1000) tooMany(r, "vendorALabels", 'keys', 1000, keys.length, $vendorALabels);
      else {
        s.push("vendorALabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $vendorALabels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== undefined) {
    n++;
    if (typeof $firewallId !== 'string') wrongType(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorANodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== undefined) {
    n++;
    if (!Array.isArray($dedicatedServerNodePools)) wrongType(r, "dedicatedServerNodePools", 'an array', $dedicatedServerNodePools);
    else if ($dedicatedServerNodePools.length > 1000) tooMany(r, "dedicatedServerNodePools", 'items', 1000, $dedicatedServerNodePools.length, $dedicatedServerNodePools);
    else {
      s.push("dedicatedServerNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $dedicatedServerNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($dedicatedServerNodePools[i], r);
      }
      s.pop();
      if ($dedicatedServerNodePools.length > 1) duplicateIdentifiers(r, $dedicatedServerNodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image !== undefined) {
    n++;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== undefined) {
    n++;
    if (typeof $sshKey !== 'string') wrongType(r, "sshKey", "a string", $sshKey);
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== undefined) {
    n++;
    if (typeof $floatingIPSelector !== 'object' || $floatingIPSelector === null || Array.isArray($floatingIPSelector)) wrongType(r, "floatingIPSelector", 'an object', $floatingIPSelector);
    else {
      const keys = Object.keys($floatingIPSelector);
      if (keys.length > 1000) tooMany(r, "floatingIPSelector", 'keys', 1000, keys.length, $floatingIPSelector);
      else {
        s.push("floatingIPSelector");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $floatingIPSelector[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_21, undefined);
}

/** Checks a {@link VendorANodePool}: A pool of vendorA cloud servers of one server type. */
function checkVendorANodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorANodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $serverType = v.serverType;
  if ($serverType === undefined) missing(r, "serverType");
  else {
    n++;
    if (typeof $serverType !== 'string') wrongType(r, "serverType", "a string", $serverType);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    if (typeof $overrideImage !== 'string') wrongType(r, "overrideImage", "a string", $overrideImage);
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_22, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link Autoscaler}: Settings of the Kubernetes cluster autoscaler, which grows and shrinks node pools between their `minSize` and `maxSize`. */
function checkAutoscaler(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (Autoscaler)", v);
  const s = r.path;
  let n = 0;
  const $expander = v.expander;
  if ($expander !== undefined) {
    n++;
    if (!Array.isArray($expander)) wrongType(r, "expander", 'an array', $expander);
    else if ($expander.length > 1000) tooMany(r, "expander", 'items', 1000, $expander.length, $expander);
    else {
      s.push("expander");
      const m = r.issues.length;
      for (let i = 0; i < $expander.length; i++) {
        const y = $expander[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
        else {
          if (y !== "random" && y !== "most-pods" && y !== "least-waste" && y !== "price") notInEnum(r, i, y, ENUM_23);
        }
      }
      if ($expander.length > 1 && r.issues.length === m) duplicateItems(r, $expander);
      s.pop();
    }
  }
  const $unneededTime = v.unneededTime;
  if ($unneededTime !== undefined) {
    n++;
    if (typeof $unneededTime !== 'string') wrongType(r, "unneededTime", "a string", $unneededTime);
    else {
      if (!FORM_25.pattern.test($unneededTime)) noMatch(r, "unneededTime", $unneededTime, FORM_25);
    }
  }
  const $unreadyTime = v.unreadyTime;
  if ($unreadyTime !== undefined) {
    n++;
    if (typeof $unreadyTime !== 'string') wrongType(r, "unreadyTime", "a string", $unreadyTime);
    else {
      if (!FORM_25.pattern.test($unreadyTime)) noMatch(r, "unreadyTime", $unreadyTime, FORM_25);
    }
  }
  const $utilizationThreshold = v.utilizationThreshold;
  if ($utilizationThreshold !== undefined) {
    n++;
    if (!(typeof $utilizationThreshold === 'number' && Number.isFinite($utilizationThreshold))) wrongType(r, "utilizationThreshold", "a number", $utilizationThreshold);
    else {
      if ($utilizationThreshold < 0) outOfBounds(r, "utilizationThreshold", 'MINIMUM', "must be at least 0; got " + $utilizationThreshold);
      if ($utilizationThreshold > 1) outOfBounds(r, "utilizationThreshold", 'MAXIMUM', "must be at most 1; got " + $utilizationThreshold);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_26, undefined);
}

/** Checks a {@link VendorBProvider}: A cluster whose nodes run as vendorB compute instances in your vendorB account, managed through roles the service assumes. */
function checkVendorBProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $vendorBTags = v.vendorBTags;
  if ($vendorBTags !== undefined) {
    n++;
    if (typeof $vendorBTags !== 'object' || $vendorBTags === null || Array.isArray($vendorBTags)) wrongType(r, "vendorBTags", 'an object', $vendorBTags);
    else {
      const keys = Object.keys($vendorBTags);
      if (keys.length > 1000) tooMany(r, "vendorBTags", 'keys', 1000, keys.length, $vendorBTags);
      else {
        s.push("vendorBTags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $vendorBTags[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $skipCreateRoles = v.skipCreateRoles;
  if ($skipCreateRoles !== undefined) {
    n++;
    if (typeof $skipCreateRoles !== 'boolean') wrongType(r, "skipCreateRoles", "a boolean", $skipCreateRoles);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorBImage($image, r, "image");
    s.pop();
  }
  const $deployRoleArn = v.deployRoleArn;
  if ($deployRoleArn === undefined) missing(r, "deployRoleArn");
  else {
    n++;
    if (typeof $deployRoleArn !== 'string') wrongType(r, "deployRoleArn", "a string", $deployRoleArn);
  }
  const $deployRoleChain = v.deployRoleChain;
  if ($deployRoleChain !== undefined) {
    n++;
    if (!Array.isArray($deployRoleChain)) wrongType(r, "deployRoleChain", 'an array', $deployRoleChain);
    else if ($deployRoleChain.length > 1000) tooMany(r, "deployRoleChain", 'items', 1000, $deployRoleChain.length, $deployRoleChain);
    else {
      s.push("deployRoleChain", 0);
      const d = s.length - 1;
      for (let i = 0; i < $deployRoleChain.length; i++) {
        s[d] = i;
        checkVendorBDeployRole($deployRoleChain[i], r);
      }
      s.pop();
      if ($deployRoleChain.length > 1) duplicateIdentifiers(r, $deployRoleChain, "roleArn");
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
  }
  const $keyPair = v.keyPair;
  if ($keyPair !== undefined) {
    n++;
    if (typeof $keyPair !== 'string') wrongType(r, "keyPair", "a string", $keyPair);
  }
  const $diskEncryptionKeyArn = v.diskEncryptionKeyArn;
  if ($diskEncryptionKeyArn !== undefined) {
    n++;
    if (typeof $diskEncryptionKeyArn !== 'string') wrongType(r, "diskEncryptionKeyArn", "a string", $diskEncryptionKeyArn);
  }
  const $securityGroupIds = v.securityGroupIds;
  if ($securityGroupIds !== undefined) {
    n++;
    if (!Array.isArray($securityGroupIds)) wrongType(r, "securityGroupIds", 'an array', $securityGroupIds);
    else if ($securityGroupIds.length > 1000) tooMany(r, "securityGroupIds", 'items', 1000, $securityGroupIds.length, $securityGroupIds);
    else {
      s.push("securityGroupIds");
      const m = r.issues.length;
      for (let i = 0; i < $securityGroupIds.length; i++) {
        const y = $securityGroupIds[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($securityGroupIds.length > 1 && r.issues.length === m) duplicateItems(r, $securityGroupIds);
      s.pop();
    }
  }
  const $extraNodePolicies = v.extraNodePolicies;
  if ($extraNodePolicies !== undefined) {
    n++;
    if (!Array.isArray($extraNodePolicies)) wrongType(r, "extraNodePolicies", 'an array', $extraNodePolicies);
    else if ($extraNodePolicies.length > 1000) tooMany(r, "extraNodePolicies", 'items', 1000, $extraNodePolicies.length, $extraNodePolicies);
    else {
      s.push("extraNodePolicies");
      const m = r.issues.length;
      for (let i = 0; i < $extraNodePolicies.length; i++) {
        const y = $extraNodePolicies[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($extraNodePolicies.length > 1 && r.issues.length === m) duplicateItems(r, $extraNodePolicies);
      s.pop();
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorBNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_27, undefined);
}

/** Checks a {@link VendorBImage}: The machine image of vendorB nodes: exactly one of `recommended` (an image the service recommends, by name) or `exact` (a specific vendorB image ID). */
function checkVendorBImage(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBImage)", v);
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== undefined) {
    n++;
    if (typeof $recommended !== 'string') wrongType(r, "recommended", "a string", $recommended);
  }
  const $exact = v.exact;
  if ($exact !== undefined) {
    n++;
    if (typeof $exact !== 'string') wrongType(r, "exact", "a string", $exact);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_28, undefined);
  if (n !== 1) {
    const values = [$recommended, $exact];
    const set = MEMBERS_29.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_29);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorBDeployRole}: One role of the chain of vendorB roles assumed before the deploy role. */
function checkVendorBDeployRole(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBDeployRole)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === undefined) missing(r, "roleArn");
  else {
    n++;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
  }
  const $externalId = v.externalId;
  if ($externalId !== undefined) {
    n++;
    if (typeof $externalId !== 'string') wrongType(r, "externalId", "a string", $externalId);
  }
  const $sessionNamePrefix = v.sessionNamePrefix;
  if ($sessionNamePrefix !== undefined) {
    n++;
    if (typeof $sessionNamePrefix !== 'string') wrongType(r, "sessionNamePrefix", "a string", $sessionNamePrefix);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_30, undefined);
}

/** Checks a {@link VendorBNodePool}: A pool of vendorB instances, on-demand or spot, in the given subnets. */
function checkVendorBNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $instanceTypes = v.instanceTypes;
  if ($instanceTypes === undefined) missing(r, "instanceTypes");
  else {
    n++;
    if (!Array.isArray($instanceTypes)) wrongType(r, "instanceTypes", 'an array', $instanceTypes);
    else if ($instanceTypes.length > 1000) tooMany(r, "instanceTypes", 'items', 1000, $instanceTypes.length, $instanceTypes);
    else {
      s.push("instanceTypes");
      const m = r.issues.length;
      for (let i = 0; i < $instanceTypes.length; i++) {
        const y = $instanceTypes[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($instanceTypes.length > 1 && r.issues.length === m) duplicateItems(r, $instanceTypes);
      s.pop();
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    s.push("overrideImage");
    checkVendorBImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $onDemandBaseCapacity = v.onDemandBaseCapacity;
  if ($onDemandBaseCapacity !== undefined) {
    n++;
    if (!(typeof $onDemandBaseCapacity === 'number' && Number.isInteger($onDemandBaseCapacity))) wrongType(r, "onDemandBaseCapacity", "an integer", $onDemandBaseCapacity);
    else {
      if ($onDemandBaseCapacity < 0) outOfBounds(r, "onDemandBaseCapacity", 'MINIMUM', "must be at least 0; got " + $onDemandBaseCapacity);
    }
  }
  const $onDemandPercentageAboveBaseCapacity = v.onDemandPercentageAboveBaseCapacity;
  if ($onDemandPercentageAboveBaseCapacity !== undefined) {
    n++;
    if (!(typeof $onDemandPercentageAboveBaseCapacity === 'number' && Number.isInteger($onDemandPercentageAboveBaseCapacity))) wrongType(r, "onDemandPercentageAboveBaseCapacity", "an integer", $onDemandPercentageAboveBaseCapacity);
    else {
      if ($onDemandPercentageAboveBaseCapacity < 0) outOfBounds(r, "onDemandPercentageAboveBaseCapacity", 'MINIMUM', "must be at least 0; got " + $onDemandPercentageAboveBaseCapacity);
    }
  }
  const $spotAllocationStrategy = v.spotAllocationStrategy;
  if ($spotAllocationStrategy !== undefined) {
    n++;
    if (typeof $spotAllocationStrategy !== 'string') wrongType(r, "spotAllocationStrategy", "a string", $spotAllocationStrategy);
    else {
      if ($spotAllocationStrategy !== "lowest-price" && $spotAllocationStrategy !== "capacity-optimized" && $spotAllocationStrategy !== "capacity-optimized-prioritized" && $spotAllocationStrategy !== "price-capacity-optimized") notInEnum(r, "spotAllocationStrategy", $spotAllocationStrategy, ENUM_31);
    }
  }
  const $subnetIds = v.subnetIds;
  if ($subnetIds === undefined) missing(r, "subnetIds");
  else {
    n++;
    if (!Array.isArray($subnetIds)) wrongType(r, "subnetIds", 'an array', $subnetIds);
    else if ($subnetIds.length > 1000) tooMany(r, "subnetIds", 'items', 1000, $subnetIds.length, $subnetIds);
    else {
      s.push("subnetIds");
      const m = r.issues.length;
      for (let i = 0; i < $subnetIds.length; i++) {
        const y = $subnetIds[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($subnetIds.length > 1 && r.issues.length === m) duplicateItems(r, $subnetIds);
      s.pop();
    }
  }
  const $extraSecurityGroupIds = v.extraSecurityGroupIds;
  if ($extraSecurityGroupIds !== undefined) {
    n++;
    if (!Array.isArray($extraSecurityGroupIds)) wrongType(r, "extraSecurityGroupIds", 'an array', $extraSecurityGroupIds);
    else if ($extraSecurityGroupIds.length > 1000) tooMany(r, "extraSecurityGroupIds", 'items', 1000, $extraSecurityGroupIds.length, $extraSecurityGroupIds);
    else {
      s.push("extraSecurityGroupIds");
      const m = r.issues.length;
      for (let i = 0; i < $extraSecurityGroupIds.length; i++) {
        const y = $extraSecurityGroupIds[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($extraSecurityGroupIds.length > 1 && r.issues.length === m) duplicateItems(r, $extraSecurityGroupIds);
      s.pop();
    }
  }
  const $cpuOptions = v.cpuOptions;
  if ($cpuOptions !== undefined) {
    n++;
    s.push("cpuOptions");
    checkVendorBCpuOptions($cpuOptions, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_32, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorBCpuOptions}: CPU options of the pool's instances. */
function checkVendorBCpuOptions(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBCpuOptions)", v);
  let n = 0;
  const $nestedVirtualization = v.nestedVirtualization;
  if ($nestedVirtualization !== undefined) {
    n++;
    if (typeof $nestedVirtualization !== 'boolean') wrongType(r, "nestedVirtualization", "a boolean", $nestedVirtualization);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_33, undefined);
}

/** Checks a {@link VendorCProvider}: A cluster whose nodes run as vendorC cloud servers in a vendorC VPC. */
function checkVendorCProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorCProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== undefined) {
    n++;
    if (typeof $firewallId !== 'string') wrongType(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorCNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== undefined) {
    n++;
    if (!Array.isArray($authorizedUsers)) wrongType(r, "authorizedUsers", 'an array', $authorizedUsers);
    else if ($authorizedUsers.length > 1000) tooMany(r, "authorizedUsers", 'items', 1000, $authorizedUsers.length, $authorizedUsers);
    else {
      s.push("authorizedUsers");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedUsers.length; i++) {
        const y = $authorizedUsers[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($authorizedUsers.length > 1 && r.issues.length === m) duplicateItems(r, $authorizedUsers);
      s.pop();
    }
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== undefined) {
    n++;
    if (!Array.isArray($authorizedKeys)) wrongType(r, "authorizedKeys", 'an array', $authorizedKeys);
    else if ($authorizedKeys.length > 1000) tooMany(r, "authorizedKeys", 'items', 1000, $authorizedKeys.length, $authorizedKeys);
    else {
      s.push("authorizedKeys");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedKeys.length; i++) {
        const y = $authorizedKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($authorizedKeys.length > 1 && r.issues.length === m) duplicateItems(r, $authorizedKeys);
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_34, undefined);
}

/** Checks a {@link VendorCNodePool}: A pool of vendorC servers of one server type in one subnet. */
function checkVendorCNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorCNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $serverType = v.serverType;
  if ($serverType === undefined) missing(r, "serverType");
  else {
    n++;
    if (typeof $serverType !== 'string') wrongType(r, "serverType", "a string", $serverType);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    if (typeof $overrideImage !== 'string') wrongType(r, "overrideImage", "a string", $overrideImage);
  }
  const $subnetId = v.subnetId;
  if ($subnetId === undefined) missing(r, "subnetId");
  else {
    n++;
    if (typeof $subnetId !== 'string') wrongType(r, "subnetId", "a string", $subnetId);
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_35, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorDProvider}: A cluster whose nodes run as vendorD instances in one vendorD datacenter. */
function checkVendorDProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorDProvider)", v);
  const s = r.path;
  let n = 0;
  const $datacenter = v.datacenter;
  if ($datacenter === undefined) missing(r, "datacenter");
  else {
    n++;
    if (typeof $datacenter !== 'string') wrongType(r, "datacenter", "a string", $datacenter);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorDNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    if (!Array.isArray($sshKeys)) wrongType(r, "sshKeys", 'an array', $sshKeys);
    else if ($sshKeys.length > 1000) tooMany(r, "sshKeys", 'items', 1000, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $sshKeys);
      s.pop();
    }
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== undefined) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) wrongType(r, "unmanagedNodePools", 'an array', $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1000) tooMany(r, "unmanagedNodePools", 'items', 1000, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) duplicateIdentifiers(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_36, undefined);
}

/** Checks a {@link VendorDNodePool}: A pool of vendorD instances of one flavor. */
function checkVendorDNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorDNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $flavor = v.flavor;
  if ($flavor === undefined) missing(r, "flavor");
  else {
    n++;
    if (typeof $flavor !== 'string') wrongType(r, "flavor", "a string", $flavor);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_37, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorEProvider}: A cluster whose nodes run as vendorE instances in one vendorE region. */
function checkVendorEProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorEProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorENodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $sshKey = v.sshKey;
  if ($sshKey === undefined) missing(r, "sshKey");
  else {
    n++;
    if (typeof $sshKey !== 'string') wrongType(r, "sshKey", "a string", $sshKey);
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== undefined) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) wrongType(r, "unmanagedNodePools", 'an array', $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1000) tooMany(r, "unmanagedNodePools", 'items', 1000, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) duplicateIdentifiers(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $fileSystems = v.fileSystems;
  if ($fileSystems !== undefined) {
    n++;
    if (!Array.isArray($fileSystems)) wrongType(r, "fileSystems", 'an array', $fileSystems);
    else if ($fileSystems.length > 1000) tooMany(r, "fileSystems", 'items', 1000, $fileSystems.length, $fileSystems);
    else {
      s.push("fileSystems");
      const m = r.issues.length;
      for (let i = 0; i < $fileSystems.length; i++) {
        const y = $fileSystems[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($fileSystems.length > 1 && r.issues.length === m) duplicateItems(r, $fileSystems);
      s.pop();
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_38, undefined);
}

/** Checks a {@link VendorENodePool}: A pool of vendorE instances of one instance type. */
function checkVendorENodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorENodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $instanceType = v.instanceType;
  if ($instanceType === undefined) missing(r, "instanceType");
  else {
    n++;
    if (typeof $instanceType !== 'string') wrongType(r, "instanceType", "a string", $instanceType);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_39, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorFProvider}: A cluster whose nodes run as vendorF machines in one vendorF region. */
function checkVendorFProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorFProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $sharedDrives = v.sharedDrives;
  if ($sharedDrives !== undefined) {
    n++;
    if (!Array.isArray($sharedDrives)) wrongType(r, "sharedDrives", 'an array', $sharedDrives);
    else if ($sharedDrives.length > 1000) tooMany(r, "sharedDrives", 'items', 1000, $sharedDrives.length, $sharedDrives);
    else {
      s.push("sharedDrives");
      const m = r.issues.length;
      for (let i = 0; i < $sharedDrives.length; i++) {
        const y = $sharedDrives[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sharedDrives.length > 1 && r.issues.length === m) duplicateItems(r, $sharedDrives);
      s.pop();
    }
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorFNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $unmanagedNodePools = v.unmanagedNodePools;
  if ($unmanagedNodePools !== undefined) {
    n++;
    if (!Array.isArray($unmanagedNodePools)) wrongType(r, "unmanagedNodePools", 'an array', $unmanagedNodePools);
    else if ($unmanagedNodePools.length > 1000) tooMany(r, "unmanagedNodePools", 'items', 1000, $unmanagedNodePools.length, $unmanagedNodePools);
    else {
      s.push("unmanagedNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $unmanagedNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($unmanagedNodePools[i], r);
      }
      s.pop();
      if ($unmanagedNodePools.length > 1) duplicateIdentifiers(r, $unmanagedNodePools, "name");
      s.pop();
    }
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $userIds = v.userIds;
  if ($userIds !== undefined) {
    n++;
    if (!Array.isArray($userIds)) wrongType(r, "userIds", 'an array', $userIds);
    else if ($userIds.length > 1000) tooMany(r, "userIds", 'items', 1000, $userIds.length, $userIds);
    else {
      s.push("userIds");
      const m = r.issues.length;
      for (let i = 0; i < $userIds.length; i++) {
        const y = $userIds[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($userIds.length > 1 && r.issues.length === m) duplicateItems(r, $userIds);
      s.pop();
    }
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_40, undefined);
}

/** Checks a {@link VendorFNodePool}: A pool of vendorF machines of one machine type. */
function checkVendorFNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorFNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $publicIpType = v.publicIpType;
  if ($publicIpType === undefined) missing(r, "publicIpType");
  else {
    n++;
    if (typeof $publicIpType !== 'string') wrongType(r, "publicIpType", "a string", $publicIpType);
    else {
      if ($publicIpType !== "none" && $publicIpType !== "dynamic" && $publicIpType !== "static") notInEnum(r, "publicIpType", $publicIpType, ENUM_41);
    }
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $machineType = v.machineType;
  if ($machineType === undefined) missing(r, "machineType");
  else {
    n++;
    if (typeof $machineType !== 'string') wrongType(r, "machineType", "a string", $machineType);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_42, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link EphemeralProvider}: A short-lived cluster whose nodes are provided by the service itself, for tests and experiments. */
function checkEphemeralProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (EphemeralProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkEphemeralNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_43, undefined);
}

/** Checks a {@link EphemeralNodePool}: A fixed number of identical ephemeral nodes. */
function checkEphemeralNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (EphemeralNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $count = v.count;
  if ($count === undefined) missing(r, "count");
  else {
    n++;
    if (!(typeof $count === 'number' && Number.isInteger($count))) wrongType(r, "count", "an integer", $count);
    else {
      if ($count < 0) outOfBounds(r, "count", 'MINIMUM', "must be at least 0; got " + $count);
    }
  }
  const $arch = v.arch;
  if ($arch !== undefined) {
    n++;
    if (typeof $arch !== 'string') wrongType(r, "arch", "a string", $arch);
    else {
      if ($arch !== "any" && $arch !== "arm64" && $arch !== "amd64") notInEnum(r, "arch", $arch, ENUM_44);
    }
  }
  const $flavor = v.flavor;
  if ($flavor !== undefined) {
    n++;
    if (typeof $flavor !== 'string') wrongType(r, "flavor", "a string", $flavor);
    else {
      if ($flavor !== "debian" && $flavor !== "ubuntu" && $flavor !== "fedora") notInEnum(r, "flavor", $flavor, ENUM_45);
    }
  }
  const $cpu = v.cpu;
  if ($cpu === undefined) missing(r, "cpu");
  else {
    n++;
    if (typeof $cpu !== 'string') wrongType(r, "cpu", "a string", $cpu);
    else {
      if (!FORM_47.pattern.test($cpu)) noMatch(r, "cpu", $cpu, FORM_47);
    }
  }
  const $memory = v.memory;
  if ($memory === undefined) missing(r, "memory");
  else {
    n++;
    if (typeof $memory !== 'string') wrongType(r, "memory", "a string", $memory);
    else {
      if (!FORM_47.pattern.test($memory)) noMatch(r, "memory", $memory, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_48, undefined);
}

/** Checks a {@link VendorGProvider}: A cluster whose nodes run as vendorG virtual machines, managed through the vendorG cloud API. */
function checkVendorGProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGProvider)", v);
  const s = r.path;
  let n = 0;
  const $connection = v.connection;
  if ($connection === undefined) missing(r, "connection");
  else {
    n++;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== undefined) {
    n++;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === undefined) missing(r, "privateNetworkId");
  else {
    n++;
    if (typeof $privateNetworkId !== 'string') wrongType(r, "privateNetworkId", "a string", $privateNetworkId);
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== undefined) {
    n++;
    if (typeof $firewallEnabled !== 'boolean') wrongType(r, "firewallEnabled", "a boolean", $firewallEnabled);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorGNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $imageId = v.imageId;
  if ($imageId === undefined) missing(r, "imageId");
  else {
    n++;
    if (typeof $imageId !== 'string') wrongType(r, "imageId", "a string", $imageId);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    if (!Array.isArray($sshKeys)) wrongType(r, "sshKeys", 'an array', $sshKeys);
    else if ($sshKeys.length > 1000) tooMany(r, "sshKeys", 'items', 1000, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $sshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_49, undefined);
}

/** Checks a {@link VendorGConnection}: Connection to the vendorG cloud API. */
function checkVendorGConnection(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGConnection)", v);
  let n = 0;
  const $url = v.url;
  if ($url === undefined) missing(r, "url");
  else {
    n++;
    if (typeof $url !== 'string') wrongType(r, "url", "a string", $url);
  }
  const $account = v.account;
  if ($account === undefined) missing(r, "account");
  else {
    n++;
    if (typeof $account !== 'string') wrongType(r, "account", "a string", $account);
  }
  const $user = v.user;
  if ($user !== undefined) {
    n++;
    if (typeof $user !== 'string') wrongType(r, "user", "a string", $user);
  }
  const $privateKeySecretLink = v.privateKeySecretLink;
  if ($privateKeySecretLink === undefined) missing(r, "privateKeySecretLink");
  else {
    n++;
    if (typeof $privateKeySecretLink !== 'string') wrongType(r, "privateKeySecretLink", "a string", $privateKeySecretLink);
    else {
      if (!FORM_20.pattern.test($privateKeySecretLink)) noMatch(r, "privateKeySecretLink", $privateKeySecretLink, FORM_20);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_50, undefined);
}

/** Checks a {@link VendorGLoadBalancer}: The cluster's load balancer: exactly one of `manual` (load balancer machines you size and place), `none` (no load balancer) or `gateway` (the gateway load balancer). */
function checkVendorGLoadBalancer(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGLoadBalancer)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $manual = v.manual;
  if ($manual !== undefined) {
    n++;
    s.push("manual");
    checkVendorGManualLoadBalancer($manual, r);
    s.pop();
  }
  const $none = v.none;
  if ($none !== undefined) {
    n++;
    s.push("none");
    checkVendorGNoLoadBalancer($none, r);
    s.pop();
  }
  const $gateway = v.gateway;
  if ($gateway !== undefined) {
    n++;
    s.push("gateway");
    checkVendorGGatewayLoadBalancer($gateway, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_51, undefined);
  if (n !== 1) {
    const values = [$manual, $none, $gateway];
    const set = MEMBERS_52.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_52);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorGManualLoadBalancer}: Load balancer virtual machines created by the service in vendorG. */
function checkVendorGManualLoadBalancer(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGManualLoadBalancer)", v);
  const s = r.path;
  let n = 0;
  const $packageId = v.packageId;
  if ($packageId !== undefined) {
    n++;
    if (typeof $packageId !== 'string') wrongType(r, "packageId", "a string", $packageId);
  }
  const $imageId = v.imageId;
  if ($imageId !== undefined) {
    n++;
    if (typeof $imageId !== 'string') wrongType(r, "imageId", "a string", $imageId);
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== undefined) {
    n++;
    if (typeof $publicNetworkId !== 'string') wrongType(r, "publicNetworkId", "a string", $publicNetworkId);
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== undefined) {
    n++;
    if (!Array.isArray($privateNetworkIds)) wrongType(r, "privateNetworkIds", 'an array', $privateNetworkIds);
    else if ($privateNetworkIds.length > 1000) tooMany(r, "privateNetworkIds", 'items', 1000, $privateNetworkIds.length, $privateNetworkIds);
    else {
      s.push("privateNetworkIds");
      const m = r.issues.length;
      for (let i = 0; i < $privateNetworkIds.length; i++) {
        const y = $privateNetworkIds[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($privateNetworkIds.length > 1 && r.issues.length === m) duplicateItems(r, $privateNetworkIds);
      s.pop();
    }
  }
  const $metadata = v.metadata;
  if ($metadata !== undefined) {
    n++;
    if (typeof $metadata !== 'object' || $metadata === null || Array.isArray($metadata)) wrongType(r, "metadata", 'an object', $metadata);
    else {
      const keys = Object.keys($metadata);
      if (keys.length > 1000) tooMany(r, "metadata", 'keys', 1000, keys.length, $metadata);
      else {
        s.push("metadata");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $metadata[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    if (typeof $tags !== 'object' || $tags === null || Array.isArray($tags)) wrongType(r, "tags", 'an object', $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 1000) tooMany(r, "tags", 'keys', 1000, keys.length, $tags);
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
  const $logging = v.logging;
  if ($logging !== undefined) {
    n++;
    s.push("logging");
    checkVendorGLoadBalancerLogging($logging, r);
    s.pop();
  }
  const $count = v.count;
  if ($count !== undefined) {
    n++;
    if (!(typeof $count === 'number' && Number.isInteger($count))) wrongType(r, "count", "an integer", $count);
    else {
      if ($count < 1) outOfBounds(r, "count", 'MINIMUM', "must be at least 1; got " + $count);
      if ($count > 3) outOfBounds(r, "count", 'MAXIMUM', "must be at most 3; got " + $count);
    }
  }
  const $cnsInternalDomain = v.cnsInternalDomain;
  if ($cnsInternalDomain !== undefined) {
    n++;
    if (typeof $cnsInternalDomain !== 'string') wrongType(r, "cnsInternalDomain", "a string", $cnsInternalDomain);
  }
  const $cnsPublicDomain = v.cnsPublicDomain;
  if ($cnsPublicDomain !== undefined) {
    n++;
    if (typeof $cnsPublicDomain !== 'string') wrongType(r, "cnsPublicDomain", "a string", $cnsPublicDomain);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_53, undefined);
}

/** Checks a {@link VendorGLoadBalancerLogging}: Logging of the manual load balancer machines. */
function checkVendorGLoadBalancerLogging(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGLoadBalancerLogging)", v);
  let n = 0;
  const $nodePort = v.nodePort;
  if ($nodePort !== undefined) {
    n++;
    if (!(typeof $nodePort === 'number' && Number.isInteger($nodePort))) wrongType(r, "nodePort", "an integer", $nodePort);
    else {
      if ($nodePort < 30000) outOfBounds(r, "nodePort", 'MINIMUM', "must be at least 30000; got " + $nodePort);
      if ($nodePort > 65535) outOfBounds(r, "nodePort", 'MAXIMUM', "must be at most 65535; got " + $nodePort);
    }
  }
  const $externalSyslog = v.externalSyslog;
  if ($externalSyslog !== undefined) {
    n++;
    if (typeof $externalSyslog !== 'string') wrongType(r, "externalSyslog", "a string", $externalSyslog);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_54, undefined);
}

/** Checks a {@link VendorGNoLoadBalancer}: No load balancer. */
function checkVendorGNoLoadBalancer(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGNoLoadBalancer)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link VendorGGatewayLoadBalancer}: The gateway load balancer. */
function checkVendorGGatewayLoadBalancer(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGGatewayLoadBalancer)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link VendorGNodePool}: A pool of vendorG virtual machines of one package. */
function checkVendorGNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $packageId = v.packageId;
  if ($packageId !== undefined) {
    n++;
    if (typeof $packageId !== 'string') wrongType(r, "packageId", "a string", $packageId);
  }
  const $overrideImageId = v.overrideImageId;
  if ($overrideImageId !== undefined) {
    n++;
    if (typeof $overrideImageId !== 'string') wrongType(r, "overrideImageId", "a string", $overrideImageId);
  }
  const $publicNetworkId = v.publicNetworkId;
  if ($publicNetworkId !== undefined) {
    n++;
    if (typeof $publicNetworkId !== 'string') wrongType(r, "publicNetworkId", "a string", $publicNetworkId);
  }
  const $privateNetworkIds = v.privateNetworkIds;
  if ($privateNetworkIds !== undefined) {
    n++;
    if (!Array.isArray($privateNetworkIds)) wrongType(r, "privateNetworkIds", 'an array', $privateNetworkIds);
    else if ($privateNetworkIds.length > 1000) tooMany(r, "privateNetworkIds", 'items', 1000, $privateNetworkIds.length, $privateNetworkIds);
    else {
      s.push("privateNetworkIds");
      const m = r.issues.length;
      for (let i = 0; i < $privateNetworkIds.length; i++) {
        const y = $privateNetworkIds[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($privateNetworkIds.length > 1 && r.issues.length === m) duplicateItems(r, $privateNetworkIds);
      s.pop();
    }
  }
  const $vendorGTags = v.vendorGTags;
  if ($vendorGTags !== undefined) {
    n++;
    if (typeof $vendorGTags !== 'object' || $vendorGTags === null || Array.isArray($vendorGTags)) wrongType(r, "vendorGTags", 'an object', $vendorGTags);
    else {
      const keys = Object.keys($vendorGTags);
      if (keys.length > 1000) tooMany(r, "vendorGTags", 'keys', 1000, keys.length, $vendorGTags);
      else {
        s.push("vendorGTags");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $vendorGTags[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_56, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorHProvider}: A cluster whose nodes run as vendorH virtual machines in your vendorH subscription. */
function checkVendorHProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHProvider)", v);
  const s = r.path;
  let n = 0;
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
  }
  const $subscriptionId = v.subscriptionId;
  if ($subscriptionId === undefined) missing(r, "subscriptionId");
  else {
    n++;
    if (typeof $subscriptionId !== 'string') wrongType(r, "subscriptionId", "a string", $subscriptionId);
  }
  const $sdkSecretLink = v.sdkSecretLink;
  if ($sdkSecretLink === undefined) missing(r, "sdkSecretLink");
  else {
    n++;
    if (typeof $sdkSecretLink !== 'string') wrongType(r, "sdkSecretLink", "a string", $sdkSecretLink);
    else {
      if (!FORM_20.pattern.test($sdkSecretLink)) noMatch(r, "sdkSecretLink", $sdkSecretLink, FORM_20);
    }
  }
  const $resourceGroup = v.resourceGroup;
  if ($resourceGroup === undefined) missing(r, "resourceGroup");
  else {
    n++;
    if (typeof $resourceGroup !== 'string') wrongType(r, "resourceGroup", "a string", $resourceGroup);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorHImage($image, r, "image");
    s.pop();
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    if (!Array.isArray($sshKeys)) wrongType(r, "sshKeys", 'an array', $sshKeys);
    else if ($sshKeys.length > 1000) tooMany(r, "sshKeys", 'items', 1000, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $sshKeys);
      s.pop();
    }
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    if (typeof $tags !== 'object' || $tags === null || Array.isArray($tags)) wrongType(r, "tags", 'an object', $tags);
    else {
      const keys = Object.keys($tags);
      if (keys.length > 1000) tooMany(r, "tags", 'keys', 1000, keys.length, $tags);
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
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorHNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_57, undefined);
}

/** Checks a {@link VendorHImage}: The machine image of vendorH nodes: exactly one of `recommended` (an image the service recommends, by name) or `reference` (a vendorH marketplace image given by publisher, offer, SKU and version). */
function checkVendorHImage(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHImage)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== undefined) {
    n++;
    if (typeof $recommended !== 'string') wrongType(r, "recommended", "a string", $recommended);
  }
  const $reference = v.reference;
  if ($reference !== undefined) {
    n++;
    s.push("reference");
    checkVendorHImageReference($reference, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_58, undefined);
  if (n !== 1) {
    const values = [$recommended, $reference];
    const set = MEMBERS_59.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_59);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorHImageReference}: A vendorH marketplace image, named by its four parts. */
function checkVendorHImageReference(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHImageReference)", v);
  let n = 0;
  const $publisher = v.publisher;
  if ($publisher === undefined) missing(r, "publisher");
  else {
    n++;
    if (typeof $publisher !== 'string') wrongType(r, "publisher", "a string", $publisher);
  }
  const $offer = v.offer;
  if ($offer === undefined) missing(r, "offer");
  else {
    n++;
    if (typeof $offer !== 'string') wrongType(r, "offer", "a string", $offer);
  }
  const $sku = v.sku;
  if ($sku === undefined) missing(r, "sku");
  else {
    n++;
    if (typeof $sku !== 'string') wrongType(r, "sku", "a string", $sku);
  }
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_60, undefined);
}

/** Checks a {@link VendorHNodePool}: A pool of vendorH virtual machines of one size in one subnet. */
function checkVendorHNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $size = v.size;
  if ($size === undefined) missing(r, "size");
  else {
    n++;
    if (typeof $size !== 'string') wrongType(r, "size", "a string", $size);
  }
  const $subnetId = v.subnetId;
  if ($subnetId === undefined) missing(r, "subnetId");
  else {
    n++;
    if (typeof $subnetId !== 'string') wrongType(r, "subnetId", "a string", $subnetId);
  }
  const $zones = v.zones;
  if ($zones !== undefined) {
    n++;
    if (!Array.isArray($zones)) wrongType(r, "zones", 'an array', $zones);
    else if ($zones.length > 1000) tooMany(r, "zones", 'items', 1000, $zones.length, $zones);
    else {
      s.push("zones");
      const m = r.issues.length;
      for (let i = 0; i < $zones.length; i++) {
        const y = $zones[i];
        if (!(typeof y === 'number' && Number.isInteger(y))) wrongType(r, i, "an integer", y);
      }
      if ($zones.length > 1 && r.issues.length === m) duplicateItems(r, $zones);
      s.pop();
    }
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    s.push("overrideImage");
    checkVendorHImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 0) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 0; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_61, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorIProvider}: A cluster whose nodes run as vendorI virtual machines in a vendorI VPC. */
function checkVendorIProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorIProvider)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== undefined) {
    n++;
    if (!Array.isArray($vendorITags)) wrongType(r, "vendorITags", 'an array', $vendorITags);
    else if ($vendorITags.length > 1000) tooMany(r, "vendorITags", 'items', 1000, $vendorITags.length, $vendorITags);
    else {
      s.push("vendorITags");
      const m = r.issues.length;
      for (let i = 0; i < $vendorITags.length; i++) {
        const y = $vendorITags[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($vendorITags.length > 1 && r.issues.length === m) duplicateItems(r, $vendorITags);
      s.pop();
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorINodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    if (!Array.isArray($sshKeys)) wrongType(r, "sshKeys", 'an array', $sshKeys);
    else if ($sshKeys.length > 1000) tooMany(r, "sshKeys", 'items', 1000, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $sshKeys);
      s.pop();
    }
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== undefined) {
    n++;
    if (!Array.isArray($extraSshKeys)) wrongType(r, "extraSshKeys", 'an array', $extraSshKeys);
    else if ($extraSshKeys.length > 1000) tooMany(r, "extraSshKeys", 'items', 1000, $extraSshKeys.length, $extraSshKeys);
    else {
      s.push("extraSshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $extraSshKeys.length; i++) {
        const y = $extraSshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($extraSshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $extraSshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== undefined) {
    n++;
    if (!Array.isArray($reservedIPs)) wrongType(r, "reservedIPs", 'an array', $reservedIPs);
    else if ($reservedIPs.length > 1000) tooMany(r, "reservedIPs", 'items', 1000, $reservedIPs.length, $reservedIPs);
    else {
      s.push("reservedIPs");
      const m = r.issues.length;
      for (let i = 0; i < $reservedIPs.length; i++) {
        const y = $reservedIPs[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($reservedIPs.length > 1 && r.issues.length === m) duplicateItems(r, $reservedIPs);
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_62, undefined);
}

/** Checks a {@link VendorINodePool}: A pool of vendorI machines of one size. */
function checkVendorINodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorINodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $vendorISize = v.vendorISize;
  if ($vendorISize !== undefined) {
    n++;
    if (typeof $vendorISize !== 'string') wrongType(r, "vendorISize", "a string", $vendorISize);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    if (typeof $overrideImage !== 'string') wrongType(r, "overrideImage", "a string", $overrideImage);
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_63, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link VendorJProvider}: A cluster whose nodes run as vendorJ compute instances in your vendorJ project. */
function checkVendorJProvider(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJProvider)", v);
  const s = r.path;
  let n = 0;
  const $projectId = v.projectId;
  if ($projectId === undefined) missing(r, "projectId");
  else {
    n++;
    if (typeof $projectId !== 'string') wrongType(r, "projectId", "a string", $projectId);
  }
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $tags = v.tags;
  if ($tags !== undefined) {
    n++;
    if (!Array.isArray($tags)) wrongType(r, "tags", 'an array', $tags);
    else if ($tags.length > 1000) tooMany(r, "tags", 'items', 1000, $tags.length, $tags);
    else {
      s.push("tags");
      const m = r.issues.length;
      for (let i = 0; i < $tags.length; i++) {
        const y = $tags[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($tags.length > 1 && r.issues.length === m) duplicateItems(r, $tags);
      s.pop();
    }
  }
  const $metadata = v.metadata;
  if ($metadata !== undefined) {
    n++;
    if (typeof $metadata !== 'object' || $metadata === null || Array.isArray($metadata)) wrongType(r, "metadata", 'an object', $metadata);
    else {
      const keys = Object.keys($metadata);
      if (keys.length > 1000) tooMany(r, "metadata", 'keys', 1000, keys.length, $metadata);
      else {
        s.push("metadata");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $metadata[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $network = v.network;
  if ($network === undefined) missing(r, "network");
  else {
    n++;
    if (typeof $network !== 'string') wrongType(r, "network", "a string", $network);
  }
  const $saKeyLink = v.saKeyLink;
  if ($saKeyLink === undefined) missing(r, "saKeyLink");
  else {
    n++;
    if (typeof $saKeyLink !== 'string') wrongType(r, "saKeyLink", "a string", $saKeyLink);
    else {
      if (!FORM_20.pattern.test($saKeyLink)) noMatch(r, "saKeyLink", $saKeyLink, FORM_20);
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingFull($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    s.push("image");
    checkVendorJImage($image, r, "image");
    s.pop();
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorJNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_64, undefined);
}

/** Checks a {@link VendorJImage}: The machine image of vendorJ nodes: exactly one of `recommended` (an image the service recommends, by name), `family` (the newest image of an image family) or `exact` (a specific image). */
function checkVendorJImage(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJImage)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $recommended = v.recommended;
  if ($recommended !== undefined) {
    n++;
    if (typeof $recommended !== 'string') wrongType(r, "recommended", "a string", $recommended);
  }
  const $family = v.family;
  if ($family !== undefined) {
    n++;
    s.push("family");
    checkVendorJImageFamily($family, r);
    s.pop();
  }
  const $exact = v.exact;
  if ($exact !== undefined) {
    n++;
    if (typeof $exact !== 'string') wrongType(r, "exact", "a string", $exact);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_65, undefined);
  if (n !== 1) {
    const values = [$recommended, $family, $exact];
    const set = MEMBERS_66.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_66);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorJImageFamily}: A vendorJ image family: the newest image of the family is used. */
function checkVendorJImageFamily(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJImageFamily)", v);
  let n = 0;
  const $project = v.project;
  if ($project !== undefined) {
    n++;
    if (typeof $project !== 'string') wrongType(r, "project", "a string", $project);
  }
  const $family = v.family;
  if ($family !== undefined) {
    n++;
    if (typeof $family !== 'string') wrongType(r, "family", "a string", $family);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_67, undefined);
}

/** Checks a {@link VendorJNodePool}: A pool of vendorJ instances of one machine type in one zone. */
function checkVendorJNodePool(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorJNodePool)", v);
  const s = r.path;
  let n = 0;
  const $name = v.name;
  if ($name === undefined) missing(r, "name");
  else {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $labels = v.labels;
  if ($labels !== undefined) {
    n++;
    if (typeof $labels !== 'object' || $labels === null || Array.isArray($labels)) wrongType(r, "labels", 'an object', $labels);
    else {
      const keys = Object.keys($labels);
      if (keys.length > 1000) tooMany(r, "labels", 'keys', 1000, keys.length, $labels);
      else {
        s.push("labels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $labels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $taints = v.taints;
  if ($taints !== undefined) {
    n++;
    if (!Array.isArray($taints)) wrongType(r, "taints", 'an array', $taints);
    else if ($taints.length > 1000) tooMany(r, "taints", 'items', 1000, $taints.length, $taints);
    else {
      s.push("taints", 0);
      const d = s.length - 1;
      for (let i = 0; i < $taints.length; i++) {
        s[d] = i;
        checkTaint($taints[i], r);
      }
      s.pop();
      if ($taints.length > 1) duplicateIdentifiers(r, $taints, "key");
      s.pop();
    }
  }
  const $machineType = v.machineType;
  if ($machineType === undefined) missing(r, "machineType");
  else {
    n++;
    if (typeof $machineType !== 'string') wrongType(r, "machineType", "a string", $machineType);
  }
  const $assignPublicIP = v.assignPublicIP;
  if ($assignPublicIP !== undefined) {
    n++;
    if (typeof $assignPublicIP !== 'boolean') wrongType(r, "assignPublicIP", "a boolean", $assignPublicIP);
  }
  const $zone = v.zone;
  if ($zone === undefined) missing(r, "zone");
  else {
    n++;
    if (typeof $zone !== 'string') wrongType(r, "zone", "a string", $zone);
  }
  const $overrideImage = v.overrideImage;
  if ($overrideImage !== undefined) {
    n++;
    s.push("overrideImage");
    checkVendorJImage($overrideImage, r, "override image");
    s.pop();
  }
  const $bootDiskSize = v.bootDiskSize;
  if ($bootDiskSize !== undefined) {
    n++;
    if (!(typeof $bootDiskSize === 'number' && Number.isInteger($bootDiskSize))) wrongType(r, "bootDiskSize", "an integer", $bootDiskSize);
    else {
      if ($bootDiskSize < 20) outOfBounds(r, "bootDiskSize", 'MINIMUM', "must be at least 20; got " + $bootDiskSize);
    }
  }
  const $minSize = v.minSize;
  if ($minSize !== undefined) {
    n++;
    if (!(typeof $minSize === 'number' && Number.isInteger($minSize))) wrongType(r, "minSize", "an integer", $minSize);
    else {
      if ($minSize < 0) outOfBounds(r, "minSize", 'MINIMUM', "must be at least 0; got " + $minSize);
    }
  }
  const $maxSize = v.maxSize;
  if ($maxSize !== undefined) {
    n++;
    if (!(typeof $maxSize === 'number' && Number.isInteger($maxSize))) wrongType(r, "maxSize", "an integer", $maxSize);
    else {
      if ($maxSize < 0) outOfBounds(r, "maxSize", 'MINIMUM', "must be at least 0; got " + $maxSize);
    }
  }
  const $preemptible = v.preemptible;
  if ($preemptible !== undefined) {
    n++;
    if (typeof $preemptible !== 'boolean') wrongType(r, "preemptible", "a boolean", $preemptible);
  }
  const $subnet = v.subnet;
  if ($subnet !== undefined) {
    n++;
    if (typeof $subnet !== 'string') wrongType(r, "subnet", "a string", $subnet);
  }
  const $localPersistentDisks = v.localPersistentDisks;
  if ($localPersistentDisks !== undefined) {
    n++;
    if (!(typeof $localPersistentDisks === 'number' && Number.isInteger($localPersistentDisks))) wrongType(r, "localPersistentDisks", "an integer", $localPersistentDisks);
    else {
      if ($localPersistentDisks < 0) outOfBounds(r, "localPersistentDisks", 'MINIMUM', "must be at least 0; got " + $localPersistentDisks);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_68, undefined);
  if (typeof $minSize === 'number' && typeof $maxSize === 'number' && $minSize > $maxSize) minAboveMax(r, "minSize", $minSize, "maxSize", $maxSize);
}

/** Checks a {@link AddOns}: Optional components the service installs and manages in the cluster. */
function checkAddOns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (AddOns)", v);
  const s = r.path;
  let n = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== undefined) {
    n++;
    s.push("dashboard");
    checkDashboardAddOn($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== undefined) {
    n++;
    s.push("dashboardAlt");
    checkDashboardAltAddOn($dashboardAlt, r);
    s.pop();
  }
  const $vendorHWorkloadIdentity = v.vendorHWorkloadIdentity;
  if ($vendorHWorkloadIdentity !== undefined) {
    n++;
    s.push("vendorHWorkloadIdentity");
    checkVendorHWorkloadIdentityAddOn($vendorHWorkloadIdentity, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== undefined) {
    n++;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityAddOn($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $localPathStorage = v.localPathStorage;
  if ($localPathStorage !== undefined) {
    n++;
    s.push("localPathStorage");
    checkLocalPathStorageAddOn($localPathStorage, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== undefined) {
    n++;
    s.push("metrics");
    checkMetricsAddOn($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== undefined) {
    n++;
    s.push("logs");
    checkLogsAddOn($logs, r);
    s.pop();
  }
  const $registryMirror = v.registryMirror;
  if ($registryMirror !== undefined) {
    n++;
    s.push("registryMirror");
    checkRegistryMirrorAddOn($registryMirror, r);
    s.pop();
  }
  const $vendorK = v.vendorK;
  if ($vendorK !== undefined) {
    n++;
    s.push("vendorK");
    checkVendorKAddOn($vendorK, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== undefined) {
    n++;
    s.push("vendorBEFS");
    checkVendorBEfsAddOn($vendorBEFS, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== undefined) {
    n++;
    s.push("vendorBECR");
    checkVendorBEcrAddOn($vendorBECR, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== undefined) {
    n++;
    s.push("vendorBELB");
    checkVendorBElbAddOn($vendorBELB, r);
    s.pop();
  }
  const $vendorHACR = v.vendorHACR;
  if ($vendorHACR !== undefined) {
    n++;
    s.push("vendorHACR");
    checkVendorHAcrAddOn($vendorHACR, r);
    s.pop();
  }
  const $sysbox = v.sysbox;
  if ($sysbox !== undefined) {
    n++;
    s.push("sysbox");
    checkSysboxAddOn($sysbox, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== undefined) {
    n++;
    s.push("byok");
    checkByokAddOn($byok, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_69, undefined);
}

/** Checks a {@link DashboardAddOn}: The Kubernetes dashboard add-on. */
function checkDashboardAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (DashboardAddOn)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link DashboardAltAddOn}: The alternative dashboard add-on. */
function checkDashboardAltAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (DashboardAltAddOn)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link VendorHWorkloadIdentityAddOn}: vendorH workload identity for the cluster's pods. */
function checkVendorHWorkloadIdentityAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHWorkloadIdentityAddOn)", v);
  let n = 0;
  const $tenantId = v.tenantId;
  if ($tenantId !== undefined) {
    n++;
    if (typeof $tenantId !== 'string') wrongType(r, "tenantId", "a string", $tenantId);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_70, undefined);
}

/** Checks a {@link VendorBWorkloadIdentityAddOn}: vendorB workload identity. */
function checkVendorBWorkloadIdentityAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBWorkloadIdentityAddOn)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link LocalPathStorageAddOn}: The local-path storage add-on. */
function checkLocalPathStorageAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (LocalPathStorageAddOn)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link MetricsAddOn}: Which metrics are collected from the cluster. */
function checkMetricsAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MetricsAddOn)", v);
  const s = r.path;
  let n = 0;
  const $kubeState = v.kubeState;
  if ($kubeState !== undefined) {
    n++;
    if (typeof $kubeState !== 'boolean') wrongType(r, "kubeState", "a boolean", $kubeState);
  }
  const $coreDns = v.coreDns;
  if ($coreDns !== undefined) {
    n++;
    if (typeof $coreDns !== 'boolean') wrongType(r, "coreDns", "a boolean", $coreDns);
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== undefined) {
    n++;
    if (typeof $kubelet !== 'boolean') wrongType(r, "kubelet", "a boolean", $kubelet);
  }
  const $apiserver = v.apiserver;
  if ($apiserver !== undefined) {
    n++;
    if (typeof $apiserver !== 'boolean') wrongType(r, "apiserver", "a boolean", $apiserver);
  }
  const $nodeExporter = v.nodeExporter;
  if ($nodeExporter !== undefined) {
    n++;
    if (typeof $nodeExporter !== 'boolean') wrongType(r, "nodeExporter", "a boolean", $nodeExporter);
  }
  const $cadvisor = v.cadvisor;
  if ($cadvisor !== undefined) {
    n++;
    if (typeof $cadvisor !== 'boolean') wrongType(r, "cadvisor", "a boolean", $cadvisor);
  }
  const $scrapeAnnotated = v.scrapeAnnotated;
  if ($scrapeAnnotated !== undefined) {
    n++;
    s.push("scrapeAnnotated");
    checkMetricsScrapeAnnotated($scrapeAnnotated, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_71, undefined);
}

/** Checks a {@link MetricsScrapeAnnotated}: Scraping of annotated pods: how often, in which namespaces, and which labels to keep. */
function checkMetricsScrapeAnnotated(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MetricsScrapeAnnotated)", v);
  let n = 0;
  const $intervalSeconds = v.intervalSeconds;
  if ($intervalSeconds !== undefined) {
    n++;
    if (!(typeof $intervalSeconds === 'number' && Number.isInteger($intervalSeconds))) wrongType(r, "intervalSeconds", "an integer", $intervalSeconds);
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== undefined) {
    n++;
    if (typeof $includeNamespaces !== 'string') wrongType(r, "includeNamespaces", "a string", $includeNamespaces);
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== undefined) {
    n++;
    if (typeof $excludeNamespaces !== 'string') wrongType(r, "excludeNamespaces", "a string", $excludeNamespaces);
  }
  const $retainLabels = v.retainLabels;
  if ($retainLabels !== undefined) {
    n++;
    if (typeof $retainLabels !== 'string') wrongType(r, "retainLabels", "a string", $retainLabels);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_72, undefined);
}

/** Checks a {@link LogsAddOn}: Which logs are collected from the cluster. */
function checkLogsAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (LogsAddOn)", v);
  let n = 0;
  const $auditEnabled = v.auditEnabled;
  if ($auditEnabled !== undefined) {
    n++;
    if (typeof $auditEnabled !== 'boolean') wrongType(r, "auditEnabled", "a boolean", $auditEnabled);
  }
  const $includeNamespaces = v.includeNamespaces;
  if ($includeNamespaces !== undefined) {
    n++;
    if (typeof $includeNamespaces !== 'string') wrongType(r, "includeNamespaces", "a string", $includeNamespaces);
  }
  const $excludeNamespaces = v.excludeNamespaces;
  if ($excludeNamespaces !== undefined) {
    n++;
    if (typeof $excludeNamespaces !== 'string') wrongType(r, "excludeNamespaces", "a string", $excludeNamespaces);
  }
  const $docker = v.docker;
  if ($docker !== undefined) {
    n++;
    if (typeof $docker !== 'boolean') wrongType(r, "docker", "a boolean", $docker);
  }
  const $kubelet = v.kubelet;
  if ($kubelet !== undefined) {
    n++;
    if (typeof $kubelet !== 'boolean') wrongType(r, "kubelet", "a boolean", $kubelet);
  }
  const $kernel = v.kernel;
  if ($kernel !== undefined) {
    n++;
    if (typeof $kernel !== 'boolean') wrongType(r, "kernel", "a boolean", $kernel);
  }
  const $events = v.events;
  if ($events !== undefined) {
    n++;
    if (typeof $events !== 'boolean') wrongType(r, "events", "a boolean", $events);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_73, undefined);
}

/** Checks a {@link RegistryMirrorAddOn}: Registry mirrors used by the nodes' container runtime when pulling images. */
function checkRegistryMirrorAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RegistryMirrorAddOn)", v);
  const s = r.path;
  let n = 0;
  const $mirrors = v.mirrors;
  if ($mirrors !== undefined) {
    n++;
    if (!Array.isArray($mirrors)) wrongType(r, "mirrors", 'an array', $mirrors);
    else if ($mirrors.length > 1000) tooMany(r, "mirrors", 'items', 1000, $mirrors.length, $mirrors);
    else {
      s.push("mirrors", 0);
      const d = s.length - 1;
      for (let i = 0; i < $mirrors.length; i++) {
        s[d] = i;
        checkRegistryMirror($mirrors[i], r);
      }
      s.pop();
      if ($mirrors.length > 1) duplicateIdentifiers(r, $mirrors, "registry");
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_74, undefined);
}

/** Checks a {@link RegistryMirror}: The mirrors of one container registry. */
function checkRegistryMirror(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RegistryMirror)", v);
  const s = r.path;
  let n = 0;
  const $registry = v.registry;
  if ($registry === undefined) missing(r, "registry");
  else {
    n++;
    if (typeof $registry !== 'string') wrongType(r, "registry", "a string", $registry);
  }
  const $mirrors = v.mirrors;
  if ($mirrors !== undefined) {
    n++;
    if (!Array.isArray($mirrors)) wrongType(r, "mirrors", 'an array', $mirrors);
    else if ($mirrors.length > 1000) tooMany(r, "mirrors", 'items', 1000, $mirrors.length, $mirrors);
    else {
      s.push("mirrors");
      const m = r.issues.length;
      for (let i = 0; i < $mirrors.length; i++) {
        const y = $mirrors[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($mirrors.length > 1 && r.issues.length === m) duplicateItems(r, $mirrors);
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_75, undefined);
}

/** Checks a {@link VendorKAddOn}: GPU support settings. */
function checkVendorKAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorKAddOn)", v);
  let n = 0;
  const $taintGPUNodes = v.taintGPUNodes;
  if ($taintGPUNodes !== undefined) {
    n++;
    if (typeof $taintGPUNodes !== 'boolean') wrongType(r, "taintGPUNodes", "a boolean", $taintGPUNodes);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_76, undefined);
}

/** Checks a {@link VendorBEfsAddOn}: Lets the cluster use vendorB EFS file systems; the service gives the add-on the vendorB role named here. */
function checkVendorBEfsAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBEfsAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn === undefined) missing(r, "roleArn");
  else {
    n++;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_77, undefined);
}

/** Checks a {@link VendorBEcrAddOn}: Lets the cluster use private vendorB ECR registries; the service gives the add-on the vendorB role named here. */
function checkVendorBEcrAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBEcrAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== undefined) {
    n++;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_77, undefined);
}

/** Checks a {@link VendorBElbAddOn}: Lets the cluster use vendorB ELB load balancers; the service gives the add-on the vendorB role named here. */
function checkVendorBElbAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBElbAddOn)", v);
  let n = 0;
  const $roleArn = v.roleArn;
  if ($roleArn !== undefined) {
    n++;
    if (typeof $roleArn !== 'string') wrongType(r, "roleArn", "a string", $roleArn);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_77, undefined);
}

/** Checks a {@link VendorHAcrAddOn}: Image pulls from private vendorH ACR registries. */
function checkVendorHAcrAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorHAcrAddOn)", v);
  let n = 0;
  const $clientId = v.clientId;
  if ($clientId === undefined) missing(r, "clientId");
  else {
    n++;
    if (typeof $clientId !== 'string') wrongType(r, "clientId", "a string", $clientId);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_78, undefined);
}

/** Checks a {@link SysboxAddOn}: The Sysbox runtime add-on. */
function checkSysboxAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (SysboxAddOn)", v);
  if (countKeys(v) !== 0) extraMembers(r, v, FIELDS_55, undefined);
}

/** Checks a {@link ByokAddOn}: Bring your own Kubernetes: the cluster serves as a location of your organization. */
function checkByokAddOn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokAddOn)", v);
  const s = r.path;
  let n = 0;
  const $ignoreUpdates = v.ignoreUpdates;
  if ($ignoreUpdates !== undefined) {
    n++;
    if (typeof $ignoreUpdates !== 'boolean') wrongType(r, "ignoreUpdates", "a boolean", $ignoreUpdates);
  }
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
    else {
      if (!FORM_20.pattern.test($location)) noMatch(r, "location", $location, FORM_20);
    }
  }
  const $config = v.config;
  if ($config !== undefined) {
    n++;
    s.push("config");
    checkByokConfig($config, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_79, undefined);
}

/** Checks a {@link ByokConfig}: Settings of the platform components the service installs in a bring-your-own-Kubernetes cluster. */
function checkByokConfig(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokConfig)", v);
  const s = r.path;
  let n = 0;
  const $actuator = v.actuator;
  if ($actuator !== undefined) {
    n++;
    s.push("actuator");
    checkByokActuator($actuator, r);
    s.pop();
  }
  const $middlebox = v.middlebox;
  if ($middlebox !== undefined) {
    n++;
    s.push("middlebox");
    checkByokMiddlebox($middlebox, r);
    s.pop();
  }
  const $common = v.common;
  if ($common !== undefined) {
    n++;
    s.push("common");
    checkByokCommon($common, r);
    s.pop();
  }
  const $longhorn = v.longhorn;
  if ($longhorn !== undefined) {
    n++;
    s.push("longhorn");
    checkByokLonghorn($longhorn, r);
    s.pop();
  }
  const $byok = v.byok;
  if ($byok !== undefined) {
    n++;
    s.push("byok");
    checkByokStorageClasses($byok, r);
    s.pop();
  }
  const $ingress = v.ingress;
  if ($ingress !== undefined) {
    n++;
    s.push("ingress");
    checkByokIngress($ingress, r);
    s.pop();
  }
  const $istio = v.istio;
  if ($istio !== undefined) {
    n++;
    s.push("istio");
    checkByokIstio($istio, r);
    s.pop();
  }
  const $logSplitter = v.logSplitter;
  if ($logSplitter !== undefined) {
    n++;
    s.push("logSplitter");
    checkByokLogSplitter($logSplitter, r);
    s.pop();
  }
  const $monitoring = v.monitoring;
  if ($monitoring !== undefined) {
    n++;
    s.push("monitoring");
    checkByokMonitoring($monitoring, r);
    s.pop();
  }
  const $redis = v.redis;
  if ($redis !== undefined) {
    n++;
    s.push("redis");
    checkByokRedis($redis, r);
    s.pop();
  }
  const $redisHa = v.redisHa;
  if ($redisHa !== undefined) {
    n++;
    s.push("redisHa");
    checkByokRedisHa($redisHa, r);
    s.pop();
  }
  const $redisSentinel = v.redisSentinel;
  if ($redisSentinel !== undefined) {
    n++;
    s.push("redisSentinel");
    checkByokRedisSentinel($redisSentinel, r);
    s.pop();
  }
  const $tempoAgent = v.tempoAgent;
  if ($tempoAgent !== undefined) {
    n++;
    s.push("tempoAgent");
    checkByokTempoAgent($tempoAgent, r);
    s.pop();
  }
  const $internalDns = v.internalDns;
  if ($internalDns !== undefined) {
    n++;
    s.push("internalDns");
    checkByokInternalDns($internalDns, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_80, undefined);
}

/** Checks a {@link ByokActuator}: Resources, log level and environment of the actuator. */
function checkByokActuator(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokActuator)", v);
  const s = r.path;
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $logLevel = v.logLevel;
  if ($logLevel !== undefined) {
    n++;
    if (typeof $logLevel !== 'string') wrongType(r, "logLevel", "a string", $logLevel);
    else {
      if ($logLevel !== "trace" && $logLevel !== "info" && $logLevel !== "error") notInEnum(r, "logLevel", $logLevel, ENUM_81);
    }
  }
  const $env = v.env;
  if ($env !== undefined) {
    n++;
    if (typeof $env !== 'object' || $env === null || Array.isArray($env)) wrongType(r, "env", 'an object', $env);
    else {
      const keys = Object.keys($env);
      if (keys.length > 1000) tooMany(r, "env", 'keys', 1000, keys.length, $env);
      else {
        s.push("env");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $env[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_82, undefined);
}

/** Checks a {@link ByokMiddlebox}: Settings of the middlebox. */
function checkByokMiddlebox(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokMiddlebox)", v);
  let n = 0;
  const $enabled = v.enabled;
  if ($enabled !== undefined) {
    n++;
    if (typeof $enabled !== 'boolean') wrongType(r, "enabled", "a boolean", $enabled);
  }
  const $bandwidthAlertMbps = v.bandwidthAlertMbps;
  if ($bandwidthAlertMbps !== undefined) {
    n++;
    if (!(typeof $bandwidthAlertMbps === 'number' && Number.isInteger($bandwidthAlertMbps))) wrongType(r, "bandwidthAlertMbps", "an integer", $bandwidthAlertMbps);
  }
  const $port = v.port;
  if ($port !== undefined) {
    n++;
    if (!(typeof $port === 'number' && Number.isInteger($port))) wrongType(r, "port", "an integer", $port);
  }
  const $ip = v.ip;
  if ($ip !== undefined) {
    n++;
    if (typeof $ip !== 'string') wrongType(r, "ip", "a string", $ip);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_83, undefined);
}

/** Checks a {@link ByokCommon}: Settings shared by the platform's deployments. */
function checkByokCommon(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokCommon)", v);
  const s = r.path;
  let n = 0;
  const $deploymentReplicas = v.deploymentReplicas;
  if ($deploymentReplicas !== undefined) {
    n++;
    if (!(typeof $deploymentReplicas === 'number' && Number.isInteger($deploymentReplicas))) wrongType(r, "deploymentReplicas", "an integer", $deploymentReplicas);
  }
  const $pdb = v.pdb;
  if ($pdb !== undefined) {
    n++;
    s.push("pdb");
    checkByokPodDisruptionBudget($pdb, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_84, undefined);
}

/** Checks a {@link ByokPodDisruptionBudget}: A Kubernetes pod disruption budget. */
function checkByokPodDisruptionBudget(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokPodDisruptionBudget)", v);
  let n = 0;
  const $maxUnavailable = v.maxUnavailable;
  if ($maxUnavailable !== undefined) {
    n++;
    if (!(typeof $maxUnavailable === 'number' && Number.isInteger($maxUnavailable))) wrongType(r, "maxUnavailable", "an integer", $maxUnavailable);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_85, undefined);
}

/** Checks a {@link ByokLonghorn}: Settings of Longhorn storage. */
function checkByokLonghorn(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokLonghorn)", v);
  let n = 0;
  const $numberOfReplicas = v.numberOfReplicas;
  if ($numberOfReplicas !== undefined) {
    n++;
    if (!(typeof $numberOfReplicas === 'number' && Number.isInteger($numberOfReplicas))) wrongType(r, "numberOfReplicas", "an integer", $numberOfReplicas);
  }
  const $replicas = v.replicas;
  if ($replicas !== undefined) {
    n++;
    if (!(typeof $replicas === 'number' && Number.isInteger($replicas))) wrongType(r, "replicas", "an integer", $replicas);
  }
  const $isDefault = v.isDefault;
  if ($isDefault !== undefined) {
    n++;
    if (typeof $isDefault !== 'boolean') wrongType(r, "isDefault", "a boolean", $isDefault);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_86, undefined);
}

/** Checks a {@link ByokStorageClasses}: Settings of the bring-your-own-Kubernetes installation. */
function checkByokStorageClasses(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokStorageClasses)", v);
  let n = 0;
  const $noDefaultStorageClasses = v.noDefaultStorageClasses;
  if ($noDefaultStorageClasses !== undefined) {
    n++;
    if (typeof $noDefaultStorageClasses !== 'boolean') wrongType(r, "noDefaultStorageClasses", "a boolean", $noDefaultStorageClasses);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_87, undefined);
}

/** Checks a {@link ByokIngress}: Resources and scaling of the ingress proxy. */
function checkByokIngress(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIngress)", v);
  let n = 0;
  const $cpu = v.cpu;
  if ($cpu !== undefined) {
    n++;
    if (typeof $cpu !== 'string') wrongType(r, "cpu", "a string", $cpu);
    else {
      if (!FORM_47.pattern.test($cpu)) noMatch(r, "cpu", $cpu, FORM_47);
    }
  }
  const $memory = v.memory;
  if ($memory !== undefined) {
    n++;
    if (typeof $memory !== 'string') wrongType(r, "memory", "a string", $memory);
    else {
      if (!FORM_47.pattern.test($memory)) noMatch(r, "memory", $memory, FORM_47);
    }
  }
  const $targetPercent = v.targetPercent;
  if ($targetPercent !== undefined) {
    n++;
    if (!(typeof $targetPercent === 'number' && Number.isInteger($targetPercent))) wrongType(r, "targetPercent", "an integer", $targetPercent);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_88, undefined);
}

/** Checks a {@link ByokIstio}: Settings of the Istio service mesh. */
function checkByokIstio(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstio)", v);
  const s = r.path;
  let n = 0;
  const $istiod = v.istiod;
  if ($istiod !== undefined) {
    n++;
    s.push("istiod");
    checkByokIstiod($istiod, r);
    s.pop();
  }
  const $ingressgateway = v.ingressgateway;
  if ($ingressgateway !== undefined) {
    n++;
    s.push("ingressgateway");
    checkByokIstioIngressGateway($ingressgateway, r);
    s.pop();
  }
  const $sidecar = v.sidecar;
  if ($sidecar !== undefined) {
    n++;
    s.push("sidecar");
    checkByokIstioSidecar($sidecar, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_89, undefined);
}

/** Checks a {@link ByokIstiod}: Replicas, resources and disruption budget of istiod. */
function checkByokIstiod(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstiod)", v);
  let n = 0;
  const $replicas = v.replicas;
  if ($replicas !== undefined) {
    n++;
    if (!(typeof $replicas === 'number' && Number.isInteger($replicas))) wrongType(r, "replicas", "an integer", $replicas);
  }
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $pdb = v.pdb;
  if ($pdb !== undefined) {
    n++;
    if (!(typeof $pdb === 'number' && Number.isInteger($pdb))) wrongType(r, "pdb", "an integer", $pdb);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_90, undefined);
}

/** Checks a {@link ByokIstioIngressGateway}: Replicas and resource limits of the Istio ingress gateway. */
function checkByokIstioIngressGateway(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstioIngressGateway)", v);
  let n = 0;
  const $replicas = v.replicas;
  if ($replicas !== undefined) {
    n++;
    if (!(typeof $replicas === 'number' && Number.isInteger($replicas))) wrongType(r, "replicas", "an integer", $replicas);
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_91, undefined);
}

/** Checks a {@link ByokIstioSidecar}: Resource requests of the Istio sidecar proxy. */
function checkByokIstioSidecar(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokIstioSidecar)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_92, undefined);
}

/** Checks a {@link ByokLogSplitter}: Resources, buffer and rate limit of the log splitter. */
function checkByokLogSplitter(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokLogSplitter)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $memBufferSize = v.memBufferSize;
  if ($memBufferSize !== undefined) {
    n++;
    if (typeof $memBufferSize !== 'string') wrongType(r, "memBufferSize", "a string", $memBufferSize);
  }
  const $perPodRate = v.perPodRate;
  if ($perPodRate !== undefined) {
    n++;
    if (!(typeof $perPodRate === 'number' && Number.isInteger($perPodRate))) wrongType(r, "perPodRate", "an integer", $perPodRate);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_93, undefined);
}

/** Checks a {@link ByokMonitoring}: Settings of the monitoring stack. */
function checkByokMonitoring(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokMonitoring)", v);
  const s = r.path;
  let n = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $kubeStateMetrics = v.kubeStateMetrics;
  if ($kubeStateMetrics !== undefined) {
    n++;
    s.push("kubeStateMetrics");
    checkByokKubeStateMetrics($kubeStateMetrics, r);
    s.pop();
  }
  const $prometheus = v.prometheus;
  if ($prometheus !== undefined) {
    n++;
    s.push("prometheus");
    checkByokPrometheus($prometheus, r);
    s.pop();
  }
  const $remoteWrite = v.remoteWrite;
  if ($remoteWrite !== undefined) {
    n++;
    if (!Array.isArray($remoteWrite)) wrongType(r, "remoteWrite", 'an array', $remoteWrite);
    else if ($remoteWrite.length > 1000) tooMany(r, "remoteWrite", 'items', 1000, $remoteWrite.length, $remoteWrite);
    else {
      s.push("remoteWrite", 0);
      const d = s.length - 1;
      for (let i = 0; i < $remoteWrite.length; i++) {
        s[d] = i;
        checkRemoteWrite($remoteWrite[i], r);
      }
      s.pop();
      if ($remoteWrite.length > 1) duplicateIdentifiers(r, $remoteWrite, "url");
      s.pop();
    }
  }
  const $externalLabels = v.externalLabels;
  if ($externalLabels !== undefined) {
    n++;
    if (typeof $externalLabels !== 'object' || $externalLabels === null || Array.isArray($externalLabels)) wrongType(r, "externalLabels", 'an object', $externalLabels);
    else {
      const keys = Object.keys($externalLabels);
      if (keys.length > 1000) tooMany(r, "externalLabels", 'keys', 1000, keys.length, $externalLabels);
      else {
        s.push("externalLabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $externalLabels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_94, undefined);
}

/** Checks a {@link ByokKubeStateMetrics}: Resources of kube-state-metrics. */
function checkByokKubeStateMetrics(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokKubeStateMetrics)", v);
  let n = 0;
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_95, undefined);
}

/** Checks a {@link ByokPrometheus}: Settings of the Prometheus servers. */
function checkByokPrometheus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokPrometheus)", v);
  const s = r.path;
  let n = 0;
  const $main = v.main;
  if ($main !== undefined) {
    n++;
    s.push("main");
    checkByokPrometheusMain($main, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_96, undefined);
}

/** Checks a {@link ByokPrometheusMain}: Settings of the main Prometheus server. */
function checkByokPrometheusMain(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokPrometheusMain)", v);
  let n = 0;
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    if (typeof $storage !== 'string') wrongType(r, "storage", "a string", $storage);
    else {
      if (!FORM_47.pattern.test($storage)) noMatch(r, "storage", $storage, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_97, undefined);
}

/** Checks a {@link RemoteWrite}: One Prometheus remote-write endpoint, with the members of a Prometheus `remote_write` entry. */
function checkRemoteWrite(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RemoteWrite)", v);
  const s = r.path;
  let n = 0;
  const $url = v.url;
  if ($url === undefined) missing(r, "url");
  else {
    n++;
    if (typeof $url !== 'string') wrongType(r, "url", "a string", $url);
  }
  const $basic_auth = v.basic_auth;
  if ($basic_auth !== undefined) {
    n++;
    s.push("basic_auth");
    checkRemoteWriteBasicAuth($basic_auth, r);
    s.pop();
  }
  const $authorization = v.authorization;
  if ($authorization !== undefined) {
    n++;
    s.push("authorization");
    checkRemoteWriteAuthorization($authorization, r);
    s.pop();
  }
  const $oauth2 = v.oauth2;
  if ($oauth2 !== undefined) {
    n++;
    s.push("oauth2");
    checkFreeFormObject($oauth2, r);
    s.pop();
  }
  const $follow_redirects = v.follow_redirects;
  if ($follow_redirects !== undefined) {
    n++;
    if (typeof $follow_redirects !== 'boolean') wrongType(r, "follow_redirects", "a boolean", $follow_redirects);
  }
  const $enable_http2 = v.enable_http2;
  if ($enable_http2 !== undefined) {
    n++;
    if (typeof $enable_http2 !== 'boolean') wrongType(r, "enable_http2", "a boolean", $enable_http2);
  }
  const $tls_config = v.tls_config;
  if ($tls_config !== undefined) {
    n++;
    s.push("tls_config");
    checkFreeFormObject($tls_config, r);
    s.pop();
  }
  const $proxy_url = v.proxy_url;
  if ($proxy_url !== undefined) {
    n++;
    if (typeof $proxy_url !== 'string') wrongType(r, "proxy_url", "a string", $proxy_url);
  }
  const $no_proxy = v.no_proxy;
  if ($no_proxy !== undefined) {
    n++;
    if (typeof $no_proxy !== 'string') wrongType(r, "no_proxy", "a string", $no_proxy);
  }
  const $proxy_from_environment = v.proxy_from_environment;
  if ($proxy_from_environment !== undefined) {
    n++;
    if (typeof $proxy_from_environment !== 'boolean') wrongType(r, "proxy_from_environment", "a boolean", $proxy_from_environment);
  }
  const $proxy_connect_header = v.proxy_connect_header;
  if ($proxy_connect_header !== undefined) {
    n++;
    s.push("proxy_connect_header");
    checkFreeFormObject($proxy_connect_header, r);
    s.pop();
  }
  const $http_headers = v.http_headers;
  if ($http_headers !== undefined) {
    n++;
    s.push("http_headers");
    checkFreeFormObject($http_headers, r);
    s.pop();
  }
  const $remote_timeout = v.remote_timeout;
  if ($remote_timeout !== undefined) {
    n++;
    if (typeof $remote_timeout !== 'string') wrongType(r, "remote_timeout", "a string", $remote_timeout);
  }
  const $headers = v.headers;
  if ($headers !== undefined) {
    n++;
    s.push("headers");
    checkFreeFormObject($headers, r);
    s.pop();
  }
  const $write_relabel_configs = v.write_relabel_configs;
  if ($write_relabel_configs !== undefined) {
    n++;
    if (!Array.isArray($write_relabel_configs)) wrongType(r, "write_relabel_configs", 'an array', $write_relabel_configs);
    else if ($write_relabel_configs.length > 1000) tooMany(r, "write_relabel_configs", 'items', 1000, $write_relabel_configs.length, $write_relabel_configs);
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
  if ($name !== undefined) {
    n++;
    if (typeof $name !== 'string') wrongType(r, "name", "a string", $name);
  }
  const $send_exemplars = v.send_exemplars;
  if ($send_exemplars !== undefined) {
    n++;
    if (typeof $send_exemplars !== 'boolean') wrongType(r, "send_exemplars", "a boolean", $send_exemplars);
  }
  const $send_native_histograms = v.send_native_histograms;
  if ($send_native_histograms !== undefined) {
    n++;
    if (typeof $send_native_histograms !== 'boolean') wrongType(r, "send_native_histograms", "a boolean", $send_native_histograms);
  }
  const $vendorB_sigv4 = v.vendorB_sigv4;
  if ($vendorB_sigv4 !== undefined) {
    n++;
    s.push("vendorB_sigv4");
    checkFreeFormObject($vendorB_sigv4, r);
    s.pop();
  }
  const $vendorH_ad = v.vendorH_ad;
  if ($vendorH_ad !== undefined) {
    n++;
    s.push("vendorH_ad");
    checkFreeFormObject($vendorH_ad, r);
    s.pop();
  }
  const $vendorJ_iam = v.vendorJ_iam;
  if ($vendorJ_iam !== undefined) {
    n++;
    s.push("vendorJ_iam");
    checkFreeFormObject($vendorJ_iam, r);
    s.pop();
  }
  const $queue_config = v.queue_config;
  if ($queue_config !== undefined) {
    n++;
    s.push("queue_config");
    checkFreeFormObject($queue_config, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_98, undefined);
}

/** Checks a {@link RemoteWriteBasicAuth}: HTTP basic authentication of a remote-write endpoint. */
function checkRemoteWriteBasicAuth(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RemoteWriteBasicAuth)", v);
  let n = 0;
  const $username = v.username;
  if ($username !== undefined) {
    n++;
    if (typeof $username !== 'string') wrongType(r, "username", "a string", $username);
  }
  const $username_file = v.username_file;
  if ($username_file !== undefined) {
    n++;
    if (typeof $username_file !== 'string') wrongType(r, "username_file", "a string", $username_file);
  }
  const $password = v.password;
  if ($password !== undefined) {
    n++;
    if (typeof $password !== 'string') wrongType(r, "password", "a string", $password);
  }
  const $password_file = v.password_file;
  if ($password_file !== undefined) {
    n++;
    if (typeof $password_file !== 'string') wrongType(r, "password_file", "a string", $password_file);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_99, undefined);
}

/** Checks a {@link RemoteWriteAuthorization}: The `Authorization` header of a remote-write endpoint. */
function checkRemoteWriteAuthorization(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (RemoteWriteAuthorization)", v);
  let n = 0;
  const $type = v.type;
  if ($type !== undefined) {
    n++;
    if (typeof $type !== 'string') wrongType(r, "type", "a string", $type);
  }
  const $credentials = v.credentials;
  if ($credentials !== undefined) {
    n++;
    if (typeof $credentials !== 'string') wrongType(r, "credentials", "a string", $credentials);
  }
  const $credentials_file = v.credentials_file;
  if ($credentials_file !== undefined) {
    n++;
    if (typeof $credentials_file !== 'string') wrongType(r, "credentials_file", "a string", $credentials_file);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_100, undefined);
}

/** Checks a {@link ByokRedis}: Resources and storage of the single Redis instance. */
function checkByokRedis(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokRedis)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    if (typeof $storage !== 'string') wrongType(r, "storage", "a string", $storage);
    else {
      if (!FORM_47.pattern.test($storage)) noMatch(r, "storage", $storage, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_101, undefined);
}

/** Checks a {@link ByokRedisHa}: Resources and storage of the highly available Redis. */
function checkByokRedisHa(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokRedisHa)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    if (!(typeof $storage === 'number' && Number.isInteger($storage))) wrongType(r, "storage", "an integer", $storage);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_101, undefined);
}

/** Checks a {@link ByokRedisSentinel}: Resources and storage of the Redis Sentinel instances. */
function checkByokRedisSentinel(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokRedisSentinel)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  const $storage = v.storage;
  if ($storage !== undefined) {
    n++;
    if (!(typeof $storage === 'number' && Number.isInteger($storage))) wrongType(r, "storage", "an integer", $storage);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_101, undefined);
}

/** Checks a {@link ByokTempoAgent}: Resource requests of the tracing agent. */
function checkByokTempoAgent(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokTempoAgent)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_92, undefined);
}

/** Checks a {@link ByokInternalDns}: Resources of the internal DNS server. */
function checkByokInternalDns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ByokInternalDns)", v);
  let n = 0;
  const $minCpu = v.minCpu;
  if ($minCpu !== undefined) {
    n++;
    if (typeof $minCpu !== 'string') wrongType(r, "minCpu", "a string", $minCpu);
    else {
      if (!FORM_47.pattern.test($minCpu)) noMatch(r, "minCpu", $minCpu, FORM_47);
    }
  }
  const $maxCpu = v.maxCpu;
  if ($maxCpu !== undefined) {
    n++;
    if (typeof $maxCpu !== 'string') wrongType(r, "maxCpu", "a string", $maxCpu);
    else {
      if (!FORM_47.pattern.test($maxCpu)) noMatch(r, "maxCpu", $maxCpu, FORM_47);
    }
  }
  const $minMemory = v.minMemory;
  if ($minMemory !== undefined) {
    n++;
    if (typeof $minMemory !== 'string') wrongType(r, "minMemory", "a string", $minMemory);
    else {
      if (!FORM_47.pattern.test($minMemory)) noMatch(r, "minMemory", $minMemory, FORM_47);
    }
  }
  const $maxMemory = v.maxMemory;
  if ($maxMemory !== undefined) {
    n++;
    if (typeof $maxMemory !== 'string') wrongType(r, "maxMemory", "a string", $maxMemory);
    else {
      if (!FORM_47.pattern.test($maxMemory)) noMatch(r, "maxMemory", $maxMemory, FORM_47);
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_102, undefined);
}

/** Checks a {@link ClusterStatus}: Information about the cluster reported by the service. */
function checkClusterStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterStatus)", v);
  const s = r.path;
  let n = 0;
  const $oidcProviderUrl = v.oidcProviderUrl;
  if ($oidcProviderUrl !== undefined) {
    n++;
    if (typeof $oidcProviderUrl !== 'string') wrongType(r, "oidcProviderUrl", "a string", $oidcProviderUrl);
  }
  const $serverUrl = v.serverUrl;
  if ($serverUrl !== undefined) {
    n++;
    if (typeof $serverUrl !== 'string') wrongType(r, "serverUrl", "a string", $serverUrl);
  }
  const $homeLocation = v.homeLocation;
  if ($homeLocation !== undefined) {
    n++;
    if (typeof $homeLocation !== 'string') wrongType(r, "homeLocation", "a string", $homeLocation);
  }
  const $addOns = v.addOns;
  if ($addOns !== undefined) {
    n++;
    s.push("addOns");
    checkClusterStatusAddOns($addOns, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_103, undefined);
}

/** Checks a {@link ClusterStatusAddOns}: Information reported by the cluster's add-ons. */
function checkClusterStatusAddOns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterStatusAddOns)", v);
  const s = r.path;
  let n = 0;
  const $dashboard = v.dashboard;
  if ($dashboard !== undefined) {
    n++;
    s.push("dashboard");
    checkDashboardStatus($dashboard, r);
    s.pop();
  }
  const $dashboardAlt = v.dashboardAlt;
  if ($dashboardAlt !== undefined) {
    n++;
    s.push("dashboardAlt");
    checkDashboardStatus($dashboardAlt, r);
    s.pop();
  }
  const $vendorBWorkloadIdentity = v.vendorBWorkloadIdentity;
  if ($vendorBWorkloadIdentity !== undefined) {
    n++;
    s.push("vendorBWorkloadIdentity");
    checkVendorBWorkloadIdentityStatus($vendorBWorkloadIdentity, r);
    s.pop();
  }
  const $metrics = v.metrics;
  if ($metrics !== undefined) {
    n++;
    s.push("metrics");
    checkMetricsStatus($metrics, r);
    s.pop();
  }
  const $logs = v.logs;
  if ($logs !== undefined) {
    n++;
    s.push("logs");
    checkLogsStatus($logs, r);
    s.pop();
  }
  const $vendorBECR = v.vendorBECR;
  if ($vendorBECR !== undefined) {
    n++;
    s.push("vendorBECR");
    checkVendorBRoleStatus($vendorBECR, r);
    s.pop();
  }
  const $vendorBEFS = v.vendorBEFS;
  if ($vendorBEFS !== undefined) {
    n++;
    s.push("vendorBEFS");
    checkVendorBRoleStatus($vendorBEFS, r);
    s.pop();
  }
  const $vendorBELB = v.vendorBELB;
  if ($vendorBELB !== undefined) {
    n++;
    s.push("vendorBELB");
    checkVendorBRoleStatus($vendorBELB, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_104, undefined);
}

/** Checks a {@link DashboardStatus}: Where a dashboard add-on is reached. */
function checkDashboardStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (DashboardStatus)", v);
  let n = 0;
  const $url = v.url;
  if ($url !== undefined) {
    n++;
    if (typeof $url !== 'string') wrongType(r, "url", "a string", $url);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_105, undefined);
}

/** Checks a {@link VendorBWorkloadIdentityStatus}: What vendorB needs to trust the cluster's workload identities. */
function checkVendorBWorkloadIdentityStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBWorkloadIdentityStatus)", v);
  const s = r.path;
  let n = 0;
  const $oidcProviderConfig = v.oidcProviderConfig;
  if ($oidcProviderConfig !== undefined) {
    n++;
    s.push("oidcProviderConfig");
    checkVendorBOidcProviderConfig($oidcProviderConfig, r);
    s.pop();
  }
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== undefined) {
    n++;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_106, undefined);
}

/** Checks a {@link VendorBOidcProviderConfig}: An OIDC identity provider to register in vendorB. */
function checkVendorBOidcProviderConfig(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBOidcProviderConfig)", v);
  let n = 0;
  const $providerUrl = v.providerUrl;
  if ($providerUrl !== undefined) {
    n++;
    if (typeof $providerUrl !== 'string') wrongType(r, "providerUrl", "a string", $providerUrl);
  }
  const $audience = v.audience;
  if ($audience !== undefined) {
    n++;
    if (typeof $audience !== 'string') wrongType(r, "audience", "a string", $audience);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_107, undefined);
}

/** Checks a {@link MetricsStatus}: Where the collected metrics are read. */
function checkMetricsStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (MetricsStatus)", v);
  const s = r.path;
  let n = 0;
  const $prometheusEndpoint = v.prometheusEndpoint;
  if ($prometheusEndpoint !== undefined) {
    n++;
    if (typeof $prometheusEndpoint !== 'string') wrongType(r, "prometheusEndpoint", "a string", $prometheusEndpoint);
  }
  const $remoteWriteConfig = v.remoteWriteConfig;
  if ($remoteWriteConfig !== undefined) {
    n++;
    s.push("remoteWriteConfig");
    checkFreeFormObject($remoteWriteConfig, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_108, undefined);
}

/** Checks a {@link LogsStatus}: Where the collected logs are read. */
function checkLogsStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (LogsStatus)", v);
  let n = 0;
  const $logStoreAddress = v.logStoreAddress;
  if ($logStoreAddress !== undefined) {
    n++;
    if (typeof $logStoreAddress !== 'string') wrongType(r, "logStoreAddress", "a string", $logStoreAddress);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_109, undefined);
}

/** Checks a {@link VendorBRoleStatus}: The trust policy for the vendorB role given to an add-on. */
function checkVendorBRoleStatus(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorBRoleStatus)", v);
  const s = r.path;
  let n = 0;
  const $trustPolicy = v.trustPolicy;
  if ($trustPolicy !== undefined) {
    n++;
    s.push("trustPolicy");
    checkFreeFormObject($trustPolicy, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_110, undefined);
}

/** Checks a {@link ClusterCreate}: A managed Kubernetes cluster record of an organization, as returned on read. */
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
  const $description = v.description;
  if ($description !== undefined) {
    n++;
    if (typeof $description !== 'string') wrongType(r, "description", "a string", $description);
    else {
      if ($description.length > 250 && codePoints($description) > 250) outOfBounds(r, "description", 'MAX_LENGTH', "must be at most 250 characters long");
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
          if (!(typeof y === 'string' || (typeof y === 'number' && Number.isFinite(y)) || typeof y === 'boolean')) wrongType(r, k, "a string, a number or a boolean", y);
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
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_111, READ_ONLY_112);
}

/** Checks a {@link ClusterSpecCreate}: The desired state of the cluster. */
function checkClusterSpecCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ClusterSpecCreate)", v);
  const s = r.path;
  let n = 0;
  const $version = v.version;
  if ($version === undefined) missing(r, "version");
  else {
    n++;
    if (typeof $version !== 'string') wrongType(r, "version", "a string", $version);
    else {
      if (!FORM_6.pattern.test($version)) noMatch(r, "version", $version, FORM_6);
    }
  }
  const $firewall = v.firewall;
  if ($firewall !== undefined) {
    n++;
    if (!Array.isArray($firewall)) wrongType(r, "firewall", 'an array', $firewall);
    else if ($firewall.length > 1000) tooMany(r, "firewall", 'items', 1000, $firewall.length, $firewall);
    else {
      s.push("firewall", 0);
      const d = s.length - 1;
      for (let i = 0; i < $firewall.length; i++) {
        s[d] = i;
        checkFirewallEntry($firewall[i], r);
      }
      s.pop();
      if ($firewall.length > 1) duplicateIdentifiers(r, $firewall, "sourceCIDR");
      s.pop();
    }
  }
  const $provider = v.provider;
  if ($provider === undefined) missing(r, "provider");
  else {
    n++;
    s.push("provider");
    checkProviderCreate($provider, r, "provider");
    s.pop();
  }
  const $addOns = v.addOns;
  if ($addOns !== undefined) {
    n++;
    s.push("addOns");
    checkAddOns($addOns, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_7, undefined);
}

/** Checks a {@link ProviderCreate}: Where and how the cluster's nodes run: exactly one of the provider keys is set. */
function checkProviderCreate(v, r, noun) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ProviderCreate)", v);
  const s = r.path;
  const mark = r.issues.length;
  let n = 0;
  const $generic = v.generic;
  if ($generic !== undefined) {
    n++;
    s.push("generic");
    checkGenericProvider($generic, r);
    s.pop();
  }
  const $vendorA = v.vendorA;
  if ($vendorA !== undefined) {
    n++;
    s.push("vendorA");
    checkVendorAProviderCreate($vendorA, r);
    s.pop();
  }
  const $vendorB = v.vendorB;
  if ($vendorB !== undefined) {
    n++;
    s.push("vendorB");
    checkVendorBProvider($vendorB, r);
    s.pop();
  }
  const $vendorC = v.vendorC;
  if ($vendorC !== undefined) {
    n++;
    s.push("vendorC");
    checkVendorCProviderCreate($vendorC, r);
    s.pop();
  }
  const $vendorD = v.vendorD;
  if ($vendorD !== undefined) {
    n++;
    s.push("vendorD");
    checkVendorDProvider($vendorD, r);
    s.pop();
  }
  const $vendorE = v.vendorE;
  if ($vendorE !== undefined) {
    n++;
    s.push("vendorE");
    checkVendorEProvider($vendorE, r);
    s.pop();
  }
  const $vendorF = v.vendorF;
  if ($vendorF !== undefined) {
    n++;
    s.push("vendorF");
    checkVendorFProvider($vendorF, r);
    s.pop();
  }
  const $ephemeral = v.ephemeral;
  if ($ephemeral !== undefined) {
    n++;
    s.push("ephemeral");
    checkEphemeralProvider($ephemeral, r);
    s.pop();
  }
  const $vendorG = v.vendorG;
  if ($vendorG !== undefined) {
    n++;
    s.push("vendorG");
    checkVendorGProviderCreate($vendorG, r);
    s.pop();
  }
  const $vendorH = v.vendorH;
  if ($vendorH !== undefined) {
    n++;
    s.push("vendorH");
    checkVendorHProvider($vendorH, r);
    s.pop();
  }
  const $vendorI = v.vendorI;
  if ($vendorI !== undefined) {
    n++;
    s.push("vendorI");
    checkVendorIProviderCreate($vendorI, r);
    s.pop();
  }
  const $vendorJ = v.vendorJ;
  if ($vendorJ !== undefined) {
    n++;
    s.push("vendorJ");
    checkVendorJProvider($vendorJ, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_11, undefined);
  if (n !== 1) {
    const values = [$generic, $vendorA, $vendorB, $vendorC, $vendorD, $vendorE, $vendorF, $ephemeral, $vendorG, $vendorH, $vendorI, $vendorJ];
    const set = MEMBERS_12.filter((_, i) => values[i] !== undefined);
    const inside = r.issues.splice(mark);
    notExactlyOne(r, noun, set, MEMBERS_12);
    for (const issue of inside) r.issues.push(issue);
  }
}

/** Checks a {@link VendorAProviderCreate}: A cluster whose nodes run as vendorA cloud servers (and, optionally, vendorA dedicated servers). */
function checkVendorAProviderCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorAProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $vendorALabels = v.vendorALabels;
  if ($vendorALabels !== undefined) {
    n++;
    if (typeof $vendorALabels !== 'object' || $vendorALabels === null || Array.isArray($vendorALabels)) wrongType(r, "vendorALabels", 'an object', $vendorALabels);
    else {
      const keys = Object.keys($vendorALabels);
      if (keys.length > 1000) tooMany(r, "vendorALabels", 'keys', 1000, keys.length, $vendorALabels);
      else {
        s.push("vendorALabels");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $vendorALabels[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $networkId = v.networkId;
  if ($networkId === undefined) missing(r, "networkId");
  else {
    n++;
    if (typeof $networkId !== 'string') wrongType(r, "networkId", "a string", $networkId);
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== undefined) {
    n++;
    if (typeof $firewallId !== 'string') wrongType(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorANodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $dedicatedServerNodePools = v.dedicatedServerNodePools;
  if ($dedicatedServerNodePools !== undefined) {
    n++;
    if (!Array.isArray($dedicatedServerNodePools)) wrongType(r, "dedicatedServerNodePools", 'an array', $dedicatedServerNodePools);
    else if ($dedicatedServerNodePools.length > 1000) tooMany(r, "dedicatedServerNodePools", 'items', 1000, $dedicatedServerNodePools.length, $dedicatedServerNodePools);
    else {
      s.push("dedicatedServerNodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $dedicatedServerNodePools.length; i++) {
        s[d] = i;
        checkNodePoolBase($dedicatedServerNodePools[i], r);
      }
      s.pop();
      if ($dedicatedServerNodePools.length > 1) duplicateIdentifiers(r, $dedicatedServerNodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image !== undefined) {
    n++;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
  }
  const $sshKey = v.sshKey;
  if ($sshKey !== undefined) {
    n++;
    if (typeof $sshKey !== 'string') wrongType(r, "sshKey", "a string", $sshKey);
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $floatingIPSelector = v.floatingIPSelector;
  if ($floatingIPSelector !== undefined) {
    n++;
    if (typeof $floatingIPSelector !== 'object' || $floatingIPSelector === null || Array.isArray($floatingIPSelector)) wrongType(r, "floatingIPSelector", 'an object', $floatingIPSelector);
    else {
      const keys = Object.keys($floatingIPSelector);
      if (keys.length > 1000) tooMany(r, "floatingIPSelector", 'keys', 1000, keys.length, $floatingIPSelector);
      else {
        s.push("floatingIPSelector");
        for (const k of keys) {
          const reason = keyProblem0(k);
          if (reason !== undefined && !badKey(r, k, reason)) continue;
          const y = $floatingIPSelector[k];
          if (typeof y !== 'string') wrongType(r, k, "a string", y);
        }
        s.pop();
      }
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_21, undefined);
}

/** Checks a {@link NetworkingDns}: Networking settings accepted on create and patch by providers whose service and pod networks are chosen by the service: only the DNS forwarder. */
function checkNetworkingDns(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (NetworkingDns)", v);
  let n = 0;
  const $dnsForwarder = v.dnsForwarder;
  if ($dnsForwarder !== undefined) {
    n++;
    if (typeof $dnsForwarder !== 'string') wrongType(r, "dnsForwarder", "a string", $dnsForwarder);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_113, READ_ONLY_114);
}

/** Checks a {@link VendorCProviderCreate}: A cluster whose nodes run as vendorC cloud servers in a vendorC VPC. */
function checkVendorCProviderCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorCProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $firewallId = v.firewallId;
  if ($firewallId !== undefined) {
    n++;
    if (typeof $firewallId !== 'string') wrongType(r, "firewallId", "a string", $firewallId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorCNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
  }
  const $authorizedUsers = v.authorizedUsers;
  if ($authorizedUsers !== undefined) {
    n++;
    if (!Array.isArray($authorizedUsers)) wrongType(r, "authorizedUsers", 'an array', $authorizedUsers);
    else if ($authorizedUsers.length > 1000) tooMany(r, "authorizedUsers", 'items', 1000, $authorizedUsers.length, $authorizedUsers);
    else {
      s.push("authorizedUsers");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedUsers.length; i++) {
        const y = $authorizedUsers[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($authorizedUsers.length > 1 && r.issues.length === m) duplicateItems(r, $authorizedUsers);
      s.pop();
    }
  }
  const $authorizedKeys = v.authorizedKeys;
  if ($authorizedKeys !== undefined) {
    n++;
    if (!Array.isArray($authorizedKeys)) wrongType(r, "authorizedKeys", 'an array', $authorizedKeys);
    else if ($authorizedKeys.length > 1000) tooMany(r, "authorizedKeys", 'items', 1000, $authorizedKeys.length, $authorizedKeys);
    else {
      s.push("authorizedKeys");
      const m = r.issues.length;
      for (let i = 0; i < $authorizedKeys.length; i++) {
        const y = $authorizedKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($authorizedKeys.length > 1 && r.issues.length === m) duplicateItems(r, $authorizedKeys);
      s.pop();
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_34, undefined);
}

/** Checks a {@link VendorGProviderCreate}: A cluster whose nodes run as vendorG virtual machines, managed through the vendorG cloud API. */
function checkVendorGProviderCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorGProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $connection = v.connection;
  if ($connection === undefined) missing(r, "connection");
  else {
    n++;
    s.push("connection");
    checkVendorGConnection($connection, r);
    s.pop();
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $location = v.location;
  if ($location === undefined) missing(r, "location");
  else {
    n++;
    if (typeof $location !== 'string') wrongType(r, "location", "a string", $location);
  }
  const $loadBalancer = v.loadBalancer;
  if ($loadBalancer !== undefined) {
    n++;
    s.push("loadBalancer");
    checkVendorGLoadBalancer($loadBalancer, r, "load balancer");
    s.pop();
  }
  const $privateNetworkId = v.privateNetworkId;
  if ($privateNetworkId === undefined) missing(r, "privateNetworkId");
  else {
    n++;
    if (typeof $privateNetworkId !== 'string') wrongType(r, "privateNetworkId", "a string", $privateNetworkId);
  }
  const $firewallEnabled = v.firewallEnabled;
  if ($firewallEnabled !== undefined) {
    n++;
    if (typeof $firewallEnabled !== 'boolean') wrongType(r, "firewallEnabled", "a boolean", $firewallEnabled);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorGNodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $imageId = v.imageId;
  if ($imageId === undefined) missing(r, "imageId");
  else {
    n++;
    if (typeof $imageId !== 'string') wrongType(r, "imageId", "a string", $imageId);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    if (!Array.isArray($sshKeys)) wrongType(r, "sshKeys", 'an array', $sshKeys);
    else if ($sshKeys.length > 1000) tooMany(r, "sshKeys", 'items', 1000, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $sshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_49, undefined);
}

/** Checks a {@link VendorIProviderCreate}: A cluster whose nodes run as vendorI virtual machines in a vendorI VPC. */
function checkVendorIProviderCreate(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (VendorIProviderCreate)", v);
  const s = r.path;
  let n = 0;
  const $region = v.region;
  if ($region === undefined) missing(r, "region");
  else {
    n++;
    if (typeof $region !== 'string') wrongType(r, "region", "a string", $region);
  }
  const $vendorITags = v.vendorITags;
  if ($vendorITags !== undefined) {
    n++;
    if (!Array.isArray($vendorITags)) wrongType(r, "vendorITags", 'an array', $vendorITags);
    else if ($vendorITags.length > 1000) tooMany(r, "vendorITags", 'items', 1000, $vendorITags.length, $vendorITags);
    else {
      s.push("vendorITags");
      const m = r.issues.length;
      for (let i = 0; i < $vendorITags.length; i++) {
        const y = $vendorITags[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($vendorITags.length > 1 && r.issues.length === m) duplicateItems(r, $vendorITags);
      s.pop();
    }
  }
  const $networking = v.networking;
  if ($networking !== undefined) {
    n++;
    s.push("networking");
    checkNetworkingDns($networking, r);
    s.pop();
  }
  const $preInstallScript = v.preInstallScript;
  if ($preInstallScript !== undefined) {
    n++;
    if (typeof $preInstallScript !== 'string') wrongType(r, "preInstallScript", "a string", $preInstallScript);
  }
  const $tokenSecretLink = v.tokenSecretLink;
  if ($tokenSecretLink === undefined) missing(r, "tokenSecretLink");
  else {
    n++;
    if (typeof $tokenSecretLink !== 'string') wrongType(r, "tokenSecretLink", "a string", $tokenSecretLink);
    else {
      if (!FORM_20.pattern.test($tokenSecretLink)) noMatch(r, "tokenSecretLink", $tokenSecretLink, FORM_20);
    }
  }
  const $vpcId = v.vpcId;
  if ($vpcId === undefined) missing(r, "vpcId");
  else {
    n++;
    if (typeof $vpcId !== 'string') wrongType(r, "vpcId", "a string", $vpcId);
  }
  const $nodePools = v.nodePools;
  if ($nodePools !== undefined) {
    n++;
    if (!Array.isArray($nodePools)) wrongType(r, "nodePools", 'an array', $nodePools);
    else if ($nodePools.length > 1000) tooMany(r, "nodePools", 'items', 1000, $nodePools.length, $nodePools);
    else {
      s.push("nodePools", 0);
      const d = s.length - 1;
      for (let i = 0; i < $nodePools.length; i++) {
        s[d] = i;
        checkVendorINodePool($nodePools[i], r);
      }
      s.pop();
      if ($nodePools.length > 1) duplicateIdentifiers(r, $nodePools, "name");
      s.pop();
    }
  }
  const $image = v.image;
  if ($image === undefined) missing(r, "image");
  else {
    n++;
    if (typeof $image !== 'string') wrongType(r, "image", "a string", $image);
  }
  const $sshKeys = v.sshKeys;
  if ($sshKeys !== undefined) {
    n++;
    if (!Array.isArray($sshKeys)) wrongType(r, "sshKeys", 'an array', $sshKeys);
    else if ($sshKeys.length > 1000) tooMany(r, "sshKeys", 'items', 1000, $sshKeys.length, $sshKeys);
    else {
      s.push("sshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $sshKeys.length; i++) {
        const y = $sshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($sshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $sshKeys);
      s.pop();
    }
  }
  const $extraSshKeys = v.extraSshKeys;
  if ($extraSshKeys !== undefined) {
    n++;
    if (!Array.isArray($extraSshKeys)) wrongType(r, "extraSshKeys", 'an array', $extraSshKeys);
    else if ($extraSshKeys.length > 1000) tooMany(r, "extraSshKeys", 'items', 1000, $extraSshKeys.length, $extraSshKeys);
    else {
      s.push("extraSshKeys");
      const m = r.issues.length;
      for (let i = 0; i < $extraSshKeys.length; i++) {
        const y = $extraSshKeys[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($extraSshKeys.length > 1 && r.issues.length === m) duplicateItems(r, $extraSshKeys);
      s.pop();
    }
  }
  const $autoscaler = v.autoscaler;
  if ($autoscaler !== undefined) {
    n++;
    s.push("autoscaler");
    checkAutoscaler($autoscaler, r);
    s.pop();
  }
  const $reservedIPs = v.reservedIPs;
  if ($reservedIPs !== undefined) {
    n++;
    if (!Array.isArray($reservedIPs)) wrongType(r, "reservedIPs", 'an array', $reservedIPs);
    else if ($reservedIPs.length > 1000) tooMany(r, "reservedIPs", 'items', 1000, $reservedIPs.length, $reservedIPs);
    else {
      s.push("reservedIPs");
      const m = r.issues.length;
      for (let i = 0; i < $reservedIPs.length; i++) {
        const y = $reservedIPs[i];
        if (typeof y !== 'string') wrongType(r, i, "a string", y);
      }
      if ($reservedIPs.length > 1 && r.issues.length === m) duplicateItems(r, $reservedIPs);
      s.pop();
    }
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_62, undefined);
}

/** Checks a {@link ApiError}: The body of every error response. */
function checkApiError(v, r) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, "an object (ApiError)", v);
  const s = r.path;
  let n = 0;
  const $status = v.status;
  if ($status === undefined) missing(r, "status");
  else {
    n++;
    if (!(typeof $status === 'number' && Number.isInteger($status))) wrongType(r, "status", "an integer", $status);
  }
  const $message = v.message;
  if ($message === undefined) missing(r, "message");
  else {
    n++;
    if (typeof $message !== 'string') wrongType(r, "message", "a string", $message);
  }
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
  const $id = v.id;
  if ($id !== undefined) {
    n++;
    if (typeof $id !== 'string') wrongType(r, "id", "a string", $id);
  }
  if (countKeys(v) !== n) extraMembers(r, v, FIELDS_115, undefined);
}

/** Checks a {@link FreeFormObject}: any JSON but `null`, within its limits. */
function checkFreeFormObject(v, r) {
  checkFreeForm(r, v, LIMITS_116);
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
