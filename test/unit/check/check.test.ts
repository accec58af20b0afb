/**
 * The spec check: one broken spec per kind of problem, each asserting the exact diagnostic.
 * The base is the small spec of test/fixtures/small-spec/, which is valid and uses every field kind.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../generator/diagnostics.ts';
import { editJson, generateFrom, REPO, readSpec } from '../../helpers/spec.ts';

let base: Map<string, string>;
beforeAll(async () => {
  base = await readSpec(join(REPO, 'test', 'fixtures', 'small-spec'));
});

type Case = [name: string, { given: () => Map<string, string>; want: Diagnostic }];

const cases: Case[] = [
  [
    'invalid JSON',
    {
      given: () => new Map(base).set('shared.json', '{ "$defs": { "A": 1, } }'),
      want: {
        code: 'SPEC_INVALID_JSON',
        file: 'shared.json',
        pointer: '',
        // The rest of the message is the JavaScript engine's own wording, which varies by version.
        message: expect.stringMatching(/^invalid JSON \(line 1, column 22\): /) as unknown as string,
      },
    },
  ],
  [
    'a dangling $ref',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.size = { $ref: 'shared.json#/$defs/Missing', description: 'x' };
        }),
      want: {
        code: 'SPEC_DANGLING_REF',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/size',
        message: '$ref "shared.json#/$defs/Missing" points at nothing: shared.json has no /$defs/Missing',
      },
    },
  ],
  [
    'a $ref to a file that does not exist',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.size = { $ref: 'nope.json', description: 'x' };
        }),
      want: {
        code: 'SPEC_DANGLING_REF',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/size',
        message: '$ref "nope.json" points at a file that does not exist (nope.json)',
      },
    },
  ],
  [
    'a $ref cycle that cannot be emitted',
    {
      given: () =>
        editJson(base, 'shared.json', (d) => {
          d.$defs.LoopA = { $ref: '#/$defs/LoopB' };
          d.$defs.LoopB = { $ref: '#/$defs/LoopA' };
        }),
      want: {
        code: 'SPEC_REF_CYCLE',
        file: 'shared.json',
        pointer: '/$defs/LoopA',
        message:
          '$ref cycle with no named type cannot be emitted: shared.json#/$defs/LoopA -> shared.json#/$defs/LoopB',
      },
    },
  ],
  [
    'an object array without an identifier',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          delete d.$defs.AlphaProvider.properties.pools['x-mk8s-key'];
        }),
      want: {
        code: 'SPEC_ARRAY_WITHOUT_KEY',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools',
        message: 'an array of objects needs an identifier (x-mk8s-key)',
      },
    },
  ],
  [
    'an identifier that is not a required property',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.required = [];
        }),
      want: {
        code: 'SPEC_BAD_KEY',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools/x-mk8s-key',
        message: 'identifier "name" must be a required string property of the element',
      },
    },
  ],
  [
    'an identifier that is not a string',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.AlphaProvider.properties.pools['x-mk8s-key'] = 'size';
          d.$defs.Pool.required = ['name', 'size'];
        }),
      want: {
        code: 'SPEC_BAD_KEY',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools/x-mk8s-key',
        message: 'identifier "size" must be a required string property of the element',
      },
    },
  ],
  [
    'an identifier that is not the first property',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          const { name, ...rest } = d.$defs.Pool.properties;
          d.$defs.Pool.properties = { ...rest, name };
        }),
      want: {
        code: 'SPEC_BAD_KEY',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools/x-mk8s-key',
        message: `identifier "name" must be the element's first property`,
      },
    },
  ],
  [
    'an unknown x- keyword',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.size['x-mk8s-readonly'] = true;
        }),
      want: {
        code: 'SPEC_UNKNOWN_KEYWORD',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/size/x-mk8s-readonly',
        message: 'unknown annotation "x-mk8s-readonly" (see docs/spec-vocabulary.md)',
      },
    },
  ],
  [
    'an annotation with a value of the wrong form',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.size['x-mk8s-open'] = 'closed';
        }),
      want: {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/size/x-mk8s-open',
        message: 'x-mk8s-open must be "map" or "free-form"',
      },
    },
  ],
  [
    'a property without a description',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          delete d.$defs.Pool.properties.effect.description;
        }),
      want: {
        code: 'SPEC_MISSING_DESCRIPTION',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/effect',
        message: 'property "effect" has no description',
      },
    },
  ],
  [
    'two types that would get the same emitted name',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Empty.title = 'Pool';
        }),
      want: {
        code: 'SPEC_DUPLICATE_NAME',
        file: 'cluster.json',
        pointer: '/$defs/Empty/title',
        message: 'type name "Pool" is already used by cluster.json#/$defs/Pool',
      },
    },
  ],
  [
    'a title that collides with another type’s create form',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Empty.title = 'PoolCreate';
        }),
      want: {
        code: 'SPEC_DUPLICATE_NAME',
        file: 'cluster.json',
        pointer: '/$defs/Empty/title',
        message: 'type name "PoolCreate" is already used by cluster.json#/$defs/Pool',
      },
    },
  ],
  [
    'a closed object without a title',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          delete d.$defs.Empty.title;
        }),
      want: {
        code: 'SPEC_MISSING_TITLE',
        file: 'cluster.json',
        pointer: '/$defs/Empty',
        message: 'a closed object needs a "title": it names the emitted type',
      },
    },
  ],
  [
    'an object that is neither closed nor declared open',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          delete d.$defs.Pool.additionalProperties;
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'cluster.json',
        pointer: '/$defs/Pool',
        message: 'cannot model this schema: a closed object must say "additionalProperties": false',
      },
    },
  ],
];

describe('spec check', () => {
  it('accepts the valid base spec', async () => {
    const result = await generateFrom(base);
    expect(result.ok).toBe(true);
  });

  it.each(cases)('reports %s', async (_name, { given, want }) => {
    const result = await generateFrom(given());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics).toEqual([want]);
  });

  it('reports every problem at once, in a stable order', async () => {
    const broken = editJson(base, 'cluster.json', (d) => {
      delete d.$defs.Pool.properties.effect.description;
      d.$defs.Pool.properties.size['x-mk8s-color'] = 'red';
    });
    const result = await generateFrom(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics.map((d) => d.code)).toEqual(['SPEC_MISSING_DESCRIPTION', 'SPEC_UNKNOWN_KEYWORD']);
  });
});
