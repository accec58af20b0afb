// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  FreeFormObject,
  FreeFormValue,
} from './types.js';

/**
 * A cluster with rules that have no identifier.
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
   * Rules, matched by their whole value.
   *
   * @maxItems 20
   */
  rules?: FreeFormObject[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "rules")[];
  /** Removes the elements of `rules` equal to a listed one (absent ones: no change). */
  "$drop/rules"?: FreeFormObject[];
  /** Keeps only the elements of `rules` equal to a listed one, in their order, and removes every other element. */
  "$retain/rules"?: FreeFormObject[];
  /** Changes elements of `rules` in place, each selected by example: its plain members must equal exactly one element. */
  "$patch/rules"?: RulePatch[];
  /** Adds these complete elements at the end of `rules`. */
  "$append/rules"?: FreeFormObject[];
}

/**
 * One element of `rules`, selected by example: its plain members must equal those of exactly one element, which `$drop` and `$replace/<member>` then change.
 *
 * Element patch (in `$patch/<array>`) of an array whose elements have no identifier.
 */
export interface RulePatch {
  /** Removes the listed members from the selected element. */
  $drop?: string[];
  /** Sets the member named after the slash in the selected element to this value (any JSON but null). */
  [key: `$replace/${string}`]: FreeFormValue;
  /** A member the element must have, with this value. */
  [key: string]: FreeFormValue | undefined;
}
