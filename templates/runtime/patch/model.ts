/**
 * The patch model, as data and compiled: the generator emits one `PatchModelData` (patch/cluster-model.js)
 * from the canonical schema and the vocabulary, and both the patch engine and the validators' patch
 * checks interpret it. The runtime holds no list of fields and no operator key of its own: a field
 * added to the schema, or an operator added to the vocabulary's table, needs no change here.
 */

import { fastIndex } from './fast-index.js';
import type { ModelLevel, ModelType, PatchModelData } from './model-data.js';
import { type CompiledLevel, compileLevel } from './model-level.js';
import { type FieldKind, isArrayKind, type OperatorData, type OperatorStep } from './vocabulary.js';

export type { ModelField, ModelLevel, ModelType, PatchModelData } from './model-data.js';
export type { CompiledLevel, FieldOperator } from './model-level.js';

/** What a key of a patch object does: a plain field, or an operator (on a field, or on the level). */
export interface KeyAction {
  readonly key: string;
  readonly step: OperatorStep | 'plain';
  readonly field: CompiledField | undefined;
}

export interface CompiledField {
  readonly name: string;
  readonly index: number;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly immutable: boolean;
  readonly renamable: boolean;
  /** A value checked in the field's create shape is valid where a resource (read form) holds it. */
  readonly sameOnRead: boolean;
  readonly key: string;
  /** A scalar, keyed or unkeyed array. */
  readonly array: boolean;
  /** The name is not a property of `Object.prototype`, so `object[name]` cannot reach the prototype. */
  readonly direct: boolean;
  /** Name of the object type or element type (`''` for other kinds). */
  readonly typeName: string;
  /** The type named by `typeName`, linked once every type is compiled. */
  type: CompiledType | undefined;
}

export interface CompiledType {
  readonly name: string;
  readonly fields: readonly CompiledField[];
  readonly byName: ReadonlyMap<string, CompiledField>;
  /** The same as `byName`, as a null-prototype object (the faster lookup on hot paths). */
  readonly index: { readonly [name: string]: CompiledField | undefined };
  /** Every key a patch of this type may hold (a fast-mode object; no prototype reached). */
  readonly actions: { readonly [key: string]: KeyAction | undefined };
  /** Members shown on read only. */
  readonly readOnly: ReadonlySet<string> | undefined;
  /** The operators of the model. */
  readonly operators: CompiledOperators;
  /** Whether an immutable field can be reached from this type (lets the engine skip comparisons). */
  holdsImmutable: boolean;
  /** The type's position in the model: which of the engine's copy sites copies it (`copyOfType`). */
  readonly slot: number;
}

/** The operators of the model, with the lookups the runtime needs. */
export interface CompiledOperators {
  readonly list: readonly OperatorData[];
  /** The operator a key belongs to: its own key, or the prefix of `<prefix><field>`. */
  readonly of: (key: string) => OperatorData | undefined;
  /** The operators of the array group (rule 5), in their order. */
  readonly array: readonly OperatorData[];
  /** The first operator taking each step: the one `diff` writes. */
  readonly byStep: { readonly [step in OperatorStep]?: OperatorData };
  /** The operator that sets any member of an element of an unkeyed array. */
  readonly anyMember: OperatorData | undefined;
  /** The operator that renames a keyed element. */
  readonly rename: OperatorData | undefined;
}

export interface CompiledModel {
  readonly root: CompiledType;
  readonly operators: CompiledOperators;
  /** The most bytes of a result's JSON text; infinite when the spec sets no limit. */
  readonly maxBytes: number;
  /** The most items any array of a resource may hold; infinite when the spec sets no bound. */
  readonly maxItems: number;
  /** Every level by the name of its patch type. */
  readonly levels: { readonly [name: string]: CompiledLevel | undefined };
}

export function compileModel(data: PatchModelData): CompiledModel {
  const operators = compileOperators(
    data.operators,
    data.levels.flatMap((level) => level.operators),
  );
  const keysOf = levelKeys(data.levels);
  // A Map, not an object: lookups by name never meet the prototype.
  const types = new Map<string, CompiledType>();
  for (const type of data.types) {
    types.set(type.name, compileType(type, keysOf.get(type.name) ?? [], operators, types.size));
  }
  for (const type of types.values()) {
    for (const field of type.fields) field.type = types.get(field.typeName);
  }
  markImmutable(types);
  const root = types.get(data.root);
  if (root === undefined) throw new Error(`patch model has no root type ${data.root}`);
  const levels = data.levels.map((level) => compileLevel(level, types.get(level.source), operators));
  return {
    root,
    operators,
    maxBytes: data.maxBytes ?? Number.POSITIVE_INFINITY,
    maxItems: data.maxItems ?? Number.POSITIVE_INFINITY,
    levels: fastIndex(levels.map((l) => [l.name, l])),
  };
}

/** The operators of `list`; `keys` are the operator keys the levels take, looked up without slicing. */
function compileOperators(list: readonly OperatorData[], keys: readonly string[]): CompiledOperators {
  const byKey = new Map(list.map((o) => [o.key, o]));
  const prefixed = list.filter((o) => o.key.endsWith('/'));
  const of = (key: string): OperatorData | undefined => {
    const exact = byKey.get(key);
    if (exact !== undefined) return exact;
    const slash = key.indexOf('/');
    if (slash === -1) return undefined;
    // the operator whose key is the text up to the first slash, compared in place (no copy made for
    // each of the many unknown keys a hostile patch may hold)
    for (const operator of prefixed)
      if (operator.key.length === slash + 1 && key.startsWith(operator.key)) return operator;
    return undefined;
  };
  const known = new Map<string, OperatorData>();
  for (const key of keys) {
    const operator = of(key);
    if (operator !== undefined) known.set(key, operator);
  }
  const byStep: { [step in OperatorStep]?: OperatorData } = {};
  for (const operator of list) byStep[operator.step] ??= operator;
  return {
    list,
    of: (key) => known.get(key) ?? of(key),
    array: list.filter((o) => o.group === 'array'),
    byStep,
    anyMember: list.find((o) => o.anyMember === true),
    rename: list.find((o) => o.renames === true),
  };
}

/** The operator keys of the closed levels, gathered by the create type each patches. */
function levelKeys(levels: readonly ModelLevel[]): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const level of levels) {
    if (level.kind !== 'object' && level.kind !== 'element') continue;
    keys.set(level.source, [...(keys.get(level.source) ?? []), ...level.operators]);
  }
  return keys;
}

function compileType(
  type: ModelType,
  keys: readonly string[],
  operators: CompiledOperators,
  slot: number,
): CompiledType {
  const fields = type.fields.map(
    (field, index): CompiledField => ({
      name: field.name,
      index,
      kind: field.kind,
      required: field.required === true,
      immutable: field.immutable === true,
      renamable: field.renamable === true,
      sameOnRead: field.differsOnRead !== true,
      key: field.key ?? '',
      array: isArrayKind(field.kind),
      direct: !(field.name in Object.prototype),
      typeName: field.kind === 'object' || field.kind === 'keyed-array' ? (field.type ?? '') : '',
      type: undefined,
    }),
  );
  const byName = new Map(fields.map((f) => [f.name, f]));
  const actions: KeyAction[] = fields.map((field) => ({ key: field.name, step: 'plain', field }));
  for (const key of new Set(keys)) {
    const operator = operators.of(key);
    if (operator === undefined) continue;
    // An operator on the level itself (`$drop`) is its key alone; one on a field, its prefix and the field.
    const onLevel = operator.value === 'field-names';
    const field = onLevel ? undefined : byName.get(key.slice(operator.key.length));
    if (onLevel ? key === operator.key : field !== undefined) actions.push({ key, step: operator.step, field });
  }
  return {
    name: type.name,
    fields,
    byName,
    index: fastIndex(fields.map((f) => [f.name, f])),
    actions: fastIndex(actions.map((a) => [a.key, a])),
    readOnly: type.readOnly === undefined ? undefined : new Set(type.readOnly),
    operators,
    holdsImmutable: false,
    slot,
  };
}

/** Marks every type from which an immutable field can be reached. */
function markImmutable(types: ReadonlyMap<string, CompiledType>): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const type of types.values()) {
      if (type.holdsImmutable) continue;
      if (type.fields.some((f) => f.immutable || f.type?.holdsImmutable === true)) {
        type.holdsImmutable = true;
        changed = true;
      }
    }
  }
}
