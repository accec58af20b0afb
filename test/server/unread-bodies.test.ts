/**
 * A request no route takes (404), a method its path does not offer (405 with `Allow`) and a request
 * without a valid key (401) are answered before the body is read: whatever its Content-Type, the body
 * is never parsed, so a stranger cannot make the server parse 600 KB of JSON. Regression: the body of
 * `DELETE /org/acme/mk8s/prod-eu-1` or `POST /nothing` was read and parsed first, so an empty one was
 * 400 "the request body is empty" and a large one cost the server its parse.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAIN_LIMIT } from '../../server/app.ts';
import { sendRaw } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const CLUSTER = '/org/acme/mk8s/prod-eu-1';
/** 60,000 members over 30,000 names: the parser would refuse it (a repeated member) after a long scan. */
const REPEATING = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i % 30_000}":1`).join(',')}}`;

const UNROUTED = [
  ['DELETE', CLUSTER, 405],
  ['POST', CLUSTER, 405],
  ['PUT', '/org/acme/mk8s', 405],
  ['DELETE', '/nothing', 404],
  ['POST', '/nothing', 404],
  ['PATCH', '/org/acme/mk8s/prod-eu-1/nodes', 404],
] as const;

describe('a request no route takes is answered without reading its body', () => {
  it.each(UNROUTED)('%s %s with Content-Type and an empty body is %i', async (method, path, status) => {
    const answer = await server.call(method, path, { text: '', headers: { 'content-type': 'application/json' } });
    expect(answer).toMatchObject({ status, body: { status } });
    if (status === 405) expect(answer.headers.get('allow')).not.toBeNull();
  });

  it.each(UNROUTED)('%s %s with broken JSON in any type is %i', async (method, path, status) => {
    for (const type of ['application/json', 'text/plain', 'application/json; charset=latin1']) {
      const answer = await server.call(method, path, { text: '{"a":', headers: { 'content-type': type }, key: null });
      expect(answer).toMatchObject({
        status,
        body: { status, code: status === 404 ? 'NOT_FOUND' : 'METHOD_NOT_ALLOWED' },
      });
    }
  });

  it.each([
    ['POST', '/nothing', 404],
    ['DELETE', CLUSTER, 405],
  ] as const)(
    '%s %s with a 620 KB body of repeated members is %i, the body never parsed',
    async (method, path, status) => {
      const parse = vi.spyOn(JSON, 'parse');
      const answer = await server.call(method, path, { text: REPEATING, key: null });
      expect(answer).toMatchObject({ status, body: { status } });
      expect(parse.mock.calls.some(([text]) => text === REPEATING)).toBe(false);
    },
  );
});

describe('a request without a valid key is answered without reading its body', () => {
  it.each([
    ['no key', null],
    ['an unknown key', 'mk8s_not-a-key'],
  ] as const)('POST /org/acme/mk8s with %s and a 620 KB body is 401, the body never parsed', async (_, key) => {
    const parse = vi.spyOn(JSON, 'parse');
    const answer = await server.call('POST', '/org/acme/mk8s', { text: REPEATING, key });
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(parse.mock.calls.some(([text]) => text === REPEATING)).toBe(false);
  });

  it('the same body with the key is parsed and refused for its repeated member', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const answer = await server.call('POST', '/org/acme/mk8s', { text: REPEATING });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(parse.mock.calls.some(([text]) => text === REPEATING)).toBe(true);
  });
});

// a body the server does not read is discarded when moderate (the connection kept), and its connection
// closed when larger than DRAIN_LIMIT or chunked: a stranger cannot make the server read without bound
describe('the connection of a request answered before its body', () => {
  const head = (path: string, framing: string, start: string) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${framing}\r\n\r\n${start}`;
  it.each([
    ['/nothing', 404],
    ['/org/acme/mk8s/prod-eu-1', 405],
    ['/org/acme/mk8s', 401],
  ] as const)('POST %s is %i, closed past DRAIN_LIMIT or chunked, kept below', async (path, status) => {
    const huge = await sendRaw(server.url, head(path, `Content-Length: ${DRAIN_LIMIT + 1}`, '{"a":'));
    expect(huge).toMatchObject({ status, headers: { connection: 'close' } });
    const chunked = await sendRaw(server.url, head(path, 'Transfer-Encoding: chunked', '5\r\n{"a":\r\n'));
    expect(chunked).toMatchObject({ status, headers: { connection: 'close' } });
    const moderate = await sendRaw(server.url, head(path, 'Content-Length: 100000', '{"a":'));
    expect(moderate.status).toBe(status);
    expect(moderate.headers.connection).not.toBe('close');
  });
});
