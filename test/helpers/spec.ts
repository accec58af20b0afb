/** Shared set-up for tests that run the generator on a spec held in memory. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmittedFile } from '../../generator/emit/file.ts';
import type { EmitContext } from '../../generator/emit/index.ts';
import { annotatedSchemas } from '../../generator/emit/schemas.ts';
import { deriveSpec, generatePackage } from '../../generator/pipeline.ts';
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

/**
 * The JSON Schemas of a spec with their `x-mk8s-` annotations, by published path: what the
 * generator builds before publishing them in standard JSON Schema only.
 */
export function annotatedSchemasFrom(files: ReadonlyMap<string, string>): Map<string, string> {
  const derived = deriveSpec({ files, roots: SPEC_ROOTS });
  if (!derived.ok) throw new Error(JSON.stringify(derived.diagnostics));
  return new Map([...annotatedSchemas(derived.value)].map(([path, schema]) => [path, JSON.stringify(schema)]));
}

let ownSchemas: Promise<Map<string, string>> | undefined;

/** One JSON Schema of this repository's spec (`cluster.json`, …) with its `x-mk8s-` annotations. */
export async function annotatedSchema(file: string): Promise<Record<string, unknown>> {
  ownSchemas ??= readSpec(join(REPO, 'spec')).then(annotatedSchemasFrom);
  const text = (await ownSchemas).get(`schemas/${file}`);
  if (text === undefined) throw new Error(`no schema ${file}`);
  return JSON.parse(text);
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

/** Writes generated files into a new folder under the system's temporary one and imports the package from it. */
export async function importGenerated(
  files: readonly EmittedFile[],
  prefix: string,
): Promise<{ dir: string; pkg: typeof import('../../generated/index.js') }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  for (const file of files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.contents);
  }
  return { dir, pkg: await import(pathToFileURL(join(dir, 'index.js')).href) };
}

/** A cluster as stored, named `edge`, with the given `spec`. */
export function storedCluster(spec: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 'c',
    name: 'edge',
    kind: 'mk8s',
    version: 1,
    created: '2025-01-01T00:00:00Z',
    lastModified: '2025-01-01T00:00:00Z',
    links: [],
    spec,
  };
}
