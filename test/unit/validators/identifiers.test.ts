/**
 * Unique identifiers in large keyed arrays. The firewall's `sourceCIDR` is checked by a compiled
 * matcher, which hands the array the identifier's hash; repeats are found from those hashes, and
 * equal hashes of different identifiers (a collision, or many made on purpose) must never be taken
 * for a repeat nor hide one.
 */
import { validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { hashText } from '../../../templates/runtime/validators/identifier-table.ts';
import type { Json } from '../../helpers/bodies.ts';
import { addresses, withFirewall } from '../../helpers/firewall.ts';

function issues(value: Json): { path: string; code: string }[] {
  const result = validateClusterCreate(value);
  return result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }));
}

/** Two different addresses of the CIDR pattern with the same hash (30 bits: found among 200,000). */
function collidingAddresses(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const address = `${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}/${i % 33}`;
    const other = seen.get(hashText(address));
    if (other !== undefined && other !== address) return [other, address];
    seen.set(hashText(address), address);
  }
}

/** 2^count different strings with one hash: every choice of "Aa" or "BB" in each place. */
function collidingTexts(count: number): string[] {
  let texts = [''];
  for (let i = 0; i < count; i++) texts = texts.flatMap((t) => [`${t}Aa`, `${t}BB`]);
  return texts;
}

describe('identifiers of a large keyed array', () => {
  it.each([17, 100, 1000])('accepts %i distinct addresses', (count) => {
    expect(issues(withFirewall(addresses(count)))).toEqual([]);
  });

  it.each([
    ['the first and the last', 0, 999],
    ['neighbours', 500, 501],
    ['two far apart in the middle', 17, 640],
  ])('reports a repeat of %s', (_name, first, second) => {
    const sources = addresses(1000);
    sources[second] = sources[first] as string;
    expect(issues(withFirewall(sources))).toEqual([
      { path: `/spec/firewall/${second}/sourceCIDR`, code: 'DUPLICATE_IDENTIFIER' },
    ]);
  });

  it('reports every repeat, of valid and invalid identifiers alike', () => {
    const sources: unknown[] = addresses(40);
    sources[20] = sources[3];
    sources[30] = 'not an address';
    sources[31] = 'not an address';
    sources[32] = 42;
    sources[33] = 42;
    expect(issues(withFirewall(sources))).toEqual([
      { path: '/spec/firewall/30/sourceCIDR', code: 'PATTERN' },
      { path: '/spec/firewall/31/sourceCIDR', code: 'PATTERN' },
      { path: '/spec/firewall/32/sourceCIDR', code: 'INVALID_TYPE' },
      { path: '/spec/firewall/33/sourceCIDR', code: 'INVALID_TYPE' },
      { path: '/spec/firewall/20/sourceCIDR', code: 'DUPLICATE_IDENTIFIER' },
      { path: '/spec/firewall/31/sourceCIDR', code: 'DUPLICATE_IDENTIFIER' },
    ]);
  });

  it('takes two addresses of one hash for two addresses', () => {
    const [a, b] = collidingAddresses();
    expect(hashText(a)).toBe(hashText(b));
    const sources = addresses(30);
    sources[5] = a;
    sources[25] = b;
    expect(issues(withFirewall(sources))).toEqual([]);
    sources[26] = b;
    expect(issues(withFirewall(sources))).toEqual([
      { path: '/spec/firewall/26/sourceCIDR', code: 'DUPLICATE_IDENTIFIER' },
    ]);
  });

  it('stays exact and linear when every identifier has the same hash', () => {
    const texts = collidingTexts(9); // 512 strings, one hash
    expect(new Set(texts.map(hashText)).size).toBe(1);
    const found = issues(withFirewall(texts));
    expect(found).toHaveLength(512);
    expect(found.every(({ code }) => code === 'PATTERN')).toBe(true);
    const repeated = [...texts.slice(0, 511), texts[7]];
    expect(issues(withFirewall(repeated)).filter(({ code }) => code !== 'PATTERN')).toEqual([
      { path: '/spec/firewall/511/sourceCIDR', code: 'DUPLICATE_IDENTIFIER' },
    ]);
  });

  it('finds repeats in the values a patch appends', () => {
    const entries = addresses(20).map((sourceCIDR) => ({ sourceCIDR }));
    const patch = { spec: { '$append/firewall': [...entries, { sourceCIDR: '10.0.3.0/24' }] } };
    const result = validateClusterPatch(patch);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toEqual(['/spec/$append~1firewall/20/sourceCIDR']);
  });
});
