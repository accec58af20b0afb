/**
 * A named type for every titled schema of spec/ (the API surface: "a named type for every provider
 * block, node pool, add-on and shared type"): each `title` is a type declared in `types.d.ts` and
 * exported from the package root, shared maps (`StringMap`, `ClusterTags`) as much as objects and
 * scalars, and the fields that use a titled map name it instead of spelling its shape again.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames } from '../../generator/compat/types/exports.ts';
import { REPO, readSpec } from '../helpers/spec.ts';

/** The `title` of every schema in a spec file (a member named `title` under `properties` is a field). */
function titles(node: unknown, underProperties = false): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => titles(item));
  if (typeof node !== 'object' || node === null) return [];
  const own = !underProperties && typeof (node as { title?: unknown }).title === 'string';
  return [
    ...(own ? [(node as { title: string }).title] : []),
    ...Object.entries(node).flatMap(([key, member]) => titles(member, key === 'properties' && !underProperties)),
  ];
}

describe('titled schemas', async () => {
  const spec = await readSpec(join(REPO, 'spec'));
  const all = [...new Set([...spec.values()].flatMap((text) => titles(JSON.parse(text))))].sort();
  const dir = join(REPO, 'generated');
  const files = new Map(
    await Promise.all(
      ['index.d.ts', 'types.d.ts', 'patch-types.d.ts'].map(
        async (f) => [f, await readFile(join(dir, f), 'utf8')] as const,
      ),
    ),
  );
  const fromRoot = exportedNames({ files, entry: 'index.d.ts' });
  const declared = exportedNames({ files, entry: 'types.d.ts' });

  it('are read from spec/ (shared maps among them, so the tests below can fail)', () => {
    expect(all).toEqual(expect.arrayContaining(['Cluster', 'StringMap', 'ClusterTags', 'VendorBNodePool', 'Cidr']));
  });

  it.each(all)('%s is a type of types.d.ts, exported from the package root', (title) => {
    expect(declared.get(title)?.isType, title).toBe(true);
    expect(fromRoot.get(title)?.isType, title).toBe(true);
  });

  it('no field spells the shape of a titled map again: the maps are named where they are used', () => {
    const types = files.get('types.d.ts') ?? '';
    expect(types).toMatch(/\blabels\?: StringMap;/);
    expect(types).toMatch(/\btags\?: ClusterTags;/);
    expect(types.match(/\{ \[key: string\]: string \}/g) ?? []).toEqual([]);
  });
});
