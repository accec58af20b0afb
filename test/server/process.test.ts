/**
 * The `serve` command as a process: graceful shutdown on SIGTERM, and no acknowledged write lost
 * to `kill -9` with `--db FILE`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../../server/auth.ts';
import { checkSqliteIntegrity } from '../../server/store/sqlite.ts';
import { spawnServe, waitForExit } from '../helpers/process.ts';
import { createBody } from '../helpers/reference-server.ts';

const acme = newApiKey('acme', 'ci');
let dir: string;
let keysFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-serve-'));
  keysFile = join(dir, 'keys.json');
  await writeFile(keysFile, JSON.stringify({ keys: [acme.entry] }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function send(url: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${acme.key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('mk8s-codegen serve', () => {
  it('serves, logs each request as a JSON line without the key, and stops cleanly on SIGTERM', async () => {
    const serve = await spawnServe(['--keys', keysFile]);
    const created = await send(serve.url, 'POST', '/org/acme/mk8s', createBody());
    expect(created.status).toBe(201);
    serve.child.kill('SIGTERM');
    expect(await waitForExit(serve)).toEqual({ code: 0, signal: null });
    const logs = serve.logs();
    expect(logs.map((r) => r.msg)).toEqual(['keys loaded', 'listening', 'request', 'shutting down', 'stopped']);
    expect(logs[0]).toMatchObject({ file: keysFile, reason: 'start', keys: 1, expired: 0 });
    expect(logs[2]).toMatchObject({
      method: 'POST',
      path: '/org/acme/mk8s',
      status: 201,
      requestId: expect.any(String),
    });
    expect(serve.stdout()).not.toContain(acme.key);
  });

  // serve groups concurrent writes into one commit (its default): 16 writers make the groups
  it('keeps every acknowledged write through kill -9 during a burst with group commit, and the database opens cleanly', async () => {
    const db = join(dir, 'crash.db');
    const first = await spawnServe(['--keys', keysFile, '--db', db]);
    const acknowledged = new Map<string, number>();
    const names = Array.from({ length: 8 }, (_, i) => `burst-${i}`);
    let stopped = false;
    // eight more writers on one shared cluster: each answered version must survive
    let sharedAcknowledged = 0;
    const sharedWriter = async () => {
      try {
        for (let i = 0; i < 500 && !stopped; i++) {
          const patched = await send(first.url, 'PATCH', '/org/acme/mk8s/burst-0', { tags: { i } });
          if (patched.status === 200) sharedAcknowledged = Math.max(sharedAcknowledged, patched.body.version as number);
          else await new Promise((r) => setTimeout(r, 5)); // not created yet
        }
      } catch {
        // killed mid-request
      }
    };
    const worker = async (name: string) => {
      try {
        if ((await send(first.url, 'POST', '/org/acme/mk8s', createBody(name))).status !== 201) return;
        acknowledged.set(name, 1);
        for (let i = 0; i < 500 && !stopped; i++) {
          const patched = await send(first.url, 'PATCH', `/org/acme/mk8s/${name}`, { description: `write ${i}` });
          if (patched.status !== 200) return;
          acknowledged.set(name, patched.body.version as number);
        }
      } catch {
        // the server was killed mid-request: that write was not acknowledged
      }
    };
    const burst = Promise.all([...names.map(worker), ...names.map(sharedWriter)]);
    const deadline = Date.now() + 10_000;
    while ([...acknowledged.values()].reduce((a, b) => a + b, 0) < 300 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    expect((await waitForExit(first)).signal).toBe('SIGKILL');
    stopped = true;
    await burst;
    expect(acknowledged.size).toBe(names.length);

    expect(checkSqliteIntegrity(db)).toBe('ok');
    const second = await spawnServe(['--keys', keysFile, '--db', db]);
    try {
      for (const [name, version] of acknowledged) {
        const read = await send(second.url, 'GET', `/org/acme/mk8s/${name}`);
        expect(read.status).toBe(200);
        // a write may have landed whose answer never arrived, but none that was answered is lost
        expect(read.body.version as number).toBeGreaterThanOrEqual(version);
        if (version > 1 && read.body.version === version && name !== 'burst-0') {
          expect(read.body.description).toBe(`write ${version - 2}`);
        }
      }
      const shared = await send(second.url, 'GET', '/org/acme/mk8s/burst-0');
      expect(shared.body.version as number).toBeGreaterThanOrEqual(
        Math.max(sharedAcknowledged, acknowledged.get('burst-0') ?? 0),
      );
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second);
    }
  });

  it('exits 1 naming the file when the key file is broken', async () => {
    const broken = join(dir, 'broken-keys.json');
    await writeFile(broken, JSON.stringify({ keys: [{ org: 'acme', sha256: acme.key }] }));
    await expect(spawnServe(['--keys', broken], 15_000)).rejects.toThrow(`${broken}#/keys/0/sha256`);
  });
});
