/**
 * Spec-check cases. The `x-mk8s-` annotations: unknown or misspelt ones, values of the wrong form or in the
 * wrong place, and the identifier (`x-mk8s-key`) of an object array.
 */

import { editJson } from '../../../helpers/spec.ts';
import { base, type Case } from '../../../helpers/spec-check.ts';

export const ANNOTATION_CASES: Case[] = [
  [
    'an object array without an identifier',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
    'a misspelt annotation, with a did-you-mean',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
];
