/** docs/spec-vocabulary.md documents exactly the annotations the check accepts. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANNOTATIONS } from '../../../generator/vocabulary.ts';
import { REPO } from '../../helpers/spec.ts';

describe('annotation vocabulary', () => {
  it('is documented, keyword for keyword', async () => {
    const doc = await readFile(join(REPO, 'docs', 'spec-vocabulary.md'), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*`(x-mk8s-[a-z-]+)`\s*\|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(ANNOTATIONS.map((a) => a.keyword).sort());
  });
});
