/**
 * What the server needs from the generated package, as one injected value: the validators and the
 * patch engine. The server decides nothing about bodies itself; it maps the answers to HTTP.
 * `packageRules` (in `package-rules.ts`) is the real one, from `@mk8s/schema`.
 */
import type { Cluster, ClusterCreate, ValidationIssue } from '@mk8s/schema';
import type { ServiceFields } from './resource.ts';

/**
 * One problem found in a body: where (JSON Pointer), a stable code, and a message; the package's
 * `ValidationIssue`, as an error answer lists it in `details.issues`.
 */
export type RuleIssue = ValidationIssue;

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly RuleIssue[] };
export type Patched =
  | { readonly ok: true; readonly value: Cluster }
  | { readonly ok: false; readonly error: RuleIssue };

/** A patch judged on its own and held by the rules for `applyPatch`; the server only passes it on. */
export type PreparedPatch = object;

export interface ClusterRules {
  readonly validateCreate: (value: unknown) => Checked<ClusterCreate>;
  /**
   * Judges a patch on its own, once per request (the same prepared patch is applied again when
   * another writer got in first); its issue codes are patch error codes (FORBIDDEN_KEY, LIMIT, …),
   * the one the patch engine reports first.
   */
  readonly preparePatch: (value: unknown) => Checked<PreparedPatch>;
  /**
   * Judges the record the service built from a body `validateCreate` accepted (that very value,
   * unchanged: the body's members plus the service's fields) as a cluster, reading only what the
   * body check did not judge; an `ok` record may be stored as it is. `recordBytes`: the UTF-8 bytes
   * of the record's JSON text, which the service has made to store it.
   */
  readonly validateCreated: (record: Cluster, body: ClusterCreate, recordBytes: number) => Checked<Cluster>;
  /**
   * Applies a prepared patch to a stored cluster — one these rules judged valid when it was stored
   * — sets the service's fields of the next version, and judges the result where it changed (its
   * size included): an `ok` result is the record to store, as it is. `storedBytes`: the UTF-8 bytes
   * of the stored cluster's JSON text, as the store knows them (`StoredCluster.bytes`).
   */
  readonly applyPatch: (
    stored: Cluster,
    patch: PreparedPatch,
    serviceFields: ServiceFields,
    storedBytes?: number,
  ) => Patched;
}
