/** Body parsing and header helpers. */
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../../server/errors.ts';
import {
  charsetOf,
  decodeJsonBody,
  MAX_NESTING,
  nestingDepth,
  parseJsonBody,
  parsePrecondition,
} from '../../../server/http.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestingDepth', () => {
  it.each([
    ['short texts are not scanned', '[[[]]]', 0],
    ['arrays', nested(MAX_NESTING), MAX_NESTING],
    ['objects and arrays', `${'{"a":['.repeat(600)}1${']}'.repeat(600)}`, 1200],
    ['brackets inside strings', JSON.stringify({ s: `${'['.repeat(3000)}\\"[` }), 1],
    ['siblings do not add up', `[${Array.from({ length: 1500 }, () => '[1]').join(',')}]`, 2],
  ])('%s', (_name, text, want) => {
    expect(nestingDepth(text)).toBe(want);
  });
});

describe('parseJsonBody', () => {
  it('keeps __proto__ as a plain member and pollutes nothing', () => {
    const value = parseJsonBody('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each<[string, string, number, string, ('patch' | 'body')?]>([
    ['broken JSON', '{"a": ', 400, 'BAD_REQUEST'],
    ['an empty body', ' \n', 400, 'BAD_REQUEST'],
    ['a patch nested past the ceiling', nested(MAX_NESTING + 1), 400, 'LIMIT'],
    ['a patch nested far past the ceiling (no stack overflow)', nested(400_000), 400, 'LIMIT'],
    ['a create body nested past the ceiling', nested(MAX_NESTING + 1), 400, 'VALIDATION_FAILED', 'body'],
  ])('refuses %s', (_name, text, status, code, kind = 'patch') => {
    let thrown: unknown;
    try {
      parseJsonBody(text, kind);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiProblem);
    expect(thrown).toMatchObject({ status, code });
  });
});

describe('parsePrecondition', () => {
  it.each([
    [undefined, undefined],
    ['3', 3],
    ['"3"', 3],
    [' 12 ', 12],
    ['*', '*'],
  ])('%j gives %j', (header, want) => {
    expect(parsePrecondition(header)).toBe(want);
  });

  it.each(['0', '-1', '3.5', 'W/"3"', '"3', 'abc', '1234567890123456'])('refuses %j with 400', (header) => {
    expect(() => parsePrecondition(header)).toThrow(ApiProblem);
  });
});

describe('charsetOf', () => {
  it.each([
    ['application/json', undefined],
    ['application/json; charset=utf-8', 'utf-8'],
    ['application/json;charset="UTF-8"', 'utf-8'],
    ['application/json; foo=bar; Charset = Latin1 ', 'latin1'],
    ['application/json; charset=', ''],
  ])('%j gives %j', (type, want) => {
    expect(charsetOf(type)).toBe(want);
  });
});

describe('decodeJsonBody', () => {
  it.each([['application/json; charset='], ['application/json; charset=utf-16'], ['application/json; charset=ascii']])(
    'refuses %s with 415',
    (type) => {
      expect(() => decodeJsonBody(Buffer.from('{}'), type)).toThrow(expect.objectContaining({ status: 415 }));
    },
  );

  it('refuses a lone continuation byte, an overlong form and a surrogate encoded in UTF-8 with 400', () => {
    for (const bytes of [
      [0x22, 0x80, 0x22],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
    ]) {
      expect(() => decodeJsonBody(Buffer.from(bytes), 'application/json')).toThrow(
        expect.objectContaining({ status: 400, message: 'the request body is not valid UTF-8' }),
      );
    }
    expect(decodeJsonBody(Buffer.from('{"a":"é"}'), undefined)).toBe('{"a":"é"}');
  });
});
