/**
 * The CONFLICT rules in the published patch schema: Ajv (defaults) on `schemas/cluster-patch.json`
 * and `validateClusterPatch` judge patches that target one field twice — the cases the issue
 * reported, and rule-4/5 conflicts injected at random levels of valid patches. Where Ajv refuses,
 * ours says CONFLICT; where Ajv accepts, the conflict is one of the named rules JSON Schema cannot
 * state (`UNSTATABLE`, docs/decisions.md "Patch schema: the CONFLICT rules it carries").
 */
import { validateClusterPatch } from '@mk8s/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ajvFor, isConflictRule } from '../helpers/ajv.ts';
import { type Gen, genCluster } from './arbitrary.ts';
import { withConflict } from './inject-conflict.ts';
import { randomPatch } from './random-patch.ts';

const RUNS = Number(process.env.MK8S_PROPERTY_RUNS ?? 1000);
const ajv = ajvFor('cluster-patch.json');

/**
 * The CONFLICT rules JSON Schema cannot state, by where our validator reports them: each compares
 * values across two members (an element named in two lists) or a member name with a list entry
 * (a map key both dropped and set), which needs `$data`-like references the standard lacks.
 */
const UNSTATABLE: readonly { name: string; at: RegExp }[] = [
  // Rule 5: one element named by two of $drop/, $patch/, $append/; one patched or appended but not
  // listed in $retain/; rule 10: an unkeyed $append/ entry equal to a $drop/ entry.
  { name: 'an element named twice, or not retained', at: /\/\$(?:drop|retain|patch|append)~1[^/]+\/\d+$/ },
  // Rule 10: a rename to an identifier another operator on the array names.
  { name: 'a rename to a named identifier', at: /\/\$patch~1[^/]+\/\d+\/\$replace~1[^/]+$/ },
  // Rule 4 at an open level: a map key, free-form key or unkeyed element member dropped and set.
  { name: 'a key of an open object dropped and set', at: /\/(?:[^$/][^/]*|\$replace~1[^/]+)$/ },
];

function judge(patch: unknown) {
  const result = validateClusterPatch(patch);
  const ours = result.ok ? [] : result.errors;
  const schemaValid = ajv(patch);
  return { ours, schemaValid, ajvErrors: ajv.errors ?? [] };
}

describe('the published patch schema carries the CONFLICT rules JSON Schema can state', () => {
  it.each([
    ['a plain map and $replace/ of it', { tags: { a: 'b' }, '$replace/tags': { c: 'd' } }],
    ['$drop/ with $retain/', { spec: { '$drop/firewall': [], '$retain/firewall': [] } }],
    ['a $drop entry beside the plain field', { spec: { $drop: ['version'], version: '1.32.9' } }],
    ['a $drop entry beside an array operator', { spec: { $drop: ['firewall'], '$append/firewall': [] } }],
    ['a plain array and an array operator', { spec: { firewall: [], '$drop/firewall': [] } }],
  ])('%s: both refuse, ours with CONFLICT', (_name, patch) => {
    const { ours, schemaValid, ajvErrors } = judge(patch);
    expect(schemaValid, JSON.stringify(ajvErrors)).toBe(false);
    expect(ajvErrors.some(isConflictRule)).toBe(true);
    expect(ours.map((i) => i.code)).toContain('CONFLICT');
  });

  it('a field targeted once is accepted by both', () => {
    const patch = { tags: { a: 'b' }, spec: { $drop: ['addOns'], '$drop/firewall': [] } };
    expect(judge(patch)).toMatchObject({ ours: [], schemaValid: true });
  });

  it(`on ${RUNS} injected conflicts, Ajv refuses or the conflict is one of the named unstatable rules`, {
    timeout: Math.max(60_000, RUNS * 60),
  }, () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.gen(), (g: Gen) => {
        const base = randomPatch(g, genCluster(g), { unsafe: false });
        fc.pre(validateClusterPatch(base).ok);
        const patch = JSON.parse(JSON.stringify(withConflict(g, base)));
        const { ours, schemaValid, ajvErrors } = judge(patch);
        const conflicts = ours.filter((i) => i.code === 'CONFLICT');
        expect(conflicts.length, JSON.stringify(ours)).toBeGreaterThan(0);
        // Ajv refuses for a stated CONFLICT rule only, never for another reason.
        const other = ajvErrors.filter((e) => !isConflictRule(e));
        expect(schemaValid || other.length === 0, JSON.stringify(other)).toBe(true);
        const kind = schemaValid ? conflicts.map(unstatable) : ['stated in the schema'];
        for (const k of kind) seen.set(k, (seen.get(k) ?? 0) + 1);
        expect(kind, `${JSON.stringify(patch)} ${JSON.stringify(conflicts)}`).not.toContain('unnamed');
      }),
      { numRuns: RUNS, seed: 20_251_123 },
    );
    // Most injected conflicts are stated by the schema; both kinds occur.
    expect(seen.get('stated in the schema') ?? 0).toBeGreaterThan(RUNS / 4);
    expect(seen.get(UNSTATABLE[0]?.name ?? '') ?? 0).toBeGreaterThan(0);
  });
});

function unstatable(issue: { path: string }): string {
  return UNSTATABLE.find((rule) => rule.at.test(issue.path))?.name ?? 'unnamed';
}
