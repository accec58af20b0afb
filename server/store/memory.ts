/**
 * A store in a `Map`, for embedding and tests: the same contract as SQLite, nothing persisted.
 * Records are kept as JSON text, so no caller can alter a stored cluster through a reference.
 */
import type { Cluster } from '@mk8s/schema';
import type { ClusterStore } from './types.ts';

export function openMemoryStore(): ClusterStore {
  const rows = new Map<string, { version: number; body: string }>();
  const keyOf = (org: string, name: string) => JSON.stringify([org, name]);
  return {
    async get(org, name) {
      const row = rows.get(keyOf(org, name));
      return row === undefined ? undefined : (JSON.parse(row.body) as Cluster);
    },
    async insert(org, cluster, text) {
      const key = keyOf(org, cluster.name);
      if (rows.has(key)) return 'exists';
      rows.set(key, { version: cluster.version, body: text ?? JSON.stringify(cluster) });
      return 'inserted';
    },
    async replace(org, cluster, expectedVersion, text) {
      const key = keyOf(org, cluster.name);
      const row = rows.get(key);
      if (row === undefined) return 'missing';
      if (row.version !== expectedVersion) return 'stale';
      rows.set(key, { version: cluster.version, body: text ?? JSON.stringify(cluster) });
      return 'replaced';
    },
    settled: () => Promise.resolve(),
    async close() {
      rows.clear();
    },
  };
}
