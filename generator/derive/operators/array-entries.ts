/** The entries that name elements of an array (`$drop/<f>`, `$retain/<f>`) and its complete elements. */
import type { PatchValue } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';
import { code, listOf, typeOnly } from './members.ts';
import type { OperatorContext } from './types.ts';

/**
 * Identifiers of a keyed array, values of a scalar array, whole elements of an unkeyed array. Only
 * their JSON type is checked: they name elements, they do not assign values (rule 3).
 */
export function selectorList(field: DerivedField, context: OperatorContext): PatchValue {
  const shape = field.shape;
  switch (shape.kind) {
    case 'scalar-array':
      return listOf(typeOnly(shape.items));
    case 'keyed-array': {
      const id = context.identifierOf(shape);
      if (id.shape.kind !== 'scalar') throw new Error(`identifier ${id.name} of ${field.name} is not a scalar`);
      return listOf(typeOnly(id.shape));
    }
    case 'unkeyed-array':
      return listOf({ kind: 'create', shape: shape.items });
    default:
      throw new Error(`${field.name} is not an array`);
  }
}

/** Complete elements in create shape, identifiers unique among them for a keyed array. */
export function elementList(field: DerivedField): PatchValue {
  const shape = field.shape;
  switch (shape.kind) {
    case 'scalar-array':
      return listOf({ kind: 'create', shape: shape.items });
    case 'keyed-array':
      return listOf({ kind: 'create', shape: { kind: 'object', type: shape.items } }, shape.key);
    case 'unkeyed-array':
      return listOf({ kind: 'create', shape: shape.items });
    default:
      throw new Error(`${field.name} is not an array`);
  }
}

/** How docs lines name the entries of `$drop/<f>` and `$retain/<f>`. */
export function entriesPhrase(field: DerivedField): string {
  const shape = field.shape;
  if (shape.kind === 'keyed-array') return `the elements of ${code(field.name)} whose ${code(shape.key)} is listed`;
  if (shape.kind === 'unkeyed-array') return `the elements of ${code(field.name)} equal to a listed one`;
  return `the listed values of ${code(field.name)}`;
}

export const ARRAY_KINDS = ['scalar-array', 'keyed-array', 'unkeyed-array'] as const;
export const OBJECT_ARRAY_KINDS = ['keyed-array', 'unkeyed-array'] as const;
