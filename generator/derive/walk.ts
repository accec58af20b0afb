/** Reachability over the IR's named types. */
import type { Field, FieldShape, FreeFormShape, ResourceIR, UnkeyedArrayShape } from '../ir/types.ts';
import type { DerivedModel, DerivedType } from './types.ts';

/** The object type a shape names, if any. */
export function typeNameOf(shape: FieldShape): string | undefined {
  if (shape.kind === 'object') return shape.type;
  if (shape.kind === 'keyed-array') return shape.items;
  if (shape.kind === 'unkeyed-array' && shape.items.kind === 'object') return shape.items.type;
  return undefined;
}

/** The name of an unkeyed array's element type: its free-form object's, or its closed object's. */
export function unkeyedElementName(shape: UnkeyedArrayShape): string {
  return shape.items.kind === 'object' ? shape.items.type : shape.items.name;
}

/** The free-form object a field's shape holds (the field's own, or an unkeyed array's elements), if any. */
export function freeFormOf(shape: FieldShape): FreeFormShape | undefined {
  if (shape.kind === 'free-form') return shape;
  return shape.kind === 'unkeyed-array' && shape.items.kind === 'free-form' ? shape.items : undefined;
}

/**
 * Names of the types reachable from `root`, depth first in field order, following the shapes
 * `shapesOf` picks for each field (the read shape, or the input shape for bodies).
 */
export function referencedTypes(
  ir: ResourceIR,
  root: string,
  shapesOf: (field: Field) => readonly FieldShape[],
): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const field of ir.types.get(name)?.fields ?? []) {
      for (const shape of shapesOf(field)) {
        const next = typeNameOf(shape);
        if (next !== undefined) visit(next);
      }
    }
  };
  visit(root);
  return [...seen];
}

/** The free-form shapes the fields of `types` use, each once, in the order met. */
export function freeFormsIn(
  types: Iterable<{ readonly fields: readonly { readonly shape: FieldShape }[] }>,
): FreeFormShape[] {
  const byName = new Map<string, FreeFormShape>();
  for (const type of types) {
    for (const { shape } of type.fields) {
      const free = freeFormOf(shape);
      if (free !== undefined && !byName.has(free.name)) byName.set(free.name, free);
    }
  }
  return [...byName.values()];
}

/** Every named type of `models` once, the first model's type winning a shared name. */
export function uniqueTypes(models: readonly DerivedModel[]): DerivedType[] {
  const byName = new Map<string, DerivedType>();
  for (const model of models) for (const [name, type] of model.types) if (!byName.has(name)) byName.set(name, type);
  return [...byName.values()];
}
