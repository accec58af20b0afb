/**
 * The manifest written with every output: the list of files the generator wrote there. The writer
 * replaces a folder only when it holds a manifest and nothing the manifest does not list, so it
 * never removes a file that a person put there. Pure: the writer and the check read and write it.
 */
import type { EmittedFile } from './emit/file.ts';

export const MANIFEST_FILE = '.mk8s-codegen.json';

const PURPOSE =
  'Written by mk8s-codegen with the files below. It replaces this folder only while this manifest is here and the folder holds nothing else.';

export function manifestFile(files: readonly EmittedFile[]): EmittedFile {
  const paths = files.map((f) => f.path).sort();
  return { path: MANIFEST_FILE, contents: `${JSON.stringify({ '//': PURPOSE, files: paths }, null, 2)}\n` };
}

/** The files a manifest lists, or `undefined` when the text is not a manifest. */
export function manifestPaths(text: string): readonly string[] | undefined {
  try {
    const value = JSON.parse(text) as { files?: unknown };
    const files = value?.files;
    return Array.isArray(files) && files.every((f) => typeof f === 'string') ? files : undefined;
  } catch {
    return undefined;
  }
}

/** A path inside the output: relative, `/`-separated, no `.`/`..` segments, not the manifest. */
export function isOutputPath(path: string): boolean {
  const segments = path.split('/');
  return (
    path !== MANIFEST_FILE &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..') &&
    !/^[A-Za-z]:/.test(path)
  );
}
