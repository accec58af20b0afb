/**
 * Printing a document as JSON or YAML, keeping the key order of the files it came from: a JavaScript
 * object lists integer-like keys (`"10"`) first whatever the file said, so each object's keys are
 * put back in the order the same place of a source document has them, members it lacks after.
 * JSON comes out as `JSON.stringify(value, null, 2)` would write it; YAML through the `yaml`
 * library (block style, no anchors), loaded only when YAML is asked for.
 */
import type { ScalarTag, Tags } from 'yaml';
import type { SourcePositions } from '../documents/index.ts';
import { unicodeEscape } from './escape.ts';

export const PRINT_FORMATS = ['json', 'yaml'] as const;

export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** Objects as `Map`s, which keep any key order. */
type Ordered = Map<string, Ordered> | Ordered[] | string | number | boolean | null;

/** `value` as `format`; objects in the key order of the same places in the document `order` describes. */
export async function printDocument(value: unknown, format: PrintFormat, order?: SourcePositions): Promise<string> {
  const ordered = inOrder(value, order?.value, order);
  if (format === 'json') return `${jsonText(ordered, '')}\n`;
  return yamlText(ordered, await import('yaml'));
}

/**
 * YAML from nodes built here (a `Map` would print as `!!omap`), long strings unfolded. Every string,
 * key or value, reads back as itself to YAML 1.2 core readers (ours) and to YAML 1.1 readers (PyYAML,
 * go-yaml v2): the library quotes what either schema reads as something else (`0o17` is a number to
 * 1.2, `yes` a boolean to 1.1, `<<` a merge key to 1.1), and what it would write raw but a 1.1 reader
 * misreads is written escaped (`escapedString`).
 */
function yamlText(value: Ordered, yaml: typeof import('yaml')): string {
  const { Document, Pair, Scalar, YAMLMap, YAMLSeq } = yaml;
  const node = (
    v: Ordered,
  ): InstanceType<typeof Scalar> | InstanceType<typeof YAMLMap> | InstanceType<typeof YAMLSeq> => {
    if (Array.isArray(v)) {
      const seq = new YAMLSeq();
      seq.items = v.map(node);
      return seq;
    }
    if (!(v instanceof Map)) return new Scalar(v);
    const map = new YAMLMap();
    map.items = [...v].map(([k, member]) => new Pair(new Scalar(k), node(member)));
    return map;
  };
  const doc = new Document(null, { version: '1.2', compat: 'yaml-1.1', customTags: escapingStrings });
  doc.contents = node(value);
  return doc.toString({ lineWidth: 0 });
}

/** The schema's tags, its string tag writing `escapedString` where the library's output would be misread. */
function escapingStrings(tags: Tags): Tags {
  return tags.map((tag) => {
    if (typeof tag !== 'object' || tag.tag !== 'tag:yaml.org,2002:str') return tag;
    const library = tag.stringify;
    if (library === undefined) return tag;
    const stringify: ScalarTag['stringify'] = (item, ...context) =>
      typeof item.value === 'string' && mustEscape(item.value) ? escapedString(item.value) : library(item, ...context);
    return { ...tag, stringify };
  });
}

/**
 * Characters the library writes raw that a reader misreads: U+0085, U+2028 and U+2029 are line breaks
 * to YAML 1.1, a tab in a plain scalar stops PyYAML, DEL, the C1 controls, U+FFFE and U+FFFF are no
 * printable characters of YAML, and a byte order mark inside a text is best not left to readers.
 * (The other control characters the library escapes itself.)
 */
const MISREAD = /[\t\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;

function mustEscape(value: string): boolean {
  // PyYAML reads a plain `=` as YAML 1.1's "value" type, and cannot build it.
  return value === '=' || MISREAD.test(value);
}

/** A double-quoted string, every character that could be misread escaped (JSON's escapes are YAML's too). */
function escapedString(value: string): string {
  return JSON.stringify(value).replace(new RegExp(MISREAD.source, 'g'), unicodeEscape);
}

function inOrder(value: unknown, source: unknown, positions: SourcePositions | undefined): Ordered {
  if (Array.isArray(value)) {
    return value.map((item, i) => inOrder(item, Array.isArray(source) ? source[i] : undefined, positions));
  }
  if (typeof value !== 'object' || value === null) return value as Ordered;
  const object = value as Record<string, unknown>;
  const from = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : undefined;
  const map = new Map<string, Ordered>();
  for (const key of keysInOrder(object, from === undefined ? undefined : positions?.keyOrder(from))) {
    if (object[key] === undefined) continue; // as JSON.stringify leaves it out
    map.set(
      key,
      inOrder(object[key], from !== undefined && Object.hasOwn(from, key) ? from[key] : undefined, positions),
    );
  }
  return map;
}

function keysInOrder(object: object, sourceOrder: readonly string[] | undefined): string[] {
  const own = Object.keys(object);
  if (sourceOrder === undefined) return own;
  const present = new Set(own);
  const first = sourceOrder.filter((k) => present.has(k));
  const placed = new Set(first);
  return [...first, ...own.filter((k) => !placed.has(k))];
}

function jsonText(value: Ordered, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + jsonText(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value instanceof Map) {
    if (value.size === 0) return '{}';
    const members = [...value].map(([k, v]) => `${inner}${JSON.stringify(k)}: ${jsonText(v, inner)}`);
    return `{\n${members.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
