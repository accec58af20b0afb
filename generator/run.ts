/**
 * Wires the stages to the file system: reads spec/ and templates/, runs the pipeline, and writes
 * or compares generated/. Returns outcomes for the CLI to print; prints nothing itself.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { compareOutput, type OutputDrift } from './compare.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { SpecSource } from './load.ts';
import { generatePackage } from './pipeline.ts';
import { writeAllOrNothing } from './write.ts';

export interface GenerateOptions {
  readonly root: string;
  readonly out: string;
  readonly check: boolean;
}

export type GenerateOutcome =
  | { readonly kind: 'invalid-spec'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: 'written'; readonly files: number }
  | { readonly kind: 'checked'; readonly drift: OutputDrift };

export const SPEC_ROOTS: readonly string[] = ['cluster.json', 'error.json'];

export async function runGenerate(options: GenerateOptions): Promise<GenerateOutcome> {
  const source: SpecSource = { files: await readTree(join(options.root, 'spec'), '.json'), roots: SPEC_ROOTS };
  const templates = await readTree(join(options.root, 'templates'), '');
  const docs = await readTree(join(options.root, 'docs'), '.md');
  const result = await generatePackage(source, { templates, docs });
  if (!result.ok) return { kind: 'invalid-spec', diagnostics: result.diagnostics };
  if (options.check) {
    return { kind: 'checked', drift: compareOutput(result.value, await readTree(options.out, '')) };
  }
  await writeAllOrNothing(options.out, result.value);
  return { kind: 'written', files: result.value.length };
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

export type JsonInput =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string };

/** Reads and parses one JSON document from a file, or from standard input when `file` is `-`. */
export async function readJsonInput(file: string, cwd: string, readStdin: () => Promise<string>): Promise<JsonInput> {
  let text: string;
  try {
    text = file === '-' ? await readStdin() : await readFile(resolve(cwd, file), 'utf8');
  } catch (error) {
    return { ok: false, message: `${file}: cannot read: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `${file}: not JSON: ${(error as Error).message}` };
  }
}

/** The generated package's patch engine, loaded from the checkout's generated/ folder. */
export async function loadPatchEngine(): Promise<typeof import('../generated/index.js')> {
  return import('../generated/index.js');
}

/** The text of a file named on the command line, relative to `cwd`. */
export async function readInputFile(cwd: string, path: string): Promise<string> {
  return readFile(resolve(cwd, path), 'utf8');
}
