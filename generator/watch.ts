/**
 * Watching a spec folder: calls `onChange` after a burst of file changes settles (and at once, with
 * `runNow`), never twice at once (a change during a run schedules one more run), until `signal` aborts. The folder may be
 * removed or replaced (`mv spec.new spec`, a checkout): a check every `recheckMs` notices that,
 * calls `onChange` (which reports the missing spec) and watches the folder again once it is back.
 * The check also keeps the process alive, so watching never ends on its own.
 */
import { type FSWatcher, statSync, watch } from 'node:fs';

export function watchFolder(
  dir: string,
  signal: AbortSignal,
  onChange: () => Promise<void>,
  { runNow = false, settleMs = 60, recheckMs = 250 }: { runNow?: boolean; settleMs?: number; recheckMs?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    let pending = false;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(fire, settleMs);
    };
    const fire = async () => {
      if (running) {
        pending = true;
        return;
      }
      running = true;
      try {
        await onChange();
      } finally {
        running = false;
        if (pending && !signal.aborted) {
          pending = false;
          schedule();
        }
      }
    };
    const fail = (error: unknown) => {
      stop();
      reject(error);
    };
    const folder = new WatchedFolder(dir, schedule, fail);
    const recheck = setInterval(() => {
      try {
        if (folder.rearm()) schedule();
      } catch (error) {
        fail(error);
      }
    }, recheckMs);
    const stop = () => {
      clearTimeout(timer);
      clearInterval(recheck);
      folder.close();
    };
    try {
      folder.rearm();
    } catch (error) {
      fail(error);
      return;
    }
    // The first run starts once the folder is watched, so an edit made while it runs gives one more.
    if (runNow && !signal.aborted) void fire();
    const finish = () => {
      stop();
      resolve();
    };
    if (signal.aborted) finish();
    else signal.addEventListener('abort', finish, { once: true });
  });
}

/** A recursive watcher on the folder that is at `dir` now (none while there is none). */
class WatchedFolder {
  private watcher: FSWatcher | undefined;
  /** The folder watched, as device and inode, so a folder put in its place is told apart. */
  private identity: string | undefined;

  constructor(
    private readonly dir: string,
    private readonly onEvent: () => void,
    private readonly onFail: (error: unknown) => void,
  ) {}

  /** Watches the folder now at `dir` if that is not the one watched; whether it was not. */
  rearm(): boolean {
    const now = folderIdentity(this.dir);
    if (now === this.identity) return false;
    this.close();
    this.identity = now;
    if (now === undefined) return true;
    try {
      this.watcher = watch(this.dir, { recursive: true }, this.onEvent);
    } catch (error) {
      // Gone again between the look and the watch: the next check sees it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') this.identity = undefined;
      else throw error;
    }
    // A watcher that fails because its folder went is dropped (the next check watches the new one);
    // one that fails on a folder still in place is a failure to watch.
    this.watcher?.on('error', (error) => {
      if (folderIdentity(this.dir) === this.identity) this.onFail(error);
      else this.close();
    });
    return true;
  }

  close(): void {
    this.watcher?.close();
    this.watcher = undefined;
    this.identity = undefined;
  }
}

function folderIdentity(dir: string): string | undefined {
  try {
    const stats = statSync(dir);
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}` : undefined;
  } catch {
    return undefined;
  }
}
