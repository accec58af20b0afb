/**
 * The 1 MiB body limit: 413 before the body is read, also for a chunked body, and the connection
 * kept while a moderate declared body is read and discarded (closed past `DRAIN_LIMIT`). The server
 * goes on serving.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT } from '../../server/app.ts';
import { type BadInputRow, CREATE, expectRefused, PATCH } from '../helpers/bad-input-rows.ts';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const MiB = 1024 * 1024;
const hugeBody = JSON.stringify({ description: 'x'.repeat(MiB) });

const ROWS: ReadonlyArray<readonly [string, BadInputRow]> = [
  ['a body over 1 MiB', { request: PATCH, text: hugeBody, status: 413, code: 'PAYLOAD_TOO_LARGE' }],
  ['a create body over 1 MiB', { request: CREATE, text: hugeBody, status: 413, code: 'PAYLOAD_TOO_LARGE' }],
];

describe('a body over 1 MiB', () => {
  it.each(ROWS)('%s', async (_name, row) => expectRefused(server, row));

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

/**
 * A create body just under 1 MiB whose record, with the service's fields (id, links with the name,
 * timestamps), passes the 1 MiB a cluster may take: a body of `bytes` bytes, its bulk in a free-form
 * member (strings there take at most 16,000 characters each).
 */
function createBodyOf(name: string, bytes: number): string {
  const oauth2: Record<string, string> = {};
  const body = {
    name,
    spec: {
      version: '1.32.9',
      provider: { generic: { location: 'eu-west' } },
      addOns: {
        byok: {
          location: '//location/b',
          config: { monitoring: { remoteWrite: [{ url: 'https://m.example', oauth2 }] } },
        },
      },
    },
  };
  for (let i = 0; JSON.stringify(body).length + 16_000 < bytes; i++) oauth2[`k${i}`] = 'd'.repeat(16_000 - 20);
  oauth2.pad = '';
  oauth2.pad = 'p'.repeat(bytes - JSON.stringify(body).length);
  return JSON.stringify(body);
}

describe('a create body under 1 MiB whose cluster would pass it', () => {
  it('is a 400 naming the size at the root, and nothing is stored', async () => {
    const text = createBodyOf('near-limit', MiB - 100);
    expect(Buffer.byteLength(text)).toBe(MiB - 100);
    const answer = await server.call('POST', '/org/acme/mk8s', { text });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: '', code: 'TOO_LARGE' }] },
    });
    expect((answer.body as { message: string }).message).toMatch(
      /the id, links and timestamps the service adds, takes \d+ bytes/,
    );
    expect((await server.call('GET', '/org/acme/mk8s/near-limit')).status).toBe(404);
  });

  it('is created when the cluster fits', async () => {
    const answer = await server.call('POST', '/org/acme/mk8s', { text: createBodyOf('well-within', MiB - 2_000) });
    expect(answer.status).toBe(201);
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
