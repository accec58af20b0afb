/**
 * A graceful stop drops nothing: a request that arrives in full while the server drains is served
 * (Fastify alone would answer a bare 503 that is not the error body) and its connection closed.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createBody, KEYS, startTestServer } from '../helpers/reference-server.ts';

describe('stopping', () => {
  it('serves the request whose body completes while the server closes, then closes its connection', async () => {
    const server = await startTestServer();
    await server.call('POST', '/org/acme/mk8s', { body: createBody() });
    const body = JSON.stringify({ description: 'during shutdown' });
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    const ended = new Promise((done) => socket.once('close', done));
    await new Promise((done) => socket.once('connect', done));
    socket.write(
      `PATCH /org/acme/mk8s/prod-eu-1 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${KEYS.acme.key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const closing = server.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write(body.slice(5));
    await Promise.all([ended, closing]);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('"description":"during shutdown"');
  });
});
