/**
 * A `fetch` given to the client (a test double, a wrapper) that resolves with something other than
 * a Response is named as the cause, instead of failing inside the client with `response.text is
 * not a function`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Cluster, createClient } from '@mk8s/schema';
import { createClient as createLeanClient } from '@mk8s/schema/client';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../helpers/rejections.ts';
import { REPO } from '../../helpers/spec.ts';

const CLUSTER = JSON.parse(
  readFileSync(join(REPO, 'test', 'fixtures', 'bodies', 'cluster-vendor-a.json'), 'utf8'),
) as Cluster;

/** A client whose fetch resolves with `answer`, typed loosely as a JavaScript caller writes it. */
function clientAnswering(answer: unknown, lean = false) {
  const fetch = (async () => answer) as unknown as typeof globalThis.fetch;
  const options = { baseUrl: 'https://api.example.com', apiKey: 'key', fetch };
  return lean ? createLeanClient(options) : createClient(options);
}

describe('a fetch that does not resolve with a Response', () => {
  it.each<[name: string, answer: unknown, what: string]>([
    ['a mock with json() only', { ok: true, status: 200, json: async () => CLUSTER }, 'an object without text()'],
    [
      'a mock without headers',
      { status: 200, statusText: 'OK', text: async () => JSON.stringify(CLUSTER) },
      'an object without headers.get()',
    ],
    [
      'a mock without a status',
      { text: async () => '{}', headers: new Headers() },
      'an object without a numeric status',
    ],
    ['nothing', undefined, 'undefined'],
    ['a string', JSON.stringify(CLUSTER), 'a string'],
  ])('%s rejects with a TypeError naming the fetch and what it gave', async (_name, answer, what) => {
    for (const lean of [false, true]) {
      const error = await rejection(clientAnswering(answer, lean).getCluster('acme', 'prod-eu-1'));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe(
        `getCluster: the fetch function resolved with ${what}, not a Response (the client reads its status, headers.get() and text())`,
      );
    }
  });

  it('a Response, and an object with the same members, are read as before', async () => {
    const text = JSON.stringify(CLUSTER);
    const headers = { 'content-type': 'application/json' };
    const response = new Response(text, { status: 200, headers });
    const lookalike = { status: 200, statusText: 'OK', headers: new Headers(headers), text: async () => text };
    expect(await clientAnswering(response).getCluster('acme', 'prod-eu-1')).toEqual(CLUSTER);
    expect(await clientAnswering(lookalike).getCluster('acme', 'prod-eu-1')).toEqual(CLUSTER);
  });
});
