/**
 * The JSON Schemas of the package: `schemas/cluster.json`, `cluster-create.json`,
 * `cluster-patch.json`, `error.json`.
 */
import type { DerivedIR } from '../derive/types.ts';
import type { Artifact } from './artifact.ts';
import { jsonText } from './file.ts';
import { modelSchema } from './json-schema.ts';
import { patchModelSchema } from './patch-schema.ts';

export function emitSchemas(derived: DerivedIR): Artifact {
  return {
    files: [
      { path: 'schemas/cluster.json', contents: jsonText(modelSchema(derived.read)) },
      { path: 'schemas/cluster-create.json', contents: jsonText(modelSchema(derived.create)) },
      { path: 'schemas/cluster-patch.json', contents: jsonText(patchModelSchema(derived.patch, derived.create)) },
      { path: 'schemas/error.json', contents: jsonText(modelSchema(derived.error)) },
    ],
  };
}
