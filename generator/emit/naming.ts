/**
 * The project's own names in every emitted file. Templates, emitters and the docs the package ships
 * speak of the package by the name in templates/package/meta.json (`@mk8s/schema`, with subpaths such
 * as `@mk8s/schema/validators/cluster`) and of the spec folder as `spec/` (the notice each file
 * starts with). A package configured with another name, from another spec folder, names those
 * instead, in comments, messages and documents alike. Pure; the default names change nothing.
 */
import { type EmittedFile, GENERATED_NOTICE } from './file.ts';

export interface PackageNames {
  /** The name the templates use, and the package's own. */
  readonly defaultName: string;
  readonly name: string;
  /** The spec folder as the project names it (`schema`), `/`-separated; default `spec`. */
  readonly specFolder?: string;
}

export function withProjectNames(files: readonly EmittedFile[], names: PackageNames): EmittedFile[] {
  const notice = noticeFor(names.specFolder);
  if (names.name === names.defaultName && notice === GENERATED_NOTICE) return [...files];
  // The name, alone or before a subpath: `@mk8s/schema-extra` is another package.
  const name = new RegExp(`${escapeRegExp(names.defaultName)}(?![\\w-])`, 'g');
  return files.map((file) => ({
    path: file.path,
    contents: file.contents.replace(name, names.name).replaceAll(GENERATED_NOTICE, notice),
  }));
}

/** The notice for files generated from `specFolder` (`generated from schema/ — do not edit`). */
export function noticeFor(specFolder: string | undefined): string {
  const folder = specFolder === undefined || specFolder === '' ? 'spec' : specFolder.replace(/\/+$/, '');
  return GENERATED_NOTICE.replace('spec/', `${folder}/`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
