// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  Address,
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
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "ingress" | "egress" | "allowed")[];
  /** Removes the listed values of `allowed` (absent ones: no change). */
  "$drop/allowed"?: string[];
  /** Keeps only the listed values of `allowed`, in their order, and removes every other element. */
  "$retain/allowed"?: string[];
  /** Adds these values at the end of `allowed` (values already present: no change). */
  "$append/allowed"?: Address[];
}
