/**
 * The mixed old side: references to exported types point at the new side, and only the types a
 * check reads keep their old declarations (the others would only be parsed and bound).
 */
import { describe, expect, it } from 'vitest';
import { mixDeclarations, NEW_ALIAS } from '../../../generator/compat/types/mix.ts';
import { typescript } from '../../../generator/compat/types/typescript.ts';

const OLD = [
  '/** A taint. */',
  'export interface Taint { effect: Effect; key: string }',
  'export type Effect = "NoSchedule" | "NoExecute";',
  'interface Local { taint: Taint }',
  'export interface Pool { taints: Taint[]; local: Local }',
].join('\n');

function mixed(checked: readonly string[]): string {
  const ts = typescript();
  const file = ts.createSourceFile('/old/types.d.ts', OLD, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  return mixDeclarations(file, new Set(['Taint', 'Effect', 'Pool']), '../new/index.js', new Set(checked));
}

describe('mixDeclarations', () => {
  it.each([
    ['one checked type', { checked: ['Taint'], kept: ['Taint', 'Local'], left: ['Effect', 'Pool'] }],
    ['two checked types', { checked: ['Taint', 'Pool'], kept: ['Taint', 'Pool', 'Local'], left: ['Effect'] }],
    ['no checked type', { checked: [], kept: ['Local'], left: ['Taint', 'Effect', 'Pool'] }],
  ])('%s: keeps the checked and the local declarations only', (_, { checked, kept, left }) => {
    const text = mixed(checked);
    for (const name of kept) expect(text).toMatch(new RegExp(`(interface|type) ${name}\\b`));
    for (const name of left) expect(text).not.toMatch(new RegExp(`(interface|type) ${name}\\b`));
  });

  it('points references to other exported types at the new side, not those to local ones', () => {
    const text = mixed(['Taint', 'Pool']);
    expect(text).toContain(`import type * as ${NEW_ALIAS} from "../new/index.js";`);
    expect(text).toContain(`effect: ${NEW_ALIAS}.Effect`);
    expect(text).toContain(`taint: ${NEW_ALIAS}.Taint`);
    expect(text).toContain(`taints: ${NEW_ALIAS}.Taint[]; local: Local`);
  });
});
