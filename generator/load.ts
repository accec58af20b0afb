/**
 * Stage `load`: parse the spec files and resolve every `$ref` across them.
 *
 * The files come in as text (the caller read them); resolution runs through
 * @apidevtools/json-schema-ref-parser with an in-memory resolver, so this stage does no I/O and a
 * `$ref` means exactly what it means to other JSON Schema tools.
 */
import $RefParser, { type $Refs, type ParserOptions } from '@apidevtools/json-schema-ref-parser';
import type { Diagnostic, StageResult } from './diagnostics.ts';
import { getAtPointer, isRecord, joinPointer } from './pointer.ts';

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

/** Members whose values are data, not schemas: a `$ref` inside them is not a reference. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set([
  'enum',
  'const',
  'default',
  'examples',
  'x-mk8s-known-values',
]);

export function locationKey(location: SchemaLocation): string {
  return `${location.file}#${location.pointer}`;
}

export async function loadSpec(source: SpecSource): Promise<StageResult<RawSpec>> {
  const docs = new Map<string, unknown>();
  const diagnostics: Diagnostic[] = [];
  for (const [file, text] of [...source.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const parsed = parseJson(file, text);
    if (parsed.ok) docs.set(file, parsed.value);
    else diagnostics.push(parsed.diagnostic);
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };

  const refs = new Map<string, SchemaLocation>();
  const unresolved: Diagnostic[] = [];
  const resolved = await resolveAll(source, unresolved);
  for (const [file, doc] of docs) {
    for (const use of collectRefs(doc, '')) {
      const target = targetOf(file, use.ref);
      const where = { file, pointer: use.pointer };
      const problem = describeTarget(target, docs, resolved);
      if (target === undefined || problem !== undefined) {
        diagnostics.push({ code: 'SPEC_DANGLING_REF', message: `$ref "${use.ref}" ${problem}`, ...where });
      } else {
        refs.set(locationKey(where), target);
      }
    }
  }
  // ref-parser's own complaint is only worth showing when no single $ref explains it.
  if (diagnostics.length === 0) diagnostics.push(...unresolved);
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  return { ok: true, value: { docs, roots: source.roots, refs } };
}

function describeTarget(
  target: SchemaLocation | undefined,
  docs: ReadonlyMap<string, unknown>,
  resolved: readonly Refs[],
): string | undefined {
  if (target === undefined) return 'is not a reference inside the spec folder';
  if (!docs.has(target.file)) return `points at a file that does not exist (${target.file})`;
  // Files no root reaches are not in ref-parser's map; their pointers are read directly.
  const reached = resolved.filter((refs) => refs.paths().includes(`${SCHEME}/${target.file}`));
  const found =
    reached.length > 0
      ? reached.some((refs) => safeExists(refs, target))
      : getAtPointer(docs.get(target.file), target.pointer) !== undefined;
  return found ? undefined : `points at nothing: ${target.file} has no ${target.pointer || 'root'}`;
}

function parseJson(file: string, text: string): { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(reason);
    const place = at ? ` (line ${lineColumn(text, Number(at[1]))})` : '';
    return {
      ok: false,
      diagnostic: {
        code: 'SPEC_INVALID_JSON',
        message: `invalid JSON${place}: ${reason}`,
        file,
        pointer: '',
      },
    };
  }
}

function lineColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
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

function targetOf(file: string, ref: string): SchemaLocation | undefined {
  try {
    const url = new URL(ref, `${SCHEME}/${file}`);
    if (url.protocol !== SCHEME) return undefined;
    return { file: url.pathname.slice(1), pointer: decodeURIComponent(url.hash.slice(1)) };
  } catch {
    return undefined;
  }
}

type Refs = $Refs;

async function resolveAll(source: SpecSource, diagnostics: Diagnostic[]): Promise<Refs[]> {
  const resolved: Refs[] = [];
  for (const root of source.roots) {
    try {
      resolved.push(await $RefParser.resolve(`${SCHEME}/${root}`, refParserOptions(source)));
    } catch (error) {
      diagnostics.push({
        code: 'SPEC_DANGLING_REF',
        message: `cannot resolve the files referenced from ${root}: ${firstLine(error)}`,
        file: root,
        pointer: '',
      });
    }
  }
  return resolved;
}

function refParserOptions(source: SpecSource): ParserOptions {
  return {
    resolve: {
      file: false,
      http: false,
      memory: {
        order: 1,
        canRead: (info: { url: string }) => info.url.startsWith(SCHEME),
        read: (info: { url: string }) => {
          const text = source.files.get(new URL(info.url).pathname.slice(1));
          if (text === undefined) throw new Error(`no spec file ${info.url.slice(SCHEME.length + 1)}`);
          return text;
        },
      },
    },
    parse: { yaml: false, text: false, binary: false },
  };
}

function safeExists(refs: Refs, target: SchemaLocation): boolean {
  try {
    const url = `${SCHEME}/${target.file}#${encodeURI(target.pointer)}`;
    return refs.exists(url);
  } catch {
    return false;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
