/**
 * Random edits of a spec, the ways an author gets one wrong: keywords set, removed or misspelt;
 * patterns that are and are not regular expressions; titles that can and cannot name a type; `$ref`s
 * to real, missing and cyclic targets; annotations with right and wrong values; `required` lists;
 * properties added and removed. Each edit picks its place and value by number, so a list of edits
 * is plain JSON that reproduces the case.
 */
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
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

/** Keyword and value pairs that suit a schema of each type. */
const FITTING: Readonly<Record<string, readonly (readonly [string, Json])[]>> = {
  string: [
    ['minLength', 1],
    ['maxLength', 100],
    ['format', 'date-time'],
    ['default', 'x'],
    ['examples', ['x', 'y']],
    ['description', 'Edited: with */ and `backticks`, "quotes" and \\ backslashes.'],
    ['const', 'fixed'],
    ['x-mk8s-known-values', ['one', 'two']],
    ['x-mk8s-immutable', true],
    ['x-mk8s-read-only', true],
  ],
  integer: [
    ['minimum', 0],
    ['maximum', 1000],
    ['default', 3],
    ['description', 'Edited.'],
    ['enum', [1, 2, 3]],
  ],
  array: [
    ['minItems', 0],
    ['maxItems', 20],
    ['description', 'Edited.'],
  ],
  object: [
    ['minProperties', 0],
    ['maxProperties', 10],
    ['description', 'Edited.'],
  ],
};

const FITTING_TITLES: readonly string[] = ['Renamed', 'AnotherName', 'Zz9', 'Ab', 'Widget', 'PoolSettings'];

const KEYWORDS = [
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'uniqueItems',
  'format',
  'default',
  'const',
  'examples',
  'description',
  'additionalProperties',
  'items',
  'propertyNames',
  'required',
  '$comment',
];

const VALUES: readonly Json[] = [
  0,
  1,
  3,
  -1,
  2.5,
  1e21,
  'x',
  '',
  'string',
  'integer',
  'object',
  'array',
  true,
  false,
  null,
  [],
  ['a'],
  [1, 'a'],
  {},
  { type: 'string' },
  { type: 'integer', minimum: 0 },
  ['string', 'null'],
  ['string', 'integer'],
  'date-time',
  'A description with */ and `backticks` and "quotes".',
  '\u2028line separator\u2029',
];

const PATTERNS: readonly string[] = [
  '^[a-z]+$',
  '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$',
  '^\\d{1,3}$',
  '^(?:a|b)*$',
  '\\p{L}+',
  '^[\\w.-]+$',
  '',
  '.*',
  '^(?!x)',
  '^(?!\\$)(?!(?:__proto__|constructor|prototype)$)',
  '^[^/]+$',
  '[a-z]{2,}',
  '^\\u0041$',
  '(a)\\1',
  '^\\/org\\/[a-z]+$',
  '^[a-z+$',
  '(',
  '\\-',
  'a{2,1}',
  '(?<n>a)(?<n>b)',
  '\\p{Nope}',
  '[z-a]',
  '*a',
  '\\',
  '(?<=a)b',
  '^[\\d-\\w]$',
  '\\k<x>',
  '[\\s\\S]{0,5}',
  '^\u00e9+$',
  '$^',
];

const TITLES: readonly string[] = [
  'Node Pool',
  'default',
  'Map',
  'Record',
  'Promise',
  'ValidationIssue',
  'PatchResult',
  'Client',
  'Pool',
  'ClusterSpec',
  'PoolCreate',
  'PoolPatch',
  '__proto__',
  'constructor',
  '1Abc',
  'A',
  'Ab',
  'Zz9',
  'Größe',
  '',
  'x',
  'camelCase',
  'Snake_Case',
  'Renamed',
  'AnotherName',
  'Cluster',
  'ApiError',
  'Empty',
  'StringMap',
  'FreeFormObject',
  'RulePatch',
  'Rule',
];

const REFS: readonly string[] = [
  '#/$defs/Pool',
  '#/$defs/Empty',
  '#/$defs/ClusterSpec',
  '#/$defs/Missing',
  'nope.json',
  '#',
  'shared.json',
  'shared.json#/$defs/StringMap',
  'shared.json#/$defs/FreeFormObject',
  'shared.json#/$defs/FreeFormValue',
  'shared.json#/$defs/OpenKey',
  'shared.json#/$defs/NetworkingDns',
  'cluster.json#/$defs/Provider',
  'https://example.invalid/schema.json',
  '#/properties/name',
  '',
  '#/$defs/Pool/properties/name',
];

const ANNOTATIONS = [
  'x-mk8s-read-only',
  'x-mk8s-input',
  'x-mk8s-key',
  'x-mk8s-unkeyed',
  'x-mk8s-renamable',
  'x-mk8s-open',
  'x-mk8s-known-values',
  'x-mk8s-max-depth',
  'x-mk8s-immutable',
  'x-mk8s-imutable',
  'x-mk8s-readonly',
  'x-other',
];

const ANNOTATION_VALUES: readonly Json[] = [
  true,
  false,
  'name',
  'size',
  'map',
  'free-form',
  3,
  0,
  ['a', 'b'],
  [1],
  { $ref: 'shared.json#/$defs/NetworkingDns' },
  { type: 'string' },
];

const PROPERTY_NAMES = ['extra2', '__proto__', 'constructor', '$drop', 'a/b', '1x', 'with space', '', 'name', 'tags'];

const PROPERTY_SCHEMAS: readonly Json[] = [
  { type: 'string', description: 'Added.' },
  { type: 'integer', description: 'Added.', minimum: 0, maximum: 10 },
  { type: 'boolean', description: 'Added.', default: false },
  { type: 'array', description: 'Added.', items: { type: 'string' }, uniqueItems: true, maxItems: 5 },
  { type: 'array', description: 'Added.', items: { $ref: '#/$defs/Pool' }, 'x-mk8s-key': 'name', maxItems: 5 },
  { $ref: 'shared.json#/$defs/StringMap', description: 'Added.' },
  { $ref: 'shared.json#/$defs/FreeFormObject', description: 'Added.' },
  { $ref: '#/$defs/Empty', description: 'Added.' },
  { type: 'string', description: 'Added.', enum: ['a', 'b'] },
  { type: 'object', description: 'Added.', additionalProperties: false, properties: {} },
  { type: 'string' },
  { type: 'array', description: 'Added.', items: { type: 'array', items: { type: 'string' } } },
];

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
