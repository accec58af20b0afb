/** The pure parts of the OpenAPI emitter: components, template files, example placement, extensions. */
import { describe, expect, it } from 'vitest';
import { componentSchemas } from '../../../generator/emit/openapi/components.ts';
import { attachExamples } from '../../../generator/emit/openapi/examples.ts';
import { documentExtensions, usedExtensions } from '../../../generator/emit/openapi/extensions.ts';
import { surfacePaths, surfaceResponses } from '../../../generator/emit/openapi/paths.ts';
import { readOpenApiTemplates } from '../../../generator/emit/openapi/templates.ts';

const schema = (title: string, defs: Record<string, unknown> = {}) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $comment: 'notice',
  title,
  type: 'object',
  properties: { spec: { $ref: '#/$defs/Spec' }, self: { $ref: '#' } },
  $defs: { Spec: { title: 'Spec', type: 'object' }, ...defs },
});

describe('componentSchemas', () => {
  it('lifts root and $defs into components, sorted, with refs pointing at components', () => {
    const components = componentSchemas([schema('Cluster'), schema('ClusterCreate')]);
    expect(Object.keys(components)).toEqual(['Cluster', 'ClusterCreate', 'Spec']);
    expect(components.Cluster).toEqual({
      title: 'Cluster',
      type: 'object',
      properties: { spec: { $ref: '#/components/schemas/Spec' }, self: { $ref: '#/components/schemas/Cluster' } },
    });
  });

  it('refuses one name with two different schemas', () => {
    expect(() => componentSchemas([schema('A'), schema('B', { Spec: { title: 'Spec', type: 'string' } })])).toThrow(
      /component Spec would have two different schemas/,
    );
  });

  it('refuses a $ref it cannot place', () => {
    const broken = { title: 'A', properties: { x: { $ref: 'other.json#/$defs/X' } } };
    expect(() => componentSchemas([broken])).toThrow(/cannot place \$ref "other.json#\/\$defs\/X"/);
  });
});

const templateFiles = (extra: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      'openapi/document.json': JSON.stringify(skeleton),
      'openapi/description.md.hbs': '{{#each extensions}}{{keyword}}{{/each}}',
      'openapi/error-codes.json': '{"NOT_FOUND": "no such thing"}',
      'openapi/issue-codes.json': '{"REQUIRED": "a field is missing"}',
      'openapi/operations.json': '{}',
      ...extra,
    }),
  );

const skeleton = {
  paths: {
    '/a': {
      post: {
        operationId: 'createA',
        requestBody: { content: { 'application/json': { schema: {} } } },
        responses: { '201': { description: 'made', content: { 'application/json': { schema: {} } } } },
      },
    },
  },
  components: { responses: { NotFound: { description: 'n', content: { 'application/json': { schema: {} } } } } },
};

const example = (summary: string) => JSON.stringify({ summary, value: { name: summary } });

describe('readOpenApiTemplates and attachExamples', () => {
  it('places each example file where its folder says, sorted by name', () => {
    const templates = readOpenApiTemplates(
      templateFiles({
        'openapi/examples/createA/request/b.json': example('second'),
        'openapi/examples/createA/request/a.json': example('first'),
        'openapi/examples/createA/201/made.json': example('made'),
        'openapi/examples/responses/NotFound/missing.json': example('missing'),
      }),
    );
    const document = attachExamples(templates.skeleton, templates.examples) as typeof skeleton;
    const post = document.paths['/a'].post;
    const request = post.requestBody.content['application/json'] as { examples?: Record<string, unknown> };
    expect(Object.keys(request.examples ?? {})).toEqual(['a', 'b']);
    expect(request.examples?.a).toEqual({ summary: 'first', value: { name: 'first' } });
    expect(post.responses['201'].content['application/json']).toHaveProperty('examples.made.summary', 'made');
    expect(document.components.responses.NotFound.content['application/json']).toHaveProperty('examples.missing');
    expect(templates.skeleton).toEqual(skeleton);
  });

  it.each([
    ['an unknown operation', 'openapi/examples/deleteA/request/x.json', example('x'), /no application\/json body/],
    ['an unknown status', 'openapi/examples/createA/404/x.json', example('x'), /no application\/json body/],
    ['an unknown response', 'openapi/examples/responses/Gone/x.json', example('x'), /no application\/json body/],
    ['a file outside the layout', 'openapi/examples/createA/x.json', example('x'), /must be examples\//],
    ['no summary', 'openapi/examples/createA/request/x.json', '{"value": 1}', /x.json#\/summary: must be a string/],
    ['no value', 'openapi/examples/createA/request/x.json', '{"summary": "s"}', /x.json#\/value: is missing/],
    ['an unknown member', 'openapi/examples/createA/request/x.json', '{"summary": "s", "value": 1, "v": 2}', /#\/v:/],
    ['broken JSON', 'openapi/examples/createA/request/x.json', '{', /x.json#: is not valid JSON/],
  ])('reports an example file with %s', (_name, path, text, message) => {
    expect(() => {
      const templates = readOpenApiTemplates(templateFiles({ [path]: text }));
      attachExamples(templates.skeleton, templates.examples);
    }).toThrow(message);
  });

  it.each([
    [
      'no summary',
      '{"createA": {"tags": [], "description": "d", "answer": "a"}}',
      /operations.json#\/createA\/summary: must be a string/,
    ],
    ['no tags', '{"createA": {"summary": "s", "description": "d", "answer": "a"}}', /createA\/tags: must be a list/],
    [
      'an unknown member',
      '{"createA": {"tags": [], "summary": "s", "description": "d", "answer": "a", "status": 201}}',
      /createA\/status: is not prose/,
    ],
  ])('reports operation prose with %s', (_name, text, message) => {
    expect(() => readOpenApiTemplates(templateFiles({ 'openapi/operations.json': text }))).toThrow(message);
  });

  it.each([
    [
      'prose of an operation the table lacks',
      { deleteAll: { tags: [], summary: 's', description: 'd', answer: 'a' } },
      /describes deleteAll, which is no operation/,
    ],
    ['an operation without prose', {}, /does not describe createCluster/],
  ])('refuses %s', (_name, operations, message) => {
    const surface = {
      operations,
      responses: {},
      issueCodes: [],
      bodies: { create: 'C', patch: 'P', resource: 'R', error: 'E' },
      security: 'k',
    };
    expect(() => surfacePaths(surface)).toThrow(message);
  });

  it('refuses an error answer without a description, and a description of no answer', () => {
    const surface = {
      operations: {},
      issueCodes: [],
      bodies: { create: 'C', patch: 'P', resource: 'R', error: 'E' },
      security: 'k',
    };
    expect(() => surfaceResponses({ ...surface, responses: {} })).toThrow(/no description of the response InvalidBody/);
    expect(() => surfaceResponses({ ...surface, responses: { Gone: { description: 'g' } } })).toThrow(
      /response Gone, which is no error answer/,
    );
  });

  it('reports a missing template file by its path', () => {
    const files = templateFiles();
    files.delete('openapi/document.json');
    expect(() => readOpenApiTemplates(files)).toThrow('templates/openapi/document.json is missing');
  });
});

describe('extensions', () => {
  it('finds the x- keys in use, skipping example data', () => {
    const node = { a: { 'x-mk8s-key': 'name' }, examples: { e: { value: { 'x-not-an-extension': 1 } } } };
    expect(usedExtensions(node)).toEqual(['x-mk8s-key']);
  });

  it('documents every extension it knows and refuses one it does not', () => {
    expect(documentExtensions(['x-mk8s-key'])[0]?.doc).toMatch(/identifier/);
    expect(() => documentExtensions(['x-unknown'])).toThrow(/x-unknown, which has no documentation/);
  });
});
