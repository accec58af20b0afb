// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** Any JSON value but null. */
export type FreeFormValue = string | number | boolean | FreeFormValue[] | FreeFormObject;

/** Any JSON object. */
export interface FreeFormObject {
  [key: string]: FreeFormValue;
}

/** A cluster with settings the schema leaves open. */
export interface Cluster {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /** Anything, set member by member. */
  extra?: FreeFormObject;
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
