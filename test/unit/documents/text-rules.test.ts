/**
 * What a text must be besides JSON or YAML, as the service's body reader holds it: bytes that are
 * text in their encoding (never replaced by U+FFFD), no half of a surrogate pair without the other
 * (RFC 7493 §2.1), no integer beyond ±(2^53−1) (§2.2); and a lone carriage return is a line break in
 * YAML (1.2 §5.4).
 */
import { describe, expect, it } from 'vitest';
import { type DocumentFormat, decodeText, readDocuments, UndecodableText } from '../../../generator/documents/index.ts';

/** The error `decodeText` throws for `bytes`, or `undefined` when it decodes them. */
function refusal(bytes: number[] | Buffer): UndecodableText | undefined {
  try {
    decodeText(new Uint8Array(bytes));
    return undefined;
  } catch (error) {
    if (error instanceof UndecodableText) return error;
    throw error;
  }
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('decodeText: bytes that are not text', () => {
  it.each([
    ['a Latin-1 é', latin1('name: prod\ndescription: Caf\xe9\n'), 27, { line: 2, column: 17 }, 'byte 0xE9'],
    ['a byte no character starts with', Buffer.from([0x61, 0x0a, 0xff, 0x62]), 2, { line: 2, column: 1 }, 'byte 0xFF'],
    ['a character cut at the end', latin1('a: 1\nb: x\xe2\x82'), 9, { line: 2, column: 5 }, 'byte 0xE2'],
    [
      'a bad byte after a mark and an emoji (columns in UTF-16 units, the mark no column)',
      Buffer.concat([Buffer.from('\uFEFFab\n🚀c', 'utf8'), Buffer.from([0xc3, 0x28])]),
      11,
      { line: 2, column: 4 },
      'byte 0xC3',
    ],
  ])('refuses %s, naming the byte, its offset, line and column', (_name, bytes, offset, position, what) => {
    const error = refusal(bytes);
    expect(error?.byteOffset).toBe(offset);
    expect(error?.position).toEqual(position);
    expect(error?.message).toBe(
      `the file is not valid UTF-8: ${what} (byte offset ${offset}) is not part of a character; save the file as UTF-8`,
    );
  });

  it('refuses UTF-16 with half of a surrogate pair, naming the unit', () => {
    const error = refusal([0xff, 0xfe, 0x61, 0x00, 0x00, 0xd8, 0x62, 0x00]);
    expect(error?.message).toBe(
      'the file is not valid UTF-16 LE: the unit 0xD800 (byte offset 4) is not part of a character; save the file as UTF-8',
    );
    expect(error?.position).toEqual({ line: 1, column: 2 });
  });

  it('leaves UTF-32 and UTF-16 without a mark to the reader, which names them', () => {
    expect(refusal([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0])).toBeUndefined();
    expect(refusal(Buffer.from('é: 1', 'utf16le'))).toBeUndefined();
  });

  it('reads a text whose own U+FFFD is written in UTF-8', () => {
    expect(decodeText(new Uint8Array(Buffer.from('a: \uFFFD', 'utf8')))).toBe('a: \uFFFD');
  });
});

/** The first issue of the first document of `text`, placed. */
async function firstIssue(text: string, format: DocumentFormat) {
  const { documents, lines } = await readDocuments(text, format);
  const document = documents[0];
  const issue = document?.issues[0];
  if (issue === undefined) return { value: document?.value, code: undefined };
  return { value: document?.value, code: issue.code, pointer: issue.pointer, ...lines.positionAt(issue.offset) };
}

describe('half of a surrogate pair without the other (RFC 7493 §2.1)', () => {
  it.each([
    ['a JSON string', '{"a": {"b": "x\\ud800"}}', 'json', '/a/b', 1, 8],
    ['a JSON key', '{"a": [1, {"k\\uDC00": 1}]}', 'json', '/a/1/k\udc00', 1, 12],
    ['a YAML double-quoted string', 'a:\n  b: "x\\ud800"\n', 'yaml', '/a/b', 2, 3],
    ['a YAML key, escaped in eight digits', 'a: 1\n"k\\U0000dc00": 2\n', 'yaml', '/k\udc00', 2, 1],
  ] as const)(
    'is refused in %s, at its member, without a value',
    async (_name, text, format, pointer, line, column) => {
      expect(await firstIssue(text, format)).toEqual({
        value: undefined,
        code: 'LONE_SURROGATE',
        pointer,
        line,
        column,
      });
    },
  );

  it('names the unit and where it is in the message', async () => {
    const { documents } = await readDocuments('{"k\\udc00": 1}', 'json');
    expect(documents[0]?.issues[0]?.message).toMatch(
      /^a key holds half of a UTF-16 surrogate pair \(\\udc00\) without the other: it is not Unicode text, which the service refuses/,
    );
  });

  it.each([
    ['an escaped pair in JSON', '{"a": "\\ud83d\\ude00"}', 'json'],
    ['an escaped pair in YAML', 'a: "\\ud83d\\ude00"\n', 'yaml'],
    ['an escaped backslash before ud800', '{"a": "\\\\ud800"}', 'json'],
    ['ud800 in a plain YAML scalar (no escape there)', 'a: \\ud800\n', 'yaml'],
  ] as const)('is not found in %s', async (_name, text, format) => {
    expect((await firstIssue(text, format)).code).toBeUndefined();
  });
});

describe('an integer beyond ±(2^53−1) (RFC 7493 §2.2)', () => {
  it.each([
    ['JSON', '{"a": [1, 9007199254740993]}', 'json', '/a/1', 1, 11],
    ['JSON, negative', '{"a": -9007199254740992}', 'json', '/a', 1, 7],
    ['YAML, through the fast path', 'a:\n  b: 9007199254740993\n', 'yaml', '/a/b', 2, 6],
    ['YAML with a sign', 'a: +90071992547409930\n', 'yaml', '/a', 1, 4],
    ['YAML with an anchor (the library reads it)', 'a: &n 9007199254740993\nb: *n\n', 'yaml', '/a', 1, 7],
  ] as const)('is refused in %s, where it is written', async (_name, text, format, pointer, line, column) => {
    expect(await firstIssue(text, format)).toEqual({ value: undefined, code: 'UNSAFE_INTEGER', pointer, line, column });
  });

  it('says what a reader would hold instead', async () => {
    const { documents } = await readDocuments('{"a": 9007199254740993}', 'json');
    expect(documents[0]?.issues[0]?.message).toBe(
      'the integer 9007199254740993 is beyond ±9007199254740991 (2^53−1), which JSON readers hold as 9007199254740992; write an integer within that range (RFC 7493 §2.2)',
    );
  });

  it.each([
    ['the largest one in JSON', '{"a": [9007199254740991, -9007199254740991]}', 'json'],
    ['the largest one in YAML', 'a: 9007199254740991\n', 'yaml'],
    ['an exponent', '{"a": 1e20}', 'json'],
    ['a fraction', '{"a": 9007199254740993.0}', 'json'],
    ['an exponent in YAML', 'a: 1e+20\n', 'yaml'],
    ['digits in a string', '{"a": "90071992547409930"}', 'json'],
    ['digits quoted in YAML', 'a: "90071992547409930"\n', 'yaml'],
  ] as const)('accepts %s', async (_name, text, format) => {
    expect((await firstIssue(text, format)).code).toBeUndefined();
  });
});

describe('YAML with carriage returns alone as line ends (classic Mac OS)', () => {
  it('reads the lines as lines, the fast path and the library alike', async () => {
    expect((await firstIssue('name: prod\rspec:\r  version: "1.31.5"\r', 'yaml')).value).toEqual({
      name: 'prod',
      spec: { version: '1.31.5' },
    });
    expect((await firstIssue('a: &x 1\rb: *x\r', 'yaml')).value).toEqual({ a: 1, b: 1 });
  });

  it('places an issue at its line and column', async () => {
    expect(await firstIssue('name: prod\rspec:\r  v: 1\r  v: 2\r', 'yaml')).toMatchObject({
      code: 'DUPLICATE_KEY',
      pointer: '/spec/v',
      line: 4,
      column: 3,
    });
  });

  it('keeps CRLF and mixes of both', async () => {
    expect((await firstIssue('a: 1\r\nb: 2\rc: 3\n', 'yaml')).value).toEqual({ a: 1, b: 2, c: 3 });
  });
});
