// generated from spec/ — do not edit
// applyClusterPatch and diffClusters.
import type { ClusterPatch } from '../patch-types.cjs';
import type { Cluster } from '../types.cjs';
import type { PatchError } from './errors.cjs';
export type { PatchError, PatchErrorCode } from './errors.cjs';

/** The outcome of applying a patch: the new resource, or the first error by precedence. */
export type PatchResult = { ok: true; value: Cluster } | { ok: false; error: PatchError };

/**
 * Applies a patch body to a cluster resource (docs/patch-semantics.md). Never throws and never
 * mutates its arguments; the result shares no structure with the patch.
 */
export declare function applyClusterPatch(cluster: Cluster, patch: unknown): PatchResult;

/** A patch body that turns `from` into `to`: `applyClusterPatch(from, diffClusters(from, to))` gives `to`. */
export declare function diffClusters(from: Cluster, to: Cluster): ClusterPatch;
