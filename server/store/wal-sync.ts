/**
 * The sync that makes committed transactions of a WAL database durable: `fdatasync` of the
 * `-wal` file on libuv's thread pool, so the event loop serves requests while the disk works.
 * The first sync also syncs the folder, so that the WAL file's own entry survives a power loss
 * (what SQLite does on the first sync of a file it created).
 *
 * It is the sync SQLite would make at each commit with `synchronous = FULL`, moved off the event
 * loop. Written with `write()` before COMMIT returns, a transaction's frames are in the file when
 * its sync starts.
 */
import { close, closeSync, fdatasync, fsync, open, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Sync } from './group-commit.ts';

export interface WalSync {
  readonly sync: Sync;
  readonly close: () => void;
}

export function walSync(file: string): WalSync {
  let fd: number | undefined;
  let folderSynced = false;
  const syncFolder = (done: (error: Error | null) => void) => {
    open(dirname(file), 'r', (error, folder) => {
      if (error !== null) return done(error);
      fsync(folder, (syncError) => close(folder, () => done(syncError)));
    });
  };
  return {
    sync: (done) => {
      try {
        // the WAL exists once the first transaction committed, which is when the first sync comes
        fd ??= openSync(`${file}-wal`, 'r');
      } catch (error) {
        return done(error as Error);
      }
      fdatasync(fd, (error) => {
        if (error !== null || folderSynced) return done(error);
        syncFolder((folderError) => {
          folderSynced = folderError === null;
          done(folderError);
        });
      });
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
