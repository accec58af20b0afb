/** TypeScript type expressions for IR shapes. */
import type { FieldShape, ScalarShape, ScalarType } from '../ir/types.ts';
import { _, type Code, group, join, literal, name } from './code.ts';

const TS_SCALAR: Readonly<Record<ScalarType, string>> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
};

const UNION = _` | `;

export function tsScalar(shape: ScalarShape): Code {
  const { constraints } = shape;
  if (constraints.const !== undefined) return literal(constraints.const);
  if (constraints.enum !== undefined) return union(constraints.enum.map((v) => literal(v)));
  if (constraints.knownValues !== undefined && constraints.knownValues.length > 0) {
    // `(string & {})` keeps the union open while editors still offer the known values.
    return union([...constraints.knownValues.map((v) => literal(v)), _`(string & {})`]);
  }
  return union([...new Set(shape.types.map((t) => TS_SCALAR[t]))].map(name));
}

export function tsShape(shape: FieldShape): Code {
  switch (shape.kind) {
    case 'scalar':
      return tsScalar(shape);
    case 'object':
      return name(shape.type);
    case 'map':
      return _`{ [key: string]: ${tsScalar(shape.values)} }`;
    case 'free-form':
      return name(shape.name);
    case 'scalar-array':
      return arrayOf(tsScalar(shape.items));
    case 'keyed-array':
      return arrayOf(name(shape.items));
    case 'unkeyed-array':
      return arrayOf(name(shape.items.name));
  }
}

/** Alternatives of a union type; one alternative stands alone. */
export function union(types: readonly Code[]): Code {
  return types.length === 1 ? (types[0] as Code) : join(types, UNION);
}

/** `T[]`, with `T` in parentheses unless it is a name or a literal. */
export function arrayOf(element: Code): Code {
  return _`${group(element)}[]`;
}
