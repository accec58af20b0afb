/**
 * Spec-check cases. Files and `$ref`s: JSON that does not parse, a file or target that is missing, a cycle.
 */

import { editJson } from '../../../helpers/spec.ts';
import { base, type Case } from '../../../helpers/spec-check.ts';

export const FILE_CASES: Case[] = [
  [
    'invalid JSON',
    {
      given: () => new Map(base()).set('shared.json', '{ "$defs": { "A": 1, } }'),
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
      given: () => new Map(base()).set('error.json', '{\n  "title": "ApiError",\n  "title": "Error"\n}'),
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'cluster.json', (d) => {
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
        editJson(base(), 'shared.json', (d) => {
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
    'a spec without a root file',
    {
      given: () => {
        const files = new Map(base());
        files.delete('error.json');
        return files;
      },
      want: { code: 'SPEC_MISSING_FILE', file: 'error.json', pointer: '', message: 'the spec has no error.json' },
    },
  ],
];
