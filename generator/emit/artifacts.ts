/**
 * Which artifacts each emitter writes for, so a consumer's `artifacts` selection picks emitters: an
 * emitter runs when one of its artifacts is selected.
 */
import type { ArtifactName } from '../artifacts.ts';
import type { Emitter } from './artifact.ts';
import { emitClient } from './client.ts';
import { emitEditorSchema } from './editor-schema.ts';
import { emitOpenApi } from './openapi/index.ts';
import { emitPatchDocs } from './patch-docs.ts';
import { emitPatchEngine } from './patch-engine.ts';
import { emitPatchModel } from './patch-model.ts';
import { emitRuntimeTypes, RUNTIME_ARTIFACTS } from './runtime-types.ts';
import { emitSchemas } from './schemas.ts';
import { emitPatchTypes } from './ts-patch-types.ts';
import { emitTypes } from './ts-types.ts';
import { emitValidators } from './validators/index.ts';

const ARTIFACTS_OF: ReadonlyMap<Emitter, readonly ArtifactName[]> = new Map<Emitter, readonly ArtifactName[]>([
  [emitTypes, ['types']],
  [emitPatchTypes, ['types']],
  [emitValidators, ['validators']],
  // The patch checks of the validators read the patch model, as the engine does.
  [emitPatchModel, ['validators', 'patch']],
  [emitPatchEngine, ['patch']],
  [emitClient, ['client']],
  [emitRuntimeTypes, RUNTIME_ARTIFACTS],
  [emitSchemas, ['schemas']],
  // The editors' schema is a JSON Schema of the create body, like cluster-create.json beside it.
  [emitEditorSchema, ['schemas']],
  [emitOpenApi, ['openapi']],
  [emitPatchDocs, ['docs']],
]);

/** The artifacts an emitter writes for; an emitter missing here is a bug the emit tests catch. */
export function artifactsOf(emitter: Emitter): readonly ArtifactName[] {
  const names = ARTIFACTS_OF.get(emitter);
  if (names === undefined)
    throw new Error(`emitter ${emitter.name} belongs to no artifact (generator/emit/artifacts.ts)`);
  return names;
}
