/** How docs name operators by what they do, so no text names a key the table may not have. */
import { formOf, type LevelKind, type PatchOperator } from '../../../templates/runtime/patch/vocabulary.ts';
import { code } from './array-entries.ts';

/** The keys that carry element patches, as docs write them: `` `$patch/<array>` ``. */
export function elementPatchKeys(operators: readonly PatchOperator[]): string {
  return keysOf(
    operators.filter((o) => o.value === 'element-patches'),
    '<array>',
  );
}

/** The keys that remove members of a level of this kind: `` `$drop` ``. */
export function removalKeys(operators: readonly PatchOperator[], level: LevelKind): string {
  return keysOf(
    operators.filter((o) => o.step === 'drop-fields' && o.levels.includes(level)),
    '<field>',
  );
}

function keysOf(operators: readonly PatchOperator[], placeholder: string): string {
  return operators.map((o) => code(formOf(o, placeholder))).join(' or ');
}
