/**
 * Matrix row: orval (7.x), the fetch client, from the 3.1 and the 3.0 document. Each must generate
 * without error, the output must pass `tsc --strict`, and a create and a patch call made with it
 * must succeed against the reference server.
 *
 * orval validates its input with @apidevtools/swagger-parser, which refuses a `description` on a
 * 3.1 server variable (a false positive, APIDevTools/swagger-cli#83: "must NOT have unevaluated
 * properties"); the document says what `base_url` is in the server's description instead, and the
 * generation here must print no validation warning.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'orval';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBody, KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';
import { REPO } from '../helpers/spec.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { strictDiagnostics, transpileTree } from '../helpers/typescript.ts';

const temp = useTempDir('mk8s-orval');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface OrvalClient {
  createCluster(org: string, body: unknown, init?: RequestInit): Promise<{ status: number; data: unknown }>;
  patchCluster(
    org: string,
    name: string,
    body: unknown,
    init?: RequestInit,
  ): Promise<{ status: number; data: unknown }>;
}

describe.each(['openapi.json', 'openapi-3.0.json'])('orval from %s', (document) => {
  let file: string;

  it('generates without error', { timeout: 120_000 }, async () => {
    const dir = join(temp(), document.replace(/\W/g, '-'));
    await mkdir(dir, { recursive: true });
    file = join(dir, 'api.ts');
    const printed: string[] = [];
    const spies = (['log', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.join(' '))),
    );
    try {
      await generate({
        input: { target: join(REPO, 'generated', document) },
        output: { target: file, client: 'fetch', mode: 'single', baseUrl: server.url, prettier: false },
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.filter((line) => /fail|error|warn|⚠/i.test(line))).toEqual([]);
    const code = await readFile(file, 'utf8');
    expect(code).toContain('export const patchCluster');
    // every schema it types is a component of the document: no names made up for inline branches
    expect(code.match(/export (?:type|interface) \w+AnyOf\w*/g) ?? []).toEqual([]);
    expect(code).toMatch(/export type FreeFormValue = [^;]*\bFreeFormObject\b/);
  });

  it('writes code that passes tsc --strict', { timeout: 120_000 }, () => {
    expect(strictDiagnostics([file])).toEqual([]);
  });

  it('creates and patches a cluster on the reference server', { timeout: 60_000 }, async () => {
    const [module] = await transpileTree(join(file, '..'));
    const api = (await import(module as string)) as OrvalClient;
    const init = { headers: { authorization: `Bearer ${KEYS.acme.key}` } };
    const name = `orval-${document.length}`;
    const created = await api.createCluster('acme', createBody(name), init);
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const patched = await api.patchCluster(
      'acme',
      name,
      { description: 'patched by orval', spec: { '$drop/firewall': [] } },
      init,
    );
    expect(patched.status, JSON.stringify(patched.data)).toBe(200);
    expect(patched.data).toMatchObject({ name, description: 'patched by orval' });
  });
});
