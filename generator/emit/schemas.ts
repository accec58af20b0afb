/**
 * The JSON Schemas of the package: `schemas/cluster.json`, `cluster-create.json`,
 * `cluster-patch.json`, `error.json`. Built with the annotations on (`annotatedSchemas`, what the
 * compatibility guard compares) and published in standard JSON Schema only (`publishedSchema`),
 * each with an `$id` where the published package serves it (`publishedUrl`): one Ajv instance
 * takes all four, and a user's schema can `$ref` them by that URL.
 */
import type { DerivedIR } from '../derive/types.ts';
import { type Artifact, type EmitContext, publishedUrl } from './artifact.ts';
import { jsonText } from './file.ts';
import { modelSchema, type Schema } from './json-schema.ts';
import { patchModelSchema } from './patch-schema.ts';
import { publishedSchema } from './published-schema.ts';

/** The four forms, by the path each is published at. */
export function annotatedSchemas(derived: DerivedIR): ReadonlyMap<string, Schema> {
  return new Map([
    ['schemas/cluster.json', modelSchema(derived.read)],
    ['schemas/cluster-create.json', modelSchema(derived.create)],
    ['schemas/cluster-patch.json', patchModelSchema(derived.patch, derived.create, derived.operators)],
    ['schemas/error.json', modelSchema(derived.error)],
  ]);
}

export function emitSchemas(derived: DerivedIR, context: EmitContext): Artifact {
  return {
    files: [...annotatedSchemas(derived)].map(([path, schema]) => {
      const { $schema, ...rest } = publishedSchema(schema);
      return { path, contents: jsonText({ $schema, $id: publishedUrl(context, path), ...rest }) };
    }),
  };
}
