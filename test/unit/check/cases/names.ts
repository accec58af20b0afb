/**
 * Spec-check cases. Names: titles that are no identifier, that collide or hide a name the package uses, and
 * property names no body can carry.
 */

import { editJson } from '../../../helpers/spec.ts';
import { base, type Case } from '../../../helpers/spec-check.ts';

export const NAME_CASES: Case[] = [
  [
    'two types that would get the same emitted name',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
    'a property a patch body would read as an operator',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
    'two untitled maps in different places',
    {
      given: () =>
        editJson(base(), 'cluster.json', (d) => {
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
    'a resource root titled otherwise than the package’s API names it',
    {
      given: () =>
        editJson(base(), 'error.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
