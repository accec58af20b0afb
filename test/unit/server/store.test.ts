/** Every store implementation keeps the same contract; SQLite also on disk, across reopenings. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cluster } from '@mk8s/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { openMemoryStore } from '../../../server/store/memory.ts';
import { checkSqliteIntegrity, openSqliteStore } from '../../../server/store/sqlite.ts';
import type { ClusterStore } from '../../../server/store/types.ts';

function cluster(name: string, version: number, description = `v${version}`): Cluster {
  return {
    id: `id-${name}`,
    name,
    kind: 'mk8s',
    version,
    description,
    created: '2025-01-01T00:00:00.000Z',
    lastModified: '2025-01-01T00:00:00.000Z',
    links: [],
    spec: { version: '1.32.9', provider: { generic: { location: 'x' } } },
  } as Cluster;
}

const STORES: ReadonlyArray<readonly [string, () => ClusterStore]> = [
  ['sqlite in memory', () => openSqliteStore()],
  ['memory', () => openMemoryStore()],
];

describe.each(STORES)('%s store', (_name, open) => {
  it('inserts once per organization and name', async () => {
    const store = open();
    expect(await store.insert('acme', cluster('a', 1))).toBe('inserted');
    expect(await store.insert('acme', cluster('a', 1, 'again'))).toBe('exists');
    expect(await store.insert('globex', cluster('a', 1))).toBe('inserted');
    expect((await store.get('acme', 'a'))?.cluster).toEqual(cluster('a', 1));
    expect(await store.get('acme', 'b')).toBeUndefined();
    await store.close();
  });

  it('replaces only from the expected version (compare-and-swap)', async () => {
    const store = open();
    await store.insert('acme', cluster('a', 1));
    expect(await store.replace('acme', cluster('a', 2), 1)).toBe('replaced');
    expect(await store.replace('acme', cluster('a', 2, 'lost'), 1)).toBe('stale');
    expect(await store.replace('acme', cluster('b', 2), 1)).toBe('missing');
    expect(await store.replace('globex', cluster('a', 2), 1)).toBe('missing');
    expect((await store.get('acme', 'a'))?.cluster).toEqual(cluster('a', 2));
    await store.close();
  });

  it('knows the UTF-8 bytes of the text it holds, its own or the one it was given', async () => {
    const store = open();
    const wide = cluster('a', 1, 'é, 東京 and 🚀');
    await store.insert('acme', wide);
    expect((await store.get('acme', 'a'))?.bytes).toBe(Buffer.byteLength(JSON.stringify(wide)));
    const next = cluster('a', 2, 'ß'.repeat(300));
    const text = JSON.stringify(next);
    await store.replace('acme', next, 1, text);
    expect(await store.get('acme', 'a')).toEqual({ cluster: next, bytes: Buffer.byteLength(text) });
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    await store.close();
  });

  it('hands out copies: changing a read cluster changes nothing stored', async () => {
    const store = open();
    await store.insert('acme', cluster('a', 1));
    const read = (await store.get('acme', 'a'))?.cluster as Cluster;
    read.description = 'mutated';
    expect((await store.get('acme', 'a'))?.cluster.description).toBe('v1');
    await store.close();
  });
});

describe('sqlite store on disk', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every write across closing and reopening, and the file checks clean', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mk8s-store-'));
    dirs.push(dir);
    const file = join(dir, 'clusters.db');
    const first = openSqliteStore(file);
    await first.insert('acme', cluster('a', 1));
    await first.replace('acme', cluster('a', 2), 1);
    await first.close();
    const second = openSqliteStore(file);
    expect((await second.get('acme', 'a'))?.cluster).toEqual(cluster('a', 2));
    await second.close();
    expect(checkSqliteIntegrity(file)).toBe('ok');
  });
});
