// generated from spec/ — do not edit
// TypeScript types of the patch body: every level with its plain members and operator keys.
import type {
  AlphaProviderCreate,
  ClusterSpecCreate,
  Empty,
  FreeFormObject,
  FreeFormValue,
  NetworkingDns,
  Pool,
  ProviderCreate,
} from './types.cjs';

/**
 * A small resource exercising every field kind.
 *
 * Patch of `ClusterCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ClusterPatch {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name?: string;
  /** Free tags. */
  tags?: MapPatch;
  /** What the cluster is. */
  spec?: ClusterSpecPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("name" | "tags" | "spec")[];
  /**
   * Sets `tags` to this complete value, replacing it whole.
   *
   * Free tags.
   */
  "$replace/tags"?: { [key: string]: string };
  /**
   * Sets `spec` to this complete value, replacing it whole.
   *
   * What the cluster is.
   */
  "$replace/spec"?: ClusterSpecCreate;
}

/** Patch of a map: the keys given are set, `$drop` removes keys. */
export interface MapPatch {
  /** Removes the listed keys (absent keys: no change). */
  $drop?: string[];
  /** Sets this key. */
  [key: string]: string | string[] | undefined;
}

/**
 * The desired state.
 *
 * Patch of `ClusterSpecCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface ClusterSpecPatch {
  /** Kubernetes version. */
  version?: "1.30.0" | "1.31.0" | (string & {});
  /** Where the nodes run. */
  provider?: ProviderPatch;
  /**
   * Zones.
   *
   * @maxItems 3
   */
  zones?: number[];
  /** Anything. */
  extra?: FreeFormObjectPatch;
  /** Rules matched by value. */
  rules?: FreeFormObject[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("version" | "provider" | "zones" | "extra" | "rules")[];
  /**
   * Sets `provider` to this complete value, replacing it whole.
   *
   * Where the nodes run.
   */
  "$replace/provider"?: ProviderCreate;
  /**
   * Removes the listed values of `zones` (absent ones: no change).
   *
   * Zones.
   */
  "$drop/zones"?: number[];
  /**
   * Keeps only the listed values of `zones`, in their order, and removes every other element.
   *
   * Zones.
   */
  "$retain/zones"?: number[];
  /**
   * Adds these values at the end of `zones` (values already present: no change).
   *
   * Zones.
   */
  "$append/zones"?: number[];
  /**
   * Sets `extra` to this complete value, replacing it whole.
   *
   * Anything.
   */
  "$replace/extra"?: FreeFormObject;
  /**
   * Removes the elements of `rules` equal to a listed one (absent ones: no change).
   *
   * Rules matched by value.
   */
  "$drop/rules"?: FreeFormObject[];
  /**
   * Keeps only the elements of `rules` equal to a listed one, in their order, and removes every other element.
   *
   * Rules matched by value.
   */
  "$retain/rules"?: FreeFormObject[];
  /**
   * Changes elements of `rules` in place, each selected by example: its plain members must equal exactly one element.
   *
   * Rules matched by value.
   */
  "$patch/rules"?: RulePatch[];
  /**
   * Adds these complete elements at the end of `rules`.
   *
   * Rules matched by value.
   */
  "$append/rules"?: FreeFormObject[];
}

/**
 * Exactly one provider.
 *
 * Patch of `ProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on. Exactly one member must be set once the patch is applied.
 */
export interface ProviderPatch {
  /** The alpha provider. */
  alpha?: AlphaProviderPatch;
  /** The beta provider, with no settings. */
  beta?: EmptyPatch;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("alpha" | "beta")[];
  /**
   * Sets `alpha` to this complete value, replacing it whole.
   *
   * The alpha provider.
   */
  "$replace/alpha"?: AlphaProviderCreate;
  /**
   * Sets `beta` to this complete value, replacing it whole.
   *
   * The beta provider, with no settings.
   */
  "$replace/beta"?: Empty;
}

/**
 * Alpha settings.
 *
 * Patch of `AlphaProviderCreate`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface AlphaProviderPatch {
  /**
   * Region.
   * Cannot change after the cluster is created.
   */
  region?: string;
  /** Networking; only the DNS forwarder on input. */
  networking?: NetworkingDnsPatch;
  /**
   * Node pools.
   *
   * @maxItems 10
   */
  pools?: Pool[];
  /** Removes the listed fields (absent fields: no change). */
  $drop?: ("region" | "networking" | "pools")[];
  /**
   * Sets `networking` to this complete value, replacing it whole.
   *
   * Networking; only the DNS forwarder on input.
   */
  "$replace/networking"?: NetworkingDns;
  /**
   * Removes the elements of `pools` whose `name` is listed (absent ones: no change).
   *
   * Node pools.
   */
  "$drop/pools"?: string[];
  /**
   * Keeps only the elements of `pools` whose `name` is listed, in their order, and removes every other element.
   *
   * Node pools.
   */
  "$retain/pools"?: string[];
  /**
   * Changes elements of `pools` in place, each named by its `name` (a missing element is NOT_FOUND).
   *
   * Node pools.
   */
  "$patch/pools"?: PoolPatch[];
  /**
   * Adds these complete elements at the end of `pools` (one equal to an existing element: no change; same `name`, different content: EXISTS).
   *
   * Node pools.
   */
  "$append/pools"?: Pool[];
}

/**
 * DNS only.
 *
 * Patch of `NetworkingDns`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface NetworkingDnsPatch {
  /** DNS forwarder. */
  dnsForwarder?: string;
  /** Removes the listed fields (absent fields: no change). */
  $drop?: "dnsForwarder"[];
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
  /**
   * Nodes.
   *
   * @minimum 0
   */
  size?: number;
  /** Effect. */
  effect?: "NoSchedule" | "NoExecute";
  /** Removes the listed fields from the element (never its identifier `name`; absent fields: no change). */
  $drop?: ("size" | "effect")[];
}

/**
 * No settings.
 *
 * Patch of `Empty`: every field optional, nested objects as patches, operator keys beside the fields they act on.
 */
export interface EmptyPatch {
  /** Removes the listed fields (absent fields: no change). */
  $drop?: [];
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
