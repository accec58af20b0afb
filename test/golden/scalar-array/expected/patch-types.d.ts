// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
/**
 * A cluster with zones and distinct names of things.
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
   * Zones.
   *
   * @maxItems 3
   */
  zones?: number[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "zones")[];
  /** Removes the listed values of `zones` (absent ones: no change). */
  "$drop/zones"?: number[];
  /** Keeps only the listed values of `zones`, in their order, and removes every other element. */
  "$retain/zones"?: number[];
  /** Adds these values at the end of `zones` (values already present: no change). */
  "$append/zones"?: number[];
}
