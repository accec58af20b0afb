/**
 * What the selectors of the patch types are: the entries of `$drop/<f>` and `$retain/<f>` and an
 * element patch's identifier are checked for their JSON type only (rules 3 and 10), so the patch
 * model carries no more; the types still name what they are — the keyed array's identifier or the
 * scalar array's values — when the schema names that scalar (`"$drop/firewall"?: CidrOrAddress[]`,
 * `sourceCIDR: CidrOrAddress`, not `string`). A named scalar that lists its values (an `enum`) stays
 * the JSON type, as the schema accepts any value of it there.
 */
import type { OperatorMember, PatchField, PatchType, PatchValue } from '../derive/patch/types.ts';
import type { DerivedModel } from '../derive/types.ts';
import type { FieldShape, NamedScalar, ScalarShape } from '../ir/types.ts';
import { namedScalarOf } from './ts-shape.ts';

/** The named scalar of each selector member and identifier field that has one. */
export type SelectorEntries = ReadonlyMap<OperatorMember | PatchField, NamedScalar>;

export function selectorEntries(types: readonly PatchType[], create: DerivedModel): SelectorEntries {
  const found = new Map<OperatorMember | PatchField, NamedScalar>();
  const note = (
    selector: OperatorMember | PatchField | undefined,
    value: PatchValue | undefined,
    source?: ScalarShape,
  ) => {
    const named = selector === undefined ? undefined : namedSelector(value, source);
    if (selector !== undefined && named !== undefined) found.set(selector, named);
  };
  for (const type of types) {
    if (type.kind === 'element') {
      const identifier = type.fields.find((f) => f.name === type.identifier);
      note(identifier, identifier?.value, scalarField(create, type.source, type.identifier));
    }
    for (const member of type.operators) {
      const { target, value } = member;
      if (target.kind !== 'field' || value.kind !== 'list') continue;
      const field = type.fields.find((f) => f.name === target.field);
      note(member, value.items, field?.value.kind === 'create' ? selectedScalar(field.value.shape, create) : undefined);
    }
  }
  return found;
}

/** The named scalar of `source` when `selector` is a scalar checked for its type only. */
function namedSelector(selector: PatchValue | undefined, source: ScalarShape | undefined): NamedScalar | undefined {
  if (selector?.kind !== 'create' || selector.shape.kind !== 'scalar' || source?.named === undefined) return undefined;
  return namedScalarOf({ ...selector.shape, named: source.named });
}

/** The scalar a selector of this array names: its identifier's, or its values'. */
function selectedScalar(shape: FieldShape, create: DerivedModel): ScalarShape | undefined {
  if (shape.kind === 'scalar-array') return shape.items;
  return shape.kind === 'keyed-array' ? scalarField(create, shape.items, shape.key) : undefined;
}

function scalarField(create: DerivedModel, type: string, field: string | undefined): ScalarShape | undefined {
  const shape = create.types.get(type)?.fields.find((f) => f.name === field)?.shape;
  return shape?.kind === 'scalar' ? shape : undefined;
}
