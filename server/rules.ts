/**
 * What the server needs from the generated package, as one injected value: the validators and the
 * patch engine. The server decides nothing about bodies itself; it maps the answers to HTTP.
 * `packageRules` (in `package-rules.ts`) is the real one, from `@mk8s/schema`.
 */
import type { Cluster, ClusterCreate } from '@mk8s/schema';

/** One problem found in a body: where (JSON Pointer), a stable code, and a message. */
export interface RuleIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly RuleIssue[] };
export type Patched =
  | { readonly ok: true; readonly value: Cluster }
  | { readonly ok: false; readonly error: RuleIssue };

export interface ClusterRules {
  readonly validateCreate: (value: unknown) => Checked<ClusterCreate>;
  /** Judges a patch on its own; its issue codes are patch error codes (FORBIDDEN_KEY, LIMIT, …). */
  readonly validatePatch: (value: unknown) => Checked<unknown>;
  readonly validateCluster: (value: unknown) => Checked<Cluster>;
  readonly applyPatch: (cluster: Cluster, patch: unknown) => Patched;
}
