/**
 * YAML text to JSON values, through the `yaml` library (YAML 1.2, core schema): each document of
 * a stream read on its own, with the offset of every member and element. A one-document file that
 * provably holds only JSON is read by js-yaml instead (`yaml-plain.ts`, several times faster), its
 * positions still read by the library when asked for. Only what JSON can hold is taken; the rest is
 * refused with the reason, at its place:
 * - explicit tags (`!!str`, `!custom`): they change what a value is in ways JSON cannot carry;
 * - keys that are not strings (`1:`, `true:`, `? [a]`), and YAML 1.1 merge keys (`<<:`);
 * - duplicate keys (the library would keep one silently);
 * - `.inf` and `.nan`; a `%YAML 1.1` document, whose `yes`/`no` mean something else;
 * - an alias inside the node it names (a cycle), or aliases that expand beyond `MAX_ALIASED_VALUES`.
 * Anchors and aliases of JSON values are expanded into copies, as JSON readers of YAML do.
 * @see https://yaml.org/spec/1.2.2/#1022-tag-resolution
 */
import type { Document, Node } from 'yaml';
import { joinPointer } from '../pointer.ts';
import { LineIndex, withLineFeeds } from './lines.ts';
import { SourcePositions } from './positions.ts';
import { MAX_DEPTH, type ReadIssue, type ReadResult, type SourceDocument } from './types.ts';
import { Converter, startOf, TOO_DEEP_MESSAGE } from './yaml-convert.ts';
import { findDeepNesting } from './yaml-depth.ts';
import { isMap, isPair, isScalar, isSeq, yamlLibrary } from './yaml-library.ts';
import { readPlainYaml } from './yaml-plain.ts';

export { MAX_ALIASED_VALUES } from './yaml-convert.ts';

const OPTIONS = {
  version: '1.2',
  schema: 'core',
  merge: false,
  uniqueKeys: false, // reported here, with the pointer and both places
  prettyErrors: false,
  strict: true,
  keepSourceTokens: false,
} as const;

/** Reads a YAML stream, its lone carriage returns made line feeds first (`withLineFeeds`). */
export function readYaml(given: string): ReadResult {
  const text = withLineFeeds(given);
  const lines = new LineIndex(text);
  const deep = findDeepNesting(text, MAX_DEPTH);
  const plain = deep >= 0 ? undefined : readPlainYaml(text);
  if (plain !== undefined) {
    // Positions come from the full reader, only when something asks for them.
    let positions: SourcePositions | undefined;
    const document: SourceDocument = {
      offset: plain.offset,
      issues: [],
      value: plain.value,
      get positions() {
        positions ??= readWithLibrary(text, lines, deep).documents[0]?.positions ?? new SourcePositions(plain.offset);
        return positions;
      },
    };
    return { format: 'yaml', documents: [document], lines };
  }
  return readWithLibrary(text, lines, deep);
}

/**
 * Every document through the `yaml` library, with the reasons for what is refused: the reader for
 * whatever the fast path doubts, and the oracle the fast path is tested against.
 */
export function readYamlWithLibrary(given: string): ReadResult {
  const text = withLineFeeds(given);
  return readWithLibrary(text, new LineIndex(text), findDeepNesting(text, MAX_DEPTH));
}

function readWithLibrary(text: string, lines: LineIndex, deep: number): ReadResult {
  const parsed = deep >= 0 ? undefined : parseStream(text);
  if (parsed === undefined) {
    const issue = tooDeep(Math.max(deep, 0));
    return { format: 'yaml', documents: [{ offset: 0, issues: [issue], positions: new SourcePositions(0) }], lines };
  }
  const documents: SourceDocument[] = [];
  for (const doc of parsed) {
    const offset = startOf(doc.contents, doc.range[0]);
    if (doc.errors.length > 0) {
      const issues = doc.errors.map(
        (e): ReadIssue => ({
          code: 'SYNTAX',
          message: syntaxMessage(e.message),
          offset: e.pos[0],
          pointer: pointerAt(doc, e.pos[0]),
        }),
      );
      documents.push({ offset, issues, positions: new SourcePositions(offset) });
    } else if (!isEmpty(doc)) {
      documents.push(convertDocument(doc, lines));
    }
  }
  return { format: 'yaml', documents, lines };
}

/** The documents of a stream; `undefined` when the library's recursion gives out. */
function parseStream(text: string): Document.Parsed[] | undefined {
  try {
    return yamlLibrary().parseAllDocuments(text, OPTIONS) as Document.Parsed[];
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function tooDeep(offset: number): ReadIssue {
  return { code: 'TOO_DEEP', message: TOO_DEEP_MESSAGE, offset };
}

/** The library's message, without the location it appends (we print our own). */
function syntaxMessage(message: string): string {
  return message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '');
}

/**
 * One document's value, built without positions; the offsets of its members and elements are
 * read in a second walk of the same nodes, only when something asks for them (and at once when a
 * key is repeated, to say where the first one is), as the JSON reader does.
 */
function convertDocument(doc: Document.Parsed, lines: LineIndex): SourceDocument {
  const fast = convertOnce(doc, lines, false);
  const result = fast.issues.some((i) => i.code === 'DUPLICATE_KEY') ? convertOnce(doc, lines, true) : fast;
  let positions: SourcePositions | undefined = result.tracked ? result.positions : undefined;
  const { issues, offset } = result;
  return {
    offset,
    issues,
    ...('value' in result && issues.length === 0 ? { value: result.value } : {}),
    get positions() {
      positions ??= convertOnce(doc, lines, true).positions;
      return positions;
    },
  };
}

function convertOnce(
  doc: Document.Parsed,
  lines: LineIndex,
  track: boolean,
): SourceDocument & { readonly tracked: boolean } {
  const converter = new Converter(doc, lines, track);
  const contents = doc.contents as Node;
  const version = doc.directives?.yaml;
  if (version?.explicit && version.version !== '1.2') {
    const message = `%YAML ${version.version} documents are not read: their plain scalars (yes, no, 0777) mean other things; remove the directive`;
    return {
      offset: converter.positions.root,
      issues: [{ code: 'YAML_VERSION', message, offset: doc.range[0] }],
      positions: converter.positions,
      tracked: track,
    };
  }
  const value = converter.convert(contents);
  converter.positions.value = value;
  const { issues, positions } = converter;
  return { offset: positions.root, issues, positions, value, tracked: track };
}

/**
 * The pointer of the deepest member or element whose text holds `offset`, in a document the
 * library could only partly read: where a syntax error stands.
 */
function pointerAt(doc: Document.Parsed, offset: number): string {
  const segments: (string | number)[] = [];
  let node: unknown = doc.contents;
  while (segments.length < MAX_DEPTH && (isMap(node) || isSeq(node))) {
    const step = isMap(node) ? memberAt(node.items, offset) : elementAt(node.items as unknown[], offset);
    if (step === undefined) break;
    segments.push(step.segment);
    node = step.node;
  }
  return joinPointer('', ...segments);
}

function memberAt(pairs: readonly unknown[], offset: number): { segment: string; node: unknown } | undefined {
  for (const pair of pairs) {
    if (!isPair(pair) || !isScalar(pair.key) || typeof pair.key.value !== 'string') continue;
    const start = startOf(pair.key, -1);
    const end = (pair.value as Node | null)?.range?.[2] ?? (pair.key as Node).range?.[2] ?? -1;
    if (start <= offset && offset <= end) return { segment: pair.key.value, node: pair.value };
  }
  return undefined;
}

function elementAt(items: readonly unknown[], offset: number): { segment: number; node: unknown } | undefined {
  const index = items.findIndex((item) => {
    const range = (item as Node | null)?.range;
    return range !== undefined && range !== null && range[0] <= offset && offset <= range[2];
  });
  return index < 0 ? undefined : { segment: index, node: items[index] };
}

/** A document with no content at all (`---` before the first or after the last), which streams often hold. */
function isEmpty(doc: Document.Parsed): boolean {
  const { contents } = doc;
  return (
    contents === null ||
    (isScalar(contents) && contents.source === '' && contents.anchor === undefined && contents.tag === undefined)
  );
}
