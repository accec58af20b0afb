/** The cluster routes over HTTP: create, read, patch, preconditions, and the error body. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBody, KEYS, startTestServer, type TestServer } from '../../helpers/reference-server.ts';

let server: TestServer;
let now = new Date('2025-01-31T12:00:00.000Z');

beforeEach(async () => {
  now = new Date('2025-01-31T12:00:00.000Z');
  server = await startTestServer({ clock: () => now, mint: () => ({ id: 'id-1', alias: 'alias-1' }) });
});
afterEach(() => server.close());

describe('POST /org/{org}/mk8s', () => {
  it('answers 201 with the Location, an ETag and the cluster with every service field filled', async () => {
    const answer = await server.call('POST', '/org/acme/mk8s', { body: createBody() });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toBe('/org/acme/mk8s/prod-eu-1');
    expect(answer.headers.get('etag')).toBe('"1"');
    expect(answer.body).toEqual({
      ...createBody(),
      id: 'id-1',
      kind: 'mk8s',
      version: 1,
      created: '2025-01-31T12:00:00.000Z',
      lastModified: '2025-01-31T12:00:00.000Z',
      links: [
        { rel: 'self', href: '/org/acme/mk8s/prod-eu-1' },
        { rel: 'org', href: '/org/acme' },
      ],
      alias: 'alias-1',
      status: {},
    });
  });

  it('refuses a second cluster of the same name with 409 ALREADY_EXISTS', async () => {
    await server.call('POST', '/org/acme/mk8s', { body: createBody() });
    const again = await server.call('POST', '/org/acme/mk8s', { body: createBody() });
    expect(again).toMatchObject({ status: 409, body: { status: 409, code: 'ALREADY_EXISTS' } });
  });

  it('keeps organizations apart: the same name in two organizations is two clusters', async () => {
    await server.call('POST', '/org/acme/mk8s', { body: createBody() });
    const other = await server.call('POST', '/org/globex/mk8s', { body: createBody(), key: KEYS.globex.key });
    expect(other.status).toBe(201);
    const read = await server.call('GET', '/org/globex/mk8s/prod-eu-1', { key: KEYS.globex.key });
    expect(read.body).toMatchObject({ links: [{ rel: 'self', href: '/org/globex/mk8s/prod-eu-1' }, { rel: 'org' }] });
  });
});

describe('GET and PATCH /org/{org}/mk8s/{name}', () => {
  beforeEach(async () => {
    await server.call('POST', '/org/acme/mk8s', { body: createBody() });
  });

  it('reads what was written', async () => {
    const answer = await server.call('GET', '/org/acme/mk8s/prod-eu-1');
    expect(answer).toMatchObject({ status: 200, body: { name: 'prod-eu-1', version: 1 } });
    expect(answer.headers.get('etag')).toBe('"1"');
  });

  it('answers 404 NOT_FOUND for a cluster that does not exist', async () => {
    for (const method of ['GET', 'PATCH']) {
      const answer = await server.call(method, '/org/acme/mk8s/absent', method === 'PATCH' ? { body: {} } : {});
      expect(answer).toMatchObject({ status: 404, body: { status: 404, code: 'NOT_FOUND' } });
    }
  });

  it('answers a patch with 200 and the full cluster, one version up, modified now', async () => {
    now = new Date('2025-02-01T08:30:00.000Z');
    const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', { body: { description: 'changed' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"2"');
    expect(answer.body).toMatchObject({
      description: 'changed',
      version: 2,
      created: '2025-01-31T12:00:00.000Z',
      lastModified: '2025-02-01T08:30:00.000Z',
      id: 'id-1',
    });
    expect((await server.call('GET', '/org/acme/mk8s/prod-eu-1')).body).toEqual(answer.body);
  });

  it.each([
    ['the current version', '1', 200, undefined],
    ['the current version as an ETag', '"1"', 200, undefined],
    ['any version', '*', 200, undefined],
    ['an older version', '7', 412, 'PRECONDITION_FAILED'],
    ['not a version', 'abc', 400, 'BAD_REQUEST'],
    ['version zero', '0', 400, 'BAD_REQUEST'],
  ])('If-Match naming %s (%s) answers %i', async (_name, ifMatch, status, code) => {
    const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', {
      body: { description: 'x' },
      headers: { 'if-match': ifMatch },
    });
    expect(answer.status).toBe(status);
    if (code !== undefined) expect(answer.body).toMatchObject({ status, code });
    const stored = await server.call('GET', '/org/acme/mk8s/prod-eu-1');
    expect(stored.body).toMatchObject({ version: status === 200 ? 2 : 1 });
  });

  it('maps a patch the engine refuses to its code: IMMUTABLE is 422', async () => {
    const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', { body: { name: 'renamed' } });
    expect(answer).toMatchObject({ status: 422, body: { status: 422, code: 'IMMUTABLE', details: { path: '/name' } } });
  });
});

describe('error bodies', () => {
  it('carry status, message, code and the request id, also echoed in X-Request-Id', async () => {
    const answer = await server.call('GET', '/org/acme/mk8s/absent', { headers: { 'x-request-id': 'trace-42' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-42');
    expect(answer.body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'organization "acme" has no cluster named "absent"',
      id: 'trace-42',
    });
  });

  it('mint a request id when the caller gives none or one unsafe to log', async () => {
    const answer = await server.call('GET', '/org/acme/mk8s/absent', { headers: { 'x-request-id': 'a b"<script>' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body).toMatchObject({ id });
  });

  it('answer unknown routes with 404 NOT_FOUND in the same shape', async () => {
    const answer = await server.call('GET', '/nothing/here');
    expect(answer).toMatchObject({ status: 404, body: { status: 404, code: 'NOT_FOUND' } });
  });
});
