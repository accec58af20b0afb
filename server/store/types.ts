/**
 * Where clusters live. The server talks only to this interface; `sqlite.ts` is the embedded
 * default and `memory.ts` a second implementation that keeps the interface honest (both pass the
 * same store tests). Another database takes their place by implementing these four calls.
 *
 * Every write is one atomic step: `insert` fails on a taken name, `replace` is a compare-and-swap
 * on the version, so concurrent writers never lose an update whatever the database. A write's
 * promise resolves once the write, and every write made before it, is durable. A store may let
 * `get` see writes that are made but not yet durable (so that writers of one cluster can share a
 * commit); `settled` waits for them, and the service calls it before it answers from what it
 * read without writing.
 */
import type { Cluster } from '@mk8s/schema';

export type InsertOutcome = 'inserted' | 'exists';
/** `stale`: the stored version is no longer `expectedVersion`; `missing`: the cluster is gone. */
export type ReplaceOutcome = 'replaced' | 'stale' | 'missing';

/** A cluster as read from a store, with the size of the text it is kept as. */
export interface StoredCluster {
  readonly cluster: Cluster;
  /**
   * UTF-8 bytes of the JSON text the store holds for it: at least those of `JSON.stringify(cluster)`
   * (the text is that, made by the caller or the store). The patch engine bounds a patched record's
   * size from it instead of walking the record.
   */
  readonly bytes: number;
}

export interface ClusterStore {
  get(org: string, name: string): Promise<StoredCluster | undefined>;
  /**
   * Stores a new cluster, unless the organization already has one of that name. `text`, when the
   * caller has it, is `JSON.stringify(cluster)`: made once, it serves the store and the answer.
   */
  insert(org: string, cluster: Cluster, text?: string): Promise<InsertOutcome>;
  /** Replaces the cluster of that name if its stored version is still `expectedVersion`; `text` as for `insert`. */
  replace(org: string, cluster: Cluster, expectedVersion: number, text?: string): Promise<ReplaceOutcome>;
  /** Resolves once every write made so far is durable (at once for a store without pending writes). */
  settled(): Promise<void>;
  close(): Promise<void>;
}
