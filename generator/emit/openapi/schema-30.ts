/**
 * One JSON Schema 2020-12 schema (as OpenAPI 3.1 holds it) rewritten as an OpenAPI 3.0 Schema
 * Object, for tools that read 3.0 only. The rewrite keeps the meaning wherever 3.0 can state it:
 * a list of types becomes `anyOf`, `const` a one-value `enum`, `examples` an `example`, a `$ref`
 * with siblings an `allOf`. `propertyNames`, `patternProperties` and `dependentSchemas` (the patch
 * schema's CONFLICT rules) have no 3.0 form and are left out (the 3.1 document and the JSON
 * Schemas keep them): the 3.0 schema accepts a little more, never less, so a `not` over a schema
 * that loses one of them is left out too. Any other keyword 3.0 lacks is an error, so nothing is
 * lost unnoticed. An `allOf` made around a `$ref` names the type of the component it refers to
 * (looked up in `components`, the document's component schemas), where that component has one.
 * @see https://spec.openapis.org/oas/v3.0.3#schema-object
 */
import { isRecord, unescapeToken } from '../../pointer.ts';
import { splitTypes } from '../published-schema.ts';

type Schema = Record<string, unknown>;

/** The document's component schemas, by name (what `#/components/schemas/<name>` refers to). */
export type Components = Readonly<Record<string, unknown>>;

const COMPONENT_REF = '#/components/schemas/';

/** Keywords of the OpenAPI 3.0 Schema Object (besides `x-` extensions). */
const KEYWORDS_30: ReadonlySet<string> = new Set([
  ...['title', 'description', 'default', 'example', 'enum', 'type', 'format', 'nullable', 'deprecated', '$ref'],
  ...['readOnly', 'writeOnly', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum'],
  ...['maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'items'],
  ...['maxProperties', 'minProperties', 'required', 'properties', 'additionalProperties'],
  ...['allOf', 'anyOf', 'oneOf', 'not', 'discriminator', 'xml', 'externalDocs'],
]);

/** Keywords that hold subschemas, by how they hold them. */
const ONE_SCHEMA = ['items', 'additionalProperties'];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf'];
const DROPPED = new Set(['$schema', '$comment', 'propertyNames', 'patternProperties', 'dependentSchemas']);
/** Dropped keywords that constrain: a `not` over them would turn stricter without them. */
const LOSSY = ['propertyNames', 'patternProperties', 'dependentSchemas'];

export function toSchema30(schema: unknown, where: string, components: Components): unknown {
  const convert = (subschema: unknown, at: string): unknown => toSchema30(subschema, at, components);
  if (!isRecord(schema)) return schema;
  const converted: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue;
    if (key === 'const') converted.enum = [value];
    else if (key === 'examples') converted.example = Array.isArray(value) ? value[0] : value;
    else if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') convertExclusive(converted, key, value);
    else if (key === 'properties') converted.properties = mapValues(value, (s, name) => convert(s, `${where}/${name}`));
    else if (ONE_SCHEMA.includes(key)) converted[key] = convert(value, where);
    else if (key === 'not') {
      if (!constrainsWithDropped(value)) converted.not = convert(value, where);
    } else if (SCHEMA_LIST.includes(key)) converted[key] = (value as unknown[]).map((s) => convert(s, where));
    else if (key.startsWith('x-') || KEYWORDS_30.has(key)) converted[key] = value;
    else throw new Error(`schema ${where}: keyword ${key} has no OpenAPI 3.0 form`);
  }
  return splitRef(typesAsBranches(converted), components);
}

/** Whether `schema` uses, anywhere, a constraining keyword that 3.0 cannot state. */
function constrainsWithDropped(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(constrainsWithDropped);
  if (!isRecord(schema)) return false;
  return Object.entries(schema).some(
    ([key, value]) => LOSSY.includes(key) || (!DATA_KEYWORDS.has(key) && constrainsWithDropped(value)),
  );
}

const DATA_KEYWORDS: ReadonlySet<string> = new Set(['default', 'enum', 'const', 'example', 'examples']);

/** `exclusiveMinimum: 0` (2020-12, a number) → `minimum: 0, exclusiveMinimum: true` (3.0). */
function convertExclusive(target: Schema, key: 'exclusiveMinimum' | 'exclusiveMaximum', value: unknown): void {
  if (typeof value !== 'number') return;
  target[key === 'exclusiveMinimum' ? 'minimum' : 'maximum'] = value;
  target[key] = true;
}

/** A list of types as `anyOf` (`null`, which 3.0 writes as `nullable`, is not expected). */
function typesAsBranches(schema: Schema): Schema {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    throw new Error('type null has no OpenAPI 3.0 form besides nullable');
  }
  return splitTypes(schema);
}

/**
 * A `$ref` with siblings: 3.0 ignores the siblings, so the reference moves into `allOf`. The
 * `allOf` takes the type of the component it refers to when that component has exactly one (the
 * reference requires that type already, so nothing it accepts changes): Scalar's model of a schema
 * wants a `type`, and warned of every component holding a described reference without one.
 */
function splitRef(schema: Schema, components: Components): Schema {
  const { $ref, ...rest } = schema;
  if ($ref === undefined || Object.keys(rest).length === 0) return schema;
  const type = rest.type ?? referencedType($ref, components);
  return type === undefined ? { allOf: [{ $ref }], ...rest } : { allOf: [{ $ref }], type, ...rest };
}

/** The one type of the component schema `ref` points to; none for a list of types, no type or another target. */
function referencedType(ref: unknown, components: Components): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith(COMPONENT_REF)) return undefined;
  const target = components[unescapeToken(ref.slice(COMPONENT_REF.length))];
  if (!isRecord(target)) return undefined;
  const types = Array.isArray(target.type) ? target.type : [target.type];
  return types.length === 1 && typeof types[0] === 'string' && types[0] !== 'null' ? types[0] : undefined;
}

function mapValues(value: unknown, map: (value: unknown, key: string) => unknown): Schema {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v, k)]));
}
