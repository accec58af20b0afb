/**
 * Group commit for a SQLite connection: the writes made while the event loop is busy share one
 * transaction, committed as soon as the loop turns, and made durable by one sync of the log done
 * off the event loop. Each write runs at once inside the open transaction, so its outcome (a row
 * changed or not) is known immediately and the next writer of the same turn already sees it; its
 * promise settles only once its transaction is durable, so no write is acknowledged before it is
 * on disk.
 *
 * With `sync` (a file database at `synchronous = NORMAL`, whose commits write the WAL without
 * syncing it) each commit starts a sync at once and is durable when it finishes: requests keep
 * being served while the disk works, and the syncs of successive commits overlap instead of
 * queueing behind each other (the file system joins overlapping syncs into one journal commit;
 * there are never more in flight than transactions waiting, so never more than clients). Without
 * it a commit is durable when it returns (in memory, or SQLite syncing at commit). A failed commit
 * rolls back and rejects every write of its transaction; a failed sync rejects the writes of the
 * transaction it was to make durable. None of them was acknowledged.
 */
import type { Database } from 'better-sqlite3';

export interface GroupCommit {
  /** Runs `write` in the open transaction (opening one); resolves with its result once durable. */
  run<T>(write: () => T): Promise<T>;
  /** Resolves once every write made so far is durable (or has failed). */
  settled(): Promise<void>;
  /** Commits what is open and waits until everything is durable; for closing the database. */
  drain(): Promise<void>;
  /** Writes run, transactions committed and syncs done so far. */
  readonly stats: () => { readonly writes: number; readonly commits: number; readonly syncs: number };
}

/** Makes every transaction committed before the call durable (fdatasync of the WAL). */
export type Sync = (done: (error: Error | null) => void) => void;

interface Batch {
  readonly waiters: Array<{ readonly resolve: () => void; readonly reject: (error: unknown) => void }>;
  readonly done: Promise<void>;
  readonly finish: () => void;
}

export function groupCommit(db: Database, sync?: Sync): GroupCommit {
  let open: Batch | undefined;
  const unfinished = new Set<Batch>();
  const counts = { writes: 0, commits: 0, syncs: 0 };

  const begin = (): Batch => {
    db.exec('BEGIN IMMEDIATE');
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const batch: Batch = {
      waiters: [],
      done,
      finish: () => {
        unfinished.delete(batch);
        finish();
      },
    };
    unfinished.add(batch);
    setImmediate(() => commit(batch));
    return batch;
  };

  const settle = (batches: readonly Batch[], error: unknown) => {
    for (const batch of batches) {
      for (const waiter of batch.waiters) {
        if (error === undefined) waiter.resolve();
        else waiter.reject(error);
      }
      batch.finish();
    }
  };

  const commit = (batch: Batch) => {
    if (open !== batch) return; // already committed by drain()
    open = undefined;
    try {
      db.exec('COMMIT');
      counts.commits++;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      settle([batch], error);
      return;
    }
    if (sync === undefined) settle([batch], undefined);
    else {
      sync((error) => {
        if (error === null) counts.syncs++;
        settle([batch], error ?? undefined);
      });
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
          settle([batch], error);
        }
        return Promise.reject(error);
      }
      counts.writes++;
      return new Promise<T>((resolve, reject) => {
        batch.waiters.push({ resolve: () => resolve(value), reject });
      });
    },
    settled: () => Promise.all([...unfinished].map((batch) => batch.done)).then(() => {}),
    drain: async () => {
      if (open !== undefined) commit(open);
      await Promise.all([...unfinished].map((batch) => batch.done));
    },
    stats: () => ({ ...counts }),
  };
}
