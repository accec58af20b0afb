/**
 * Golden outputs: each `test/golden/<case>/spec/` generates exactly `expected/`, one file per
 * artifact. Run `npx vitest run test/golden -u` after an intended change and review the diff.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFrom, readSpec } from '../helpers/spec.ts';

const GOLDEN = import.meta.dirname;
const cases = readdirSync(GOLDEN, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe.each(cases)('golden case %s', (name) => {
  it('generates the expected files', async () => {
    const result = await generateFrom(await readSpec(join(GOLDEN, name, 'spec')));
    if (!result.ok) throw new Error(`spec check failed: ${JSON.stringify(result.diagnostics)}`);
    for (const file of result.value) {
      await expect(file.contents).toMatchFileSnapshot(join(GOLDEN, name, 'expected', file.path));
    }
    // After the file snapshots, so `-u` writes new files first; a stale expected file still fails.
    const expected = readdirSync(join(GOLDEN, name, 'expected'), { recursive: true, encoding: 'utf8' })
      .filter((p) => statSync(join(GOLDEN, name, 'expected', p)).isFile())
      .map((p) => p.split('\\').join('/'))
      .sort();
    expect(result.value.map((f) => f.path)).toEqual(expected);
  });
});
