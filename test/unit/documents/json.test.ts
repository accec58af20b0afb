/**
 * The JSON reader: the values `JSON.parse` gives (a differential test), exact places and words for
 * what is not JSON, duplicate keys, hostile keys and depth, positions of pointers, linear cost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJson } from '../../../generator/documents/json.ts';
import { MAX_DEPTH } from '../../../generator/documents/types.ts';

/** Each issue as `line:column code message` (and its pointer), the way the CLI places it. */
function issuesOf(text: string) {
  const { documents, lines } = readJson(text);
  return (documents[0]?.issues ?? []).map((i) => ({
    at: `${lines.positionAt(i.offset).line}:${lines.positionAt(i.offset).column}`,
    code: i.code,
    message: i.message,
    ...(i.pointer === undefined ? {} : { pointer: i.pointer }),
  }));
}

describe('readJson: what is not JSON, where and why', () => {
  it.each([
    ['an empty file', '', { at: '1:1', message: 'expected a value, found the end of the file' }],
    ['a trailing comma', '{"a": 1,\n}', { at: '2:1', message: 'a trailing comma before "}" is not allowed in JSON' }],
    [
      'a trailing comma in an array',
      '[1, 2, ]',
      { at: '1:8', message: 'a trailing comma before "]" is not allowed in JSON' },
    ],
    [
      'a comment',
      '{\n  // note\n  "a": 1}',
      { at: '2:3', message: 'expected a member name in double quotes, found "//" (JSON has no comments)' },
    ],
    [
      'single quotes',
      "{'a': 1}",
      { at: '1:2', message: `expected a member name in double quotes, found "'a'" (JSON strings take double quotes)` },
    ],
    [
      'an unquoted name',
      '{a: 1}',
      {
        at: '1:2',
        message:
          'expected a member name in double quotes, found "a" (names and strings are written in double quotes in JSON)',
      },
    ],
    ['a missing colon', '{"a" 1}', { at: '1:6', message: 'expected ":" after the member name "a", found "1"' }],
    [
      'a missing comma',
      '{"a": 1 "b": 2}',
      { at: '1:9', message: 'expected "," or "}" after a member, found the string "b"' },
    ],
    ['a leading zero', '{"a": 012}', { at: '1:7', message: '"012" is not a JSON number' }],
    [
      'NaN',
      '[NaN]',
      { at: '1:2', message: 'expected a value, found "NaN" (names and strings are written in double quotes in JSON)' },
    ],
    [
      'a line break in a string',
      '{"a": "x\ny"}',
      { at: '1:9', message: 'a line break inside a string; JSON strings write it escaped (\\n, \\t, \\u…)' },
    ],
    [
      'a tab in a string',
      '["a\tb"]',
      {
        at: '1:4',
        message: 'the control character U+0009 inside a string; JSON strings write it escaped (\\n, \\t, \\u…)',
      },
    ],
    ['a bad escape', '["a\\x"]', { at: '1:4', message: '"\\x" is not a JSON escape sequence' }],
    ['a short \\u escape', '["\\u12"]', { at: '1:3', message: '"\\u" is not a JSON escape sequence' }],
    ['an unclosed string', '["abc', { at: '1:2', message: 'a string is not closed: the file ends inside it' }],
    [
      'an unclosed object',
      '{"a": [1]',
      { at: '1:10', message: 'expected "," or "}" after a member, found the end of the file' },
    ],
    ['text after the document', '{}\n{}', { at: '2:1', message: '"{" after the end of the document' }],
    [
      'a word that is not a literal',
      '[tru]',
      { at: '1:2', message: 'expected a value, found "tru" (names and strings are written in double quotes in JSON)' },
    ],
  ])('%s', (_name, text, want) => {
    expect(issuesOf(text)).toEqual([{ code: 'SYNTAX', pointer: expect.any(String), ...want }]);
  });

  it.each([
    ['', 'expected a value, found the end of the body'],
    ['{"a": [1]', 'expected "," or "}" after a member, found the end of the body'],
    ['["abc', 'a string is not closed: the body ends inside it'],
  ])('calls a request body a body, not a file: %s', (text, message) => {
    expect(readJson(text, 'body').documents[0]?.issues[0]?.message).toBe(message);
    expect(readJson(text).documents[0]?.issues[0]?.message).toBe(message.replace(/body/, 'file'));
  });

  it.each([
    ['inside a member', '{"spec": {"version": 01}}', '/spec/version'],
    ['inside an element', '{"pools": [{"name": "a"}, x]}', '/pools/1'],
    ['between two members', '{"spec": {"a": 1 "b": 2}}', '/spec'],
    ['between two elements', '{"pools": [1, 2, ]}', '/pools'],
    ['at the top', '{} x', ''],
  ])('names where a syntax error stands: %s', (_name, text, pointer) => {
    expect(issuesOf(text)[0]?.pointer).toBe(pointer);
  });

  it('counts columns in UTF-16 code units and lines after \\n, \\r\\n and \\r', () => {
    expect(issuesOf('{"ü😀": 1,\r\n "b": x}')[0]?.at).toBe('2:7');
    expect(issuesOf('[1,\r2,\r x]')[0]?.at).toBe('3:2');
    expect(issuesOf('["😀", x]')[0]?.at).toBe('1:8');
  });

  it('reports every duplicate key at the repeat, naming the first, with its pointer; the file has no value', () => {
    const text = '{\n  "a": 1,\n  "b": {"c": 1, "c": 2},\n  "a": 3\n}';
    expect(issuesOf(text)).toEqual([
      {
        at: '3:17',
        code: 'DUPLICATE_KEY',
        pointer: '/b/c',
        message:
          'duplicate key "c" (first at line 3, column 9): readers disagree on which value wins, so a JSON or YAML file must not repeat a key',
      },
      expect.objectContaining({ at: '4:3', code: 'DUPLICATE_KEY', pointer: '/a' }),
    ]);
    expect(readJson(text).documents[0]?.value).toBeUndefined();
  });

  it('sees keys that differ only in escapes as the same key', () => {
    expect(issuesOf('{"a": 1, "\\u0061": 2}')).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_KEY', pointer: '/a' }),
    ]);
  });

  it('keeps __proto__ an own member, as JSON.parse does, never the prototype', () => {
    const value = readJson('{"__proto__": {"polluted": true}, "a": {"__proto__": 1}}').documents[0]?.value as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(value).toEqual(JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": 1}}'));
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels at the place it passes, without recursion`, () => {
    const deep = `{"tags": {"x": ${'{"a": '.repeat(10_000)}1${'}'.repeat(10_000)}}}`;
    const [issue] = issuesOf(deep);
    expect(issue).toMatchObject({ code: 'TOO_DEEP', at: `1:${16 + 6 * (MAX_DEPTH - 2)}` });
    expect(issue?.pointer).toBe(`/tags/x${'/a'.repeat(MAX_DEPTH - 2)}`);
    expect(issuesOf(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`)).toEqual([]);
  });

  it('skips a byte order mark', () => {
    expect(readJson('\uFEFF{"a": 1}').documents[0]?.value).toEqual({ a: 1 });
  });
});

describe('readJson: values and positions', () => {
  it('gives the value JSON.parse gives, for any JSON text (differential), or refuses an integer it would change', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'medium' }), fc.constantFrom(0, 2, '\t'), (text, indent) => {
        const spaced = JSON.stringify(JSON.parse(text), null, indent);
        for (const t of [text, spaced]) {
          const { documents } = readJson(t);
          const issues = documents[0]?.issues ?? [];
          for (const issue of issues) {
            expect(issue.code).toBe('UNSAFE_INTEGER');
            const literal = /-?[0-9]+(?![.eE0-9])/y;
            literal.lastIndex = issue.offset;
            expect(Number.isSafeInteger(Number(literal.exec(t)?.[0]))).toBe(false);
          }
          if (issues.length === 0) expect(documents[0]?.value).toEqual(JSON.parse(t));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds the place of a pointer: a member at its key, an element at its start, the deepest that exists', () => {
    const text = '{\n  "spec": {\n    "pools": [\n      {"name": "a"},\n      {"name": "b"}\n    ]\n  }\n}';
    const { documents, lines } = readJson(text);
    const doc = documents[0];
    const at = (pointer: string) => {
      const p = lines.positionAt(doc?.positions.offsetOf(pointer) ?? -1);
      return `${p.line}:${p.column}`;
    };
    expect([
      at(''),
      at('/spec'),
      at('/spec/pools/1'),
      at('/spec/pools/1/name'),
      at('/spec/pools/7/x'),
      at('/nope'),
    ]).toEqual(['1:1', '2:3', '5:7', '5:8', '3:5', '1:1']);
  });

  it('keeps the order of keys as written, integer-like keys included', () => {
    const doc = readJson('{"b": 1, "10": 2, "a": 3}').documents[0];
    expect(doc?.positions.keyOrder(doc.positions.value as object)).toEqual(['b', '10', 'a']);
  });

  it('reads in time linear in the size of the text (a tenfold text costs about the same per character)', () => {
    const body = (n: number) =>
      JSON.stringify({ items: Array.from({ length: n }, (_, i) => ({ name: `n${i}`, v: [i, true, null] })) });
    const small = body(5_000);
    const large = body(50_000);
    // Ten reads of the small text against one of the large: samples of the same length, taken in
    // turns so load on the machine falls on both alike; the fastest of each, since load only adds.
    const sample = (text: string, reads: number) => {
      const start = performance.now();
      for (let r = 0; r < reads; r++) readJson(text);
      return performance.now() - start;
    };
    let bestSmall = Number.POSITIVE_INFINITY;
    let bestLarge = Number.POSITIVE_INFINITY;
    sample(large, 1); // warm up
    for (let round = 0; round < 7; round++) {
      bestSmall = Math.min(bestSmall, sample(small, 10));
      bestLarge = Math.min(bestLarge, sample(large, 1));
    }
    // Linear reading gives a ratio near 1; quadratic reading would give about 10.
    expect(bestLarge / bestSmall).toBeLessThan(4);
  });
});
