/**
 * Where an output folder may be. `generate --out DIR` replaces DIR, so DIR must never be the
 * working directory, the spec folder, a folder holding either, or a folder inside the spec (the
 * next run would read the output as spec files). Paths are compared after resolving symbolic links.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface OutputGuard {
  /** The working directory (default: the process's). */
  readonly cwd?: string;
  /** The spec folder, when the files come from one. */
  readonly spec?: string;
}

/** Why `outDir` must not be written, or `undefined` when it may. */
export function forbiddenOutput(outDir: string, guard: OutputGuard): string | undefined {
  const out = canonical(outDir);
  const cwd = canonical(guard.cwd ?? process.cwd());
  if (contains(out, cwd)) {
    return out === cwd ? 'it is the working directory' : `it contains the working directory (${cwd})`;
  }
  if (guard.spec === undefined) return undefined;
  const spec = canonical(guard.spec);
  if (out === spec) return 'it is the spec folder';
  if (contains(out, spec)) return `it contains the spec folder (${spec})`;
  if (contains(spec, out)) return `it is inside the spec folder (${spec})`;
  return undefined;
}

/** Whether `outer` is `inner` or one of its ancestors. */
function contains(outer: string, inner: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The absolute path with symbolic links of its existing part resolved. */
function canonical(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(canonical(parent), basename(absolute));
  }
}
