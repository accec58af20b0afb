/** The values of array operators: the entries that name elements of an array, and its complete elements. */
import type { ScalarShape } from '../../ir/types.ts';
import type { PatchValue } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';
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

/** A list of distinct items. */
export function listOf(items: PatchValue, key?: string): PatchValue {
  return key === undefined ? { kind: 'list', items } : { kind: 'list', items, key };
}

/** A scalar checked for its JSON type only: removal and retain entries, selectors (rules 3 and 10). */
export function typeOnly(shape: ScalarShape): PatchValue {
  return { kind: 'create', shape: { kind: 'scalar', types: shape.types, constraints: {} } };
}

/** Markdown code span of a name. */
export function code(name: string): string {
  return `\`${name}\``;
}
