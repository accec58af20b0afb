/**
 * The patch engine's fixture table (test/fixtures/patch/), run through the server: every case's
 * document is stored, its patch sent as `PATCH /org/acme/mk8s/{name}`, and the answer must be the
 * case's outcome — its `expected` cluster (one version up, modified now) or its `error` code, under
 * the status service-facts.md gives that code, with nothing stored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cluster } from '@mk8s/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH_CODE_STATUS } from '../../server/errors.ts';
import { openSqliteStore } from '../../server/store/sqlite.ts';
import type { ClusterStore } from '../../server/store/types.ts';
import { startTestServer, type TestServer } from '../helpers/reference-server.ts';
import { REPO } from '../helpers/spec.ts';

interface Case {
  readonly comment: string;
  readonly doc: Cluster;
  readonly patch: unknown;
  readonly expected?: Cluster;
  readonly error?: string;
}

const dir = join(REPO, 'test', 'fixtures', 'patch');
const TABLES = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Case[]] as const);
const NOW = new Date('2030-06-01T00:00:00.000Z');

/** A store whose database is swapped for a fresh one before every case. */
let current: ClusterStore = openSqliteStore();
const swappable: ClusterStore = {
  get: (org, name) => current.get(org, name),
  insert: (org, cluster) => current.insert(org, cluster),
  replace: (org, cluster, expected) => current.replace(org, cluster, expected),
  settled: () => current.settled(),
  close: () => current.close(),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ store: swappable, clock: () => NOW });
});
afterAll(() => server.close());

describe.each(TABLES)('%s through the server', (_file, cases) => {
  it.each(cases.map((c) => [c.comment, c] as const))('%s', async (_comment, fixture) => {
    await current.close();
    current = openSqliteStore();
    await current.insert('acme', fixture.doc);
    const answer = await server.call('PATCH', `/org/acme/mk8s/${encodeURIComponent(fixture.doc.name)}`, {
      text: JSON.stringify(fixture.patch),
    });
    if (fixture.error === undefined) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        ...fixture.expected,
        version: fixture.doc.version + 1,
        lastModified: NOW.toISOString(),
      });
    } else {
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: PATCH_CODE_STATUS[fixture.error],
        body: { code: fixture.error, details: { path: expect.any(String) } },
      });
      expect((await current.get('acme', fixture.doc.name))?.cluster).toEqual(fixture.doc);
    }
  });
});
