/**
 * Printing a document as JSON or YAML, keeping the key order of the files it came from: a JavaScript
 * object lists integer-like keys (`"10"`) first whatever the file said, so each object's keys are
 * put back in the order the same place of a source document has them, members it lacks after.
 * JSON comes out as `JSON.stringify(value, null, 2)` would write it; YAML through the `yaml`
 * library (block style, no anchors), loaded only when YAML is asked for.
 */
import type { SourcePositions } from '../documents/index.ts';

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
 * YAML from nodes built here (a `Map` would print as `!!omap`), quoted for YAML 1.1 readers too
 * (PyYAML, go-yaml v2), to which `yes` is a boolean and a date a timestamp; long strings unfolded.
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
  const doc = new Document(null, { version: '1.1' });
  doc.contents = node(value);
  return doc.toString({ lineWidth: 0 });
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
