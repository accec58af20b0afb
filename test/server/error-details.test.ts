/**
 * Every member of `ApiError.details` the reference server sends (`ApiErrorDetails`: issues,
 * issueCount, path, parameters, parameterCount, allowed, version, parseError) passes the published
 * error schema (`validateApiError`), which lists them and refuses others.
 */
import { connect } from 'node:net';
import { type ApiError, validateApiError } from '@mk8s/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, createBody, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const CLUSTER = '/org/acme/mk8s/prod-eu-1';

/** The answer's error body, checked with the published error schema. */
function checked(answer: Answer): ApiError {
  const result = validateApiError(answer.body);
  expect(result.ok ? [] : result.errors).toEqual([]);
  return answer.body as ApiError;
}

/** The error body of a request sent as raw bytes (what `fetch` cannot send). */
function rawAnswer(request: string): Promise<unknown> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))));
  });
}

describe('details of the error answers pass the published error schema', () => {
  it('issues and issueCount (VALIDATION_FAILED)', async () => {
    const body = { ...createBody('bad-one'), name: 'Not A Name', extra: 1 };
    const error = checked(await server.call('POST', '/org/acme/mk8s', { body }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.issueCount).toBe(2);
    expect(error.details?.issues?.map((issue) => issue.path).sort()).toEqual(['/extra', '/name']);
  });

  it('path, issues and issueCount (a patch error code)', async () => {
    const error = checked(await server.call('PATCH', CLUSTER, { body: { spec: { $bogus: 1 } } }));
    expect(error.code).toBe('INVALID_PATCH');
    expect(error.details).toMatchObject({ path: '/spec/$bogus', issueCount: 1 });
  });

  it('parameters and parameterCount (QUERY_NOT_ALLOWED)', async () => {
    const error = checked(await server.call('GET', `${CLUSTER}?dryRun=true&dryRun=1&x=2`));
    expect(error.details).toEqual({ parameters: ['dryRun', 'x'], parameterCount: 2 });
  });

  it('allowed (METHOD_NOT_ALLOWED)', async () => {
    const error = checked(await server.call('DELETE', CLUSTER));
    expect(error.code).toBe('METHOD_NOT_ALLOWED');
    expect(error.details?.allowed).toEqual(expect.arrayContaining(['GET', 'PATCH']));
  });

  it('version (PRECONDITION_FAILED)', async () => {
    const error = checked(
      await server.call('PATCH', CLUSTER, { body: { description: 'x' }, headers: { 'if-match': '"999"' } }),
    );
    expect(error.code).toBe('PRECONDITION_FAILED');
    expect(error.details).toEqual({ version: 1 });
  });

  it('parseError (a request that is not well-formed HTTP/1.1)', async () => {
    const body = await rawAnswer('GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n');
    const error = checked({ status: 400, headers: new Headers(), body });
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.details?.parseError).toMatch(/^HPE_/);
  });

  it('and nothing else: a member the schema does not list is refused', () => {
    const result = validateApiError({ status: 400, message: 'm', code: 'BAD_REQUEST', details: { other: 1 } });
    expect(result.ok ? [] : result.errors.map((issue) => [issue.path, issue.code])).toEqual([
      ['/details/other', 'UNKNOWN_FIELD'],
    ]);
  });
});
