/**
 * The YAML that `apply`, `diff` and `validate --strip-read-only` print reads back as the value printed:
 * by our own reader (YAML 1.2, core schema) and by a YAML 1.1 reader (the `yaml` library at 1.1,
 * as PyYAML and go-yaml v2 read), every string the same string, as a value and as a key.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { printDocument } from '../../../generator/cli/print-document.ts';
import { readYaml } from '../../../generator/documents/yaml.ts';
import { TRICKY_STRINGS } from '../../helpers/yaml-strings.ts';

function readBack(text: string) {
  return readYaml(text).documents.map(({ value, issues }) => ({ value, issues }));
}

describe('printDocument as YAML', () => {
  it.each(TRICKY_STRINGS.map((s) => [JSON.stringify(s), s]))(
    'prints %s so that it reads back the same, as a tag value and as a tag key',
    async (_shown, s) => {
      const value = { name: 'c1', tags: { value: s, [s]: 'key' }, list: [s] };
      const text = await printDocument(value, 'yaml');
      expect(readBack(text)).toEqual([{ value, issues: [] }]);
      expect(parse(text, { version: '1.1' })).toEqual(value);
      expect(parse(text, { version: '1.2' })).toEqual(value);
    },
  );

  it.each([
    ['U+2028, a line break to YAML 1.1', 'a\u2028b', '"a\\u2028b"'],
    ['U+2029, a line break to YAML 1.1', '\u2029', '"\\u2029"'],
    ['U+0085, a line break to YAML 1.1', 'a\u0085b', '"a\\u0085b"'],
    ['a tab, which stops PyYAML in a plain string', 'tab\there', '"tab\\there"'],
    ['a C1 control, no printable character of YAML', 'del\u007f', '"del\\u007f"'],
    ['a byte order mark', '\ufeffbom', '"\\ufeffbom"'],
    ['=, the "value" key of YAML 1.1, which PyYAML cannot build', '=', '"="'],
  ])('writes escaped and double-quoted %s', async (_name, s, written) => {
    expect(await printDocument({ [s]: s }, 'yaml')).toBe(`${written}: ${written}\n`);
  });

  it('keeps plain what every reader reads as the same string', async () => {
    const value = { name: 'prod-eu-1', spec: { version: '1.31.5', location: 'eu west', note: 'a: b is fine? no' } };
    expect(await printDocument(value, 'yaml')).toBe(
      'name: prod-eu-1\nspec:\n  version: 1.31.5\n  location: eu west\n  note: "a: b is fine? no"\n',
    );
  });
});
