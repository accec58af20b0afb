// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/**
 * A key of a map or free-form object: a non-empty string that does not start with `$` (reserved for patch operators) and is not `__proto__`, `constructor` or `prototype` (refused anywhere, to prevent prototype pollution).
 *
 * @pattern ^(?!\$)(?!(?:__proto__|constructor|prototype)$)
 * @minLength 1
 * @maxLength 317
 */
export type OpenKey = string;

/**
 * A date and time in UTC, in the ISO 8601 form of RFC 3339 with `T` and `Z`: `YYYY-MM-DDThh:mm:ss`, an optional fraction of a second, then `Z` (for example `2025-01-31T12:00:00Z`). Offsets such as `+01:00` are not used: the service keeps and sends every time in UTC. Dates are real calendar dates (`2025-02-29` is not one); `23:59:60` is a leap second.
 *
 * @pattern ^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)(?:\.[0-9]+)?Z$
 * @maxLength 64
 */
export type UtcDateTime = string;

/**
 * A Kubernetes version in dotted `MAJOR.MINOR.PATCH` form, such as `1.32.9`. The listed known values are offered for completion; other versions of that form are accepted and judged by the service.
 *
 * @pattern ^[0-9]+\.[0-9]+\.[0-9]+$
 * @maxLength 32
 */
export type KubernetesVersion = "1.26.0" | "1.26.4" | "1.27.3" | "1.28.2" | "1.28.4" | "1.29.7" | "1.30.3" | "1.31.5" | "1.31.13" | "1.32.1" | "1.32.9" | "1.33.5" | "1.34.2" | "1.35.3" | "1.36.5" | (string & {});

/**
 * An IPv4 or IPv6 network in CIDR notation (`203.0.113.0/24`, `0.0.0.0/0`, `2001:db8::/32`) or a single bare address (`203.0.113.7`, `2001:db8::1`).
 *
 * @pattern ^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$
 * @maxLength 49
 */
export type CidrOrAddress = string;

/**
 * An IPv4 or IPv6 network in CIDR notation, such as `10.42.0.0/16` or `fd00:10::/108`. Following the service facts, the prefix length is optional: a bare address such as `10.0.0.1` is accepted too.
 *
 * @pattern ^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$
 * @maxLength 49
 */
export type Cidr = string;

/**
 * A link to an object stored in the organization, never the secret value itself: the absolute `/org/<org>/<kind>/<name>` or the relative `//<kind>/<name>` (for example `/org/acme/secret/cluster-token` or `//secret/cluster-token`).
 *
 * @pattern ^(?:/org/[^/\s]+/|//)[^/\s]+/[^/\s]+$
 * @maxLength 512
 */
export type SecretLink = string;

/**
 * A Go duration: one or more decimal numbers each with a unit (`ns`, `us`, `ms`, `s`, `m`, `h`), such as `10m`, `90s` or `1h30m`; `0` alone is allowed.
 *
 * @pattern ^(?:0|(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+)$
 * @maxLength 64
 */
export type Duration = string;

/**
 * A Kubernetes resource quantity: a non-negative number with an optional binary suffix (`Ki`, `Mi`, `Gi`, `Ti`, `Pi`, `Ei`), decimal suffix (`n`, `u`, `m`, `k`, `M`, `G`, `T`, `P`, `E`) or exponent (`e3`). For CPU, `500m` is half a core and `2` two cores; for memory and storage, `512Mi` or `4Gi`.
 *
 * @pattern ^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$
 * @maxLength 64
 */
export type Quantity = string;

/** Tags of the cluster record: a map of tag name to a string, number or boolean value (for example `{"env": "prod", "tier": 2, "billable": true}`). At most 50 tags; keys are non-empty, never start with `$` and are never `__proto__`, `constructor` or `prototype`. */
export interface ClusterTags {
  [key: string]: string | number | boolean;
}

/** A map of string keys to string values (labels, vendor tags, metadata, environment variables). Keys are non-empty, never start with `$` and are never `__proto__`, `constructor` or `prototype`; at most 1000 keys. */
export interface StringMap {
  [key: string]: string;
}

/** Any JSON value except `null`: a string (at most 16384 characters), number, boolean, array of such values (at most 1000 items) or object of such values (at most 1000 keys, with the same key rules as `FreeFormObject`). Nested at most 32 levels. */
export type FreeFormValue = string | number | boolean | FreeFormValue[] | FreeFormObject;

/** A JSON object whose members are not listed by this API and are passed through as given (for example a Prometheus `tls_config` block). Values may be any JSON except `null`, nested at most 32 levels; keys are non-empty, never start with `$` and are never `__proto__`, `constructor` or `prototype`; at most 1000 keys per object and 1000 items per array. */
export interface FreeFormObject {
  [key: string]: FreeFormValue;
}

/** A managed Kubernetes cluster record of an organization. The service returns every field on read; create and patch bodies take only `name`, `description`, `tags` and `spec`, and the other fields are set by the service. */
export interface Cluster {
  /**
   * Unique identifier of the cluster record, assigned by the service. Read only.
   * Set by the service: not accepted in create or patch bodies.
   *
   * @maxLength 255
   */
  id: string;
  /**
   * Name of the cluster, unique within the organization and used in its path (`/org/{org}/mk8s/{name}`): lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen, at most 63 characters (for example `prod-eu-1`). Given on create; a patch may repeat it but not change it.
   * Cannot change after the cluster is created.
   *
   * @pattern ^[a-z][-a-z0-9]*[a-z0-9]$
   * @maxLength 63
   */
  name: string;
  /**
   * Kind of the record, always `mk8s`. Read only.
   * Set by the service: not accepted in create or patch bodies.
   */
  kind: "mk8s";
  /**
   * Version of the record, increased by the service on every change; at least 1. Read only.
   * Set by the service: not accepted in create or patch bodies.
   *
   * @minimum 1
   */
  version: number;
  /**
   * Free text describing the cluster, at most 250 characters.
   *
   * @maxLength 250
   */
  description?: string;
  /** Tags of the cluster (tag name → string, number or boolean), at most 50. */
  tags?: ClusterTags;
  /**
   * When the cluster record was created, in UTC (for example `2025-01-31T12:00:00Z`). Read only.
   * Set by the service: not accepted in create or patch bodies.
   */
  created: UtcDateTime;
  /**
   * When the cluster record last changed, in UTC. Read only.
   * Set by the service: not accepted in create or patch bodies.
   */
  lastModified: UtcDateTime;
  /**
   * Links to this record and related resources, each named by its relation (`rel`, for example `self` or `org`). Read only.
   * Set by the service: not accepted in create or patch bodies.
   * Elements are identified by `rel`.
   *
   * @maxItems 1000
   */
  links: Link[];
  /** What the cluster should be: Kubernetes version, firewall, provider and add-ons. */
  spec: ClusterSpec;
  /**
   * Alternative identifier of the cluster assigned by the service. Read only.
   * Set by the service: not accepted in create or patch bodies.
   *
   * @maxLength 255
   */
  alias?: string;
  /**
   * Information about the cluster reported by the service. Read only; may be empty.
   * Set by the service: not accepted in create or patch bodies.
   */
  status?: ClusterStatus;
}

/** A link to this record or a related resource. Identified by its `rel`. */
export interface Link {
  /**
   * Relation of the linked resource to this record (for example `self` or `org`); identifies the link. Required.
   *
   * @maxLength 63
   */
  rel: string;
  /**
   * Path of the linked resource (for example `/org/acme/mk8s/prod-eu-1`). Required.
   *
   * @maxLength 512
   */
  href: string;
}

/** The desired state of the cluster. */
export interface ClusterSpec {
  /** Kubernetes version of the cluster in dotted `MAJOR.MINOR.PATCH` form (for example `1.32.9`); the known versions are offered for completion. Required. */
  version: KubernetesVersion;
  /**
   * Address ranges allowed to reach the cluster's Kubernetes API. Each entry is identified by its `sourceCIDR`, which must be unique. Default `[{"sourceCIDR": "0.0.0.0/0"}]` (open to all).
   * Elements are identified by `sourceCIDR`.
   *
   * @default [{"sourceCIDR":"0.0.0.0/0"}]
   * @maxItems 1000
   */
  firewall?: FirewallEntry[];
  /** Where and how the nodes run: exactly one provider block. Required. */
  provider: Provider;
  /** Optional components the service installs and manages in the cluster. */
  addOns?: AddOns;
}

/** One address range allowed to reach the cluster's Kubernetes API. Identified by its `sourceCIDR`. */
export interface FirewallEntry {
  /** Allowed source addresses: an IPv4 or IPv6 range in CIDR notation (for example `203.0.113.0/24`, or `0.0.0.0/0` for everyone) or a single address; identifies the entry in patches. Required. */
  sourceCIDR: CidrOrAddress;
  /**
   * Free text saying what the entry is for (for example `office VPN`).
   *
   * @maxLength 250
   */
  description?: string;
}

/** Where and how the cluster's nodes run: exactly one of the provider keys is set. */
export type Provider =
  | {
      /** Nodes on machines you bring and join yourself. */
      generic: GenericProvider;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorA servers. */
      vendorA: VendorAProvider;
      generic?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorB instances. */
      vendorB: VendorBProvider;
      generic?: never;
      vendorA?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorC servers. */
      vendorC: VendorCProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorD instances. */
      vendorD: VendorDProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorE instances. */
      vendorE: VendorEProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorF machines. */
      vendorF: VendorFProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** A short-lived cluster with nodes provided by the service. */
      ephemeral: EphemeralProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorG virtual machines. */
      vendorG: VendorGProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorH virtual machines. */
      vendorH: VendorHProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorI virtual machines. */
      vendorI: VendorIProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorJ instances. */
      vendorJ: VendorJProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
    };

/** A cluster whose nodes are machines you bring and join yourself, anywhere; the service runs the control plane. */
export interface GenericProvider {
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location: string;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Node pools of the cluster, made of machines you join to it yourself. Each pool is identified by its `name`, which must be unique within the array.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: NodePoolBase[];
}

/** Networking settings of the cluster: the service and pod address ranges and the DNS forwarder. This is the shape every provider shows on read, and the input shape of the generic, vendorB, vendorH and vendorJ providers. */
export interface NetworkingFull {
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
}

/** A node pool with only the fields every provider shares: its name, the labels and the taints put on its nodes. Provider node pools add their own fields to these three. */
export interface NodePoolBase {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
}

/** A Kubernetes taint put on every node of a pool, so that only pods that tolerate it are scheduled there. Identified in patches by its `key`. */
export interface Taint {
  /**
   * Taint key, the identifier of the taint within its pool (for example `dedicated` or `example.com/gpu`). Required.
   *
   * @maxLength 317
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
}

/** A cluster whose nodes run as vendorA cloud servers (and, optionally, vendorA dedicated servers). */
export interface VendorAProvider {
  /**
   * vendorA region (location) in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** vendorA labels put on every cloud resource the service creates for the cluster (label key → value). */
  vendorALabels?: StringMap;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Link to the secret that holds the vendorA API token the service uses to manage servers. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * ID of the vendorA private network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  networkId: string;
  /**
   * ID of an existing vendorA firewall to apply to the nodes.
   *
   * @maxLength 255
   */
  firewallId?: string;
  /**
   * Node pools of vendorA cloud servers, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorANodePool[];
  /**
   * Node pools of vendorA dedicated (bare-metal) servers. Each pool is identified by its `name`, which must be unique within the array.
   * Elements are identified by `name`.
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
  autoscaler?: Autoscaler;
  /** vendorA label selector (label key → value) choosing the floating IPs the service assigns to nodes. */
  floatingIPSelector?: StringMap;
}

/** A pool of vendorA cloud servers of one server type. */
export interface VendorANodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorA server type of the pool's nodes (a name from the vendor's catalogue). Required.
   *
   * @maxLength 255
   */
  serverType: string;
  /**
   * Image name or ID for this pool's nodes, replacing the provider's `image`.
   *
   * @maxLength 255
   */
  overrideImage?: string;
  /**
   * Smallest number of servers the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of servers the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
}

/** Settings of the Kubernetes cluster autoscaler, which grows and shrinks node pools between their `minSize` and `maxSize`. */
export interface Autoscaler {
  /**
   * Strategies the autoscaler uses to choose which node pool to grow, applied in the order given, each one narrowing the choice of the one before: `random`, `most-pods`, `least-waste`, `price`. Closed set. Default `["most-pods"]`.
   *
   * @default ["most-pods"]
   * @maxItems 1000
   */
  expander?: ("random" | "most-pods" | "least-waste" | "price")[];
  /**
   * How long a node must stay unneeded before the autoscaler removes it, as a Go duration (for example `10m` or `1h30m`). Default `10m`.
   *
   * @default 10m
   */
  unneededTime?: Duration;
  /**
   * How long an unready node must stay unneeded before the autoscaler removes it, as a Go duration (for example `20m`). Default `20m`.
   *
   * @default 20m
   */
  unreadyTime?: Duration;
  /**
   * Share of a node's capacity requested by its pods (a fraction from 0 to 1) under which the node counts as unneeded and may be removed. Default `0.7`.
   *
   * @default 0.7
   * @minimum 0
   * @maximum 1
   */
  utilizationThreshold?: number;
}

/** A cluster whose nodes run as vendorB compute instances in your vendorB account, managed through roles the service assumes. */
export interface VendorBProvider {
  /**
   * vendorB region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** vendorB tags put on every cloud resource the service creates for the cluster (tag key → value). */
  vendorBTags?: StringMap;
  /** When true, the service does not create the vendorB roles the cluster needs; they must already exist. */
  skipCreateRoles?: boolean;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Machine image of the nodes, unless a pool overrides it: exactly one of `recommended` or `exact`. Required. */
  image: VendorBImage;
  /**
   * ARN of the vendorB role the service assumes to create and manage the cluster's resources. Required.
   *
   * @maxLength 2048
   */
  deployRoleArn: string;
  /**
   * Roles assumed one after the other, in order, before `deployRoleArn`, for accounts reached through intermediate roles. Each entry is identified by its `roleArn`, which must be unique.
   * Elements are identified by `roleArn`.
   *
   * @maxItems 1000
   */
  deployRoleChain?: VendorBDeployRole[];
  /**
   * ID of the vendorB VPC the nodes run in. Required.
   *
   * @maxLength 255
   */
  vpcId: string;
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
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorBNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/** The machine image of vendorB nodes: exactly one of `recommended` (an image the service recommends, by name) or `exact` (a specific vendorB image ID). */
export type VendorBImage =
  | {
      /**
       * Name of an image recommended by the service (for example an OS name and version); the service picks the matching vendorB image in the region.
       *
       * @maxLength 255
       */
      recommended: string;
      exact?: never;
    }
  | {
      /**
       * ID of a specific vendorB machine image.
       *
       * @maxLength 255
       */
      exact: string;
      recommended?: never;
    };

/** One role of the chain of vendorB roles assumed before the deploy role. Identified by its `roleArn`. */
export interface VendorBDeployRole {
  /**
   * ARN of the role to assume; identifies the entry in patches. Required.
   *
   * @maxLength 2048
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
}

/** A pool of vendorB instances, on-demand or spot, in the given subnets. */
export interface VendorBNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorB instance types the pool may use; names from the vendor's catalogue. Required. No duplicates.
   *
   * @maxItems 1000
   */
  instanceTypes: string[];
  /** Machine image for this pool's nodes, replacing the provider's `image`: exactly one of `recommended` or `exact`. */
  overrideImage?: VendorBImage;
  /**
   * Size of each node's boot disk, in GiB. At least 0. Default 20.
   *
   * @default 20
   * @minimum 0
   */
  bootDiskSize?: number;
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
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
  /**
   * How spot instances are chosen among the instance types: `lowest-price`, `capacity-optimized`, `capacity-optimized-prioritized` or `price-capacity-optimized`. Closed set. Default `lowest-price`.
   *
   * @default lowest-price
   */
  spotAllocationStrategy?: "lowest-price" | "capacity-optimized" | "capacity-optimized-prioritized" | "price-capacity-optimized";
  /**
   * IDs of the vendorB subnets the pool's instances are placed in. Required. No duplicates.
   *
   * @maxItems 1000
   */
  subnetIds: string[];
  /**
   * IDs of vendorB security groups attached to this pool's instances in addition to the provider's `securityGroupIds`. No duplicates.
   *
   * @maxItems 1000
   */
  extraSecurityGroupIds?: string[];
  /** CPU options of the pool's instances. */
  cpuOptions?: VendorBCpuOptions;
}

/** CPU options of the pool's instances. */
export interface VendorBCpuOptions {
  /** When true, nested virtualization is enabled on the instances, so that they can run virtual machines themselves. */
  nestedVirtualization?: boolean;
}

/** A cluster whose nodes run as vendorC cloud servers in a vendorC VPC. */
export interface VendorCProvider {
  /**
   * vendorC region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** Link to the secret that holds the vendorC API token the service uses to manage servers. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * ID of an existing vendorC firewall to apply to the nodes.
   *
   * @maxLength 255
   */
  firewallId?: string;
  /**
   * Node pools of vendorC servers, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorCNodePool[];
  /**
   * Name or ID of the vendorC image the nodes boot from, unless a pool overrides it. Required.
   *
   * @maxLength 255
   */
  image: string;
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
   * ID of the vendorC VPC the nodes run in. Required.
   *
   * @maxLength 255
   */
  vpcId: string;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/** A pool of vendorC servers of one server type in one subnet. */
export interface VendorCNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorC server type (plan) of the pool's nodes; a name from the vendor's catalogue. Required.
   *
   * @maxLength 255
   */
  serverType: string;
  /**
   * Image name or ID for this pool's nodes, replacing the provider's `image`.
   *
   * @maxLength 255
   */
  overrideImage?: string;
  /**
   * ID of the vendorC subnet the pool's servers are placed in. Required.
   *
   * @maxLength 255
   */
  subnetId: string;
  /**
   * Smallest number of servers the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of servers the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
}

/** A cluster whose nodes run as vendorD instances in one vendorD datacenter. */
export interface VendorDProvider {
  /**
   * vendorD datacenter in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  datacenter: string;
  /** Link to the secret that holds the vendorD API token the service uses to manage instances. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * Node pools of vendorD instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
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
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  unmanagedNodePools?: NodePoolBase[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
}

/** A pool of vendorD instances of one flavor. */
export interface VendorDNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
  /**
   * vendorD flavor (instance size) of the pool's nodes; a name from the vendor's catalogue. Required.
   *
   * @maxLength 255
   */
  flavor: string;
}

/** A cluster whose nodes run as vendorE instances in one vendorE region. */
export interface VendorEProvider {
  /**
   * vendorE region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** Link to the secret that holds the vendorE API token the service uses to manage instances. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * Node pools of vendorE instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorENodePool[];
  /**
   * vendorE SSH key (name or ID) installed on the nodes for administrator access. Required.
   *
   * @maxLength 255
   */
  sshKey: string;
  /**
   * Node pools of machines the service does not create: you provision them and join them to the cluster yourself. Each pool is identified by its `name`, which must be unique within the array.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  unmanagedNodePools?: NodePoolBase[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
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
}

/** A pool of vendorE instances of one instance type. */
export interface VendorENodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
  /**
   * vendorE instance type of the pool's nodes; a name from the vendor's catalogue. Required.
   *
   * @maxLength 255
   */
  instanceType: string;
}

/** A cluster whose nodes run as vendorF machines in one vendorF region. */
export interface VendorFProvider {
  /**
   * vendorF region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** Link to the secret that holds the vendorF API token the service uses to manage machines. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * IDs of vendorF shared drives attached to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  sharedDrives?: string[];
  /**
   * Node pools of vendorF machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorFNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
  /**
   * Node pools of machines the service does not create: you provision them and join them to the cluster yourself. Each pool is identified by its `name`, which must be unique within the array.
   * Elements are identified by `name`.
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
   * ID of the vendorF network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  networkId: string;
}

/** A pool of vendorF machines of one machine type. */
export interface VendorFNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
  /** Public IP address given to each machine of the pool: `none` (no public address), `dynamic` (an address that may change when the machine restarts) or `static` (a fixed address). Closed set. Required. */
  publicIpType: "none" | "dynamic" | "static";
  /**
   * Size of each machine's boot disk, in GB. At least 0.
   *
   * @minimum 0
   */
  bootDiskSize?: number;
  /**
   * vendorF machine type of the pool's nodes; a name from the vendor's catalogue. Required.
   *
   * @maxLength 255
   */
  machineType: string;
}

/** A short-lived cluster whose nodes are provided by the service itself, for tests and experiments. */
export interface EphemeralProvider {
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location: string;
  /**
   * Node pools of the ephemeral cluster; each has a fixed number of nodes. Each pool is identified by its `name`, which must be unique within the array.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: EphemeralNodePool[];
}

/** A fixed number of identical ephemeral nodes. */
export interface EphemeralNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * Number of nodes in the pool. At least 0. Required.
   *
   * @minimum 0
   */
  count: number;
  /** CPU architecture of the nodes: `amd64`, `arm64`, or `any` to let the service choose. Closed set. */
  arch?: "any" | "arm64" | "amd64";
  /**
   * Linux distribution the nodes run: `debian`, `ubuntu` or `fedora`. Closed set. Default `debian`.
   *
   * @default debian
   */
  flavor?: "debian" | "ubuntu" | "fedora";
  /** CPU of each node, as a Kubernetes quantity (for example `2` for two cores or `500m` for half a core). Required. */
  cpu: Quantity;
  /** Memory of each node, as a Kubernetes quantity (for example `4Gi`). Required. */
  memory: Quantity;
}

/** A cluster whose nodes run as vendorG virtual machines, managed through the vendorG cloud API. */
export interface VendorGProvider {
  /** How the service reaches the vendorG cloud API: endpoint, account, user and private key. Required. */
  connection: VendorGConnection;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location: string;
  /** Load balancer in front of the cluster: exactly one of `manual`, `none` or `gateway`. */
  loadBalancer?: VendorGLoadBalancer;
  /**
   * ID of the vendorG private network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  privateNetworkId: string;
  /** When true, the vendorG cloud firewall is enabled on the nodes. */
  firewallEnabled?: boolean;
  /**
   * Node pools of vendorG virtual machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorGNodePool[];
  /**
   * ID of the vendorG image the nodes boot from, unless a pool overrides it. Required.
   *
   * @maxLength 255
   */
  imageId: string;
  /**
   * Public SSH keys installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/** Connection to the vendorG cloud API. */
export interface VendorGConnection {
  /**
   * URL of the vendorG cloud API endpoint (for example `https://cloudapi.example.com`). Required.
   *
   * @maxLength 2048
   */
  url: string;
  /**
   * vendorG account name or ID the cluster's resources belong to. Required.
   *
   * @maxLength 255
   */
  account: string;
  /**
   * vendorG user (sub-user) name used with the account, when not the account itself.
   *
   * @maxLength 255
   */
  user?: string;
  /** Link to the secret that holds the private key used to sign requests to the vendorG API. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  privateKeySecretLink: SecretLink;
}

/** The cluster's load balancer: exactly one of `manual` (load balancer machines you size and place), `none` (no load balancer) or `gateway` (the gateway load balancer). */
export type VendorGLoadBalancer =
  | {
      /** Load balancer machines created by the service with the settings given here. */
      manual: VendorGManualLoadBalancer;
      none?: never;
      gateway?: never;
    }
  | {
      /** No load balancer: an empty object `{}`. */
      none: VendorGNoLoadBalancer;
      manual?: never;
      gateway?: never;
    }
  | {
      /** The gateway load balancer: an empty object `{}`. */
      gateway: VendorGGatewayLoadBalancer;
      manual?: never;
      none?: never;
    };

/** Load balancer virtual machines created by the service in vendorG. */
export interface VendorGManualLoadBalancer {
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
  metadata?: StringMap;
  /** vendorG tags put on the load balancer machines (tag key → value). */
  tags?: StringMap;
  /** Where the load balancer machines send their logs. */
  logging?: VendorGLoadBalancerLogging;
  /**
   * Number of load balancer machines, 1 to 3. Default 1.
   *
   * @default 1
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
}

/** Logging of the manual load balancer machines. */
export interface VendorGLoadBalancerLogging {
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
}

/** No load balancer. Always the empty object `{}`. */
export type VendorGNoLoadBalancer = Record<string, never>;

/** The gateway load balancer. Always the empty object `{}`. */
export type VendorGGatewayLoadBalancer = Record<string, never>;

/** A pool of vendorG virtual machines of one package. */
export interface VendorGNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
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
  vendorGTags?: StringMap;
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
}

/** A cluster whose nodes run as vendorH virtual machines in your vendorH subscription. */
export interface VendorHProvider {
  /**
   * vendorH location (region) in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location: string;
  /**
   * ID of the vendorH subscription the cluster's resources are created in. Required.
   *
   * @maxLength 255
   */
  subscriptionId: string;
  /** Link to the secret that holds the vendorH SDK credentials the service uses. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  sdkSecretLink: SecretLink;
  /**
   * Name of the vendorH resource group the cluster's resources are created in. Required.
   *
   * @maxLength 255
   */
  resourceGroup: string;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Machine image of the nodes, unless a pool overrides it: exactly one of `recommended` or `reference`. Required. */
  image: VendorHImage;
  /**
   * Public SSH keys installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /**
   * ID of the vendorH virtual network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  networkId: string;
  /** vendorH tags put on every resource the service creates for the cluster (tag name → value). */
  tags?: StringMap;
  /**
   * Node pools of vendorH virtual machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorHNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/** The machine image of vendorH nodes: exactly one of `recommended` (an image the service recommends, by name) or `reference` (a vendorH marketplace image given by publisher, offer, SKU and version). */
export type VendorHImage =
  | {
      /**
       * Name of an image recommended by the service (for example an OS name and version).
       *
       * @maxLength 255
       */
      recommended: string;
      reference?: never;
    }
  | {
      /** A vendorH marketplace image given by publisher, offer, SKU and version; all four are required. */
      reference: VendorHImageReference;
      recommended?: never;
    };

/** A vendorH marketplace image, named by its four parts. */
export interface VendorHImageReference {
  /**
   * Publisher of the image. Required.
   *
   * @maxLength 255
   */
  publisher: string;
  /**
   * Offer (product) of the image. Required.
   *
   * @maxLength 255
   */
  offer: string;
  /**
   * SKU (plan) of the image. Required.
   *
   * @maxLength 255
   */
  sku: string;
  /**
   * Version of the image (for example `latest`). Required.
   *
   * @maxLength 255
   */
  version: string;
}

/** A pool of vendorH virtual machines of one size in one subnet. */
export interface VendorHNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorH virtual machine size of the pool's nodes; a name from the vendor's catalogue. Required.
   *
   * @maxLength 255
   */
  size: string;
  /**
   * ID of the vendorH subnet the pool's machines are placed in. Required.
   *
   * @maxLength 255
   */
  subnetId: string;
  /**
   * Availability zones (numbers such as 1, 2, 3) the pool's machines are spread over. No duplicates.
   *
   * @maxItems 1000
   */
  zones?: number[];
  /** Machine image for this pool's nodes, replacing the provider's `image`: exactly one of `recommended` or `reference`. */
  overrideImage?: VendorHImage;
  /**
   * Size of each machine's boot disk, in GiB. At least 0.
   *
   * @minimum 0
   */
  bootDiskSize?: number;
  /**
   * Smallest number of machines the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
}

/** A cluster whose nodes run as vendorI virtual machines in a vendorI VPC. */
export interface VendorIProvider {
  /**
   * vendorI region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /**
   * vendorI tags (plain strings) put on every resource the service creates for the cluster. No duplicates.
   *
   * @maxItems 1000
   */
  vendorITags?: string[];
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Link to the secret that holds the vendorI API token the service uses to manage machines. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * ID of the vendorI VPC the nodes run in. Required.
   *
   * @maxLength 255
   */
  vpcId: string;
  /**
   * Node pools of vendorI machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorINodePool[];
  /**
   * Name or ID of the vendorI image the nodes boot from, unless a pool overrides it. Required.
   *
   * @maxLength 255
   */
  image: string;
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
  autoscaler?: Autoscaler;
  /**
   * vendorI reserved IP addresses assigned to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  reservedIPs?: string[];
}

/** A pool of vendorI machines of one size. */
export interface VendorINodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
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
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of machines the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  maxSize?: number;
}

/** A cluster whose nodes run as vendorJ compute instances in your vendorJ project. */
export interface VendorJProvider {
  /**
   * ID of the vendorJ project the cluster's resources are created in. Required.
   *
   * @maxLength 255
   */
  projectId: string;
  /**
   * vendorJ region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** vendorJ labels put on every resource the service creates for the cluster (label key → value). */
  labels?: StringMap;
  /**
   * vendorJ network tags (plain strings) put on the nodes, for example to match firewall rules. No duplicates.
   *
   * @maxItems 1000
   */
  tags?: string[];
  /** vendorJ instance metadata put on the nodes (key → value). */
  metadata?: StringMap;
  /**
   * Name of the vendorJ VPC network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  network: string;
  /** Link to the secret that holds the vendorJ service account key the service uses. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  saKeyLink: SecretLink;
  /** Networking of the cluster: service network, pod network and DNS forwarder. Cannot be changed after the cluster is created. */
  networking?: NetworkingFull;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Machine image of the nodes, unless a pool overrides it: exactly one of `recommended`, `family` or `exact`. Required. */
  image: VendorJImage;
  /**
   * Node pools of vendorJ instances, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorJNodePool[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/** The machine image of vendorJ nodes: exactly one of `recommended` (an image the service recommends, by name), `family` (the newest image of an image family) or `exact` (a specific image). */
export type VendorJImage =
  | {
      /**
       * Name of an image recommended by the service (for example an OS name and version).
       *
       * @maxLength 255
       */
      recommended: string;
      family?: never;
      exact?: never;
    }
  | {
      /** The newest image of a vendorJ image family, given by project and family name. */
      family: VendorJImageFamily;
      recommended?: never;
      exact?: never;
    }
  | {
      /**
       * Name or self-link of a specific vendorJ image.
       *
       * @maxLength 2048
       */
      exact: string;
      recommended?: never;
      family?: never;
    };

/** A vendorJ image family: the newest image of the family is used. */
export interface VendorJImageFamily {
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
}

/** A pool of vendorJ instances of one machine type in one zone. */
export interface VendorJNodePool {
  /**
   * Name of the node pool, unique within its array; identifies the pool in patches (for example `general` or `gpu-a`). Required.
   *
   * @maxLength 63
   */
  name: string;
  /** Kubernetes labels put on every node of the pool (label key → value, for example `{"team": "data"}`). */
  labels?: StringMap;
  /**
   * Kubernetes taints put on every node of the pool. Each taint is identified by its `key`, which must be unique within the pool.
   * Elements are identified by `key`.
   *
   * @maxItems 1000
   */
  taints?: Taint[];
  /**
   * vendorJ machine type of the pool's nodes; a name from the vendor's catalogue. Required.
   *
   * @maxLength 255
   */
  machineType: string;
  /** When true, each instance of the pool gets a public IP address. */
  assignPublicIP?: boolean;
  /**
   * vendorJ zone (within `region`) the pool's instances run in. Required.
   *
   * @maxLength 255
   */
  zone: string;
  /** Machine image for this pool's nodes, replacing the provider's `image`: exactly one of `recommended`, `family` or `exact`. */
  overrideImage?: VendorJImage;
  /**
   * Size of each instance's boot disk, in GB. At least 20.
   *
   * @minimum 20
   */
  bootDiskSize?: number;
  /**
   * Smallest number of instances the autoscaler keeps in the pool; at least 0 and at most `maxSize`. Default 0.
   *
   * @default 0
   * @minimum 0
   */
  minSize?: number;
  /**
   * Largest number of instances the autoscaler may grow the pool to; at least 0 and at least `minSize`. Default 0.
   *
   * @default 0
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
}

/** Optional components the service installs and manages in the cluster. Each add-on is enabled by being present (an empty object `{}` enables an add-on without settings) and removed by being dropped. */
export interface AddOns {
  /** The Kubernetes dashboard, a web interface for the cluster. Its address is shown in `status.addOns.dashboard.url`. */
  dashboard?: DashboardAddOn;
  /** A second, alternative dashboard web interface. Its address is shown in `status.addOns.dashboardAlt.url`. */
  dashboardAlt?: DashboardAltAddOn;
  /** vendorH workload identity: lets pods authenticate to vendorH as managed identities, without stored credentials. */
  vendorHWorkloadIdentity?: VendorHWorkloadIdentityAddOn;
  /** vendorB workload identity: lets pods assume vendorB roles through the cluster's OIDC provider, without stored credentials. The provider's settings are shown in `status.addOns.vendorBWorkloadIdentity`. */
  vendorBWorkloadIdentity?: VendorBWorkloadIdentityAddOn;
  /** A storage class that provisions persistent volumes on the local disk of the node the pod runs on. */
  localPathStorage?: LocalPathStorageAddOn;
  /** Collection of cluster metrics into the service's metrics store. The Prometheus endpoint is shown in `status.addOns.metrics`. */
  metrics?: MetricsAddOn;
  /** Collection of cluster logs into the service's log store. The store's address is shown in `status.addOns.logs.logStoreAddress`. */
  logs?: LogsAddOn;
  /** Container registry mirrors the nodes pull images through. */
  registryMirror?: RegistryMirrorAddOn;
  /** Support for GPU nodes: installs the vendorK GPU device plugin and drivers so pods can request GPUs. */
  vendorK?: VendorKAddOn;
  /** The vendorB EFS storage driver: persistent volumes on vendorB EFS file systems. */
  vendorBEFS?: VendorBEfsAddOn;
  /** Pulling images from private vendorB ECR registries without image pull secrets. */
  vendorBECR?: VendorBEcrAddOn;
  /** The vendorB load balancer controller: Kubernetes services and ingresses backed by vendorB ELB load balancers. */
  vendorBELB?: VendorBElbAddOn;
  /** Pulling images from private vendorH ACR registries without image pull secrets. */
  vendorHACR?: VendorHAcrAddOn;
  /** The Sysbox container runtime, which lets pods run system software such as Docker or systemd without privileged mode. */
  sysbox?: SysboxAddOn;
  /** Bring your own Kubernetes: runs the service's workload platform components in this cluster, as a location of your organization. */
  byok?: ByokAddOn;
}

/** The Kubernetes dashboard add-on. It has no settings: always the empty object `{}`. */
export type DashboardAddOn = Record<string, never>;

/** The alternative dashboard add-on. It has no settings: always the empty object `{}`. */
export type DashboardAltAddOn = Record<string, never>;

/** vendorH workload identity for the cluster's pods. */
export interface VendorHWorkloadIdentityAddOn {
  /**
   * ID of the vendorH tenant (directory) the managed identities belong to.
   *
   * @maxLength 255
   */
  tenantId?: string;
}

/** vendorB workload identity. It has no settings: always the empty object `{}`. */
export type VendorBWorkloadIdentityAddOn = Record<string, never>;

/** The local-path storage add-on. It has no settings: always the empty object `{}`. */
export type LocalPathStorageAddOn = Record<string, never>;

/** Which metrics are collected from the cluster. Each boolean switches one source on. */
export interface MetricsAddOn {
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
  scrapeAnnotated?: MetricsScrapeAnnotated;
}

/** Scraping of annotated pods: how often, in which namespaces, and which labels to keep. */
export interface MetricsScrapeAnnotated {
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
}

/** Which logs are collected from the cluster. */
export interface LogsAddOn {
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
}

/** Registry mirrors used by the nodes' container runtime when pulling images. */
export interface RegistryMirrorAddOn {
  /**
   * One entry per registry that is mirrored. Each entry is identified by its `registry`, which must be unique; a patch may rename an entry with `$replace/registry`.
   * Elements are identified by `registry`.
   *
   * @maxItems 1000
   */
  mirrors?: RegistryMirror[];
}

/** The mirrors of one container registry. */
export interface RegistryMirror {
  /**
   * Host name of the registry that is mirrored (for example `docker.io` or `registry.example.com`); identifies the entry in patches and may be renamed with `$replace/registry`. Required.
   *
   * @maxLength 259
   */
  registry: string;
  /**
   * Mirror endpoints tried, in order, before the registry itself (for example `https://mirror.example.com`). No duplicates.
   *
   * @maxItems 1000
   */
  mirrors?: string[];
}

/** GPU support settings. */
export interface VendorKAddOn {
  /** When true, GPU nodes get a taint so that only pods that tolerate it (pods that need a GPU) are scheduled on them. */
  taintGPUNodes?: boolean;
}

/** Lets the cluster use vendorB EFS file systems; the service gives the add-on the vendorB role named here. The trust policy to put on that role is shown in `status.addOns`. */
export interface VendorBEfsAddOn {
  /**
   * ARN of the vendorB role the add-on assumes to use vendorB EFS file systems. Required.
   *
   * @maxLength 2048
   */
  roleArn: string;
}

/** Lets the cluster use private vendorB ECR registries; the service gives the add-on the vendorB role named here. The trust policy to put on that role is shown in `status.addOns`. */
export interface VendorBEcrAddOn {
  /**
   * ARN of the vendorB role the add-on assumes to use private vendorB ECR registries.
   *
   * @maxLength 2048
   */
  roleArn?: string;
}

/** Lets the cluster use vendorB ELB load balancers; the service gives the add-on the vendorB role named here. The trust policy to put on that role is shown in `status.addOns`. */
export interface VendorBElbAddOn {
  /**
   * ARN of the vendorB role the add-on assumes to use vendorB ELB load balancers.
   *
   * @maxLength 2048
   */
  roleArn?: string;
}

/** Image pulls from private vendorH ACR registries. */
export interface VendorHAcrAddOn {
  /**
   * Client ID of the vendorH managed identity the nodes use to pull from the registries. Required.
   *
   * @maxLength 255
   */
  clientId: string;
}

/** The Sysbox runtime add-on. It has no settings: always the empty object `{}`. */
export type SysboxAddOn = Record<string, never>;

/** Bring your own Kubernetes: the cluster serves as a location of your organization. */
export interface ByokAddOn {
  /** When true, the service does not update the platform components it installed in the cluster. */
  ignoreUpdates?: boolean;
  /** Link to the location of your organization that this cluster serves (for example `//location/my-cluster` or `/org/acme/location/my-cluster`). Required. */
  location: SecretLink;
  /** Resource sizes and settings of the platform components installed in the cluster. Every member is optional. */
  config?: ByokConfig;
}

/** Settings of the platform components the service installs in a bring-your-own-Kubernetes cluster. Every member is optional; what is left out keeps the service's default. */
export interface ByokConfig {
  /** The actuator, the platform's agent in the cluster. */
  actuator?: ByokActuator;
  /** The middlebox, a network component of the platform, deployed when `enabled`. */
  middlebox?: ByokMiddlebox;
  /** Settings shared by the platform's deployments. */
  common?: ByokCommon;
  /** Longhorn, the replicated block storage the platform installs. */
  longhorn?: ByokLonghorn;
  /** Settings of the bring-your-own-Kubernetes installation itself. */
  byok?: ByokStorageClasses;
  /** The ingress proxy that receives the workloads' traffic. */
  ingress?: ByokIngress;
  /** Istio, the service mesh of the workloads: control plane, ingress gateway and sidecars. */
  istio?: ByokIstio;
  /** The log splitter, which routes the workloads' logs. */
  logSplitter?: ByokLogSplitter;
  /** The monitoring stack (Prometheus and kube-state-metrics) and where its metrics are sent. */
  monitoring?: ByokMonitoring;
  /** The single Redis instance used by the platform. */
  redis?: ByokRedis;
  /** The highly available Redis used by the platform. */
  redisHa?: ByokRedisHa;
  /** The Redis Sentinel instances that watch the highly available Redis. */
  redisSentinel?: ByokRedisSentinel;
  /** The tracing agent that forwards the workloads' traces. */
  tempoAgent?: ByokTempoAgent;
  /** The internal DNS server of the platform. */
  internalDns?: ByokInternalDns;
}

/** Resources, log level and environment of the actuator. */
export interface ByokActuator {
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
  env?: StringMap;
}

/** Settings of the middlebox. */
export interface ByokMiddlebox {
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
}

/** Settings shared by the platform's deployments. */
export interface ByokCommon {
  /** Number of replicas of each platform deployment (for example 2). */
  deploymentReplicas?: number;
  /** Pod disruption budget applied to the platform deployments. */
  pdb?: ByokPodDisruptionBudget;
}

/** A Kubernetes pod disruption budget. */
export interface ByokPodDisruptionBudget {
  /** Largest number of a deployment's pods that may be unavailable at once during voluntary disruptions such as node drains (for example 1). */
  maxUnavailable?: number;
}

/** Settings of Longhorn storage. */
export interface ByokLonghorn {
  /** Number of replicas Longhorn keeps of each volume (for example 3). */
  numberOfReplicas?: number;
  /** Number of replicas of the Longhorn deployments (for example 2). */
  replicas?: number;
  /** When true, the Longhorn storage class is the cluster's default storage class. */
  isDefault?: boolean;
}

/** Settings of the bring-your-own-Kubernetes installation. */
export interface ByokStorageClasses {
  /** When true, the platform does not install its default storage classes. */
  noDefaultStorageClasses?: boolean;
}

/** Resources and scaling of the ingress proxy. */
export interface ByokIngress {
  /** CPU of each ingress proxy replica, as a Kubernetes quantity (for example `500m`). */
  cpu?: Quantity;
  /** Memory of each ingress proxy replica, as a Kubernetes quantity (for example `512Mi`). */
  memory?: Quantity;
  /** Target CPU utilization, in percent, used to autoscale the ingress proxy (for example 75). */
  targetPercent?: number;
}

/** Settings of the Istio service mesh. */
export interface ByokIstio {
  /** istiod, the Istio control plane. */
  istiod?: ByokIstiod;
  /** The Istio ingress gateway. */
  ingressgateway?: ByokIstioIngressGateway;
  /** The Istio sidecar proxy added to each workload pod. */
  sidecar?: ByokIstioSidecar;
}

/** Replicas, resources and disruption budget of istiod. */
export interface ByokIstiod {
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
}

/** Replicas and resource limits of the Istio ingress gateway. */
export interface ByokIstioIngressGateway {
  /** Number of ingress gateway replicas (for example 2). */
  replicas?: number;
  /** CPU limit of each ingress gateway replica, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory limit of each ingress gateway replica, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
}

/** Resource requests of the Istio sidecar proxy. */
export interface ByokIstioSidecar {
  /** CPU requested by each sidecar proxy, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** Memory requested by each sidecar proxy, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
}

/** Resources, buffer and rate limit of the log splitter. */
export interface ByokLogSplitter {
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
}

/** Settings of the monitoring stack. */
export interface ByokMonitoring {
  /** Memory requested by Prometheus, as a Kubernetes quantity (for example `2Gi`). */
  minMemory?: Quantity;
  /** Memory limit of Prometheus, as a Kubernetes quantity (for example `8Gi`). */
  maxMemory?: Quantity;
  /** Settings of kube-state-metrics. */
  kubeStateMetrics?: ByokKubeStateMetrics;
  /** Settings of the Prometheus servers. */
  prometheus?: ByokPrometheus;
  /**
   * Endpoints Prometheus also sends its samples to, with Prometheus `remote_write` settings. Each entry is identified by its `url`, which must be unique.
   * Elements are identified by `url`.
   *
   * @maxItems 1000
   */
  remoteWrite?: RemoteWrite[];
  /** Labels added to every series and alert sent out of Prometheus (label name → value, for example `{"cluster": "prod-1"}`). */
  externalLabels?: StringMap;
}

/** Resources of kube-state-metrics. */
export interface ByokKubeStateMetrics {
  /** Memory requested by kube-state-metrics, as a Kubernetes quantity (for example `128Mi`). */
  minMemory?: Quantity;
}

/** Settings of the Prometheus servers. */
export interface ByokPrometheus {
  /** The main Prometheus server. */
  main?: ByokPrometheusMain;
}

/** Settings of the main Prometheus server. */
export interface ByokPrometheusMain {
  /** Size of the main Prometheus server's persistent volume, as a Kubernetes quantity (for example `50Gi`). */
  storage?: Quantity;
}

/** One Prometheus remote-write endpoint, with the members of a Prometheus `remote_write` entry. Identified by its `url`. */
export interface RemoteWrite {
  /**
   * URL of the endpoint samples are sent to (for example `https://metrics.example.com/api/v1/write`); identifies the entry in patches. Required.
   *
   * @maxLength 2048
   */
  url: string;
  /** HTTP basic authentication sent with each request. */
  basic_auth?: RemoteWriteBasicAuth;
  /** Authorization header sent with each request (for example a bearer token). */
  authorization?: RemoteWriteAuthorization;
  /** OAuth 2.0 client-credentials settings, as in Prometheus (`client_id`, `client_secret`, `token_url`, `scopes`, …). */
  oauth2?: FreeFormObject;
  /** When true, HTTP 3xx redirects are followed. */
  follow_redirects?: boolean;
  /** When true, HTTP/2 may be used. */
  enable_http2?: boolean;
  /** TLS settings, as in Prometheus (`ca_file`, `cert_file`, `key_file`, `server_name`, `insecure_skip_verify`, …). */
  tls_config?: FreeFormObject;
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
  proxy_connect_header?: FreeFormObject;
  /** Custom HTTP headers sent with each request, as in Prometheus (header name → `values`, `secrets` or `files`). */
  http_headers?: FreeFormObject;
  /**
   * Timeout of each request to the endpoint, as a Prometheus duration (for example `30s`).
   *
   * @maxLength 64
   */
  remote_timeout?: string;
  /** Custom HTTP headers sent with each request (header name → value). */
  headers?: FreeFormObject;
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
  vendorB_sigv4?: FreeFormObject;
  /** vendorH Active Directory authentication settings, as in Prometheus (`cloud`, `managed_identity`, `oauth`, …). */
  vendorH_ad?: FreeFormObject;
  /** vendorJ identity (IAM) authentication settings, as in Prometheus. */
  vendorJ_iam?: FreeFormObject;
  /** Tuning of the send queue, as in Prometheus (`capacity`, `max_shards`, `max_samples_per_send`, `batch_send_deadline`, …). */
  queue_config?: FreeFormObject;
}

/** HTTP basic authentication of a remote-write endpoint. The service stores the members as given; Prometheus itself refuses a configuration with both `password` and `password_file` (or both `username` and `username_file`), so give one of each pair. */
export interface RemoteWriteBasicAuth {
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
}

/** The `Authorization` header of a remote-write endpoint. The service stores the members as given; Prometheus itself refuses a configuration with both `credentials` and `credentials_file`, so give one. */
export interface RemoteWriteAuthorization {
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
}

/** Resources and storage of the single Redis instance. */
export interface ByokRedis {
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
}

/** Resources and storage of the highly available Redis. */
export interface ByokRedisHa {
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
}

/** Resources and storage of the Redis Sentinel instances. */
export interface ByokRedisSentinel {
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
}

/** Resource requests of the tracing agent. */
export interface ByokTempoAgent {
  /** CPU requested by the tracing agent, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** Memory requested by the tracing agent, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
}

/** Resources of the internal DNS server. */
export interface ByokInternalDns {
  /** CPU requested by the internal DNS server, as a Kubernetes quantity (for example `100m`). */
  minCpu?: Quantity;
  /** CPU limit of the internal DNS server, as a Kubernetes quantity (for example `1` or `1500m`). */
  maxCpu?: Quantity;
  /** Memory requested by the internal DNS server, as a Kubernetes quantity (for example `256Mi`). */
  minMemory?: Quantity;
  /** Memory limit of the internal DNS server, as a Kubernetes quantity (for example `1Gi`). */
  maxMemory?: Quantity;
}

/** Information about the cluster reported by the service. Read only; may be empty, for example right after creation. */
export interface ClusterStatus {
  /**
   * URL of the cluster's OIDC identity provider, which issues the tokens of its service accounts (for example for workload identity).
   *
   * @maxLength 2048
   */
  oidcProviderUrl?: string;
  /**
   * URL of the cluster's Kubernetes API server (for example `https://my-cluster.example.com`).
   *
   * @maxLength 2048
   */
  serverUrl?: string;
  /**
   * Location of the service that hosts the cluster's control plane.
   *
   * @maxLength 255
   */
  homeLocation?: string;
  /** Information reported by the add-ons, one member per add-on that reports something. */
  addOns?: ClusterStatusAddOns;
}

/** Information reported by the cluster's add-ons. */
export interface ClusterStatusAddOns {
  /** Where the dashboard add-on is reached. */
  dashboard?: DashboardStatus;
  /** Where the alternative dashboard add-on is reached. */
  dashboardAlt?: DashboardStatus;
  /** What vendorB needs to trust the cluster's workload identities. */
  vendorBWorkloadIdentity?: VendorBWorkloadIdentityStatus;
  /** Where the collected metrics are read and how to send them elsewhere. */
  metrics?: MetricsStatus;
  /** Where the collected logs are read. */
  logs?: LogsStatus;
  /** The trust policy for the role given to the vendorBECR add-on. */
  vendorBECR?: VendorBRoleStatus;
  /** The trust policy for the role given to the vendorBEFS add-on. */
  vendorBEFS?: VendorBRoleStatus;
  /** The trust policy for the role given to the vendorBELB add-on. */
  vendorBELB?: VendorBRoleStatus;
}

/** Where a dashboard add-on is reached. */
export interface DashboardStatus {
  /**
   * URL of the dashboard web interface.
   *
   * @maxLength 2048
   */
  url?: string;
}

/** What vendorB needs to trust the cluster's workload identities. */
export interface VendorBWorkloadIdentityStatus {
  /** Settings of the OIDC identity provider to register in vendorB. */
  oidcProviderConfig?: VendorBOidcProviderConfig;
  /** Trust policy document (vendorB policy JSON) to put on the role given to a workload, so that the cluster's workloads may assume it. */
  trustPolicy?: FreeFormObject;
}

/** An OIDC identity provider to register in vendorB. */
export interface VendorBOidcProviderConfig {
  /**
   * URL of the cluster's OIDC identity provider.
   *
   * @maxLength 2048
   */
  providerUrl?: string;
  /**
   * Audience the provider's tokens are issued for.
   *
   * @maxLength 2048
   */
  audience?: string;
}

/** Where the collected metrics are read. */
export interface MetricsStatus {
  /**
   * URL of the Prometheus-compatible endpoint the collected metrics are queried at.
   *
   * @maxLength 2048
   */
  prometheusEndpoint?: string;
  /** A Prometheus `remote_write` entry to send metrics from elsewhere into the same store. */
  remoteWriteConfig?: FreeFormObject;
}

/** Where the collected logs are read. */
export interface LogsStatus {
  /**
   * Address of the log store the collected logs are queried at.
   *
   * @maxLength 2048
   */
  logStoreAddress?: string;
}

/** The trust policy for the vendorB role given to an add-on. */
export interface VendorBRoleStatus {
  /** Trust policy document (vendorB policy JSON) to put on the role given to the add-on, so that the cluster's workloads may assume it. */
  trustPolicy?: FreeFormObject;
}

/** The body of every error response. */
export interface ApiError {
  /** HTTP status code of the response, repeated in the body (for example 400, 404 or 422). */
  status: number;
  /**
   * Human-readable explanation of the error; may change between versions, so do not match on it.
   *
   * @maxLength 4096
   */
  message: string;
  /**
   * Stable, machine-readable error code: `BAD_REQUEST` (400, the body or the request is malformed), `VALIDATION_FAILED` (400, the details list the issues with JSON Pointers), `QUERY_NOT_ALLOWED` (400, the API defines no query parameters; nothing was done), `UNAUTHORIZED` (401), `KEY_EXPIRED` (401, the API key is past its expiry time), `FORBIDDEN` (403), `NOT_FOUND` (404), `METHOD_NOT_ALLOWED` (405, `Allow` lists the methods of the path), `REQUEST_TIMEOUT` (408), `ALREADY_EXISTS` (409, the name is taken), `CONCURRENT_MODIFICATION` (409, a patch met other writers on every attempt), `PRECONDITION_FAILED` (412), `PAYLOAD_TOO_LARGE` (413), `UNSUPPORTED_MEDIA_TYPE` (415, the body is not UTF-8 JSON), `HEADERS_TOO_LARGE` (431), `RATE_LIMITED` (429), `INTERNAL` (500), and for a patch that cannot be applied its patch error code: `FORBIDDEN_KEY`, `LIMIT`, `INVALID_PATCH`, `CONFLICT` (400) or `IMMUTABLE`, `NOT_FOUND`, `AMBIGUOUS`, `EXISTS`, `INVALID_RESULT` (422). Other codes may be added.
   *
   * @maxLength 64
   */
  code: "BAD_REQUEST" | "VALIDATION_FAILED" | "QUERY_NOT_ALLOWED" | "UNAUTHORIZED" | "KEY_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "ALREADY_EXISTS" | "CONCURRENT_MODIFICATION" | "PRECONDITION_FAILED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "RATE_LIMITED" | "INTERNAL" | "FORBIDDEN_KEY" | "LIMIT" | "INVALID_PATCH" | "CONFLICT" | "IMMUTABLE" | "AMBIGUOUS" | "EXISTS" | "INVALID_RESULT" | (string & {});
  /** Further machine-readable information about the error: the validation issues with the JSON Pointer of each, the JSON Pointer of the offending place in a patch, and so on (`ApiErrorDetails`). Left out when there is nothing to add. */
  details?: ApiErrorDetails;
  /**
   * Identifier of this error occurrence, to quote when contacting support.
   *
   * @maxLength 255
   */
  id?: string;
}

/** Machine-readable specifics of an error. Which members are present depends on the `code`; each is optional. */
export interface ApiErrorDetails {
  /**
   * `VALIDATION_FAILED` and the patch error codes: the issues found, in order, as many of the first 100 as the answer's 64 KiB hold (`ValidationIssue`): the issues the package's validators report.
   *
   * @maxItems 1000
   */
  issues?: ValidationIssue[];
  /**
   * How many issues there were, listed in `issues` or not: `issueCount` minus the length of `issues` were left out.
   *
   * @minimum 0
   */
  issueCount?: number;
  /**
   * The patch error codes: the JSON Pointer of the offending place in the patch (the first issue's), or in the resulting cluster for `INVALID_RESULT`; `""` is the root. Left out when too long to fit the answer.
   *
   * @maxLength 16384
   */
  path?: string;
  /**
   * `QUERY_NOT_ALLOWED`: the names of the query parameters sent (at most 10, plain names only, never values).
   *
   * @maxItems 1000
   */
  parameters?: string[];
  /**
   * `QUERY_NOT_ALLOWED`: how many distinct query parameters were sent, listed in `parameters` or not.
   *
   * @minimum 0
   */
  parameterCount?: number;
  /**
   * `METHOD_NOT_ALLOWED`: the methods the path offers, as the `Allow` header lists them.
   *
   * @maxItems 1000
   */
  allowed?: string[];
  /**
   * `PRECONDITION_FAILED`: the cluster's current version.
   *
   * @minimum 0
   */
  version?: number;
  /**
   * `BAD_REQUEST` for a request that is not well-formed HTTP/1.1: the code of what the HTTP parser refused (for example `HPE_INVALID_HEADER_TOKEN`).
   *
   * @maxLength 255
   */
  parseError?: string;
}

import type { ValidationIssue } from './validators/runtime.cjs';
/**
 * One problem found in a value: where (a JSON Pointer), a stable code, and a message for people. The package's validators report these; an error answer lists them in `details.issues`.
 *
 * Declared by the package's runtime (templates/runtime/validators/core.ts).
 */
export type { ValidationIssue };

/**
 * A managed Kubernetes cluster record of an organization. The service returns every field on read; create and patch bodies take only `name`, `description`, `tags` and `spec`, and the other fields are set by the service.
 *
 * The create form of {@link Cluster}: without the fields the service sets, and with input shapes.
 */
export interface ClusterCreate {
  /**
   * Name of the cluster, unique within the organization and used in its path (`/org/{org}/mk8s/{name}`): lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen, at most 63 characters (for example `prod-eu-1`). Given on create; a patch may repeat it but not change it.
   * Cannot change after the cluster is created.
   *
   * @pattern ^[a-z][-a-z0-9]*[a-z0-9]$
   * @maxLength 63
   */
  name: string;
  /**
   * Free text describing the cluster, at most 250 characters.
   *
   * @maxLength 250
   */
  description?: string;
  /** Tags of the cluster (tag name → string, number or boolean), at most 50. */
  tags?: ClusterTags;
  /** What the cluster should be: Kubernetes version, firewall, provider and add-ons. */
  spec: ClusterSpecCreate;
}

/**
 * The desired state of the cluster.
 *
 * The create form of {@link ClusterSpec}: without the fields the service sets, and with input shapes.
 */
export interface ClusterSpecCreate {
  /** Kubernetes version of the cluster in dotted `MAJOR.MINOR.PATCH` form (for example `1.32.9`); the known versions are offered for completion. Required. */
  version: KubernetesVersion;
  /**
   * Address ranges allowed to reach the cluster's Kubernetes API. Each entry is identified by its `sourceCIDR`, which must be unique. Default `[{"sourceCIDR": "0.0.0.0/0"}]` (open to all).
   * Elements are identified by `sourceCIDR`.
   *
   * @default [{"sourceCIDR":"0.0.0.0/0"}]
   * @maxItems 1000
   */
  firewall?: FirewallEntry[];
  /** Where and how the nodes run: exactly one provider block. Required. */
  provider: ProviderCreate;
  /** Optional components the service installs and manages in the cluster. */
  addOns?: AddOns;
}

/**
 * Where and how the cluster's nodes run: exactly one of the provider keys is set.
 *
 * The create form of {@link Provider}: without the fields the service sets, and with input shapes.
 */
export type ProviderCreate =
  | {
      /** Nodes on machines you bring and join yourself. */
      generic: GenericProvider;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorA servers. */
      vendorA: VendorAProviderCreate;
      generic?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorB instances. */
      vendorB: VendorBProvider;
      generic?: never;
      vendorA?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorC servers. */
      vendorC: VendorCProviderCreate;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorD instances. */
      vendorD: VendorDProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorE instances. */
      vendorE: VendorEProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorF machines. */
      vendorF: VendorFProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** A short-lived cluster with nodes provided by the service. */
      ephemeral: EphemeralProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorG virtual machines. */
      vendorG: VendorGProviderCreate;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorH?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorH virtual machines. */
      vendorH: VendorHProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorI?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorI virtual machines. */
      vendorI: VendorIProviderCreate;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorJ?: never;
    }
  | {
      /** Nodes on vendorJ instances. */
      vendorJ: VendorJProvider;
      generic?: never;
      vendorA?: never;
      vendorB?: never;
      vendorC?: never;
      vendorD?: never;
      vendorE?: never;
      vendorF?: never;
      ephemeral?: never;
      vendorG?: never;
      vendorH?: never;
      vendorI?: never;
    };

/**
 * A cluster whose nodes run as vendorA cloud servers (and, optionally, vendorA dedicated servers).
 *
 * The create form of {@link VendorAProvider}: without the fields the service sets, and with input shapes.
 */
export interface VendorAProviderCreate {
  /**
   * vendorA region (location) in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** vendorA labels put on every cloud resource the service creates for the cluster (label key → value). */
  vendorALabels?: StringMap;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDns;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Link to the secret that holds the vendorA API token the service uses to manage servers. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * ID of the vendorA private network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  networkId: string;
  /**
   * ID of an existing vendorA firewall to apply to the nodes.
   *
   * @maxLength 255
   */
  firewallId?: string;
  /**
   * Node pools of vendorA cloud servers, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorANodePool[];
  /**
   * Node pools of vendorA dedicated (bare-metal) servers. Each pool is identified by its `name`, which must be unique within the array.
   * Elements are identified by `name`.
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
  autoscaler?: Autoscaler;
  /** vendorA label selector (label key → value) choosing the floating IPs the service assigns to nodes. */
  floatingIPSelector?: StringMap;
}

/** Networking settings accepted on create and patch by providers whose service and pod networks are chosen by the service: only the DNS forwarder. On read these providers show the full networking shape (`NetworkingFull`). */
export interface NetworkingDns {
  /**
   * Address of the DNS server that the cluster's DNS forwards queries it cannot answer to (for example `10.0.0.2`).
   *
   * @maxLength 253
   */
  dnsForwarder?: string;
}

/**
 * A cluster whose nodes run as vendorC cloud servers in a vendorC VPC.
 *
 * The create form of {@link VendorCProvider}: without the fields the service sets, and with input shapes.
 */
export interface VendorCProviderCreate {
  /**
   * vendorC region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /** Link to the secret that holds the vendorC API token the service uses to manage servers. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * ID of an existing vendorC firewall to apply to the nodes.
   *
   * @maxLength 255
   */
  firewallId?: string;
  /**
   * Node pools of vendorC servers, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorCNodePool[];
  /**
   * Name or ID of the vendorC image the nodes boot from, unless a pool overrides it. Required.
   *
   * @maxLength 255
   */
  image: string;
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
   * ID of the vendorC VPC the nodes run in. Required.
   *
   * @maxLength 255
   */
  vpcId: string;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDns;
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/**
 * A cluster whose nodes run as vendorG virtual machines, managed through the vendorG cloud API.
 *
 * The create form of {@link VendorGProvider}: without the fields the service sets, and with input shapes.
 */
export interface VendorGProviderCreate {
  /** How the service reaches the vendorG cloud API: endpoint, account, user and private key. Required. */
  connection: VendorGConnection;
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDns;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /**
   * Location where the cluster runs, a name from the service's catalogue of locations. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  location: string;
  /** Load balancer in front of the cluster: exactly one of `manual`, `none` or `gateway`. */
  loadBalancer?: VendorGLoadBalancer;
  /**
   * ID of the vendorG private network the nodes are attached to. Required.
   *
   * @maxLength 255
   */
  privateNetworkId: string;
  /** When true, the vendorG cloud firewall is enabled on the nodes. */
  firewallEnabled?: boolean;
  /**
   * Node pools of vendorG virtual machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorGNodePool[];
  /**
   * ID of the vendorG image the nodes boot from, unless a pool overrides it. Required.
   *
   * @maxLength 255
   */
  imageId: string;
  /**
   * Public SSH keys installed on the nodes for administrator access. No duplicates.
   *
   * @maxItems 1000
   */
  sshKeys?: string[];
  /** Cluster autoscaler settings for this provider's node pools. */
  autoscaler?: Autoscaler;
}

/**
 * A cluster whose nodes run as vendorI virtual machines in a vendorI VPC.
 *
 * The create form of {@link VendorIProvider}: without the fields the service sets, and with input shapes.
 */
export interface VendorIProviderCreate {
  /**
   * vendorI region in which the nodes run; a name from the vendor's catalogue. Required. Cannot be changed after the cluster is created.
   *
   * @maxLength 255
   */
  region: string;
  /**
   * vendorI tags (plain strings) put on every resource the service creates for the cluster. No duplicates.
   *
   * @maxItems 1000
   */
  vendorITags?: string[];
  /** Networking of the cluster. On create and patch only `dnsForwarder` may be given (the service chooses the service and pod networks); on read the full shape is shown, with `serviceNetwork` and `podNetwork`. Cannot be changed after the cluster is created. */
  networking?: NetworkingDns;
  /**
   * Shell script run on every node before Kubernetes is installed on it (for example to install packages or set kernel parameters).
   *
   * @maxLength 16384
   */
  preInstallScript?: string;
  /** Link to the secret that holds the vendorI API token the service uses to manage machines. A link such as `//secret/<name>` or `/org/<org>/secret/<name>`, never the secret value itself. Required. */
  tokenSecretLink: SecretLink;
  /**
   * ID of the vendorI VPC the nodes run in. Required.
   *
   * @maxLength 255
   */
  vpcId: string;
  /**
   * Node pools of vendorI machines, scaled by the autoscaler. Each pool is identified by its `name`, which must be unique within the array. Within each pool `minSize` must not exceed `maxSize`.
   * Elements are identified by `name`.
   *
   * @maxItems 1000
   */
  nodePools?: VendorINodePool[];
  /**
   * Name or ID of the vendorI image the nodes boot from, unless a pool overrides it. Required.
   *
   * @maxLength 255
   */
  image: string;
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
  autoscaler?: Autoscaler;
  /**
   * vendorI reserved IP addresses assigned to the nodes. No duplicates.
   *
   * @maxItems 1000
   */
  reservedIPs?: string[];
}

/** The create form of {@link FirewallEntry}: the same shape. */
export type FirewallEntryCreate = FirewallEntry;

/** The create form of {@link GenericProvider}: the same shape. */
export type GenericProviderCreate = GenericProvider;

/** The create form of {@link NetworkingFull}: the same shape. */
export type NetworkingFullCreate = NetworkingFull;

/** The create form of {@link NodePoolBase}: the same shape. */
export type NodePoolBaseCreate = NodePoolBase;

/** The create form of {@link Taint}: the same shape. */
export type TaintCreate = Taint;

/** The create form of {@link NetworkingDns}: the same shape. */
export type NetworkingDnsCreate = NetworkingDns;

/** The create form of {@link VendorANodePool}: the same shape. */
export type VendorANodePoolCreate = VendorANodePool;

/** The create form of {@link Autoscaler}: the same shape. */
export type AutoscalerCreate = Autoscaler;

/** The create form of {@link VendorBProvider}: the same shape. */
export type VendorBProviderCreate = VendorBProvider;

/** The create form of {@link VendorBImage}: the same shape. */
export type VendorBImageCreate = VendorBImage;

/** The create form of {@link VendorBDeployRole}: the same shape. */
export type VendorBDeployRoleCreate = VendorBDeployRole;

/** The create form of {@link VendorBNodePool}: the same shape. */
export type VendorBNodePoolCreate = VendorBNodePool;

/** The create form of {@link VendorBCpuOptions}: the same shape. */
export type VendorBCpuOptionsCreate = VendorBCpuOptions;

/** The create form of {@link VendorCNodePool}: the same shape. */
export type VendorCNodePoolCreate = VendorCNodePool;

/** The create form of {@link VendorDProvider}: the same shape. */
export type VendorDProviderCreate = VendorDProvider;

/** The create form of {@link VendorDNodePool}: the same shape. */
export type VendorDNodePoolCreate = VendorDNodePool;

/** The create form of {@link VendorEProvider}: the same shape. */
export type VendorEProviderCreate = VendorEProvider;

/** The create form of {@link VendorENodePool}: the same shape. */
export type VendorENodePoolCreate = VendorENodePool;

/** The create form of {@link VendorFProvider}: the same shape. */
export type VendorFProviderCreate = VendorFProvider;

/** The create form of {@link VendorFNodePool}: the same shape. */
export type VendorFNodePoolCreate = VendorFNodePool;

/** The create form of {@link EphemeralProvider}: the same shape. */
export type EphemeralProviderCreate = EphemeralProvider;

/** The create form of {@link EphemeralNodePool}: the same shape. */
export type EphemeralNodePoolCreate = EphemeralNodePool;

/** The create form of {@link VendorGConnection}: the same shape. */
export type VendorGConnectionCreate = VendorGConnection;

/** The create form of {@link VendorGLoadBalancer}: the same shape. */
export type VendorGLoadBalancerCreate = VendorGLoadBalancer;

/** The create form of {@link VendorGManualLoadBalancer}: the same shape. */
export type VendorGManualLoadBalancerCreate = VendorGManualLoadBalancer;

/** The create form of {@link VendorGLoadBalancerLogging}: the same shape. */
export type VendorGLoadBalancerLoggingCreate = VendorGLoadBalancerLogging;

/** The create form of {@link VendorGNoLoadBalancer}: the same shape. */
export type VendorGNoLoadBalancerCreate = VendorGNoLoadBalancer;

/** The create form of {@link VendorGGatewayLoadBalancer}: the same shape. */
export type VendorGGatewayLoadBalancerCreate = VendorGGatewayLoadBalancer;

/** The create form of {@link VendorGNodePool}: the same shape. */
export type VendorGNodePoolCreate = VendorGNodePool;

/** The create form of {@link VendorHProvider}: the same shape. */
export type VendorHProviderCreate = VendorHProvider;

/** The create form of {@link VendorHImage}: the same shape. */
export type VendorHImageCreate = VendorHImage;

/** The create form of {@link VendorHImageReference}: the same shape. */
export type VendorHImageReferenceCreate = VendorHImageReference;

/** The create form of {@link VendorHNodePool}: the same shape. */
export type VendorHNodePoolCreate = VendorHNodePool;

/** The create form of {@link VendorINodePool}: the same shape. */
export type VendorINodePoolCreate = VendorINodePool;

/** The create form of {@link VendorJProvider}: the same shape. */
export type VendorJProviderCreate = VendorJProvider;

/** The create form of {@link VendorJImage}: the same shape. */
export type VendorJImageCreate = VendorJImage;

/** The create form of {@link VendorJImageFamily}: the same shape. */
export type VendorJImageFamilyCreate = VendorJImageFamily;

/** The create form of {@link VendorJNodePool}: the same shape. */
export type VendorJNodePoolCreate = VendorJNodePool;

/** The create form of {@link AddOns}: the same shape. */
export type AddOnsCreate = AddOns;

/** The create form of {@link DashboardAddOn}: the same shape. */
export type DashboardAddOnCreate = DashboardAddOn;

/** The create form of {@link DashboardAltAddOn}: the same shape. */
export type DashboardAltAddOnCreate = DashboardAltAddOn;

/** The create form of {@link VendorHWorkloadIdentityAddOn}: the same shape. */
export type VendorHWorkloadIdentityAddOnCreate = VendorHWorkloadIdentityAddOn;

/** The create form of {@link VendorBWorkloadIdentityAddOn}: the same shape. */
export type VendorBWorkloadIdentityAddOnCreate = VendorBWorkloadIdentityAddOn;

/** The create form of {@link LocalPathStorageAddOn}: the same shape. */
export type LocalPathStorageAddOnCreate = LocalPathStorageAddOn;

/** The create form of {@link MetricsAddOn}: the same shape. */
export type MetricsAddOnCreate = MetricsAddOn;

/** The create form of {@link MetricsScrapeAnnotated}: the same shape. */
export type MetricsScrapeAnnotatedCreate = MetricsScrapeAnnotated;

/** The create form of {@link LogsAddOn}: the same shape. */
export type LogsAddOnCreate = LogsAddOn;

/** The create form of {@link RegistryMirrorAddOn}: the same shape. */
export type RegistryMirrorAddOnCreate = RegistryMirrorAddOn;

/** The create form of {@link RegistryMirror}: the same shape. */
export type RegistryMirrorCreate = RegistryMirror;

/** The create form of {@link VendorKAddOn}: the same shape. */
export type VendorKAddOnCreate = VendorKAddOn;

/** The create form of {@link VendorBEfsAddOn}: the same shape. */
export type VendorBEfsAddOnCreate = VendorBEfsAddOn;

/** The create form of {@link VendorBEcrAddOn}: the same shape. */
export type VendorBEcrAddOnCreate = VendorBEcrAddOn;

/** The create form of {@link VendorBElbAddOn}: the same shape. */
export type VendorBElbAddOnCreate = VendorBElbAddOn;

/** The create form of {@link VendorHAcrAddOn}: the same shape. */
export type VendorHAcrAddOnCreate = VendorHAcrAddOn;

/** The create form of {@link SysboxAddOn}: the same shape. */
export type SysboxAddOnCreate = SysboxAddOn;

/** The create form of {@link ByokAddOn}: the same shape. */
export type ByokAddOnCreate = ByokAddOn;

/** The create form of {@link ByokConfig}: the same shape. */
export type ByokConfigCreate = ByokConfig;

/** The create form of {@link ByokActuator}: the same shape. */
export type ByokActuatorCreate = ByokActuator;

/** The create form of {@link ByokMiddlebox}: the same shape. */
export type ByokMiddleboxCreate = ByokMiddlebox;

/** The create form of {@link ByokCommon}: the same shape. */
export type ByokCommonCreate = ByokCommon;

/** The create form of {@link ByokPodDisruptionBudget}: the same shape. */
export type ByokPodDisruptionBudgetCreate = ByokPodDisruptionBudget;

/** The create form of {@link ByokLonghorn}: the same shape. */
export type ByokLonghornCreate = ByokLonghorn;

/** The create form of {@link ByokStorageClasses}: the same shape. */
export type ByokStorageClassesCreate = ByokStorageClasses;

/** The create form of {@link ByokIngress}: the same shape. */
export type ByokIngressCreate = ByokIngress;

/** The create form of {@link ByokIstio}: the same shape. */
export type ByokIstioCreate = ByokIstio;

/** The create form of {@link ByokIstiod}: the same shape. */
export type ByokIstiodCreate = ByokIstiod;

/** The create form of {@link ByokIstioIngressGateway}: the same shape. */
export type ByokIstioIngressGatewayCreate = ByokIstioIngressGateway;

/** The create form of {@link ByokIstioSidecar}: the same shape. */
export type ByokIstioSidecarCreate = ByokIstioSidecar;

/** The create form of {@link ByokLogSplitter}: the same shape. */
export type ByokLogSplitterCreate = ByokLogSplitter;

/** The create form of {@link ByokMonitoring}: the same shape. */
export type ByokMonitoringCreate = ByokMonitoring;

/** The create form of {@link ByokKubeStateMetrics}: the same shape. */
export type ByokKubeStateMetricsCreate = ByokKubeStateMetrics;

/** The create form of {@link ByokPrometheus}: the same shape. */
export type ByokPrometheusCreate = ByokPrometheus;

/** The create form of {@link ByokPrometheusMain}: the same shape. */
export type ByokPrometheusMainCreate = ByokPrometheusMain;

/** The create form of {@link RemoteWrite}: the same shape. */
export type RemoteWriteCreate = RemoteWrite;

/** The create form of {@link RemoteWriteBasicAuth}: the same shape. */
export type RemoteWriteBasicAuthCreate = RemoteWriteBasicAuth;

/** The create form of {@link RemoteWriteAuthorization}: the same shape. */
export type RemoteWriteAuthorizationCreate = RemoteWriteAuthorization;

/** The create form of {@link ByokRedis}: the same shape. */
export type ByokRedisCreate = ByokRedis;

/** The create form of {@link ByokRedisHa}: the same shape. */
export type ByokRedisHaCreate = ByokRedisHa;

/** The create form of {@link ByokRedisSentinel}: the same shape. */
export type ByokRedisSentinelCreate = ByokRedisSentinel;

/** The create form of {@link ByokTempoAgent}: the same shape. */
export type ByokTempoAgentCreate = ByokTempoAgent;

/** The create form of {@link ByokInternalDns}: the same shape. */
export type ByokInternalDnsCreate = ByokInternalDns;
