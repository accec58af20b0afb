/** TypeScript type expressions for IR shapes. */
import type { FieldShape, ScalarShape, ScalarType } from '../ir/types.ts';

const TS_SCALAR: Readonly<Record<ScalarType, string>> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
};

export function tsScalar(shape: ScalarShape): string {
  const { constraints } = shape;
  if (constraints.const !== undefined) return JSON.stringify(constraints.const);
  if (constraints.enum !== undefined) return constraints.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (constraints.knownValues !== undefined && constraints.knownValues.length > 0) {
    // `(string & {})` keeps the union open while editors still offer the known values.
    return [...constraints.knownValues.map((v) => JSON.stringify(v)), '(string & {})'].join(' | ');
  }
  return [...new Set(shape.types.map((t) => TS_SCALAR[t]))].join(' | ');
}

export function tsShape(shape: FieldShape): string {
  switch (shape.kind) {
    case 'scalar':
      return tsScalar(shape);
    case 'object':
      return shape.type;
    case 'map':
      return `{ [key: string]: ${tsScalar(shape.values)} }`;
    case 'free-form':
      return shape.name;
    case 'scalar-array':
      return arrayOf(tsScalar(shape.items));
    case 'keyed-array':
      return arrayOf(shape.items);
    case 'unkeyed-array':
      return arrayOf(shape.items.name);
  }
}

function arrayOf(element: string): string {
  return /^[\w$]+$/.test(element) ? `${element}[]` : `(${element})[]`;
}

/** A property name as it must be written in a type literal. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
