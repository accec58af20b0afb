/**
 * The pattern compiler turns anchored patterns into automata; each compiled matcher must answer
 * exactly as `new RegExp(pattern, 'u').test` does — on strings the pattern matches, on near misses,
 * and on any Unicode text (astral characters, lone surrogates) — and the patterns it cannot take
 * must stay regular expressions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePattern } from '../../../generator/emit/validators/regex/emit.ts';
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

function compiled(pattern: string): (s: string) => boolean {
  const code = compilePattern(pattern);
  if (code === undefined) throw new Error(`${pattern} did not compile`);
  return new Function(`return ${code}`)() as (s: string) => boolean;
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

describe.each([...SPEC_PATTERNS, ...CRAFTED])('the matcher of %s', (pattern) => {
  const regex = new RegExp(pattern, 'u');
  const match = compiled(pattern);

  it('answers as the regular expression does', () => {
    fc.assert(
      fc.property(fc.oneof(near(pattern), anyText), (text) => {
        expect(match(text)).toBe(regex.test(text));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the pattern compiler', () => {
  it('takes every pattern of the spec but the lookahead ones', () => {
    expect(SPEC_PATTERNS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(UNSUPPORTED)('leaves %s to a regular expression', (pattern) => {
    expect(compilePattern(pattern)).toBeUndefined();
  });
});
