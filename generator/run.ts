/**
 * Wires the stages to the file system and is the programmatic API's implementation: reads the spec
 * and the tool's templates, runs the pipeline in memory, and compares an output folder. Returns
 * values for the caller to print or write; prints nothing itself.
 */
import { readdir, stat } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import type { ArtifactName } from './artifacts.ts';
import { withDependencies } from './artifacts.ts';
import { compareOutput, type OutputDrift } from './compare.ts';
import { type Diagnostic, sortDiagnostics } from './diagnostics.ts';
import type { EmittedFile } from './emit/file.ts';
import { specFilesOf } from './load.ts';
import { diagnoseSpec, generatePackage } from './pipeline.ts';
import { readToolFiles, readTree } from './read.ts';
import { refuseOutput, type WriteOptions } from './write.ts';

export { readTree } from './read.ts';

/** The files whose root schemas are the resources. */
export const SPEC_ROOTS: readonly string[] = ['cluster.json', 'error.json'];

export interface GenerateOptions {
  /**
   * The spec: a folder (resolved against `cwd`; default `spec`), or its files in memory as
   * `/`-separated path → JSON text.
   */
  readonly spec?: string | ReadonlyMap<string, string>;
  /** Where relative paths start (default: the process's working directory). */
  readonly cwd?: string;
  /** The generated package's `name` and `version` (default: `@mk8s/schema` and the tool's). */
  readonly package?: { readonly name?: string; readonly version?: string };
  /** The artifacts to emit (default: all); what they need is added. */
  readonly artifacts?: readonly ArtifactName[];
}

export interface GenerateResult {
  /** Every file of the package, sorted by path; empty when there are diagnostics. */
  readonly files: readonly EmittedFile[];
  /** Problems of the spec, each at a file and JSON Pointer; empty when the package was generated. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Generates the package in memory. Never writes; a broken spec gives diagnostics, not an exception. */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const files = await specFiles(options);
  const missing = SPEC_ROOTS.filter((root) => !files.has(root));
  if (missing.length > 0) {
    const absent = await missingRoots(options, missing);
    // The files that are there are still checked, so one run shows every problem.
    const present = diagnoseSpec({ files, roots: SPEC_ROOTS.filter((root) => files.has(root)) });
    return { files: [], diagnostics: sortDiagnostics([...absent, ...present]) };
  }
  const { templates, docs } = await readToolFiles();
  const result = await generatePackage(
    { files, roots: SPEC_ROOTS },
    {
      templates,
      docs,
      ...(options.package === undefined ? {} : { package: options.package }),
      ...(typeof options.spec === 'string' ? { specFolder: shownSpecFolder(options) } : {}),
      ...(options.artifacts === undefined ? {} : { artifacts: withDependencies(options.artifacts) }),
    },
  );
  return result.ok ? { files: result.value, diagnostics: [] } : { files: [], diagnostics: result.diagnostics };
}

/**
 * What differs between `files` and the folder `outDir` (missing, extra and differing files), relative
 * to `options.cwd`. Throws `WriteRefusedError`, as `write` would with the same options, for a folder
 * `write` would refuse for what it is (not its own, the working directory, the spec folder, a file):
 * a check that passes promises that `write` replaces the folder.
 */
export async function check(
  files: readonly EmittedFile[],
  outDir: string,
  options: WriteOptions = {},
): Promise<OutputDrift> {
  const target = await refuseOutput(resolve(options.cwd ?? process.cwd(), outDir), options);
  return compareOutput(files, await readTree(target, ''));
}

export function specFolder(options: Pick<GenerateOptions, 'spec' | 'cwd'>): string {
  const cwd = options.cwd ?? process.cwd();
  return resolve(cwd, typeof options.spec === 'string' ? options.spec : 'spec');
}

/**
 * The spec folder as the files' notice names it: relative to `cwd` (`schema`, `api/schema`), or by
 * its own name when it lies outside (a notice never carries a path of the machine it was made on).
 */
function shownSpecFolder(options: Pick<GenerateOptions, 'spec' | 'cwd'>): string {
  const path = relative(options.cwd ?? process.cwd(), specFolder(options))
    .split(sep)
    .join('/');
  return path === '' || path.startsWith('..') || isAbsolute(path) ? basename(specFolder(options)) : path;
}

/**
 * `SPEC_MISSING_FILE` for the root files not found: one at the spec folder itself (file `''`) when it
 * does not exist or is a file, else one a file, saying when a YAML file of the same name is there (the
 * spec is read as JSON only).
 */
async function missingRoots(options: GenerateOptions, missing: readonly string[]): Promise<Diagnostic[]> {
  const at = (file: string, message: string): Diagnostic => ({ code: 'SPEC_MISSING_FILE', message, file, pointer: '' });
  if (typeof options.spec === 'object') return missing.map((file) => at(file, `the spec has no ${file}`));
  const folder = specFolder(options);
  const kind = await stat(folder).then(
    (found) => (found.isDirectory() ? 'folder' : 'file'),
    () => 'none',
  );
  // The folder itself is what is missing: the diagnostic names it (file ''), not a file inside it.
  if (kind !== 'folder') return [at('', `${kind === 'file' ? 'a file, not a folder' : 'no such folder'} (${folder})`)];
  const names = new Set(await readdir(folder));
  return missing.map((file) => {
    const stem = file.slice(0, -'.json'.length);
    const yaml = [`${stem}.yaml`, `${stem}.yml`].find((name) => names.has(name));
    const hint = yaml === undefined ? '' : `; ${yaml} is there, but the spec is read as JSON only`;
    return at(file, `the spec folder ${folder} has no ${file}${hint}`);
  });
}

async function specFiles(options: GenerateOptions): Promise<ReadonlyMap<string, string>> {
  if (typeof options.spec === 'object') return options.spec;
  return specFilesOf(await readTree(specFolder(options), '.json'));
}
