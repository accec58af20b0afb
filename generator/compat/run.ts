/**
 * Wires the compatibility guard to the file system and git: reads the base spec (a folder or a git
 * ref), the current spec, the generator's templates and the stored bodies of the corpus, and finds
 * the base version. The only code of the guard that reads anything; it writes nothing.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readTree, SPEC_ROOTS } from '../run.ts';
import { type CompatOutcome, compareSpecs } from './compare.ts';
import type { CorpusDocument } from './corpus.ts';
import { readFileAt, readTreeAt } from './git.ts';
import type { SpecVersion } from './version.ts';

export type BaseSource = { readonly dir: string } | { readonly gitRef: string };

export interface CompatOptions {
  readonly cwd: string;
  readonly base: BaseSource;
  /** The current spec folder (default `spec`). */
  readonly spec?: string;
  /** Files and folders of stored bodies; default: the repository's examples and fixtures. */
  readonly corpus?: readonly string[];
  /** The version the base was released as, when the base does not say. */
  readonly baseVersion?: string;
}

/** Where a checkout of this project keeps bodies: docs examples, test fixtures, OpenAPI examples. */
export const DEFAULT_CORPUS: readonly string[] = ['docs/examples', 'test/fixtures', 'templates/openapi/examples'];

/** The generator's own templates, wherever it is installed. */
const TEMPLATES = join(import.meta.dirname, '..', '..', 'templates');

/** A base or spec that cannot be read: a usage error of the command. */
export class CompatInputError extends Error {}

export async function runCompat(options: CompatOptions): Promise<CompatOutcome> {
  const templates = await readTree(TEMPLATES, '');
  const specDir = options.spec ?? 'spec';
  const current: SpecVersion = { files: await readSpecDir(resolve(options.cwd, specDir), '--spec') };
  const base = await readBase(options, specDir);
  const corpus = await readCorpus(options.cwd, options.corpus ?? DEFAULT_CORPUS, options.corpus !== undefined);
  return compareSpecs({ base, current, roots: SPEC_ROOTS, context: { templates }, corpus });
}

async function readSpecDir(dir: string, option: string): Promise<Map<string, string>> {
  const files = await readTree(dir, '.json');
  if (files.size === 0) throw new CompatInputError(`${option}: ${dir} holds no spec (no .json files)`);
  return files;
}

async function readBase(options: CompatOptions, specDir: string): Promise<SpecVersion> {
  if ('gitRef' in options.base) {
    const ref = options.base.gitRef;
    const files = await readTreeAt(options.cwd, ref, specDir, '.json');
    if (files.size === 0) throw new CompatInputError(`--base-git: ${ref} has no spec in ${specDir}/`);
    const manifest =
      (await readFileAt(options.cwd, ref, 'generated/package.json')) ??
      (await readFileAt(options.cwd, ref, 'templates/package/meta.json'));
    return { files, version: options.baseVersion ?? versionIn(manifest) };
  }
  const dir = resolve(options.cwd, options.base.dir);
  const files = await readSpecDir(dir, '--base');
  return { files, version: options.baseVersion ?? (await releasedVersion(dir)) };
}

/**
 * The version a spec folder was released as: the `package.json` beside it (a release snapshot,
 * `releases/latest/package.json`) or the `generated/package.json` of the checkout it belongs to.
 */
async function releasedVersion(specDir: string): Promise<string | undefined> {
  for (const manifest of [
    join(dirname(specDir), 'package.json'),
    join(dirname(specDir), 'generated', 'package.json'),
  ]) {
    const text = await readFile(manifest, 'utf8').catch(() => undefined);
    const parsed = parseJson(text) as { name?: unknown } | undefined;
    if (parsed !== undefined && parsed.name !== 'mk8s-codegen') return versionIn(text);
  }
  return undefined;
}

function versionIn(text: string | undefined): string | undefined {
  const version = (parseJson(text) as { version?: unknown } | undefined)?.version;
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

/** Every JSON file of the corpus paths; a path named on the command line must exist. */
export async function readCorpus(cwd: string, paths: readonly string[], named: boolean): Promise<CorpusDocument[]> {
  const documents: CorpusDocument[] = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    const info = await stat(full).catch(() => undefined);
    if (info === undefined) {
      if (named) throw new CompatInputError(`--corpus: ${path} does not exist`);
      continue;
    }
    const files = info.isDirectory()
      ? [...(await readTree(full, '.json'))].map(([name, text]) => [join(full, name), text] as const)
      : [[full, await readFile(full, 'utf8')] as const];
    for (const [file, text] of files) {
      const value = parseJson(text);
      if (value !== undefined) documents.push({ file: relative(cwd, file).split(sep).join('/'), value });
    }
  }
  return documents;
}
