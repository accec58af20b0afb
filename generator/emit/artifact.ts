/**
 * What every emitter shares: its input beside the derived models (the templates and docs the
 * caller read), its output (files, and what the package root re-exports), and the lookups of
 * templates. Emitters import this file, never `index.ts`, so the emit stage has no import circle.
 */
import type { DerivedIR } from '../derive/types.ts';
import type { EntryExport } from './entry.ts';
import type { EmittedFile } from './file.ts';
import type { PackageMeta } from './package.ts';

export interface EmitContext {
  /** Every file under templates/, by `/`-separated relative path. */
  readonly templates: ReadonlyMap<string, string>;
  /** Files under docs/ that the package ships a copy of (`patch-semantics.md`), by relative path. */
  readonly docs?: ReadonlyMap<string, string>;
}

export interface Artifact {
  readonly files: readonly EmittedFile[];
  readonly exports?: readonly EntryExport[];
}

export type Emitter = (derived: DerivedIR, context: EmitContext) => Artifact | Promise<Artifact>;

/** The text of a file under templates/; a missing one is a broken checkout, not a spec error. */
export function template(context: EmitContext, path: string): string {
  const text = context.templates.get(path);
  if (text === undefined) throw new Error(`templates/${path} is missing`);
  return text;
}

export function packageMeta(context: EmitContext): PackageMeta {
  return JSON.parse(template(context, 'package/meta.json')) as PackageMeta;
}
