/** Shared set-up for tests that run the generator on a spec held in memory. */
import { join } from 'node:path';
import type { EmitContext } from '../../generator/emit/index.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { readTree, SPEC_ROOTS } from '../../generator/run.ts';

export const REPO = join(import.meta.dirname, '..', '..');

export async function readSpec(dir: string): Promise<Map<string, string>> {
  return readTree(dir, '.json');
}

export async function emitContext(): Promise<EmitContext> {
  return { templates: await readTree(join(REPO, 'templates'), '') };
}

export async function generateFrom(files: ReadonlyMap<string, string>) {
  return generatePackage({ files, roots: SPEC_ROOTS }, await emitContext());
}

/** A copy of `files` with one file's JSON changed by `edit`. */
export function editJson(
  files: ReadonlyMap<string, string>,
  file: string,
  // biome-ignore lint/suspicious/noExplicitAny: tests reach deep into spec JSON to break it on purpose
  edit: (doc: Record<string, any>) => void,
): Map<string, string> {
  const copy = new Map(files);
  const doc = JSON.parse(copy.get(file) ?? '{}');
  edit(doc);
  copy.set(file, JSON.stringify(doc, null, 2));
  return copy;
}
