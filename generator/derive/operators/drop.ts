/** `$drop`: removes fields of the object it stands in (map or free-form keys, for open objects). */
import type { OperatorMember, PatchValue } from '../patch/types.ts';
import { code, listOf } from './members.ts';
import type { OperatorLevel, PatchOperator } from './types.ts';

export const drop: PatchOperator = {
  name: 'drop',
  key: '$drop',
  form: '$drop',
  summary: 'field names of this object (keys, for a map or free-form object) to remove',
  levels: ['object', 'element', 'map', 'free-form', 'unkeyed-element'],
  fieldKinds: [],
  membersAt: (level) => [member(level)],
};

function member(level: OperatorLevel): OperatorMember {
  return {
    key: drop.key,
    operator: drop.name,
    target: { kind: 'object' },
    value: listOf(entries(level)),
    description: level.description,
    doc: docLine(level),
  };
}

function entries(level: OperatorLevel): PatchValue {
  if (level.open !== undefined) return { kind: 'create', shape: level.open.keys };
  // The identifier of an element patch selects the element; it cannot be dropped (rule 10).
  const names = level.fields.filter((f) => f !== level.identifier).map((f) => f.name);
  return { kind: 'names', names };
}

function docLine(level: OperatorLevel): string {
  switch (level.kind) {
    case 'map':
    case 'free-form':
      return 'Removes the listed keys (absent keys: no change).';
    case 'unkeyed-element':
      return 'Removes the listed members from the selected element.';
    case 'element':
      return `Removes the listed fields from the element (never its identifier ${code(level.identifier?.name ?? '')}; absent fields: no change).`;
    case 'object':
      return 'Removes the listed fields (absent fields: no change).';
  }
}
