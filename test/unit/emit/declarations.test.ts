/**
 * Declarations keep the module's doc comment: the declaration emit attaches it to the first
 * statement and used to lose it with a statement the declarations leave out (an import only code
 * uses), so `patch/apply-open.d.ts` and `patch/apply-array.d.ts`, among others, shipped without it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedDeclarations } from '../../../generator/emit/declarations.ts';
import { REPO } from '../../helpers/spec.ts';

const DOC = '/**\n * What this module is.\n */\n';
const KEPT = '/**\n* What this module is.\n*/\n';

describe('isolatedDeclarations', () => {
  it.each([
    [
      'a value import first (left out of the declarations)',
      { given: `${DOC}import { quote } from './words.js';\nexport const a: string = quote('a');\n`, want: KEPT },
    ],
    [
      'a type import first (kept)',
      { given: `${DOC}import type { A } from './a.js';\nexport const a: A = 1;\n`, want: KEPT },
    ],
    [
      'an internal declaration first',
      { given: `${DOC}\n/** @internal */\nexport const hidden = 1;\nexport const a: number = 1;\n`, want: KEPT },
    ],
    ['a re-export first', { given: `${DOC}export * as words from './words.js';\n`, want: KEPT }],
    ['nothing but code it leaves out', { given: `${DOC}\nconst local = 1;\nlocal;\n`, want: KEPT }],
  ])('keeps the module doc comment before %s, once', (_what, { given, want }) => {
    const { code, errors } = isolatedDeclarations('area/module.ts', given);
    expect(errors).toEqual([]);
    expect(code.startsWith(want)).toBe(true);
    expect(code.indexOf('What this module is', want.length)).toBe(-1);
  });

  it.each([
    [
      'a comment of the declaration it is on',
      '/** The answer. */\nconst answer = 42;\nexport const b: number = answer;\n',
    ],
    [
      'a module comment tagged @internal',
      '/**\n * Not for users.\n * @internal\n */\nimport { x } from "./x.js";\nx;\n',
    ],
  ])('adds no module comment for %s', (_what, given) => {
    const { code } = isolatedDeclarations('area/module.ts', given);
    expect(code).not.toMatch(/answer|Not for users/);
  });
});

describe('the runtime declarations in generated/', () => {
  it("open with their source module's doc comment", async () => {
    const files = (await readdir(join(REPO, 'generated'), { recursive: true })).filter((f) => /\.d\.c?ts$/.test(f));
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = await readFile(join(REPO, 'generated', file), 'utf8');
      const source = /^\/\/ Types of (templates\/runtime\/\S+\.ts)\.$/m.exec(text)?.[1];
      if (source === undefined) continue;
      const comment = /^\/\*\*[\s\S]*?\*\//.exec(await readFile(join(REPO, source), 'utf8'))?.[0];
      if (comment === undefined) continue;
      checked += 1;
      const body = text.split('\n').slice(2).join('\n');
      if (!words(body).startsWith(words(comment))) missing.push(file);
    }
    expect(checked).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});

/** A comment's words, without its stars and line breaks. */
function words(text: string): string {
  return text.replace(/[\s*]+/g, ' ').trim();
}
