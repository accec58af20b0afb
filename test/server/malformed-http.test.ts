/**
 * Regression: malformed HTTP (obs-fold, NUL in a header, a bad request line, Content-Length with
 * chunked encoding, a 431) was answered with Fastify's default `{"error":"Bad Request",
 * "message":"Client Error","statusCode":400}`: not our error body, no `X-Request-Id`, no log line.
 * Every row here is refused before routing, by Node or Fastify, and must still get the error body,
 * `X-Request-Id` equal to the body's `id`, and one log record with that id and status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeOther } from '../helpers/openapi-contract.ts';
import { sendRaw } from '../helpers/raw-http.ts';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ timeouts: { headersMs: 400, requestMs: 600, checkEveryMs: 100 } });
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const AUTH = `Authorization: Bearer ${KEYS.acme.key}\r\n`;
const GET = 'GET /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\n';

interface Row {
  readonly request: string;
  readonly status: number;
  readonly code: string;
  /** The message must say what is wrong. */
  readonly says: RegExp;
}

const ROWS: ReadonlyArray<readonly [string, Row]> = [
  [
    'a header folded onto the next line (obs-fold)',
    { request: `${GET}X-Note: one\r\n two\r\n\r\n`, status: 400, code: 'BAD_REQUEST', says: /whitespace after header/ },
  ],
  [
    'a NUL byte in a header value',
    { request: `${GET}X-Note: a\0b\r\n\r\n`, status: 400, code: 'BAD_REQUEST', says: /Invalid header value char/ },
  ],
  [
    'a request line without a space after the method',
    {
      request: 'GET/org/acme/mk8s HTTP/1.1\r\nHost: localhost\r\n\r\n',
      status: 400,
      code: 'BAD_REQUEST',
      says: /method/,
    },
  ],
  [
    'an unknown method',
    {
      request: 'BREW /org/acme/mk8s HTTP/1.1\r\nHost: localhost\r\n\r\n',
      status: 400,
      code: 'BAD_REQUEST',
      says: /method/,
    },
  ],
  [
    'a space inside the request target',
    {
      request: 'GET /org/acme mk8s HTTP/1.1\r\nHost: localhost\r\n\r\n',
      status: 400,
      code: 'BAD_REQUEST',
      says: /HTTP/,
    },
  ],
  [
    'Content-Length together with Transfer-Encoding: chunked',
    {
      request: `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\n${AUTH}Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      status: 400,
      code: 'BAD_REQUEST',
      says: /Transfer-Encoding can't be present with Content-Length/,
    },
  ],
  [
    'two different Content-Length headers',
    {
      request: `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{} `,
      status: 400,
      code: 'BAD_REQUEST',
      says: /Content-Length/,
    },
  ],
  [
    'a chunk size that is not hexadecimal, met while the body is read',
    {
      request: `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\n${AUTH}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      status: 400,
      code: 'BAD_REQUEST',
      says: /chunk size/,
    },
  ],
  [
    'headers over 16 KiB',
    {
      request: `${GET}X-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      says: /16 KiB/,
    },
  ],
  [
    'an HTTP/1.1 request without Host',
    { request: 'GET /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\n\r\n', status: 400, code: 'BAD_REQUEST', says: /Host/ },
  ],
  [
    'a malformed percent-encoding in the path',
    {
      request: 'GET /org/acme/mk8s/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n',
      status: 400,
      code: 'BAD_REQUEST',
      says: /percent/,
    },
  ],
  [
    'a path segment longer than any name',
    {
      request: `GET /org/acme/mk8s/${'n'.repeat(200)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      status: 400,
      code: 'BAD_REQUEST',
      says: /longer than 100/,
    },
  ],
  [
    'a fragment in the request target (a raw #, which HTTP never sends)',
    {
      request: `GET /org/acme/mk8s/prod-eu-1#${KEYS.acme.key} HTTP/1.1\r\nHost: localhost\r\n${AUTH}\r\n`,
      status: 400,
      code: 'BAD_REQUEST',
      says: /fragment/,
    },
  ],
  [
    'the HTTP/2 connection preface',
    { request: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', status: 400, code: 'BAD_REQUEST', says: /HTTP\/2/ },
  ],
  [
    'CONNECT, which Node would drop unanswered',
    {
      request: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      status: 404,
      code: 'NOT_FOUND',
      says: /CONNECT/,
    },
  ],
  [
    'a request whose body never arrives in full (408 after the request timeout)',
    {
      request: `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\n${AUTH}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      status: 408,
      code: 'REQUEST_TIMEOUT',
      says: /in time/,
    },
  ],
];

describe('requests refused before routing', () => {
  it.each(ROWS)('%s: the error body, X-Request-Id and a log record', async (_name, row) => {
    const answer = await sendRaw(server.url, row.request);
    expect(answer.status).toBe(row.status);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^\S+$/);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toMatchObject({ status: row.status, code: row.code, id });
    expect((answer.body as { message: string }).message).toMatch(row.says);
    const verdict = judgeOther(row.status, answer.body);
    expect(verdict).toMatchObject({ documented: true, problems: '' });
    expect(verdict.codes).toContain(row.code);
    const logged = server.logger.records.filter((r) => r.requestId === id);
    expect(logged).toEqual([expect.objectContaining({ level: 'info', msg: 'request', status: row.status })]);
    const read = await server.call('GET', '/org/acme/mk8s/prod-eu-1');
    expect(read).toMatchObject({ status: 200, body: { version: 1 } });
  });

  it('keeps the X-Request-Id a client sent when the body of its request turns out malformed', async () => {
    const answer = await sendRaw(
      server.url,
      `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: trace-7\r\n${AUTH}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    );
    expect(answer).toMatchObject({ status: 400, headers: { 'x-request-id': 'trace-7' }, body: { id: 'trace-7' } });
    const logged = server.logger.records.find((r) => r.requestId === 'trace-7');
    expect(logged).toMatchObject({ method: 'PATCH', path: '/org/acme/mk8s/prod-eu-1', status: 400 });
  });

  // regression: the log kept what followed a raw `#` (`"path":"/org/acme/mk8s/prod-eu-1#mk8s_…"`), and so did a 404's message
  it.each([
    ['/org/acme/mk8s/prod-eu-1', `#${KEYS.acme.key}`],
    ['/nothing', `#${KEYS.acme.key}`],
    ['/org/acme/mk8s', `?dryRun=1#${KEYS.acme.key}`],
  ])('neither the answer to %s with a fragment nor its log record holds what follows the #', async (path, tail) => {
    const answer = await sendRaw(server.url, `POST ${path}${tail} HTTP/1.1\r\nHost: localhost\r\n${AUTH}\r\n`);
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(answer.body)).not.toContain(KEYS.acme.key);
    const logged = server.logger.records.filter((r) => r.requestId === answer.headers['x-request-id']);
    expect(logged).toEqual([expect.objectContaining({ path, status: 400 })]);
  });

  it('serves a request with an Expect it does not know as if it had none (Node alone answers a bare 417)', async () => {
    const answer = await sendRaw(server.url, `${GET}${AUTH}Expect: a-miracle\r\n\r\n`);
    expect(answer).toMatchObject({ status: 200, body: { name: 'prod-eu-1' } });
  });
});
