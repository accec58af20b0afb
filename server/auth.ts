/**
 * API keys: each bound to one organization, kept at rest only as a SHA-256 digest.
 *
 * Keys are high-entropy random strings (`newApiKey` makes 32 random bytes), so a fast digest is
 * enough: there is nothing to guess, and a slow password hash (scrypt) would only cost every
 * request tens of milliseconds. The key file holds `{ "keys": [{ "org", "sha256", "name"? }] }`.
 * Keys are never logged, never echoed in an error, and compared through their digests only.
 */
import { createHash, randomBytes } from 'node:crypto';

/** One entry of the key file. `name` says what the key is for; it is safe to log. */
export interface KeyEntry {
  readonly org: string;
  readonly sha256: string;
  readonly name?: string;
}

export interface KeyRing {
  /** The entry of a presented key, or `undefined` for an unknown key. */
  readonly lookup: (key: string) => KeyEntry | undefined;
  readonly size: number;
}

export type KeyFileResult = { ok: true; value: KeyRing } | { ok: false; error: string };

const DIGEST = /^[0-9a-f]{64}$/;

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
  return { lookup: (key) => byDigest.get(hashApiKey(key)), size: byDigest.size };
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
  if (!Array.isArray(keys)) return { ok: false, error: '/keys: an array of { org, sha256, name? } is expected' };
  const entries: KeyEntry[] = [];
  for (const [i, item] of keys.entries()) {
    const { org, sha256, name } = (item ?? {}) as Record<string, unknown>;
    if (typeof org !== 'string' || org === '')
      return { ok: false, error: `/keys/${i}/org: a non-empty string is expected` };
    if (typeof sha256 !== 'string' || !DIGEST.test(sha256)) {
      return { ok: false, error: `/keys/${i}/sha256: 64 lowercase hex digits (SHA-256 of the key) are expected` };
    }
    if (name !== undefined && typeof name !== 'string')
      return { ok: false, error: `/keys/${i}/name: a string is expected` };
    entries.push(name === undefined ? { org, sha256 } : { org, sha256, name });
  }
  return { ok: true, value: keyRing(entries) };
}

/** The key of an `Authorization` header: `Bearer <key>` or the bare key. */
export function presentedKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const match = /^bearer\s+(.+)$/i.exec(trimmed);
  const key = match?.[1] ?? trimmed;
  return key === '' ? undefined : key;
}
