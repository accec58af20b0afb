/**
 * The YAML reader: YAML 1.2 values, streams of documents, what JSON cannot hold refused at its
 * place with its reason, hostile depth and alias bombs kept away from the library, positions.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../../generator/documents/types.ts';
import { MAX_ALIASED_VALUES, readYaml } from '../../../generator/documents/yaml.ts';
import { findDeepNesting } from '../../../generator/documents/yaml-depth.ts';

function issuesOf(text: string) {
  const { documents, lines } = readYaml(text);
  return documents.flatMap((doc) =>
    doc.issues.map((i) => {
      const p = lines.positionAt(i.offset);
      return { at: `${p.line}:${p.column}`, code: i.code, ...(i.pointer === undefined ? {} : { pointer: i.pointer }) };
    }),
  );
}

describe('readYaml: values', () => {
  it.each([
    [
      'plain scalars of YAML 1.2',
      'a: yes\nb: on\nc: 1.31.5\nd: 1.30\ne: 0o17\nf: ~\ng: "07"\nh: 2025-01-31',
      {
        a: 'yes',
        b: 'on',
        c: '1.31.5',
        d: 1.3,
        e: 15,
        f: null,
        g: '07',
        h: '2025-01-31',
      },
    ],
    [
      'flow collections and block scalars',
      'a: [1, {b: c}]\ns: |\n  line 1\n  line 2\nf: >-\n  folded\n  text\n',
      {
        a: [1, { b: 'c' }],
        s: 'line 1\nline 2\n',
        f: 'folded text',
      },
    ],
    ['anchors and aliases of JSON values, copied', 'base: &b {x: 1}\nother: *b\n', { base: { x: 1 }, other: { x: 1 } }],
    ['an empty value', 'a:\nb: [ ]\n', { a: null, b: [] }],
    ['a JSON text', '{"a": [1, 2], "b": {"c": null}}', { a: [1, 2], b: { c: null } }],
  ])('%s', (_name, text, want) => {
    const { documents } = readYaml(text);
    expect(documents.map((d) => d.issues)).toEqual([[]]);
    expect(documents[0]?.value).toEqual(want);
  });

  it('copies an alias, so a change to one place is not a change to the other', () => {
    const value = readYaml('a: &x {k: 1}\nb: *x\n').documents[0]?.value as { a: object; b: object };
    expect(value.a).not.toBe(value.b);
  });

  it('reads each document of a stream, leaving out empty ones, each with its own issues', () => {
    const { documents, lines } = readYaml('---\nname: a\n---\n# only a comment\n---\nname: [b\n---\nname: c\n...\n');
    expect(documents.map((d) => d.value)).toEqual([{ name: 'a' }, undefined, { name: 'c' }]);
    expect(documents.map((d) => lines.positionAt(d.offset).line)).toEqual([2, 6, 8]);
    expect(documents[1]?.issues[0]?.code).toBe('SYNTAX');
  });

  it('keeps __proto__ an own member', () => {
    const value = readYaml('__proto__: {polluted: true}\n').documents[0]?.value as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds no document for an empty text or one of comments only', () => {
    expect(readYaml('').documents).toEqual([]);
    expect(readYaml('# nothing\n---\n').documents).toEqual([]);
  });
});

describe('readYaml: what JSON cannot hold, refused where it stands', () => {
  it.each([
    [
      'a duplicate key',
      'spec:\n  version: a\n  version: b\n',
      [{ at: '3:3', code: 'DUPLICATE_KEY', pointer: '/spec/version' }],
    ],
    ['a standard tag', 'a: !!str 1\n', [{ at: '1:10', code: 'YAML_TAG', pointer: '/a' }]],
    ['a custom tag', 'a:\n  - !secret x\n', [{ at: '2:13', code: 'YAML_TAG', pointer: '/a/0' }]],
    ['a tag on a key', '!!str k: 1\n', [{ at: '1:7', code: 'YAML_TAG', pointer: '/k' }]],
    ['a number key', 'tags:\n  1: x\n', [{ at: '2:3', code: 'YAML_KEY', pointer: '/tags/1' }]],
    ['a boolean key', 'true: x\n', [{ at: '1:1', code: 'YAML_KEY', pointer: '/true' }]],
    ['a null key', '~: x\n', [{ at: '1:1', code: 'YAML_KEY', pointer: '/~0' }]],
    ['a sequence as key', '? [a, b]\n: x\n', [{ at: '1:3', code: 'YAML_KEY', pointer: '/a sequence' }]],
    [
      'a merge key',
      'base: &b {x: 1}\nother:\n  <<: *b\n',
      [{ at: '3:3', code: 'YAML_MERGE_KEY', pointer: '/other/<<' }],
    ],
    ['.inf', 'a: .inf\n', [{ at: '1:4', code: 'NOT_JSON', pointer: '/a' }]],
    ['.nan', 'a: [.nan]\n', [{ at: '1:5', code: 'NOT_JSON', pointer: '/a/0' }]],
    ['an alias inside its own anchor', 'a: &x [1, *x]\n', [{ at: '1:11', code: 'YAML_ALIAS', pointer: '/a/1' }]],
    ['a %YAML 1.1 document', '%YAML 1.1\n---\na: yes\n', [{ at: '2:1', code: 'YAML_VERSION' }]],
    ['a syntax error', 'a: [1, 2\nb: 3\n', [{ at: '2:1', code: 'SYNTAX', pointer: '/a/1' }]],
  ])('%s', (_name, text, want) => {
    expect(issuesOf(text)).toEqual(want);
    expect(readYaml(text).documents[0]?.value).toBeUndefined();
  });

  it('says why in words', () => {
    const messages = (text: string) => readYaml(text).documents[0]?.issues.map((i) => i.message);
    expect(messages('a: 1\na: 2\n')).toEqual([
      'duplicate key "a" (first at line 1, column 1): readers disagree on which value wins, so a JSON or YAML file must not repeat a key',
    ]);
    expect(messages('a: !!str 1\n')).toEqual([
      'the tag !!str is not read: a tag gives a value a type JSON cannot carry; put the value in quotes instead',
    ]);
    expect(messages('a: !secret x\n')).toEqual([
      'the tag !secret is not read: a tag gives a value a type JSON cannot carry; write the plain value',
    ]);
    expect(messages('1: a\n')).toEqual(['the key 1 is not a string; JSON keys are strings, so quote it: "1"']);
    expect(messages('<<: {}\n')).toEqual([
      'merge keys (<<) are a YAML 1.1 extension that JSON cannot express; write the members out',
    ]);
    expect(messages('a: -.inf\n')).toEqual(['-.inf is not a number JSON can hold']);
  });

  it('takes a quoted "<<" as the plain key it is', () => {
    expect(readYaml('"<<": 1\n').documents[0]?.value).toEqual({ '<<': 1 });
  });

  it(`refuses an alias bomb once aliases expand to more than ${MAX_ALIASED_VALUES} values`, () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(10)
          .fill(`*${'abcdefghij'[i - 1]}`)
          .join(', ')}]`,
      );
    const start = performance.now();
    const [issue] = issuesOf(`${levels.join('\n')}\n`);
    expect(issue?.code).toBe('YAML_ALIAS');
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

describe('readYaml: depth', () => {
  it.each([
    ['flow sequences', (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`],
    ['flow mappings', (n: number) => `${'{a: '.repeat(n)}1${'}'.repeat(n)}`],
    ['block mappings', (n: number) => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}a:`).join('\n')],
    ['compact sequences', (n: number) => `${'- '.repeat(n)}x`],
  ])(`refuses %s nested deeper than ${MAX_DEPTH} levels, quickly, and reads them at ${MAX_DEPTH}`, (_name, make) => {
    const start = performance.now();
    expect(issuesOf(make(10_000)).map((i) => i.code)).toEqual(['TOO_DEEP']);
    expect(issuesOf(make(MAX_DEPTH + 1)).map((i) => i.code)).toEqual(['TOO_DEEP']);
    expect(issuesOf(make(MAX_DEPTH - 1))).toEqual([]);
    expect(performance.now() - start).toBeLessThan(10_000);
  });

  it('does not count brackets inside quotes, comments and block scalars', () => {
    const brackets = '['.repeat(500);
    const text = `a: "${brackets}"\nb: '${brackets}'\n# ${brackets}\nc: |\n  ${brackets}\nd: x ${brackets}\n`;
    expect(findDeepNesting(text.replace(`d: x ${brackets}\n`, ''), MAX_DEPTH)).toBe(-1);
    // A plain scalar may hold brackets too; the estimate errs high there, never low.
    expect(findDeepNesting(text, MAX_DEPTH)).toBeGreaterThan(0);
  });
});

describe('readYaml: positions', () => {
  it('places a member at its key and an element at its start, in every document', () => {
    const { documents, lines } = readYaml('a: 1\n---\nspec:\n  pools:\n    - name: x\n    - {name: y}\n');
    const doc = documents[1];
    const at = (pointer: string) => {
      const p = lines.positionAt(doc?.positions.offsetOf(pointer) ?? -1);
      return `${p.line}:${p.column}`;
    };
    expect([at(''), at('/spec/pools'), at('/spec/pools/1'), at('/spec/pools/1/name'), at('/spec/nope')]).toEqual([
      '3:1',
      '4:3',
      '6:7',
      '6:8',
      '3:1',
    ]);
  });
});
