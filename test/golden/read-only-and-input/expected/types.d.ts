// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** A cluster with fields the service sets and a networking block given in a smaller shape. */
export interface Cluster {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /**
   * Set by the service.
   * Set by the service: not accepted in create or patch bodies.
   */
  id: string;
  /** Networking; only the DNS forwarder on input. */
  networking?: NetworkingFull;
}

/** Full networking. */
export interface NetworkingFull {
  /** Pod CIDR. */
  podNetwork?: string;
  /** DNS forwarder. */
  dnsForwarder?: string;
}

/** The error body. */
export interface ApiError {
  /** Stable code. */
  code: "NOT_FOUND" | (string & {});
  /** What went wrong. */
  message?: string;
}

/**
 * A cluster with fields the service sets and a networking block given in a smaller shape.
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
  /** Networking; only the DNS forwarder on input. */
  networking?: NetworkingDns;
}

/** Networking as given on input. */
export interface NetworkingDns {
  /** DNS forwarder. */
  dnsForwarder?: string;
}

/** The create form of {@link NetworkingDns}: the same shape. */
export type NetworkingDnsCreate = NetworkingDns;
