/**
 * API keys: each bound to one organization, kept at rest only as a SHA-256 digest, and valid
 * until its `expires` time when it has one.
 *
 * Keys are high-entropy random strings (`newApiKey` makes 32 random bytes), so a fast digest is
 * enough: there is nothing to guess, and a slow password hash (scrypt) would only cost every
 * request tens of milliseconds. The key file holds
 * `{ "keys": [{ "org", "sha256", "name"?, "expires"? }] }`. Keys are never logged, never echoed
 * in an error, and compared through their digests only.
 */
import { createHash, randomBytes } from 'node:crypto';

/** One entry of the key file. `name` says what the key is for; it is safe to log. */
export interface KeyEntry {
  readonly org: string;
  readonly sha256: string;
  readonly name?: string;
  /** ISO 8601 UTC (`2025-06-30T00:00:00Z`): from this instant on the key is refused (401 KEY_EXPIRED). */
  readonly expires?: string;
}

export interface KeyRing {
  /** The entry of a presented key, or `undefined` for an unknown key. */
  readonly lookup: (key: string) => KeyEntry | undefined;
  readonly size: number;
  readonly entries: readonly KeyEntry[];
}

/** A key ring whose keys are swapped whole while the server runs (the key file re-read). */
export interface ReplaceableKeyRing extends KeyRing {
  readonly replace: (next: KeyRing) => void;
}

export type KeyFileResult = { ok: true; value: KeyRing } | { ok: false; error: string };

const DIGEST = /^[0-9a-f]{64}$/;
const ENTRY_MEMBERS = ['org', 'sha256', 'name', 'expires'];
/** A UTC instant with seconds: `2025-06-30T00:00:00Z`, optionally with a fraction of a second. */
const UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?Z$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A fresh key (`mk8s_` + 43 base64url characters: 256 random bits) and its key-file entry. */
export function newApiKey(org: string, name?: string): { key: string; entry: KeyEntry } {
  const key = `mk8s_${randomBytes(32).toString('base64url')}`;
  return { key, entry: name === undefined ? { org, sha256: hashApiKey(key) } : { org, sha256: hashApiKey(key), name } };
}

export function keyRing(entries: readonly KeyEntry[]): KeyRing {
  const byDigest = new Map(entries.map((e) => [e.sha256, e]));
  return { lookup: (key) => byDigest.get(hashApiKey(key)), size: byDigest.size, entries: [...byDigest.values()] };
}

/** A ring that delegates to its current keys; `replace` swaps them in one step, between requests. */
export function replaceableKeyRing(initial: KeyRing): ReplaceableKeyRing {
  let current = initial;
  return {
    lookup: (key) => current.lookup(key),
    get size() {
      return current.size;
    },
    get entries() {
      return current.entries;
    },
    replace: (next) => {
      current = next;
    },
  };
}

/** Whether the entry's key has expired at `now` (a key without `expires` never does). */
export function isExpired(entry: KeyEntry, now: Date): boolean {
  return entry.expires !== undefined && Date.parse(entry.expires) <= now.getTime();
}

/** Parses the key file's text; a malformed file is an error naming the offending entry. */
export function parseKeyFile(text: string): KeyFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON: ${(error as Error).message}` };
  }
  const keys = (data as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) {
    return { ok: false, error: '/keys: an array of { org, sha256, name?, expires? } is expected' };
  }
  const entries: KeyEntry[] = [];
  const seen = new Map<string, number>();
  for (const [i, item] of keys.entries()) {
    const checked = parseEntry(item, `/keys/${i}`);
    if (typeof checked === 'string') return { ok: false, error: checked };
    const first = seen.get(checked.sha256);
    if (first !== undefined) return { ok: false, error: `/keys/${i}/sha256: the same key as /keys/${first}` };
    seen.set(checked.sha256, i);
    entries.push(checked);
  }
  return { ok: true, value: keyRing(entries) };
}

/** One entry, or the error (`pointer: what is wrong`). Unknown members are errors: a typo such as `expire` must not leave a key valid forever. */
function parseEntry(item: unknown, at: string): KeyEntry | string {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return `${at}: an object is expected`;
  const unknown = Object.keys(item).find((member) => !ENTRY_MEMBERS.includes(member));
  if (unknown !== undefined) return `${at}/${unknown}: unknown member; an entry has ${ENTRY_MEMBERS.join(', ')}`;
  const { org, sha256, name, expires } = item as Record<string, unknown>;
  if (typeof org !== 'string' || org === '') return `${at}/org: a non-empty string is expected`;
  if (typeof sha256 !== 'string' || !DIGEST.test(sha256)) {
    return `${at}/sha256: 64 lowercase hex digits (SHA-256 of the key) are expected`;
  }
  if (name !== undefined && typeof name !== 'string') return `${at}/name: a string is expected`;
  if (expires !== undefined && !isUtcInstant(expires)) {
    return `${at}/expires: an ISO 8601 UTC time such as 2030-01-31T00:00:00Z is expected`;
  }
  return {
    org,
    sha256,
    ...(name === undefined ? {} : { name }),
    ...(expires === undefined ? {} : { expires: expires as string }),
  };
}

/** A real instant in UTC (`Z`), so that an expiry never depends on the server's time zone. */
function isUtcInstant(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = UTC_INSTANT.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0));
  // Date.UTC rolls 2025-02-30 over to March: a date that does not round-trip does not exist
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** The key of an `Authorization` header: `Bearer <key>` or the bare key. */
export function presentedKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const match = /^bearer\s+(.+)$/i.exec(trimmed);
  const key = match?.[1] ?? trimmed;
  return key === '' ? undefined : key;
}
