/**
 * The HTTP surface from one description (templates/runtime/http/surface.ts): the OpenAPI document,
 * the client and the reference server's routes all follow the table — paths, methods, statuses,
 * headers and the error codes each answer carries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@mk8s/schema';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { codesOf } from '../../../generator/emit/openapi/paths.ts';
import { PATCH_CODE_STATUS, SERVICE_CODE_STATUS } from '../../../server/errors.ts';
import { registerClusterRoutes } from '../../../server/routes.ts';
import type { ServiceDeps } from '../../../server/service.ts';
import { routePath } from '../../../server/surface.ts';
import {
  ERROR_CODES,
  ERROR_RESPONSES,
  type ErrorResponseName,
  methodsByPath,
  OPERATIONS,
  type Operation,
} from '../../../templates/runtime/http/surface.ts';
import { PATCH_ALONE_CODES, PATCH_ERROR_CODES } from '../../../templates/runtime/patch/vocabulary.ts';
import { REPO } from '../../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

const doc: Json = JSON.parse(readFileSync(join(REPO, 'generated', 'openapi.json'), 'utf8'));
const operations = Object.entries(OPERATIONS) as [string, Operation][];
const resolve = (node: Json): Json =>
  typeof node?.$ref === 'string' ? doc.components.responses[node.$ref.split('/')[3]] : node;
/** The answers of requests that reach no operation, by status. */
const others: Json = doc['x-mk8s-other-responses'];
/** Where the document holds an error answer of the table: a component, or by status among the others. */
const answerOf = (name: ErrorResponseName): Json =>
  (ERROR_RESPONSES[name] as { other?: boolean }).other === true
    ? others[ERROR_RESPONSES[name].status]
    : resolve({ $ref: `#/components/responses/${name}` });

describe('the OpenAPI document', () => {
  it('has exactly the operations of the table, at their paths and methods', () => {
    const documented = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      Object.entries<Json>(item)
        .filter(([method]) => method !== 'parameters')
        .map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(operations.map(([id, op]) => `${id} ${op.method} ${op.path}`).sort());
  });

  it.each(operations)('%s answers with the statuses, headers and bodies of the table', (id, op) => {
    const documented = doc.paths[op.path][op.method.toLowerCase()];
    const statuses = [op.success.status, ...op.errors.map((name) => ERROR_RESPONSES[name].status)];
    expect(Object.keys(documented.responses).map(Number)).toEqual([...statuses].sort((a, b) => a - b));
    const success = documented.responses[op.success.status];
    expect(Object.keys(success.headers)).toEqual([...op.success.headers, 'X-Request-Id']);
    expect(success.content['application/json'].schema.$ref).toBe('#/components/schemas/Cluster');
    for (const name of op.errors) {
      expect(documented.responses[ERROR_RESPONSES[name].status], `${id} ${name}`).toEqual({
        $ref: `#/components/responses/${name}`,
      });
    }
    const headers = (documented.parameters ?? []).map(
      (p: Json) => doc.components.parameters[p.$ref.split('/')[3]].name,
    );
    expect(headers).toEqual(op.request?.headers ?? []);
    expect(documented['x-mk8s-extension'] === true).toBe(op.extension === true);
  });

  it.each(Object.keys(ERROR_RESPONSES) as ErrorResponseName[])(
    'the %s answer carries the codes the table gives it',
    (name) => {
      const response = answerOf(name);
      expect(response['x-mk8s-codes']).toEqual(codesOf(name));
      expect(new Set(response['x-mk8s-codes'])).toEqual(
        new Set(
          Object.entries(ERROR_CODES)
            .filter(([, answers]) => (answers as readonly string[]).includes(name))
            .map(([c]) => c),
        ),
      );
      const extra = (ERROR_RESPONSES[name] as { headers?: readonly string[] }).headers ?? [];
      expect(Object.keys(response.headers)).toEqual([...extra, 'X-Request-Id']);
    },
  );
});

describe('the answers of requests that reach no operation', () => {
  const other = (Object.keys(ERROR_RESPONSES) as ErrorResponseName[]).filter(
    (name) => (ERROR_RESPONSES[name] as { other?: boolean }).other === true,
  );

  it('are the table’s other answers, by status, in the document’s extension and not among the components', () => {
    expect(Object.keys(others)).toEqual(other.map((name) => String(ERROR_RESPONSES[name].status)));
    for (const name of other) expect(doc.components.responses[name], name).toBeUndefined();
    expect(Object.keys(doc.components.responses)).toEqual(
      (Object.keys(ERROR_RESPONSES) as ErrorResponseName[]).filter((name) => !other.includes(name)),
    );
  });

  it('carry their own headers in place (no component only an extension refers to)', () => {
    expect(others['405'].headers.Allow).toMatchObject({ required: true, schema: { type: 'string' } });
    expect(doc.components.headers.Allow).toBeUndefined();
  });
});

describe('the patch answers follow the vocabulary', () => {
  it('a patch alone decides exactly the codes of InvalidPatch (besides BAD_REQUEST), the document the others', () => {
    const patchCodes = (name: ErrorResponseName) =>
      codesOf(name).filter((c) => (PATCH_ERROR_CODES as readonly string[]).includes(c));
    expect(patchCodes('InvalidPatch')).toEqual([...PATCH_ALONE_CODES]);
    expect(patchCodes('PatchNotApplicable')).toEqual(PATCH_ERROR_CODES.filter((c) => !PATCH_ALONE_CODES.includes(c)));
  });

  it.each(PATCH_ERROR_CODES.map((code) => [code]))('the server answers the patch code %s with its status', (code) => {
    expect(PATCH_CODE_STATUS[code]).toBe(PATCH_ALONE_CODES.includes(code) ? 400 : 422);
  });

  it.each(Object.entries(SERVICE_CODE_STATUS))(
    'the server answers its own code %s with %i, as the document says',
    (code, status) => {
      const answers = [...Object.values<Json>(doc.components.responses), ...Object.values<Json>(others)];
      const carriers = answers.filter((r) => r['x-mk8s-codes'].includes(code));
      expect(carriers.length).toBeGreaterThan(0);
      const answered = (responses: Json) =>
        Object.entries<Json>(responses).some(
          ([s, r]) => Number(s) === status && resolve(r)['x-mk8s-codes']?.includes(code),
        );
      const operationsAnswer = Object.entries<Json>(doc.paths).some(([, item]) =>
        Object.values<Json>(item).some((op) => op.responses !== undefined && answered(op.responses)),
      );
      expect(operationsAnswer || answered(others)).toBe(true);
    },
  );
});

describe('the reference server', () => {
  it('registers one route per operation of the table, and no other', async () => {
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    registerClusterRoutes(app, {} as ServiceDeps, { lookup: () => undefined } as never);
    await app.ready();
    expect(routes.sort()).toEqual(operations.map(([, op]) => `${op.method} ${routePath(op.path)}`).sort());
    await app.close();
  });

  it('knows the methods of every path, for an Allow header', () => {
    expect(Object.fromEntries(methodsByPath())).toEqual({
      '/org/{org}/mk8s': ['POST'],
      '/org/{org}/mk8s/{name}': ['GET', 'PATCH'],
    });
  });
});

describe('the client', () => {
  it.each([
    [
      'createCluster',
      (c: ReturnType<typeof createClient>) => c.createCluster('acme', {} as never, { validate: false }),
    ],
    [
      'patchCluster',
      (c: ReturnType<typeof createClient>) => c.patchCluster('acme', 'prod', {}, { validate: false, ifMatch: '3' }),
    ],
  ] as const)('sends %s with the method and path of the table', async (id, callIt) => {
    const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
    const client = createClient({
      baseUrl: 'https://api.mk8s.example',
      apiKey: 'k',
      fetch: (async (url: string, init: { method: string; headers: Record<string, string> }) => {
        sent.push({ method: init.method, url, headers: init.headers });
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as never,
    });
    await callIt(client);
    const op: Operation = OPERATIONS[id];
    const path = op.path.replace('{org}', 'acme').replace('{name}', 'prod');
    expect(sent).toMatchObject([{ method: op.method, url: `https://api.mk8s.example${path}` }]);
    for (const header of op.request?.headers ?? []) expect(sent[0]?.headers[header.toLowerCase()]).toBe('3');
  });
});
