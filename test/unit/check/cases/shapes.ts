/**
 * Spec-check cases. Shapes the generator does not model: objects neither closed nor open, a type both element
 * and field, free-form values and map keys of the wrong kind.
 */

import { editJson } from '../../../helpers/spec.ts';
import { base, type Case } from '../../../helpers/spec-check.ts';

export const SHAPE_CASES: Case[] = [
  [
    'an object that is neither closed nor declared open',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
    'a type used as an array element and as an object field',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
    'a free-form object whose values are not any JSON',
    {
      given: () =>
        editJson(base(), 'shared.json', (d) => {
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
    'free-form values whose keys follow another rule than the object\u2019s',
    {
      given: () =>
        editJson(base(), 'shared.json', (d) => {
          d.$defs.FreeFormValue.propertyNames = { type: 'string', minLength: 1, maxLength: 3 };
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'shared.json',
        pointer: '/$defs/FreeFormValue/propertyNames',
        message:
          "\"propertyNames\" of a free-form object's values must be the object's own (shared.json#/$defs/OpenKey): every key inside a free-form value is checked with the object's key rule",
      },
    },
  ],
  [
    'free-form values whose array items are another schema',
    {
      given: () =>
        editJson(base(), 'shared.json', (d) => {
          d.$defs.FreeFormValue.items = { type: 'string', maxLength: 3 };
        }),
      want: {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'shared.json',
        pointer: '/$defs/FreeFormValue/items',
        message:
          "\"items\" of a free-form object's values must be a $ref to the values' own schema (shared.json#/$defs/FreeFormValue): they are any JSON nested in itself, bounded at every depth by the values' own bounds",
      },
    },
  ],
  [
    'map keys that are not strings',
    {
      given: () =>
        editJson(base(), 'shared.json', (d) => {
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
];
