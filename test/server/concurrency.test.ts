/**
 * 50 clients change one cluster at once over loopback. With `If-Match` read-modify-write and
 * bounded retries, no update is lost and every acknowledged version is new and in order; without
 * `If-Match`, the server's own compare-and-swap still loses nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBody, startTestServer, type TestServer } from '../helpers/reference-server.ts';

const CLIENTS = 50;
const MAX_ATTEMPTS = 400;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  expect((await server.call('POST', '/org/acme/mk8s', { body: createBody() })).status).toBe(201);
});
afterEach(() => server.close());

interface Stored {
  version: number;
  tags?: Record<string, string | number | boolean>;
}

/** Reads, adds its own tag to what it read, writes with If-Match; on 412 starts over. */
async function readModifyWrite(client: number): Promise<{ versions: number[]; attempts: number }> {
  const versions: number[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const read = await server.call('GET', '/org/acme/mk8s/prod-eu-1');
    const current = read.body as Stored;
    const answer = await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', {
      body: { tags: { ...current.tags, [`client-${client}`]: client } },
      headers: { 'if-match': String(current.version) },
    });
    if (answer.status === 200) {
      versions.push((answer.body as Stored).version);
      return { versions, attempts: attempt };
    }
    expect(answer).toMatchObject({ status: 412, body: { code: 'PRECONDITION_FAILED' } });
    await new Promise((r) => setTimeout(r, Math.random() * 5));
  }
  throw new Error(`client ${client} gave up after ${MAX_ATTEMPTS} attempts`);
}

describe('50 concurrent writers on one cluster', () => {
  it('with If-Match and retries: every change kept, versions 2..51 each acknowledged once', async () => {
    const outcomes = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => readModifyWrite(i)));
    const versions = outcomes.flatMap((o) => o.versions).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: CLIENTS }, (_, i) => i + 2));
    expect(outcomes.some((o) => o.attempts > 1)).toBe(true);
    const final = (await server.call('GET', '/org/acme/mk8s/prod-eu-1')).body as Stored;
    expect(final.version).toBe(CLIENTS + 1);
    expect(final.tags).toEqual(Object.fromEntries(Array.from({ length: CLIENTS }, (_, i) => [`client-${i}`, i])));
  });

  it('without If-Match: each patch applies to the latest version, none lost, versions strictly increasing', async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        server.call('PATCH', '/org/acme/mk8s/prod-eu-1', { body: { description: `client ${i}` } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const versions = answers.map((a) => (a.body as Stored).version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: CLIENTS }, (_, i) => i + 2));
    expect(((await server.call('GET', '/org/acme/mk8s/prod-eu-1')).body as Stored).version).toBe(CLIENTS + 1);
  });
});
