/**
 * Matrix row: @hey-api/openapi-ts (below 0.99) with its fetch client, from the 3.1 and the 3.0
 * document. Each must generate without error, the output must pass `tsc --strict`, and a create
 * and a patch call made with it must succeed against the reference server.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';
import { REPO } from '../helpers/spec.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { strictDiagnostics, transpileTree } from '../helpers/typescript.ts';

const temp = useTempDir('mk8s-hey-api');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Call = (options: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

describe.each(['openapi.json', 'openapi-3.0.json'])('@hey-api/openapi-ts from %s', (document) => {
  let dir: string;

  it('generates without error', { timeout: 120_000 }, async () => {
    dir = join(temp(), document.replace(/\W/g, '-'));
    await mkdir(dir, { recursive: true });
    await createClient({
      input: join(REPO, 'generated', document),
      output: dir,
      plugins: ['@hey-api/client-fetch'],
      logs: { level: 'silent' },
    });
    // it decodes a `\uXXXX` it meets in a description: the documents hold none, so no lone surrogate
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    expect(texts.filter((text) => /\p{Cs}|\uFFFD/u.test(text))).toEqual([]);
  });

  it('writes code that passes tsc --strict', { timeout: 120_000 }, () => {
    expect(strictDiagnostics([join(dir, 'index.ts')])).toEqual([]);
  });

  it('creates and patches a cluster on the reference server', { timeout: 60_000 }, async () => {
    const modules = await transpileTree(dir);
    const sdk = await import(modules.find((m) => m.endsWith('sdk.gen.mjs')) as string);
    const { client } = await import(modules.find((m) => m.endsWith('client.gen.mjs')) as string);
    client.setConfig({ baseUrl: server.url, headers: { authorization: `Bearer ${KEYS.acme.key}` } });
    const name = `hey-api-${document.length}`;
    const created = await (sdk.createCluster as Call)({ path: { org: 'acme' }, body: createBody(name) });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const patch = { description: 'patched by hey-api', spec: { '$drop/firewall': ['0.0.0.0/0'] } };
    const patched = await (sdk.patchCluster as Call)({ path: { org: 'acme', name }, body: patch });
    expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
    expect(patched.data).toMatchObject({ name, description: 'patched by hey-api' });
  });
});
