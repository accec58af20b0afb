// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  AddOns,
  Autoscaler,
  ByokActuator,
  ByokAddOn,
  ByokCommon,
  ByokConfig,
  ByokIngress,
  ByokInternalDns,
  ByokIstio,
  ByokIstioIngressGateway,
  ByokIstioSidecar,
  ByokIstiod,
  ByokKubeStateMetrics,
  ByokLogSplitter,
  ByokLonghorn,
  ByokMiddlebox,
  ByokMonitoring,
  ByokPodDisruptionBudget,
  ByokPrometheus,
  ByokPrometheusMain,
  ByokRedis,
  ByokRedisHa,
  ByokRedisSentinel,
  ByokStorageClasses,
  ByokTempoAgent,
  Cidr,
  CidrOrAddress,
  ClusterSpecCreate,
  ClusterTags,
  DashboardAddOn,
  DashboardAltAddOn,
  Duration,
  EphemeralNodePool,
  EphemeralProvider,
  FirewallEntry,
  FreeFormObject,
  FreeFormValue,
  GenericProvider,
  KubernetesVersion,
  LocalPathStorageAddOn,
  LogsAddOn,
  MetricsAddOn,
  MetricsScrapeAnnotated,
  NetworkingDns,
  NetworkingFull,
  NodePoolBase,
  OpenKey,
  ProviderCreate,
  Quantity,
  RegistryMirror,
  RegistryMirrorAddOn,
  RemoteWrite,
  RemoteWriteAuthorization,
  RemoteWriteBasicAuth,
  SecretLink,
  StringMap,
  SysboxAddOn,
  Taint,
  VendorANodePool,
  VendorAProviderCreate,
  VendorBCpuOptions,
  VendorBDeployRole,
  VendorBEcrAddOn,
  VendorBEfsAddOn,
  VendorBElbAddOn,
  VendorBImage,
  VendorBNodePool,
  VendorBProvider,
  VendorBWorkloadIdentityAddOn,
  VendorCNodePool,
  VendorCProviderCreate,
  VendorDNodePool,
  VendorDProvider,
  VendorENodePool,
  VendorEProvider,
  VendorFNodePool,
  VendorFProvider,
  VendorGConnection,
  VendorGGatewayLoadBalancer,
  VendorGLoadBalancer,
  VendorGLoadBalancerLogging,
  VendorGManualLoadBalancer,
  VendorGNoLoadBalancer,
  VendorGNodePool,
  VendorGProviderCreate,
  VendorHAcrAddOn,
  VendorHImage,
  VendorHImageReference,
  VendorHNodePool,
  VendorHProvider,
  VendorHWorkloadIdentityAddOn,
  VendorINodePool,
  VendorIProviderCreate,
  VendorJImage,
  VendorJImageFamily,
  VendorJNodePool,
  VendorJProvider,
  VendorKAddOn,
} from './types.js';

/**
 * A managed Kubernetes cluster record of an organization. The service returns every field on read; create and patch bodies take only `name`, `description`, `tags` and `spec`, and the other fields are set by the service.
 *
 * Patch of `ClusterCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ClusterPatch {
  /**
   * Name of the cluster, unique within the organization and used in its path (`/org/{org}/mk8s/{name}`): lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen, at most 63 characters (for example `prod-eu-1`). Given on create; a patch may repeat it but not change it.
   * Cannot change after the cluster is created.
   *
   * @pattern ^[a-z][-a-z0-9]*[a-z0-9]$
   * @maxLength 63
   */
  name?: string;
  /**
   * Free text describing the cluster, at most 250 characters.
   *
   * @maxLength 250
   */
  description?: string;
  /** Tags of the cluster (tag name → string, number or boolean), at most 50. */
  tags?: ClusterTagsPatch;
  /** What the cluster should be: Kubernetes version, firewall, provider and add-ons. */
  spec?: ClusterSpecPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "description" | "tags" | "spec")[];
  /** Sets `tags` to this complete value, replacing it whole. */
  "$replace/tags"?: ClusterTags;
  /** Sets `spec` to this complete value, replacing it whole. */
  "$replace/spec"?: ClusterSpecCreate;
}

/**
 * Tags of the cluster record: a map of tag name to a string, number or boolean value (for example `{"env": "prod", "tier": 2, "billable": true}`). At most 50 tags; keys are non-empty, never start with `$` and are never `__proto__`, `constructor` or `prototype`.
 *
 * Patch of a map: the keys given are set, `$drop` removes keys.
 */
export interface ClusterTagsPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: OpenKey[];
  /** Sets this key. */
  [key: string]: string | number | boolean | OpenKey[] | undefined;
}

/**
 * The desired state of the cluster.
 *
 * Patch of `ClusterSpecCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ClusterSpecPatch {
  /** Kubernetes version of the cluster in dotted `MAJOR.MINOR.PATCH` form (for example `1.32.9`); the known versions are offered for completion. */
  version?: KubernetesVersion;
  /**
   * Address ranges allowed to reach the cluster's Kubernetes API. Each entry is identified by its `sourceCIDR`, which must be unique. Default `[{"sourceCIDR": "0.0.0.0/0"}]` (open to all).
   *
   * @maxItems 1000
   */
  firewall?: FirewallEntry[];
  /** Where and how the nodes run: exactly one provider block. */
  provider?: ProviderPatch;
  /** Optional components the service installs and manages in the cluster. */
  addOns?: AddOnsPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("version" | "firewall" | "provider" | "addOns")[];
  /** Removes the elements of `firewall` whose `sourceCIDR` is listed (absent ones: no change). */
  "$drop/firewall"?: CidrOrAddress[];
  /** Keeps only the elements of `firewall` whose `sourceCIDR` is listed, in their order, and removes every other element. */
  "$retain/firewall"?: CidrOrAddress[];
  /** Changes elements of `firewall` in place, each named by its `sourceCIDR` (a missing element is NOT_FOUND). */
  "$patch/firewall"?: FirewallEntryPatch[];
  /** Adds these complete elements at the end of `firewall` (one equal to an existing element: no change; same `sourceCIDR`, different content: EXISTS). */
  "$append/firewall"?: FirewallEntry[];
  /** Sets `provider` to this complete value, replacing it whole. */
  "$replace/provider"?: ProviderCreate;
  /** Sets `addOns` to this complete value, replacing it whole. */
  "$replace/addOns"?: AddOns;
}

/**
 * Where and how the cluster's nodes run: exactly one of the provider keys is set.
 *
 * Patch of `ProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on. Exactly one member must be set once the patch is applied.
 */
export interface ProviderPatch {
  /** Nodes on machines you bring and join yourself. */
  generic?: GenericProviderPatch;
  /** Nodes on vendorA servers. */
  vendorA?: VendorAProviderPatch;
  /** Nodes on vendorB instances. */
  vendorB?: VendorBProviderPatch;
  /** Nodes on vendorC servers. */
  vendorC?: VendorCProviderPatch;
  /** Nodes on vendorD instances. */
  vendorD?: VendorDProviderPatch;
  /** Nodes on vendorE instances. */
  vendorE?: VendorEProviderPatch;
  /** Nodes on vendorF machines. */
  vendorF?: VendorFProviderPatch;
  /** A short-lived cluster with nodes provided by the service. */
  ephemeral?: EphemeralProviderPatch;
  /** Nodes on vendorG virtual machines. */
  vendorG?: VendorGProviderPatch;
  /** Nodes on vendorH virtual machines. */
  vendorH?: VendorHProviderPatch;
  /** Nodes on vendorI virtual machines. */
  vendorI?: VendorIProviderPatch;
  /** Nodes on vendorJ instances. */
  vendorJ?: VendorJProviderPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("generic" | "vendorA" | "vendorB" | "vendorC" | "vendorD" | "vendorE" | "vendorF" | "ephemeral" | "vendorG" | "vendorH" | "vendorI" | "vendorJ")[];
  /** Sets `generic` to this complete value, replacing it whole. */
  "$replace/generic"?: GenericProvider;
  /** Sets `vendorA` to this complete value, replacing it whole. */
  "$replace/vendorA"?: VendorAProviderCreate;
  /** Sets `vendorB` to this complete value, replacing it whole. */
  "$replace/vendorB"?: VendorBProvider;
  /** Sets `vendorC` to this complete value, replacing it whole. */
  "$replace/vendorC"?: VendorCProviderCreate;
  /** Sets `vendorD` to this complete value, replacing it whole. */
  "$replace/vendorD"?: VendorDProvider;
  /** Sets `vendorE` to this complete value, replacing it whole. */
  "$replace/vendorE"?: VendorEProvider;
  /** Sets `vendorF` to this complete value, replacing it whole. */
  "$replace/vendorF"?: VendorFProvider;
  /** Sets `ephemeral` to this complete value, replacing it whole. */
  "$replace/ephemeral"?: EphemeralProvider;
  /** Sets `vendorG` to this complete value, replacing it whole. */
  "$replace/vendorG"?: VendorGProviderCreate;
  /** Sets `vendorH` to this complete value, replacing it whole. */
  "$replace/vendorH"?: VendorHProvider;
  /** Sets `vendorI` to this complete value, replacing it whole. */
  "$replace/vendorI"?: VendorIProviderCreate;
  /** Sets `vendorJ` to this complete value, replacing it whole. */
  "$replace/vendorJ"?: VendorJProvider;
}

/**
 * A cluster whose nodes are machines you bring and join yourself, anywhere; the service runs the control plane.
 *
 * Patch of `GenericProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface GenericProviderPatch {
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location?: string;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFullPatch;
  /**
   * Node pools of the cluster, made of machines you join to it yourself. Each pool is identified by its `name`, which must be unique within the array.
   *
   * @maxItems 1000
   */
  nodePools?: NodePoolBase[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("location" | "networking" | "nodePools")[];
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingFull;
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: NodePoolBasePatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: NodePoolBase[];
}

/**
 * Networking settings of the cluster: the service and pod address ranges and the DNS forwarder. This is the shape every provider shows on read, and the input shape of the generic, vendorB, vendorH and vendorJ providers.
 *
 * Patch of `NetworkingFull`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface NetworkingFullPatch {
  /** Address range from which Kubernetes services get their cluster IPs, in CIDR notation (for example `10.43.0.0/16`). Choose one that does not overlap the pod network or the nodes' network: Kubernetes routes them apart; the service does not check it. */
  serviceNetwork?: Cidr;
  /** Address range from which pods get their IP addresses, in CIDR notation (for example `10.42.0.0/16`). Choose one that does not overlap the service network or the nodes' network: Kubernetes routes them apart; the service does not check it. */
  podNetwork?: Cidr;
  /**
   * Address of the DNS server that the cluster's DNS forwards queries it cannot answer to (for example `10.0.0.2`).
   *
   * @maxLength 253
   */
  dnsForwarder?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("serviceNetwork" | "podNetwork" | "dnsForwarder")[];
}

/**
 * A node pool with only the fields every provider shares: its name, the labels and the taints put on its nodes. Provider node pools add their own fields to these three.
 *
 * Element patch of `NodePoolBase` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface NodePoolBasePatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A map of string keys to string values (labels, vendor tags, metadata, environment variables). Keys are non-empty, never start with `$` and are never `__proto__`, `constructor` or `prototype`; at most 1000 keys.
 *
 * Patch of a map: the keys given are set, `$drop` removes keys.
 */
export interface StringMapPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: OpenKey[];
  /** Sets this key. */
  [key: string]: string | OpenKey[] | undefined;
}

/**
 * A Kubernetes taint put on every node of a pool, so that only pods that tolerate it are scheduled there. Identified in patches by its `key`.
 *
 * Element patch of `Taint` (in `$patch/<array>`): `key` names the element to change; the other fields are optional and patchable.
 */
export interface TaintPatch {
  /**
   * Taint key, the identifier of the taint within its pool (for example `dedicated` or `example.com/gpu`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  key: string;
  /**
   * Taint value (for example `batch`); may be left out for a taint that only has a key.
   *
   * @maxLength 63
   */
  value?: string;
  /** What the taint does to pods that do not tolerate it: `NoSchedule` (not scheduled on the node), `PreferNoSchedule` (avoided when possible) or `NoExecute` (not scheduled, and evicted if already running). Closed set, as defined by Kubernetes. */
  effect?: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
  /** Removes the listed fields from the element (never its identifier `key`; absent fields: no change). */
  $drop?: ("value" | "effect")[];
}

/**
 * A cluster whose nodes run as vendorA cloud servers (and, optionally, vendorA dedicated servers).
 *
 * Patch of `VendorAProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorAProviderPatch {
  /**
   * vendorA region (location) in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /** vendorA labels put on every cloud resource the service creates for the cluster (label key → value). */
  vendorALabels?: StringMapPatch;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDnsPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Link to the secret that holds the vendorA API token the service uses to manage servers. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  tokenSecretLink?: SecretLink;
  /**
   * ID of the vendorA private network the nodes are attached to.
   *
   * @maxLength 255
   */
  networkId?: string;
  /**
   * ID of an existing vendorA firewall to apply to the nodes.
   *
   * @maxLength 255
   */
  firewallId?: string;
  /**
   * Node pools of vendorA cloud servers, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorANodePool[];
  /**
   * Node pools of vendorA dedicated (bare-metal) servers. Each pool is identified by its `name`, which must be unique within the array.
   *
   * @maxItems 1000
   */
  dedicatedServerNodePools?: NodePoolBase[];
  /**
   * Name or ID of the vendorA image the nodes boot from, unless a pool overrides it.
   *
   * @maxLength 255
   */
  image?: string;
  /**
   * Name or ID of a vendorA SSH key installed on the nodes for administrator access.
   *
   * @maxLength 255
   */
  sshKey?: string;
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /** vendorA label selector (label key → value) choosing the floating IPs the service assigns to nodes. */
  floatingIPSelector?: StringMapPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "vendorALabels" | "networking" | "preInstallScript" | "tokenSecretLink" | "networkId" | "firewallId" | "nodePools" | "dedicatedServerNodePools" | "image" | "sshKey" | "autoscaler" | "floatingIPSelector")[];
  /** Sets `vendorALabels` to this complete value, replacing it whole. */
  "$replace/vendorALabels"?: StringMap;
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingDns;
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorANodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorANodePool[];
  /** Removes the elements of `dedicatedServerNodePools` whose `name` is listed (absent ones: no change). */
  "$drop/dedicatedServerNodePools"?: string[];
  /** Keeps only the elements of `dedicatedServerNodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/dedicatedServerNodePools"?: string[];
  /** Changes elements of `dedicatedServerNodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/dedicatedServerNodePools"?: NodePoolBasePatch[];
  /** Adds these complete elements at the end of `dedicatedServerNodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/dedicatedServerNodePools"?: NodePoolBase[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
  /** Sets `floatingIPSelector` to this complete value, replacing it whole. */
  "$replace/floatingIPSelector"?: StringMap;
}

/**
 * Networking settings accepted on create and patch by providers whose service and pod networks are chosen by the service: only the DNS forwarder. On read these providers show the full networking shape (`NetworkingFull`).
 *
 * Patch of `NetworkingDns`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface NetworkingDnsPatch {
  /**
   * Address of the DNS server that the cluster's DNS forwards queries it cannot answer to (for example `10.0.0.2`).
   *
   * @maxLength 253
   */
  dnsForwarder?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "dnsForwarder"[];
}

/**
 * Settings of the Kubernetes cluster autoscaler, which grows and shrinks node pools between their `minSize` and `maxSize`.
 *
 * Patch of `Autoscaler`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface AutoscalerPatch {
  /**
   * Strategies the autoscaler uses to choose which node pool to grow, applied in the order given, each one narrowing the choice of the one before: `random`, `most-pods`, `least-waste`, `price`. Closed set. Default `["most-pods"]`.
   *
   * @maxItems 1000
   */
  expander?: ("random" | "most-pods" | "least-waste" | "price")[];
  /** How long a node must stay unneeded before the autoscaler removes it, as a Go duration (for example `10m` or `1h30m`). Default `10m`. */
  unneededTime?: Duration;
  /** How long an unready node must stay unneeded before the autoscaler removes it, as a Go duration (for example `20m`). Default `20m`. */
  unreadyTime?: Duration;
  /**
   * Share of a node's capacity requested by its pods (a fraction from 0 to 1) under which the node counts as unneeded and may be removed. Default `0.7`.
   *
   * @minimum 0
   * @maximum 1
   */
  utilizationThreshold?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("expander" | "unneededTime" | "unreadyTime" | "utilizationThreshold")[];
  /** Removes the listed values of `expander` (absent ones: no change). */
  "$drop/expander"?: string[];
  /** Keeps only the listed values of `expander`, in their order, and removes every other element. */
  "$retain/expander"?: string[];
  /** Adds these values at the end of `expander` (values already present: no change). */
  "$append/expander"?: ("random" | "most-pods" | "least-waste" | "price")[];
}

/**
 * A pool of vendorA cloud servers of one server type.
 *
 * Element patch of `VendorANodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorANodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorA server type of the pool's nodes (a name from the vendor's catalogue).
   *
   * @maxLength 255
   */
  serverType?: string;
  /**
   * Image name or ID for this pool's nodes, replacing the provider's `image`.
   *
   * @maxLength 255
   */
  overrideImage?: string;
  /**
   * Smallest number of servers the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of servers the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "serverType" | "overrideImage" | "minSize" | "maxSize")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A cluster whose nodes run as vendorB compute instances in your vendorB account, managed through roles the service assumes.
 *
 * Patch of `VendorBProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorBProviderPatch {
  /**
   * vendorB region in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /** vendorB tags put on every cloud resource the service creates for the cluster (tag key → value). */
  vendorBTags?: StringMapPatch;
  /** When true, the service does not create the vendorB roles the cluster needs; they must already exist. */
  skipCreateRoles?: boolean;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFullPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Machine image of the nodes, unless a pool overrides it: exactly one of `recommended` or `exact`. */
  image?: VendorBImagePatch;
  /**
   * ARN of the vendorB role the service assumes to create and manage the cluster's resources.
   *
   * @maxLength 2048
   */
  deployRoleArn?: string;
  /**
   * Roles assumed one after the other, in order, before `deployRoleArn`, for accounts reached through intermediate roles. Each entry is identified by its `roleArn`, which must be unique.
   *
   * @maxItems 1000
   */
  deployRoleChain?: VendorBDeployRole[];
  /**
   * ID of the vendorB VPC the nodes run in.
   *
   * @maxLength 255
   */
  vpcId?: string;
  /**
   * Name of a vendorB key pair installed on the nodes for SSH access.
   *
   * @maxLength 255
   */
  keyPair?: string;
  /**
   * ARN of the vendorB encryption key used to encrypt the nodes' disks.
   *
   * @maxLength 2048
   */
  diskEncryptionKeyArn?: string;
  /**
   * IDs of vendorB security groups attached to every node. No duplicates.
   *
   * @maxItems 1000
   */
  securityGroupIds?: string[];
  /**
   * ARNs of extra vendorB policies attached to the nodes' role. No duplicates.
   *
   * @maxItems 1000
   */
  extraNodePolicies?: string[];
  /**
   * Node pools of vendorB instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorBNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "vendorBTags" | "skipCreateRoles" | "networking" | "preInstallScript" | "image" | "deployRoleArn" | "deployRoleChain" | "vpcId" | "keyPair" | "diskEncryptionKeyArn" | "securityGroupIds" | "extraNodePolicies" | "nodePools" | "autoscaler")[];
  /** Sets `vendorBTags` to this complete value, replacing it whole. */
  "$replace/vendorBTags"?: StringMap;
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingFull;
  /** Sets `image` to this complete value, replacing it whole. */
  "$replace/image"?: VendorBImage;
  /** Removes the elements of `deployRoleChain` whose `roleArn` is listed (absent ones: no change). */
  "$drop/deployRoleChain"?: string[];
  /** Keeps only the elements of `deployRoleChain` whose `roleArn` is listed, in their order, and removes every other element. */
  "$retain/deployRoleChain"?: string[];
  /** Changes elements of `deployRoleChain` in place, each named by its `roleArn` (a missing element is NOT_FOUND). */
  "$patch/deployRoleChain"?: VendorBDeployRolePatch[];
  /** Adds these complete elements at the end of `deployRoleChain` (one equal to an existing element: no change; same `roleArn`, different content: EXISTS). */
  "$append/deployRoleChain"?: VendorBDeployRole[];
  /** Removes the listed values of `securityGroupIds` (absent ones: no change). */
  "$drop/securityGroupIds"?: string[];
  /** Keeps only the listed values of `securityGroupIds`, in their order, and removes every other element. */
  "$retain/securityGroupIds"?: string[];
  /** Adds these values at the end of `securityGroupIds` (values already present: no change). */
  "$append/securityGroupIds"?: string[];
  /** Removes the listed values of `extraNodePolicies` (absent ones: no change). */
  "$drop/extraNodePolicies"?: string[];
  /** Keeps only the listed values of `extraNodePolicies`, in their order, and removes every other element. */
  "$retain/extraNodePolicies"?: string[];
  /** Adds these values at the end of `extraNodePolicies` (values already present: no change). */
  "$append/extraNodePolicies"?: string[];
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorBNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorBNodePool[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
}

/**
 * The machine image of vendorB nodes: exactly one of `recommended` (an image the service recommends, by name) or `exact` (a specific vendorB image ID).
 *
 * Patch of `VendorBImage`: every field optional, nested objects as patches, operator keys beside the fields they act on. Exactly one member must be set once the patch is applied.
 */
export interface VendorBImagePatch {
  /**
   * Name of an image recommended by the service (for example an OS name and version); the service picks the matching vendorB image in the region.
   *
   * @maxLength 255
   */
  recommended?: string;
  /**
   * ID of a specific vendorB machine image.
   *
   * @maxLength 255
   */
  exact?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("recommended" | "exact")[];
}

/**
 * One role of the chain of vendorB roles assumed before the deploy role. Identified by its `roleArn`.
 *
 * Element patch of `VendorBDeployRole` (in `$patch/<array>`): `roleArn` names the element to change; the other fields are optional and patchable.
 */
export interface VendorBDeployRolePatch {
  /**
   * ARN of the role to assume; identifies the entry in patches. Required.
   * Names the element to change: a selector, not an assignment.
   */
  roleArn: string;
  /**
   * External ID to present when assuming the role, if its trust policy asks for one.
   *
   * @maxLength 255
   */
  externalId?: string;
  /**
   * Prefix of the session name used when assuming the role.
   *
   * @maxLength 255
   */
  sessionNamePrefix?: string;
  /** Removes the listed fields from the element (never its identifier `roleArn`; absent fields: no change). */
  $drop?: ("externalId" | "sessionNamePrefix")[];
}

/**
 * A pool of vendorB instances, on-demand or spot, in the given subnets.
 *
 * Element patch of `VendorBNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorBNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorB instance types the pool may use; names from the vendor's catalogue. No duplicates.
   *
   * @maxItems 1000
   */
  instanceTypes?: string[];
  /** Machine image for this pool's nodes, replacing the provider's `image`: exactly one of `recommended` or `exact`. */
  overrideImage?: VendorBImagePatch;
  /**
   * Size of each node's boot disk, in GiB. At least 0. Default 20.
   *
   * @minimum 0
   */
  bootDiskSize?: number;
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /**
   * Number of instances of the pool that are always on-demand instances, before any spot instance is used. At least 0.
   *
   * @minimum 0
   */
  onDemandBaseCapacity?: number;
  /**
   * Percentage of the instances above `onDemandBaseCapacity` that are on-demand instances; the rest are spot instances. At least 0.
   *
   * @minimum 0
   */
  onDemandPercentageAboveBaseCapacity?: number;
  /** How spot instances are chosen among the instance types: `lowest-price`, `capacity-optimized`, `capacity-optimized-prioritized` or `price-capacity-optimized`. Closed set. Default `lowest-price`. */
  spotAllocationStrategy?: "lowest-price" | "capacity-optimized" | "capacity-optimized-prioritized" | "price-capacity-optimized";
  /**
   * IDs of the vendorB subnets the pool's instances are placed in. No duplicates.
   *
   * @maxItems 1000
   */
  subnetIds?: string[];
  /**
   * IDs of vendorB security groups attached to this pool's instances in addition to the provider's `securityGroupIds`. No duplicates.
   *
   * @maxItems 1000
   */
  extraSecurityGroupIds?: string[];
  /** CPU options of the pool's instances. */
  cpuOptions?: VendorBCpuOptionsPatch;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "instanceTypes" | "overrideImage" | "bootDiskSize" | "minSize" | "maxSize" | "onDemandBaseCapacity" | "onDemandPercentageAboveBaseCapacity" | "spotAllocationStrategy" | "subnetIds" | "extraSecurityGroupIds" | "cpuOptions")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
  /** Removes the listed values of `instanceTypes` (absent ones: no change). */
  "$drop/instanceTypes"?: string[];
  /** Keeps only the listed values of `instanceTypes`, in their order, and removes every other element. */
  "$retain/instanceTypes"?: string[];
  /** Adds these values at the end of `instanceTypes` (values already present: no change). */
  "$append/instanceTypes"?: string[];
  /** Sets `overrideImage` to this complete value, replacing it whole. */
  "$replace/overrideImage"?: VendorBImage;
  /** Removes the listed values of `subnetIds` (absent ones: no change). */
  "$drop/subnetIds"?: string[];
  /** Keeps only the listed values of `subnetIds`, in their order, and removes every other element. */
  "$retain/subnetIds"?: string[];
  /** Adds these values at the end of `subnetIds` (values already present: no change). */
  "$append/subnetIds"?: string[];
  /** Removes the listed values of `extraSecurityGroupIds` (absent ones: no change). */
  "$drop/extraSecurityGroupIds"?: string[];
  /** Keeps only the listed values of `extraSecurityGroupIds`, in their order, and removes every other element. */
  "$retain/extraSecurityGroupIds"?: string[];
  /** Adds these values at the end of `extraSecurityGroupIds` (values already present: no change). */
  "$append/extraSecurityGroupIds"?: string[];
  /** Sets `cpuOptions` to this complete value, replacing it whole. */
  "$replace/cpuOptions"?: VendorBCpuOptions;
}

/**
 * CPU options of the pool's instances.
 *
 * Patch of `VendorBCpuOptions`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorBCpuOptionsPatch {
  /** When true, nested virtualization is enabled on the instances, so that they can run virtual machines themselves. */
  nestedVirtualization?: boolean;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "nestedVirtualization"[];
}

/**
 * A cluster whose nodes run as vendorC cloud servers in a vendorC VPC.
 *
 * Patch of `VendorCProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorCProviderPatch {
  /**
   * vendorC region in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /** Link to the secret that holds the vendorC API token the service uses to manage servers. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  tokenSecretLink?: SecretLink;
  /**
   * ID of an existing vendorC firewall to apply to the nodes.
   *
   * @maxLength 255
   */
  firewallId?: string;
  /**
   * Node pools of vendorC servers, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorCNodePool[];
  /**
   * Name or ID of the vendorC image the nodes boot from, unless a pool overrides it.
   *
   * @maxLength 255
   */
  image?: string;
  /**
   * vendorC user names allowed to log in to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  authorizedUsers?: string[];
  /**
   * Public SSH keys (for example `ssh-ed25519 AAAA… user@host`) installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  authorizedKeys?: string[];
  /**
   * ID of the vendorC VPC the nodes run in.
   *
   * @maxLength 255
   */
  vpcId?: string;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDnsPatch;
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "tokenSecretLink" | "firewallId" | "nodePools" | "image" | "authorizedUsers" | "authorizedKeys" | "vpcId" | "preInstallScript" | "networking" | "autoscaler")[];
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorCNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorCNodePool[];
  /** Removes the listed values of `authorizedUsers` (absent ones: no change). */
  "$drop/authorizedUsers"?: string[];
  /** Keeps only the listed values of `authorizedUsers`, in their order, and removes every other element. */
  "$retain/authorizedUsers"?: string[];
  /** Adds these values at the end of `authorizedUsers` (values already present: no change). */
  "$append/authorizedUsers"?: string[];
  /** Removes the listed values of `authorizedKeys` (absent ones: no change). */
  "$drop/authorizedKeys"?: string[];
  /** Keeps only the listed values of `authorizedKeys`, in their order, and removes every other element. */
  "$retain/authorizedKeys"?: string[];
  /** Adds these values at the end of `authorizedKeys` (values already present: no change). */
  "$append/authorizedKeys"?: string[];
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingDns;
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
}

/**
 * A pool of vendorC servers of one server type in one subnet.
 *
 * Element patch of `VendorCNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorCNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorC server type (plan) of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  serverType?: string;
  /**
   * Image name or ID for this pool's nodes, replacing the provider's `image`.
   *
   * @maxLength 255
   */
  overrideImage?: string;
  /**
   * ID of the vendorC subnet the pool's servers are placed in.
   *
   * @maxLength 255
   */
  subnetId?: string;
  /**
   * Smallest number of servers the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of servers the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "serverType" | "overrideImage" | "subnetId" | "minSize" | "maxSize")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A cluster whose nodes run as vendorD instances in one vendorD datacenter.
 *
 * Patch of `VendorDProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorDProviderPatch {
  /**
   * vendorD datacenter in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  datacenter?: string;
  /** Link to the secret that holds the vendorD API token the service uses to manage instances. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  tokenSecretLink?: SecretLink;
  /**
   * Node pools of vendorD instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorDNodePool[];
  /**
   * vendorD SSH keys (names or IDs) installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /**
   * Node pools of machines the service does not create: you provision them and join them to the cluster yourself. Each pool is identified by its `name`, which must be unique within the array.
   *
   * @maxItems 1000
   */
  unmanagedNodePools?: NodePoolBase[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("datacenter" | "tokenSecretLink" | "nodePools" | "sshKeys" | "unmanagedNodePools" | "autoscaler" | "preInstallScript")[];
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorDNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorDNodePool[];
  /** Removes the listed values of `sshKeys` (absent ones: no change). */
  "$drop/sshKeys"?: string[];
  /** Keeps only the listed values of `sshKeys`, in their order, and removes every other element. */
  "$retain/sshKeys"?: string[];
  /** Adds these values at the end of `sshKeys` (values already present: no change). */
  "$append/sshKeys"?: string[];
  /** Removes the elements of `unmanagedNodePools` whose `name` is listed (absent ones: no change). */
  "$drop/unmanagedNodePools"?: string[];
  /** Keeps only the elements of `unmanagedNodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/unmanagedNodePools"?: string[];
  /** Changes elements of `unmanagedNodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/unmanagedNodePools"?: NodePoolBasePatch[];
  /** Adds these complete elements at the end of `unmanagedNodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/unmanagedNodePools"?: NodePoolBase[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
}

/**
 * A pool of vendorD instances of one flavor.
 *
 * Element patch of `VendorDNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorDNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /**
   * vendorD flavor (instance size) of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  flavor?: string;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "minSize" | "maxSize" | "flavor")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A cluster whose nodes run as vendorE instances in one vendorE region.
 *
 * Patch of `VendorEProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorEProviderPatch {
  /**
   * vendorE region in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /** Link to the secret that holds the vendorE API token the service uses to manage instances. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  tokenSecretLink?: SecretLink;
  /**
   * Node pools of vendorE instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorENodePool[];
  /**
   * vendorE SSH key (name or ID) installed on the nodes for administrator access.
   *
   * @maxLength 255
   */
  sshKey?: string;
  /**
   * Node pools of machines the service does not create: you provision them and join them to the cluster yourself. Each pool is identified by its `name`, which must be unique within the array.
   *
   * @maxItems 1000
   */
  unmanagedNodePools?: NodePoolBase[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /**
   * Names of vendorE file systems (shared storage) attached to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  fileSystems?: string[];
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "tokenSecretLink" | "nodePools" | "sshKey" | "unmanagedNodePools" | "autoscaler" | "fileSystems" | "preInstallScript")[];
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorENodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorENodePool[];
  /** Removes the elements of `unmanagedNodePools` whose `name` is listed (absent ones: no change). */
  "$drop/unmanagedNodePools"?: string[];
  /** Keeps only the elements of `unmanagedNodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/unmanagedNodePools"?: string[];
  /** Changes elements of `unmanagedNodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/unmanagedNodePools"?: NodePoolBasePatch[];
  /** Adds these complete elements at the end of `unmanagedNodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/unmanagedNodePools"?: NodePoolBase[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
  /** Removes the listed values of `fileSystems` (absent ones: no change). */
  "$drop/fileSystems"?: string[];
  /** Keeps only the listed values of `fileSystems`, in their order, and removes every other element. */
  "$retain/fileSystems"?: string[];
  /** Adds these values at the end of `fileSystems` (values already present: no change). */
  "$append/fileSystems"?: string[];
}

/**
 * A pool of vendorE instances of one instance type.
 *
 * Element patch of `VendorENodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorENodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /**
   * vendorE instance type of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  instanceType?: string;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "minSize" | "maxSize" | "instanceType")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A cluster whose nodes run as vendorF machines in one vendorF region.
 *
 * Patch of `VendorFProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorFProviderPatch {
  /**
   * vendorF region in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /** Link to the secret that holds the vendorF API token the service uses to manage machines. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  tokenSecretLink?: SecretLink;
  /**
   * IDs of vendorF shared drives attached to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  sharedDrives?: string[];
  /**
   * Node pools of vendorF machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorFNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /**
   * Node pools of machines the service does not create: you provision them and join them to the cluster yourself. Each pool is identified by its `name`, which must be unique within the array.
   *
   * @maxItems 1000
   */
  unmanagedNodePools?: NodePoolBase[];
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /**
   * IDs of vendorF users given access to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  userIds?: string[];
  /**
   * ID of the vendorF network the nodes are attached to.
   *
   * @maxLength 255
   */
  networkId?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "tokenSecretLink" | "sharedDrives" | "nodePools" | "autoscaler" | "unmanagedNodePools" | "preInstallScript" | "userIds" | "networkId")[];
  /** Removes the listed values of `sharedDrives` (absent ones: no change). */
  "$drop/sharedDrives"?: string[];
  /** Keeps only the listed values of `sharedDrives`, in their order, and removes every other element. */
  "$retain/sharedDrives"?: string[];
  /** Adds these values at the end of `sharedDrives` (values already present: no change). */
  "$append/sharedDrives"?: string[];
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorFNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorFNodePool[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
  /** Removes the elements of `unmanagedNodePools` whose `name` is listed (absent ones: no change). */
  "$drop/unmanagedNodePools"?: string[];
  /** Keeps only the elements of `unmanagedNodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/unmanagedNodePools"?: string[];
  /** Changes elements of `unmanagedNodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/unmanagedNodePools"?: NodePoolBasePatch[];
  /** Adds these complete elements at the end of `unmanagedNodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/unmanagedNodePools"?: NodePoolBase[];
  /** Removes the listed values of `userIds` (absent ones: no change). */
  "$drop/userIds"?: string[];
  /** Keeps only the listed values of `userIds`, in their order, and removes every other element. */
  "$retain/userIds"?: string[];
  /** Adds these values at the end of `userIds` (values already present: no change). */
  "$append/userIds"?: string[];
}

/**
 * A pool of vendorF machines of one machine type.
 *
 * Element patch of `VendorFNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorFNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** Public IP address given to each machine of the pool: `none` (no public address), `dynamic` (an address that may change when the machine restarts) or `static` (a fixed address). Closed set. */
  publicIpType?: "none" | "dynamic" | "static";
  /**
   * Size of each machine's boot disk, in GB. At least 0.
   *
   * @minimum 0
   */
  bootDiskSize?: number;
  /**
   * vendorF machine type of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  machineType?: string;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "minSize" | "maxSize" | "publicIpType" | "bootDiskSize" | "machineType")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A short-lived cluster whose nodes are provided by the service itself, for tests and experiments.
 *
 * Patch of `EphemeralProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface EphemeralProviderPatch {
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location?: string;
  /**
   * Node pools of the ephemeral cluster; each has a fixed number of nodes. Each pool is identified by its `name`, which must be unique within the array.
   *
   * @maxItems 1000
   */
  nodePools?: EphemeralNodePool[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("location" | "nodePools")[];
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: EphemeralNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: EphemeralNodePool[];
}

/**
 * A fixed number of identical ephemeral nodes.
 *
 * Element patch of `EphemeralNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface EphemeralNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Number of nodes in the pool. At least 0.
   *
   * @minimum 0
   */
  count?: number;
  /** CPU architecture of the nodes: `amd64`, `arm64`, or `any` to let the service choose. Closed set. */
  arch?: "any" | "arm64" | "amd64";
  /** Linux distribution the nodes run: `debian`, `ubuntu` or `fedora`. Closed set. Default `debian`. */
  flavor?: "debian" | "ubuntu" | "fedora";
  /** CPU of each node, as a Kubernetes quantity (for example `2` for two cores or `500m` for half a core). */
  cpu?: Quantity;
  /** Memory of each node, as a Kubernetes quantity (for example `4Gi`). */
  memory?: Quantity;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "count" | "arch" | "flavor" | "cpu" | "memory")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A cluster whose nodes run as vendorG virtual machines, managed through the vendorG cloud API.
 *
 * Patch of `VendorGProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorGProviderPatch {
  /** How the service reaches the vendorG cloud API: endpoint, account, user and private key. */
  connection?: VendorGConnectionPatch;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDnsPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location?: string;
  /** Load balancer in front of the cluster: exactly one of `manual`, `none` or `gateway`. */
  loadBalancer?: VendorGLoadBalancerPatch;
  /**
   * ID of the vendorG private network the nodes are attached to.
   *
   * @maxLength 255
   */
  privateNetworkId?: string;
  /** When true, the vendorG cloud firewall is enabled on the nodes. */
  firewallEnabled?: boolean;
  /**
   * Node pools of vendorG virtual machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorGNodePool[];
  /**
   * ID of the vendorG image the nodes boot from, unless a pool overrides it.
   *
   * @maxLength 255
   */
  imageId?: string;
  /**
   * Public SSH keys installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("connection" | "networking" | "preInstallScript" | "location" | "loadBalancer" | "privateNetworkId" | "firewallEnabled" | "nodePools" | "imageId" | "sshKeys" | "autoscaler")[];
  /** Sets `connection` to this complete value, replacing it whole. */
  "$replace/connection"?: VendorGConnection;
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingDns;
  /** Sets `loadBalancer` to this complete value, replacing it whole. */
  "$replace/loadBalancer"?: VendorGLoadBalancer;
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorGNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorGNodePool[];
  /** Removes the listed values of `sshKeys` (absent ones: no change). */
  "$drop/sshKeys"?: string[];
  /** Keeps only the listed values of `sshKeys`, in their order, and removes every other element. */
  "$retain/sshKeys"?: string[];
  /** Adds these values at the end of `sshKeys` (values already present: no change). */
  "$append/sshKeys"?: string[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
}

/**
 * Connection to the vendorG cloud API.
 *
 * Patch of `VendorGConnection`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorGConnectionPatch {
  /**
   * URL of the vendorG cloud API endpoint (for example `https://cloudapi.example.com`).
   *
   * @maxLength 2048
   */
  url?: string;
  /**
   * vendorG account name or ID the cluster's resources belong to.
   *
   * @maxLength 255
   */
  account?: string;
  /**
   * vendorG user (sub-user) name used with the account, when not the account itself.
   *
   * @maxLength 255
   */
  user?: string;
  /** Link to the secret that holds the private key used to sign requests to the vendorG API. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  privateKeySecretLink?: SecretLink;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("url" | "account" | "user" | "privateKeySecretLink")[];
}

/**
 * The cluster's load balancer: exactly one of `manual` (load balancer machines you size and place), `none` (no load balancer) or `gateway` (the gateway load balancer).
 *
 * Patch of `VendorGLoadBalancer`: every field optional, nested objects as patches, operator keys beside the fields they act on. Exactly one member must be set once the patch is applied.
 */
export interface VendorGLoadBalancerPatch {
  /** Load balancer machines created by the service with the settings given here. */
  manual?: VendorGManualLoadBalancerPatch;
  /** No load balancer: an empty object `{}`. */
  none?: VendorGNoLoadBalancerPatch;
  /** The gateway load balancer: an empty object `{}`. */
  gateway?: VendorGGatewayLoadBalancerPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("manual" | "none" | "gateway")[];
  /** Sets `manual` to this complete value, replacing it whole. */
  "$replace/manual"?: VendorGManualLoadBalancer;
  /** Sets `none` to this complete value, replacing it whole. */
  "$replace/none"?: VendorGNoLoadBalancer;
  /** Sets `gateway` to this complete value, replacing it whole. */
  "$replace/gateway"?: VendorGGatewayLoadBalancer;
}

/**
 * Load balancer virtual machines created by the service in vendorG.
 *
 * Patch of `VendorGManualLoadBalancer`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorGManualLoadBalancerPatch {
  /**
   * ID of the vendorG package (machine size) of the load balancer machines.
   *
   * @maxLength 255
   */
  packageId?: string;
  /**
   * ID of the vendorG image the load balancer machines boot from.
   *
   * @maxLength 255
   */
  imageId?: string;
  /**
   * ID of the vendorG public network the load balancer machines are attached to.
   *
   * @maxLength 255
   */
  publicNetworkId?: string;
  /**
   * IDs of the vendorG private networks the load balancer machines are attached to. No duplicates.
   *
   * @maxItems 1000
   */
  privateNetworkIds?: string[];
  /** vendorG metadata put on the load balancer machines (key → value). */
  metadata?: StringMapPatch;
  /** vendorG tags put on the load balancer machines (tag key → value). */
  tags?: StringMapPatch;
  /** Where the load balancer machines send their logs. */
  logging?: VendorGLoadBalancerLoggingPatch;
  /**
   * Number of load balancer machines, 1 to 3. Default 1.
   *
   * @minimum 1
   * @maximum 3
   */
  count?: number;
  /**
   * Internal vendorG CNS domain under which the load balancer is registered.
   *
   * @maxLength 253
   */
  cnsInternalDomain?: string;
  /**
   * Public vendorG CNS domain under which the load balancer is registered.
   *
   * @maxLength 253
   */
  cnsPublicDomain?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("packageId" | "imageId" | "publicNetworkId" | "privateNetworkIds" | "metadata" | "tags" | "logging" | "count" | "cnsInternalDomain" | "cnsPublicDomain")[];
  /** Removes the listed values of `privateNetworkIds` (absent ones: no change). */
  "$drop/privateNetworkIds"?: string[];
  /** Keeps only the listed values of `privateNetworkIds`, in their order, and removes every other element. */
  "$retain/privateNetworkIds"?: string[];
  /** Adds these values at the end of `privateNetworkIds` (values already present: no change). */
  "$append/privateNetworkIds"?: string[];
  /** Sets `metadata` to this complete value, replacing it whole. */
  "$replace/metadata"?: StringMap;
  /** Sets `tags` to this complete value, replacing it whole. */
  "$replace/tags"?: StringMap;
  /** Sets `logging` to this complete value, replacing it whole. */
  "$replace/logging"?: VendorGLoadBalancerLogging;
}

/**
 * Logging of the manual load balancer machines.
 *
 * Patch of `VendorGLoadBalancerLogging`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorGLoadBalancerLoggingPatch {
  /**
   * Node port used for the load balancer's logging, 30000 to 65535 (the Kubernetes node-port range).
   *
   * @minimum 30000
   * @maximum 65535
   */
  nodePort?: number;
  /**
   * Address of an external syslog server that receives the load balancer logs (for example `syslog.example.com:514`).
   *
   * @maxLength 259
   */
  externalSyslog?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("nodePort" | "externalSyslog")[];
}

/**
 * No load balancer. Always the empty object `{}`.
 *
 * Patch of `VendorGNoLoadBalancer`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorGNoLoadBalancerPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * The gateway load balancer. Always the empty object `{}`.
 *
 * Patch of `VendorGGatewayLoadBalancer`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorGGatewayLoadBalancerPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * A pool of vendorG virtual machines of one package.
 *
 * Element patch of `VendorGNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorGNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * ID of the vendorG package (machine size) of the pool's nodes.
   *
   * @maxLength 255
   */
  packageId?: string;
  /**
   * ID of the vendorG image for this pool's nodes, replacing the provider's `imageId`.
   *
   * @maxLength 255
   */
  overrideImageId?: string;
  /**
   * ID of the vendorG public network the pool's nodes are attached to.
   *
   * @maxLength 255
   */
  publicNetworkId?: string;
  /**
   * IDs of the vendorG private networks the pool's nodes are attached to. No duplicates.
   *
   * @maxItems 1000
   */
  privateNetworkIds?: string[];
  /** vendorG tags put on the pool's machines (tag key → value). */
  vendorGTags?: StringMapPatch;
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "packageId" | "overrideImageId" | "publicNetworkId" | "privateNetworkIds" | "vendorGTags" | "minSize" | "maxSize")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
  /** Removes the listed values of `privateNetworkIds` (absent ones: no change). */
  "$drop/privateNetworkIds"?: string[];
  /** Keeps only the listed values of `privateNetworkIds`, in their order, and removes every other element. */
  "$retain/privateNetworkIds"?: string[];
  /** Adds these values at the end of `privateNetworkIds` (values already present: no change). */
  "$append/privateNetworkIds"?: string[];
  /** Sets `vendorGTags` to this complete value, replacing it whole. */
  "$replace/vendorGTags"?: StringMap;
}

/**
 * A cluster whose nodes run as vendorH virtual machines in your vendorH subscription.
 *
 * Patch of `VendorHProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorHProviderPatch {
  /**
   * vendorH location (region) in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location?: string;
  /**
   * ID of the vendorH subscription the cluster's resources are created in.
   *
   * @maxLength 255
   */
  subscriptionId?: string;
  /** Link to the secret that holds the vendorH SDK credentials the service uses. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  sdkSecretLink?: SecretLink;
  /**
   * Name of the vendorH resource group the cluster's resources are created in.
   *
   * @maxLength 255
   */
  resourceGroup?: string;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFullPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Machine image of the nodes, unless a pool overrides it: exactly one of `recommended` or `reference`. */
  image?: VendorHImagePatch;
  /**
   * Public SSH keys installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /**
   * ID of the vendorH virtual network the nodes are attached to.
   *
   * @maxLength 255
   */
  networkId?: string;
  /** vendorH tags put on every resource the service creates for the cluster (tag name → value). */
  tags?: StringMapPatch;
  /**
   * Node pools of vendorH virtual machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorHNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("location" | "subscriptionId" | "sdkSecretLink" | "resourceGroup" | "networking" | "preInstallScript" | "image" | "sshKeys" | "networkId" | "tags" | "nodePools" | "autoscaler")[];
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingFull;
  /** Sets `image` to this complete value, replacing it whole. */
  "$replace/image"?: VendorHImage;
  /** Removes the listed values of `sshKeys` (absent ones: no change). */
  "$drop/sshKeys"?: string[];
  /** Keeps only the listed values of `sshKeys`, in their order, and removes every other element. */
  "$retain/sshKeys"?: string[];
  /** Adds these values at the end of `sshKeys` (values already present: no change). */
  "$append/sshKeys"?: string[];
  /** Sets `tags` to this complete value, replacing it whole. */
  "$replace/tags"?: StringMap;
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorHNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorHNodePool[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
}

/**
 * The machine image of vendorH nodes: exactly one of `recommended` (an image the service recommends, by name) or `reference` (a vendorH marketplace image given by publisher, offer, SKU and version).
 *
 * Patch of `VendorHImage`: every field optional, nested objects as patches, operator keys beside the fields they act on. Exactly one member must be set once the patch is applied.
 */
export interface VendorHImagePatch {
  /**
   * Name of an image recommended by the service (for example an OS name and version).
   *
   * @maxLength 255
   */
  recommended?: string;
  /** A vendorH marketplace image given by publisher, offer, SKU and version; all four are required. */
  reference?: VendorHImageReferencePatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("recommended" | "reference")[];
  /** Sets `reference` to this complete value, replacing it whole. */
  "$replace/reference"?: VendorHImageReference;
}

/**
 * A vendorH marketplace image, named by its four parts.
 *
 * Patch of `VendorHImageReference`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorHImageReferencePatch {
  /**
   * Publisher of the image.
   *
   * @maxLength 255
   */
  publisher?: string;
  /**
   * Offer (product) of the image.
   *
   * @maxLength 255
   */
  offer?: string;
  /**
   * SKU (plan) of the image.
   *
   * @maxLength 255
   */
  sku?: string;
  /**
   * Version of the image (for example `latest`).
   *
   * @maxLength 255
   */
  version?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("publisher" | "offer" | "sku" | "version")[];
}

/**
 * A pool of vendorH virtual machines of one size in one subnet.
 *
 * Element patch of `VendorHNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorHNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorH virtual machine size of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  size?: string;
  /**
   * ID of the vendorH subnet the pool's machines are placed in.
   *
   * @maxLength 255
   */
  subnetId?: string;
  /**
   * Availability zones (numbers such as 1, 2, 3) the pool's machines are spread over. No duplicates.
   *
   * @maxItems 1000
   */
  zones?: number[];
  /** Machine image for this pool's nodes, replacing the provider's `image`: exactly one of `recommended` or `reference`. */
  overrideImage?: VendorHImagePatch;
  /**
   * Size of each machine's boot disk, in GiB. At least 0.
   *
   * @minimum 0
   */
  bootDiskSize?: number;
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "size" | "subnetId" | "zones" | "overrideImage" | "bootDiskSize" | "minSize" | "maxSize")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
  /** Removes the listed values of `zones` (absent ones: no change). */
  "$drop/zones"?: number[];
  /** Keeps only the listed values of `zones`, in their order, and removes every other element. */
  "$retain/zones"?: number[];
  /** Adds these values at the end of `zones` (values already present: no change). */
  "$append/zones"?: number[];
  /** Sets `overrideImage` to this complete value, replacing it whole. */
  "$replace/overrideImage"?: VendorHImage;
}

/**
 * A cluster whose nodes run as vendorI virtual machines in a vendorI VPC.
 *
 * Patch of `VendorIProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorIProviderPatch {
  /**
   * vendorI region in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /**
   * vendorI tags (plain strings) put on every resource the service creates for the cluster. No duplicates.
   *
   * @maxItems 1000
   */
  vendorITags?: string[];
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDnsPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Link to the secret that holds the vendorI API token the service uses to manage machines. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  tokenSecretLink?: SecretLink;
  /**
   * ID of the vendorI VPC the nodes run in.
   *
   * @maxLength 255
   */
  vpcId?: string;
  /**
   * Node pools of vendorI machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorINodePool[];
  /**
   * Name or ID of the vendorI image the nodes boot from, unless a pool overrides it.
   *
   * @maxLength 255
   */
  image?: string;
  /**
   * vendorI SSH keys (IDs or fingerprints) installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /**
   * Extra public SSH keys installed on the nodes, in addition to `sshKeys`. No duplicates.
   *
   * @maxItems 1000
   */
  extraSshKeys?: string[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /**
   * vendorI reserved IP addresses assigned to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  reservedIPs?: string[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "vendorITags" | "networking" | "preInstallScript" | "tokenSecretLink" | "vpcId" | "nodePools" | "image" | "sshKeys" | "extraSshKeys" | "autoscaler" | "reservedIPs")[];
  /** Removes the listed values of `vendorITags` (absent ones: no change). */
  "$drop/vendorITags"?: string[];
  /** Keeps only the listed values of `vendorITags`, in their order, and removes every other element. */
  "$retain/vendorITags"?: string[];
  /** Adds these values at the end of `vendorITags` (values already present: no change). */
  "$append/vendorITags"?: string[];
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingDns;
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorINodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorINodePool[];
  /** Removes the listed values of `sshKeys` (absent ones: no change). */
  "$drop/sshKeys"?: string[];
  /** Keeps only the listed values of `sshKeys`, in their order, and removes every other element. */
  "$retain/sshKeys"?: string[];
  /** Adds these values at the end of `sshKeys` (values already present: no change). */
  "$append/sshKeys"?: string[];
  /** Removes the listed values of `extraSshKeys` (absent ones: no change). */
  "$drop/extraSshKeys"?: string[];
  /** Keeps only the listed values of `extraSshKeys`, in their order, and removes every other element. */
  "$retain/extraSshKeys"?: string[];
  /** Adds these values at the end of `extraSshKeys` (values already present: no change). */
  "$append/extraSshKeys"?: string[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
  /** Removes the listed values of `reservedIPs` (absent ones: no change). */
  "$drop/reservedIPs"?: string[];
  /** Keeps only the listed values of `reservedIPs`, in their order, and removes every other element. */
  "$retain/reservedIPs"?: string[];
  /** Adds these values at the end of `reservedIPs` (values already present: no change). */
  "$append/reservedIPs"?: string[];
}

/**
 * A pool of vendorI machines of one size.
 *
 * Element patch of `VendorINodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorINodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorI machine size of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  vendorISize?: string;
  /**
   * Image name or ID for this pool's nodes, replacing the provider's `image`.
   *
   * @maxLength 255
   */
  overrideImage?: string;
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "vendorISize" | "overrideImage" | "minSize" | "maxSize")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
}

/**
 * A cluster whose nodes run as vendorJ compute instances in your vendorJ project.
 *
 * Patch of `VendorJProvider`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorJProviderPatch {
  /**
   * ID of the vendorJ project the cluster's resources are created in.
   *
   * @maxLength 255
   */
  projectId?: string;
  /**
   * vendorJ region in which the nodes run; a name from the vendor's catalogue. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region?: string;
  /** vendorJ labels put on every resource the service creates for the cluster (label key → value). */
  labels?: StringMapPatch;
  /**
   * vendorJ network tags (plain strings) put on the nodes, for example to match firewall rules. No duplicates.
   *
   * @maxItems 1000
   */
  tags?: string[];
  /** vendorJ instance metadata put on the nodes (key → value). */
  metadata?: StringMapPatch;
  /**
   * Name of the vendorJ VPC network the nodes are attached to.
   *
   * @maxLength 255
   */
  network?: string;
  /** Link to the secret that holds the vendorJ service account key the service uses. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. */
  saKeyLink?: SecretLink;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFullPatch;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Machine image of the nodes, unless a pool overrides it: exactly one of `recommended`, `family` or `exact`. */
  image?: VendorJImagePatch;
  /**
   * Node pools of vendorJ instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorJNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: AutoscalerPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("projectId" | "region" | "labels" | "tags" | "metadata" | "network" | "saKeyLink" | "networking" | "preInstallScript" | "image" | "nodePools" | "autoscaler")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the listed values of `tags` (absent ones: no change). */
  "$drop/tags"?: string[];
  /** Keeps only the listed values of `tags`, in their order, and removes every other element. */
  "$retain/tags"?: string[];
  /** Adds these values at the end of `tags` (values already present: no change). */
  "$append/tags"?: string[];
  /** Sets `metadata` to this complete value, replacing it whole. */
  "$replace/metadata"?: StringMap;
  /** Sets `networking` to this complete value, replacing it whole. */
  "$replace/networking"?: NetworkingFull;
  /** Sets `image` to this complete value, replacing it whole. */
  "$replace/image"?: VendorJImage;
  /** Removes the elements of `nodePools` whose `name` is listed (absent ones: no change). */
  "$drop/nodePools"?: string[];
  /** Keeps only the elements of `nodePools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/nodePools"?: string[];
  /** Changes elements of `nodePools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/nodePools"?: VendorJNodePoolPatch[];
  /** Adds these complete elements at the end of `nodePools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/nodePools"?: VendorJNodePool[];
  /** Sets `autoscaler` to this complete value, replacing it whole. */
  "$replace/autoscaler"?: Autoscaler;
}

/**
 * The machine image of vendorJ nodes: exactly one of `recommended` (an image the service recommends, by name), `family` (the newest image of an image family) or `exact` (a specific image).
 *
 * Patch of `VendorJImage`: every field optional, nested objects as patches, operator keys beside the fields they act on. Exactly one member must be set once the patch is applied.
 */
export interface VendorJImagePatch {
  /**
   * Name of an image recommended by the service (for example an OS name and version).
   *
   * @maxLength 255
   */
  recommended?: string;
  /** The newest image of a vendorJ image family, given by project and family name. */
  family?: VendorJImageFamilyPatch;
  /**
   * Name or self-link of a specific vendorJ image.
   *
   * @maxLength 2048
   */
  exact?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("recommended" | "family" | "exact")[];
  /** Sets `family` to this complete value, replacing it whole. */
  "$replace/family"?: VendorJImageFamily;
}

/**
 * A vendorJ image family: the newest image of the family is used.
 *
 * Patch of `VendorJImageFamily`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorJImageFamilyPatch {
  /**
   * vendorJ project that publishes the image family.
   *
   * @maxLength 255
   */
  project?: string;
  /**
   * Name of the image family.
   *
   * @maxLength 255
   */
  family?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("project" | "family")[];
}

/**
 * A pool of vendorJ instances of one machine type in one zone.
 *
 * Element patch of `VendorJNodePool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface VendorJNodePoolPatch {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMapPatch;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorJ machine type of the pool's nodes; a name from the vendor's catalogue.
   *
   * @maxLength 255
   */
  machineType?: string;
  /** When true, each instance of the pool gets a public IP address. */
  assignPublicIP?: boolean;
  /**
   * vendorJ zone (within `region`) the pool's instances run in.
   *
   * @maxLength 255
   */
  zone?: string;
  /** Machine image for this pool's nodes, replacing the provider's `image`: exactly one of `recommended`, `family` or `exact`. */
  overrideImage?: VendorJImagePatch;
  /**
   * Size of each instance's boot disk, in GB. At least 20.
   *
   * @minimum 20
   */
  bootDiskSize?: number;
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @minimum 0
   */
  maxSize?: number;
  /** When true, the pool uses preemptible instances, which cost less but may be stopped by vendorJ at any time. */
  preemptible?: boolean;
  /**
   * Name of the vendorJ subnet the pool's instances are placed in.
   *
   * @maxLength 255
   */
  subnet?: string;
  /**
   * Number of local persistent disks attached to each instance. At least 0.
   *
   * @minimum 0
   */
  localPersistentDisks?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("labels" | "taints" | "machineType" | "assignPublicIP" | "zone" | "overrideImage" | "bootDiskSize" | "minSize" | "maxSize" | "preemptible" | "subnet" | "localPersistentDisks")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
  /** Removes the elements of `taints` whose `key` is listed (absent ones: no change). */
  "$drop/taints"?: string[];
  /** Keeps only the elements of `taints` whose `key` is listed, in their order, and removes every other element. */
  "$retain/taints"?: string[];
  /** Changes elements of `taints` in place, each named by its `key` (a missing element is NOT_FOUND). */
  "$patch/taints"?: TaintPatch[];
  /** Adds these complete elements at the end of `taints` (one equal to an existing element: no change; same `key`, different content: EXISTS). */
  "$append/taints"?: Taint[];
  /** Sets `overrideImage` to this complete value, replacing it whole. */
  "$replace/overrideImage"?: VendorJImage;
}

/**
 * Optional components the service installs and manages in the cluster. Each add-on is enabled by being present (an empty object `{}` enables an add-on without settings) and removed by being dropped.
 *
 * Patch of `AddOns`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface AddOnsPatch {
  /** The Kubernetes dashboard, a web interface for the cluster. Its address is shown in `status.addOns.dashboard.url`. */
  dashboard?: DashboardAddOnPatch;
  /** A second, alternative dashboard web interface. Its address is shown in `status.addOns.dashboardAlt.url`. */
  dashboardAlt?: DashboardAltAddOnPatch;
  /** vendorH workload identity: lets pods authenticate to vendorH as managed identities, without stored credentials. */
  vendorHWorkloadIdentity?: VendorHWorkloadIdentityAddOnPatch;
  /** vendorB workload identity: lets pods assume vendorB roles through the cluster's OIDC provider, without stored credentials. The provider's settings are shown in `status.addOns.vendorBWorkloadIdentity`. */
  vendorBWorkloadIdentity?: VendorBWorkloadIdentityAddOnPatch;
  /** A storage class that provisions persistent volumes on the local disk of the node the pod runs on. */
  localPathStorage?: LocalPathStorageAddOnPatch;
  /** Collection of cluster metrics into the service's metrics store. The Prometheus endpoint is shown in `status.addOns.metrics`. */
  metrics?: MetricsAddOnPatch;
  /** Collection of cluster logs into the service's log store. The store's address is shown in `status.addOns.logs.logStoreAddress`. */
  logs?: LogsAddOnPatch;
  /** Container registry mirrors the nodes pull images through. */
  registryMirror?: RegistryMirrorAddOnPatch;
  /** Support for GPU nodes: installs the vendorK GPU device plugin and drivers so pods can request GPUs. */
  vendorK?: VendorKAddOnPatch;
  /** The vendorB EFS storage driver: persistent volumes on vendorB EFS file systems. */
  vendorBEFS?: VendorBEfsAddOnPatch;
  /** Pulling images from private vendorB ECR registries without image pull secrets. */
  vendorBECR?: VendorBEcrAddOnPatch;
  /** The vendorB load balancer controller: Kubernetes services and ingresses backed by vendorB ELB load balancers. */
  vendorBELB?: VendorBElbAddOnPatch;
  /** Pulling images from private vendorH ACR registries without image pull secrets. */
  vendorHACR?: VendorHAcrAddOnPatch;
  /** The Sysbox container runtime, which lets pods run system software such as Docker or systemd without privileged mode. */
  sysbox?: SysboxAddOnPatch;
  /** Bring your own Kubernetes: runs the service's workload platform components in this cluster, as a location of your organization. */
  byok?: ByokAddOnPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("dashboard" | "dashboardAlt" | "vendorHWorkloadIdentity" | "vendorBWorkloadIdentity" | "localPathStorage" | "metrics" | "logs" | "registryMirror" | "vendorK" | "vendorBEFS" | "vendorBECR" | "vendorBELB" | "vendorHACR" | "sysbox" | "byok")[];
  /** Sets `dashboard` to this complete value, replacing it whole. */
  "$replace/dashboard"?: DashboardAddOn;
  /** Sets `dashboardAlt` to this complete value, replacing it whole. */
  "$replace/dashboardAlt"?: DashboardAltAddOn;
  /** Sets `vendorHWorkloadIdentity` to this complete value, replacing it whole. */
  "$replace/vendorHWorkloadIdentity"?: VendorHWorkloadIdentityAddOn;
  /** Sets `vendorBWorkloadIdentity` to this complete value, replacing it whole. */
  "$replace/vendorBWorkloadIdentity"?: VendorBWorkloadIdentityAddOn;
  /** Sets `localPathStorage` to this complete value, replacing it whole. */
  "$replace/localPathStorage"?: LocalPathStorageAddOn;
  /** Sets `metrics` to this complete value, replacing it whole. */
  "$replace/metrics"?: MetricsAddOn;
  /** Sets `logs` to this complete value, replacing it whole. */
  "$replace/logs"?: LogsAddOn;
  /** Sets `registryMirror` to this complete value, replacing it whole. */
  "$replace/registryMirror"?: RegistryMirrorAddOn;
  /** Sets `vendorK` to this complete value, replacing it whole. */
  "$replace/vendorK"?: VendorKAddOn;
  /** Sets `vendorBEFS` to this complete value, replacing it whole. */
  "$replace/vendorBEFS"?: VendorBEfsAddOn;
  /** Sets `vendorBECR` to this complete value, replacing it whole. */
  "$replace/vendorBECR"?: VendorBEcrAddOn;
  /** Sets `vendorBELB` to this complete value, replacing it whole. */
  "$replace/vendorBELB"?: VendorBElbAddOn;
  /** Sets `vendorHACR` to this complete value, replacing it whole. */
  "$replace/vendorHACR"?: VendorHAcrAddOn;
  /** Sets `sysbox` to this complete value, replacing it whole. */
  "$replace/sysbox"?: SysboxAddOn;
  /** Sets `byok` to this complete value, replacing it whole. */
  "$replace/byok"?: ByokAddOn;
}

/**
 * The Kubernetes dashboard add-on. It has no settings: always the empty object `{}`.
 *
 * Patch of `DashboardAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface DashboardAddOnPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * The alternative dashboard add-on. It has no settings: always the empty object `{}`.
 *
 * Patch of `DashboardAltAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface DashboardAltAddOnPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * vendorH workload identity for the cluster's pods.
 *
 * Patch of `VendorHWorkloadIdentityAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorHWorkloadIdentityAddOnPatch {
  /**
   * ID of the vendorH tenant (directory) the managed identities belong to.
   *
   * @maxLength 255
   */
  tenantId?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "tenantId"[];
}

/**
 * vendorB workload identity. It has no settings: always the empty object `{}`.
 *
 * Patch of `VendorBWorkloadIdentityAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorBWorkloadIdentityAddOnPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * The local-path storage add-on. It has no settings: always the empty object `{}`.
 *
 * Patch of `LocalPathStorageAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface LocalPathStorageAddOnPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * Which metrics are collected from the cluster. Each boolean switches one source on.
 *
 * Patch of `MetricsAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface MetricsAddOnPatch {
  /** When true, collects kube-state-metrics: the state of Kubernetes objects (deployments, pods, nodes, …). */
  kubeState?: boolean;
  /** When true, collects the metrics of the cluster DNS (CoreDNS). */
  coreDns?: boolean;
  /** When true, collects the metrics of each node's kubelet. */
  kubelet?: boolean;
  /** When true, collects the metrics of the Kubernetes API server. */
  apiserver?: boolean;
  /** When true, collects node metrics (CPU, memory, disk, network of each node) with node-exporter. */
  nodeExporter?: boolean;
  /** When true, collects per-container resource usage metrics from cAdvisor. */
  cadvisor?: boolean;
  /** Scraping of pods that carry Prometheus scrape annotations (such as `prometheus.io/scrape: "true"`). */
  scrapeAnnotated?: MetricsScrapeAnnotatedPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("kubeState" | "coreDns" | "kubelet" | "apiserver" | "nodeExporter" | "cadvisor" | "scrapeAnnotated")[];
  /** Sets `scrapeAnnotated` to this complete value, replacing it whole. */
  "$replace/scrapeAnnotated"?: MetricsScrapeAnnotated;
}

/**
 * Scraping of annotated pods: how often, in which namespaces, and which labels to keep.
 *
 * Patch of `MetricsScrapeAnnotated`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface MetricsScrapeAnnotatedPatch {
  /** Time between two scrapes of each annotated pod, in seconds (for example 30). */
  intervalSeconds?: number;
  /**
   * Namespaces whose annotated pods are scraped, as one pattern over namespace names (for example `prod-.*`); when absent, every namespace.
   *
   * @maxLength 1024
   */
  includeNamespaces?: string;
  /**
   * Namespaces whose annotated pods are not scraped, as one pattern over namespace names (for example `kube-system`).
   *
   * @maxLength 1024
   */
  excludeNamespaces?: string;
  /**
   * Pod labels kept on the scraped series, as one pattern over label names (for example `app|team`).
   *
   * @maxLength 1024
   */
  retainLabels?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("intervalSeconds" | "includeNamespaces" | "excludeNamespaces" | "retainLabels")[];
}

/**
 * Which logs are collected from the cluster.
 *
 * Patch of `LogsAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface LogsAddOnPatch {
  /** When true, collects the Kubernetes API server audit log. */
  auditEnabled?: boolean;
  /**
   * Namespaces whose pod logs are collected, as one pattern over namespace names (for example `prod-.*`); when absent, every namespace.
   *
   * @maxLength 1024
   */
  includeNamespaces?: string;
  /**
   * Namespaces whose pod logs are not collected, as one pattern over namespace names (for example `kube-system`).
   *
   * @maxLength 1024
   */
  excludeNamespaces?: string;
  /** When true, collects the logs of the container runtime on each node. */
  docker?: boolean;
  /** When true, collects the logs of each node's kubelet. */
  kubelet?: boolean;
  /** When true, collects each node's kernel log. */
  kernel?: boolean;
  /** When true, collects Kubernetes events. */
  events?: boolean;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("auditEnabled" | "includeNamespaces" | "excludeNamespaces" | "docker" | "kubelet" | "kernel" | "events")[];
}

/**
 * Registry mirrors used by the nodes' container runtime when pulling images.
 *
 * Patch of `RegistryMirrorAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface RegistryMirrorAddOnPatch {
  /**
   * One entry per registry that is mirrored. Each entry is identified by its `registry`, which must be unique; a patch may rename an entry with `$replace/registry`.
   *
   * @maxItems 1000
   */
  mirrors?: RegistryMirror[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "mirrors"[];
  /** Removes the elements of `mirrors` whose `registry` is listed (absent ones: no change). */
  "$drop/mirrors"?: string[];
  /** Keeps only the elements of `mirrors` whose `registry` is listed, in their order, and removes every other element. */
  "$retain/mirrors"?: string[];
  /** Changes elements of `mirrors` in place, each named by its `registry` (a missing element is NOT_FOUND). */
  "$patch/mirrors"?: RegistryMirrorPatch[];
  /** Adds these complete elements at the end of `mirrors` (one equal to an existing element: no change; same `registry`, different content: EXISTS). */
  "$append/mirrors"?: RegistryMirror[];
}

/**
 * The mirrors of one container registry.
 *
 * Element patch of `RegistryMirror` (in `$patch/<array>`): `registry` names the element to change; the other fields are optional and patchable.
 */
export interface RegistryMirrorPatch {
  /**
   * Host name of the registry that is mirrored (for example `docker.io` or `registry.example.com`); identifies the entry in patches and may be renamed with `$replace/registry`. Required.
   * Names the element to change: a selector, not an assignment.
   */
  registry: string;
  /**
   * Mirror endpoints tried, in order, before the registry itself (for example `https://mirror.example.com`). No duplicates.
   *
   * @maxItems 1000
   */
  mirrors?: string[];
  /** Removes the listed fields from the element (never its identifier `registry`; absent fields: no change). */
  $drop?: "mirrors"[];
  /** Renames the element: its new `registry`, unique in the array. */
  "$replace/registry"?: string;
  /** Removes the listed values of `mirrors` (absent ones: no change). */
  "$drop/mirrors"?: string[];
  /** Keeps only the listed values of `mirrors`, in their order, and removes every other element. */
  "$retain/mirrors"?: string[];
  /** Adds these values at the end of `mirrors` (values already present: no change). */
  "$append/mirrors"?: string[];
}

/**
 * GPU support settings.
 *
 * Patch of `VendorKAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorKAddOnPatch {
  /** When true, GPU nodes get a taint so that only pods that tolerate it (pods that need a GPU) are scheduled on them. */
  taintGPUNodes?: boolean;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "taintGPUNodes"[];
}

/**
 * Lets the cluster use vendorB EFS file systems; the service gives the add-on the vendorB role named here. The trust policy to put on that role is shown in `status.addOns`.
 *
 * Patch of `VendorBEfsAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorBEfsAddOnPatch {
  /**
   * ARN of the vendorB role the add-on assumes to use vendorB EFS file systems.
   *
   * @maxLength 2048
   */
  roleArn?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "roleArn"[];
}

/**
 * Lets the cluster use private vendorB ECR registries; the service gives the add-on the vendorB role named here. The trust policy to put on that role is shown in `status.addOns`.
 *
 * Patch of `VendorBEcrAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorBEcrAddOnPatch {
  /**
   * ARN of the vendorB role the add-on assumes to use private vendorB ECR registries.
   *
   * @maxLength 2048
   */
  roleArn?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "roleArn"[];
}

/**
 * Lets the cluster use vendorB ELB load balancers; the service gives the add-on the vendorB role named here. The trust policy to put on that role is shown in `status.addOns`.
 *
 * Patch of `VendorBElbAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorBElbAddOnPatch {
  /**
   * ARN of the vendorB role the add-on assumes to use vendorB ELB load balancers.
   *
   * @maxLength 2048
   */
  roleArn?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "roleArn"[];
}

/**
 * Image pulls from private vendorH ACR registries.
 *
 * Patch of `VendorHAcrAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface VendorHAcrAddOnPatch {
  /**
   * Client ID of the vendorH managed identity the nodes use to pull from the registries.
   *
   * @maxLength 255
   */
  clientId?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "clientId"[];
}

/**
 * The Sysbox runtime add-on. It has no settings: always the empty object `{}`.
 *
 * Patch of `SysboxAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface SysboxAddOnPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
}

/**
 * Bring your own Kubernetes: the cluster serves as a location of your organization.
 *
 * Patch of `ByokAddOn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokAddOnPatch {
  /** When true, the service does not update the platform components it installed in the cluster. */
  ignoreUpdates?: boolean;
  /** Link to the location of your organization that this cluster serves (for example `//location/my-cluster` or `/org/acme/location/my-cluster`). */
  location?: SecretLink;
  /** Resource sizes and settings of the platform components installed in the cluster. Every member is optional. */
  config?: ByokConfigPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("ignoreUpdates" | "location" | "config")[];
  /** Sets `config` to this complete value, replacing it whole. */
  "$replace/config"?: ByokConfig;
}

/**
 * Settings of the platform components the service installs in a bring-your-own-Kubernetes cluster. Every member is optional; what is left out keeps the service's default.
 *
 * Patch of `ByokConfig`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokConfigPatch {
  /** The actuator, the platform's agent in the cluster. */
  actuator?: ByokActuatorPatch;
  /** The middlebox, a network component of the platform, deployed when `enabled`. */
  middlebox?: ByokMiddleboxPatch;
  /** Settings shared by the platform's deployments. */
  common?: ByokCommonPatch;
  /** Longhorn, the replicated block storage the platform installs. */
  longhorn?: ByokLonghornPatch;
  /** Settings of the bring-your-own-Kubernetes installation itself. */
  byok?: ByokStorageClassesPatch;
  /** The ingress proxy that receives the workloads' traffic. */
  ingress?: ByokIngressPatch;
  /** Istio, the service mesh of the workloads: control plane, ingress gateway and sidecars. */
  istio?: ByokIstioPatch;
  /** The log splitter, which routes the workloads' logs. */
  logSplitter?: ByokLogSplitterPatch;
  /** The monitoring stack (Prometheus and kube-state-metrics) and where its metrics are sent. */
  monitoring?: ByokMonitoringPatch;
  /** The single Redis instance used by the platform. */
  redis?: ByokRedisPatch;
  /** The highly available Redis used by the platform. */
  redisHa?: ByokRedisHaPatch;
  /** The Redis Sentinel instances that watch the highly available Redis. */
  redisSentinel?: ByokRedisSentinelPatch;
  /** The tracing agent that forwards the workloads' traces. */
  tempoAgent?: ByokTempoAgentPatch;
  /** The internal DNS server of the platform. */
  internalDns?: ByokInternalDnsPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("actuator" | "middlebox" | "common" | "longhorn" | "byok" | "ingress" | "istio" | "logSplitter" | "monitoring" | "redis" | "redisHa" | "redisSentinel" | "tempoAgent" | "internalDns")[];
  /** Sets `actuator` to this complete value, replacing it whole. */
  "$replace/actuator"?: ByokActuator;
  /** Sets `middlebox` to this complete value, replacing it whole. */
  "$replace/middlebox"?: ByokMiddlebox;
  /** Sets `common` to this complete value, replacing it whole. */
  "$replace/common"?: ByokCommon;
  /** Sets `longhorn` to this complete value, replacing it whole. */
  "$replace/longhorn"?: ByokLonghorn;
  /** Sets `byok` to this complete value, replacing it whole. */
  "$replace/byok"?: ByokStorageClasses;
  /** Sets `ingress` to this complete value, replacing it whole. */
  "$replace/ingress"?: ByokIngress;
  /** Sets `istio` to this complete value, replacing it whole. */
  "$replace/istio"?: ByokIstio;
  /** Sets `logSplitter` to this complete value, replacing it whole. */
  "$replace/logSplitter"?: ByokLogSplitter;
  /** Sets `monitoring` to this complete value, replacing it whole. */
  "$replace/monitoring"?: ByokMonitoring;
  /** Sets `redis` to this complete value, replacing it whole. */
  "$replace/redis"?: ByokRedis;
  /** Sets `redisHa` to this complete value, replacing it whole. */
  "$replace/redisHa"?: ByokRedisHa;
  /** Sets `redisSentinel` to this complete value, replacing it whole. */
  "$replace/redisSentinel"?: ByokRedisSentinel;
  /** Sets `tempoAgent` to this complete value, replacing it whole. */
  "$replace/tempoAgent"?: ByokTempoAgent;
  /** Sets `internalDns` to this complete value, replacing it whole. */
  "$replace/internalDns"?: ByokInternalDns;
}

/**
 * Resources, log level and environment of the actuator.
 *
 * Patch of `ByokActuator`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokActuatorPatch {
  /** CPU requested by the actuator, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of the actuator, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by the actuator, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of the actuator, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** How much the actuator logs: `trace`, `info` or `error`. Closed set. */
  logLevel?: "trace" | "info" | "error";
  /** Extra environment variables of the actuator (name → value). */
  env?: StringMapPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "maxCpu" | "minMemory" | "maxMemory" | "logLevel" | "env")[];
  /** Sets `env` to this complete value, replacing it whole. */
  "$replace/env"?: StringMap;
}

/**
 * Settings of the middlebox.
 *
 * Patch of `ByokMiddlebox`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokMiddleboxPatch {
  /** When true, the middlebox is deployed. */
  enabled?: boolean;
  /** Bandwidth, in megabits per second, above which the middlebox raises an alert. */
  bandwidthAlertMbps?: number;
  /** Port the middlebox listens on (for example 8080). */
  port?: number;
  /**
   * IP address of the middlebox (for example `10.0.0.10`).
   *
   * @maxLength 45
   */
  ip?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("enabled" | "bandwidthAlertMbps" | "port" | "ip")[];
}

/**
 * Settings shared by the platform's deployments.
 *
 * Patch of `ByokCommon`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokCommonPatch {
  /** Number of replicas of each platform deployment (for example 2). */
  deploymentReplicas?: number;
  /** Pod disruption budget applied to the platform deployments. */
  pdb?: ByokPodDisruptionBudgetPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("deploymentReplicas" | "pdb")[];
  /** Sets `pdb` to this complete value, replacing it whole. */
  "$replace/pdb"?: ByokPodDisruptionBudget;
}

/**
 * A Kubernetes pod disruption budget.
 *
 * Patch of `ByokPodDisruptionBudget`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokPodDisruptionBudgetPatch {
  /** Largest number of a deployment's pods that may be unavailable at once during voluntary disruptions such as node drains (for example 1). */
  maxUnavailable?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "maxUnavailable"[];
}

/**
 * Settings of Longhorn storage.
 *
 * Patch of `ByokLonghorn`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokLonghornPatch {
  /** Number of replicas Longhorn keeps of each volume (for example 3). */
  numberOfReplicas?: number;
  /** Number of replicas of the Longhorn deployments (for example 2). */
  replicas?: number;
  /** When true, the Longhorn storage class is the cluster's default storage class. */
  isDefault?: boolean;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("numberOfReplicas" | "replicas" | "isDefault")[];
}

/**
 * Settings of the bring-your-own-Kubernetes installation.
 *
 * Patch of `ByokStorageClasses`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokStorageClassesPatch {
  /** When true, the platform does not install its default storage classes. */
  noDefaultStorageClasses?: boolean;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "noDefaultStorageClasses"[];
}

/**
 * Resources and scaling of the ingress proxy.
 *
 * Patch of `ByokIngress`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokIngressPatch {
  /** CPU of each ingress proxy replica, as a Kubernetes quantity (for example `500m`). */
  cpu?: Quantity;
  /** Memory of each ingress proxy replica, as a Kubernetes quantity (for example `512Mi`). */
  memory?: Quantity;
  /** Target CPU utilization, in percent, used to autoscale the ingress proxy (for example 75). */
  targetPercent?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("cpu" | "memory" | "targetPercent")[];
}

/**
 * Settings of the Istio service mesh.
 *
 * Patch of `ByokIstio`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokIstioPatch {
  /** istiod, the Istio control plane. */
  istiod?: ByokIstiodPatch;
  /** The Istio ingress gateway. */
  ingressgateway?: ByokIstioIngressGatewayPatch;
  /** The Istio sidecar proxy added to each workload pod. */
  sidecar?: ByokIstioSidecarPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("istiod" | "ingressgateway" | "sidecar")[];
  /** Sets `istiod` to this complete value, replacing it whole. */
  "$replace/istiod"?: ByokIstiod;
  /** Sets `ingressgateway` to this complete value, replacing it whole. */
  "$replace/ingressgateway"?: ByokIstioIngressGateway;
  /** Sets `sidecar` to this complete value, replacing it whole. */
  "$replace/sidecar"?: ByokIstioSidecar;
}

/**
 * Replicas, resources and disruption budget of istiod.
 *
 * Patch of `ByokIstiod`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokIstiodPatch {
  /** Number of istiod replicas (for example 2). */
  replicas?: number;
  /** CPU requested by each istiod replica, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of each istiod replica, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by each istiod replica, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of each istiod replica, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** Pod disruption budget of istiod, as a number of pods (for example 1). */
  pdb?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("replicas" | "minCpu" | "maxCpu" | "minMemory" | "maxMemory" | "pdb")[];
}

/**
 * Replicas and resource limits of the Istio ingress gateway.
 *
 * Patch of `ByokIstioIngressGateway`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokIstioIngressGatewayPatch {
  /** Number of ingress gateway replicas (for example 2). */
  replicas?: number;
  /** CPU limit of each ingress gateway replica, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory limit of each ingress gateway replica, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("replicas" | "maxCpu" | "maxMemory")[];
}

/**
 * Resource requests of the Istio sidecar proxy.
 *
 * Patch of `ByokIstioSidecar`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokIstioSidecarPatch {
  /** CPU requested by each sidecar proxy, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** Memory requested by each sidecar proxy, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "minMemory")[];
}

/**
 * Resources, buffer and rate limit of the log splitter.
 *
 * Patch of `ByokLogSplitter`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokLogSplitterPatch {
  /** CPU requested by the log splitter, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of the log splitter, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by the log splitter, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of the log splitter, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /**
   * Size of the log splitter's in-memory buffer (for example `64M`).
   *
   * @maxLength 64
   */
  memBufferSize?: string;
  /** Rate limit the log splitter applies to each pod's logs (for example 10000). */
  perPodRate?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "maxCpu" | "minMemory" | "maxMemory" | "memBufferSize" | "perPodRate")[];
}

/**
 * Settings of the monitoring stack.
 *
 * Patch of `ByokMonitoring`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokMonitoringPatch {
  /** Memory requested by Prometheus, as a Kubernetes quantity (for example `2Gi`). */
  minMemory?: Quantity;
  /** Memory limit of Prometheus, as a Kubernetes quantity (for example `8Gi`). */
  maxMemory?: Quantity;
  /** Settings of kube-state-metrics. */
  kubeStateMetrics?: ByokKubeStateMetricsPatch;
  /** Settings of the Prometheus servers. */
  prometheus?: ByokPrometheusPatch;
  /**
   * Endpoints Prometheus also sends its samples to, with Prometheus `remote_write` settings. Each entry is identified by its `url`, which must be unique.
   *
   * @maxItems 1000
   */
  remoteWrite?: RemoteWrite[];
  /** Labels added to every series and alert sent out of Prometheus (label name → value, for example `{"cluster": "prod-1"}`). */
  externalLabels?: StringMapPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minMemory" | "maxMemory" | "kubeStateMetrics" | "prometheus" | "remoteWrite" | "externalLabels")[];
  /** Sets `kubeStateMetrics` to this complete value, replacing it whole. */
  "$replace/kubeStateMetrics"?: ByokKubeStateMetrics;
  /** Sets `prometheus` to this complete value, replacing it whole. */
  "$replace/prometheus"?: ByokPrometheus;
  /** Removes the elements of `remoteWrite` whose `url` is listed (absent ones: no change). */
  "$drop/remoteWrite"?: string[];
  /** Keeps only the elements of `remoteWrite` whose `url` is listed, in their order, and removes every other element. */
  "$retain/remoteWrite"?: string[];
  /** Changes elements of `remoteWrite` in place, each named by its `url` (a missing element is NOT_FOUND). */
  "$patch/remoteWrite"?: RemoteWritePatch[];
  /** Adds these complete elements at the end of `remoteWrite` (one equal to an existing element: no change; same `url`, different content: EXISTS). */
  "$append/remoteWrite"?: RemoteWrite[];
  /** Sets `externalLabels` to this complete value, replacing it whole. */
  "$replace/externalLabels"?: StringMap;
}

/**
 * Resources of kube-state-metrics.
 *
 * Patch of `ByokKubeStateMetrics`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokKubeStateMetricsPatch {
  /** Memory requested by kube-state-metrics, as a Kubernetes quantity (for example `128Mi`). */
  minMemory?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "minMemory"[];
}

/**
 * Settings of the Prometheus servers.
 *
 * Patch of `ByokPrometheus`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokPrometheusPatch {
  /** The main Prometheus server. */
  main?: ByokPrometheusMainPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "main"[];
  /** Sets `main` to this complete value, replacing it whole. */
  "$replace/main"?: ByokPrometheusMain;
}

/**
 * Settings of the main Prometheus server.
 *
 * Patch of `ByokPrometheusMain`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokPrometheusMainPatch {
  /** Size of the main Prometheus server's persistent volume, as a Kubernetes quantity (for example `50Gi`). */
  storage?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "storage"[];
}

/**
 * One Prometheus remote-write endpoint, with the members of a Prometheus `remote_write` entry. Identified by its `url`.
 *
 * Element patch of `RemoteWrite` (in `$patch/<array>`): `url` names the element to change; the other fields are optional and patchable.
 */
export interface RemoteWritePatch {
  /**
   * URL of the endpoint samples are sent to (for example `https://metrics.example.com/api/v1/write`); identifies the entry in patches. Required.
   * Names the element to change: a selector, not an assignment.
   */
  url: string;
  /** HTTP basic authentication sent with each request. */
  basic_auth?: RemoteWriteBasicAuthPatch;
  /** Authorization header sent with each request (for example a bearer token). */
  authorization?: RemoteWriteAuthorizationPatch;
  /** OAuth 2.0 client-credentials settings, as in Prometheus (`client_id`, `client_secret`, `token_url`, `scopes`, …). */
  oauth2?: FreeFormObjectPatch;
  /** When true, HTTP 3xx redirects are followed. */
  follow_redirects?: boolean;
  /** When true, HTTP/2 may be used. */
  enable_http2?: boolean;
  /** TLS settings, as in Prometheus (`ca_file`, `cert_file`, `key_file`, `server_name`, `insecure_skip_verify`, …). */
  tls_config?: FreeFormObjectPatch;
  /**
   * URL of the HTTP proxy requests go through (for example `http://proxy.example.com:3128`).
   *
   * @maxLength 2048
   */
  proxy_url?: string;
  /**
   * Comma-separated hosts, domains and CIDR ranges reached without the proxy (for example `localhost,.internal,10.0.0.0/8`).
   *
   * @maxLength 4096
   */
  no_proxy?: string;
  /** When true, the proxy is taken from the `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY` environment variables. */
  proxy_from_environment?: boolean;
  /** Headers sent to the proxy on CONNECT requests (header name → list of values), as in Prometheus. */
  proxy_connect_header?: FreeFormObjectPatch;
  /** Custom HTTP headers sent with each request, as in Prometheus (header name → `values`, `secrets` or `files`). */
  http_headers?: FreeFormObjectPatch;
  /**
   * Timeout of each request to the endpoint, as a Prometheus duration (for example `30s`).
   *
   * @maxLength 64
   */
  remote_timeout?: string;
  /** Custom HTTP headers sent with each request (header name → value). */
  headers?: FreeFormObjectPatch;
  /**
   * Prometheus relabel rules applied to samples before they are sent (each with members such as `source_labels`, `regex`, `action`). The rules have no identifier: patches match them by their whole value.
   *
   * @maxItems 1000
   */
  write_relabel_configs?: FreeFormObject[];
  /**
   * Name of the remote-write queue, unique among the endpoints; used in metrics and logs.
   *
   * @maxLength 255
   */
  name?: string;
  /** When true, exemplars are sent along with the samples. */
  send_exemplars?: boolean;
  /** When true, native histograms are sent. */
  send_native_histograms?: boolean;
  /** vendorB request signing (Signature Version 4) settings, as in Prometheus (`region`, `access_key`, `secret_key`, `profile`, `role_arn`). */
  vendorB_sigv4?: FreeFormObjectPatch;
  /** vendorH Active Directory authentication settings, as in Prometheus (`cloud`, `managed_identity`, `oauth`, …). */
  vendorH_ad?: FreeFormObjectPatch;
  /** vendorJ identity (IAM) authentication settings, as in Prometheus. */
  vendorJ_iam?: FreeFormObjectPatch;
  /** Tuning of the send queue, as in Prometheus (`capacity`, `max_shards`, `max_samples_per_send`, `batch_send_deadline`, …). */
  queue_config?: FreeFormObjectPatch;
  /** Removes the listed fields from the element (never its identifier `url`; absent fields: no change). */
  $drop?: ("basic_auth" | "authorization" | "oauth2" | "follow_redirects" | "enable_http2" | "tls_config" | "proxy_url" | "no_proxy" | "proxy_from_environment" | "proxy_connect_header" | "http_headers" | "remote_timeout" | "headers" | "write_relabel_configs" | "name" | "send_exemplars" | "send_native_histograms" | "vendorB_sigv4" | "vendorH_ad" | "vendorJ_iam" | "queue_config")[];
  /** Sets `basic_auth` to this complete value, replacing it whole. */
  "$replace/basic_auth"?: RemoteWriteBasicAuth;
  /** Sets `authorization` to this complete value, replacing it whole. */
  "$replace/authorization"?: RemoteWriteAuthorization;
  /** Sets `oauth2` to this complete value, replacing it whole. */
  "$replace/oauth2"?: FreeFormObject;
  /** Sets `tls_config` to this complete value, replacing it whole. */
  "$replace/tls_config"?: FreeFormObject;
  /** Sets `proxy_connect_header` to this complete value, replacing it whole. */
  "$replace/proxy_connect_header"?: FreeFormObject;
  /** Sets `http_headers` to this complete value, replacing it whole. */
  "$replace/http_headers"?: FreeFormObject;
  /** Sets `headers` to this complete value, replacing it whole. */
  "$replace/headers"?: FreeFormObject;
  /** Removes the elements of `write_relabel_configs` equal to a listed one (absent ones: no change). */
  "$drop/write_relabel_configs"?: FreeFormObject[];
  /** Keeps only the elements of `write_relabel_configs` equal to a listed one, in their order, and removes every other element. */
  "$retain/write_relabel_configs"?: FreeFormObject[];
  /** Changes elements of `write_relabel_configs` in place, each selected by example: its plain members must equal exactly one element. */
  "$patch/write_relabel_configs"?: WriteRelabelConfigPatch[];
  /** Adds these complete elements at the end of `write_relabel_configs`. */
  "$append/write_relabel_configs"?: FreeFormObject[];
  /** Sets `vendorB_sigv4` to this complete value, replacing it whole. */
  "$replace/vendorB_sigv4"?: FreeFormObject;
  /** Sets `vendorH_ad` to this complete value, replacing it whole. */
  "$replace/vendorH_ad"?: FreeFormObject;
  /** Sets `vendorJ_iam` to this complete value, replacing it whole. */
  "$replace/vendorJ_iam"?: FreeFormObject;
  /** Sets `queue_config` to this complete value, replacing it whole. */
  "$replace/queue_config"?: FreeFormObject;
}

/**
 * HTTP basic authentication of a remote-write endpoint. The service stores the members as given; Prometheus itself refuses a configuration with both `password` and `password_file` (or both `username` and `username_file`), so give one of each pair.
 *
 * Patch of `RemoteWriteBasicAuth`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface RemoteWriteBasicAuthPatch {
  /**
   * User name sent for basic authentication.
   *
   * @maxLength 255
   */
  username?: string;
  /**
   * Path of a file, inside the Prometheus container, holding the user name.
   *
   * @maxLength 4096
   */
  username_file?: string;
  /**
   * Password sent for basic authentication.
   *
   * @maxLength 1024
   */
  password?: string;
  /**
   * Path of a file, inside the Prometheus container, holding the password.
   *
   * @maxLength 4096
   */
  password_file?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("username" | "username_file" | "password" | "password_file")[];
}

/**
 * The `Authorization` header of a remote-write endpoint. The service stores the members as given; Prometheus itself refuses a configuration with both `credentials` and `credentials_file`, so give one.
 *
 * Patch of `RemoteWriteAuthorization`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface RemoteWriteAuthorizationPatch {
  /**
   * Authentication scheme put before the credentials (for example `Bearer`, the default in Prometheus).
   *
   * @maxLength 255
   */
  type?: string;
  /**
   * Credentials put after the scheme (for example a token).
   *
   * @maxLength 8192
   */
  credentials?: string;
  /**
   * Path of a file, inside the Prometheus container, holding the credentials.
   *
   * @maxLength 4096
   */
  credentials_file?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("type" | "credentials" | "credentials_file")[];
}

/**
 * A JSON object whose members are not listed by this API and are passed through as given (for example a Prometheus `tls_config` block). Values may be any JSON except `null`, nested at most 32 levels; keys are non-empty, never start with `$` and are never `__proto__`, `constructor` or `prototype`; at most 1000 keys per object and 1000 items per array.
 *
 * Patch of a free-form object: the members given are merged (an object is a nested patch of its member, anything else is set whole), `$drop` removes members.
 */
export interface FreeFormObjectPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: OpenKey[];
  /** Merges into this member (an object), or sets it (any other value). */
  [key: string]: FreeFormPatchValue | undefined;
}

/**
 * One element of `write_relabel_configs`, selected by example: its plain members must equal those of exactly one element, which `$drop` and `$replace/<member>` then change.
 *
 * Element patch (in `$patch/<array>`) of an array whose elements have no identifier.
 */
export interface WriteRelabelConfigPatch {
  /** Removes the listed members from the selected element. */
  $drop?: OpenKey[];
  /** Sets the member named after the slash in the selected element to this value (any JSON but null). */
  [key: `$replace/${string}`]: FreeFormValue;
  /** A member the element must have, with this value. */
  [key: string]: FreeFormValue | undefined;
}

/**
 * Resources and storage of the single Redis instance.
 *
 * Patch of `ByokRedis`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokRedisPatch {
  /** CPU requested by Redis, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of Redis, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by Redis, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of Redis, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** Size of the Redis persistent volume, as a Kubernetes quantity (for example `1Gi`). */
  storage?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "maxCpu" | "minMemory" | "maxMemory" | "storage")[];
}

/**
 * Resources and storage of the highly available Redis.
 *
 * Patch of `ByokRedisHa`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokRedisHaPatch {
  /** CPU requested by each highly available Redis replica, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of each highly available Redis replica, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by each highly available Redis replica, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of each highly available Redis replica, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** Size of each replica's persistent volume, as a whole number (the service description gives no unit). */
  storage?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "maxCpu" | "minMemory" | "maxMemory" | "storage")[];
}

/**
 * Resources and storage of the Redis Sentinel instances.
 *
 * Patch of `ByokRedisSentinel`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokRedisSentinelPatch {
  /** CPU requested by each Redis Sentinel instance, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of each Redis Sentinel instance, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by each Redis Sentinel instance, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of each Redis Sentinel instance, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** Size of each Sentinel instance's persistent volume, as a whole number (the service description gives no unit). */
  storage?: number;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "maxCpu" | "minMemory" | "maxMemory" | "storage")[];
}

/**
 * Resource requests of the tracing agent.
 *
 * Patch of `ByokTempoAgent`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokTempoAgentPatch {
  /** CPU requested by the tracing agent, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** Memory requested by the tracing agent, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "minMemory")[];
}

/**
 * Resources of the internal DNS server.
 *
 * Patch of `ByokInternalDns`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ByokInternalDnsPatch {
  /** CPU requested by the internal DNS server, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of the internal DNS server, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by the internal DNS server, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of the internal DNS server, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("minCpu" | "maxCpu" | "minMemory" | "maxMemory")[];
}

/**
 * One address range allowed to reach the cluster's Kubernetes API. Identified by its `sourceCIDR`.
 *
 * Element patch of `FirewallEntry` (in `$patch/<array>`): `sourceCIDR` names the element to change; the other fields are optional and patchable.
 */
export interface FirewallEntryPatch {
  /**
   * Allowed source addresses: an IPv4 or IPv6 range in CIDR notation (for example `203.0.113.0/24`, or `0.0.0.0/0` for everyone) or a single address; identifies the entry in patches. Required.
   * Names the element to change: a selector, not an assignment.
   */
  sourceCIDR: CidrOrAddress;
  /**
   * Free text saying what the entry is for (for example `office VPN`).
   *
   * @maxLength 250
   */
  description?: string;
  /** Removes the listed fields from the element (never its identifier `sourceCIDR`; absent fields: no change). */
  $drop?: "description"[];
}

/** A member of a `FreeFormObject` in a patch: any JSON value but `null`. Strings, numbers, booleans and arrays are set whole; an object is a nested patch ({@link FreeFormPatchObject}) merged into the member. */
export type FreeFormPatchValue = string | number | boolean | FreeFormValue[] | FreeFormPatchObject;

/**
 * A nested patch inside a free-form value: merged key by key into the member's current value (an empty object when that is absent or no object). `$drop` removes keys, `$replace/<key>` sets a member whole; array operators do not apply here.
 *
 * The string index signature also admits `$drop`'s `string[]` and `undefined`, as TypeScript requires; the JSON Schema is exact.
 */
export interface FreeFormPatchObject {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: string[];
  /** Sets this member whole (a literal value, not merged). */
  [key: `$replace/${string}`]: FreeFormValue;
  /** Merges into this member (an object), or sets it (any other value). */
  [key: string]: FreeFormPatchValue | undefined;
}
