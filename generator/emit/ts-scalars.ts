/**
 * Named scalar types in `types.d.ts`: a titled scalar schema (`CidrOrAddress`) is one type alias
 * with its description and rules (`@pattern`), and every field that uses it names it, so a
 * 1,600-character pattern is written once and an editor's hover on a field stays short.
 */
import type { FieldShape, NamedScalar } from '../ir/types.ts';
import { _, type Code, jsdoc, name } from './code.ts';
import { namedScalarTags, withTags } from './jsdoc.ts';
import { namedScalarOf, namedScalarType } from './ts-shape.ts';

/**
 * The named scalars the fields of `types` refer to (their values, and the keys of their maps and
 * free-form objects, which patches list in `$drop`), each once, in the order met.
 */
export function namedScalarsIn(types: Iterable<{ readonly fields: readonly { readonly shape: FieldShape }[] }>) {
  const byName = new Map<string, NamedScalar>();
  for (const type of types) {
    for (const { shape } of type.fields) {
      const keys = shape.kind === 'map' || shape.kind === 'free-form' ? namedScalarOf(shape.keys) : undefined;
      for (const named of [namedScalarOfShape(shape), keys]) {
        if (named !== undefined && !byName.has(named.name)) byName.set(named.name, named);
      }
    }
  }
  return [...byName.values()];
}

/** The named scalar a field's value (or its array's items, or its map's values) refers to. */
export function namedScalarOfShape(shape: FieldShape): NamedScalar | undefined {
  if (shape.kind === 'scalar') return namedScalarOf(shape);
  if (shape.kind === 'scalar-array') return namedScalarOf(shape.items);
  if (shape.kind === 'map') return namedScalarOf(shape.values);
  return undefined;
}

export function emitNamedScalar(named: NamedScalar): Code {
  const doc = jsdoc(withTags(named.description, namedScalarTags(named)));
  return _`${doc}export type ${name(named.name)} = ${namedScalarType(named)};\n`;
}
