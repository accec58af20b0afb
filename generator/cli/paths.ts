/** Paths as the CLI shows them: relative to the working directory when inside it. */
import { isAbsolute, relative } from 'node:path';

export function shownPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
