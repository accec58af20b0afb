/**
 * A request no route takes (404), a method its path does not offer (405 with `Allow`) and a request
 * without a valid key (401) are answered before the body is read: whatever its Content-Type, the body
 * is never parsed, so a stranger cannot make the server parse 600 KB of JSON. Regression: the body of
 * `DELETE /org/acme/mk8s/prod-eu-1` or `POST /nothing` was read and parsed first, so an empty one was
 * 400 "the request body is empty" and a large one cost the server its parse.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
