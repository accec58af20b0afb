/**
 * Hostile bodies and requests past the body's reading: keys that could touch a prototype, nesting
 * past every limit, keys and organizations, a malformed URL, invalid bodies. Each gets its
 * documented status and code in the error body, and the server goes on serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadInputRow, CREATE, expectRefused, PATCH } from '../helpers/bad-input-rows.ts';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const deepText = `${'{"description":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

const ROWS: ReadonlyArray<readonly [string, BadInputRow]> = [
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
  it.each(ROWS)('%s', async (_name, row) => expectRefused(server, row));
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
