/**
 * The pattern compiler turns anchored patterns into automata; each compiled matcher must answer
 * exactly as `new RegExp(pattern, 'u').test` does — on strings the pattern matches, on near misses,
 * and on any Unicode text (astral characters, lone surrogates) — and the patterns it cannot take
 * must stay regular expressions. A matcher answers -1 for no match and, for a match, the string's
 * hash as the runtime's `hashText` computes it (keyed arrays find repeats from it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDfa } from '../../../generator/emit/validators/regex/dfa.ts';
import { compilePattern } from '../../../generator/emit/validators/regex/emit.ts';
import { parsePattern } from '../../../generator/emit/validators/regex/parse.ts';
import { hashText } from '../../../templates/runtime/validators/identifier-table.ts';
import { REPO } from '../../helpers/spec.ts';

const SPEC_PATTERNS = (() => {
  const found = new Set<string>();
  const schema = readFileSync(join(REPO, 'generated', 'schemas', 'cluster-patch.json'), 'utf8');
  JSON.parse(schema, (key, value) => {
    if (key === 'pattern') found.add(value);
    return value;
  });
  return [...found].filter((p) => compilePattern(p) !== undefined);
})();

const CRAFTED = [
  '^a{2,3}$',
  '^(?:ab|a)c$',
  '^[^/\\s]$',
  '^[^a]+$',
  'ab',
  '^ab',
  'ab$',
  '^(?:a|b)*c?$',
  '^\\d{1,3}(?:\\.\\d{1,3}){3}$',
  '^[\\w-]+$',
  '^x(?:y|)$',
  '^(?:)$',
  '^[😀-😂]{2}$',
  '^[\\S]\\D\\W$',
  '^(a)(b)?$',
  '^a{0}b$',
  '^a{2,}$',
];

const UNSUPPORTED = ['^(?=a)a$', '^(a)\\1$', '^.$', '^a+?$', '^a|b$', '^a$b', '^[b-a]$', '^\\p{L}$', '^a{2,1}$'];

/** The compiled matcher as a test: a match must come with the string's hash, anything else -1. */
function compiled(pattern: string): (s: string) => boolean {
  const code = compilePattern(pattern);
  if (code === undefined) throw new Error(`${pattern} did not compile`);
  const matcher = new Function(`return ${code}`)() as (s: string) => number;
  return (s) => {
    const answer = matcher(s);
    if (answer !== -1 && answer !== hashText(s)) throw new Error(`${JSON.stringify(s)}: ${answer} is not its hash`);
    return answer !== -1;
  };
}

/** Strings near `pattern`'s language: matches, and matches with one character changed. */
function near(pattern: string): fc.Arbitrary<string> {
  let matching: fc.Arbitrary<string>;
  try {
    matching = fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return fc.constantFrom('', 'a', 'ab'); // a pattern fast-check cannot sample (the empty group)
  }
  return fc.oneof(
    matching,
    fc.tuple(matching, fc.nat(), fc.string({ unit: 'binary', maxLength: 2 })).map(([s, i, t]) => {
      const at = s.length === 0 ? 0 : i % s.length;
      return s.slice(0, at) + t + s.slice(at + 1);
    }),
  );
}

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
  fc.array(fc.integer({ min: 0xd7f0, max: 0xe010 }), { maxLength: 6 }).map((units) => String.fromCharCode(...units)),
);

/**
 * Strings made only of the characters where the automaton's classes begin and end (and their
 * neighbours): every boundary of every character class of the pattern, in any order.
 */
function classEdges(pattern: string): fc.Arbitrary<string> {
  const parsed = parsePattern(pattern);
  const dfa = parsed === undefined ? undefined : buildDfa(parsed);
  const edges = new Set<number>();
  for (const [a, b] of dfa?.classes ?? [])
    for (const c of [a - 1, a, b, b + 1]) if (c >= 0 && c <= 0x10ffff) edges.add(c);
  const chars = [...edges].map((c) => String.fromCodePoint(c));
  return fc.array(fc.constantFrom(...chars), { maxLength: 24 }).map((parts) => parts.join(''));
}

describe.each([...SPEC_PATTERNS, ...CRAFTED])('the matcher of %s', (pattern) => {
  const regex = new RegExp(pattern, 'u');
  const match = compiled(pattern);

  it('answers as the regular expression does', () => {
    fc.assert(
      fc.property(fc.oneof(near(pattern), anyText, classEdges(pattern)), (text) => {
        expect(match(text)).toBe(regex.test(text));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the matcher of the CIDR or address pattern', () => {
  const pattern = SPEC_PATTERNS.find((p) => p.includes('25[0-5]') && p.includes('[0-9a-fA-F]{1,4}')) ?? '';
  const regex = new RegExp(pattern, 'u');
  const match = compiled(pattern);
  /** Pieces of IPv4 and IPv6 text at and around every bound the pattern sets. */
  const TOKENS = [
    ...['0', '1', '9', '00', '01', '10', '99', '100', '199', '200', '249', '250', '255', '256', '260', '300', '999'],
    ...['.', ':', '::', ':::', '/', '/0', '/9', '/12', '/32', '/33', '/64', '/99', '/119', '/128', '/129', '/01'],
    ...['a', 'f', 'F', 'g', 'G', 'ffff', 'FFFF', 'fffff', '0db8', '1:2', '-', ' ', '\u0660', '\u{1d7ce}'],
  ];
  const soup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 20 }).map((parts) => parts.join(''));
  const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 1, maxLength: 4 });
  const group = fc.oneof({ arbitrary: hex, weight: 8 }, { arbitrary: fc.constantFrom('', 'fffff', 'g1'), weight: 1 });
  const octet = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 255 }).map(String), weight: 8 },
    { arbitrary: fc.constantFrom('01', '00', '256', '300'), weight: 1 },
  );
  const ipv4 = fc
    .oneof(
      { arbitrary: fc.array(octet, { minLength: 4, maxLength: 4 }), weight: 6 },
      { arbitrary: fc.array(octet, { minLength: 3, maxLength: 5 }), weight: 1 },
    )
    .map((o) => o.join('.'));
  const ipv6 = fc
    .tuple(fc.array(group, { maxLength: 8 }), fc.nat(8), fc.boolean(), fc.option(ipv4, { nil: undefined, freq: 4 }))
    .map(([groups, at, compress, tail]) => {
      const parts = [...groups];
      if (compress) parts.splice(Math.min(at, parts.length), 0, parts.length === 0 ? ':' : '');
      const text = parts.join(':');
      return tail === undefined ? text : `${text}:${tail}`;
    });
  const prefix = fc.option(
    fc.integer({ min: 0, max: 140 }).map((n) => `/${n}`),
    { nil: '' },
  );
  const address = fc.tuple(fc.oneof(ipv4, ipv6), prefix).map(([a, p]) => a + p);

  it('is compiled', () => {
    expect(pattern).not.toBe('');
  });

  it.each([
    ['0.0.0.0/0', true],
    ['255.255.255.255/32', true],
    ['256.0.0.0', false],
    ['1.2.3.4/33', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['::', true],
    ['::/128', true],
    ['::/129', false],
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['::ffff:203.0.113.7/128', true],
    ['fe80::1%eth0', false],
    ['2001:db8::/32', true],
    ['2001:db8:::1', false],
  ])('judges %s as the regular expression does (%s)', (text, valid) => {
    expect(regex.test(text)).toBe(valid);
    expect(match(text)).toBe(valid);
  });

  it('answers as the regular expression does on addresses, prefixes and their near misses', () => {
    let matched = 0;
    fc.assert(
      fc.property(fc.oneof(address, soup), (text) => {
        const want = regex.test(text);
        if (want) matched++;
        expect(match(text)).toBe(want);
      }),
      { numRuns: 20_000 },
    );
    // The arbitraries reach both sides of the language, not only its misses.
    expect(matched).toBeGreaterThan(1_000);
  });
});

describe('the tables of a matcher', () => {
  /** The matcher of `pattern` with the compact tables it reads counted (every `Int16Array` it makes). */
  function counted(pattern: string): { match: (s: string) => number; made: () => number } {
    let made = 0;
    class CountedInt16Array extends Int16Array {
      constructor(values: ArrayLike<number>) {
        super(values);
        made++;
      }
    }
    const code = compilePattern(pattern);
    const match = new Function('Int16Array', `return ${code}`)(CountedInt16Array) as (s: string) => number;
    return { match, made: () => made };
  }

  it.each(SPEC_PATTERNS)('of %s are read on the first string it reads, once, not when it loads', (pattern) => {
    const regex = new RegExp(pattern, 'u');
    const { match, made } = counted(pattern);
    expect(made()).toBe(0);
    for (const text of ['', 'a', '0.0.0.0/0', '1.32.9', '2025-01-31T12:00:00Z', '250m', '\u{1F600}']) {
      expect(match(text) !== -1).toBe(regex.test(text));
      expect(made()).toBe(1);
    }
  });
});

describe("the package's module of matchers (validators/matchers.js)", async () => {
  const file = join(REPO, 'generated', 'validators', 'matchers.js');
  const exported = [
    ...readFileSync(file, 'utf8').matchAll(/^export const (\w+) = \/\* \d+-state automaton of (".*") \*\//gm),
  ];
  const module = (await import(pathToFileURL(file).href)) as Record<string, (s: string) => number>;

  it('holds each compiled pattern once, as the compiler writes it', () => {
    const source = readFileSync(file, 'utf8');
    const patterns = exported.map(([, , pattern]) => JSON.parse(pattern as string) as string);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.length).toBeGreaterThanOrEqual(SPEC_PATTERNS.length - 1);
    for (const [whole, , pattern] of exported)
      expect(source).toContain(
        `${whole.slice(0, whole.indexOf(' = ') + 3)}${compilePattern(JSON.parse(pattern as string))};`,
      );
    expect(Object.keys(module).sort()).toEqual(exported.map(([, name]) => name).sort());
  });

  it.each(exported.map(([, name, pattern]) => [name as string, JSON.parse(pattern as string) as string]))(
    '%s answers as the regular expression does',
    (name, pattern) => {
      const regex = new RegExp(pattern, 'u');
      const match = module[name] as (s: string) => number;
      fc.assert(
        fc.property(fc.oneof(near(pattern), anyText, classEdges(pattern)), (text) => {
          const answer = match(text);
          expect(answer !== -1).toBe(regex.test(text));
          if (answer !== -1) expect(answer).toBe(hashText(text));
        }),
        { numRuns: 500 },
      );
    },
  );
});

describe('the pattern compiler', () => {
  it('takes every pattern of the spec but the lookahead ones', () => {
    expect(SPEC_PATTERNS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(UNSUPPORTED)('leaves %s to a regular expression', (pattern) => {
    expect(compilePattern(pattern)).toBeUndefined();
  });
});
