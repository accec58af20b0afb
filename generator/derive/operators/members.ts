/**
 * The members an operator of the vocabulary's table gives one patch level: one acting on the level
 * itself (`$drop`), one per field of a kind it targets (`$append/nodePools`), the rename of a
 * renamable identifier, and the key of any member of an unkeyed element (`$replace/<member>`).
 */
import type { FieldKind, LevelKind, PatchOperator } from '../../../templates/runtime/patch/vocabulary.ts';
import type { OperatorMember, PatchValue } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';
import { code, elementList, listOf, selectorList } from './array-entries.ts';
import type { OperatorContext, OperatorLevel } from './types.ts';

export function operatorMembers(
  operator: PatchOperator,
  level: OperatorLevel,
  context: OperatorContext,
): OperatorMember[] {
  if (!operator.levels.includes(level.kind)) return [];
  if (operator.fieldKinds.length === 0) return [levelMember(operator, level)];
  const fields = level.fields.filter((field) => operator.fieldKinds.includes(field.shape.kind));
  return [
    ...renames(operator, level),
    ...fields.map((field) => fieldMember(operator, field, fieldValue(operator, field, context), field.shape.kind)),
    ...anyMember(operator, level),
  ];
}

/** An operator on the level it stands in: `$drop`, valued with the level's field names or keys. */
function levelMember(operator: PatchOperator, level: OperatorLevel): OperatorMember {
  if (operator.value !== 'field-names') {
    throw new Error(`operator ${operator.name} acts on its level, so its value must be field names`);
  }
  // The identifier of an element patch selects the element; it cannot be dropped (rule 10).
  const names = level.fields.filter((f) => f !== level.identifier).map((f) => f.name);
  const entries: PatchValue =
    level.open !== undefined ? { kind: 'create', shape: level.open.keys } : { kind: 'names', names };
  return {
    key: operator.key,
    operator: operator.name,
    target: { kind: 'object' },
    value: listOf(entries),
    description: level.description,
    doc: docLine(operator, level.kind, { identifier: level.identifier?.name ?? '' }),
  };
}

function fieldMember(
  operator: PatchOperator,
  field: DerivedField,
  value: PatchValue,
  target: DocTarget,
): OperatorMember {
  const key = field.shape.kind === 'keyed-array' ? field.shape.key : '';
  return {
    key: operator.key + field.name,
    operator: operator.name,
    target: { kind: 'field', field: field.name },
    value,
    description: field.description,
    doc: docLine(operator, target, { field: field.name, key }),
  };
}

/** The value of an operator on one field, by what the table says it takes. */
function fieldValue(operator: PatchOperator, field: DerivedField, context: OperatorContext): PatchValue {
  switch (operator.value) {
    case 'whole-value':
      return { kind: 'create', shape: field.shape };
    case 'selectors':
      return selectorList(field, context);
    case 'elements':
      return elementList(field);
    case 'element-patches': {
      const key = field.shape.kind === 'keyed-array' ? field.shape.key : undefined;
      return listOf({ kind: 'patch', type: context.elementPatchOf(field) }, key);
    }
    case 'field-names':
      throw new Error(`operator ${operator.name} acts on fields, so its value cannot be field names`);
  }
}

/** The identifier of a keyed element that may be renamed (`x-mk8s-renamable`). */
function renames(operator: PatchOperator, level: OperatorLevel): OperatorMember[] {
  const id = level.identifier;
  if (operator.renames !== true || level.kind !== 'element' || id === undefined || !id.renamable) return [];
  return [fieldMember(operator, id, { kind: 'create', shape: id.shape }, 'rename')];
}

/** In an element patch of an unkeyed array, the key of any member (its name follows the prefix). */
function anyMember(operator: PatchOperator, level: OperatorLevel): OperatorMember[] {
  if (operator.anyMember !== true || level.kind !== 'unkeyed-element' || level.open === undefined) return [];
  return [
    {
      key: operator.key,
      operator: operator.name,
      target: { kind: 'any-member' },
      value: level.open.value,
      description: level.description,
      doc: docLine(operator, 'any-member', {}),
    },
  ];
}

type DocTarget = FieldKind | LevelKind | 'rename' | 'any-member';

/** The operator's docs line for a target, its placeholders filled in as Markdown code spans. */
function docLine(operator: PatchOperator, target: DocTarget, fill: Readonly<Record<string, string>>): string {
  const isField = target !== 'rename' && target !== 'any-member' && operator.fieldKinds.length > 0;
  const line = operator.docs[target] ?? (isField ? operator.docs.field : undefined);
  if (line === undefined) throw new Error(`operator ${operator.name} has no docs line for ${target}`);
  return line.replace(/\{(field|key|identifier)\}/g, (_, name: string) => code(fill[name] ?? ''));
}
