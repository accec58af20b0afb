// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/**
 * An IPv4 address in dotted form, such as `203.0.113.7`.
 *
 * @pattern ^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$
 */
export type Address = string;

/** A zone of the service. */
export type Zone = "a" | "b" | "c";

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
  /**
   * Peers the cluster talks to, each identified by its `address`.
   * Elements are identified by `address`.
   */
  peers?: Peer[];
  /**
   * Zones the cluster runs in, each identified by its `zone`.
   * Elements are identified by `zone`.
   */
  zones?: Placement[];
}

/** A peer, named by its address. */
export interface Peer {
  /** Where the peer is; identifies it. */
  address: Address;
  /**
   * Share of the traffic.
   *
   * @minimum 0
   */
  weight?: number;
}

/** A zone the cluster runs in. */
export interface Placement {
  /** The zone; identifies the placement. */
  zone: Zone;
  /**
   * Nodes in the zone.
   *
   * @minimum 0
   */
  nodes?: number;
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

/** The create form of {@link Peer}: the same shape. */
export type PeerCreate = Peer;

/** The create form of {@link Placement}: the same shape. */
export type PlacementCreate = Placement;
