// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/**
 * An IPv4 address in dotted form, such as `203.0.113.7`.
 *
 * @pattern ^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$
 */
export type Address = string;

/** A cluster reachable from a few address ranges. */
export interface Cluster {
  /**
   * The name. Required. Cannot be changed after the cluster is created.
   *
   * @pattern ^[a-z]+$
   */
  name: string;
  /** Address the cluster is reached from. Required. */
  ingress: Address;
  /**
   * Address the cluster sends from.
   * Cannot change after the cluster is created.
   */
  egress?: Address;
  /** More addresses that may reach the cluster. */
  allowed?: Address[];
}

/** The error body. */
export interface ApiError {
  /** Stable code. */
  code: "NOT_FOUND" | (string & {});
  /** What went wrong. */
  message?: string;
}

/** The create form of {@link Cluster}: the same shape. */
export type ClusterCreate = Cluster;
