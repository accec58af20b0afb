/**
 * Random edits of a spec, the ways an author gets one wrong: keywords set, removed or misspelt;
 * patterns that are and are not regular expressions; titles that can and cannot name a type; `$ref`s
 * to real, missing and cyclic targets; annotations with right and wrong values; `required` lists;
 * properties added and removed. Each edit picks its place and value by number, so a list of edits
 * is plain JSON that reproduces the case.
 */
import fc from 'fast-check';

import {
  ANNOTATION_VALUES,
  ANNOTATIONS,
  FITTING,
  FITTING_TITLES,
  type Json,
  KEYWORDS,
  PATTERNS,
  PROPERTY_NAMES,
  PROPERTY_SCHEMAS,
  REFS,
  TITLES,
  VALUES,
} from './pools.ts';

type JsonObject = { [key: string]: Json };

export const EDIT_KINDS = [
  'set-keyword',
  'delete-member',
  'misspell-member',
  'pattern',
  'title',
  'ref',
  'annotation',
  'required',
  'add-property',
  'delete-property',
  'enum',
] as const;

export interface Edit {
  readonly kind: (typeof EDIT_KINDS)[number];
  /** Which schema of the spec (modulo their number). */
  readonly site: number;
  /** Which value of the kind's pool (modulo its size). */
  readonly choice: number;
  /** A second number for edits that need one. */
  readonly extra: number;
  /** Whether the edit aims at a schema and value that fit (so many edited specs stay valid). */
  readonly fit: boolean;
}

export const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(...EDIT_KINDS),
  site: fc.nat(),
  choice: fc.nat(),
  extra: fc.nat(),
  fit: fc.boolean(),
});

export const editsArb: fc.Arbitrary<Edit[]> = fc.array(editArb, { minLength: 1, maxLength: 2 });

interface Site {
  readonly node: JsonObject;
  readonly file: string;
}

/** Every schema object of every file: roots, properties, `$defs`, items, values, keys, input shapes. */
function sites(docs: Map<string, Json>): Site[] {
  const found: Site[] = [];
  const visit = (node: Json | undefined, file: string) => {
    if (!isObject(node)) return;
    found.push({ node, file });
    for (const member of ['properties', '$defs']) {
      const map = node[member];
      if (isObject(map)) for (const value of Object.values(map)) visit(value, file);
    }
    for (const member of ['items', 'additionalProperties', 'propertyNames', 'x-mk8s-input']) visit(node[member], file);
  };
  for (const [file, doc] of [...docs].sort(([a], [b]) => (a < b ? -1 : 1))) visit(doc, file);
  return found;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets a member, `__proto__` included (assigning that one would set the prototype instead). */
function setMember(object: JsonObject, name: string, value: Json): void {
  Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

function misspell(word: string, n: number): string {
  const at = n % Math.max(1, word.length);
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return `${word.slice(0, at)}${word[at] ?? 'x'}${word.slice(at)}`;
    default:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : `${word}s`;
  }
}

/** The schemas an edit may aim at: any, or (fitting) those of the kind the edit suits. */
function candidates(all: readonly Site[], edit: Edit): readonly Site[] {
  if (!edit.fit) return all;
  const typed = (type: string) => all.filter((s) => s.node.type === type && !('$ref' in s.node));
  const fitting: Partial<Record<Edit['kind'], readonly Site[]>> = {
    pattern: typed('string'),
    enum: typed('string'),
    title: typed('object').filter((s) => typeof s.node.title === 'string'),
    'set-keyword': all.filter((s) => typeof s.node.type === 'string' && s.node.type in FITTING && !('$ref' in s.node)),
    required: typed('object').filter((s) => isObject(s.node.properties)),
    'add-property': typed('object').filter((s) => isObject(s.node.properties)),
  };
  const list = fitting[edit.kind];
  return list === undefined || list.length === 0 ? all : list;
}

/** The edit's value when it aims to fit, or `undefined` to take the kind's general pools. */
function fittingEdit(node: JsonObject, edit: Edit): (() => void) | undefined {
  if (!edit.fit) return undefined;
  switch (edit.kind) {
    case 'set-keyword': {
      const pairs = FITTING[String(node.type)];
      if (pairs === undefined) return undefined;
      const [keyword, value] = pick(pairs, edit.choice);
      return () => {
        node[keyword] = structuredClone(value);
      };
    }
    case 'pattern':
      return () => {
        node.pattern = pick(PATTERNS.slice(0, 15), edit.choice);
      };
    case 'title':
      return () => {
        node.title = pick(FITTING_TITLES, edit.choice);
      };
    case 'enum':
      return () => {
        node.enum = pick([['a', 'b'], ['only'], ['with space', 'quote"d', 'back\\slash']], edit.choice);
      };
    case 'add-property':
      return () => {
        const properties = isObject(node.properties) ? node.properties : {};
        setMember(
          properties,
          pick(PROPERTY_NAMES, edit.choice),
          structuredClone(pick(PROPERTY_SCHEMAS.slice(0, 10), edit.extra)),
        );
        node.properties = properties;
      };
    default:
      return undefined;
  }
}

/** Applies one edit in place to the parsed documents. */
function apply(docs: Map<string, Json>, edit: Edit): void {
  const { node } = pick(candidates(sites(docs), edit), edit.site);
  const fitting = fittingEdit(node, edit);
  if (fitting !== undefined) {
    fitting();
    return;
  }
  const members = Object.keys(node);
  const properties = isObject(node.properties) ? node.properties : undefined;
  switch (edit.kind) {
    case 'set-keyword':
      node[pick(KEYWORDS, edit.choice)] = structuredClone(pick(VALUES, edit.extra));
      return;
    case 'delete-member':
      if (members.length > 0) delete node[pick(members, edit.choice)];
      return;
    case 'misspell-member': {
      if (members.length === 0) return;
      const member = pick(members, edit.choice);
      node[misspell(member, edit.extra)] = node[member] ?? null;
      delete node[member];
      return;
    }
    case 'pattern':
      node.pattern = pick(PATTERNS, edit.choice);
      return;
    case 'title':
      if (edit.extra % 5 === 0) delete node.title;
      else node.title = pick(TITLES, edit.choice);
      return;
    case 'ref':
      if (edit.extra % 2 === 0) node.$ref = pick(REFS, edit.choice);
      else if (properties !== undefined && Object.keys(properties).length > 0) {
        properties[pick(Object.keys(properties), edit.extra)] = { $ref: pick(REFS, edit.choice), description: 'Ref.' };
      }
      return;
    case 'annotation':
      node[pick(ANNOTATIONS, edit.choice)] = structuredClone(pick(ANNOTATION_VALUES, edit.extra));
      return;
    case 'required': {
      const names = Object.keys(properties ?? {});
      const chosen = names.filter((_, i) => (edit.choice >> i) % 2 === 1);
      node.required =
        edit.extra % 4 === 0 ? [...chosen, misspell(pick(names, edit.extra) ?? 'name', edit.extra)] : chosen;
      return;
    }
    case 'add-property': {
      const target = properties ?? {};
      setMember(target, pick(PROPERTY_NAMES, edit.choice), structuredClone(pick(PROPERTY_SCHEMAS, edit.extra)));
      node.properties = target;
      return;
    }
    case 'delete-property':
      if (properties !== undefined && Object.keys(properties).length > 0) {
        delete properties[pick(Object.keys(properties), edit.choice)];
      }
      return;
    case 'enum':
      node.enum = structuredClone(pick([['a', 'b'], [1, 2], ['a', 1], [], ['only'], [true], [null], 'a'], edit.choice));
      return;
  }
}

/** The spec files with `edits` applied, in order; the input is untouched. */
export function editSpec(files: ReadonlyMap<string, string>, edits: readonly Edit[]): Map<string, string> {
  const docs = new Map<string, Json>([...files].map(([file, text]) => [file, JSON.parse(text) as Json]));
  for (const edit of edits) apply(docs, edit);
  return new Map([...docs].map(([file, doc]) => [file, JSON.stringify(doc, null, 2)]));
}
