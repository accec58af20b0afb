/**
 * The typed client against a scripted service on 127.0.0.1: what it sends, what it resolves with,
 * how every error status, a non-JSON answer, a timeout and an abort reject, and that the API key
 * never appears in anything it throws.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  type ApiError,
  ApiRequestError,
  type Cluster,
  type ClusterCreate,
  createClient,
  RequestValidationError,
  responseOf,
} from '@mk8s/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { everyRendering, rejection } from '../../helpers/rejections.ts';
import { json, startServer, type TestServer } from '../../helpers/server.ts';
import { REPO } from '../../helpers/spec.ts';

const KEY = 'mk8s-test-key-9f8e7d6c5b4a';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'bodies', name), 'utf8'));
const CREATE = fixture('create-vendor-a.json') as ClusterCreate;
const CLUSTER = fixture('cluster-vendor-a.json') as Cluster;

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.stop();
});

function client(options: Partial<Parameters<typeof createClient>[0]> = {}) {
  return createClient({ baseUrl: server.url, apiKey: KEY, ...options });
}

describe('createClient: success', () => {
  it('createCluster POSTs the body as JSON with the bearer key and resolves with the cluster', async () => {
    server.answer(json(201, CLUSTER, { location: '/org/acme/mk8s/prod-eu-1' }));
    const cluster = await client().createCluster('acme', CREATE);
    expect(cluster).toEqual(CLUSTER);
    const [request] = server.received;
    expect(request).toMatchObject({ method: 'POST', url: '/org/acme/mk8s' });
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(CREATE);
  });

  it('patchCluster PATCHes /org/{org}/mk8s/{name} and resolves with the whole cluster', async () => {
    server.answer(json(200, { ...CLUSTER, description: 'changed' }));
    const patch = { description: 'changed' };
    const cluster = await client().patchCluster('acme', 'prod-eu-1', patch, { ifMatch: '"1"' });
    expect(cluster.description).toBe('changed');
    expect(server.received[0]).toMatchObject({ method: 'PATCH', url: '/org/acme/mk8s/prod-eu-1' });
    expect(server.received[0]?.headers['if-match']).toBe('"1"');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual(patch);
  });

  it('getCluster GETs /org/{org}/mk8s/{name} without a body and resolves with the cluster', async () => {
    server.answer(json(200, CLUSTER, { etag: '"1"' }));
    const cluster = await client().getCluster('acme', 'prod-eu-1');
    expect(cluster).toEqual(CLUSTER);
    const [request] = server.received;
    expect(request).toMatchObject({ method: 'GET', url: '/org/acme/mk8s/prod-eu-1', body: '' });
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('ifMatch takes the version number and sends it as the ETag the service gives', async () => {
    server.answer(json(200, CLUSTER));
    await client().patchCluster('acme', 'prod-eu-1', { description: 'x' }, { ifMatch: 7 });
    expect(server.received[0]?.headers['if-match']).toBe('"7"');
  });

  it.each([[-1], [1.5], [Number.NaN]])('ifMatch %s is refused before anything is sent', async (version) => {
    const error = await rejection(client().patchCluster('acme', 'prod-eu-1', {}, { ifMatch: version }));
    expect(error).toBeInstanceOf(TypeError);
    expect(server.received).toEqual([]);
  });

  it('a success keeps its status and ETag beside the cluster (responseOf), not in it', async () => {
    server.answer(json(201, CLUSTER, { etag: '"1"' }));
    const created = await client().createCluster('acme', CREATE);
    expect(responseOf(created)).toEqual({ status: 201, etag: '"1"' });
    expect(Object.keys(created)).toEqual(Object.keys(CLUSTER));
    expect(responseOf(structuredClone(created))).toBeUndefined();
    server.answer(json(200, CLUSTER));
    await client().patchCluster('acme', 'prod-eu-1', {}, { ifMatch: responseOf(created)?.etag ?? '' });
    expect(server.received[1]?.headers['if-match']).toBe('"1"');
  });

  it.each([
    ['a space and a slash', 'my org/x', 'a b', '/org/my%20org%2Fx/mk8s/a%20b'],
    ['a question mark and a hash', 'o?x=1', 'n#f', '/org/o%3Fx%3D1/mk8s/n%23f'],
    ['percent and unicode', '100%', 'zürich', '/org/100%25/mk8s/z%C3%BCrich'],
    ['dots inside a name', 'a..b', '.x', '/org/a..b/mk8s/.x'],
  ])('encodes path parameters with %s', async (_name, org, name, path) => {
    server.answer(json(200, CLUSTER));
    await client({ validate: false }).patchCluster(org, name, {});
    expect(server.received[0]?.url).toBe(path);
  });

  it.each([
    ['a path prefix', '/api/v2', '/api/v2/org/acme/mk8s'],
    ['a trailing slash', '/', '/org/acme/mk8s'],
    ['a prefix and trailing slashes', '/api//', '/api/org/acme/mk8s'],
  ])('keeps the base URL with %s', async (_name, suffix, path) => {
    server.answer(json(201, CLUSTER));
    await client({ baseUrl: server.url + suffix }).createCluster('acme', CREATE);
    expect(server.received[0]?.url).toBe(path);
  });

  it('uses the fetch it is given', async () => {
    server.answer(json(201, CLUSTER));
    const calls: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    await client({ fetch: fetchSpy }).createCluster('acme', CREATE);
    expect(calls).toEqual([`${server.url}/org/acme/mk8s`]);
  });
});

const ERRORS: readonly [status: number, code: string, operation: 'create' | 'patch'][] = [
  [400, 'VALIDATION_FAILED', 'create'],
  [400, 'INVALID_PATCH', 'patch'],
  [401, 'UNAUTHORIZED', 'create'],
  [403, 'FORBIDDEN', 'create'],
  [404, 'NOT_FOUND', 'patch'],
  [409, 'ALREADY_EXISTS', 'create'],
  [412, 'PRECONDITION_FAILED', 'patch'],
  [413, 'PAYLOAD_TOO_LARGE', 'create'],
  [415, 'UNSUPPORTED_MEDIA_TYPE', 'patch'],
  [422, 'IMMUTABLE', 'patch'],
  [429, 'RATE_LIMITED', 'create'],
  [500, 'INTERNAL', 'patch'],
];

describe('createClient: error answers', () => {
  it.each(ERRORS)('%i %s rejects with ApiRequestError holding the validated body', async (status, code, operation) => {
    const body: ApiError = {
      status,
      code,
      message: `the service says ${code}`,
      details: { path: '/spec' },
      id: 'err-1',
    };
    server.answer(json(status, body));
    const call =
      operation === 'create'
        ? client().createCluster('acme', CREATE)
        : client().patchCluster('acme', 'prod-eu-1', { description: 'x' });
    const error = await rejection(call);
    expect(error).toBeInstanceOf(ApiRequestError);
    const failure = error as ApiRequestError;
    expect(failure).toMatchObject({ status, body, bodyIssues: undefined, responseText: undefined });
    expect(failure.message).toContain(String(status));
    expect(failure.message).toContain(code);
    expect(failure.message).toContain(`the service says ${code}`);
  });

  it('a non-JSON error (an HTML page from a proxy) still gives a useful ApiRequestError', async () => {
    server.answer((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>'),
    );
    const error = (await rejection(client().createCluster('acme', CREATE))) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(502);
    expect(error.body).toMatchObject({ status: 502, code: 'INVALID_ERROR_BODY' });
    expect(error.body.message).toContain('not JSON');
    expect(error.body.message).toContain('text/html');
    expect(error.message).toContain('Bad gateway');
    expect(error.responseText).toBe('<html><body>Bad gateway</body></html>');
  });

  it('an empty error answer says so', async () => {
    server.answer((_request, response) => response.writeHead(503).end());
    const error = (await rejection(client().createCluster('acme', CREATE))) as ApiRequestError;
    expect(error).toMatchObject({ status: 503, body: { code: 'INVALID_ERROR_BODY' } });
    expect(error.message).toContain('empty body');
  });

  it('an error body that fails validation keeps its code and message, with the issues', async () => {
    server.answer(json(409, { code: 'ALREADY_EXISTS', message: 'taken', extra: true }));
    const error = (await rejection(client().createCluster('acme', CREATE))) as ApiRequestError;
    expect(error.body).toEqual({ status: 409, code: 'ALREADY_EXISTS', message: 'taken' });
    expect(error.bodyIssues?.length).toBeGreaterThan(0);
    expect(error.responseText).toContain('"extra":true');
  });

  it('a 2xx JSON object is returned as the cluster without being validated (as ApiRequestError documents)', async () => {
    server.answer(json(200, { name: 'prod-eu-1', addedByNewerService: true }));
    const cluster = await client().patchCluster('acme', 'prod-eu-1', {});
    expect(cluster).toEqual({ name: 'prod-eu-1', addedByNewerService: true });
  });

  it('a 2xx answer that is not a JSON object rejects with ApiRequestError', async () => {
    server.answer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    const error = (await rejection(client().patchCluster('acme', 'prod-eu-1', {}))) as ApiRequestError;
    expect(error).toMatchObject({ status: 200, body: { code: 'INVALID_ERROR_BODY' }, operation: 'patchCluster' });
    expect(error.message).toContain('not a JSON object');
  });
});

describe('createClient: timeout and abort', () => {
  const hang = () => server.answer(() => undefined);

  it('rejects with a TimeoutError when the service does not answer in time', async () => {
    hang();
    const started = performance.now();
    const error = await rejection(client({ timeout: 150 }).createCluster('acme', CREATE));
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect((error as Error).message).toContain('150 ms');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('the timeout covers the body too, and a per-call timeout overrides the client one', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":');
    });
    const error = await rejection(client({ timeout: 60_000 }).createCluster('acme', CREATE, { timeout: 100 }));
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('rejects with the reason when the caller aborts, and the connection is closed', async () => {
    hang();
    const controller = new AbortController();
    const call = client().createCluster('acme', CREATE, { signal: controller.signal });
    await waitFor(() => server.received.length === 1);
    controller.abort(new Error('user pressed cancel'));
    const error = await rejection(call);
    expect((error as Error).message).toBe('user pressed cancel');
    await waitFor(() => server.closedConnections() > 0);
  });

  it('an abort with no reason rejects with an AbortError', async () => {
    hang();
    const controller = new AbortController();
    const call = client().patchCluster('acme', 'prod-eu-1', {}, { signal: controller.signal });
    await waitFor(() => server.received.length === 1);
    controller.abort();
    expect((await rejection(call)) as DOMException).toMatchObject({ name: 'AbortError' });
  });

  it('an already aborted signal sends nothing', async () => {
    const error = await rejection(client().createCluster('acme', CREATE, { signal: AbortSignal.abort() }));
    expect((error as DOMException).name).toBe('AbortError');
    expect(server.received).toEqual([]);
  });

  it('holds the deadline even with a fetch that ignores its signal', async () => {
    const stubborn = (() => new Promise<never>(() => undefined)) as unknown as typeof fetch;
    const error = await rejection(client({ fetch: stubborn, timeout: 50 }).createCluster('acme', CREATE));
    expect((error as DOMException).name).toBe('TimeoutError');
  });
});

describe('createClient: validation before sending', () => {
  it('rejects an invalid body with RequestValidationError and sends nothing', async () => {
    const { name: _dropped, ...noName } = CREATE;
    const error = await rejection(client().createCluster('acme', noName as ClusterCreate));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).issues.length).toBeGreaterThan(0);
    expect((error as Error).message).toContain('nothing was sent');
    expect(server.received).toEqual([]);
  });

  // regression: the body passed the validators and the service refused its text (400 BAD_REQUEST)
  it.each([
    ['a string', { ...CREATE, description: 'x\ud800' }, '/description', 'a string', 'd800'],
    ['a member name', { ...CREATE, tags: { 't\udc00/x': 'v' } }, '/tags/t\udc00~1x', 'a member name', 'dc00'],
  ])(
    'rejects a body with half of a surrogate pair in %s, at its pointer, and sends nothing',
    async (_name, body, path, where, unit) => {
      const error = await rejection(client().createCluster('acme', body as ClusterCreate));
      expect(error).toBeInstanceOf(RequestValidationError);
      expect((error as RequestValidationError).issues).toEqual([
        {
          path,
          code: 'LONE_SURROGATE',
          message: `${where} holds half of a UTF-16 surrogate pair (\\u${unit}) without the other, which the service refuses: JSON sent over a network must be Unicode text (RFC 7493 §2.1)`,
        },
      ]);
      expect(server.received).toEqual([]);
    },
  );

  it('sends a body whose strings hold whole pairs, escaped or not', async () => {
    server.answer(json(201, CLUSTER));
    await client().createCluster('acme', { ...CREATE, description: '\ud83d\ude00 😀' } as ClusterCreate);
    expect(server.received).toHaveLength(1);
  });

  it('rejects an invalid patch the same way', async () => {
    const error = await rejection(client().patchCluster('acme', 'prod-eu-1', { id: 'x' } as never));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(server.received).toEqual([]);
  });

  it.each([
    ['for the client', { validate: false }, {}],
    ['for one call', {}, { validate: false }],
  ])('can be turned off %s', async (_name, clientOptions, callOptions) => {
    server.answer(json(201, CLUSTER));
    await client(clientOptions).createCluster('acme', { bogus: true } as never, callOptions);
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ bogus: true });
  });
});

describe('createClient: arguments', () => {
  it.each([
    ['a relative base URL', { baseUrl: '/api' }, 'baseUrl must be an absolute URL'],
    ['a base URL of another scheme', { baseUrl: 'ftp://x' }, 'http: or https:'],
    ['credentials in the base URL', { baseUrl: 'https://u:p@x' }, 'must not carry credentials'],
    ['a query in the base URL', { baseUrl: 'https://x/?a=1' }, 'query or a fragment'],
    ['an empty key', { apiKey: '' }, 'apiKey must be a non-empty string'],
    ['a key with a line break', { apiKey: `${KEY}\r\nX-Evil: 1` }, 'cannot carry'],
    ['a negative timeout', { timeout: -1 }, 'timeout must be'],
  ])('refuses %s with a TypeError naming the option', (_name, options, message) => {
    const create = () => createClient({ baseUrl: 'https://api.example.com', apiKey: KEY, ...options });
    expect(create).toThrow(TypeError);
    expect(create).toThrow(message);
  });

  it.each([
    ['an empty org', '', 'x', 'org must be a non-empty string'],
    ['a dot-dot org', '..', 'x', 'org cannot be ".."'],
    ['a dot name', 'acme', '.', 'name cannot be "."'],
  ])('rejects %s instead of sending the request elsewhere', async (_name, org, name, message) => {
    const error = await rejection(client({ validate: false }).patchCluster(org, name, {}));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(message);
    expect(server.received).toEqual([]);
  });
});

describe('createClient: the API key is never echoed', () => {
  const escaped = KEY.split('')
    .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');

  it.each([
    ['a JSON error quoting it', json(401, { status: 401, code: 'UNAUTHORIZED', message: `bad key ${KEY}` })],
    ['an invalid error body quoting it', json(403, { message: `key ${KEY} denied`, detail: KEY })],
    [
      'a JSON error spelling it with \\u escapes',
      (_request: unknown, response: ServerResponse) =>
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(`{"status":401,"code":"UNAUTHORIZED","message":"bad key ${escaped}"}`),
    ],
    [
      'a text error quoting the header',
      (_request: unknown, response: ServerResponse) =>
        response.writeHead(400, { 'content-type': 'text/plain' }).end(`rejected Authorization: Bearer ${KEY}`),
    ],
    ['a 2xx text answer quoting it', (_request: unknown, response: ServerResponse) => response.writeHead(200).end(KEY)],
  ])('from %s', async (_name, responder) => {
    server.answer(responder as Parameters<TestServer['answer']>[0]);
    const error = await rejection(client().createCluster('acme', CREATE));
    expect(error).toBeInstanceOf(ApiRequestError);
    const shown = everyRendering(error);
    expect(shown).not.toContain(KEY);
    expect(shown).toContain('[redacted]');
  });

  it.each([
    ['a refused connection', () => ({ baseUrl: 'http://127.0.0.1:1' }), CREATE],
    [
      'a timeout',
      () => {
        server.answer(() => undefined);
        return { timeout: 50 };
      },
      CREATE,
    ],
    ['an invalid body', () => ({}), {} as ClusterCreate],
  ])('from %s', async (_name, options, body) => {
    const error = await rejection(client(options()).createCluster('acme', body));
    expect(error).toBeInstanceOf(Error);
    expect(everyRendering(error)).not.toContain(KEY);
  });

  it('from bad options', () => {
    let thrown: unknown;
    try {
      createClient({ baseUrl: 'https://api.example.com', apiKey: `${KEY}\n` });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(everyRendering(thrown)).not.toContain(KEY);
  });
});

async function waitFor(condition: () => boolean, ms = 2000): Promise<void> {
  const until = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
