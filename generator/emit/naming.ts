/**
 * The project's own names in every emitted file. Templates, emitters and the docs the package ships
 * speak of the package by the name in templates/package/meta.json (`@mk8s/schema`, with subpaths such
 * as `@mk8s/schema/validators/cluster`) and of the spec folder as `spec/` (the notice each file
 * starts with, `(from spec/)`). A package configured with another name, from another spec folder,
 * names those instead, in comments, messages and documents alike. Pure; the default names change
 * nothing.
 */
import type { EmittedFile } from './file.ts';

export interface PackageNames {
  /** The name the templates use, and the package's own. */
  readonly defaultName: string;
  readonly name: string;
  /** The spec folder as the project names it (`schema`), `/`-separated; default `spec`. */
  readonly specFolder?: string;
}

/** `spec/` where it names the folder, not inside a path or a JSON Pointer (`/spec/provider`). */
const SPEC_FOLDER = /(?<![\w/.$~-])spec\//g;

export function withProjectNames(files: readonly EmittedFile[], names: PackageNames): EmittedFile[] {
  const folder = `${(names.specFolder ?? 'spec').replace(/\/+$/, '') || 'spec'}/`;
  if (names.name === names.defaultName && folder === 'spec/') return [...files];
  // The name, alone or before a subpath: `@mk8s/schema-extra` is another package.
  const name = new RegExp(`${escapeRegExp(names.defaultName)}(?![\\w-])`, 'g');
  return files.map((file) => ({
    path: file.path,
    contents: file.contents.replace(name, () => names.name).replace(SPEC_FOLDER, () => folder),
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
