/**
 * Runs the table of spec edits on one spec: every edit applied to a copy of it, compared with the
 * unedited copy, must give the expected verdict, codes and audiences. The base is generated once,
 * each edited version once.
 */
import { describe, expect, it } from 'vitest';
import {
  compareFiles,
  GOLDEN_CORPUS,
  GOLDEN_SPEC,
  MAIN_SPEC,
  readSpec,
  repositoryCorpus,
} from '../../helpers/compat.ts';
import { applyEdit, type EditCase } from './edit-table.ts';
import { FIELD_EDITS } from './edits-fields.ts';
import { VALUE_EDITS } from './edits-values.ts';

export const EDITS: readonly EditCase[] = [...FIELD_EDITS, ...VALUE_EDITS];

export function runEdits(variant: 'golden' | 'spec'): void {
  describe(`spec edits on ${variant === 'golden' ? 'the golden spec' : 'spec/'}`, () => {
    it.each(EDITS.map((e) => [e.name, e] as const))('%s', { timeout: 120_000 }, async (_name, edit) => {
      const spec = await readSpec(variant === 'golden' ? GOLDEN_SPEC : MAIN_SPEC);
      const base = applyEdit(spec, edit.setup?.[variant]);
      const current = applyEdit(base, edit[variant]);
      const corpus = variant === 'golden' ? GOLDEN_CORPUS : await repositoryCorpus();
      const got = await compareFiles(base, current, corpus);
      const want = variant === 'spec' ? { ...edit.want, ...edit.wantSpec } : edit.want;
      expect(
        { verdict: got.verdict, codes: got.codes, breaks: got.breaks },
        JSON.stringify(got.changes, null, 1),
      ).toEqual({
        verdict: want.verdict,
        codes: [...want.codes].sort(),
        breaks: want.breaks,
      });
    });
  });
}
