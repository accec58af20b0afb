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
  return new SharedCommits(db, sync);
}

class SharedCommits implements GroupCommit {
  private open: Batch | undefined;
  /** Transactions not yet durable (nor failed): what `settled` waits for. */
  private readonly unfinished = new Set<Batch>();
  private readonly counts = { writes: 0, commits: 0, syncs: 0 };

  constructor(
    private readonly db: Database,
    private readonly sync: Sync | undefined,
  ) {}

  run<T>(write: () => T): Promise<T> {
    this.open ??= this.begin();
    const batch = this.open;
    let value: T;
    try {
      value = write();
    } catch (error) {
      // some failures (a full disk, an I/O error) make SQLite roll the whole transaction back
      if (!this.db.inTransaction) {
        this.open = undefined;
        this.settle(batch, error);
      }
      return Promise.reject(error);
    }
    this.counts.writes++;
    return new Promise<T>((resolve, reject) => {
      batch.waiters.push({ resolve: () => resolve(value), reject });
    });
  }

  settled(): Promise<void> {
    return Promise.all([...this.unfinished].map((batch) => batch.done)).then(() => {});
  }

  async drain(): Promise<void> {
    if (this.open !== undefined) this.commit(this.open);
    await this.settled();
  }

  readonly stats = () => ({ ...this.counts });

  private begin(): Batch {
    this.db.exec('BEGIN IMMEDIATE');
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const batch: Batch = {
      waiters: [],
      done,
      finish: () => {
        this.unfinished.delete(batch);
        finish();
      },
    };
    this.unfinished.add(batch);
    setImmediate(() => this.commit(batch));
    return batch;
  }

  private commit(batch: Batch): void {
    if (this.open !== batch) return; // already committed by drain()
    this.open = undefined;
    try {
      this.db.exec('COMMIT');
      this.counts.commits++;
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.settle(batch, error);
      return;
    }
    if (this.sync === undefined) this.settle(batch, undefined);
    else {
      this.sync((error) => {
        if (error === null) this.counts.syncs++;
        this.settle(batch, error ?? undefined);
      });
    }
  }

  /** Answers the writes of a transaction: durable (`error` undefined) or failed. */
  private settle(batch: Batch, error: unknown): void {
    for (const waiter of batch.waiters) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
    batch.finish();
  }
}
