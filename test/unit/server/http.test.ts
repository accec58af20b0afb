/** Body parsing and header helpers. */
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../../server/errors.ts';
import {
  charsetOf,
  decodeJsonBody,
  MAX_NESTING,
  parseJsonBody,
  parsePrecondition,
  refuseContentCoding,
} from '../../../server/http.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

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

  // regression: JSON.parse let the last of two members win, so member order decided what a patch did
  it.each([
    [
      'at the root, in either order',
      ['{"$drop":["description"],"$drop":["tags"]}', '{"$drop":["tags"],"$drop":["description"]}'],
    ],
    ['nested', ['{"spec":{"provider":{"generic":{"location":"a","location":"b"}}}}']],
    ['inside an array', ['{"spec":{"firewall":[{"sourceCIDR":"10.0.0.0/8"},{"sourceCIDR":"a","sourceCIDR":"b"}]}}']],
    ['equal once unescaped', ['{"name":"dk3","n\\u0061me":"dk4"}']],
    ['__proto__ twice', ['{"__proto__":{"a":1},"__proto__":{"b":1}}']],
    ['in a body of another kind', ['[{"a":1,"a":1}]']],
  ])('refuses a repeated member name %s with 400 BAD_REQUEST naming it', (_name, texts) => {
    for (const text of texts) {
      for (const kind of ['patch', 'body'] as const) {
        expect(() => parseJsonBody(text, kind)).toThrow(
          expect.objectContaining({
            status: 400,
            code: 'BAD_REQUEST',
            message: expect.stringMatching(
              /^the request body repeats the member "[^"]+" at \/\S+ \(line 1, column \d+\)/,
            ),
          }),
        );
      }
    }
  });

  it('keeps colons and escaped quotes inside strings out of the member count', () => {
    const text = '{"a:b":"c\\":d","e":{"f\\\\":"::"},"g":["h:",{"i":"\\"\\\\"}]}';
    expect(parseJsonBody(text)).toEqual(JSON.parse(text));
  });

  it('places a syntax error by line, column and pointer', () => {
    expect(() => parseJsonBody('{"name": "x",\n "spec": ]}', 'body')).toThrow(
      expect.objectContaining({
        code: 'BAD_REQUEST',
        message: 'the request body is not valid JSON: line 2, column 10 (at /spec): expected a value, found "]"',
      }),
    );
  });
});

describe('refuseContentCoding', () => {
  it.each([undefined, '', 'identity', ' Identity ', 'identity, identity'])('lets %j through', (header) => {
    expect(() => refuseContentCoding(header)).not.toThrow();
  });

  it.each(['gzip', 'br', 'identity, gzip', 'x-gzip'])('refuses %j with 415 and Accept-Encoding: identity', (header) => {
    expect(() => refuseContentCoding(header)).toThrow(
      expect.objectContaining({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringMatching(/^content codings are not accepted/),
        headers: { 'accept-encoding': 'identity' },
      }),
    );
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
