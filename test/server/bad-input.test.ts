/**
 * Hostile and broken requests: each gets its documented status and code in the error body, and
 * the server goes on serving (a read after every row still works).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT } from '../../server/app.ts';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const MiB = 1024 * 1024;
const hugeBody = JSON.stringify({ description: 'x'.repeat(MiB) });
const deepText = `${'{"description":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
const PATCH = ['PATCH', '/org/acme/mk8s/prod-eu-1'] as const;
const CREATE = ['POST', '/org/acme/mk8s'] as const;

interface Row {
  readonly request: readonly [string, string];
  readonly text?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly key?: string | null;
  readonly status: number;
  readonly code: string;
  /** A code that one of `details.issues` must carry. */
  readonly issueCode?: string;
  /** What the message must say. */
  readonly message?: string | RegExp;
}

const ROWS: ReadonlyArray<readonly [string, Row]> = [
  ['a body over 1 MiB', { request: PATCH, text: hugeBody, status: 413, code: 'PAYLOAD_TOO_LARGE' }],
  ['a create body over 1 MiB', { request: CREATE, text: hugeBody, status: 413, code: 'PAYLOAD_TOO_LARGE' }],
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
  [
    'a __proto__ key in a patch',
    {
      request: PATCH,
      text: '{"__proto__": {"polluted": true}}',
      status: 400,
      code: 'FORBIDDEN_KEY',
      issueCode: 'FORBIDDEN_KEY',
    },
  ],
  [
    'a constructor key deep in a patch',
    { request: PATCH, text: '{"tags": {"constructor": {"prototype": 1}}}', status: 400, code: 'FORBIDDEN_KEY' },
  ],
  [
    'a __proto__ key in a create body',
    {
      request: CREATE,
      text: '{"__proto__": {"x": 1}}',
      status: 400,
      code: 'VALIDATION_FAILED',
      issueCode: 'FORBIDDEN_KEY',
    },
  ],
  ['a patch nested 50,000 levels deep', { request: PATCH, text: deepText, status: 400, code: 'LIMIT' }],
  [
    'a create body nested 50,000 levels deep',
    { request: CREATE, text: deepText, status: 400, code: 'VALIDATION_FAILED', issueCode: 'TOO_DEEP' },
  ],
  ['an unknown organization', { request: ['GET', '/org/initech/mk8s/prod-eu-1'], status: 403, code: 'FORBIDDEN' }],
  [
    "another organization's key",
    { request: ['GET', '/org/acme/mk8s/prod-eu-1'], key: KEYS.globex.key, status: 403, code: 'FORBIDDEN' },
  ],
  ['no key', { request: PATCH, body: {}, key: null, status: 401, code: 'UNAUTHORIZED' }],
  ['a malformed URL', { request: ['GET', '/org/acme/mk8s/%E0%A4%A'], status: 400, code: 'BAD_REQUEST' }],
];

describe('bad input', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    const [method, path] = row.request;
    const answer = await server.call(method, path, {
      ...(row.text === undefined ? {} : { text: row.text }),
      ...(row.body === undefined ? {} : { body: row.body }),
      ...(row.headers === undefined ? {} : { headers: row.headers }),
      ...(row.key === undefined ? {} : { key: row.key }),
    });
    expect(answer.status).toBe(row.status);
    expect(answer.body).toMatchObject({ status: row.status, code: row.code, id: answer.headers.get('x-request-id') });
    expect(typeof (answer.body as { message: unknown }).message).toBe('string');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (row.message !== undefined) expect((answer.body as { message: string }).message).toMatch(row.message);
    if (row.issueCode !== undefined) {
      const { issues } = (answer.body as { details: { issues: Array<{ code: string }> } }).details;
      expect(issues.map((i) => i.code)).toContain(row.issueCode);
    }
    const read = await server.call('GET', '/org/acme/mk8s/prod-eu-1');
    expect(read).toMatchObject({ status: 200, body: { name: 'prod-eu-1', version: 1 } });
  });

  it('refuses a chunked body over 1 MiB (no Content-Length) with 413', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 17; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/org/acme/mk8s/prod-eu-1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${KEYS.acme.key}`, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('a body over 1 MiB still being sent when the 413 comes', () => {
  /** Opens a socket and sends a PATCH announcing a body of `length` bytes, of which only `sent` go out now. */
  function upload(length: number, sent: number) {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEYS.acme.key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${' '.repeat(sent)}`,
    );
    // the head of each answer, as lines (a JSON body holds no status line)
    const answers = () =>
      [...received.matchAll(/HTTP\/1\.1 \d{3}[\s\S]*?\r\n\r\n/g)].map((match) => match[0].trim().split('\r\n'));
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    };
    return { socket, closed, answers, until, isClosed: () => socket.destroyed || socket.readyState === 'closed' };
  }

  it('keeps the connection: the rest of a declared body is read and discarded, the next request is served', async () => {
    const length = 2 * MiB;
    const client = upload(length, 64 * 1024);
    await client.until(() => client.answers().length >= 1);
    const [first = []] = client.answers();
    expect(first[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(first.map((line) => line.toLowerCase())).not.toContain('connection: close');
    // the client goes on sending the body it announced, then asks again on the same connection
    client.socket.write(' '.repeat(length - 64 * 1024));
    client.socket.write(
      `GET /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEYS.acme.key}\r\n\r\n`,
    );
    await client.until(() => client.answers().length >= 2);
    expect(client.answers()[1]?.[0]).toBe('HTTP/1.1 200 OK');
    client.socket.destroy();
  });

  it('closes the connection when the declared body is larger than the server will read (DRAIN_LIMIT)', async () => {
    const client = upload(DRAIN_LIMIT + 1, 1024);
    await client.until(() => client.answers().length >= 1 && client.isClosed());
    expect(client.answers()[0]?.[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(client.answers()[0]?.map((line) => line.toLowerCase())).toContain('connection: close');
    await client.closed;
  });
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

describe('invalid bodies', () => {
  it('list at most 100 issues and say how many there were', async () => {
    const body = createBody('many');
    const firewall = Array.from({ length: 300 }, (_, i) => ({ sourceCIDR: `not-an-address-${i}` }));
    const answer = await server.call('POST', '/org/acme/mk8s', { body: { ...body, spec: { ...body.spec, firewall } } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const details = (answer.body as { details: { issues: unknown[]; issueCount: number } }).details;
    expect(details.issues).toHaveLength(100);
    expect(details.issueCount).toBeGreaterThan(100);
  });

  it('answer a patch that would leave an invalid cluster with 422 INVALID_RESULT, storing nothing', async () => {
    const { version } = (await server.call('GET', '/org/acme/mk8s/prod-eu-1')).body as { version: number };
    const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', { body: { spec: { $drop: ['version'] } } });
    expect(answer).toMatchObject({
      status: 422,
      body: { code: 'INVALID_RESULT', details: { path: expect.any(String) } },
    });
    expect((await server.call('GET', '/org/acme/mk8s/prod-eu-1')).body).toMatchObject({ version });
  });
});
