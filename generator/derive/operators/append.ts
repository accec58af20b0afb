/** `$append/<field>`: adds complete elements at the end of an array. */
import type { DerivedField } from '../types.ts';
import { ARRAY_KINDS, elementList } from './array-entries.ts';
import { code, fieldMembers } from './members.ts';
import type { PatchOperator } from './types.ts';

export const append: PatchOperator = {
  name: 'append',
  key: '$append/',
  form: '$append/<field>',
  summary: 'complete elements (create shape) to add at the end of the array',
  levels: ['object', 'element'],
  fieldKinds: ARRAY_KINDS,
  membersAt: (level) => fieldMembers(append, level, elementList, docLine),
};

function docLine(field: DerivedField): string {
  const name = code(field.name);
  switch (field.shape.kind) {
    case 'keyed-array':
      return `Adds these complete elements at the end of ${name} (one equal to an existing element: no change; same ${code(field.shape.key)}, different content: EXISTS).`;
    case 'unkeyed-array':
      return `Adds these complete elements at the end of ${name}.`;
    default:
      return `Adds these values at the end of ${name} (values already present: no change).`;
  }
}
