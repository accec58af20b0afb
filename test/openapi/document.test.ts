/**
 * What the OpenAPI document must say, checked on the document the generator emits from the
 * project spec: the operations, parameters, errors, security, components and examples.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateFrom, REPO, readSpec } from '../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

let files: Map<string, string>;
let doc: Json;

beforeAll(async () => {
  const result = await generateFrom(await readSpec(join(REPO, 'spec')));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  files = new Map(result.value.map((f) => [f.path, f.contents]));
  doc = JSON.parse(files.get('openapi.json') ?? '{}');
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const resolve = (node: Json) => {
  if (typeof node?.$ref !== 'string') return node;
  const [, , group, name] = node.$ref.split('/');
  return doc.components[group][name];
};
const create = () => doc.paths['/org/{org}/mk8s'].post;
const read = () => doc.paths['/org/{org}/mk8s/{name}'].get;
const patch = () => doc.paths['/org/{org}/mk8s/{name}'].patch;
const operations = () => [create(), read(), patch()];

/** service-facts.md: every error status, and the patch error codes with the status each gets. */
const ERROR_STATUSES = ['400', '401', '403', '404', '409', '412', '413', '415', '422', '429', '500'];
const PATCH_CODES: [string, string][] = [
  ['FORBIDDEN_KEY', '400'],
  ['LIMIT', '400'],
  ['INVALID_PATCH', '400'],
  ['CONFLICT', '400'],
  ['IMMUTABLE', '422'],
  ['NOT_FOUND', '422'],
  ['AMBIGUOUS', '422'],
  ['EXISTS', '422'],
  ['INVALID_RESULT', '422'],
];

describe('the OpenAPI files', () => {
  it('are OpenAPI 3.1.0 (JSON and the same document in YAML) and 3.0.3', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(parse(files.get('openapi.yaml') ?? '')).toEqual(doc);
    expect(JSON.parse(files.get('openapi-3.0.json') ?? '{}').openapi).toBe('3.0.3');
  });

  it('are exported by the package', () => {
    const exports = JSON.parse(files.get('package.json') ?? '{}').exports;
    for (const file of ['openapi.json', 'openapi.yaml', 'openapi-3.0.json']) {
      expect(exports[`./${file}`]).toBe(`./${file}`);
    }
  });

  it('carry the package version', () => {
    const meta = JSON.parse(readFileSync(join(REPO, 'templates/package/meta.json'), 'utf8'));
    expect(doc.info.version).toBe(meta.version);
    expect(JSON.parse(files.get('package.json') ?? '{}').version).toBe(meta.version);
  });

  it('hold no backslash-u escape as text, which client generators decode (hey-api wrote a lone surrogate)', () => {
    for (const file of ['openapi.json', 'openapi-3.0.json']) {
      const escapes = (files.get(file) ?? '').match(/\\\\u[0-9a-fA-F]{4}/g) ?? [];
      expect(escapes, file).toEqual([]);
    }
  });
});

describe('info and servers', () => {
  it('describe the patch operators and the error model without links', () => {
    const text: string = doc.info.description;
    for (const word of ['$drop', '$replace/', '$append/', '$patch/', '$retain/', 'ApiError', 'INVALID_RESULT']) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/https?:\/\/|\]\(/);
  });

  it('offer a base_url server variable', () => {
    expect(doc.servers).toEqual([
      expect.objectContaining({
        url: '{base_url}',
        variables: { base_url: expect.objectContaining({ default: expect.any(String) }) },
      }),
    ]);
  });
});

describe('operations', () => {
  it('createCluster: POST /org/{org}/mk8s with ClusterCreate, 201 with Location and the cluster', () => {
    const op = create();
    expect(op.operationId).toBe('createCluster');
    expect(op.requestBody.required).toBe(true);
    expect(op.requestBody.content['application/json'].schema).toEqual(ref('ClusterCreate'));
    expect(op.responses['201'].content['application/json'].schema).toEqual(ref('Cluster'));
    expect(resolve(op.responses['201'].headers.Location)).toMatchObject({ required: true, schema: { type: 'string' } });
  });

  it('patchCluster: PATCH /org/{org}/mk8s/{name} with ClusterPatch, 200 with the cluster', () => {
    const op = patch();
    expect(op.operationId).toBe('patchCluster');
    expect(op.requestBody.content['application/json'].schema).toEqual(ref('ClusterPatch'));
    expect(op.responses['200'].content['application/json'].schema).toEqual(ref('Cluster'));
  });

  it('getCluster: GET /org/{org}/mk8s/{name}, an extension marked as such, 200 with the cluster', () => {
    const op = read();
    expect(op.operationId).toBe('getCluster');
    expect(op['x-mk8s-extension']).toBe(true);
    expect(op.description).toMatch(/extension/);
    expect(op.requestBody).toBeUndefined();
    expect(op.responses['200'].content['application/json'].schema).toEqual(ref('Cluster'));
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(resolve(op.responses['400'])['x-mk8s-codes']).toEqual(['BAD_REQUEST', 'QUERY_NOT_ALLOWED']);
    expect(doc.info.description).toMatch(/`x-mk8s-extension`: on an operation/);
    const others = [create(), patch()].map((o) => o['x-mk8s-extension']);
    expect(others).toEqual([undefined, undefined]);
  });

  it('path parameters carry the naming rule of the cluster name', () => {
    const name = doc.components.schemas.Cluster.properties.name;
    for (const [path, params] of [
      ['/org/{org}/mk8s', ['org']],
      ['/org/{org}/mk8s/{name}', ['org', 'name']],
    ] as const) {
      const declared = doc.paths[path].parameters.map(resolve);
      expect(declared.map((p: Json) => p.name)).toEqual(params);
      for (const parameter of declared) {
        expect(parameter).toMatchObject({ in: 'path', required: true });
        expect(parameter.schema).toEqual({ type: 'string', maxLength: name.maxLength, pattern: name.pattern });
      }
    }
  });

  it('every operation takes the bearer API key, described as the service has it', () => {
    const scheme = doc.components.securitySchemes.apiKey;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toMatch(/bare key/);
    expect(scheme.description).toMatch(/service account key is an API key/);
    for (const op of operations()) expect(op.security).toEqual([{ apiKey: [] }]);
  });
});

describe('errors', () => {
  const errorResponses = () =>
    operations().flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status]) => status >= '400')
        .map(([status, response]) => [status, resolve(response)] as [string, Json]),
    );

  it('every error status of the service facts is answered with the error body and an example', () => {
    const statuses = new Set(errorResponses().map(([status]) => status));
    expect([...statuses].sort()).toEqual(ERROR_STATUSES);
    for (const [status, response] of errorResponses()) {
      const media = response.content['application/json'];
      expect(media.schema, status).toEqual(ref('ApiError'));
      const examples = Object.values(media.examples ?? {}) as Json[];
      expect(examples.length, status).toBeGreaterThan(0);
      for (const example of examples) {
        expect(example.value.status, status).toBe(Number(status));
        expect(response['x-mk8s-codes'], status).toContain(example.value.code);
      }
    }
  });

  /** The answers of requests that reach no operation. */
  const otherResponses = (): [string, Json][] => Object.entries(doc['x-mk8s-other-responses']);

  it('answers that reach no operation are documented: 400, 404, 405 with Allow, 408, 431', () => {
    expect(otherResponses().map(([status]) => status)).toEqual(['400', '404', '405', '408', '431']);
    for (const [status, response] of otherResponses()) {
      const media = response.content['application/json'];
      expect(media.schema, status).toEqual(ref('ApiError'));
      expect(response.headers['X-Request-Id']).toEqual({ $ref: '#/components/headers/XRequestId' });
      const examples = Object.values(media.examples ?? {}) as Json[];
      expect(examples.length, status).toBeGreaterThan(0);
      for (const example of examples) {
        expect(example.value.status, status).toBe(Number(status));
        expect(response['x-mk8s-codes'], status).toContain(example.value.code);
      }
    }
    expect(doc['x-mk8s-other-responses']['405'].headers.Allow).toMatchObject({ required: true });
    expect(doc.info.description).toMatch(/\| 405 \| `METHOD_NOT_ALLOWED` \|/);
    expect(doc.info.description).toMatch(/`x-mk8s-other-responses`: on the document/);
  });

  it.each([
    ['QUERY_NOT_ALLOWED', '400'],
    ['KEY_EXPIRED', '401'],
  ])('%s is answered with %s by every operation', (code, status) => {
    for (const op of operations()) expect(resolve(op.responses[status])['x-mk8s-codes']).toContain(code);
  });

  it('the code vocabulary of the responses is exactly the known codes of ApiError', () => {
    const codes = new Set(
      [...errorResponses(), ...otherResponses()].flatMap(([, response]) => response['x-mk8s-codes']),
    );
    const known = doc.components.schemas.ApiError.properties.code['x-mk8s-known-values'];
    expect([...codes].sort()).toEqual([...known].sort());
  });

  it.each(PATCH_CODES)('the patch error code %s is answered with %s and documented', (code, status) => {
    expect(resolve(patch().responses[status])['x-mk8s-codes']).toContain(code);
    expect(doc.info.description).toMatch(new RegExp(`\`${code}\` \\([^)]*${status}`));
  });
});

describe('components', () => {
  it('are named exactly as the TypeScript types of the package', () => {
    const dts = ['types.d.ts', 'patch-types.d.ts'].map((file) => files.get(file) ?? '').join('\n');
    // Aliases (`ClusterCreate = Cluster`), named scalars (`CidrOrAddress = string`, `KubernetesVersion =
    // "1.26.0" | …`) and named maps (`StringMap`, an interface of one index signature to scalars) are types of the
    // package, not components: the document writes scalars and maps inline.
    const maps = new Set(
      [
        ...dts.matchAll(
          /^export interface (\w+) \{\n {2}\[key: string\]: (?:string|number|boolean)(?: \| (?:string|number|boolean))*;\n\}/gm,
        ),
      ].map(([, n]) => n),
    );
    expect([...maps].sort()).toEqual(['ClusterTags', 'StringMap']);
    const declared = [...dts.matchAll(/^export (?:interface|type) (\w+)(?: =\s*(\w+;|"))?/gm)]
      .filter(([, name, aliasOf]) => aliasOf === undefined && !maps.has(name as string))
      .map(([, name]) => name);
    // A type of the package's runtime that the spec stands for (`ValidationIssue`) is re-exported.
    declared.push(...[...dts.matchAll(/^export type \{ (\w+) \};$/gm)].map(([, name]) => name));
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...declared].sort());
  });

  it('name every object branch of an anyOf, so generators need not make a name up (orval: FreeFormValueAnyOf)', () => {
    for (const file of ['openapi.json', 'openapi-3.0.json']) {
      const schemas = JSON.parse(files.get(file) ?? '{}').components.schemas;
      const inline = Object.entries<Json>(schemas).flatMap(([name, schema]) =>
        (schema.anyOf ?? []).filter((branch: Json) => branch.type === 'object').map(() => name),
      );
      expect(inline, file).toEqual([]);
      expect(schemas.FreeFormValue.anyOf, file).toContainEqual(ref('FreeFormObject'));
    }
    // the 3.0 document has no FreeFormPatchValue: only the left-out patternProperties referred to it
    expect(doc.components.schemas.FreeFormPatchValue.anyOf).toContainEqual(ref('FreeFormPatchObject'));
    // schemas/error.json holds no free-form value: its issues are ValidationIssue objects.
    for (const file of ['schemas/cluster.json', 'schemas/cluster-patch.json']) {
      const defs = JSON.parse(files.get(file) ?? '{}').$defs;
      expect(defs.FreeFormValue.anyOf, file).toContainEqual({ $ref: '#/$defs/FreeFormObject' });
    }
  });

  it('give the issues of an error as ValidationIssue, a closed object of string members', () => {
    for (const file of ['openapi.json', 'openapi-3.0.json']) {
      const schemas = JSON.parse(files.get(file) ?? '{}').components.schemas;
      expect(schemas.ApiErrorDetails.properties.issues.items, file).toEqual(ref('ValidationIssue'));
      const issue = schemas.ValidationIssue;
      expect(issue, file).toMatchObject({ type: 'object', additionalProperties: false });
      expect(issue.required, file).toEqual(['path', 'code', 'message']);
      for (const member of ['path', 'code', 'message', 'detail']) {
        expect(issue.properties[member], `${file} ${member}`).toMatchObject({
          type: 'string',
          maxLength: expect.any(Number),
          description: expect.any(String),
        });
      }
    }
    const details = doc.components.schemas.ApiErrorDetails.properties;
    expect(doc.components.schemas.ValidationIssue.properties.path.maxLength).toBe(details.path.maxLength);
  });

  it('keep descriptions, enums and patterns, and say defaults in the description (no default keyword)', () => {
    const autoscaler = doc.components.schemas.Autoscaler.properties;
    expect(autoscaler.expander).toMatchObject({ items: { enum: expect.any(Array) } });
    expect(autoscaler.expander.description).toContain('Default `["most-pods"]`');
    expect(JSON.stringify(doc.components)).not.toContain('"default":');
    expect(autoscaler.unneededTime).toMatchObject({ pattern: expect.any(String), description: expect.any(String) });
    expect(doc.components.schemas.Taint.description).toEqual(expect.any(String));
  });

  it('and the info description says so: it claims no `default` keyword the schemas lack', () => {
    const text = doc.info.description.replace(/\s+/g, ' ');
    expect(text).not.toMatch(/A `default` says/);
    expect(text).toMatch(/carry no `default` keyword: the description of a field that has one says "Default …"/);
  });

  it('carry the identifier of every keyed array as x-mk8s-key', () => {
    const firewall = doc.components.schemas.ClusterSpecCreate.properties.firewall;
    expect(firewall['x-mk8s-key']).toBe('sourceCIDR');
  });

  it('document every x- extension the document uses', () => {
    const used = new Set(
      JSON.stringify(doc)
        .match(/"x-[\w-]+"/g)
        ?.map((k) => k.slice(1, -1)),
    );
    for (const keyword of used) expect(doc.info.description).toContain(`\`${keyword}\``);
  });
});

describe('examples', () => {
  const requestExamples = (op: Json): Json[] => Object.values(op.requestBody.content['application/json'].examples);

  it('a create body for every provider', () => {
    const providers = Object.keys(resolve(doc.components.schemas.ClusterSpecCreate.properties.provider).properties);
    const covered = requestExamples(create()).flatMap((e) => Object.keys(e.value.spec.provider));
    expect([...covered].sort()).toEqual([...providers].sort());
  });

  it('a patch for each common task', () => {
    const summaries = requestExamples(patch()).map((e) => e.summary);
    for (const task of [
      'Scale a pool',
      'Add a firewall entry',
      'Add a node pool',
      'Switch provider',
      'Drop an add-on',
      'Rename a registry mirror',
    ]) {
      expect(summaries).toContain(task);
    }
  });
});
