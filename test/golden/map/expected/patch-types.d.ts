// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  StringMap,
} from './types.js';

/**
 * A cluster with labels.
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
  /** Labels of the cluster (key → value). */
  labels?: StringMapPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "labels")[];
  /** Sets `labels` to this complete value, replacing it whole. */
  "$replace/labels"?: StringMap;
}

/**
 * A map of strings.
 *
 * Patch of a map: the keys given are set, `$drop` removes keys.
 */
export interface StringMapPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: string[];
  /** Sets this key. */
  [key: string]: string | string[] | undefined;
}
