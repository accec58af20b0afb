/**
 * The key file while the server runs (open question 6): re-read on demand and when it changes,
 * keeping the previous keys when the new file cannot be read or does not parse, and saying why.
 * Regression: keys could not be rotated or revoked without a restart.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KeyEntry, newApiKey } from '../../../server/auth.ts';
import { type KeyFile, openKeyFile } from '../../../server/key-file.ts';
import { memoryLogger } from '../../../server/logger.ts';
import { useTempDir } from '../../helpers/temp-dir.ts';

const dir = useTempDir('mk8s-key-file');
let count = 0;

const first = newApiKey('acme', 'first');
const second = newApiKey('acme', 'second');
const keysText = (...entries: KeyEntry[]) => JSON.stringify({ keys: entries });

async function open(text: string, watchIntervalMs = 60_000) {
  const file = join(dir(), `keys-${count++}.json`);
  await writeFile(file, text);
  const logger = memoryLogger();
  const opened = await openKeyFile({
    file,
    logger,
    watchIntervalMs,
    clock: () => new Date('2030-06-01T00:00:00Z'),
  });
  if (!opened.ok) throw new Error(opened.error);
  return { file, logger, keyFile: opened.value };
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const knows = (keyFile: KeyFile, key: string) => keyFile.keys.lookup(key) !== undefined;

describe('openKeyFile', () => {
  it('refuses to start on a file that does not parse, naming file and pointer', async () => {
    const file = join(dir(), 'broken-at-start.json');
    await writeFile(file, JSON.stringify({ keys: [{ org: 'acme' }] }));
    const opened = await openKeyFile({ file, logger: memoryLogger() });
    expect(opened.ok).toBe(false);
    expect(opened.ok ? '' : opened.error).toMatch(/#\/keys\/0\/sha256: 64 lowercase hex digits/);
    expect(opened.ok ? '' : opened.error.startsWith(`${file}#`)).toBe(true);
  });

  it('logs what it loaded, counting the keys already expired', async () => {
    const { logger, keyFile, file } = await open(
      keysText(first.entry, { ...second.entry, expires: '2030-01-01T00:00:00Z' }),
    );
    expect(logger.records).toEqual([{ level: 'info', msg: 'keys loaded', file, reason: 'start', keys: 2, expired: 1 }]);
    keyFile.close();
  });
});

describe('reload', () => {
  it('swaps in the new keys: a rotated-out key is refused, a new one accepted', async () => {
    const { file, keyFile, logger } = await open(keysText(first.entry));
    await writeFile(file, keysText(second.entry));
    expect(await keyFile.reload('SIGHUP')).toBe(true);
    expect(knows(keyFile, first.key)).toBe(false);
    expect(knows(keyFile, second.key)).toBe(true);
    expect(logger.records.at(-1)).toMatchObject({ msg: 'keys loaded', reason: 'SIGHUP', keys: 1 });
    keyFile.close();
  });

  it.each([
    ['does not parse', '{"keys": [', /not JSON/],
    ['has a broken entry', keysText({ org: 'acme', sha256: 'nope' }), /#\/keys\/0\/sha256: /],
    ['is gone', null, /cannot read the key file/],
  ])('keeps the previous keys when the new file %s, and logs why', async (_name, text, why) => {
    const { file, keyFile, logger } = await open(keysText(first.entry));
    if (text === null) await rm(file);
    else await writeFile(file, text);
    expect(await keyFile.reload('SIGHUP')).toBe(false);
    expect(knows(keyFile, first.key)).toBe(true);
    const record = logger.records.at(-1);
    expect(record).toMatchObject({ level: 'error', msg: 'keys not reloaded', file, reason: 'SIGHUP', kept: 1 });
    expect(String(record?.error)).toMatch(why);
    keyFile.close();
  });
});

describe('watching the file', () => {
  it('picks up a change without a signal', async () => {
    const { file, keyFile, logger } = await open(keysText(first.entry), 25);
    await writeFile(file, keysText(first.entry, second.entry));
    await eventually(() => knows(keyFile, second.key), 'the new key is accepted');
    expect(logger.records.at(-1)).toMatchObject({ msg: 'keys loaded', reason: 'changed', keys: 2 });
    keyFile.close();
  });

  it('follows a file replaced by a rename, as editors and secret volumes do', async () => {
    const { file, keyFile } = await open(keysText(first.entry), 25);
    const next = `${file}.next`;
    await writeFile(next, keysText(second.entry));
    await rename(next, file);
    await eventually(() => knows(keyFile, second.key) && !knows(keyFile, first.key), 'the file was swapped');
    keyFile.close();
  });

  it('a broken file on disk keeps the keys, and the fixed file is then picked up', async () => {
    const { file, keyFile, logger } = await open(keysText(first.entry), 25);
    await writeFile(file, '{"keys": ');
    await eventually(() => logger.records.some((r) => r.msg === 'keys not reloaded'), 'the failure is logged');
    expect(knows(keyFile, first.key)).toBe(true);
    await writeFile(file, keysText(second.entry));
    await eventually(() => knows(keyFile, second.key), 'the fixed file is loaded');
    keyFile.close();
  });
});
