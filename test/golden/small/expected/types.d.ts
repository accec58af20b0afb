// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** Any JSON value but null. */
export type FreeFormValue = string | number | boolean | FreeFormValue[] | FreeFormObject;

/** Any JSON object. */
export interface FreeFormObject {
  [key: string]: FreeFormValue;
}

/** A small resource exercising every field kind. */
export interface Cluster {
  /**
   * Set by the service.
   * Set by the service: not accepted in create or patch bodies.
   */
  id: string;
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /** Free tags. */
  tags?: { [key: string]: string };
  /** What the cluster is. */
  spec: ClusterSpec;
}

/** The desired state. */
export interface ClusterSpec {
  /** Kubernetes version. */
  version: "1.30.0" | "1.31.0" | (string & {});
  /** Where the nodes run. */
  provider: Provider;
  /**
   * Zones.
   *
   * @maxItems 3
   */
  zones?: number[];
  /** Anything. */
  extra?: FreeFormObject;
  /** Rules matched by value. */
  rules?: FreeFormObject[];
}

/** Exactly one provider. */
export type Provider =
  | {
      /** The alpha provider. */
      alpha: AlphaProvider;
      beta?: never;
    }
  | {
      /** The beta provider, with no settings. */
      beta: Empty;
      alpha?: never;
    };

/** Alpha settings. */
export interface AlphaProvider {
  /**
   * Region.
   * Cannot change after the cluster is created.
   */
  region: string;
  /** Networking; only the DNS forwarder on input. */
  networking?: NetworkingFull;
  /**
   * Node pools.
   * Elements are identified by `name`.
   *
   * @maxItems 10
   */
  pools?: Pool[];
}

/** Full networking. */
export interface NetworkingFull {
  /** Pod CIDR. */
  podNetwork?: string;
  /** DNS forwarder. */
  dnsForwarder?: string;
}

/** A node pool. */
export interface Pool {
  /** Pool name. */
  name: string;
  /**
   * Nodes.
   *
   * @default 1
   * @minimum 0
   */
  size?: number;
  /** Effect. */
  effect?: "NoSchedule" | "NoExecute";
}

/** No settings. */
export type Empty = Record<string, never>;

/** The error body. */
export interface ApiError {
  /** Stable code. */
  code: "NOT_FOUND" | (string & {});
  /** More. */
  details?: FreeFormObject;
}

/**
 * A small resource exercising every field kind.
 *
 * The create form of {@link Cluster}: without the fields the service sets, and with input shapes.
 */
export interface ClusterCreate {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /** Free tags. */
  tags?: { [key: string]: string };
  /** What the cluster is. */
  spec: ClusterSpecCreate;
}

/**
 * The desired state.
 *
 * The create form of {@link ClusterSpec}: without the fields the service sets, and with input shapes.
 */
export interface ClusterSpecCreate {
  /** Kubernetes version. */
  version: "1.30.0" | "1.31.0" | (string & {});
  /** Where the nodes run. */
  provider: ProviderCreate;
  /**
   * Zones.
   *
   * @maxItems 3
   */
  zones?: number[];
  /** Anything. */
  extra?: FreeFormObject;
  /** Rules matched by value. */
  rules?: FreeFormObject[];
}

/**
 * Exactly one provider.
 *
 * The create form of {@link Provider}: without the fields the service sets, and with input shapes.
 */
export type ProviderCreate =
  | {
      /** The alpha provider. */
      alpha: AlphaProviderCreate;
      beta?: never;
    }
  | {
      /** The beta provider, with no settings. */
      beta: Empty;
      alpha?: never;
    };

/**
 * Alpha settings.
 *
 * The create form of {@link AlphaProvider}: without the fields the service sets, and with input shapes.
 */
export interface AlphaProviderCreate {
  /**
   * Region.
   * Cannot change after the cluster is created.
   */
  region: string;
  /** Networking; only the DNS forwarder on input. */
  networking?: NetworkingDns;
  /**
   * Node pools.
   * Elements are identified by `name`.
   *
   * @maxItems 10
   */
  pools?: Pool[];
}

/** DNS only. */
export interface NetworkingDns {
  /** DNS forwarder. */
  dnsForwarder?: string;
}

/** The create form of {@link NetworkingDns}: the same shape. */
export type NetworkingDnsCreate = NetworkingDns;

/** The create form of {@link Pool}: the same shape. */
export type PoolCreate = Pool;

/** The create form of {@link Empty}: the same shape. */
export type EmptyCreate = Empty;
