/** TypeScript type expressions for IR shapes. */
import { unkeyedElementName } from '../derive/walk.ts';
import type { FieldShape, NamedScalar, ScalarConstraints, ScalarShape, ScalarType } from '../ir/types.ts';
import { _, type Code, group, join, literal, name } from './code.ts';

const TS_SCALAR: Readonly<Record<ScalarType, string>> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
};

const UNION = _` | `;

/** The type of a scalar: the name of its named type when it has the same values, else written out. */
export function tsScalar(shape: ScalarShape): Code {
  const named = namedScalarOf(shape);
  return named === undefined ? scalarType(shape) : name(named.name);
}

/**
 * The named type a scalar uses (`CidrOrAddress`), when the field admits the same values as the
 * type's own alias does (a field that narrows it to an enum keeps its own type).
 */
export function namedScalarOf(shape: ScalarShape): NamedScalar | undefined {
  const { named } = shape;
  if (named === undefined) return undefined;
  const same = (key: keyof ScalarConstraints) =>
    JSON.stringify(named.constraints[key]) === JSON.stringify(shape.constraints[key]);
  return same('enum') && same('const') && same('knownValues') ? named : undefined;
}

/** The alias a named scalar is emitted as: its values written out. */
export function namedScalarType(named: NamedScalar): Code {
  return scalarType({ kind: 'scalar', types: named.types, constraints: named.constraints });
}

function scalarType(shape: ScalarShape): Code {
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
      return shape.name === undefined ? _`{ [key: string]: ${tsScalar(shape.values)} }` : name(shape.name);
    case 'free-form':
      return name(shape.name);
    case 'scalar-array':
      return arrayOf(tsScalar(shape.items));
    case 'keyed-array':
      return arrayOf(name(shape.items));
    case 'unkeyed-array':
      return arrayOf(name(unkeyedElementName(shape)));
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
