/**
 * A patch level compiled for the validators' patch checks: its fields, identifier and operator keys,
 * with the lookups the checks make on every call (the operator keys on a field, and the array keys of
 * each field in the order of rule 6) built once, here, rather than per call.
 */
import type { CompiledField, CompiledOperators, CompiledType } from './model.js';
import type { ModelLevel } from './model-data.js';
import type { LevelKind, OperatorData } from './vocabulary.js';

/** A patch level as the validators judge it: its fields, identifier and operator keys. */
export interface CompiledLevel {
  readonly name: string;
  readonly kind: LevelKind;
  /** The create type or open object it patches, for messages. */
  readonly source: string;
  /** The fields of a closed level, by name (none for an open level). */
  readonly fields: ReadonlyMap<string, CompiledField>;
  readonly identifier: string | undefined;
  /** Every operator key the level takes, and the operator it belongs to. */
  readonly operators: ReadonlyMap<string, OperatorData>;
  /** The level's operator keys on one field (`$replace/provider`, `$append/firewall`), read without slicing. */
  readonly onField: ReadonlyMap<string, FieldOperator>;
  /** The array operator keys the level takes for each array field, in the operators' order (rule 6). */
  readonly arrayKeys: ReadonlyMap<string, readonly FieldOperator[]>;
  readonly readOnly: ReadonlySet<string> | undefined;
  readonly model: CompiledOperators;
}

/** An operator key on one field of a level: the operator, and the name of the field it targets. */
export interface FieldOperator {
  readonly key: string;
  readonly operator: OperatorData;
  /** The field named by the key's suffix. */
  readonly name: string;
  /**
   * Of an array field whose element patches may rename an element (rule 10: the model has a rename
   * operator and the elements' identifier is `renamable`), so that one `$patch/` list can conflict
   * with itself: the key of an element patch that renames (`$replace/name`).
   */
  readonly rename: string | undefined;
}

/** The compiled level of `level`; `type` is the create type it patches (closed levels). @internal */
export function compileLevel(
  level: ModelLevel,
  type: CompiledType | undefined,
  model: CompiledOperators,
): CompiledLevel {
  const closed = level.kind === 'object' || level.kind === 'element';
  const fields: ReadonlyMap<string, CompiledField> = closed && type !== undefined ? type.byName : new Map();
  const operators = new Map(
    level.operators.flatMap((key) => {
      const operator = model.of(key);
      return operator === undefined ? [] : [[key, operator] as const];
    }),
  );
  const onField = new Map<string, FieldOperator>();
  const arrayKeys = new Map<string, FieldOperator[]>();
  for (const [key, operator] of operators) {
    if (operator.value === 'field-names') continue;
    const name = key.slice(operator.key.length);
    const field = fields.get(name);
    const renamable = model.rename !== undefined && field?.type?.byName.get(field.key)?.renamable === true;
    const rename = renamable ? `${model.rename?.key}${field?.key}` : undefined;
    const target: FieldOperator = { key, operator, name, rename };
    onField.set(key, target);
    if (operator.group === 'array') arrayKeys.set(name, [...(arrayKeys.get(name) ?? []), target]);
  }
  const rank = (target: FieldOperator) => model.array.indexOf(target.operator);
  for (const list of arrayKeys.values()) list.sort((a, b) => rank(a) - rank(b));
  return {
    name: level.name,
    kind: level.kind,
    source: level.source,
    fields,
    identifier: level.identifier,
    operators,
    onField,
    arrayKeys,
    readOnly: closed ? type?.readOnly : undefined,
    model,
  };
}
