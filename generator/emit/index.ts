/**
 * Stage `emit`: every file of the generated package, as text. Pure: templates come in as values,
 * and the writer puts the result on disk.
 *
 * Each emitter contributes files and, optionally, what the package root re-exports; adding an
 * artifact to the package is adding an emitter to `EMITTERS`.
 */
import { ARTIFACT_NAMES, type ArtifactName } from '../artifacts.ts';
import type { DerivedIR } from '../derive/types.ts';
import { artifactOf } from './artifacts.ts';
import { emitClient } from './client.ts';
import { emitEditorSchema } from './editor-schema.ts';
import { type EntryExport, emitEntry } from './entry.ts';
import type { EmittedFile } from './file.ts';
import { emitOpenApi } from './openapi/index.ts';
import { emitPackageJson, type PackageMeta } from './package.ts';
import { emitPatchDocs } from './patch-docs.ts';
import { emitPatchEngine } from './patch-engine.ts';
import { emitReadme, readmeView } from './readme.ts';
import { emitSchemas } from './schemas.ts';
import { emitPatchTypes } from './ts-patch-types.ts';
import { emitTypes } from './ts-types.ts';
import { emitValidators } from './validators/index.ts';

export interface EmitContext {
  /** Every file under templates/, by `/`-separated relative path. */
  readonly templates: ReadonlyMap<string, string>;
  /** Files under docs/ that the package ships a copy of (`patch-semantics.md`), by relative path. */
  readonly docs?: ReadonlyMap<string, string>;
  /** The artifacts to emit, their dependencies included (default: all). */
  readonly artifacts?: ReadonlySet<ArtifactName>;
  /** The package's own `name` and `version` instead of those of templates/package/meta.json. */
  readonly package?: { readonly name?: string; readonly version?: string };
}

export interface Artifact {
  readonly files: readonly EmittedFile[];
  readonly exports?: readonly EntryExport[];
}

export type Emitter = (derived: DerivedIR, context: EmitContext) => Artifact;

export const EMITTERS: readonly Emitter[] = [
  emitTypes,
  emitPatchTypes,
  emitSchemas,
  emitEditorSchema,
  emitPatchEngine,
  emitPatchDocs,
  emitOpenApi,
  emitValidators,
  emitClient,
];

export function emitPackage(derived: DerivedIR, context: EmitContext): EmittedFile[] {
  const selected = context.artifacts ?? new Set(ARTIFACT_NAMES);
  const artifacts = EMITTERS.filter((emit) => selected.has(artifactOf(emit))).map((emit) => emit(derived, context));
  const files = [...artifacts.flatMap((a) => a.files), ...emitEntry(artifacts.flatMap((a) => a.exports ?? []))];
  const meta = packageMeta(context);
  files.push(emitReadme(template(context, 'package/README.md.hbs'), readmeView(meta, derived, files, selected)));
  files.push(emitPackageJson(meta, files));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function packageMeta(context: EmitContext): PackageMeta {
  const meta = JSON.parse(template(context, 'package/meta.json')) as PackageMeta;
  const { name, version } = context.package ?? {};
  if (name === undefined || name === meta.name) return version === undefined ? meta : { ...meta, version };
  // Another package: the registry links of this repository would point its users to the wrong place.
  const { homepage: _homepage, bugs: _bugs, repository: _repository, ...rest } = meta;
  return { ...rest, name, version: version ?? meta.version };
}

/** The text of a file under templates/; a missing one is a broken checkout, not a spec error. */
export function template(context: EmitContext, path: string): string {
  const text = context.templates.get(path);
  if (text === undefined) throw new Error(`templates/${path} is missing`);
  return text;
}
