/**
 * `@mk8s/schema/client`, the client without validators: it refuses every request to validate (on
 * the client and on each call) instead of sending unchecked, and it is the same module as the
 * package root's client, so errors and `responseOf` work across the two entries, in ESM and CJS.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as root from '@mk8s/schema';
import * as lean from '@mk8s/schema/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from '../../helpers/server.ts';
import { REPO } from '../../helpers/spec.ts';

const KEY = 'mk8s-test-key-lean';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'bodies', name), 'utf8'));
const CREATE = fixture('create-vendor-a.json') as root.ClusterCreate;
const CLUSTER = fixture('cluster-vendor-a.json') as root.Cluster;
const ERROR: root.ApiError = { status: 404, code: 'NOT_FOUND', message: 'no such cluster', id: 'err-1' };

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.stop();
});

const leanClient = () => lean.createClient({ baseUrl: server.url, apiKey: KEY });
const rootClient = () => root.createClient({ baseUrl: server.url, apiKey: KEY });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe('@mk8s/schema/client: validation cannot be asked of it', () => {
  it('refuses validate: true on the client, naming where validation is', () => {
    const options = { baseUrl: 'https://api.example.com', apiKey: KEY, validate: true } as const;
    // @ts-expect-error the lean client takes validate: false only
    expect(() => lean.createClient(options)).toThrow(/no validators.*import createClient from @mk8s\/schema/);
  });

  it.each([
    ['createCluster', (c: lean.LeanClient, o: object) => c.createCluster('acme', CREATE, o)],
    ['getCluster', (c: lean.LeanClient, o: object) => c.getCluster('acme', 'prod-eu-1', o)],
    ['patchCluster', (c: lean.LeanClient, o: object) => c.patchCluster('acme', 'prod-eu-1', { description: 'x' }, o)],
  ])('%s with validate: true rejects with a TypeError and sends nothing', async (operation, call) => {
    server.answer(json(200, CLUSTER));
    const error = await rejection(call(leanClient(), { validate: true }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(
      `${operation}: this client has no validators; validate must be false (import createClient from @mk8s/schema to validate)`,
    );
    expect(server.received).toEqual([]);
  });

  it('a call with validate: false (or none) sends the body as given', async () => {
    server.answer(json(201, CLUSTER));
    const unchecked = { ...CREATE, name: '' };
    await leanClient().createCluster('acme', unchecked, { validate: false });
    await leanClient().createCluster('acme', unchecked);
    expect(server.received.map((r) => JSON.parse(r.body))).toEqual([unchecked, unchecked]);
  });

  it('the root client still validates per call when asked (the refusal is only where no validators are)', async () => {
    const client = root.createClient({ baseUrl: server.url, apiKey: KEY, validate: false });
    const error = await rejection(client.createCluster('acme', { ...CREATE, name: '' }, { validate: true }));
    expect(error).toBeInstanceOf(root.RequestValidationError);
    expect(server.received).toEqual([]);
  });
});

describe('one client module behind both entries', () => {
  it('an error from the lean client is instanceof the root class, and the other way round', async () => {
    server.answer(json(404, ERROR));
    const fromLean = await rejection(leanClient().getCluster('acme', 'gone'));
    const fromRoot = await rejection(rootClient().getCluster('acme', 'gone'));
    expect(fromLean).toBeInstanceOf(root.ApiRequestError);
    expect(fromRoot).toBeInstanceOf(lean.ApiRequestError);
    expect(root.ApiRequestError).toBe(lean.ApiRequestError);
    expect(root.RequestValidationError).toBe(lean.RequestValidationError);
    expect((fromLean as root.ApiRequestError).body).toEqual(ERROR);
  });

  it("responseOf of either entry reads the other's answers", async () => {
    server.answer(json(200, CLUSTER, { etag: '"7"' }));
    const cluster = await leanClient().getCluster('acme', 'prod-eu-1');
    expect(root.responseOf(cluster)).toEqual({ status: 200, etag: '"7"' });
    expect(root.responseOf).toBe(lean.responseOf);
  });

  it('in CommonJS too: both entries share the class', () => {
    const require = createRequire(import.meta.url);
    const cjsRoot = require('@mk8s/schema') as typeof root;
    const cjsLean = require('@mk8s/schema/client') as typeof lean;
    expect(cjsRoot.ApiRequestError).toBe(cjsLean.ApiRequestError);
    const error = new cjsLean.ApiRequestError({
      status: 404,
      body: ERROR,
      operation: 'getCluster',
      method: 'GET',
      path: '/org/acme/mk8s/gone',
    });
    expect(error).toBeInstanceOf(cjsRoot.ApiRequestError);
  });

  it('neither entry holds a copy of the client: both import the shared module', () => {
    for (const [file, link] of [
      ['validating.js', 'from "./shared.js"'],
      ['validating.cjs', 'require("./shared.cjs")'],
      ['index.js', 'from "./shared.js"'],
      ['index.cjs', 'require("./shared.cjs")'],
    ] as const) {
      const text = readFileSync(join(REPO, 'generated', 'client', file), 'utf8');
      expect(text, file).toContain(link);
      expect(text, file).not.toMatch(/class ApiRequestError/);
      expect(text, file).not.toContain('function clientWith');
    }
  });
});
