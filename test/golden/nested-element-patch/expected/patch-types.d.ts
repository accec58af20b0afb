// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  Pool,
  Taint,
} from './types.js';

/**
 * A cluster with pools whose taints are named by `key`.
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
  /** Node pools. */
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
   * Pool name.
   * Names the element to change: a selector, not an assignment.
   */
  name: string;
  /** Taints of the pool. */
  taints?: Taint[];
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: "taints"[];
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
 * A taint.
 *
 * Element patch of `Taint` (in `$patch/<array>`): `key` names the element to change; the other fields are optional and patchable.
 */
export interface TaintPatch {
  /**
   * Taint key.
   * Names the element to change: a selector, not an assignment.
   */
  key: string;
  /** Effect. */
  effect?: "NoSchedule" | "NoExecute";
  /** Removes the listed fields from the element (never its identifier `key`; absent fields: no change). */
  $drop?: "effect"[];
}
