/**
 * Named map types in `types.d.ts`: a titled map schema (`StringMap`, `ClusterTags`) is one interface
 * with its description, named by every field that uses it, in the read and the create forms alike
 * (a map has one shape in both), as its patch form (`StringMapPatch`) is named in `patch-types.d.ts`.
 */
import type { FieldShape, MapShape } from '../ir/types.ts';
import { _, type Code, jsdoc, name } from './code.ts';
import { tsScalar } from './ts-shape.ts';

/** A map shape that has a title, and so a name. */
export type NamedMap = MapShape & { readonly name: string };

/** The titled maps the fields of `types` use, each once, in the order met. */
export function namedMapsIn(types: Iterable<{ readonly fields: readonly { readonly shape: FieldShape }[] }>) {
  const byName = new Map<string, NamedMap>();
  for (const type of types) {
    for (const { shape } of type.fields) {
      if (shape.kind === 'map' && shape.name !== undefined && !byName.has(shape.name)) {
        byName.set(shape.name, { ...shape, name: shape.name });
      }
    }
  }
  return [...byName.values()];
}

export function emitNamedMap(map: NamedMap): Code {
  return _`${jsdoc([map.description ?? ''])}export interface ${name(map.name)} {
  [key: string]: ${tsScalar(map.values)};
}
`;
}
