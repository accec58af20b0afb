/**
 * `$replace/<field>`: sets an object, map or free-form field to a complete value in create shape.
 * Also the rename of a renamable identifier (`$replace/registry`) and, in an element patch of an
 * unkeyed array, the change of any member (`$replace/<member>`).
 */
import type { OperatorMember } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';
import { code, fieldMember, fieldMembers } from './members.ts';
import type { OperatorLevel, PatchOperator } from './types.ts';

export const replace: PatchOperator = {
  name: 'replace',
  key: '$replace/',
  form: '$replace/<field>',
  summary:
    'a complete value (create shape) for an object, map or free-form field; renames a renamable identifier; sets any member of a selected unkeyed element',
  levels: ['object', 'element', 'unkeyed-element'],
  fieldKinds: ['object', 'map', 'free-form'],
  membersAt: (level) => [...renames(level), ...fieldMembers(replace, level, wholeValue, docLine), ...anyMember(level)],
};

const wholeValue = (field: DerivedField) => ({ kind: 'create', shape: field.shape }) as const;

function docLine(field: DerivedField): string {
  return `Sets ${code(field.name)} to this complete value, replacing it whole.`;
}

/** The identifier of a keyed element that may be renamed (`x-mk8s-renamable`). */
function renames(level: OperatorLevel): OperatorMember[] {
  const id = level.identifier;
  if (level.kind !== 'element' || id === undefined || !id.renamable) return [];
  const doc = `Renames the element: its new ${code(id.name)}, unique in the array.`;
  return [fieldMember(replace, id, { kind: 'create', shape: id.shape }, doc)];
}

function anyMember(level: OperatorLevel): OperatorMember[] {
  if (level.kind !== 'unkeyed-element' || level.open === undefined) return [];
  return [
    {
      key: replace.key,
      operator: replace.name,
      target: { kind: 'any-member' },
      value: level.open.value,
      description: level.description,
      doc: 'Sets the member named after the slash in the selected element to this value (any JSON but null).',
    },
  ];
}
