// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  FreeFormObject,
  FreeFormValue,
} from './types.js';

/**
 * A cluster with settings the schema leaves open.
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
  /** Anything, set member by member. */
  extra?: FreeFormObjectPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "extra")[];
  /** Sets `extra` to this complete value, replacing it whole. */
  "$replace/extra"?: FreeFormObject;
}

/**
 * Any JSON object.
 *
 * Patch of a free-form object: the members given are set whole, `$drop` removes members.
 */
export interface FreeFormObjectPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: string[];
  /** Sets this member, whole. */
  [key: string]: FreeFormValue | undefined;
}
