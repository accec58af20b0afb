/**
 * YAML text to JSON values, through the `yaml` library (YAML 1.2, core schema): each document of
 * a stream read on its own, with the offset of every member and element. Only what JSON can hold
 * is taken; the rest is refused with the reason, at its place:
 * - explicit tags (`!!str`, `!custom`): they change what a value is in ways JSON cannot carry;
 * - keys that are not strings (`1:`, `true:`, `? [a]`), and YAML 1.1 merge keys (`<<:`);
 * - duplicate keys (the library would keep one silently);
 * - `.inf` and `.nan`; a `%YAML 1.1` document, whose `yes`/`no` mean something else;
 * - an alias inside the node it names (a cycle), or aliases that expand beyond `MAX_ALIASED_VALUES`.
 * Anchors and aliases of JSON values are expanded into copies, as JSON readers of YAML do.
 * @see https://yaml.org/spec/1.2.2/#1022-tag-resolution
 */
import { type Alias, type Document, isAlias, isMap, isPair, isScalar, isSeq, type Node, parseAllDocuments } from 'yaml';
import { LineIndex } from './lines.ts';
import { pointerOf, SourcePositions, setMember } from './positions.ts';
import {
  duplicateKeyMessage,
  MAX_DEPTH,
  type ReadCode,
  type ReadIssue,
  type ReadResult,
  type SourceDocument,
} from './types.ts';
import { findDeepNesting } from './yaml-depth.ts';

/** At most this many values may come from expanding aliases: enough for any real file, not for an alias bomb. */
export const MAX_ALIASED_VALUES = 10_000;

const OPTIONS = {
  version: '1.2',
  schema: 'core',
  merge: false,
  uniqueKeys: false, // reported here, with the pointer and both places
  prettyErrors: false,
  strict: true,
  keepSourceTokens: false,
} as const;

export function readYaml(text: string): ReadResult {
  const lines = new LineIndex(text);
  const deep = findDeepNesting(text, MAX_DEPTH);
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
    return parseAllDocuments(text, OPTIONS) as Document.Parsed[];
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function tooDeep(offset: number, pointer?: string): ReadIssue {
  const message = `nested deeper than ${MAX_DEPTH} levels of mappings and sequences; no cluster file nests that deep`;
  return { code: 'TOO_DEEP', message, offset, ...(pointer === undefined ? {} : { pointer }) };
}

/** The library's message, without the location it appends (we print our own). */
function syntaxMessage(message: string): string {
  return message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '');
}

interface Frame {
  readonly node: Node;
  readonly container: Record<string, unknown> | unknown[];
  next: number;
  /** The key or index being read, for pointers. */
  at: string | number;
  readonly viaAlias: boolean;
}

class Converter {
  readonly issues: ReadIssue[] = [];
  readonly positions: SourcePositions;
  private readonly stack: Frame[] = [];
  private readonly open = new Set<Node>();
  private aliased = 0;

  constructor(
    private readonly doc: Document.Parsed,
    private readonly lines: LineIndex,
    /** Whether to record the offset of every member and element. */
    private readonly track: boolean,
  ) {
    this.positions = new SourcePositions(startOf(doc.contents, doc.range[0]));
  }

  convert(root: Node): unknown {
    let result: unknown;
    this.visit(root, false, (v) => {
      result = v;
    });
    for (let frame = this.stack.at(-1); frame !== undefined; frame = this.stack.at(-1)) {
      if (!this.step(frame)) {
        this.stack.pop();
        this.open.delete(frame.node);
      }
      if (this.aliased > MAX_ALIASED_VALUES) break;
    }
    return result;
  }

  /** Reads the next member or element of `frame`; false when it has none left. */
  private step(frame: Frame): boolean {
    const { node, container } = frame;
    if (isMap(node)) {
      const pair = node.items[frame.next++];
      if (pair === undefined) return false;
      const key = this.key(pair.key, frame, node);
      if (key === undefined) return true;
      frame.at = key;
      const offset = startOf(pair.key as Node, startOf(node, 0));
      if (this.track) {
        const first = this.positions.addMember(container, key, offset);
        if (first !== undefined) this.refuse('DUPLICATE_KEY', duplicateKeyMessage(key, first, this.lines), offset);
      } else if (Object.hasOwn(container, key)) {
        this.refuse('DUPLICATE_KEY', `duplicate key "${key}"`, offset);
      }
      this.visit(pair.value as Node | null, frame.viaAlias, (v) =>
        setMember(container as Record<string, unknown>, key, v),
      );
      return true;
    }
    if (isSeq(node)) {
      const item = node.items[frame.next];
      if (frame.next >= node.items.length) return false;
      frame.at = frame.next++;
      const array = container as unknown[];
      if (this.track) this.positions.addElement(array, startOf(item as Node | null, startOf(node, 0)));
      this.visit(item as Node | null, frame.viaAlias, (v) => array.push(v));
      return true;
    }
    return false;
  }

  /** A member's key as a string, or `undefined` after refusing it. */
  private key(node: unknown, frame: Frame, map: Node): string | undefined {
    const at = startOf(node as Node | null, startOf(map, 0));
    const target = isAlias(node) ? node.resolve(this.doc) : node;
    if (!isScalar(target) || typeof target.value !== 'string') {
      frame.at = describeKey(target);
      const fix = isScalar(target) ? `, so quote it: "${describeKey(target)}"` : '';
      this.refuse('YAML_KEY', `the key ${describeKey(target)} is not a string; JSON keys are strings${fix}`, at);
      return undefined;
    }
    if (target.tag !== undefined) {
      frame.at = target.value;
      this.refuse('YAML_TAG', tagMessage(target.tag), at);
      return undefined;
    }
    if (target.value === '<<' && target.type === 'PLAIN') {
      frame.at = '<<';
      this.refuse(
        'YAML_MERGE_KEY',
        'merge keys (<<) are a YAML 1.1 extension that JSON cannot express; write the members out',
        at,
      );
      return undefined;
    }
    return target.value;
  }

  /** Converts one node, or opens it as a frame; `store` receives the value. */
  private visit(given: Node | null, viaAlias: boolean, store: (value: unknown) => void): void {
    const node = isAlias(given) ? this.follow(given) : given;
    if (node === undefined) return;
    const aliased = viaAlias || isAlias(given);
    const problem =
      aliased && ++this.aliased > MAX_ALIASED_VALUES
        ? { code: 'YAML_ALIAS' as const, message: `aliases expand to more than ${MAX_ALIASED_VALUES} values` }
        : this.problemOf(node);
    if (problem !== undefined) {
      this.refuse(problem.code, problem.message, startOf(node, startOf(given, 0)));
    } else if (isMap(node) || isSeq(node)) {
      const container = isMap(node) ? {} : [];
      store(container);
      this.open.add(node);
      this.stack.push({ node, container, next: 0, at: '', viaAlias: aliased });
    } else {
      store(isScalar(node) ? node.value : null);
    }
  }

  /** The node an alias names, or `undefined` after refusing the alias. */
  private follow(alias: Alias): Node | undefined {
    const target = alias.resolve(this.doc) as Node | undefined;
    if (target !== undefined && !this.open.has(target)) return target;
    const why = target === undefined ? 'names no anchor' : 'stands inside the node it names; JSON cannot hold a cycle';
    this.refuse('YAML_ALIAS', `the alias *${alias.source} ${why}`, startOf(alias, 0));
    return undefined;
  }

  /** Why a node cannot be taken as JSON, if it cannot. */
  private problemOf(node: Node | null): { code: ReadCode; message: string } | undefined {
    if (node === null) return undefined;
    if (node.tag !== undefined) return { code: 'YAML_TAG', message: tagMessage(node.tag) };
    if (isScalar(node)) {
      const { value } = node;
      if (typeof value === 'number' && !Number.isFinite(value)) {
        return { code: 'NOT_JSON', message: `${node.source} is not a number JSON can hold` };
      }
      const json = value === null || ['string', 'number', 'boolean'].includes(typeof value);
      return json ? undefined : { code: 'NOT_JSON', message: `${String(node.source)} is not a JSON value` };
    }
    return this.stack.length >= MAX_DEPTH ? tooDeep(0) : undefined;
  }

  private refuse(code: ReadCode, message: string, offset: number): void {
    this.issues.push({ code, message, offset, pointer: pointerOf(this.stack.map((f) => f.at)) });
  }
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
  return pointerOf(segments);
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

/** Where a node starts in the text; `fallback` for an empty one. */
function startOf(node: Node | null | undefined, fallback: number): number {
  return node?.range?.[0] ?? fallback;
}

function tagMessage(tag: string): string {
  const shown = tag.replace(/^tag:yaml\.org,2002:/, '!!');
  return `the tag ${shown} is not read: a tag gives a value a type JSON cannot carry; write the plain value`;
}

function describeKey(node: unknown): string {
  if (isScalar(node)) return String(node.source ?? node.value);
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a sequence';
  if (isPair(node)) return 'a pair';
  return 'an empty key';
}
