// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  Pool,
} from './types.js';

/**
 * A cluster with node pools named by their `name`.
 *
 * Patch of `Cluster`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ClusterPatch {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name?: string;
  /**
   * Node pools, each identified by its `name`.
   *
   * @maxItems 10
   */
  pools?: Pool[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "pools")[];
  /** Removes the elements of `pools` whose `name` is listed (absent ones: no change). */
  "$drop/pools"?: string[];
  /** Keeps only the elements of `pools` whose `name` is listed, in their order, and removes every other element. */
  "$retain/pools"?: string[];
  /** Changes elements of `pools` in place, each named by its `name` (a missing element is NOT_FOUND). */
  "$patch/pools"?: PoolPatch[];
  /** Adds these complete elements at the end of `pools` (one equal to an existing element: no change; same `name`, different content: EXISTS). */
  "$append/pools"?: Pool[];
}

/**
 * A node pool.
 *
 * Element patch of `Pool` (in `$patch/<array>`): `name` names the element to change; the other fields are optional and patchable.
 */
export interface PoolPatch {
  /**
   * Pool name; identifies the pool.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /**
   * Nodes.
   *
   * @minimum 0
   */
  size?: number;
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: "size"[];
}
