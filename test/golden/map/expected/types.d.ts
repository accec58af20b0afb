// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** A map of strings. */
export interface StringMap {
  [key: string]: string;
}

/** A cluster with labels. */
export interface Cluster {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /** Labels of the cluster (key → value). */
  labels?: StringMap;
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
