/**
 * What every emitter shares: its input beside the derived models (the templates and docs the
 * caller read), its output (files, and what the package root re-exports), and the lookups of
 * templates. Emitters import this file, never `index.ts`, so the emit stage has no import circle.
 */
import type { ArtifactName } from '../artifacts.ts';
import type { DerivedIR } from '../derive/types.ts';
import type { EntryExport } from './entry.ts';
import type { EmittedFile } from './file.ts';
import type { PackageMeta } from './package.ts';

export interface EmitContext {
  /** Every file under templates/, by `/`-separated relative path. */
  readonly templates: ReadonlyMap<string, string>;
  /** Files under docs/ that the package ships a copy of (`patch-semantics.md`), by relative path. */
  readonly docs?: ReadonlyMap<string, string>;
  /** The artifacts to emit, their dependencies included (default: all). */
  readonly artifacts?: ReadonlySet<ArtifactName>;
  /** The package's own `name` and `version` instead of those of templates/package/meta.json. */
  readonly package?: { readonly name?: string; readonly version?: string };
  /** The spec folder as the project names it (`schema`), for the notice of every file; default `spec`. */
  readonly specFolder?: string;
}

export interface Artifact {
  readonly files: readonly EmittedFile[];
  readonly exports?: readonly EntryExport[];
  /**
   * Modules the package exports under their own path besides the root (`validators/create`, emitted
   * as `.js`, `.cjs`, `.d.ts` and `.d.cts`, is `@mk8s/schema/validators/create`). The subpath is the
   * file's path, so resolvers that do not read `exports` (TypeScript's `node10`) find it too.
   */
  readonly entryPoints?: readonly string[];
}

export type Emitter = (derived: DerivedIR, context: EmitContext) => Artifact | Promise<Artifact>;

/** The text of a file under templates/; a missing one is a broken checkout, not a spec error. */
export function template(context: EmitContext, path: string): string {
  const text = context.templates.get(path);
  if (text === undefined) throw new Error(`templates/${path} is missing`);
  return text;
}

export function packageMeta(context: EmitContext): PackageMeta {
  const meta = templateMeta(context);
  const { name, version } = context.package ?? {};
  if (name === undefined || name === meta.name) return version === undefined ? meta : { ...meta, version };
  // Another package: the registry links of this repository would point its users to the wrong place.
  const { homepage: _homepage, bugs: _bugs, repository: _repository, ...rest } = meta;
  return { ...rest, name, version: version ?? meta.version };
}

/**
 * Where the published package serves one of its files (`https://unpkg.com/@mk8s/schema@1.0.0/schemas/cluster.json`):
 * the `$id` of every JSON Schema the package ships, under its configured name and version, so
 * schemas of two versions or two packages never share one.
 */
export function publishedUrl(context: EmitContext, path: string): string {
  const { name, version } = packageMeta(context);
  return `https://unpkg.com/${name}@${version}/${path}`;
}

/** The name the templates and emitters call the package by: that of templates/package/meta.json. */
export function defaultPackageName(context: EmitContext): string {
  return templateMeta(context).name;
}

function templateMeta(context: EmitContext): PackageMeta {
  return JSON.parse(template(context, 'package/meta.json')) as PackageMeta;
}
