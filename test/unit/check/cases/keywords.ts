/**
 * Spec-check cases. JSON Schema keywords: unknown, misspelt or unmodelled ones, values of the wrong form,
 * values no instance fits, keywords a `$ref` would hide, missing descriptions.
 */
import { expect } from 'vitest';
import { editJson } from '../../../helpers/spec.ts';
import { base, type Case } from '../../../helpers/spec-check.ts';

export const KEYWORD_CASES: Case[] = [
  [
    'a property without a description',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
    'a misspelt keyword, with a did-you-mean',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
    'a JSON Schema keyword the generator does not model',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
    'a keyword beside a $ref, which would be ignored',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
];
