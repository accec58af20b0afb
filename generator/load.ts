/**
 * Stage `load`: parse the spec files and resolve every `$ref` across them.
 *
 * The files come in as text (the caller read them), so this stage does no I/O. One resolver: a
 * `$ref` is a URI reference resolved against the file that holds it (RFC 3986), its fragment a JSON
 * Pointer (RFC 6901) into the target file, as JSON Schema 2020-12 says; the spec takes no `$id` or
 * `$anchor` (the check refuses them), so nothing else can change what a `$ref` means.
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-8.2.3.1 ($ref)
 */
import type { Diagnostic, StageResult } from './diagnostics.ts';
import { parseJsonText } from './json-text.ts';
import { getAtPointer, isRecord, joinPointer } from './pointer.ts';
import { ANNOTATION } from './vocabulary.ts';

/** The spec as the caller found it: file path (relative, `/`-separated) → text. */
export interface SpecSource {
  readonly files: ReadonlyMap<string, string>;
  /** The files whose root schemas are the resources (`cluster.json`, `error.json`). */
  readonly roots: readonly string[];
}

export interface SchemaLocation {
  readonly file: string;
  readonly pointer: string;
}

export interface RawSpec {
  readonly docs: ReadonlyMap<string, unknown>;
  readonly roots: readonly string[];
  /** `file#pointer` of every schema holding a `$ref` → where that `$ref` leads. */
  readonly refs: ReadonlyMap<string, SchemaLocation>;
}

const SCHEME = 'mk8s-spec:';
/** The path segment the spec folder is placed under when a `$ref` is resolved (`targetOf`). */
const FOLDER = '%2F';

/** Members whose values are data, not schemas: a `$ref` inside them is not a reference. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set([
  'enum',
  'const',
  'default',
  'examples',
  ANNOTATION.knownValues,
]);

/**
 * Whether a file found in the spec folder (`/`-separated path) is read as spec: a `.json` file
 * outside hidden folders (`.vscode/`, `.git/`) and `node_modules/`; a hidden file is skipped too.
 */
export function isSpecFile(path: string): boolean {
  return path.endsWith('.json') && path.split('/').every((s) => !s.startsWith('.') && s !== 'node_modules');
}

/**
 * The spec among the files of a spec folder, by path (`isSpecFile`): what `generate` reads and what
 * `compat` reads now, in a base folder and at a git ref alike.
 */
export function specFilesOf(found: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...found].filter(([path]) => isSpecFile(path)));
}

export function locationKey(location: SchemaLocation): string {
  return `${location.file}#${location.pointer}`;
}

export function loadSpec(source: SpecSource): StageResult<RawSpec> {
  const docs = new Map<string, unknown>();
  const diagnostics: Diagnostic[] = [];
  for (const [file, text] of [...source.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const parsed = parseJson(file, text);
    if (parsed.ok) docs.set(file, parsed.value);
    else diagnostics.push(...parsed.diagnostics);
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };

  const refs = new Map<string, SchemaLocation>();
  for (const [file, doc] of docs) {
    for (const use of collectRefs(doc, '')) {
      const target = targetOf(file, use.ref);
      const where = { file, pointer: use.pointer };
      const problem = typeof target === 'string' ? target : describeTarget(target, docs);
      if (typeof target === 'string' || problem !== undefined) {
        diagnostics.push({ code: 'SPEC_DANGLING_REF', message: `$ref "${use.ref}" ${problem}`, ...where });
      } else {
        refs.set(locationKey(where), target);
      }
    }
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  return { ok: true, value: { docs, roots: source.roots, refs } };
}

/** What is wrong with the target of a `$ref`, or `undefined` when it points at a value. */
function describeTarget(target: SchemaLocation, docs: ReadonlyMap<string, unknown>): string | undefined {
  if (!docs.has(target.file)) return `points at ${unreadFile(target.file)}`;
  return getAtPointer(docs.get(target.file), target.pointer) !== undefined
    ? undefined
    : `points at nothing: ${target.file} has no ${target.pointer || 'root'}`;
}

/** Why the file a `$ref` names is not among the spec files. */
function unreadFile(file: string): string {
  if (!file.endsWith('.json')) return `${file}, which is not read: spec files are JSON, named *.json`;
  if (!isSpecFile(file)) return `${file}, which is not read: hidden folders and node_modules are skipped`;
  return `a file that does not exist (${file})`;
}

/** One spec file's JSON (`json-text.ts`): a syntax error at its line and column, a key given twice refused. */
function parseJson(
  file: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; diagnostics: Diagnostic[] } {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed;
  const diagnostics = parsed.problems.map(
    ({ message, pointer }): Diagnostic => ({ code: 'SPEC_INVALID_JSON', message, file, pointer }),
  );
  return { ok: false, diagnostics };
}

function collectRefs(node: unknown, pointer: string): { ref: string; pointer: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => collectRefs(item, joinPointer(pointer, i)));
  if (!isRecord(node)) return [];
  const found: { ref: string; pointer: string }[] = [];
  if (typeof node.$ref === 'string') found.push({ ref: node.$ref, pointer });
  for (const [key, value] of Object.entries(node)) {
    if (!DATA_KEYWORDS.has(key)) found.push(...collectRefs(value, joinPointer(pointer, key)));
  }
  return found;
}

/**
 * Where a `$ref` leads: resolved against the URI of the file that holds it (its path percent-encoded,
 * so `my stuff/a.json` and `über/b.json` are valid bases), then decoded back to a path on disk. A
 * space written as is resolves as `%20` does, as URL parsers (and editors) take it. What is wrong
 * with it instead, when it leads nowhere inside the spec folder.
 */
function targetOf(file: string, ref: string): SchemaLocation | string {
  try {
    // the spec folder sits under a segment no file name can hold (an encoded `/`), so a `..` that
    // climbs out of the folder is seen instead of stopping at the URL's root
    const base = `${SCHEME}/${FOLDER}/${file.split('/').map(encodeURIComponent).join('/')}`;
    const url = new URL(ref, base);
    if (url.protocol !== SCHEME) return 'is not a reference inside the spec folder';
    if (!url.pathname.startsWith(`/${FOLDER}/`)) return 'leads outside the spec folder: a $ref names files inside it';
    const segments = url.pathname
      .slice(FOLDER.length + 2)
      .split('/')
      .map(decodeURIComponent);
    if (segments.some((segment) => segment.includes('/'))) return 'is not a reference inside the spec folder';
    return { file: segments.join('/'), pointer: decodeURIComponent(url.hash.slice(1)) };
  } catch {
    return 'is not a reference inside the spec folder';
  }
}
