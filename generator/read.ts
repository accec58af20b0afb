/**
 * Reading the file system: spec folders, the tool's own templates and docs (found beside the
 * installed tool, never in the working directory), the consumer's configuration, and the documents
 * named on the command line (which files a folder or a pattern names: `read-inputs.ts`). Only node
 * built-ins here, so commands that only read stay quick to start.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { shownPath } from './cli/paths.ts';
import { CONFIG_FILE, configOf, type FoundConfig } from './config.ts';
import { decodeText } from './documents/encoding.ts';

export const TOOL_NAME = 'mk8s-codegen';

interface ToolPackage {
  readonly root: string;
  readonly version: string;
}

let tool: ToolPackage | undefined;

/**
 * The folder of the tool's own `package.json`: the checkout when run from source, the installed
 * package (`node_modules/mk8s-codegen`) when run from `dist/`.
 */
export function toolPackage(): ToolPackage {
  if (tool !== undefined) return tool;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const meta = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (meta.name === TOOL_NAME) {
        tool = { root: dir, version: String(meta.version) };
        return tool;
      }
    } catch {
      // no package.json here: keep climbing
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${TOOL_NAME} package above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** Every file below `dir` whose name ends with `suffix`, by `/`-separated relative path. */
export async function readTree(dir: string, suffix: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return files;
  }
  for (const entry of entries.sort()) {
    if (!entry.endsWith(suffix) || entry.split(sep).includes('node_modules')) continue;
    const path = join(dir, entry);
    try {
      files.set(relative(dir, path).split(sep).join('/'), await readFile(path, 'utf8'));
    } catch {
      // a folder: readdir lists them too
    }
  }
  return files;
}

export interface ToolFiles {
  readonly templates: ReadonlyMap<string, string>;
  readonly docs: ReadonlyMap<string, string>;
}

/** The docs the package carries a copy of. */
const SHIPPED_DOCS: readonly string[] = ['patch-semantics.md'];

let toolFiles: Promise<ToolFiles> | undefined;

/** The tool's templates/ and shipped docs, read once per process. */
export function readToolFiles(): Promise<ToolFiles> {
  toolFiles ??= (async () => {
    const { root } = toolPackage();
    const templates = await readTree(join(root, 'templates'), '');
    if (templates.size === 0) throw new Error(`the ${TOOL_NAME} package at ${root} has no templates/ folder`);
    const docs = new Map<string, string>();
    for (const name of SHIPPED_DOCS) docs.set(name, await readFile(join(root, 'docs', name), 'utf8'));
    return { templates, docs };
  })();
  return toolFiles;
}

export type { FoundConfig } from './config.ts';

/** A project's configuration and the folder it was found in. */
export interface ProjectConfig extends FoundConfig {
  /** The folder its `spec` and `out` are relative to: the one holding it, else the working directory. */
  readonly root: string;
}

/**
 * The configuration of the project `cwd` is in: in `cwd`, else in the nearest folder above it that
 * holds one, looking no further than the first folder with a `package.json` or `.git` (the project's
 * root, where npm runs its scripts), so `npx` in a subfolder reads what `npm run` reads. Throws
 * `ConfigError` when the one found cannot be used.
 */
export async function readConfig(cwd: string): Promise<ProjectConfig> {
  const start = resolve(cwd);
  for (let dir = start; ; dir = dirname(dir)) {
    const pkg = await readOptional(join(dir, 'package.json'));
    const shown = (name: string) => shownPath(start, join(dir, name)).split(sep).join('/');
    const found = configOf(await readOptional(join(dir, CONFIG_FILE)), pkg, shown);
    if (found.source !== undefined) return { ...found, root: dir };
    if (pkg !== undefined || dirname(dir) === dir || (await pathKind(join(dir, '.git'))) !== 'missing') {
      return { config: {}, root: start };
    }
  }
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The text of a file named on the command line, relative to `cwd`, decoded by its byte order mark
 * (`decodeText`). Read synchronously: a command reads its files one after the other, and for many
 * small files a synchronous read costs a tenth of an asynchronous one (no round trip through the
 * thread pool).
 */
export async function readInputFile(cwd: string, path: string): Promise<string> {
  return decodeText(readFileSync(resolve(cwd, path)));
}

/** What a path named on the command line is. */
export async function pathKind(path: string): Promise<'file' | 'folder' | 'missing'> {
  try {
    return (await stat(path)).isDirectory() ? 'folder' : 'file';
  } catch {
    return 'missing';
  }
}

/** The ESM entry of a generated package in `dir`, loaded as a module. */
export async function importPackage(dir: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(dir, 'index.js')).href)) as Record<string, unknown>;
}
