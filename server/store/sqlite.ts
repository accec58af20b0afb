/**
 * The embedded default store: SQLite through better-sqlite3, in memory or in a file.
 *
 * A file database runs in WAL mode with `synchronous = FULL`: a write is on disk (the WAL is
 * fsynced at commit) before the request that made it is answered, so an acknowledged write
 * survives `kill -9` and power loss. Every write is one statement, hence one transaction; the
 * version check of `replace` is part of that statement (`WHERE version = ?`).
 */
import type { Cluster } from '@mk8s/schema';
import Database from 'better-sqlite3';
import type { ClusterStore } from './types.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS clusters (
  org     TEXT    NOT NULL,
  name    TEXT    NOT NULL,
  version INTEGER NOT NULL,
  body    TEXT    NOT NULL,
  PRIMARY KEY (org, name)
) STRICT`;

/** Opens (creating if needed) the database at `file`, or a private in-memory one for `:memory:`. */
export function openSqliteStore(file = ':memory:'): ClusterStore {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const select = db.prepare<[string, string], { body: string }>('SELECT body FROM clusters WHERE org = ? AND name = ?');
  const insert = db.prepare(
    'INSERT INTO clusters (org, name, version, body) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const update = db.prepare('UPDATE clusters SET version = ?, body = ? WHERE org = ? AND name = ? AND version = ?');
  const exists = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM clusters WHERE org = ? AND name = ?',
  );

  return {
    async get(org, name) {
      const row = select.get(org, name);
      return row === undefined ? undefined : (JSON.parse(row.body) as Cluster);
    },
    async insert(org, cluster) {
      const { changes } = insert.run(org, cluster.name, cluster.version, JSON.stringify(cluster));
      return changes === 1 ? 'inserted' : 'exists';
    },
    async replace(org, cluster, expectedVersion) {
      const { changes } = update.run(cluster.version, JSON.stringify(cluster), org, cluster.name, expectedVersion);
      if (changes === 1) return 'replaced';
      return exists.get(org, cluster.name) === undefined ? 'missing' : 'stale';
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/** Whether the database file is sound: SQLite's own integrity check. */
export function checkSqliteIntegrity(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}
