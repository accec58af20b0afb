/**
 * A store in a `Map`, for embedding and tests: the same contract as SQLite, nothing persisted.
 * Records are kept as JSON text, so no caller can alter a stored cluster through a reference.
 */
import type { Cluster } from '@mk8s/schema';
import { type ClusterRow, rowOf } from './record.ts';
import type { ClusterStore } from './types.ts';

/** A row with its text's UTF-8 length, counted once when written. */
interface MemoryRow extends ClusterRow {
  readonly bytes: number;
}

export function openMemoryStore(): ClusterStore {
  const rows = new Map<string, MemoryRow>();
  const keyOf = (org: string, name: string) => JSON.stringify([org, name]);
  const keep = (key: string, row: ClusterRow) => rows.set(key, { ...row, bytes: Buffer.byteLength(row.body) });
  return {
    async get(org, name) {
      const row = rows.get(keyOf(org, name));
      return row === undefined ? undefined : { cluster: JSON.parse(row.body) as Cluster, bytes: row.bytes };
    },
    async insert(org, cluster, text) {
      const key = keyOf(org, cluster.name);
      if (rows.has(key)) return 'exists';
      keep(key, rowOf(cluster, text));
      return 'inserted';
    },
    async replace(org, cluster, expectedVersion, text) {
      const key = keyOf(org, cluster.name);
      const row = rows.get(key);
      if (row === undefined) return 'missing';
      if (row.version !== expectedVersion) return 'stale';
      keep(key, rowOf(cluster, text));
      return 'replaced';
    },
    settled: () => Promise.resolve(),
    async close() {
      rows.clear();
    },
  };
}
