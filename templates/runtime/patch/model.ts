/**
 * The patch model, as data and compiled: the generator emits one `PatchModelData` (patch/cluster-model.js)
 * from the canonical schema and the vocabulary, and both the patch engine and the validators' patch
 * checks interpret it. The runtime holds no list of fields and no operator key of its own: a field
 * added to the schema, or an operator added to the vocabulary's table, needs no change here.
 */
import { type FieldKind, isArrayKind, type LevelKind, type OperatorData, type OperatorStep } from './vocabulary.js';

export interface ModelField {
  readonly name: string;
  readonly kind: FieldKind;
  /** The object type of an `object` field, or the element type of a `keyed-array`. */
  readonly type?: string;
  /** The identifier of a `keyed-array`'s elements. */
  readonly key?: string;
  readonly required?: boolean;
  /** The value cannot change once the object holding it exists (`x-mk8s-immutable`). */
  readonly immutable?: boolean;
  /** An identifier that a patch may change (`x-mk8s-renamable`). */
  readonly renamable?: boolean;
  /**
   * A cluster as read holds this field in another shape than create and patch bodies give it
   * (`networking`, or a type that contains a read-only field): a value checked in its create shape
   * must be checked again where a result holds it.
   */
  readonly differsOnRead?: boolean;
}

export interface ModelType {
  /** Name of the type in its create (input) form. */
  readonly name: string;
  /** Fields as create and patch bodies take them, in schema order. */
  readonly fields: readonly ModelField[];
  /** Members shown on read only: a patch never names them and keeps them as they are. */
  readonly readOnly?: readonly string[];
}

/** One level a patch can reach (a patch type): where it stands and the operator keys it takes. */
export interface ModelLevel {
  /** Name of the patch type (`ClusterSpecPatch`). */
  readonly name: string;
  readonly kind: LevelKind;
  /** The create type a closed level patches; the map or free-form object an open level patches. */
  readonly source: string;
  /** `element`: the identifier, which selects the element. */
  readonly identifier?: string;
  /** Every operator key the level takes (for a key of any member, its prefix). */
  readonly operators: readonly string[];
}

export interface PatchModelData {
  /** The vocabulary's operators, in the order they apply (rule 6). */
  readonly operators: readonly OperatorData[];
  /** The create form of the resource. */
  readonly root: string;
  readonly types: readonly ModelType[];
  readonly levels: readonly ModelLevel[];
  /**
   * The most bytes the JSON text of a resource may hold (UTF-8, as `JSON.stringify` writes it): the
   * resource's `x-mk8s-max-bytes` in spec/. Absent when the spec sets no limit.
   */
  readonly maxBytes?: number;
}

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
}

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
  for (const type of data.types) types.set(type.name, compileType(type, keysOf.get(type.name) ?? [], operators));
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
    levels: fastIndex(levels.map((l) => [l.name, l])),
  };
}

/** The operators of `list`; `keys` are the operator keys the levels take, looked up without slicing. */
function compileOperators(list: readonly OperatorData[], keys: readonly string[]): CompiledOperators {
  const byKey = new Map(list.map((o) => [o.key, o]));
  const of = (key: string): OperatorData | undefined => {
    const exact = byKey.get(key);
    if (exact !== undefined) return exact;
    const slash = key.indexOf('/');
    return slash === -1 ? undefined : byKey.get(key.slice(0, slash + 1));
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

function compileType(type: ModelType, keys: readonly string[], operators: CompiledOperators): CompiledType {
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
  };
}

function compileLevel(level: ModelLevel, type: CompiledType | undefined, model: CompiledOperators): CompiledLevel {
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

/**
 * Values by name as a plain object whose prototype chain ends in an empty null-prototype object: no
 * key reaches `Object.prototype` (not even `__proto__`), yet V8 keeps it a fast object, unlike
 * `Object.create(null)`, which starts in dictionary mode and makes every lookup a hash lookup.
 */
function fastIndex<T>(entries: readonly (readonly [string, T])[]): Record<string, T | undefined> {
  const index = Object.create(EMPTY_PROTOTYPE) as Record<string, T | undefined>;
  for (const [name, value] of entries) {
    Object.defineProperty(index, name, { value, enumerable: true, writable: false, configurable: false });
  }
  return index;
}

const EMPTY_PROTOTYPE: object = Object.freeze(Object.create(null));

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
