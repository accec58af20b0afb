// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  Address,
  Peer,
  Placement,
} from './types.js';

/**
 * A cluster reachable from a few address ranges.
 *
 * Patch of `Cluster`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ClusterPatch {
  /**
   * The name. Cannot be changed after the cluster is created.
   *
   * @pattern ^[a-z]+$
   */
  name?: string;
  /** Address the cluster is reached from. */
  ingress?: Address;
  /**
   * Address the cluster sends from.
   * Cannot change after the cluster is created.
   */
  egress?: Address;
  /** More addresses that may reach the cluster. */
  allowed?: Address[];
  /** Peers the cluster talks to, each identified by its `address`. */
  peers?: Peer[];
  /** Zones the cluster runs in, each identified by its `zone`. */
  zones?: Placement[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "ingress" | "egress" | "allowed" | "peers" | "zones")[];
  /** Removes the listed values of `allowed` (absent ones: no change). */
  "$drop/allowed"?: Address[];
  /** Keeps only the listed values of `allowed`, in their order, and removes every other element. */
  "$retain/allowed"?: Address[];
  /** Adds these values at the end of `allowed` (values already present: no change). */
  "$append/allowed"?: Address[];
  /** Removes the elements of `peers` whose `address` is listed (absent ones: no change). */
  "$drop/peers"?: Address[];
  /** Keeps only the elements of `peers` whose `address` is listed, in their order, and removes every other element. */
  "$retain/peers"?: Address[];
  /** Changes elements of `peers` in place, each named by its `address` (a missing element is NOT_FOUND). */
  "$patch/peers"?: PeerPatch[];
  /** Adds these complete elements at the end of `peers` (one equal to an existing element: no change; same `address`, different content: EXISTS). */
  "$append/peers"?: Peer[];
  /** Removes the elements of `zones` whose `zone` is listed (absent ones: no change). */
  "$drop/zones"?: string[];
  /** Keeps only the elements of `zones` whose `zone` is listed, in their order, and removes every other element. */
  "$retain/zones"?: string[];
  /** Changes elements of `zones` in place, each named by its `zone` (a missing element is NOT_FOUND). */
  "$patch/zones"?: PlacementPatch[];
  /** Adds these complete elements at the end of `zones` (one equal to an existing element: no change; same `zone`, different content: EXISTS). */
  "$append/zones"?: Placement[];
}

/**
 * A peer, named by its address.
 *
 * Element patch of `Peer` (in `$patch/<array>`): `address` names the element to change; the other fields are optional and patchable.
 */
export interface PeerPatch {
  /**
   * Where the peer is; identifies it.
   * Names the element to change: a selector, not an assignment.
   */
  address: Address;
  /**
   * Share of the traffic.
   *
   * @minimum 0
   */
  weight?: number;
  /** Removes the listed fields from the element (never its identifier `address`; absent fields: no change). */
  $drop?: "weight"[];
}

/**
 * A zone the cluster runs in.
 *
 * Element patch of `Placement` (in `$patch/<array>`): `zone` names the element to change; the other fields are optional and patchable.
 */
export interface PlacementPatch {
  /**
   * The zone; identifies the placement.
   * Names the element to change: a selector, not an assignment.
   */
  zone: string;
  /**
   * Nodes in the zone.
   *
   * @minimum 0
   */
  nodes?: number;
  /** Removes the listed fields from the element (never its identifier `zone`; absent fields: no change). */
  $drop?: "nodes"[];
}
