/**
 * The row a store keeps for a cluster, shared by the stores: its name and version (the keys of a
 * compare-and-swap) and its JSON text — the caller's, made once for the store and the answer, or the
 * store's own when the caller has none.
 */
import type { Cluster } from '@mk8s/schema';

export interface ClusterRow {
  readonly name: string;
  readonly version: number;
  readonly body: string;
}

export function rowOf(cluster: Cluster, text: string | undefined): ClusterRow {
  return { name: cluster.name, version: cluster.version, body: text ?? JSON.stringify(cluster) };
}
