/**
 * Contract test: every request example of the OpenAPI document is sent through the generated
 * client to the running server, and every answer — successes and the documented failures — is
 * judged by the document: a documented status, a body valid against that status's schema, an
 * error `code` the response lists, the `Location` of a create, the `ETag` of every cluster answer
 * and the `X-Request-Id` of every answer. `GET /org/{org}/mk8s/{name}`, an extension the generated
 * client does not call, is exercised with `fetch` and judged the same way.
 */
import { ApiRequestError, type Cluster, type ClusterCreate, createClient, validateClusterCreate } from '@mk8s/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { judge, requestExamples, responseExamples } from '../helpers/openapi-contract.ts';
import { KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';

const CREATE = '/org/{org}/mk8s';
const PATCH = '/org/{org}/mk8s/{name}';

interface Seen {
  readonly method: string;
  readonly status: number;
  readonly location: string | null;
  readonly etag: string | null;
  readonly requestId: string | null;
  readonly body: unknown;
}

let server: TestServer;
let seen: Seen[];

beforeEach(async () => {
  server = await startTestServer();
  seen = [];
});
afterEach(() => server.close());

/** The generated client, on a `fetch` that records every answer for the judge. */
function client(apiKey: string = KEYS.acme.key, validate = true) {
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    seen.push({
      method: init?.method ?? 'GET',
      status: response.status,
      location: response.headers.get('location'),
      etag: response.headers.get('etag'),
      requestId: response.headers.get('x-request-id'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    return response;
  };
  return createClient({ baseUrl: server.url, apiKey, fetch: recording, validate });
}

/** `GET /org/{org}/mk8s/{name}` (the extension), recorded like the client's calls. */
async function read(org: string, name: string, apiKey: string | null = KEYS.acme.key): Promise<Seen> {
  const headers: Record<string, string> = apiKey === null ? {} : { authorization: `Bearer ${apiKey}` };
  const response = await fetch(`${server.url}/org/${org}/mk8s/${name}`, { headers });
  const text = await response.text();
  const answer: Seen = {
    method: 'GET',
    status: response.status,
    location: response.headers.get('location'),
    etag: response.headers.get('etag'),
    requestId: response.headers.get('x-request-id'),
    body: text === '' ? undefined : JSON.parse(text),
  };
  seen.push(answer);
  return answer;
}

/** Every recorded answer must be what the document says of its operation. */
function expectAllDocumented(): void {
  expect(seen.length).toBeGreaterThan(0);
  for (const answer of seen) {
    const path = answer.method === 'POST' ? CREATE : PATCH;
    const verdict = judge(path, answer.method, answer.status, answer.body);
    expect({ status: answer.status, ...verdict }).toMatchObject({ documented: true, problems: '' });
    if (answer.status >= 400) expect(verdict.codes).toContain((answer.body as { code: string }).code);
    if (answer.status === 201) expect(answer.location).toBe(`/org/acme/mk8s/${(answer.body as Cluster).name}`);
    expect(answer.requestId).toMatch(/^\S+$/);
    if (answer.status >= 400) expect((answer.body as { id: string }).id).toBe(answer.requestId);
    else expect(answer.etag).toBe(`"${(answer.body as Cluster).version}"`);
  }
}

async function rejection(call: Promise<unknown>): Promise<ApiRequestError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

/** The cluster the patch examples are written against: the documented create answer, as a create body. */
function patchedClusterBody(): ClusterCreate {
  const [, created] = responseExamples(CREATE, 'POST', 201)[0] ?? [];
  const body = validateClusterCreate(created, { stripReadOnly: true });
  if (!body.ok) throw new Error(`the 201 example is not a cluster: ${JSON.stringify(body.errors)}`);
  return body.value;
}

describe('contract: the OpenAPI document against the running server', () => {
  it.each(requestExamples(CREATE, 'POST'))('create example %s is created (201)', async (_name, example) => {
    const created = await client().createCluster('acme', example as ClusterCreate);
    expect(created).toMatchObject({ ...(example as object), kind: 'mk8s', version: 1 });
    expectAllDocumented();
  });

  it.each(requestExamples(PATCH, 'PATCH'))('patch example %s applies (200)', async (_name, example) => {
    const api = client();
    const base = await api.createCluster('acme', patchedClusterBody());
    const patched = await api.patchCluster('acme', base.name, example as never, { ifMatch: String(base.version) });
    expect(patched.version).toBe(2);
    expectAllDocumented();
  });

  it('documented failures: each status, schema and code as the document says', async () => {
    const api = client();
    const base = await api.createCluster('acme', patchedClusterBody());
    const unchecked = client(KEYS.acme.key, false);
    const failures: Array<[Promise<unknown>, number]> = [
      [api.createCluster('acme', patchedClusterBody()), 409],
      [client('mk8s_unknown').createCluster('acme', patchedClusterBody()), 401],
      [client(KEYS.globex.key).patchCluster('acme', base.name, {}), 403],
      [api.patchCluster('acme', 'absent', {}), 404],
      [api.patchCluster('acme', base.name, {}, { ifMatch: '99' }), 412],
      [api.patchCluster('acme', base.name, { name: 'renamed' } as never), 422],
      [unchecked.createCluster('acme', { name: 'Not A Name' } as never), 400],
      [unchecked.patchCluster('acme', base.name, JSON.parse('{"__proto__": {"x": 1}}')), 400],
      [unchecked.patchCluster('acme', base.name, { description: 'x'.repeat(1024 * 1024) }), 413],
    ];
    for (const [call, status] of failures) expect((await rejection(call)).status).toBe(status);
    expectAllDocumented();
    expect(seen.map((s) => s.status).sort()).toEqual([201, 400, 400, 401, 403, 404, 409, 412, 413, 422]);
  });

  it('the GET extension answers as documented: the cluster as stored, and each documented failure', async () => {
    const api = client();
    const created = await api.createCluster('acme', patchedClusterBody());
    const stored = await read('acme', created.name);
    expect(stored).toMatchObject({ status: 200, etag: '"1"', body: created });
    const patched = await api.patchCluster('acme', created.name, { description: 'read back' } as never, {
      ifMatch: stored.etag ?? '',
    });
    expect(await read('acme', created.name)).toMatchObject({ status: 200, etag: '"2"', body: patched });
    const failures: Array<[string, string | null, number, string]> = [
      [created.name, null, 401, 'UNAUTHORIZED'],
      [created.name, 'mk8s_unknown', 401, 'UNAUTHORIZED'],
      [created.name, KEYS.globex.key, 403, 'FORBIDDEN'],
      ['absent', KEYS.acme.key, 404, 'NOT_FOUND'],
    ];
    for (const [name, key, status, code] of failures) {
      expect(await read('acme', name, key)).toMatchObject({ status, body: { code } });
    }
    expectAllDocumented();
    expect(seen.filter((s) => s.method === 'GET').map((s) => s.status)).toEqual([200, 200, 401, 401, 403, 404]);
  });

  it('a body that is not JSON is refused with the documented 415', async () => {
    const response = await fetch(`${server.url}/org/acme/mk8s`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.acme.key}`, 'content-type': 'text/plain' },
      body: '{}',
    });
    const body = await response.json();
    expect(judge(CREATE, 'POST', response.status, body)).toMatchObject({
      documented: true,
      problems: '',
      codes: ['UNSUPPORTED_MEDIA_TYPE'],
    });
  });
});
