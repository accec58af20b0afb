/** Scalar schemas in the IR: their types and every constraint a later stage may emit or check. */
import type { SchemaLocation } from '../load.ts';
import { mergedMembers, resolveSchema, schemaTypes } from '../resolve.ts';
import { ANNOTATION } from '../vocabulary.ts';
import type { ScalarConstraints, ScalarShape, ScalarType } from './types.ts';

const NUMERIC_BOUNDS = ['minimum', 'maximum', 'minLength', 'maxLength'] as const;

export function scalarShape(spec: Parameters<typeof mergedMembers>[0], location: SchemaLocation): ScalarShape {
  const resolved = resolveSchema(spec, location);
  if (resolved === undefined) return { kind: 'scalar', types: ['string'], constraints: {} };
  const members = mergedMembers(spec, location);
  const constraints: Record<string, unknown> = {};
  for (const key of NUMERIC_BOUNDS) if (typeof members[key] === 'number') constraints[key] = members[key];
  if (typeof members.pattern === 'string') constraints.pattern = members.pattern;
  if (typeof members.format === 'string') constraints.format = members.format;
  if (Array.isArray(members.enum)) constraints.enum = members.enum;
  if (members.const !== undefined) constraints.const = members.const;
  const knownValues = members[ANNOTATION.knownValues];
  if (Array.isArray(knownValues)) constraints.knownValues = knownValues;
  const examples = Array.isArray(members.examples) ? members.examples.filter((e) => typeof e === 'string') : [];
  return {
    kind: 'scalar',
    types: schemaTypes(resolved.node) as ScalarType[],
    constraints: constraints as ScalarConstraints,
    ...(typeof resolved.node.title === 'string' ? { title: resolved.node.title } : {}),
    ...(examples.length > 0 ? { examples } : {}),
  };
}
