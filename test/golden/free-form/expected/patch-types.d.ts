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
 * Patch of a free-form object: the members given are merged (an object is a nested patch of its member, anything else is set whole), `$drop` removes members.
 */
export interface FreeFormObjectPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: string[];
  /** Merges into this member (an object), or sets it (any other value). */
  [key: string]: FreeFormPatchValue | undefined;
}

/** A member of a `FreeFormObject` in a patch: any JSON value but `null`. Strings, numbers, booleans and arrays are set whole; an object is a nested patch ({@link FreeFormPatchObject}) merged into the member. */
export type FreeFormPatchValue = string | number | boolean | FreeFormValue[] | FreeFormPatchObject;

/**
 * A nested patch inside a free-form value: merged key by key into the member's current value (an empty object when that is absent or no object). `$drop` removes keys, `$replace/<key>` sets a member whole; array operators do not apply here.
 *
 * The string index signature also admits `$drop`'s `string[]` and `undefined`, as TypeScript requires; the JSON Schema is exact.
 */
export interface FreeFormPatchObject {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: string[];
  /** Sets this member whole (a literal value, not merged). */
  [key: `$replace/${string}`]: FreeFormValue;
  /** Merges into this member (an object), or sets it (any other value). */
  [key: string]: FreeFormPatchValue | undefined;
}
