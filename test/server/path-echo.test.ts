/**
 * What error messages repeat of a request's path: an organization or cluster name, or any segment of
 * an unknown path, at most its first 40 characters, as of any value a caller sends, so a key pasted
 * into a path does not come back whole. Regression: the 403 and 404 messages quoted the segment whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyRing, newApiKey } from '../../server/auth.ts';
import { createBody, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** 52 characters, as an API key pasted where a name belongs. */
const SECRET = `mk8s_${'Q2xhdWRlU2VjcmV0S2V5Rm9yQXVkaXRPbmx5MTIzNDU2Nzg'}`;
const SHOWN = `${SECRET.slice(0, 40)}…`;
/** As messages quote a value: JSON text of its first 40 characters, then `…`. */
const QUOTED = `"${SECRET.slice(0, 40)}"…`;

describe('a long path segment is quoted at most 40 characters', () => {
  it.each([
    [
      '403: another organization',
      'GET',
      `/org/${SECRET}/mk8s/prod-eu-1`,
      403,
      `the API key does not give access to organization ${QUOTED}`,
    ],
    [
      '404: no such cluster',
      'GET',
      `/org/acme/mk8s/${SECRET}`,
      404,
      `organization "acme" has no cluster named ${QUOTED}`,
    ],
    ['404: no route', 'GET', `/nothing/${SECRET}/x`, 404, `no route for GET /nothing/${SHOWN}/x`],
    [
      '405: a method the path does not offer',
      'DELETE',
      `/org/acme/mk8s/${SECRET}`,
      405,
      `/org/acme/mk8s/${SHOWN} does not offer DELETE; it offers GET, HEAD, PATCH`,
    ],
  ])('%s', async (_name, method, path, status, message) => {
    const answer = await server.call(method, path);
    expect(answer).toMatchObject({ status, body: { status, message } });
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
  });

  it('409: an organization already holding the name', async () => {
    const org = `a${SECRET.slice(0, 45)}`;
    const key = newApiKey(org);
    const local = await startTestServer({ keys: keyRing([key.entry]) });
    try {
      const call = () => local.call('POST', `/org/${org}/mk8s`, { body: createBody(), key: key.key });
      expect((await call()).status).toBe(201);
      const answer = await call();
      expect(answer).toMatchObject({
        status: 409,
        body: { message: `organization "${org.slice(0, 40)}"… already has a cluster named "prod-eu-1"` },
      });
    } finally {
      await local.close();
    }
  });

  it('a short name is quoted whole', async () => {
    const answer = await server.call('GET', '/org/acme/mk8s/absent');
    expect(answer.body).toMatchObject({ message: 'organization "acme" has no cluster named "absent"' });
  });
});
