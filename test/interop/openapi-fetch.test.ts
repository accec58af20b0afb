/**
 * Matrix row: openapi-typescript with its default flags, and openapi-fetch over the types it makes.
 * The README's create body and a patch, written as a consumer writes them (typed by
 * `components['schemas']`, sent with `client.POST` / `client.PATCH`), must pass `tsc --strict` and
 * succeed against the reference server. (test/openapi/openapi-typescript.test.ts checks every
 * example of the document against the same types.)
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, startTestServer, type TestServer } from '../helpers/reference-server.ts';
import { REPO } from '../helpers/spec.ts';
import { strictDiagnostics, transpileTree } from '../helpers/typescript.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  // Inside node_modules, so the consumer resolves `openapi-fetch` as an installed consumer would.
  await mkdir(join(REPO, 'node_modules', '.cache'), { recursive: true });
  dir = await mkdtemp(join(REPO, 'node_modules', '.cache', 'mk8s-openapi-fetch-'));
});
afterAll(async () => {
  await server?.close();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

/** The create body of the package README's client example. */
async function readmeCreateBody(): Promise<string> {
  const readme = await readFile(join(REPO, 'generated', 'README.md'), 'utf8');
  const body = /const body: ClusterCreate = (\{[\s\S]*?\n\});/.exec(readme)?.[1];
  if (body === undefined) throw new Error('generated/README.md has no `const body: ClusterCreate = {…};` example');
  return body;
}

const consumer = (body: string) => `import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

type ClusterCreate = components['schemas']['ClusterCreate'];
type ClusterPatch = components['schemas']['ClusterPatch'];

const body: ClusterCreate = ${body};
const patch: ClusterPatch = { description: 'Production in the EU', spec: { '$drop/firewall': ['0.0.0.0/0'] } };

export async function run(baseUrl: string, key: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${key}\` } });
  const created = await client.POST('/org/{org}/mk8s', { params: { path: { org: 'acme' } }, body });
  if (created.data === undefined) throw new Error(JSON.stringify(created.error));
  const name: string = created.data.name;
  const patched = await client.PATCH('/org/{org}/mk8s/{name}', { params: { path: { org: 'acme', name } }, body: patch });
  if (patched.data === undefined) throw new Error(JSON.stringify(patched.error));
  return { created: created.data, patched: patched.data };
}
`;

describe('openapi-typescript (default flags) and openapi-fetch on openapi.json', () => {
  let entry: string;

  it('generate types, and the README body and a patch pass tsc --strict', { timeout: 180_000 }, async () => {
    const types = astToString(
      await openapiTS(JSON.parse(await readFile(join(REPO, 'generated', 'openapi.json'), 'utf8'))),
    );
    await writeFile(join(dir, 'schema.d.ts'), types);
    entry = join(dir, 'consumer.ts');
    await writeFile(entry, consumer(await readmeCreateBody()));
    // TS2502 on FreeFormValue is openapi-typescript's issue 1603 (see test/openapi/openapi-typescript.test.ts).
    const diagnostics = strictDiagnostics([entry]).filter((d) => !/TS2502 'FreeFormValue'/.test(d));
    expect(diagnostics).toEqual([]);
  });

  it('create and patch succeed against the reference server', { timeout: 60_000 }, async () => {
    const [module] = (await transpileTree(dir)).filter((f) => f.endsWith('consumer.mjs'));
    const { run } = await import(module as string);
    const { created, patched } = await run(server.url, KEYS.acme.key);
    expect(created).toMatchObject({ name: 'prod-eu-1', version: 1 });
    expect(patched).toMatchObject({ description: 'Production in the EU', version: 2 });
  });
});
