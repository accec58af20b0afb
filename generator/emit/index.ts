/**
 * Stage `emit`: every file of the generated package, as text. Pure: the templates and package
 * metadata come in as values, and the writer puts the result on disk.
 */
import type { DerivedIR } from '../derive/types.ts';
import type { EmittedFile } from './file.ts';
import { jsonText } from './file.ts';
import { modelSchema } from './json-schema.ts';
import { emitEntryPoints, emitPackageJson, type PackageMeta } from './package.ts';
import { declaredTypeNames, emitTypes } from './ts-types.ts';

export interface EmitContext {
  readonly meta: PackageMeta;
}

export function emitPackage(derived: DerivedIR, context: EmitContext): EmittedFile[] {
  const files: EmittedFile[] = [
    emitTypes(derived),
    ...emitEntryPoints(declaredTypeNames(derived)),
    { path: 'schemas/cluster.json', contents: jsonText(modelSchema(derived.read)) },
    { path: 'schemas/cluster-create.json', contents: jsonText(modelSchema(derived.create)) },
    { path: 'schemas/error.json', contents: jsonText(modelSchema(derived.error)) },
  ];
  files.push(emitPackageJson(context.meta, files));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
