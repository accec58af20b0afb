/**
 * Reading cluster files: which format a file is in, and its documents. The YAML reader loads only
 * when a YAML file comes, so checking JSON files starts as fast as before YAML was read at all; the
 * `yaml` library under it only when a file is more than plain YAML (`yaml-library.ts`).
 */
import { loneSurrogateIn, loneUnitOf, mayHoldLoneSurrogate } from '../../templates/runtime/http/i-json.ts';
import { joinPointer } from '../pointer.ts';
import { foreignEncoding } from './encoding.ts';
import { readJson } from './json.ts';
import { LineIndex } from './lines.ts';
import { SourcePositions } from './positions.ts';
import { type DocumentFormat, loneSurrogateMessage, type ReadResult, type SourceDocument } from './types.ts';

export { decodeText, UndecodableText } from './encoding.ts';
export { LineIndex, type Position, withLineFeeds } from './lines.ts';
export { SourcePositions } from './positions.ts';
export * from './types.ts';

/**
 * The format of a file: by its extension (`.json`; `.yaml`, `.yml`), else by its first character
 * (a JSON text starts with `{` or `[`; anything else, standard input included, is read as YAML).
 */
export function detectFormat(name: string, text: string): DocumentFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  const first = /\S/.exec(text.replace(/^\uFEFF/, ''))?.[0];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

let yamlReader: Promise<typeof import('./yaml.ts')> | undefined;

export async function readDocuments(text: string, format: DocumentFormat): Promise<ReadResult> {
  const encoding = foreignEncoding(text);
  if (encoding !== undefined) {
    return {
      format,
      documents: [{ offset: 0, issues: [encoding], positions: new SourcePositions(0) }],
      lines: new LineIndex(text),
    };
  }
  const read = await readIn(format, text);
  if (!mayHoldLoneSurrogate(text)) return read;
  return { ...read, documents: read.documents.map(refuseLoneSurrogate) };
}

async function readIn(format: DocumentFormat, text: string): Promise<ReadResult> {
  if (format === 'json') return readJson(text);
  yamlReader ??= import('./yaml.ts');
  return (await yamlReader).readYaml(text);
}

/**
 * A document whose keys or strings hold half of a UTF-16 surrogate pair without the other, which
 * the service refuses (`templates/runtime/http/i-json.ts`), refused at the first, without its value.
 */
function refuseLoneSurrogate(document: SourceDocument): SourceDocument {
  const found = document.issues.length === 0 ? loneSurrogateIn(document.value) : undefined;
  if (found === undefined) return document;
  const pointer = joinPointer('', ...found.tokens);
  const message = loneSurrogateMessage(loneUnitOf(found.text), found.inName);
  const issue = { code: 'LONE_SURROGATE' as const, message, offset: document.positions.offsetOf(pointer), pointer };
  return { offset: document.offset, issues: [issue], positions: document.positions };
}
