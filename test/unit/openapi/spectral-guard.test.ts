/** `withSpectralGuard`: which body schemas get `propertyNames` naming the recursive free-form value. */
import { describe, expect, it } from 'vitest';
import { withSpectralGuard } from '../../../generator/emit/openapi/spectral-guard.ts';

const REF = '#/components/schemas/Value';
const recursive = (string: Record<string, unknown> = { type: 'string', maxLength: 16 }) => ({
  title: 'Value',
  anyOf: [string, { type: 'number' }, { type: 'array', items: { $ref: REF } }],
});
const body = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { name: { type: 'string' }, spec: { type: 'object' } },
  additionalProperties: false,
  ...extra,
});

const cases: [string, { given: Record<string, Record<string, unknown>>; want: unknown }][] = [
  ['a closed body whose keys the value accepts', { given: { Value: recursive(), Body: body() }, want: { $ref: REF } }],
  [
    'an open body (its other keys could be any string)',
    { given: { Value: recursive(), Body: body({ additionalProperties: true }) }, want: undefined },
  ],
  [
    'a body with key rules of its own',
    { given: { Value: recursive(), Body: body({ propertyNames: { maxLength: 8 } }) }, want: { maxLength: 8 } },
  ],
  [
    'a key longer than the value allows',
    { given: { Value: recursive({ type: 'string', maxLength: 3 }), Body: body() }, want: undefined },
  ],
  [
    'a value whose strings have a pattern',
    { given: { Value: recursive({ type: 'string', pattern: '^a' }), Body: body() }, want: undefined },
  ],
  [
    'a value with no bound on strings',
    { given: { Value: recursive({ type: 'string' }), Body: body() }, want: { $ref: REF } },
  ],
  [
    'the recursive schema that accepts the keys, not the first one',
    {
      given: {
        A: { anyOf: [{ type: 'object', additionalProperties: { $ref: '#/components/schemas/A' } }] },
        Value: recursive(),
        Body: body(),
      },
      want: { $ref: REF },
    },
  ],
  ['no recursive schema', { given: { Value: { title: 'Value', type: 'string' }, Body: body() }, want: undefined }],
];

describe('withSpectralGuard', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const guarded = withSpectralGuard(given, ['Body', 'Missing']);
    expect(guarded.Body?.propertyNames).toEqual(want);
    expect(guarded.Value).toBe(given.Value);
  });

  it('leaves the given map and schemas unchanged', () => {
    const given = { Value: recursive(), Body: body() };
    const before = structuredClone(given);
    withSpectralGuard(given, ['Body']);
    expect(given).toEqual(before);
  });

  it('touches only the named bodies', () => {
    const guarded = withSpectralGuard({ Value: recursive(), Body: body(), Other: body() }, ['Body']);
    expect(guarded.Other?.propertyNames).toBeUndefined();
  });
});
