/** Reachability over the IR's named types. */
import type { Field, FieldShape, FreeFormShape, ResourceIR } from '../ir/types.ts';
import type { DerivedModel, DerivedType } from './types.ts';

/** The object type a shape names, if any. */
export function typeNameOf(shape: FieldShape): string | undefined {
  if (shape.kind === 'object') return shape.type;
  if (shape.kind === 'keyed-array') return shape.items;
  return undefined;
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
      const free = shape.kind === 'free-form' ? shape : shape.kind === 'unkeyed-array' ? shape.items : undefined;
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
