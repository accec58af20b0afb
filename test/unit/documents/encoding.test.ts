/**
 * From bytes to text: UTF-8 and UTF-16 with a byte order mark are read (YAML 1.2 §5.2), what cannot
 * be (UTF-16 without a mark, UTF-32) is named at 1:1 in JSON and YAML alike, and a byte order mark
 * is no column.
 */
import { describe, expect, it } from 'vitest';
import { type DocumentFormat, decodeText, readDocuments } from '../../../generator/documents/index.ts';

const TEXT = 'name: prod-é\nspec: {version: "1.31.5"} # ☸ 🚀\n';
const JSON_TEXT = '{"name": "prod-é", "note": "🚀"}';

/** `text` in an encoding Node's Buffer knows, with or without its byte order mark. */
function encode(text: string, encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be', mark: boolean) {
  const full = mark ? `\uFEFF${text}` : text;
  if (encoding === 'utf-8') return new Uint8Array(Buffer.from(full, 'utf8'));
  if (encoding === 'utf-16le') return new Uint8Array(Buffer.from(full, 'utf16le'));
  if (encoding === 'utf-16be') return new Uint8Array(Buffer.from(full, 'utf16le').swap16());
  const units = [...full].map((c) => c.codePointAt(0) ?? 0);
  const bytes = Buffer.alloc(units.length * 4);
  for (const [i, unit] of units.entries()) {
    if (encoding === 'utf-32le') bytes.writeUInt32LE(unit, i * 4);
    else bytes.writeUInt32BE(unit, i * 4);
  }
  return new Uint8Array(bytes);
}

describe('decodeText', () => {
  it.each([
    ['UTF-8', 'utf-8', false],
    ['UTF-8 with a byte order mark (dropped)', 'utf-8', true],
    ['UTF-16 LE with a byte order mark, as PowerShell 5 writes', 'utf-16le', true],
    ['UTF-16 BE with a byte order mark', 'utf-16be', true],
  ] as const)('reads %s', (_name, encoding, mark) => {
    expect(decodeText(encode(TEXT, encoding, mark))).toBe(TEXT);
    expect(decodeText(encode(JSON_TEXT, encoding, mark))).toBe(JSON_TEXT);
  });

  it('does not take the mark of UTF-32 LE (FF FE 00 00) for the mark of UTF-16 LE', () => {
    expect(decodeText(encode('a: 1', 'utf-32le', true))).toMatch(/^\uFFFD\uFFFD\0\0a\0\0\0/);
  });
});

describe('readDocuments: text that was not UTF-8', () => {
  it.each([
    ['UTF-16 LE', 'utf-16le', false, 'the text is UTF-16 LE without a byte order mark'],
    ['UTF-16 BE', 'utf-16be', false, 'the text is UTF-16 BE without a byte order mark'],
    ['UTF-32 LE', 'utf-32le', false, 'the text is UTF-32 LE'],
    ['UTF-32 BE', 'utf-32be', false, 'the text is UTF-32 BE'],
    ['UTF-32 LE with its mark', 'utf-32le', true, 'the text is UTF-32 LE'],
    ['UTF-32 BE with its mark', 'utf-32be', true, 'the text is UTF-32 BE'],
  ] as const)('names %s at 1:1 and asks for UTF-8, in JSON and YAML', async (_name, encoding, mark, says) => {
    for (const [format, text] of [
      ['json', JSON_TEXT],
      ['yaml', TEXT],
    ] as const) {
      const { documents, lines } = await readDocuments(decodeText(encode(text, encoding, mark)), format);
      expect(documents).toHaveLength(1);
      const [issue] = documents[0]?.issues ?? [];
      expect(documents[0]?.value).toBeUndefined();
      expect(issue?.code).toBe('ENCODING');
      expect(issue?.message).toMatch(new RegExp(`^${says}; save it as UTF-8 `));
      expect(lines.positionAt(issue?.offset ?? -1)).toEqual({ line: 1, column: 1 });
    }
  });

  it('reads UTF-8 text as before', async () => {
    const { documents } = await readDocuments(TEXT, 'yaml');
    expect(documents[0]?.value).toEqual({ name: 'prod-é', spec: { version: '1.31.5' } });
  });
});

describe('a byte order mark is no column', () => {
  /** The place of `pointer` in `text` read as `format`, with the mark kept in the text and decoded away. */
  async function placeOf(text: string, format: DocumentFormat, pointer: string) {
    const places = [];
    for (const given of [`\uFEFF${text}`, decodeText(encode(text, 'utf-8', true))]) {
      const { documents, lines } = await readDocuments(given, format);
      places.push(lines.positionAt(documents[0]?.positions.offsetOf(pointer) ?? -1));
    }
    return places;
  }

  it.each<[string, DocumentFormat, string, string, number]>([
    ['JSON', 'json', '{"name": "prod-eu", "bogus": 1}', '/bogus', 21],
    ['YAML in flow style (the library)', 'yaml', '{name: prod-eu, bogus: 1}', '/bogus', 17],
    ['YAML in block style (the fast path)', 'yaml', 'bogus: 1\nname: prod-eu\n', '/bogus', 1],
    ['YAML, a value on line 1', 'yaml', 'name: [a, b]\n', '/name/1', 11],
  ])('%s: line 1 counts from the first character after the mark', async (_name, format, text, pointer, column) => {
    expect(await placeOf(text, format, pointer)).toEqual([
      { line: 1, column },
      { line: 1, column },
    ]);
  });

  it('places the whole document at 1:1 and leaves later lines as they were', async () => {
    const { documents, lines } = await readDocuments('\uFEFF{"a":\n  1, "b": 2}', 'json');
    expect(lines.positionAt(documents[0]?.offset ?? -1)).toEqual({ line: 1, column: 1 });
    expect(lines.positionAt(documents[0]?.positions.offsetOf('/b') ?? -1)).toEqual({ line: 2, column: 6 });
    expect(lines.positionAt(0)).toEqual({ line: 1, column: 1 });
  });
});
