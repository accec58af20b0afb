/**
 * YAML nodes to JSON values: the walk behind the YAML reader, over an explicit stack (no input
 * depth overflows it), refusing at its place what JSON cannot hold — explicit tags, keys that are
 * not strings, merge keys, `.inf` and `.nan`, duplicate keys, an alias inside the node it names —
 * and expanding aliases of JSON values into copies, up to `MAX_ALIASED_VALUES`.
 */
import type { Alias, Document, Node } from 'yaml';
import { joinPointer } from '../pointer.ts';
import type { LineIndex } from './lines.ts';
import { SourcePositions, setMember } from './positions.ts';
import { duplicateKeyMessage, MAX_DEPTH, type ReadCode, type ReadIssue, unsafeIntegerMessage } from './types.ts';
import { isAlias, isMap, isPair, isScalar, isSeq } from './yaml-library.ts';

/** At most this many values may come from expanding aliases: enough for any real file, not for an alias bomb. */
export const MAX_ALIASED_VALUES = 10_000;

export const TOO_DEEP_MESSAGE = `nested deeper than ${MAX_DEPTH} levels of mappings and sequences; no cluster file nests that deep`;

interface Frame {
  readonly node: Node;
  readonly container: Record<string, unknown> | unknown[];
  next: number;
  /** The key or index being read, for pointers. */
  at: string | number;
  readonly viaAlias: boolean;
}

export class Converter {
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
      const written = String(node.source);
      if (typeof value === 'number' && !Number.isSafeInteger(value) && /^[-+]?[0-9]+$/.test(written)) {
        return { code: 'UNSAFE_INTEGER', message: unsafeIntegerMessage(written) };
      }
      const json = value === null || ['string', 'number', 'boolean'].includes(typeof value);
      return json ? undefined : { code: 'NOT_JSON', message: `${String(node.source)} is not a JSON value` };
    }
    return this.stack.length >= MAX_DEPTH ? { code: 'TOO_DEEP', message: TOO_DEEP_MESSAGE } : undefined;
  }

  private refuse(code: ReadCode, message: string, offset: number): void {
    this.issues.push({ code, message, offset, pointer: joinPointer('', ...this.stack.map((f) => f.at)) });
  }
}

/** Where a node starts in the text; `fallback` for an empty one. */
export function startOf(node: Node | null | undefined, fallback: number): number {
  return node?.range?.[0] ?? fallback;
}

function tagMessage(tag: string): string {
  const shown = tag.replace(/^tag:yaml\.org,2002:/, '!!');
  const instead = shown === '!!str' ? 'put the value in quotes instead' : 'write the plain value';
  return `the tag ${shown} is not read: a tag gives a value a type JSON cannot carry; ${instead}`;
}

function describeKey(node: unknown): string {
  if (isScalar(node)) return String(node.source ?? node.value);
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a sequence';
  if (isPair(node)) return 'a pair';
  return 'an empty key';
}
