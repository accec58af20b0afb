/**
 * The check's lists of reserved names are complete: every name the emitted declarations declare
 * or use, other than the spec's own types, is one a title may not take.
 */
import { describe, expect, it } from 'vitest';
import { GLOBAL_NAMES, PACKAGE_NAMES } from '../../../generator/check/reserved-names.ts';
import { generate } from '../../../generator/run.ts';
import { REPO } from '../../helpers/spec.ts';

/**
 * The code of a declaration file without comments, string literals and member names (`InvalidBody:`
 * of a table's type is a key, not a name in scope that a spec type could clash with; the name of a
 * `const` is kept).
 */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, ' ')
    .replace(/(?<!\b(?:const|let|var)\s+)\b[A-Za-z_$][\w$]*\??:/g, ' ');
}

describe('reserved type names', () => {
  it('cover every name the emitted declarations declare or use besides the spec’s types', async () => {
    const { files, diagnostics } = await generate({ cwd: REPO });
    expect(diagnostics).toEqual([]);
    const declarations = files.filter((f) => f.path.endsWith('.d.ts'));
    const specTypes = new Set(
      declarations
        .filter((f) => f.path === 'types.d.ts' || f.path === 'patch-types.d.ts')
        .flatMap((f) => [...f.contents.matchAll(/export (?:interface|type) ([A-Za-z0-9]+)/g)].map((m) => m[1])),
    );
    expect(specTypes.has('ClusterPatch')).toBe(true);
    const used = new Set(declarations.flatMap((f) => codeOnly(f.contents).match(/\b[A-Z][A-Za-z0-9]+\b/g) ?? []));
    const unlisted = [...used].filter((n) => !specTypes.has(n) && !PACKAGE_NAMES.has(n) && !GLOBAL_NAMES.has(n));
    expect(unlisted.sort()).toEqual([]);
  });

  it('the package’s own names are not spec types, so the list holds no title by mistake', async () => {
    const { files } = await generate({ cwd: REPO });
    const types = files.find((f) => f.path === 'types.d.ts')?.contents ?? '';
    expect([...PACKAGE_NAMES].filter((n) => new RegExp(`export (interface|type) ${n}\\b`).test(types))).toEqual([]);
  });
});
