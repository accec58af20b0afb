// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** A cluster with zones and distinct names of things. */
export interface Cluster {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /**
   * Zones.
   *
   * @maxItems 3
   */
  zones?: number[];
}

/** The error body. */
export interface ApiError {
  /** Stable code. */
  code: "NOT_FOUND" | (string & {});
  /** What went wrong. */
  message?: string;
}

/** The create form of {@link Cluster}: the same shape. */
export type ClusterCreate = Cluster;
