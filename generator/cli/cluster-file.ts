/**
 * A cluster file as the commands see it: read, its format decided, its documents parsed with their
 * positions, and places (`line:column`) found for the JSON Pointers of issues.
 */
import {
  type DocumentFormat,
  detectFormat,
  type LineIndex,
  readDocuments,
  type SourceDocument,
  withLineFeeds,
} from '../documents/index.ts';
import { yamlLibrary } from '../documents/yaml-library.ts';
import { pointerTokens } from '../pointer.ts';
import type { CliIo } from './command.ts';
import { type InputFile, readInput, type Unread } from './inputs.ts';
import type { ReportIssue } from './report/types.ts';

export interface ClusterFile {
  readonly shown: string;
  readonly format?: DocumentFormat;
  readonly documents: readonly SourceDocument[];
  /** Issues of the file as a whole (it cannot be read, it holds no document). */
  readonly problems: readonly ReportIssue[];
  readonly lines?: LineIndex;
  /** The text read, for what its values do not tell (whether a YAML value was quoted). */
  readonly text?: string;
}

export async function loadClusterFile(input: InputFile, io: CliIo): Promise<ClusterFile> {
  return parseClusterFile(input, await readInput(input, io));
}

/** A file whose text was read (or could not be), parsed. */
export async function parseClusterFile(input: InputFile, read: { text: string } | Unread): Promise<ClusterFile> {
  if ('problem' in read) {
    const problem: ReportIssue = { ...read.at, code: 'CANNOT_READ', message: read.problem };
    return { shown: input.shown, documents: [], problems: [problem] };
  }
  const format = detectFormat(input.shown, read.text);
  const { documents, lines } = await readDocuments(read.text, format);
  const problems: ReportIssue[] =
    documents.length === 0 ? [{ code: 'EMPTY', message: 'the file holds no document', line: 1, column: 1 }] : [];
  return { shown: input.shown, format, documents, problems, lines, text: read.text };
}

/** The reading problems of a document (duplicate keys, syntax, …) as report issues. */
export function readIssues(file: ClusterFile, doc: SourceDocument, document?: number): ReportIssue[] {
  return doc.issues.map((issue) => ({
    ...(document === undefined ? {} : { document }),
    ...(issue.pointer === undefined ? {} : { pointer: issue.pointer }),
    ...file.lines?.positionAt(issue.offset),
    code: issue.code,
    message: issue.message,
  }));
}

/**
 * An issue about the value at `pointer` of a document, placed at that value (or the nearest one
 * that exists), in the command line's words.
 */
export function placedIssue(
  file: ClusterFile,
  doc: SourceDocument,
  issue: { readonly path: string; readonly code: string; readonly message: string },
  document?: number,
): ReportIssue {
  const offset = doc.positions.offsetOf(issue.path);
  return {
    ...(document === undefined ? {} : { document }),
    pointer: issue.path,
    ...file.lines?.positionAt(offset),
    code: issue.code,
    message: inCliWords(issue.message, file, doc, issue.path),
  };
}

/**
 * The validators speak to JavaScript callers: on the command line the option is a flag, and in a
 * YAML file a wrongly typed value is most often one YAML read otherwise than its writer meant.
 */
function inCliWords(message: string, file: ClusterFile, doc: SourceDocument, pointer: string): string {
  const words = message.replace('validate with { stripReadOnly: true }', 'pass --strip-read-only');
  if (file.format !== 'yaml') return words;
  const hint = unquotedHint(words) ?? yaml11BooleanHint(words, file, doc, pointer);
  return hint === undefined ? words : `${words} (${hint})`;
}

/** A string field given `1.30`, `on` or `~` unquoted, which YAML reads as a number, a boolean, null. */
function unquotedHint(words: string): string | undefined {
  const unquoted = /^must be a string; got (the number|true|false|null)/.exec(words)?.[1];
  if (unquoted === undefined) return undefined;
  const as = unquoted === 'the number' ? 'a number' : unquoted === 'null' ? 'null' : 'a boolean';
  return `YAML reads this unquoted value as ${as}: put it in quotes`;
}

/**
 * A boolean field given YAML 1.1's `yes`, `no`, `on`, `off`, `y` or `n` unquoted, which YAML 1.2
 * reads as a string. Quoted, the string was meant, and the hint would mislead.
 */
function yaml11BooleanHint(words: string, file: ClusterFile, doc: SourceDocument, pointer: string): string | undefined {
  const written = /^must be a boolean; got the string "(y|yes|n|no|on|off)"/i.exec(words)?.[1];
  if (written === undefined || !writtenPlain(file, doc, pointer)) return undefined;
  return `YAML 1.2 reads ${written} as a string; write true or false`;
}

/** Whether the value at `pointer` of a YAML document is written plain (unquoted) in the file. */
function writtenPlain(file: ClusterFile, doc: SourceDocument, pointer: string): boolean {
  if (file.text === undefined) return false;
  const { isScalar, parseAllDocuments } = yamlLibrary();
  const source = [...parseAllDocuments(withLineFeeds(file.text))].find(
    (d) => d.range[0] <= doc.offset && doc.offset <= d.range[1],
  );
  const node = source?.getIn(pointerTokens(pointer), true);
  return isScalar(node) && node.type === 'PLAIN';
}
