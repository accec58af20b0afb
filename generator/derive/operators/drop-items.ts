/** `$drop/<field>`: removes elements of an array, named by identifier, value or whole element. */
import { ARRAY_KINDS, entriesPhrase, selectorList } from './array-entries.ts';
import { fieldMembers } from './members.ts';
import type { PatchOperator } from './types.ts';

export const dropItems: PatchOperator = {
  name: 'drop-items',
  key: '$drop/',
  form: '$drop/<field>',
  summary: 'identifiers (object arrays), values (scalar arrays) or whole elements (unkeyed arrays) to remove',
  levels: ['object', 'element'],
  fieldKinds: ARRAY_KINDS,
  membersAt: (level, context) =>
    fieldMembers(
      dropItems,
      level,
      (field) => selectorList(field, context),
      (field) => `Removes ${entriesPhrase(field)} (absent ones: no change).`,
    ),
};
