/**
 * The YAML reader's fast path (js-yaml on files that provably hold only JSON) against the `yaml`
 * library's reader it stands in for (differential): on generated YAML texts — block and flow, raw
 * scalars from every edge of the YAML 1.2 core schema and of YAML 1.1, quoted and block scalars,
 * comments, document markers, keys that are not strings, repeated keys, `<<`, tags, anchors — the
 * fast path either declines, or gives the value and the place the library's reader gives with no
 * issue. And `readYaml` as a whole gives what the library's reader gives, always.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readYaml, readYamlWithLibrary } from '../../generator/documents/yaml.ts';
import { estimateNesting, isSurelyShallow } from '../../generator/documents/yaml-depth.ts';
import { readPlainYaml } from '../../generator/documents/yaml-plain.ts';

const RUNS = Number(process.env.MK8S_PROPERTY_RUNS ?? 100) * 10;
// toEqual, not toStrictEqual: a member named `constructor` would be taken for the class.

/** Plain scalars whose meaning differs between schemas and readers, and what surrounds them. */
const SCALARS = [
  ...[
    '1_000',
    '0b101',
    '0o17',
    '0o18',
    '0x1F',
    '0X1F',
    '0xg',
    '-0x1',
    '+0o7',
    '0',
    '-0',
    '+0',
    '00',
    '007',
    '+1',
    '-1',
  ],
  ...['12345678901234567890', `1${'0'.repeat(400)}`, `0x${'f'.repeat(300)}`, '1e999', '-1e999', '1e3', '1E3', '1e+3'],
  ...['-1e-3', '.5', '-.5', '+.5', '5.', '1.0', '1.30', '1.31.5', '.e3', '1e', '.', '-', '+', '1.5e3.2'],
  ...['.inf', '-.inf', '+.inf', '.Inf', '+.INF', '.nan', '.NaN', '.NAN', '-.nan', 'inf', 'nan', '.infinity'],
  ...['~', 'null', 'Null', 'NULL', 'nULL', 'yes', 'no', 'Yes', 'NO', 'on', 'off', 'y', 'n', 'Y', 'N'],
  ...['true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'FALSE', 'fAlse'],
  ...['2025-01-31', '2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.10 -5', '12:30:45', '1:20', '190:20:30'],
  ...['a', 'a b  c', 'a#b', 'a #comment', 'http://x/y?z=1&w=2', 'x*y', 'a!b', 'go_.*', '^(a|b)$', 'a,b', 'a]b'],
  ...['é', '日本', '😀', 'a\\nb', "it's", 'say "hi"', 'tail   '],
  ...['"dq"', '"\\u00e9 \\x41 \\t \\\\ \\" \\/ \\N \\_ \\L \\P"', '"a\\nb"', '""', "''", "'it''s'", "'#'", '"1"'],
  ...['"~"', "'true'", '"0x1F"', '"a\n  b"', "'a\n\n  b'", 'plain\n  continued', 'plain\n\n  para'],
  ...['|\n  block\n  text', '>\n  folded\n  text\n\n  para', '|-\n  strip', '|+\n  keep\n\n', '>-\n  a\n    more\n  b'],
  ...['|2\n    indented', '>\n\n  leading', '|\n  # not a comment', '[]', '{}', '[ ]', '{ }', '[a, b]', '{a: 1}'],
  ...['[1, "x", ~]', '{a: [b]}', '*x', '&x a', '!!str 1', '!!int "1"', '! a', '!custom a', '@a', '`a', '%a'],
  ...['', '# only a comment', ': x', '? x', '- x', '---', '...', '<<', 'a: b', '\ttab', 'a\r\nb'],
];

const KEYS = [
  ...['name', 'spec', 'a b', '__proto__', 'constructor', 'toString', '10', '1', '-1', '0x1', '1.5', '.inf', 'true'],
  ...['True', 'yes', 'null', '~', '""', "''", '"1"', "'true'", '"a b"', '"é"', '<<', '"<<"', '[a]', '{a: 1}', '[]'],
  ...['{}', '? a', '&k a', '*k', '!!str k', 'a:b', 'a#b', 'a #b', '"dup"', 'dup', '-k', 'k-'],
];

type Node = { scalar: string } | { map: [string, Node][] } | { seq: Node[] };

const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ scalar: fc.constantFrom(...SCALARS) }),
    fc.record({ map: fc.array(fc.tuple(fc.constantFrom(...KEYS), tie('node')), { maxLength: 4 }) }),
    fc.record({ seq: fc.array(tie('node'), { maxLength: 4 }) }),
  ),
})).node;

/** `node` as block YAML at `indent`, after a key or a `- ` on the same line. */
function render(n: Node, indent: number): string {
  const pad = ' '.repeat(indent);
  if ('scalar' in n) return ` ${n.scalar.replace(/\n/g, `\n${pad}`)}`;
  if ('map' in n) {
    if (n.map.length === 0) return ' {}';
    return n.map.map(([key, value]) => `\n${pad}${key}:${render(value, indent + 2)}`).join('');
  }
  if (n.seq.length === 0) return ' []';
  return n.seq.map((item) => `\n${pad}-${render(item, indent + 2)}`).join('');
}

const PREFIXES = ['', '---\n', '# a comment\n', '\n\n', '--- # start\n', '# c\n---\n', '%YAML 1.2\n---\n', '\uFEFF'];
const SUFFIXES = ['', '\n', '\n# end\n', '\n...\n', '\n---\n', '\n---\nb: 1\n', '   \n'];

/** A document: a mapping or a sequence at the root (what a cluster file holds), with text around it. */
const text = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    node.filter((n) => !('scalar' in n)),
    fc.constantFrom(...SUFFIXES),
  )
  .map(([prefix, root, suffix]) => `${prefix}${render(root, 0).replace(/^\n/, '')}${suffix}`);

/** The same values written by the `yaml` library in its styles: a fast path that is taken often. */
const STYLES = [
  {},
  { collectionStyle: 'flow' },
  { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'QUOTE_DOUBLE' },
  { defaultStringType: 'QUOTE_SINGLE', indentSeq: false },
  { defaultStringType: 'BLOCK_LITERAL', indent: 4 },
  { defaultStringType: 'BLOCK_FOLDED', lineWidth: 20 },
] as const;

const jsonText = fc
  .tuple(
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string()), fc.jsonValue({ maxDepth: 3 })),
    fc.constantFrom(...STYLES),
  )
  .map(([value, style]) => stringify(value, style));

function expectSameAsLibrary(yaml: string): boolean {
  const library = readYamlWithLibrary(yaml);
  const plain = readPlainYaml(yaml);
  if (plain !== undefined) {
    expect(library.documents.map((d) => d.issues)).toEqual([[]]);
    expect(plain.value).toEqual(library.documents[0]?.value);
    expect(plain.offset).toBe(library.documents[0]?.offset);
  }
  const read = readYaml(yaml);
  const shown = (r: typeof read) => r.documents.map(({ value, offset, issues }) => ({ value, offset, issues }));
  expect(shown(read)).toEqual(shown(library));
  return plain !== undefined;
}

/** How many of the texts the fast path took, each held to the library's reader. */
function takenOf(texts: fc.Arbitrary<string>): number {
  let taken = 0;
  fc.assert(
    fc.property(texts, (yaml) => {
      if (expectSameAsLibrary(yaml)) taken++;
    }),
    { numRuns: RUNS },
  );
  return taken;
}

describe('the YAML fast path gives what the yaml library gives, or declines', () => {
  // Each also holds that the fast path is exercised, not declined throughout.
  it('on generated texts with every scalar edge, key kind, marker and indicator', () => {
    expect(takenOf(text)).toBeGreaterThan(RUNS / 20);
  });

  it('on JSON values written in every style of the yaml library', () => {
    expect(takenOf(jsonText)).toBeGreaterThan(RUNS / 10);
  });

  it('on the same texts with CRLF line ends, as editors on Windows write them', () => {
    const crlf = fc.oneof(text, jsonText).map((yaml) => yaml.replace(/\r?\n/g, '\r\n'));
    expect(takenOf(crlf)).toBeGreaterThan(RUNS / 20);
  });

  it('takes a CRLF cluster file, its content placed in the file as written', () => {
    const yaml = '# c\r\n---\r\nname: c1\r\nspec:\r\n  nodePools: []\r\n';
    expect(readPlainYaml(yaml)).toEqual({ value: { name: 'c1', spec: { nodePools: [] } }, offset: 10 });
    expectSameAsLibrary(yaml);
  });

  it.each([
    ['a carriage return that does not end a line', 'a: 1\rb: 2\n'],
    ['a repeated key', 'a: 1\nb: 2\na: 3\n'],
    ['a merge key', 'base: {}\nx:\n  <<: {a: 1}\n'],
    ['a key that is a number', '1: a\n'],
    ['an alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['.inf', 'a: .inf\n'],
    ['a number too large for JSON', `a: 1${'0'.repeat(400)}\n`],
    ['a second document', 'a: 1\n---\nb: 2\n'],
    ['a %YAML 1.1 directive', '%YAML 1.1\n---\na: yes\n'],
  ])('declines %s (the library reader says why)', (_name, yaml) => {
    expect(readPlainYaml(yaml)).toBeUndefined();
    expectSameAsLibrary(yaml);
  });

  it('takes a plain cluster file, and places its content after comments and the marker', () => {
    const yaml = '# yaml-language-server: $schema=x\n---\n\nname: c1\nspec:\n  nodePools: []\n';
    expect(readPlainYaml(yaml)).toEqual({ value: { name: 'c1', spec: { nodePools: [] } }, offset: 39 });
    expectSameAsLibrary(yaml);
  });
});

describe('the bound that spares the nesting estimate', () => {
  const piece = fc.constantFrom(
    ' ',
    '  ',
    '- ',
    '? ',
    '-',
    '[',
    '{',
    ']',
    '}',
    '\n',
    '\t',
    'a',
    ': ',
    '"',
    "'",
    '#',
    '|',
    '\u00a0',
  );
  it('holds: when it says a text is shallow, the estimate finds no place that is too deep', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (pieces, max) => {
        const text = pieces.join('');
        if (isSurelyShallow(text, max)) expect(estimateNesting(text, max)).toBe(-1);
      }),
      { numRuns: RUNS },
    );
  });

  it('says so for a cluster file, and not for deep text', () => {
    expect(isSurelyShallow('name: c1\nspec:\n  nodePools:\n  - name: a\n    labels: {}\n', 128)).toBe(true);
    expect(isSurelyShallow(`${'['.repeat(128)}${']'.repeat(128)}`, 128)).toBe(false);
  });
});
