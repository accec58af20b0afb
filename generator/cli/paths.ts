/**
 * Paths as the CLI shows them, in one place: from the working directory (`clusters/a.yaml`,
 * `../spec/cluster.json`), as the user typed them and as editors and CI logs resolve them, unless
 * the full path is shorter (`/tmp/spec` rather than `../../../../tmp/spec`), which it is once the path
 * leaves the folders around the working directory.
 */
import { isAbsolute, relative } from 'node:path';

/** `path` (absolute) as the CLI prints it to a user in `cwd`. */
export function shownPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  // another drive (Windows): there is no path from here
  if (isAbsolute(rel)) return path;
  return rel.length <= path.length ? rel : path;
}
