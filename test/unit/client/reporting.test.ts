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
import { everyRendering, rejection } from '../../helpers/rejections.ts';
import { json, type Responder, startServer, type TestServer } from '../../helpers/server.ts';
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

// regression: the status text and a Content-Type that echoed the key reached `error.message` whole, and
// `responseText` kept the key spelt with `\u` escapes, all of them or some (`\u006dk8s_…`)
describe.each(ENTRIES)('%s cuts the key out of every text it takes from an answer', (_entry, client) => {
  const key = 'mk8s_Q2xhdWRl/U2VjcmV0S2V5';
  const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
  const escaped = (text: string, every = 1) =>
    text
      .split('')
      .map((c, i) => (i % every === 0 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : inJson(c)))
      .join('');
  const ROWS: ReadonlyArray<readonly [string, Responder]> = [
    [
      'the status text',
      (request, response) =>
        response.writeHead(502, `Bad key ${request.headers.authorization}`).end('<html>oops</html>'),
    ],
    [
      'the Content-Type',
      (request, response) =>
        response.writeHead(502, { 'content-type': `${request.headers.authorization}; x` }).end('oops'),
    ],
    ['a body spelling it with \\u escapes only', raw(401, `{"message":"bad key ${escaped(key)}","extra":1}`)],
    ['a body escaping its first character only', raw(401, `{"message":"bad key \\u006d${inJson(key.slice(1))}"}`)],
    [
      'a body escaping every other character in upper-case hex',
      raw(401, `{"message":"${escaped(key, 2).replace(/\\u00(..)/g, (_, h: string) => `\\u00${h.toUpperCase()}`)}"}`),
    ],
    [
      'a valid error body with one escape',
      raw(401, `{"status":401,"code":"UNAUTHORIZED","message":"bad key \\u006d${inJson(key.slice(1))}"}`),
    ],
    ['a 2xx array spelling it with \\u escapes', raw(200, `["${escaped(key)}"]`)],
    ['a body percent-encoding it', raw(502, `see /keys/${encodeURIComponent(key)}`)],
  ];

  it.each(ROWS)('from %s', async (_name, responder) => {
    server.answer(responder);
    const error = await rejection(client(key).getCluster('acme', CLUSTER.name));
    expect(error).toBeInstanceOf(root.ApiRequestError);
    const shown = everyRendering(error);
    const { message, responseText, body } = error as root.ApiRequestError;
    for (const text of [shown, message, responseText ?? '', body.message]) expect(unescaped(text)).not.toContain(key);
    expect(shown).toContain('[redacted]');
  });
});

/** `text` with JSON's escapes and percent escapes decoded, as a reader of it would see it. */
function unescaped(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/\\(["\\/])/g, '$1')
    .replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

function raw(status: number, text: string): Responder {
  return (_request, response) => response.writeHead(status, { 'content-type': 'application/json' }).end(text);
}
