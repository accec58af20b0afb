/**
 * What the client reports and what it returns: the API key is cut out of what it reports (error
 * messages, error bodies, the raw text of an answer), never out of the data it returns, whatever
 * the key (`k` is in `"kind"`); and an issue at the root of a body is shown as `(root)`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as root from '@mk8s/schema';
import * as lean from '@mk8s/schema/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from '../../helpers/server.ts';
import { REPO } from '../../helpers/spec.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'bodies', name), 'utf8'));
const CREATE = fixture('create-vendor-a.json') as root.ClusterCreate;
const CLUSTER = fixture('cluster-vendor-a.json') as root.Cluster;

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.stop();
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as Error,
  );
}

const ENTRIES = [
  ['the root client', (apiKey: string) => root.createClient({ baseUrl: server.url, apiKey })],
  ['@mk8s/schema/client', (apiKey: string) => lean.createClient({ baseUrl: server.url, apiKey })],
] as const;

describe.each(ENTRIES)('%s returns what the service sent, unaltered', (_entry, client) => {
  it.each(['k', 'mk8s', '8s', 'e'])('with the key %j, which the cluster spells many times', async (key) => {
    expect(JSON.stringify(CLUSTER)).toContain(key);
    server.answer(json(200, CLUSTER));
    const calls = client(key);
    expect(await calls.createCluster('acme', CREATE, { validate: false })).toEqual(CLUSTER);
    expect(await calls.getCluster('acme', CLUSTER.name)).toEqual(CLUSTER);
    expect(await calls.patchCluster('acme', CLUSTER.name, { description: 'x' }, { validate: false })).toEqual(CLUSTER);
  });

  it('even a member holding the whole key as a value is data, returned as sent', async () => {
    const key = 'mk8s-test-key-7c1e0a9b';
    const cluster = { ...CLUSTER, description: `rotated from ${key}` };
    server.answer(json(200, cluster));
    expect(await client(key).getCluster('acme', CLUSTER.name)).toEqual(cluster);
  });

  it('an error still has the key cut out of what it reports', async () => {
    const key = 'mk8s-test-key-7c1e0a9b';
    server.answer(json(401, { status: 401, code: 'UNAUTHORIZED', message: `unknown key ${key}` }));
    const error = await rejection(client(key).getCluster('acme', CLUSTER.name));
    expect(error.message).toBe(
      `getCluster (GET /org/acme/mk8s/${CLUSTER.name}) failed with 401 UNAUTHORIZED: unknown key [redacted]`,
    );
    expect((error as root.ApiRequestError).body.message).toBe('unknown key [redacted]');
  });
});

describe('an issue at the root of a body', () => {
  it.each([
    ['an array', []],
    ['null', null],
  ])('is shown as (root) when the body is %s', async (_name, body) => {
    const client = root.createClient({ baseUrl: server.url, apiKey: 'mk8s-test-key-7c1e0a9b' });
    const error = await rejection(client.createCluster('acme', body as unknown as root.ClusterCreate));
    expect(error).toBeInstanceOf(root.RequestValidationError);
    expect((error as root.RequestValidationError).issues.map((issue) => issue.path)).toEqual(['']);
    expect(error.message).toMatch(/^createCluster: the body is invalid, nothing was sent: \(root\): \S/);
    expect(error.message).not.toContain('/:');
    expect(server.received).toEqual([]);
  });

  it('a member is shown by its pointer as before', () => {
    const issues = [
      { path: '', code: 'TYPE', message: 'must be an object' },
      { path: '/name', code: 'MIN_LENGTH', message: 'too short' },
    ];
    const error = new root.RequestValidationError('patchCluster', issues);
    expect(error.message).toBe(
      'patchCluster: the body is invalid, nothing was sent: (root): must be an object; /name: too short',
    );
  });
});
