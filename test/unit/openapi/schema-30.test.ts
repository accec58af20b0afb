/** The 3.1 → 3.0 rewrite of schemas and of the document members 3.0 lacks. */
import { describe, expect, it } from 'vitest';
import { toOpenApi30 } from '../../../generator/emit/openapi/downgrade.ts';
import { toSchema30 } from '../../../generator/emit/openapi/schema-30.ts';

/** The component schemas the references of the cases point to. */
const COMPONENTS = {
  Taint: { type: 'object', properties: { key: { type: 'string' } } },
  Name: { type: ['string'] },
  Value: { type: ['string', 'number'] },
  Free: { anyOf: [{ type: 'string' }, { type: 'object' }] },
  Alias: { $ref: '#/components/schemas/Taint' },
};

const cases: [string, { given: unknown; want: unknown }][] = [
  [
    'keeps a 3.0 schema as it is',
    { given: { type: 'string', pattern: '^a$' }, want: { type: 'string', pattern: '^a$' } },
  ],
  [
    'const becomes a one-value enum',
    { given: { type: 'string', const: 'mk8s' }, want: { type: 'string', enum: ['mk8s'] } },
  ],
  [
    'examples become example',
    { given: { type: 'string', examples: ['a', 'b'] }, want: { type: 'string', example: 'a' } },
  ],
  [
    'a $ref with siblings moves into allOf, which names the type of its one-type target',
    {
      given: { $ref: '#/components/schemas/Taint', description: 'A taint.', readOnly: true },
      want: {
        allOf: [{ $ref: '#/components/schemas/Taint' }],
        type: 'object',
        description: 'A taint.',
        readOnly: true,
      },
    },
  ],
  [
    'a target whose list of types holds one type gives that type',
    {
      given: { $ref: '#/components/schemas/Name', description: 'd' },
      want: { allOf: [{ $ref: '#/components/schemas/Name' }], type: 'string', description: 'd' },
    },
  ],
  ...(['Value', 'Free', 'Alias', 'Missing'] as const).map((name): [string, { given: unknown; want: unknown }] => [
    `no type is named for a target ${name === 'Missing' ? 'that is not a component' : `like ${name}`}`,
    {
      given: { $ref: `#/components/schemas/${name}`, description: 'd' },
      want: { allOf: [{ $ref: `#/components/schemas/${name}` }], description: 'd' },
    },
  ]),
  [
    'a reference outside the component schemas gets no type',
    {
      given: { $ref: 'other.json#/Taint', description: 'd' },
      want: { allOf: [{ $ref: 'other.json#/Taint' }], description: 'd' },
    },
  ],
  [
    "a type beside the $ref is kept, not the target's",
    {
      given: { $ref: '#/components/schemas/Value', type: 'string', description: 'd' },
      want: { allOf: [{ $ref: '#/components/schemas/Value' }], type: 'string', description: 'd' },
    },
  ],
  [
    'a reference in a property gets its type too',
    {
      given: { type: 'object', properties: { t: { $ref: '#/components/schemas/Taint', description: 'd' } } },
      want: {
        type: 'object',
        properties: { t: { allOf: [{ $ref: '#/components/schemas/Taint' }], type: 'object', description: 'd' } },
      },
    },
  ],
  ['a bare $ref stays', { given: { $ref: '#/components/schemas/T' }, want: { $ref: '#/components/schemas/T' } }],
  [
    'a list of types becomes anyOf, each branch with its own keywords',
    {
      given: { type: ['string', 'array'], description: 'd', maxLength: 3, items: { type: 'string' }, maxItems: 2 },
      want: {
        description: 'd',
        anyOf: [
          { type: 'string', maxLength: 3 },
          { type: 'array', items: { type: 'string' }, maxItems: 2 },
        ],
      },
    },
  ],
  [
    'propertyNames, $comment and $schema are left out',
    {
      given: { $schema: 'x', $comment: 'c', type: 'object', propertyNames: { pattern: '^a' }, maxProperties: 3 },
      want: { type: 'object', maxProperties: 3 },
    },
  ],
  [
    'patternProperties is left out, and so is a not over a schema that loses a keyword',
    {
      given: {
        type: 'object',
        patternProperties: { '^\\$replace/': { type: 'string' } },
        not: { propertyNames: { pattern: '^\\$' } },
      },
      want: { type: 'object' },
    },
  ],
  [
    'a not that 3.0 can state stays',
    { given: { not: { type: 'string', const: 'a' } }, want: { not: { type: 'string', enum: ['a'] } } },
  ],
  [
    'a numeric exclusive bound becomes the boolean form',
    { given: { type: 'number', exclusiveMinimum: 0 }, want: { type: 'number', minimum: 0, exclusiveMinimum: true } },
  ],
  [
    'subschemas are rewritten too, data is not',
    {
      given: {
        type: 'object',
        properties: { kind: { const: 'x', default: { const: 1 } } },
        additionalProperties: { type: ['string', 'boolean'] },
      },
      want: {
        type: 'object',
        properties: { kind: { enum: ['x'], default: { const: 1 } } },
        additionalProperties: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
      },
    },
  ],
  [
    'x- extensions stay',
    { given: { type: 'array', 'x-mk8s-key': 'name' }, want: { type: 'array', 'x-mk8s-key': 'name' } },
  ],
];

describe('toSchema30', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(toSchema30(given, 'T', COMPONENTS)).toEqual(want);
  });

  it.each([
    ['a keyword 3.0 lacks', { type: 'object', dependentRequired: {} }, /T: keyword dependentRequired/],
    ['type null', { type: ['string', 'null'] }, /null/],
  ])('refuses %s instead of dropping it', (_name, given, message) => {
    expect(() => toSchema30(given, 'T', COMPONENTS)).toThrow(message);
  });

  it('does not change its input', () => {
    const given = { type: ['string', 'number'], const: 1 };
    const copy = structuredClone(given);
    toSchema30(given, 'T', COMPONENTS);
    expect(given).toEqual(copy);
  });
});

describe('toOpenApi30', () => {
  const document = {
    openapi: '3.1.0',
    info: { title: 'T', summary: 'S', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } },
    paths: {
      '/a': {
        get: {
          parameters: [{ name: 'q', in: 'query', schema: { const: 'x' } }],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { type: ['string', 'number'] }, example: { const: 1 } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        A: { title: 'A', const: 1 },
        B: { type: 'object', properties: { a: { $ref: '#/components/schemas/C', description: 'An object.' } } },
        C: { type: 'object' },
      },
    },
  };

  it('sets the version, drops info.summary and turns the license identifier into its SPDX page', () => {
    const converted = toOpenApi30(document);
    expect(converted.openapi).toBe('3.0.3');
    expect(converted.info).toEqual({
      title: 'T',
      version: '1.0.0',
      license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' },
    });
  });

  it('rewrites the schemas of components, parameters and media types, not example data', () => {
    const converted = toOpenApi30(document) as typeof document;
    const get = converted.paths['/a'].get;
    expect(converted.components.schemas.A).toEqual({ title: 'A', enum: [1] });
    expect(get.parameters[0]?.schema).toEqual({ enum: ['x'] });
    const media = get.responses['200'].content['application/json'];
    expect(media.schema).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(media.example).toEqual({ const: 1 });
  });

  it("gives a described reference the type of the document's component it refers to", () => {
    const converted = toOpenApi30(document) as typeof document;
    expect(converted.components.schemas.B.properties.a).toEqual({
      allOf: [{ $ref: '#/components/schemas/C' }],
      type: 'object',
      description: 'An object.',
    });
  });

  it('leaves out a component that only a keyword 3.0 lacks referred to, and keeps the others', () => {
    const open = {
      ...document,
      paths: {
        '/b': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/O' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          ...document.components.schemas,
          O: { type: 'object', patternProperties: { '^[^$]': { $ref: '#/components/schemas/V' } } },
          V: { type: 'string' },
        },
      },
    };
    const names = Object.keys((toOpenApi30(open) as typeof open).components.schemas);
    expect(names).toEqual(['A', 'B', 'C', 'O']);
  });
});
