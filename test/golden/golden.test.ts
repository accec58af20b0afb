/**
 * Golden outputs, one concept a case: `test/golden/<case>/spec/` generates, for each file the concept
 * shapes, exactly the file in `expected/`. The runtime the package ships (bundles and their
 * declarations) is the same for every spec and is snapshotted nowhere. Run
 * `npx vitest run test/golden -u` after an intended change and review the diff.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFrom, readSpec } from '../helpers/spec.ts';

const GOLDEN = import.meta.dirname;

/** Each case and the files its concept shapes. */
const CASES: Readonly<Record<string, readonly string[]>> = {
  'keyed-array': ['types.d.ts', 'patch-types.d.ts', 'schemas/cluster-patch.json', 'patch/cluster-model.js'],
  'exactly-one': ['types.d.ts', 'schemas/cluster.json', 'validators/index.js'],
  map: ['types.d.ts', 'patch-types.d.ts', 'schemas/cluster-patch.json'],
  'free-form': ['types.d.ts', 'patch-types.d.ts', 'schemas/cluster.json', 'schemas/cluster-patch.json'],
  'unkeyed-array': ['patch-types.d.ts', 'schemas/cluster-patch.json', 'docs/patch-body.md'],
  immutable: ['types.d.ts', 'schemas/cluster.json', 'patch/cluster-model.js'],
  'nested-element-patch': ['patch-types.d.ts', 'docs/patch-body.md', 'patch/cluster-model.js'],
  rename: ['patch-types.d.ts', 'schemas/cluster-patch.json', 'patch/cluster-model.js'],
  'scalar-array': ['types.d.ts', 'patch-types.d.ts', 'validators/index.js', 'validators/matchers.js'],
  'read-only-and-input': ['types.d.ts', 'schemas/cluster-create.json', 'patch/cluster-model.js'],
  'editor-schema': ['editor/cluster-file.json'],
  'named-scalar': ['types.d.ts', 'patch-types.d.ts'],
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => statSync(join(dir, p)).isFile())
    .map((p) => p.split('\\').join('/'))
    .sort();
}

it('every case folder is in the table, and every case of the table has a folder', () => {
  const folders = readdirSync(GOLDEN, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect(folders).toEqual(Object.keys(CASES).sort());
});

describe.each(Object.entries(CASES))('golden case %s', (name, shaped) => {
  it('generates the files its concept shapes, as expected', async () => {
    const result = await generateFrom(await readSpec(join(GOLDEN, name, 'spec')));
    if (!result.ok) throw new Error(`spec check failed: ${JSON.stringify(result.diagnostics)}`);
    const generated = new Map(result.value.map((file) => [file.path, file.contents]));
    for (const path of shaped) {
      const contents = generated.get(path);
      expect(contents, `${name} generates ${path}`).toBeDefined();
      await expect(contents).toMatchFileSnapshot(join(GOLDEN, name, 'expected', path));
    }
    // After the file snapshots, so `-u` writes new files first; a stale expected file still fails.
    expect(filesUnder(join(GOLDEN, name, 'expected'))).toEqual([...shaped].sort());
  });
});
