/**
 * Wires the compatibility guard to the file system and git: reads the base spec (a folder or a git
 * ref), the current spec, the generator's templates and the stored bodies of the corpus, and finds
 * the base version. The only code of the guard that reads anything; it writes nothing.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { shownPath } from '../cli/paths.ts';
import { CONFIG_FILE, ConfigError, configOf, type FoundConfig } from '../config.ts';
import { packageMeta } from '../emit/artifact.ts';
import { specFilesOf } from '../load.ts';
import { readToolFiles } from '../read.ts';
import { readTree, SPEC_ROOTS } from '../run.ts';
import { type CompatOutcome, compareSpecs } from './compare.ts';
import { readFileAt, readTreeAt } from './git.ts';
import { CompatInputError, readCorpus } from './read-corpus.ts';
import type { SpecVersion } from './version.ts';

export type BaseSource = { readonly dir: string } | { readonly gitRef: string };

export interface CompatOptions {
  readonly cwd: string;
  readonly base: BaseSource;
  /** The current spec folder (default `spec`). */
  readonly spec?: string;
  /** The folder the configuration is in (default `cwd`): the base's configuration is read there. */
  readonly root?: string;
  /** The package's `name` and `version` as the configuration sets them (as `generate` writes them). */
  readonly package?: { readonly name?: string; readonly version?: string };
  /** Files and folders of stored bodies; default: the repository's examples and fixtures. */
  readonly corpus?: readonly string[];
  /** The version the base was released as, when the base does not say. */
  readonly baseVersion?: string;
}

/** Where a checkout of this project keeps bodies: docs examples, test fixtures, OpenAPI examples. */
export const DEFAULT_CORPUS: readonly string[] = ['docs/examples', 'test/fixtures', 'templates/openapi/examples'];

export { CompatInputError } from './read-corpus.ts';

export async function runCompat(options: CompatOptions): Promise<CompatOutcome> {
  const { templates } = await readToolFiles();
  // Both versions are generated as `generate` would write the current one: same templates, same name.
  const context = { templates, ...(options.package === undefined ? {} : { package: options.package }) };
  const meta = packageMeta(context);
  const specDir = options.spec ?? 'spec';
  const currentDir = resolve(options.cwd, specDir);
  const current: SpecVersion = {
    files: await readSpecDir(currentDir, '--spec'),
    version: meta.version,
    shown: shownIn(options.cwd, currentDir),
  };
  const base = await readBase(options, specDir, meta.name);
  const corpus = await readCorpus(options.cwd, options.corpus ?? DEFAULT_CORPUS, options.corpus !== undefined);
  return compareSpecs({ base, current, roots: SPEC_ROOTS, context, corpus });
}

async function readSpecDir(dir: string, option: string): Promise<Map<string, string>> {
  const files = specFilesOf(await readTree(dir, '.json'));
  if (files.size === 0) throw new CompatInputError(`${option}: ${dir} holds no spec (no .json files)`);
  return files;
}

async function readBase(options: CompatOptions, specDir: string, name: string): Promise<SpecVersion> {
  const { files, project, shown } = await baseFiles(options, specDir);
  return { files, shown, version: options.baseVersion ?? (await releasedVersion(project, name)) };
}

/** A file of the spec folder `dir` as the command line shows paths (relative to `cwd` when inside it). */
function shownIn(cwd: string, dir: string): (file: string) => string {
  return (file) => shownPath(cwd, join(dir, ...file.split('/')));
}

async function baseFiles(
  options: CompatOptions,
  specDir: string,
): Promise<{ files: Map<string, string>; project: Project; shown: (file: string) => string }> {
  if ('gitRef' in options.base) {
    const ref = options.base.gitRef;
    const root = options.root ?? options.cwd;
    const project: Project = {
      read: (path) => readFileAt(options.cwd, ref, resolve(root, path)),
      shown: (path) => `${ref}:${path}`,
    };
    const configured = await configuredSpec(project);
    const dir = configured === undefined ? resolve(options.cwd, specDir) : resolve(root, configured);
    const shownDir = relative(root, dir).split(sep).join('/') || '.';
    const files = specFilesOf(await readTreeAt(options.cwd, ref, dir, '.json'));
    if (files.size === 0) throw new CompatInputError(`--base-git: ${ref} has no spec in ${shownDir}/`);
    return { files, project, shown: (file) => project.shown(`${shownDir}/${file}`) };
  }
  const dir = resolve(options.cwd, options.base.dir);
  const files = await readSpecDir(dir, '--base');
  const root = dirname(dir);
  const project: Project = {
    read: (path) => readFile(resolve(root, path), 'utf8').catch(() => undefined),
    shown: (path) => shownPath(options.cwd, resolve(root, path)).split(sep).join('/'),
  };
  return { files, project, shown: shownIn(options.cwd, dir) };
}

/** The folder a base spec belongs to (the checkout at a ref, or the folder around a base folder). */
interface Project {
  /** The text of a file by path relative to the folder; `undefined` when there is none. */
  readonly read: (path: string) => Promise<string | undefined>;
  /** The path as the user should see it in an error. */
  readonly shown: (path: string) => string;
}

/**
 * The version a base spec was released as. A project with a configuration: its `package.version`,
 * else the `package.json` of its `out` (default `generated`). Without one: `generated/package.json`
 * (a checkout), else the `package.json` beside the spec when it names the package (a release
 * snapshot such as `releases/latest/`). Otherwise unknown: the CLI asks for `--base-version`.
 */
async function releasedVersion(project: Project, name: string): Promise<string | undefined> {
  const { config, source } = await baseConfig(project);
  if (source !== undefined) {
    return config.package?.version ?? versionIn(await project.read(`${config.out ?? 'generated'}/package.json`));
  }
  const snapshot = parseJson(await project.read('package.json')) as { name?: unknown } | undefined;
  return (
    versionIn(await project.read('generated/package.json')) ??
    (snapshot?.name === name ? versionOf(snapshot) : undefined)
  );
}

/**
 * The spec folder the configuration at a ref names, if it names one: a project that moved its spec
 * and said so in its configuration is compared with the folder the base had. A configuration that
 * cannot be read names none here; the base version, when asked of it, reports it.
 */
async function configuredSpec(project: Project): Promise<string | undefined> {
  try {
    return (await baseConfig(project)).config.spec;
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}

/** The base's configuration; a broken one is reported, naming the way around it. */
async function baseConfig(project: Project): Promise<FoundConfig> {
  try {
    return configOf(await project.read(CONFIG_FILE), await project.read('package.json'), project.shown);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError(error.where, [...error.problems, 'give --base-version to compare without reading it']);
  }
}

function versionIn(text: string | undefined): string | undefined {
  return versionOf(parseJson(text));
}

function versionOf(manifest: unknown): string | undefined {
  const version = (manifest as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' ? version : undefined;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
