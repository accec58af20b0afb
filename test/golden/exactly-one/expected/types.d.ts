// generated from spec/ — do not edit
// TypeScript types of the cluster resource, its bodies and the error body.
/** A cluster with exactly one provider. */
export interface Cluster {
  /**
   * The name.
   *
   * @pattern ^[a-z]+$
   * @maxLength 63
   */
  name: string;
  /** Where the nodes run. */
  provider: Provider;
}

/** Exactly one provider. */
export type Provider =
  | {
      /** The alpha provider. */
      alpha: AlphaProvider;
      beta?: never;
    }
  | {
      /** The beta provider. */
      beta: BetaProvider;
      alpha?: never;
    };

/** Alpha settings. */
export interface AlphaProvider {
  /** Region. */
  region: string;
}

/** Beta settings, none. */
export type BetaProvider = Record<string, never>;

/** The error body. */
export interface ApiError {
  /** Stable code. */
  code: "NOT_FOUND" | (string & {});
  /** What went wrong. */
  message?: string;
}

/** The create form of {@link Cluster}: the same shape. */
export type ClusterCreate = Cluster;

/** The create form of {@link Provider}: the same shape. */
export type ProviderCreate = Provider;

/** The create form of {@link AlphaProvider}: the same shape. */
export type AlphaProviderCreate = AlphaProvider;

/** The create form of {@link BetaProvider}: the same shape. */
export type BetaProviderCreate = BetaProvider;
