/** `$retain/<field>`: keeps only the listed elements of an array, in their order. */
import { ARRAY_KINDS, entriesPhrase, selectorList } from './array-entries.ts';
import { fieldMembers } from './members.ts';
import type { PatchOperator } from './types.ts';

export const retain: PatchOperator = {
  name: 'retain',
  key: '$retain/',
  form: '$retain/<field>',
  summary: 'the elements to keep, named as for `$drop/<field>`; every other element is removed',
  levels: ['object', 'element'],
  fieldKinds: ARRAY_KINDS,
  membersAt: (level, context) =>
    fieldMembers(
      retain,
      level,
      (field) => selectorList(field, context),
      (field) => `Keeps only ${entriesPhrase(field)}, in their order, and removes every other element.`,
    ),
};
