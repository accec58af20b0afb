/**
 * The spec check: one broken spec per kind of problem, each asserting the exact diagnostic.
 * The base is the small spec of test/fixtures/small-spec/, which is valid and uses every field kind.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, type Diagnostic } from '../../../generator/diagnostics.ts';
import { generate } from '../../../generator/run.ts';
import { editJson, REPO, readSpec } from '../../helpers/spec.ts';

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
        pointer: '/$defs',
        message: 'invalid JSON (line 1, column 22): a trailing comma before "}" is not allowed in JSON',
      },
    },
  ],
  [
    'a key given twice (JSON.parse would keep the last one silently)',
    {
      given: () => new Map(base).set('error.json', '{\n  "title": "ApiError",\n  "title": "Error"\n}'),
      want: {
        code: 'SPEC_INVALID_JSON',
        file: 'error.json',
        pointer: '/title',
        message:
          'invalid JSON (line 3, column 3): duplicate key "title" (first at line 2, column 3): readers disagree on which value wins, so a JSON or YAML file must not repeat a key',
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
        message: 'unknown annotation "x-mk8s-readonly"; did you mean "x-mk8s-read-only"?',
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
    'a byte limit that is not a positive integer',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d['x-mk8s-max-bytes'] = 0;
        }),
      want: {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'cluster.json',
        pointer: '/x-mk8s-max-bytes',
        message: 'x-mk8s-max-bytes must be a positive integer',
      },
    },
  ],
  [
    'a byte limit anywhere but the resource root',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool['x-mk8s-max-bytes'] = 1024;
        }),
      want: {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'cluster.json',
        pointer: '/$defs/Pool/x-mk8s-max-bytes',
        message: 'x-mk8s-max-bytes bounds the whole resource: it stands only on the root schema of cluster.json',
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
  [
    'a spec without a root file',
    {
      given: () => {
        const files = new Map(base);
        files.delete('error.json');
        return files;
      },
      want: { code: 'SPEC_MISSING_FILE', file: 'error.json', pointer: '', message: 'the spec has no error.json' },
    },
  ],
  [
    'a misspelt keyword, with a did-you-mean',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.name.minLenght = 1;
        }),
      want: {
        code: 'SPEC_UNKNOWN_KEYWORD',
        file: 'cluster.json',
        pointer: '/properties/name/minLenght',
        message: 'unsupported keyword "minLenght"; did you mean "minLength"?',
      },
    },
  ],
  [
    'a misspelt annotation, with a did-you-mean',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.AlphaProvider.properties.region['x-mk8s-imutable'] = true;
          delete d.$defs.AlphaProvider.properties.region['x-mk8s-immutable'];
        }),
      want: {
        code: 'SPEC_UNKNOWN_KEYWORD',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/region/x-mk8s-imutable',
        message: 'unknown annotation "x-mk8s-imutable"; did you mean "x-mk8s-immutable"?',
      },
    },
  ],
  [
    'a JSON Schema keyword the generator does not model',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.name.oneOf = [{ maxLength: 3 }];
        }),
      want: {
        code: 'SPEC_UNKNOWN_KEYWORD',
        file: 'cluster.json',
        pointer: '/properties/name/oneOf',
        message: 'keyword "oneOf" is not supported: the generator cannot model it (see docs/spec-vocabulary.md)',
      },
    },
  ],
  [
    'a keyword value of the wrong form',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.name.maxLength = -1;
        }),
      want: {
        code: 'SPEC_BAD_KEYWORD_VALUE',
        file: 'cluster.json',
        pointer: '/properties/name/maxLength',
        message: 'maxLength must be a whole number ≥ 0',
      },
    },
  ],
  [
    'an enum value the schema’s type rejects',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.effect.enum = ['NoSchedule', 3];
        }),
      want: {
        code: 'SPEC_BAD_KEYWORD_VALUE',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/effect/enum/1',
        message: `3 is not of the schema's type (string)`,
      },
    },
  ],
  [
    'bounds no value fits',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.name.minLength = 64;
        }),
      want: {
        code: 'SPEC_BAD_KEYWORD_VALUE',
        file: 'cluster.json',
        pointer: '/properties/name/minLength',
        message: 'minLength 64 is greater than maxLength 63: no value fits',
      },
    },
  ],
  [
    'a pattern that is not a regular expression',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.name.pattern = '^[a-z+$';
        }),
      want: {
        code: 'SPEC_BAD_PATTERN',
        file: 'cluster.json',
        pointer: '/properties/name/pattern',
        // The reason is the JavaScript engine's own wording, which varies by version.
        message: expect.stringMatching(
          /^pattern "\^\[a-z\+\$" is not a valid regular expression with the "u" flag: [A-Z]/,
        ) as unknown as string,
      },
    },
  ],
  [
    'a pattern valid only without the Unicode flag',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.name.pattern = '^\\-[a-z]+$';
        }),
      want: {
        code: 'SPEC_BAD_PATTERN',
        file: 'cluster.json',
        pointer: '/properties/name/pattern',
        message: expect.stringContaining('is not a valid regular expression with the "u" flag') as unknown as string,
      },
    },
  ],
  [
    'a required name that is no property',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.AlphaProvider.required = ['regoin'];
        }),
      want: {
        code: 'SPEC_BAD_REQUIRED',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/required/0',
        message: 'required property "regoin" is not among the properties; did you mean "region"?',
      },
    },
  ],
  [
    'a property a patch body would read as an operator',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.$drop = { type: 'string', description: 'Looks like an operator.' };
        }),
      want: {
        code: 'SPEC_BAD_PROPERTY_NAME',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/$drop',
        message: 'property "$drop" starts with "$", which patch bodies keep for operators',
      },
    },
  ],
  [
    'a property every body refuses',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          // Defined, not assigned: assigning `__proto__` would set the prototype instead.
          Object.defineProperty(d.$defs.Pool.properties, '__proto__', {
            value: { type: 'string', description: 'Hostile.' },
            enumerable: true,
          });
        }),
      want: {
        code: 'SPEC_BAD_PROPERTY_NAME',
        file: 'cluster.json',
        pointer: '/$defs/Pool/properties/__proto__',
        message: 'property "__proto__" is refused in every body (FORBIDDEN_KEY)',
      },
    },
  ],
  [
    'a title that is not an identifier',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.title = 'Node Pool';
        }),
      want: {
        code: 'SPEC_BAD_TITLE',
        file: 'cluster.json',
        pointer: '/$defs/Pool/title',
        message:
          'title "Node Pool" cannot name a type: a title is PascalCase, a capital letter followed by letters and digits',
      },
    },
  ],
  [
    'a title that is a reserved word',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Empty.title = 'default';
        }),
      want: {
        code: 'SPEC_BAD_TITLE',
        file: 'cluster.json',
        pointer: '/$defs/Empty/title',
        message:
          'title "default" cannot name a type: it is a reserved word, and a title is PascalCase, a capital letter followed by letters and digits',
      },
    },
  ],
  [
    'a title that hides a global name',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Empty.title = 'Map';
        }),
      want: {
        code: 'SPEC_BAD_TITLE',
        file: 'cluster.json',
        pointer: '/$defs/Empty/title',
        message: 'type name "Map" would hide the global Map; choose another title',
      },
    },
  ],
  [
    'a title whose patch form the package declares itself',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Empty.title = 'Validation';
          d.$defs.Pool.title = 'PatchEngineless';
          d.$defs.AlphaProvider.title = 'Client';
        }),
      want: {
        code: 'SPEC_BAD_TITLE',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/title',
        message: 'type name "Client" is taken by the package itself; choose another title',
      },
    },
  ],
  [
    'a keyword beside a $ref, which would be ignored',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.properties.spec.type = 'object';
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'cluster.json',
        pointer: '/properties/spec/type',
        message:
          '"type" cannot stand beside "$ref": put it in the schema the $ref points at (beside a $ref only $comment, description, default, examples, x-mk8s-read-only, x-mk8s-immutable, x-mk8s-input, x-mk8s-renamable may stand)',
      },
    },
  ],
  [
    'a type used as an array element and as an object field',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.ClusterSpec.properties.pool = { $ref: '#/$defs/Pool', description: 'One pool.' };
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools',
        message:
          'cluster.json#/$defs/Pool is used here as the element of an array keyed by "name" and at cluster.json#/$defs/ClusterSpec/properties/pool as an object field; its patch forms would differ, so a type is used one way only',
      },
    },
  ],
  [
    'two untitled maps in different places',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Pool.properties.labels = {
            type: 'object',
            'x-mk8s-open': 'map',
            description: 'Labels.',
            additionalProperties: { type: 'string' },
            propertyNames: { type: 'string' },
            maxProperties: 5,
          };
        }),
      want: {
        code: 'SPEC_DUPLICATE_NAME',
        file: 'shared.json',
        pointer: '/$defs/StringMap',
        message:
          'untitled schemas here and at cluster.json#/$defs/Pool/properties/labels would both be named Map: give them titles',
      },
    },
  ],
  [
    'a free-form object whose values are not any JSON',
    {
      given: () =>
        editJson(base, 'shared.json', (d) => {
          d.$defs.FreeFormObject.additionalProperties = { type: 'string' };
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'shared.json',
        pointer: '/$defs/FreeFormObject/additionalProperties',
        message:
          'the values of a free-form object ("additionalProperties") must be a schema of their own for any JSON value, whose "type" lists "object" and "array"',
      },
    },
  ],
  [
    'map keys that are not strings',
    {
      given: () =>
        editJson(base, 'shared.json', (d) => {
          d.$defs.StringMap.propertyNames = { type: 'integer' };
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'shared.json',
        pointer: '/$defs/StringMap/propertyNames',
        message: 'cannot model this schema: "propertyNames" must be a schema of "type": "string"',
      },
    },
  ],
  [
    'a resource root titled otherwise than the package’s API names it',
    {
      given: () =>
        editJson(base, 'error.json', (d) => {
          d.title = 'Problem';
        }),
      want: {
        code: 'SPEC_BAD_TITLE',
        file: 'error.json',
        pointer: '/title',
        message: `the root of error.json names the resource: its title must be "ApiError", the name the package's API uses`,
      },
    },
  ],
  [
    'an unkeyed array whose element patch name a type takes',
    {
      given: () =>
        editJson(base, 'cluster.json', (d) => {
          d.$defs.Empty.title = 'Rule';
        }),
      want: {
        code: 'SPEC_DUPLICATE_NAME',
        file: 'cluster.json',
        pointer: '/$defs/ClusterSpec/properties/rules',
        message: 'the element patch of "rules" would take the name RulePatch of a type',
      },
    },
  ],
];

async function diagnosticsOf(files: ReadonlyMap<string, string>): Promise<readonly Diagnostic[]> {
  const result = await generate({ spec: files });
  expect(result.files.length === 0).toBe(result.diagnostics.length > 0);
  return result.diagnostics;
}

describe('spec check', () => {
  it('accepts the valid base spec', async () => {
    expect(await diagnosticsOf(base)).toEqual([]);
  });

  it.each(cases)('reports %s', async (_name, { given, want }) => {
    expect(await diagnosticsOf(given())).toEqual([want]);
  });

  it('reports an array of objects marked unkeyed and also used as a field once, by its annotation: no knock-on clash of an element patch name, never keyed by "undefined"', async () => {
    const diagnostics = await diagnosticsOf(
      editJson(base, 'cluster.json', (d) => {
        delete d.$defs.AlphaProvider.properties.pools['x-mk8s-key'];
        d.$defs.AlphaProvider.properties.pools['x-mk8s-unkeyed'] = true;
        d.$defs.ClusterSpec.properties.pool = { $ref: '#/$defs/Pool', description: 'One pool.' };
      }),
    );
    expect(diagnostics).toEqual([
      {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools',
        message: 'x-mk8s-unkeyed is for arrays of free-form objects',
      },
    ]);
  });

  it('has a case for every diagnostic code', () => {
    const covered = new Set(cases.map(([, { want }]) => want.code));
    expect(DIAGNOSTIC_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('reports every problem at once, in a stable order', async () => {
    const broken = editJson(base, 'cluster.json', (d) => {
      delete d.$defs.Pool.properties.effect.description;
      d.$defs.Pool.properties.size['x-mk8s-color'] = 'red';
      d.$defs.Pool.properties.name.pattern = '(';
      d.$defs.Pool.required = ['name', 'nmae'];
      d.$defs.Empty.title = 'Empty Thing';
    });
    const diagnostics = await diagnosticsOf(broken);
    expect(diagnostics.map((d) => `${d.pointer} ${d.code}`)).toEqual([
      '/$defs/Empty/title SPEC_BAD_TITLE',
      '/$defs/Pool/properties/effect SPEC_MISSING_DESCRIPTION',
      '/$defs/Pool/properties/name/pattern SPEC_BAD_PATTERN',
      '/$defs/Pool/properties/size/x-mk8s-color SPEC_UNKNOWN_KEYWORD',
      '/$defs/Pool/required/1 SPEC_BAD_REQUIRED',
    ]);
  });

  it('checks the files that are there when a root file is missing', async () => {
    const broken = editJson(base, 'cluster.json', (d) => {
      d.properties.name.minLenght = 1;
    });
    broken.delete('error.json');
    const diagnostics = await diagnosticsOf(broken);
    expect(diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual([
      'cluster.json SPEC_UNKNOWN_KEYWORD',
      'error.json SPEC_MISSING_FILE',
    ]);
  });

  it('reports the schemas’ own problems beside a $ref cycle, not the cycle alone', async () => {
    const broken = editJson(base, 'shared.json', (d) => {
      d.$defs.LoopA = { $ref: '#/$defs/LoopB' };
      d.$defs.LoopB = { $ref: '#/$defs/LoopA', description: 5 };
    });
    const codes = (await diagnosticsOf(broken)).map((d) => d.code);
    expect(codes).toEqual(['SPEC_REF_CYCLE', 'SPEC_BAD_KEYWORD_VALUE']);
  });
});
