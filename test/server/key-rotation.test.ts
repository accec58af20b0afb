/**
 * Keys that rotate, in the `serve` process (open question 6). Regression: API keys could not expire
 * or be rotated without a restart. The key file is re-read on SIGHUP and when it changes, while
 * requests keep being answered; a broken file keeps the keys in use and the log says why.
 */
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KeyEntry, newApiKey } from '../../server/auth.ts';
import { type ServeProcess, spawnServe, waitForExit } from '../helpers/process.ts';
import { createBody } from '../helpers/reference-server.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const steady = newApiKey('acme', 'steady');
const retiring = newApiKey('acme', 'retiring');
const incoming = newApiKey('acme', 'incoming');
const dir = useTempDir('mk8s-rotation');

const keysText = (...entries: KeyEntry[]) => JSON.stringify({ keys: entries });

/** Replaces the file in one step, as an operator should, so no reading sees it half-written. */
async function replaceFile(file: string, text: string): Promise<void> {
  await writeFile(`${file}.next`, text);
  await rename(`${file}.next`, file);
}

async function send(
  serve: ServeProcess,
  key: string,
  method = 'GET',
  path = '/org/acme/mk8s/rotating',
  body?: unknown,
) {
  const response = await fetch(`${serve.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 15 s: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mk8s-codegen serve with a key file that changes', () => {
  it('re-reads it on SIGHUP without dropping a request, and keeps the keys when it does not parse', async () => {
    const file = join(dir(), 'hup.json');
    await writeFile(file, keysText(steady.entry, retiring.entry));
    const serve = await spawnServe(['--keys', file]);
    try {
      expect((await send(serve, steady.key, 'POST', '/org/acme/mk8s', createBody('rotating'))).status).toBe(201);
      let running = true;
      const statuses: number[] = [];
      const traffic = (async () => {
        while (running) statuses.push((await send(serve, steady.key)).status);
      })();
      const reloads = () => serve.logs().filter((r) => r.msg === 'keys loaded' || r.msg === 'keys not reloaded');

      await replaceFile(file, keysText(steady.entry, incoming.entry));
      serve.child.kill('SIGHUP');
      await eventually(async () => (await send(serve, incoming.key)).status === 200, 'the incoming key works');
      expect(await send(serve, retiring.key)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });

      const before = reloads().length;
      await replaceFile(file, '{"keys": [{"org": "acme", "sha256": "not-a-digest"}]}');
      serve.child.kill('SIGHUP');
      await eventually(() => reloads().length > before, 'the broken file is reported');
      const failure = serve.logs().find((r) => r.msg === 'keys not reloaded');
      expect(failure).toMatchObject({ level: 'error', file, kept: 2 });
      expect(String(failure?.error)).toContain(`${file}#/keys/0/sha256`);
      expect((await send(serve, incoming.key)).status).toBe(200);

      running = false;
      await traffic;
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(serve.logs().some((r) => r.msg === 'keys loaded' && r.reason === 'SIGHUP')).toBe(true);
    } finally {
      serve.child.kill('SIGTERM');
      await waitForExit(serve);
    }
  });

  it('picks up a changed file without a signal, and answers an expired key with 401 KEY_EXPIRED', async () => {
    const file = join(dir(), 'watched.json');
    await writeFile(file, keysText(steady.entry));
    const serve = await spawnServe(['--keys', file]);
    try {
      expect((await send(serve, incoming.key)).status).toBe(401);
      await replaceFile(
        file,
        keysText(steady.entry, incoming.entry, { ...retiring.entry, expires: '2020-01-01T00:00:00Z' }),
      );
      await eventually(async () => (await send(serve, incoming.key)).status !== 401, 'the changed file is read');
      expect(await send(serve, retiring.key)).toMatchObject({ status: 401, body: { code: 'KEY_EXPIRED' } });
      expect(serve.logs().find((r) => r.reason === 'changed')).toMatchObject({
        msg: 'keys loaded',
        keys: 3,
        expired: 1,
      });
    } finally {
      serve.child.kill('SIGTERM');
      await waitForExit(serve);
    }
  });
});
