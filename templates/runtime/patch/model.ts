/**
 * What the patch engine knows about the resource, as data: the generator emits one `PatchModelData`
 * (patch/model.js) from the canonical schema, and the engine interprets it. The engine holds no list
 * of fields of its own, so a field added to the schema needs no change here.
 */

/** The field kinds of the canonical schema (docs/spec-vocabulary.md). */
export type FieldKind = 'scalar' | 'object' | 'map' | 'free-form' | 'scalar-array' | 'keyed-array' | 'unkeyed-array';

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
  /** An identifier that `$replace/<name>` may change (`x-mk8s-renamable`). */
  readonly renamable?: boolean;
}

export interface ModelType {
  /** Name of the type in its create (input) form. */
  readonly name: string;
  /** Name of the type's patch form. */
  readonly patch: string;
  /** Fields as create and patch bodies take them, in schema order. */
  readonly fields: readonly ModelField[];
  /** Fields shown on read only; a patch never names them and keeps them as they are. */
  readonly readOnly?: readonly string[];
}

export interface PatchModelData {
  readonly root: string;
  readonly types: readonly ModelType[];
}

/** Where a key of a patch object sends its value. */
export type Action = 'plain' | 'replace' | 'rename' | 'drop' | 'retain' | 'patch' | 'append';

/** One key a patch of a type may hold, and what it does. */
export interface KeyAction {
  readonly key: string;
  readonly action: Action;
  readonly field: CompiledField;
}

export interface CompiledField {
  readonly name: string;
  readonly index: number;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly immutable: boolean;
  readonly renamable: boolean;
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
  /** Every key a patch of this type may hold, except `$drop` (a fast-mode object; no prototype reached). */
  readonly actions: { readonly [key: string]: KeyAction | undefined };
  /** Whether an immutable field can be reached from this type (lets the engine skip comparisons). */
  holdsImmutable: boolean;
}

export interface CompiledModel {
  readonly root: CompiledType;
}

const ARRAY_OPERATORS: readonly ['drop' | 'retain' | 'append', string][] = [
  ['drop', '$drop/'],
  ['retain', '$retain/'],
  ['append', '$append/'],
];

export function compileModel(data: PatchModelData): CompiledModel {
  // A Map, not an object: lookups by name never meet the prototype.
  const types = new Map<string, CompiledType>();
  for (const type of data.types) types.set(type.name, compileType(type));
  for (const type of types.values()) {
    for (const field of type.fields) field.type = types.get(field.typeName);
  }
  markImmutable(types);
  const root = types.get(data.root);
  if (root === undefined) throw new Error(`patch model has no root type ${data.root}`);
  return { root };
}

function compileType(type: ModelType): CompiledType {
  const fields = type.fields.map(
    (field, index): CompiledField => ({
      name: field.name,
      index,
      kind: field.kind,
      required: field.required === true,
      immutable: field.immutable === true,
      renamable: field.renamable === true,
      key: field.key ?? '',
      array: field.kind === 'scalar-array' || field.kind === 'keyed-array' || field.kind === 'unkeyed-array',
      direct: !(field.name in Object.prototype),
      typeName: field.kind === 'object' || field.kind === 'keyed-array' ? (field.type ?? '') : '',
      type: undefined,
    }),
  );
  const actions: KeyAction[] = [];
  const add = (key: string, action: Action, field: CompiledField) => actions.push({ key, action, field });
  for (const field of fields) {
    add(field.name, 'plain', field);
    if (field.renamable) add(`$replace/${field.name}`, 'rename', field);
    else if (field.kind === 'object' || field.kind === 'map' || field.kind === 'free-form') {
      add(`$replace/${field.name}`, 'replace', field);
    }
    if (field.array) {
      for (const [action, prefix] of ARRAY_OPERATORS) add(prefix + field.name, action, field);
      if (field.kind !== 'scalar-array') add(`$patch/${field.name}`, 'patch', field);
    }
  }
  return {
    name: type.name,
    fields,
    byName: new Map(fields.map((f) => [f.name, f])),
    index: fastIndex(fields.map((f) => [f.name, f])),
    actions: fastIndex(actions.map((a) => [a.key, a])),
    holdsImmutable: false,
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
