/**
 * Watching a spec folder: calls `onChange` after a burst of file changes settles, never twice at
 * once (a change during a run schedules one more run), until `signal` aborts.
 */
import { watch } from 'node:fs';

export function watchFolder(
  dir: string,
  signal: AbortSignal,
  onChange: () => Promise<void>,
  settleMs = 60,
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
    const watcher = watch(dir, { recursive: true }, schedule);
    const finish = () => {
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    watcher.on('error', (error) => {
      clearTimeout(timer);
      watcher.close();
      reject(error);
    });
    if (signal.aborted) finish();
    else signal.addEventListener('abort', finish, { once: true });
  });
}
