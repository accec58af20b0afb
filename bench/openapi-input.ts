/**
 * The OpenAPI document openapi-typescript reads in `generate.wall`: the file named by
 * `MK8S_BENCH_OPENAPI` if set, else the package's own `openapi.json` when it has one, otherwise an
 * OpenAPI 3.1 document assembled here from the package's JSON Schemas (every `$defs` entry a
 * component, the two operations of the service).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OpenApiInput {
  readonly text: string;
  /** Where it came from, for the results file. */
  readonly source: string;
}

export async function openApiInput(packageDir: string): Promise<OpenApiInput> {
  // To compare on another document (a branch's openapi.json, a larger spec's): MK8S_BENCH_OPENAPI=path.
  const chosen = process.env.MK8S_BENCH_OPENAPI;
  if (chosen !== undefined) return { text: await readFile(chosen, 'utf8'), source: chosen };
  const own = await readFile(join(packageDir, 'openapi.json'), 'utf8').catch(() => undefined);
  if (own !== undefined) return { text: own, source: 'the package openapi.json' };
  const schemas: Record<string, unknown> = {};
  for (const file of (await readdir(join(packageDir, 'schemas'))).sort()) {
    const {
      $defs = {},
      $schema: _dialect,
      $comment: _notice,
      ...root
    } = JSON.parse(await readFile(join(packageDir, 'schemas', file), 'utf8')) as Record<string, unknown> & {
      $defs?: Record<string, unknown>;
    };
    Object.assign(schemas, $defs, { [String(root.title)]: root });
  }
  const document = {
    openapi: '3.1.0',
    info: { title: 'mk8s', version: '0.0.0' },
    paths: PATHS,
    components: { schemas },
  };
  return {
    text: JSON.stringify(document).replaceAll('"#/$defs/', '"#/components/schemas/'),
    source: 'an OpenAPI 3.1 document assembled from the package JSON Schemas',
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ content: { 'application/json': { schema: ref(name) } } });
const errors = { default: { description: 'An error', ...json('ApiError') } };

const PATHS = {
  '/org/{org}/mk8s': {
    post: {
      operationId: 'createCluster',
      parameters: [{ name: 'org', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, ...json('ClusterCreate') },
      responses: { 201: { description: 'Created', ...json('Cluster') }, ...errors },
    },
  },
  '/org/{org}/mk8s/{name}': {
    patch: {
      operationId: 'patchCluster',
      parameters: ['org', 'name'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      requestBody: { required: true, ...json('ClusterPatch') },
      responses: { 200: { description: 'Updated', ...json('Cluster') }, ...errors },
    },
  },
};
