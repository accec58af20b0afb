/**
 * The embedded default store: SQLite through better-sqlite3, in memory or in a file.
 *
 * A file database runs in WAL mode and no write is answered before it is on disk, so an
 * acknowledged write survives `kill -9` and power loss. Concurrent writes share one transaction,
 * and the transactions committed meanwhile one sync of the WAL, done off the event loop
 * (`group-commit.ts`, `wal-sync.ts`); the version check of `replace` is part of its statement
 * (`WHERE version = ?`), so it holds inside a shared transaction as well.
 */
import type { Cluster } from '@mk8s/schema';
import Database from 'better-sqlite3';
import { type GroupCommit, groupCommit } from './group-commit.ts';
import { rowOf } from './record.ts';
import type { ClusterStore } from './types.ts';
import { walSync } from './wal-sync.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS clusters (
  org     TEXT    NOT NULL,
  name    TEXT    NOT NULL,
  version INTEGER NOT NULL,
  body    TEXT    NOT NULL,
  PRIMARY KEY (org, name)
) STRICT`;

export interface SqliteStoreOptions {
  /**
   * Group concurrent writes into one transaction and one sync (default: on). Off, every write is
   * its own transaction, synced by SQLite as it commits (`synchronous = FULL`).
   */
  readonly groupCommit?: boolean;
}

/** A SQLite store, with the count of writes, commits and syncs (to see group commit at work). */
export interface SqliteStore extends ClusterStore {
  readonly stats: GroupCommit['stats'];
}

/** Opens (creating if needed) the database at `file`, or a private in-memory one for `:memory:`. */
export function openSqliteStore(file = ':memory:', options: SqliteStoreOptions = {}): SqliteStore {
  const grouped = options.groupCommit ?? true;
  const db = new Database(file);
  const inWal = file !== ':memory:' && db.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  // grouped, a commit only writes the WAL and `walSync` makes it durable off the event loop;
  // SQLite still syncs around checkpoints, so the WAL is never reused before the database holds it
  db.pragma(grouped && inWal ? 'synchronous = NORMAL' : 'synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  // octet_length: the text's UTF-8 bytes, which SQLite keeps with the value (no character is read)
  const select = db.prepare<[string, string], { body: string; bytes: number }>(
    'SELECT body, octet_length(body) AS bytes FROM clusters WHERE org = ? AND name = ?',
  );
  const insert = db.prepare(
    'INSERT INTO clusters (org, name, version, body) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const update = db.prepare('UPDATE clusters SET version = ?, body = ? WHERE org = ? AND name = ? AND version = ?');
  const exists = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM clusters WHERE org = ? AND name = ?',
  );
  const wal = grouped && inWal ? walSync(file) : undefined;
  const writes = grouped ? groupCommit(db, wal?.sync) : eachOnItsOwn();

  return {
    async get(org, name) {
      const row = select.get(org, name);
      return row === undefined ? undefined : { cluster: JSON.parse(row.body) as Cluster, bytes: row.bytes };
    },
    insert(org, cluster, text) {
      const { name, version, body } = rowOf(cluster, text);
      return writes.run(() => {
        const { changes } = insert.run(org, name, version, body);
        return changes === 1 ? 'inserted' : 'exists';
      });
    },
    replace(org, cluster, expectedVersion, text) {
      const { name, version, body } = rowOf(cluster, text);
      return writes.run(() => {
        const { changes } = update.run(version, body, org, name, expectedVersion);
        if (changes === 1) return 'replaced';
        return exists.get(org, name) === undefined ? 'missing' : 'stale';
      });
    },
    settled: () => writes.settled(),
    stats: writes.stats,
    async close() {
      if (!db.open) return;
      await writes.drain();
      wal?.close();
      if (db.open) db.close();
    },
  };
}

/** Without group commit: every write is its own statement, hence its own transaction. */
function eachOnItsOwn(): GroupCommit {
  const counts = { writes: 0, commits: 0, syncs: 0 };
  return {
    run: (write) => {
      try {
        const value = write();
        counts.writes++;
        counts.commits++;
        return Promise.resolve(value);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    settled: () => Promise.resolve(),
    drain: () => Promise.resolve(),
    stats: () => ({ ...counts }),
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
