/** Request logs: one structured record a request, through the injected logger, never the key. */
import { describe, expect, it } from 'vitest';
import { jsonLogger } from '../../../server/logger.ts';
import { createBody, KEYS, startTestServer } from '../../helpers/reference-server.ts';

describe('request logs', () => {
  it('record method, path (no query), status, duration and request id for every request', async () => {
    const server = await startTestServer();
    try {
      await server.call('POST', '/org/acme/mk8s?token=secret', {
        body: createBody(),
        headers: { 'x-request-id': 'r-1' },
      });
      await server.call('GET', '/org/acme/mk8s/absent', { headers: { 'x-request-id': 'r-2' } });
      await server.call('GET', '/org/acme/mk8s/prod-eu-1', {
        key: KEYS.globex.key,
        headers: { 'x-request-id': 'r-3' },
      });
      await server.call('PATCH', '/org/acme/mk8s/prod-eu-1', { text: '{', headers: { 'x-request-id': 'r-4' } });
      await server.call('GET', '/org/acme/mk8s/%E0%A4%A', { headers: { 'x-request-id': 'r-5' } });
      const records = server.logger.records.filter((r) => r.msg === 'request');
      expect(records.map(({ method, path, status, requestId }) => ({ method, path, status, requestId }))).toEqual([
        { method: 'POST', path: '/org/acme/mk8s', status: 400, requestId: 'r-1' }, // QUERY_NOT_ALLOWED
        { method: 'GET', path: '/org/acme/mk8s/absent', status: 404, requestId: 'r-2' },
        { method: 'GET', path: '/org/acme/mk8s/prod-eu-1', status: 403, requestId: 'r-3' },
        { method: 'PATCH', path: '/org/acme/mk8s/prod-eu-1', status: 400, requestId: 'r-4' },
        { method: 'GET', path: '/org/acme/mk8s/%E0%A4%A', status: 400, requestId: 'r-5' },
      ]);
      for (const record of records) {
        expect(record).toMatchObject({ level: 'info', durationMs: expect.any(Number) });
        expect(record.durationMs as number).toBeGreaterThanOrEqual(0);
      }
    } finally {
      await server.close();
    }
  });

  it('never hold an API key, whether valid, foreign or unknown, sent as Bearer or bare', async () => {
    const server = await startTestServer();
    const unknown = 'mk8s_this-key-is-not-in-the-ring';
    try {
      await server.call('POST', '/org/acme/mk8s', { body: createBody() });
      await server.call('GET', '/org/acme/mk8s/prod-eu-1', { key: KEYS.globex.key });
      await server.call('GET', '/org/acme/mk8s/prod-eu-1', { key: unknown });
      await server.call('GET', '/org/acme/mk8s/prod-eu-1', { key: null, headers: { authorization: KEYS.acme.key } });
      const answer = await server.call('GET', `/org/acme/mk8s/prod-eu-1?key=${unknown}`, { key: unknown });
      const logged = JSON.stringify(server.logger.records);
      expect(server.logger.records.length).toBe(5);
      for (const key of [KEYS.acme.key, KEYS.globex.key, unknown]) expect(logged).not.toContain(key);
      expect(JSON.stringify(answer.body)).not.toContain(unknown);
    } finally {
      await server.close();
    }
  });

  it('log an unexpected failure with its stack and answer 500 INTERNAL without it', async () => {
    const server = await startTestServer({
      rules: {
        validateCreate: () => {
          throw new Error('validator exploded');
        },
        preparePatch: () => ({ ok: true, value: {} }),
        validateCreated: () => ({ ok: true, value: {} as never }),
        applyPatch: () => ({ ok: true, value: {} as never }),
      },
    });
    try {
      const answer = await server.call('POST', '/org/acme/mk8s', { body: createBody() });
      expect(answer).toMatchObject({ status: 500, body: { status: 500, code: 'INTERNAL' } });
      expect(JSON.stringify(answer.body)).not.toContain('exploded');
      const failure = server.logger.records.find((r) => r.msg === 'unexpected error');
      expect(failure).toMatchObject({ level: 'error', requestId: (answer.body as { id: string }).id });
      expect(String(failure?.error)).toContain('validator exploded');
    } finally {
      await server.close();
    }
  });
});

describe('jsonLogger', () => {
  it('writes one JSON object a line with time and level first', () => {
    const lines: string[] = [];
    const logger = jsonLogger(
      (line) => lines.push(line),
      () => new Date('2025-01-01T00:00:00.000Z'),
    );
    logger.info({ msg: 'request', status: 200 });
    logger.error({ msg: 'boom' });
    expect(lines).toEqual([
      '{"time":"2025-01-01T00:00:00.000Z","level":"info","msg":"request","status":200}\n',
      '{"time":"2025-01-01T00:00:00.000Z","level":"error","msg":"boom"}\n',
    ]);
  });
});
