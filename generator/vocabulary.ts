/**
 * The `x-mk8s-` annotation vocabulary: every keyword the generator understands, as data. The spec
 * check rejects any other `x-` keyword, and docs/spec-vocabulary.md documents exactly this list.
 */
import { formOf, OPERATORS } from '../templates/runtime/patch/vocabulary.ts';

/** The annotations of the spec, by what each says: no stage spells an `x-mk8s-` name by hand. */
export const ANNOTATION = {
  readOnly: 'x-mk8s-read-only',
  input: 'x-mk8s-input',
  key: 'x-mk8s-key',
  unkeyed: 'x-mk8s-unkeyed',
  renamable: 'x-mk8s-renamable',
  open: 'x-mk8s-open',
  knownValues: 'x-mk8s-known-values',
  maxDepth: 'x-mk8s-max-depth',
  immutable: 'x-mk8s-immutable',
  maxBytes: 'x-mk8s-max-bytes',
} as const;

/** The extensions the generated schemas and OpenAPI document add besides the spec's annotations. */
export const EXTENSION = {
  codes: 'x-mk8s-codes',
  issueCodes: 'x-mk8s-issue-codes',
  otherResponses: 'x-mk8s-other-responses',
  extension: 'x-mk8s-extension',
  patch: 'x-mk8s-patch',
  operator: 'x-mk8s-operator',
  target: 'x-mk8s-target',
  patchOperators: 'x-mk8s-patch-operators',
  /** Marks a patch level's CONFLICT rules in the annotated schema; never published (generator/emit/patch-conflicts.ts). */
  conflictRules: 'x-mk8s-conflict-rules',
} as const;

export interface AnnotationKeyword {
  readonly keyword: string;
  /** What the value must be; `undefined` when it is fine, else what is wrong. */
  readonly checkValue: (value: unknown) => string | undefined;
  readonly doc: string;
}

const mustBeTrue = (value: unknown) => (value === true ? undefined : 'must be true');
const mustBePositive = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 1 ? undefined : 'must be a positive integer';

/** The keys that rename an element, as docs write them (`` `$replace/<identifier>` ``). */
function renameForms(): string {
  const renamers = OPERATORS.filter((operator) => operator.renames === true);
  return renamers.map((operator) => `\`${formOf(operator, '<identifier>')}\``).join(' or ');
}

export const ANNOTATIONS: readonly AnnotationKeyword[] = [
  {
    keyword: ANNOTATION.readOnly,
    checkValue: mustBeTrue,
    doc: 'set by the service; shown on read, absent from create and patch bodies',
  },
  {
    keyword: ANNOTATION.input,
    checkValue: (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? undefined : 'must be a schema'),
    doc: 'the shape the property takes in create and patch bodies when it differs from the read shape',
  },
  {
    keyword: ANNOTATION.key,
    checkValue: (v) => (typeof v === 'string' && v !== '' ? undefined : 'must name a property'),
    doc: 'the identifier of an object array’s elements: how patches name them',
  },
  {
    keyword: ANNOTATION.unkeyed,
    checkValue: mustBeTrue,
    doc: 'the elements of an object array have no identifier and are matched by their whole value',
  },
  {
    keyword: ANNOTATION.renamable,
    checkValue: mustBeTrue,
    doc: `a patch may rename the element with ${renameForms()}`,
  },
  {
    keyword: ANNOTATION.open,
    checkValue: (v) => (v === 'map' || v === 'free-form' ? undefined : 'must be "map" or "free-form"'),
    doc: 'the object takes keys that are not listed: a map of scalars, or any JSON',
  },
  {
    keyword: ANNOTATION.knownValues,
    checkValue: (v) =>
      Array.isArray(v) && v.every((s) => typeof s === 'string') ? undefined : 'must be an array of strings',
    doc: 'an open catalogue: values offered for completion, new values accepted',
  },
  {
    keyword: ANNOTATION.maxDepth,
    checkValue: mustBePositive,
    doc: 'how many levels the values of a free-form object may nest, the object itself being level 1',
  },
  {
    keyword: ANNOTATION.immutable,
    checkValue: mustBeTrue,
    doc: 'the value cannot change after creation; a patch that changes it is refused with IMMUTABLE',
  },
  {
    keyword: ANNOTATION.maxBytes,
    checkValue: mustBePositive,
    doc: 'the most bytes the resource may take as JSON text (UTF-8, no spaces); on the resource root only',
  },
];

/** Standard JSON Schema keywords the generator reads; anything else is a spec error. */
export const STANDARD_KEYWORDS: ReadonlySet<string> = new Set([
  '$schema',
  '$ref',
  '$defs',
  '$comment',
  'type',
  'title',
  'description',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'default',
  'examples',
]);

export const ANNOTATION_BY_KEYWORD: ReadonlyMap<string, AnnotationKeyword> = new Map(
  ANNOTATIONS.map((a) => [a.keyword, a]),
);
