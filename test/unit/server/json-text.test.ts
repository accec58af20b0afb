/** What the server reads from a body's text: depth and members in one scan, and where a repeated name or a syntax error is. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMembers, countText, repeatedMemberMessage, syntaxErrorMessage } from '../../../server/json-text.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('countText', () => {
  it.each([
    ['arrays', nested(1000), { depth: 1000, members: 0 }],
    ['objects and arrays', `${'{"a":['.repeat(600)}1${']}'.repeat(600)}`, { depth: 1200, members: 600 }],
    ['brackets inside strings', JSON.stringify({ s: `${'['.repeat(3000)}\\"[` }), { depth: 1, members: 1 }],
    ['siblings do not add up', `[${Array.from({ length: 1500 }, () => '[1]').join(',')}]`, { depth: 2, members: 0 }],
    ['a short text is scanned too', '{"a":{"b":[{"c":1}]}}', { depth: 4, members: 3 }],
    ['colons inside names and values', '{"a:b":"c:d","e":"::"}', { depth: 1, members: 2 }],
    ['an escaped quote does not end a string', '{"a\\":":"\\":{[","b":1}', { depth: 1, members: 2 }],
    ['an escaped backslash before a quote ends it', '{"a\\\\":1,"b\\\\\\\\":{"c":2}}', { depth: 2, members: 3 }],
    ['a string that is never closed', '{"a":"b:[{', { depth: 1, members: 1 }],
  ])('%s', (_name, text, want) => {
    expect(countText(text)).toEqual(want);
  });

  it('counts what the parsed value holds, whatever the strings say (JSON.stringify of any value)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        expect(countText(text).members).toBe(countMembers(JSON.parse(text)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('countMembers', () => {
  it.each([
    ['a scalar', 'x', 0],
    ['members of nested objects', { a: { b: 1, c: { d: null } } }, 4],
    ['objects inside arrays', [{ a: 1 }, [{ b: 1, c: 2 }], 3], 3],
    ['a __proto__ member parsed as an own member', JSON.parse('{"__proto__": {"x": 1}}'), 2],
  ])('%s', (_name, value, want) => {
    expect(countMembers(value)).toBe(want);
  });
});

describe('repeatedMemberMessage', () => {
  it.each([
    [
      'a member of the root',
      '{"$drop":["description"],"$drop":["tags"]}',
      'the request body repeats the member "$drop" at /$drop (line 1, column 26); each name may appear once in an object',
    ],
    [
      'a nested member, on a later line',
      '{\n  "spec": {\n    "version": "1.32.9",\n    "version": "1.33.5"\n  }\n}',
      'the request body repeats the member "version" at /spec/version (line 4, column 5); each name may appear once in an object',
    ],
    [
      'a member of an object inside an array',
      '{"tags":{},"list":[{"a":1},{"b":1,"b":2}]}',
      'the request body repeats the member "b" at /list/1/b (line 1, column 35); each name may appear once in an object',
    ],
    [
      'names equal once unescaped',
      '{"a":1,"\\u0061":2}',
      'the request body repeats the member "a" at /a (line 1, column 8); each name may appear once in an object',
    ],
    [
      'a name with a slash, escaped in the pointer only',
      '{"x/y":1,"x/y":2}',
      'the request body repeats the member "x/y" at /x~1y (line 1, column 10); each name may appear once in an object',
    ],
  ])('%s', (_name, text, want) => {
    expect(repeatedMemberMessage(text)).toBe(want);
  });

  it('cuts a long name and leaves out a pointer too long to show, keeping line and column', () => {
    const long = 'k'.repeat(2000);
    const message = repeatedMemberMessage(`{"${long}":{"${long}":1,"${long}":2}}`);
    expect(message).toBe(
      `the request body repeats the member "${'k'.repeat(40)}"… (line 1, column 4011); each name may appear once in an object`,
    );
  });

  it('still refuses a repetition deeper than the reader goes, without its place', () => {
    const deep = `${'{"a":'.repeat(200)}{"b":1,"b":2}${'}'.repeat(200)}`;
    expect(repeatedMemberMessage(deep)).toBe(
      'the request body repeats a member name; each name may appear once in an object',
    );
  });
});

describe('syntaxErrorMessage', () => {
  const parseError = (text: string) => {
    try {
      JSON.parse(text);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('parsed');
  };
  it.each([
    [
      'a missing value, with the pointer of its member',
      '{"name": "a", "spec": }',
      'the request body is not valid JSON: line 1, column 23 (at /spec): expected a value, found "}"',
    ],
    [
      'a trailing comma at the top level (no pointer)',
      '{\n  "name": "a",\n}',
      'the request body is not valid JSON: line 3, column 1: a trailing comma before "}" is not allowed in JSON',
    ],
    [
      'an element of an array',
      '{"tags": {"a": [1, 2 3]}}',
      'the request body is not valid JSON: line 1, column 22 (at /tags/a): expected "," or "]" after an element, found "3"',
    ],
    [
      'a byte order mark',
      '\ufeff{}',
      'the request body starts with a byte order mark (U+FEFF), which JSON sent over a network must not have',
    ],
  ])('%s', (_name, text, want) => {
    expect(syntaxErrorMessage(text, parseError(text))).toBe(want);
  });

  it("falls back on JSON.parse's words where the reader cannot place the error", () => {
    const text = `${'['.repeat(200)}1,]${']'.repeat(199)}`;
    expect(syntaxErrorMessage(text, 'Unexpected token')).toBe('the request body is not valid JSON: Unexpected token');
  });
});
