/**
 * Wires the stages to the file system: reads spec/ and templates/, runs the pipeline, and writes
 * or compares generated/. Returns outcomes for the CLI to print; prints nothing itself.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
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
