/**
 * The annotation vocabulary (generator/vocabulary.ts): docs/spec-vocabulary.md documents exactly the
 * annotations the check accepts, and no other source of the generator spells an `x-mk8s-` name.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANNOTATION, ANNOTATIONS, EXTENSION } from '../../../generator/vocabulary.ts';
import { literals, literalsUnder } from '../../helpers/source.ts';
import { REPO } from '../../helpers/spec.ts';

describe('annotation vocabulary', () => {
  it('is documented, keyword for keyword', async () => {
    const doc = await readFile(join(REPO, 'docs', 'spec-vocabulary.md'), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*`(x-mk8s-[a-z-]+)`\s*\|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(ANNOTATIONS.map((a) => a.keyword).sort());
  });

  it('names each annotation once, as a constant', () => {
    expect(ANNOTATIONS.map((a) => a.keyword).sort()).toEqual(Object.values(ANNOTATION).sort());
    const names = [...Object.values(ANNOTATION), ...Object.values(EXTENSION)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('is spelled by no other source of the generator or the server', async () => {
    expect(literals('x.ts', "const k = node['x-mk8s-key'];").map((l) => l.text)).toContain('x-mk8s-key');
    const home = join('generator', 'vocabulary.ts');
    const spelled = (await literalsUnder(['generator', 'server'], [home]))
      .filter((literal) => literal.text.includes('x-mk8s-'))
      .map((literal) => `${literal.file}:${literal.line}`);
    expect(spelled).toEqual([]);
  });
});
