// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  Mirror,
} from './types.js';

/**
 * A cluster with registry mirrors that a patch may rename.
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
  /** Registry mirrors. */
  mirrors?: Mirror[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "mirrors")[];
  /** Removes the elements of `mirrors` whose `registry` is listed (absent ones: no change). */
  "$drop/mirrors"?: string[];
  /** Keeps only the elements of `mirrors` whose `registry` is listed, in their order, and removes every other element. */
  "$retain/mirrors"?: string[];
  /** Changes elements of `mirrors` in place, each named by its `registry` (a missing element is NOT_FOUND). */
  "$patch/mirrors"?: MirrorPatch[];
  /** Adds these complete elements at the end of `mirrors` (one equal to an existing element: no change; same `registry`, different content: EXISTS). */
  "$append/mirrors"?: Mirror[];
}

/**
 * A registry mirror.
 *
 * Element patch of `Mirror` (in `$patch/<array>`): `registry` names the element to change; the other fields are optional and patchable.
 */
export interface MirrorPatch {
  /**
   * The registry mirrored; identifies the mirror.
   * Names the element to change: a selector, not an assignment.
   */
  registry: string;
  /** Where the mirror is. */
  endpoint?: string;
  /** Removes the listed fields from the element (never its identifier `registry`; absent fields: no change). */
  $drop?: "endpoint"[];
  /** Renames the element: its new `registry`, unique in the array. */
  "$replace/registry"?: string;
}
