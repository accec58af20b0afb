/**
 * What the validators check, as data computed from the derived models: every named type once (the
 * read, create and error forms share a type when its shape is the same), the members each create
 * type refuses as read-only, the free-form shapes, and the ordered pairs of bounds.
 */
import type { DerivedIR, DerivedModel, DerivedType } from '../../derive/types.ts';
import { freeFormsIn, typeNameOf, uniqueTypes } from '../../derive/walk.ts';
import type { FreeFormShape, ResourceIR } from '../../ir/types.ts';
import { type OrderedPair, orderedPairs } from './pairs.ts';

export interface CheckedType {
  readonly type: DerivedType;
  /**
   * Members the type does not take but the service shows on read: its source's read-only fields,
   * and the read-shape members an input shape lacks (the full `networking` of providers that take
   * only `dnsForwarder`). Reported as `READ_ONLY`, or left out in strip mode.
   */
  readonly readOnly: readonly string[];
  readonly pairs: readonly OrderedPair[];
}

export interface ValidatorPlan {
  readonly types: readonly CheckedType[];
  readonly freeForms: readonly FreeFormShape[];
  readonly roots: { readonly cluster: string; readonly create: string; readonly error: string };
}

export function planValidators(derived: DerivedIR): ValidatorPlan {
  const models = [derived.read, derived.create, derived.error];
  const readOnly = readOnlyMembers(derived.ir, derived.create);
  const types = uniqueTypes(models).map((type) => ({
    type,
    readOnly: readOnly.get(type.name) ?? [],
    pairs: orderedPairs(type),
  }));
  return {
    types,
    freeForms: freeFormsIn(types.map((t) => t.type)),
    roots: { cluster: derived.read.root, create: derived.create.root, error: derived.error.root },
  };
}

/** For each create type, the read-only members it refuses (see `CheckedType.readOnly`). */
function readOnlyMembers(ir: ResourceIR, create: DerivedModel): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  const add = (type: string, names: readonly string[]) => {
    if (names.length === 0) return;
    const set = found.get(type) ?? new Set<string>();
    for (const name of names) set.add(name);
    found.set(type, set);
  };
  for (const [name, type] of create.types) {
    const source = ir.types.get(type.source);
    add(name, source?.fields.filter((f) => f.readOnly).map((f) => f.name) ?? []);
  }
  for (const source of ir.types.values()) {
    for (const field of source.fields) {
      const input = field.input === undefined ? undefined : typeNameOf(field.input);
      const read = typeNameOf(field.shape);
      if (input === undefined || read === undefined || !create.types.has(input)) continue;
      const taken = new Set(ir.types.get(input)?.fields.map((f) => f.name));
      add(
        input,
        ir.types
          .get(read)
          ?.fields.filter((f) => !taken.has(f.name))
          .map((f) => f.name) ?? [],
      );
    }
  }
  return new Map([...found].map(([name, set]) => [name, [...set]]));
}
