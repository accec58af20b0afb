/** Which artifact each emitter writes, so a consumer's `artifacts` selection picks emitters. */
import type { ArtifactName } from '../artifacts.ts';
import { emitClient } from './client.ts';
import { emitEditorSchema } from './editor-schema.ts';
import type { Emitter } from './index.ts';
import { emitOpenApi } from './openapi/index.ts';
import { emitPatchDocs } from './patch-docs.ts';
import { emitPatchEngine } from './patch-engine.ts';
import { emitSchemas } from './schemas.ts';
import { emitPatchTypes } from './ts-patch-types.ts';
import { emitTypes } from './ts-types.ts';
import { emitValidators } from './validators/index.ts';

const ARTIFACT_OF: ReadonlyMap<Emitter, ArtifactName> = new Map<Emitter, ArtifactName>([
  [emitTypes, 'types'],
  [emitPatchTypes, 'types'],
  [emitValidators, 'validators'],
  [emitPatchEngine, 'patch'],
  [emitClient, 'client'],
  [emitSchemas, 'schemas'],
  [emitEditorSchema, 'schemas'],
  [emitOpenApi, 'openapi'],
  [emitPatchDocs, 'docs'],
]);

/** The artifact an emitter belongs to; an emitter missing here is a bug the emit tests catch. */
export function artifactOf(emitter: Emitter): ArtifactName {
  const name = ARTIFACT_OF.get(emitter);
  if (name === undefined)
    throw new Error(`emitter ${emitter.name} belongs to no artifact (generator/emit/artifacts.ts)`);
  return name;
}
