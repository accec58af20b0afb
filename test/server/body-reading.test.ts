/**
 * How a request body is read, before any field rule (its size: body-size.test.ts): its type, charset
 * and coding (415), and whether it is there and is JSON at all (400). Each row gets its documented
 * status and code in the error body, and the server goes on serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadInputRow, CREATE, expectRefused, PATCH } from '../helpers/bad-input-rows.ts';
import { sendRaw } from '../helpers/raw-http.ts';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const ROWS: ReadonlyArray<readonly [string, BadInputRow]> = [
  [
    'a text/plain body',
    {
      request: PATCH,
      text: '{}',
      headers: { 'content-type': 'text/plain' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ],
  [
    'a form body',
    {
      request: CREATE,
      text: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ],
  // regression: bodies declared utf-16 or latin1 were accepted and decoded as UTF-8
  ...['utf-16', 'UTF-16LE', 'latin1', 'ISO-8859-1', '"us-ascii"'].map(
    (charset) =>
      [
        `a JSON body in charset=${charset}`,
        {
          request: PATCH,
          text: '{"description": "x"}',
          headers: { 'content-type': `application/json; charset=${charset}` },
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      ] as const,
  ),
  [
    'broken JSON',
    {
      request: PATCH,
      text: '{"description": ',
      status: 400,
      code: 'BAD_REQUEST',
      // regression: the message gave only JSON.parse's UTF-16 position
      message:
        'the request body is not valid JSON: line 1, column 17 (at /description): expected a value, found the end of the body',
    },
  ],
  // regression: without Content-Type and body these reached the validators as `undefined`
  ...[PATCH, CREATE].map(
    (request) =>
      [
        `a ${request[0]} without a body or Content-Type`,
        { request, status: 400, code: 'BAD_REQUEST', message: 'the request body is empty; a JSON object is expected' },
      ] as const,
  ),
  [
    'a JSON body with Content-Length 0',
    {
      request: CREATE,
      text: '',
      headers: { 'content-type': 'application/json' },
      status: 400,
      code: 'BAD_REQUEST',
      message: 'the request body is empty; a JSON object is expected',
    },
  ],
  // regression: a gzip body was read as text and refused as "not valid UTF-8"
  ...['gzip', 'br', 'identity, deflate'].map(
    (coding) =>
      [
        `a body with Content-Encoding: ${coding}`,
        {
          request: PATCH,
          text: '{"description": "x"}',
          headers: { 'content-encoding': coding },
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: /^content codings are not accepted: send the request body without Content-Encoding/,
        },
      ] as const,
  ),
  ['a JSON body that is only whitespace', { request: CREATE, text: '  ', status: 400, code: 'BAD_REQUEST' }],
];

describe('reading a body', () => {
  it.each(ROWS)('%s', async (_name, row) => expectRefused(server, row));
});

describe('UTF-8 JSON only', () => {
  it.each([['application/json'], ['application/json; charset=utf-8'], ['application/json;charset="UTF-8"']])(
    '%s is served',
    async (type) => {
      const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', {
        text: '{"tags": {"charset": "ok"}}',
        headers: { 'content-type': type },
      });
      expect(answer.status).toBe(200);
    },
  );

  it('names the refused charset and says what to send', async () => {
    const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', {
      text: '{}',
      headers: { 'content-type': 'application/json; charset=utf-16' },
    });
    expect((answer.body as { message: string }).message).toMatch(/UTF-8 JSON; charset=utf-16 is not accepted/);
  });

  it('refuses bytes that are not UTF-8 with 400, never decoding them into replacement characters', async () => {
    const latin1 = Buffer.from('{"description": "caf\xe9"}', 'latin1');
    const response = await fetch(`${server.url}/org/acme/mk8s/prod-eu-1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${KEYS.acme.key}`, 'content-type': 'application/json' },
      body: latin1,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'the request body is not valid UTF-8',
    });
    expect((await server.call('GET', '/org/acme/mk8s/prod-eu-1')).body).not.toMatchObject({ description: 'caf\ufffd' });
  });
});

describe('a chunked body without Content-Type', () => {
  const send = (request: readonly [string, string], chunks: string) =>
    sendRaw(
      server.url,
      `${request[0]} ${request[1]} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${KEYS.acme.key}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${chunks}`,
    );

  // regression: Fastify answered 415 before reading it, where every other request without a body gets 400
  it.each([PATCH, CREATE])('that is empty is the empty-body 400 (%s)', async (...request) => {
    const answer = await send(request, '0\r\n\r\n');
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 400, code: 'BAD_REQUEST', message: 'the request body is empty; a JSON object is expected' },
    });
    expect((answer.body as { id: string }).id).toBe(answer.headers['x-request-id']);
  });

  it.each([PATCH, CREATE])('that holds anything is still 415 (%s)', async (...request) => {
    const answer = await send(request, '2\r\n{}\r\n0\r\n\r\n');
    expect(answer).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it.each([
    [['GET', '/org/acme/mk8s/prod-eu-1'], 200],
    [['POST', '/org/acme/clusters'], 404],
    [['PATCH', '/org/acme/mk8s'], 405],
  ] as const)('on a route that takes no body changes nothing (%s)', async (request, status) => {
    expect((await send(request, '0\r\n\r\n')).status).toBe(status);
  });

  it('with a JSON body and Content-Type is served', async () => {
    const text = '{"tags":{"chunked":"yes"}}';
    const answer = await sendRaw(
      server.url,
      `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${KEYS.acme.key}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${text.length.toString(16)}\r\n${text}\r\n0\r\n\r\n`,
    );
    expect(answer).toMatchObject({ status: 200, body: { tags: { chunked: 'yes' } } });
  });
});
