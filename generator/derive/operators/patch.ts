/** `$patch/<field>`: changes elements of an object array in place, through element patches. */
import type { DerivedField } from '../types.ts';
import { OBJECT_ARRAY_KINDS } from './array-entries.ts';
import { code, fieldMembers, listOf } from './members.ts';
import type { PatchOperator } from './types.ts';

export const patch: PatchOperator = {
  name: 'patch',
  key: '$patch/',
  form: '$patch/<field>',
  summary: 'element patches: each names one element (its identifier, or by example in an unkeyed array) and changes it',
  levels: ['object', 'element'],
  fieldKinds: OBJECT_ARRAY_KINDS,
  membersAt: (level, context) =>
    fieldMembers(
      patch,
      level,
      (field) => {
        const key = field.shape.kind === 'keyed-array' ? field.shape.key : undefined;
        return listOf({ kind: 'patch', type: context.elementPatchOf(field) }, key);
      },
      docLine,
    ),
};

function docLine(field: DerivedField): string {
  if (field.shape.kind === 'keyed-array') {
    return `Changes elements of ${code(field.name)} in place, each named by its ${code(field.shape.key)} (a missing element is NOT_FOUND).`;
  }
  return `Changes elements of ${code(field.name)} in place, each selected by example: its plain members must equal exactly one element.`;
}
