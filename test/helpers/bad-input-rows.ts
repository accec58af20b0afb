/**
 * Rows of hostile and broken requests against a started reference server (test/helpers/reference-server.ts):
 * each must get its documented status and code in the error body, and the server must go on
 * serving (a read of the cluster `prod-eu-1` after every row still works).
 */
import { expect } from 'vitest';
import type { TestServer } from './reference-server.ts';

export const PATCH = ['PATCH', '/org/acme/mk8s/prod-eu-1'] as const;
export const CREATE = ['POST', '/org/acme/mk8s'] as const;

export interface BadInputRow {
  readonly request: readonly [string, string];
  readonly text?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly key?: string | null;
  readonly status: number;
  readonly code: string;
  /** A code that one of `details.issues` must carry. */
  readonly issueCode?: string;
  /** What the message must say. */
  readonly message?: string | RegExp;
}

/** Sends the row's request and checks its answer, then that the stored cluster still reads. */
export async function expectRefused(server: TestServer, row: BadInputRow): Promise<void> {
  const [method, path] = row.request;
  const answer = await server.call(method, path, {
    ...(row.text === undefined ? {} : { text: row.text }),
    ...(row.body === undefined ? {} : { body: row.body }),
    ...(row.headers === undefined ? {} : { headers: row.headers }),
    ...(row.key === undefined ? {} : { key: row.key }),
  });
  expect(answer.status).toBe(row.status);
  expect(answer.body).toMatchObject({ status: row.status, code: row.code, id: answer.headers.get('x-request-id') });
  expect(typeof (answer.body as { message: unknown }).message).toBe('string');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  if (row.message !== undefined) expect((answer.body as { message: string }).message).toMatch(row.message);
  if (row.issueCode !== undefined) {
    const { issues } = (answer.body as { details: { issues: Array<{ code: string }> } }).details;
    expect(issues.map((i) => i.code)).toContain(row.issueCode);
  }
  const read = await server.call('GET', '/org/acme/mk8s/prod-eu-1');
  expect(read).toMatchObject({ status: 200, body: { name: 'prod-eu-1', version: 1 } });
}
