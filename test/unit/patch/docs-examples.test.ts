/**
 * docs/patch-semantics.md runs: every `json example` block is applied to the `json cluster` block
 * and must give exactly the changes (or the error) it shows, and the `json diff` block is exactly
 * what diffClusters returns for the change it describes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, diffClusters, validateCluster } from '../../../generated/index.js';
import { deepFreeze, fencedJson, setAt } from '../../helpers/json.ts';
import { REPO } from '../../helpers/spec.ts';

const markdown = readFileSync(join(REPO, 'docs', 'patch-semantics.md'), 'utf8');
const [cluster] = fencedJson(markdown, 'json cluster');
const examples = fencedJson(markdown, 'json example') as {
  patch: unknown;
  changes?: Record<string, unknown>;
  error?: { code: string; path: string };
}[];
const base = deepFreeze(cluster) as Parameters<typeof applyClusterPatch>[0];

describe('docs/patch-semantics.md', () => {
  it('holds one example cluster, valid, and enough examples', () => {
    expect(validateCluster(base)).toMatchObject({ ok: true });
    expect(examples.length).toBeGreaterThanOrEqual(40);
  });

  it('shows an example of every error code', () => {
    const codes = new Set(examples.flatMap((e) => (e.error === undefined ? [] : [e.error.code])));
    for (const code of [
      'FORBIDDEN_KEY',
      'INVALID_PATCH',
      'CONFLICT',
      'IMMUTABLE',
      'NOT_FOUND',
      'AMBIGUOUS',
      'EXISTS',
      'INVALID_RESULT',
    ]) {
      expect(codes).toContain(code);
    }
    expect(markdown).toContain("code: 'LIMIT'");
  });

  it.each(examples.map((e, i) => [i + 1, e] as const))('example %i gives what it shows', (_, example) => {
    const result = applyClusterPatch(base, deepFreeze(example.patch));
    if (example.error !== undefined) {
      expect(result).toMatchObject({ ok: false, error: example.error });
      return;
    }
    let expected: unknown = base;
    for (const [pointer, value] of Object.entries(example.changes ?? {})) expected = setAt(expected, pointer, value);
    expect(result).toEqual({ ok: true, value: expected });
  });

  it('shows the diff that diffClusters gives', () => {
    const [shown] = fencedJson(markdown, 'json diff');
    const target = applyClusterPatch(base, shown);
    if (!target.ok) throw new Error(JSON.stringify(target.error));
    expect(diffClusters(base, target.value)).toEqual(shown);
  });
});
