/**
 * The patch form, derived from the create form: every level a patch can reach becomes a named
 * `PatchType` with its plain members and its operator members (from `OPERATORS`).
 * @see ../../../docs/decisions.md (Patch bodies)
 */
import { formOf, OPERATORS, type PatchOperator } from '../../../templates/runtime/patch/vocabulary.ts';
import type { FieldShape, FreeFormShape, KeyedArrayShape, MapShape } from '../../ir/types.ts';
import { code, typeOnly } from '../operators/array-entries.ts';
import { operatorMembers } from '../operators/members.ts';
import type { OperatorContext, OperatorLevel } from '../operators/types.ts';
import type { DerivedField, DerivedModel, DerivedType } from '../types.ts';
import { PatchNames, patchName, singularPascal } from './names.ts';
import type { OperatorMember, PatchField, PatchModel, PatchType, PatchValue } from './types.ts';

export function derivePatch(create: DerivedModel, operators: readonly PatchOperator[] = OPERATORS): PatchModel {
  const builder = new PatchBuilder(create, operators);
  const root = builder.objectPatch(create.root);
  const bounded = create.maxBytes === undefined ? {} : { maxBytes: create.maxBytes };
  return { form: 'patch', root, types: builder.types, ...bounded };
}

class PatchBuilder {
  readonly types = new Map<string, PatchType>();
  private readonly names = new PatchNames();
  private readonly context: OperatorContext = {
    identifierOf: (shape) => this.identifierOf(shape),
    elementPatchOf: (field) => this.elementPatch(field),
  };

  constructor(
    private readonly create: DerivedModel,
    private readonly operators: readonly PatchOperator[],
  ) {}

  /** The patch of a closed object (by its create-form name). */
  objectPatch(createName: string): string {
    const type = this.createType(createName);
    const name = this.names.claimFirst([patchName(type.source)], `object:${createName}`);
    return this.build(name, () => this.closedType(name, 'object', type, undefined));
  }

  /** The element patch of an object array field. */
  private elementPatch(field: DerivedField): string {
    const shape = field.shape;
    if (shape.kind === 'keyed-array') {
      const type = this.createType(shape.items);
      const identity = `element:${shape.items}:${shape.key}`;
      const name = this.names.claimFirst([patchName(type.source), patchName(`${type.source}Element`)], identity);
      return this.build(name, () => this.closedType(name, 'element', type, shape.key));
    }
    if (shape.kind !== 'unkeyed-array') throw new Error(`${field.name} is not an array of objects`);
    const items = shape.items;
    // The spec check refuses an unkeyed array of closed objects wherever a create or patch body reaches it.
    if (items.kind !== 'free-form') throw new Error(`${field.name} holds closed objects without identifier`);
    const name = this.names.claimFirst([patchName(singularPascal(field.name))], `unkeyed:${items.name}`);
    const changes = this.operators
      .filter((operator) => operator.levels.includes('unkeyed-element'))
      .map((operator) => code(formOf(operator, '<member>')))
      .join(' and ');
    const description = `One element of \`${field.name}\`, selected by example: its plain members must equal those of exactly one element, which ${changes} then change.`;
    return this.build(name, () =>
      this.openType(name, 'unkeyed-element', items.name, description, {
        keys: items.keys,
        value: { kind: 'json', of: items },
      }),
    );
  }

  private mapPatch(shape: MapShape): string {
    const { name: title = 'Map', description = '', ...structure } = shape;
    const name = this.names.claimFirst([patchName(title)], `map:${JSON.stringify(structure)}`);
    const open = { keys: shape.keys, value: { kind: 'create', shape: shape.values } } as const;
    return this.build(name, () => this.openType(name, 'map', title, description, open));
  }

  private freeFormPatch(shape: FreeFormShape): string {
    const name = this.names.claimFirst([patchName(shape.name)], `free-form:${shape.name}`);
    const open = { keys: shape.keys, value: { kind: 'json-patch', of: shape } } as const;
    return this.build(name, () => this.openType(name, 'free-form', shape.name, shape.description, open));
  }

  /** Registers `name` before building it, so types list in the order a reader meets them. */
  private build(name: string, make: () => PatchType): string {
    if (this.types.has(name)) return name;
    this.types.set(name, { ...EMPTY, name });
    this.types.set(name, make());
    return name;
  }

  private closedType(name: string, kind: 'object' | 'element', type: DerivedType, key: string | undefined): PatchType {
    const identifier = key === undefined ? undefined : type.fields.find((f) => f.name === key);
    if (key !== undefined && identifier === undefined) throw new Error(`${type.name} has no identifier ${key}`);
    const fields = type.fields.map((field) => this.plainField(field, field === identifier));
    const level: OperatorLevel = { kind, description: type.description, fields: type.fields, identifier };
    return {
      ...EMPTY,
      name,
      kind,
      description: type.description,
      source: type.name,
      choice: type.choice,
      fields,
      ...(key !== undefined ? { identifier: key } : {}),
      operators: this.operatorsAt(level),
    };
  }

  private openType(
    name: string,
    kind: 'map' | 'free-form' | 'unkeyed-element',
    source: string,
    description: string,
    open: NonNullable<PatchType['open']>,
  ): PatchType {
    const level: OperatorLevel = { kind, description, fields: [], open };
    const selectorRequired = kind === 'unkeyed-element';
    return { ...EMPTY, name, kind, description, source, open, selectorRequired, operators: this.operatorsAt(level) };
  }

  private plainField(field: DerivedField, selector: boolean): PatchField {
    const shape = field.shape;
    if (selector && shape.kind !== 'scalar') throw new Error(`identifier ${field.name} is not a scalar`);
    return {
      name: field.name,
      description: field.description,
      required: selector,
      immutable: field.immutable,
      kind: shape.kind,
      // The identifier of an element patch selects; only its JSON type is checked (rule 10).
      value: selector && shape.kind === 'scalar' ? typeOnly(shape) : this.plainValue(shape),
    };
  }

  /** Plain members: objects, maps and free-form objects merge as nested patches; the rest is set whole. */
  private plainValue(shape: FieldShape): PatchValue {
    switch (shape.kind) {
      case 'object':
        return { kind: 'patch', type: this.objectPatch(shape.type) };
      case 'map':
        return { kind: 'patch', type: this.mapPatch(shape) };
      case 'free-form':
        return { kind: 'patch', type: this.freeFormPatch(shape) };
      default:
        return { kind: 'create', shape };
    }
  }

  /** Every operator's members, ordered: `$drop` first, then by target field, then by operator. */
  private operatorsAt(level: OperatorLevel): OperatorMember[] {
    const order = new Map(level.fields.map((field, index) => [field.name, index]));
    const rank = (member: OperatorMember): number => {
      if (member.target.kind === 'object') return -1;
      if (member.target.kind === 'any-member') return level.fields.length;
      return order.get(member.target.field) ?? level.fields.length;
    };
    return this.operators
      .flatMap((operator, index) => operatorMembers(operator, level, this.context).map((m) => ({ m, index })))
      .sort((a, b) => rank(a.m) - rank(b.m) || a.index - b.index)
      .map(({ m }) => m);
  }

  private createType(name: string): DerivedType {
    const type = this.create.types.get(name);
    if (type === undefined) throw new Error(`the create form has no type ${name}`);
    return type;
  }

  private identifierOf(shape: KeyedArrayShape): DerivedField {
    const field = this.createType(shape.items).fields.find((f) => f.name === shape.key);
    if (field === undefined) throw new Error(`${shape.items} has no identifier ${shape.key}`);
    return field;
  }
}

const EMPTY: PatchType = {
  name: '',
  kind: 'object',
  description: '',
  source: '',
  choice: false,
  fields: [],
  selectorRequired: false,
  operators: [],
};
