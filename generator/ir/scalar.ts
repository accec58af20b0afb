/** Scalar schemas in the IR: their types and every constraint a later stage may emit or check. */
import type { SchemaLocation } from '../load.ts';
import { mergedMembers, resolveSchema, schemaTypes } from '../resolve.ts';
import { ANNOTATION } from '../vocabulary.ts';
import type { NamedScalar, ScalarConstraints, ScalarShape, ScalarType } from './types.ts';

const NUMERIC_BOUNDS = ['minimum', 'maximum', 'minLength', 'maxLength'] as const;

export function scalarShape(spec: Parameters<typeof mergedMembers>[0], location: SchemaLocation): ScalarShape {
  const resolved = resolveSchema(spec, location);
  if (resolved === undefined) return { kind: 'scalar', types: ['string'], constraints: {} };
  const members = mergedMembers(spec, location);
  const constraints = constraintsOf(members);
  const examples = Array.isArray(members.examples) ? members.examples.filter((e) => typeof e === 'string') : [];
  const title = resolved.node.title;
  const types = schemaTypes(resolved.node) as ScalarType[];
  return {
    kind: 'scalar',
    types,
    constraints,
    ...(typeof title === 'string' ? { title, named: namedScalar(spec, resolved.location, title, types) } : {}),
    ...(examples.length > 0 ? { examples } : {}),
  };
}

/** The titled schema on its own: what a field that refers to it shares with every other. */
function namedScalar(
  spec: Parameters<typeof mergedMembers>[0],
  location: SchemaLocation,
  name: string,
  types: readonly ScalarType[],
): NamedScalar {
  const own = mergedMembers(spec, location);
  const description = typeof own.description === 'string' ? own.description : '';
  return { name, description, types, constraints: constraintsOf(own) };
}

function constraintsOf(members: Record<string, unknown>): ScalarConstraints {
  const constraints: Record<string, unknown> = {};
  for (const key of NUMERIC_BOUNDS) if (typeof members[key] === 'number') constraints[key] = members[key];
  if (typeof members.pattern === 'string') constraints.pattern = members.pattern;
  if (typeof members.format === 'string') constraints.format = members.format;
  if (Array.isArray(members.enum)) constraints.enum = members.enum;
  if (members.const !== undefined) constraints.const = members.const;
  const knownValues = members[ANNOTATION.knownValues];
  if (Array.isArray(knownValues)) constraints.knownValues = knownValues;
  return constraints as ScalarConstraints;
}
