/** Helpers shared by the operator modules. */
import type { ScalarShape } from '../../ir/types.ts';
import type { OperatorMember, PatchValue } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';
import type { OperatorLevel, PatchOperator } from './types.ts';

/** One member per field of `level` whose kind `operator` targets (none where it may not stand). */
export function fieldMembers(
  operator: Pick<PatchOperator, 'name' | 'key' | 'levels' | 'fieldKinds'>,
  level: OperatorLevel,
  value: (field: DerivedField) => PatchValue,
  doc: (field: DerivedField) => string,
): OperatorMember[] {
  if (!operator.levels.includes(level.kind)) return [];
  return level.fields
    .filter((field) => operator.fieldKinds.includes(field.shape.kind))
    .map((field) => fieldMember(operator, field, value(field), doc(field)));
}

export function fieldMember(
  operator: Pick<PatchOperator, 'name' | 'key'>,
  field: DerivedField,
  value: PatchValue,
  doc: string,
): OperatorMember {
  return {
    key: operator.key + field.name,
    operator: operator.name,
    target: { kind: 'field', field: field.name },
    value,
    description: field.description,
    doc,
  };
}

/** A list of distinct items. */
export function listOf(items: PatchValue, key?: string): PatchValue {
  return key === undefined ? { kind: 'list', items } : { kind: 'list', items, key };
}

/** A scalar checked for its JSON type only: removal and retain entries, selectors (rules 3 and 10). */
export function typeOnly(shape: ScalarShape): PatchValue {
  return { kind: 'create', shape: { kind: 'scalar', types: shape.types, constraints: {} } };
}

/** Markdown code span of a name. */
export function code(name: string): string {
  return `\`${name}\``;
}
