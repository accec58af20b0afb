/**
 * The key file while the server runs: read at start, read again on demand (`SIGHUP`) and when it
 * changes on disk, so keys are added, rotated and revoked without a restart. The ring is swapped
 * whole between two requests; requests in flight are not disturbed. A file that cannot be read
 * or does not parse keeps the previous keys, and the log says why.
 *
 * Changes are found by polling the file's status (`fs.watchFile`), which follows a file replaced
 * by a rename (editors, `kubectl` secret volumes) where an inode watch would go deaf.
 */
import { unwatchFile, watchFile } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isExpired, type KeyRing, parseKeyFile, replaceableKeyRing } from './auth.ts';
import type { Logger } from './logger.ts';

export interface KeyFileOptions {
  readonly file: string;
  readonly logger: Logger;
  readonly clock?: () => Date;
  /** How often the file's status is polled; default 1 s. */
  readonly watchIntervalMs?: number;
}

export interface KeyFile {
  readonly keys: KeyRing;
  /** Reads the file again; `true` when the new keys are in use. `reason` goes to the log. */
  readonly reload: (reason: string) => Promise<boolean>;
  /** Stops watching the file. */
  readonly close: () => void;
}

export type KeyFileOpening = { ok: true; value: KeyFile } | { ok: false; error: string };

/** Loads the key file (failing when the first reading fails) and watches it. */
export async function openKeyFile(options: KeyFileOptions): Promise<KeyFileOpening> {
  const { file, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const first = await readKeys(file);
  if (!first.ok) return first;
  const ring = replaceableKeyRing(first.value.ring);
  logLoaded(logger, file, 'start', first.value.ring, clock());
  let lastText = first.value.text;
  let queue: Promise<boolean> = Promise.resolve(true);

  const load = async (reason: string, onlyIfChanged: boolean): Promise<boolean> => {
    const next = await readKeys(file);
    if (!next.ok) {
      logger.error({ msg: 'keys not reloaded', file, reason, error: next.error, kept: ring.size });
      return false;
    }
    if (onlyIfChanged && next.value.text === lastText) return true;
    lastText = next.value.text;
    ring.replace(next.value.ring);
    logLoaded(logger, file, reason, next.value.ring, clock());
    return true;
  };
  // one reading at a time, in order: the last one started wins
  const enqueue = (reason: string, onlyIfChanged: boolean) => {
    queue = queue.then(() => load(reason, onlyIfChanged));
    return queue;
  };

  const interval = options.watchIntervalMs ?? 1000;
  const onChange = () => void enqueue('changed', true);
  watchFile(file, { interval, persistent: false }, onChange);
  return {
    ok: true,
    value: { keys: ring, reload: (reason) => enqueue(reason, false), close: () => unwatchFile(file, onChange) },
  };
}

type Reading = { ok: true; value: { ring: KeyRing; text: string } } | { ok: false; error: string };

async function readKeys(file: string): Promise<Reading> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, error: `cannot read the key file ${file}: ${(error as Error).message}` };
  }
  const parsed = parseKeyFile(text);
  if (!parsed.ok) return { ok: false, error: `${file}#${parsed.error}` };
  return { ok: true, value: { ring: parsed.value, text } };
}

function logLoaded(logger: Logger, file: string, reason: string, ring: KeyRing, now: Date): void {
  const expired = ring.entries.filter((entry) => isExpired(entry, now)).length;
  logger.info({ msg: 'keys loaded', file, reason, keys: ring.size, expired });
}
