/**
 * The HTTP surface beyond the routes. Regressions: a wrong method on a known path got 404 instead
 * of 405 with `Allow`; query parameters were silently ignored, so `PATCH …?dryRun=true` applied
 * the patch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../server/surface.ts';
import { judge, judgeOther } from '../helpers/openapi-contract.ts';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const CLUSTER = '/org/acme/mk8s/prod-eu-1';

describe('a known path with a method it does not offer', () => {
  it.each([
    ['PUT', CLUSTER, 'GET, HEAD, PATCH'],
    ['DELETE', CLUSTER, 'GET, HEAD, PATCH'],
    ['POST', CLUSTER, 'GET, HEAD, PATCH'],
    ['OPTIONS', CLUSTER, 'GET, HEAD, PATCH'],
    ['GET', '/org/acme/mk8s', 'POST'],
    ['PATCH', '/org/acme/mk8s', 'POST'],
    ['DELETE', '/org/globex/mk8s', 'POST'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const answer = await server.call(method, path, { headers: { 'x-request-id': `m-${method}-${path.length}` } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(answer.body).toMatchObject({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      details: { allowed: allow.split(', ') },
      id: `m-${method}-${path.length}`,
    });
    expect(server.logger.records.find((r) => r.requestId === `m-${method}-${path.length}`)).toMatchObject({
      status: 405,
    });
    expect(judgeOther(405, answer.body)).toMatchObject({ documented: true, problems: '' });
  });

  it.each([['/org/acme'], ['/org/acme/mk8s/prod-eu-1/nodes'], ['/org/acme/mk8s/'], ['/clusters']])(
    'an unknown path (%s) is still 404 NOT_FOUND',
    async (path) => {
      const answer = await server.call('PUT', path);
      expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect(judgeOther(404, answer.body)).toMatchObject({ documented: true, problems: '', codes: ['NOT_FOUND'] });
    },
  );

  it('HEAD is served wherever GET is', async () => {
    const answer = await server.call('HEAD', CLUSTER);
    expect(answer).toMatchObject({ status: 200, body: undefined });
    expect(answer.headers.get('etag')).toBe('"1"');
  });

  it('the table of methods is what the router serves', () => {
    for (const { path, methods } of ROUTES) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(server.app.hasRoute({ method: method as 'GET', url: path }), `${method} ${path}`).toBe(
          methods.includes(method),
        );
      }
    }
  });
});

describe('query parameters (the API defines none)', () => {
  it('PATCH …?dryRun=true is refused with 400 QUERY_NOT_ALLOWED and changes nothing', async () => {
    const answer = await server.call('PATCH', `${CLUSTER}?dryRun=true`, { body: { description: 'changed' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'QUERY_NOT_ALLOWED', details: { parameters: ['dryRun'], parameterCount: 1 } },
    });
    expect((answer.body as { message: string }).message).toMatch(/nothing was done/);
    expect(judge('/org/{org}/mk8s/{name}', 'PATCH', 400, answer.body).codes).toContain('QUERY_NOT_ALLOWED');
    expect(await server.call('GET', CLUSTER)).toMatchObject({ body: { version: 1, description: 'first cluster' } });
  });

  it('POST …?dryRun=true creates nothing', async () => {
    const answer = await server.call('POST', '/org/acme/mk8s?dryRun=true&pretty', { body: createBody('dry') });
    expect(answer).toMatchObject({ status: 400, body: { code: 'QUERY_NOT_ALLOWED', details: { parameterCount: 2 } } });
    expect(await server.call('GET', '/org/acme/mk8s/dry')).toMatchObject({ status: 404 });
  });

  it.each([['?fields=name'], ['?='], ['?&'], ['?a=1&a=2']])('GET with %s is refused', async (query) => {
    const answer = await server.call('GET', `${CLUSTER}${query}`);
    expect(answer).toMatchObject({ status: 400, body: { code: 'QUERY_NOT_ALLOWED' } });
    const verdict = judge('/org/{org}/mk8s/{name}', 'GET', 400, answer.body);
    expect(verdict).toMatchObject({ documented: true, problems: '' });
    expect(verdict.codes).toContain('QUERY_NOT_ALLOWED');
  });

  it('a bare ? carries no parameter and is served', async () => {
    expect(await server.call('GET', `${CLUSTER}?`)).toMatchObject({ status: 200 });
  });

  it('is refused before the key is looked at, and never repeats a key put in the query', async () => {
    const answer = await server.call('GET', `${CLUSTER}?${KEYS.acme.key}&api_key=${KEYS.acme.key}`, { key: null });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'QUERY_NOT_ALLOWED', details: { parameters: ['api_key'], parameterCount: 2 } },
    });
    expect(JSON.stringify(answer.body)).not.toContain(KEYS.acme.key);
  });
});
