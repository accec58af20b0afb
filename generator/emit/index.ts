/**
 * Stage `emit`: every file of the generated package, as text. Pure: templates come in as values,
 * and the writer puts the result on disk.
 *
 * Each emitter contributes files and, optionally, what the package root re-exports; adding an
 * artifact to the package is adding an emitter to `EMITTERS` and naming, in `artifacts.ts`, the
 * artifacts it writes for (a consumer's selection runs only the emitters of what it selected).
 */
import { ARTIFACT_NAMES } from '../artifacts.ts';
import type { DerivedIR } from '../derive/types.ts';
import { defaultPackageName, type EmitContext, type Emitter, packageMeta, template } from './artifact.ts';
import { artifactsOf } from './artifacts.ts';
import { emitClient } from './client.ts';
import { emitEditorSchema } from './editor-schema.ts';
import { emitEntry } from './entry.ts';
import type { EmittedFile } from './file.ts';
import { withProjectNames } from './naming.ts';
import { emitOpenApi } from './openapi/index.ts';
import { emitPackageJson } from './package.ts';
import { emitPatchDocs } from './patch-docs.ts';
import { emitPatchEngine } from './patch-engine.ts';
import { emitPatchModel } from './patch-model.ts';
import { emitReadme, readmeView } from './readme.ts';
import { emitRuntimeTypes } from './runtime-types.ts';
import { emitSchemas } from './schemas.ts';
import { emitPatchTypes } from './ts-patch-types.ts';
import { emitTypes } from './ts-types.ts';
import { emitValidators } from './validators/index.ts';

export type { Artifact, EmitContext, Emitter } from './artifact.ts';

export const EMITTERS: readonly Emitter[] = [
  emitTypes,
  emitPatchTypes,
  emitSchemas,
  emitEditorSchema,
  emitPatchModel,
  emitPatchEngine,
  emitPatchDocs,
  emitOpenApi,
  emitValidators,
  emitClient,
  emitRuntimeTypes,
];

export async function emitPackage(derived: DerivedIR, context: EmitContext): Promise<EmittedFile[]> {
  const selected = context.artifacts ?? new Set(ARTIFACT_NAMES);
  const wanted = EMITTERS.filter((emit) => artifactsOf(emit).some((artifact) => selected.has(artifact)));
  const artifacts = await Promise.all(wanted.map((emit) => emit(derived, context)));
  const entry = await emitEntry(artifacts.flatMap((a) => a.exports ?? []));
  const files = [...artifacts.flatMap((a) => a.files), ...entry];
  const meta = packageMeta(context);
  files.push(emitReadme(template(context, 'package/README.md.hbs'), readmeView(meta, derived, files, selected)));
  files.push(
    emitPackageJson(
      meta,
      files,
      artifacts.flatMap((a) => a.entryPoints ?? []),
    ),
  );
  const named = withProjectNames(files, {
    defaultName: defaultPackageName(context),
    name: meta.name,
    ...(context.specFolder === undefined ? {} : { specFolder: context.specFolder }),
  });
  return named.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
