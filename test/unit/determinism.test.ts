/** Same spec, same bytes: generation depends on nothing but its input. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFrom, REPO, readSpec } from '../helpers/spec.ts';

describe('determinism', () => {
  it('generates identical bytes twice from the project spec', async () => {
    const files = await readSpec(join(REPO, 'spec'));
    const first = await generateFrom(files);
    const second = await generateFrom(new Map([...files].reverse()));
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
  });
});
