/**
 * The API defines no redirect, and the client follows none: a 3xx answer rejects with an
 * `ApiRequestError` (`UNEXPECTED_REDIRECT`) naming its status and where it pointed (never its query),
 * and nothing reaches the place it points to. Regression: the client followed a 307 to another
 * origin, sent the patch there again (with any password it held), and resolved with that server's
 * answer as if it were the cluster.
 */
import * as root from '@mk8s/schema';
import * as lean from '@mk8s/schema/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { everyRendering, rejection } from '../../helpers/rejections.ts';
import { json, startServer, type TestServer } from '../../helpers/server.ts';

const KEY = 'mk8s-test-key-4b3c2d1e0f';
const PATCH = { description: 'moved', tags: { password: 'S3cr3t-Passw0rd' } } as root.ClusterPatch;

let service: TestServer;
let elsewhere: TestServer;
beforeEach(async () => {
  service = await startServer();
  elsewhere = await startServer();
  elsewhere.answer(json(200, { id: 'not-the-cluster', name: 'prod-eu-1' }));
});
afterEach(async () => {
  await service.stop();
  await elsewhere.stop();
});

const ENTRIES = [
  ['the root client', () => root.createClient({ baseUrl: service.url, apiKey: KEY, validate: false })],
  ['@mk8s/schema/client', () => lean.createClient({ baseUrl: service.url, apiKey: KEY })],
] as const;

const TARGETS = [
  ['another origin', () => `${elsewhere.url}/steal`, () => elsewhere],
  ['the same origin', () => `${service.url}/org/acme/mk8s/other`, () => service],
] as const;

describe.each(ENTRIES)('%s does not follow a redirect', (_entry, client) => {
  describe.each(TARGETS)('to %s', (_where, target, server) => {
    it.each([307, 302, 301, 308, 303])(
      '%i rejects with UNEXPECTED_REDIRECT and sends nothing there',
      async (status) => {
        service.answer((_request, response) =>
          response.writeHead(status, { location: `${target()}?token=${KEY}-q#frag` }).end(),
        );
        const error = await rejection(client().patchCluster('acme', 'prod-eu-1', PATCH));
        expect(error).toBeInstanceOf(root.ApiRequestError);
        expect(error).toMatchObject({ status, body: { status, code: 'UNEXPECTED_REDIRECT' } });
        expect(error.message).toBe(
          `patchCluster (PATCH /org/acme/mk8s/prod-eu-1) failed with ${status} UNEXPECTED_REDIRECT: a redirect to ${target()}, which the API does not define: it was not followed, so nothing was sent there (is baseUrl the service's address?)`,
        );
        const shown = everyRendering(error);
        expect(shown).not.toContain('token=');
        expect(shown).not.toContain('frag');
        expect(shown).not.toContain(KEY);
        expect(service.received.map((request) => request.url)).toEqual(['/org/acme/mk8s/prod-eu-1']);
        if (server() === elsewhere) expect(elsewhere.received).toEqual([]);
      },
    );
  });

  it('a redirect without Location is reported as one too', async () => {
    service.answer((_request, response) => response.writeHead(302).end());
    const error = await rejection(client().getCluster('acme', 'prod-eu-1'));
    expect(error).toMatchObject({ status: 302, body: { code: 'UNEXPECTED_REDIRECT' } });
    expect(error.message).toMatch(/: a redirect, which the API does not define/);
  });
});

describe('a browser shows a redirect it did not follow as an opaque answer with status 0', () => {
  it('which rejects as a redirect, saying the browser hides its target', async () => {
    const opaque = {
      status: 0,
      statusText: '',
      type: 'opaqueredirect',
      headers: { get: () => null },
      text: async () => '',
    };
    const seen: unknown[] = [];
    const fetch = async (_url: string, init: unknown) => {
      seen.push(init);
      return opaque;
    };
    const client = root.createClient({ baseUrl: 'https://api.example.com', apiKey: KEY, fetch: fetch as never });
    const error = await rejection(client.getCluster('acme', 'prod-eu-1'));
    expect(error).toMatchObject({ status: 0, body: { status: 0, code: 'UNEXPECTED_REDIRECT' } });
    expect(error.message).toMatch(/: a redirect \(the browser hides its target\), which the API does not define/);
    expect(seen).toEqual([expect.objectContaining({ redirect: 'manual' })]);
  });
});
