// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** A cluster with node pools named by their `name`. */
export interface Cluster {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /**
   * Node pools, each identified by its `name`.
   * Elements are identified by `name`.
   *
   * @maxItems 10
   */
  pools?: Pool[];
}

/** A node pool. */
export interface Pool {
  /** Pool name; identifies the pool. */
  name: string;
  /**
   * Nodes.
   *
   * @default 1
   * @minimum 0
   */
  size?: number;
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

/** The create form of {@link Pool}: the same shape. */
export type PoolCreate = Pool;
