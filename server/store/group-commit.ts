/**
 * Group commit for a SQLite connection: the writes made while the event loop is busy share one
 * transaction, committed (one fsync of the WAL) as soon as the loop turns. Each write runs at once
 * inside the open transaction, so its outcome (a row changed or not) is known immediately and the
 * next writer of the same turn already sees it; its promise settles only after the commit, so no
 * write is acknowledged before it is on disk.
 *
 * Under load many requests reach the store in one turn of the loop and pay for one fsync together;
 * alone, a write commits on the next turn, as before. A failed commit rolls back and rejects every
 * write of the transaction: none of them was acknowledged.
 */
import type { Database } from 'better-sqlite3';

export interface GroupCommit {
  /** Runs `write` in the open transaction (opening one); resolves with its result once committed. */
  run<T>(write: () => T): Promise<T>;
  /** Resolves once every write made so far is committed (or has failed). */
  settled(): Promise<void>;
  /** Commits what is open; for closing the database. */
  flush(): void;
  /** Writes run and transactions committed so far. */
  readonly stats: () => { readonly writes: number; readonly commits: number };
}

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

interface Batch {
  readonly waiters: Waiter[];
  readonly done: Promise<void>;
  readonly finish: () => void;
}

export function groupCommit(db: Database): GroupCommit {
  let open: Batch | undefined;
  let writes = 0;
  let commits = 0;

  const begin = (): Batch => {
    db.exec('BEGIN IMMEDIATE');
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const batch: Batch = { waiters: [], done, finish };
    setImmediate(() => commit(batch));
    return batch;
  };

  const fail = (batch: Batch, error: unknown) => {
    if (db.inTransaction) db.exec('ROLLBACK');
    for (const waiter of batch.waiters) waiter.reject(error);
  };

  const commit = (batch: Batch) => {
    if (open !== batch) return; // already committed by flush()
    open = undefined;
    try {
      db.exec('COMMIT');
      commits++;
      for (const waiter of batch.waiters) waiter.resolve();
    } catch (error) {
      fail(batch, error);
    } finally {
      batch.finish();
    }
  };

  return {
    run<T>(write: () => T): Promise<T> {
      open ??= begin();
      const batch = open;
      let value: T;
      try {
        value = write();
      } catch (error) {
        // some failures (a full disk, an I/O error) make SQLite roll the whole transaction back
        if (!db.inTransaction) {
          open = undefined;
          fail(batch, error);
          batch.finish();
        }
        return Promise.reject(error);
      }
      writes++;
      return new Promise<T>((resolve, reject) => {
        batch.waiters.push({ resolve: () => resolve(value), reject });
      });
    },
    settled: () => open?.done ?? Promise.resolve(),
    flush: () => {
      if (open !== undefined) commit(open);
    },
    stats: () => ({ writes, commits }),
  };
}
