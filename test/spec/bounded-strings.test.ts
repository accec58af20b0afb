/**
 * Bounded records (issue 14): every string of the schema has a `maxLength` chosen for what it holds
 * (or an `enum` or `const`, which bound it), a bound never cuts a value a string's pattern allows
 * when the pattern itself is bounded, and the resource as a whole is bounded at 1 MiB of JSON text.
 * The lengths chosen are listed, with their reasons, in docs/decisions.md (Schema).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkSchemas } from '../../generator/check/walk.ts';
import { buildDfa } from '../../generator/emit/validators/regex/dfa.ts';
import { parsePattern } from '../../generator/emit/validators/regex/parse.ts';
import { loadSpec, type RawSpec } from '../../generator/load.ts';
import { schemaTypes } from '../../generator/resolve.ts';
import { SPEC_ROOTS } from '../../generator/run.ts';
import { ANNOTATION } from '../../generator/vocabulary.ts';
import { REPO, readSpec } from '../helpers/spec.ts';

let spec: RawSpec;
beforeAll(async () => {
  const raw = await loadSpec({ files: await readSpec(join(REPO, 'spec')), roots: SPEC_ROOTS });
  if (!raw.ok) throw new Error(JSON.stringify(raw.diagnostics));
  spec = raw.value;
});

function stringSites() {
  return walkSchemas(spec).filter((site) => schemaTypes(site.node).includes('string'));
}

/** The longest string an anchored pattern matches, `Infinity` when unbounded, `undefined` when not compiled. */
function longestMatch(pattern: string): number | undefined {
  const parsed = parsePattern(pattern);
  const dfa = parsed === undefined ? undefined : buildDfa(parsed);
  if (dfa === undefined) return undefined;
  const memo = new Map<number, number>();
  const active = new Set<number>();
  const longest = (state: number): number => {
    const known = memo.get(state);
    if (known !== undefined) return known;
    if (active.has(state)) return Number.POSITIVE_INFINITY;
    active.add(state);
    let best = dfa.accepting[state] ? 0 : Number.NEGATIVE_INFINITY;
    for (const next of dfa.next[state] ?? []) if (next >= 0) best = Math.max(best, longest(next) + 1);
    active.delete(state);
    memo.set(state, best);
    return best;
  };
  return longest(0);
}

describe('bounded records', () => {
  it('gives every string of the schema a maxLength, unless an enum or const bounds it', () => {
    const sites = stringSites();
    expect(sites.length).toBeGreaterThan(150);
    const unbounded = sites
      .filter(
        (site) => site.node.maxLength === undefined && site.node.enum === undefined && site.node.const === undefined,
      )
      .map((site) => `${site.location.file}#${site.location.pointer}`);
    expect(unbounded).toEqual([]);
  });

  it('never bounds a string below the longest value its pattern allows', () => {
    const cut = stringSites().flatMap((site) => {
      const { pattern, maxLength } = site.node;
      if (typeof pattern !== 'string' || typeof maxLength !== 'number') return [];
      const longest = longestMatch(pattern);
      return longest !== undefined && Number.isFinite(longest) && longest > maxLength
        ? [`${site.location.file}#${site.location.pointer}: ${maxLength} < ${longest}`]
        : [];
    });
    expect(cut).toEqual([]);
    // The CIDR types are the bounded patterns of the schema: their maxLength is exactly the longest match.
    const cidr = stringSites().find((site) => site.node.title === 'Cidr');
    expect(longestMatch(String(cidr?.node.pattern))).toBe(cidr?.node.maxLength);
  });

  it('bounds the resource at 1 MiB of JSON text, on its root schema', () => {
    expect(spec.docs.get('cluster.json')).toMatchObject({ [ANNOTATION.maxBytes]: 1024 * 1024 });
  });
});
