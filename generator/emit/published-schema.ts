/**
 * The schemas as tools read them. The generator builds each schema once, with the spec's `x-mk8s-`
 * annotations and its own patch markers on (what the compatibility guard compares); what the
 * package publishes is a rendering of that schema for tools we do not write:
 * - `schemas/*.json` keep standard JSON Schema 2020-12 only, so Ajv in its default strict mode,
 *   schemasafe and editors compile them as they are (Ajv refuses unknown keywords, and warns about
 *   a list of types unless `allowUnionTypes` is set);
 * - the OpenAPI document keeps the annotations a reader of the API may use (`PUBLISHED_ANNOTATIONS`:
 *   identifiers, immutability, open catalogues), as OpenAPI specification extensions.
 * In both, a list of types becomes an `anyOf` of one branch per type. The OpenAPI document also
 * leaves `default` out (`openApiSchema`): each description already says the default, and
 * openapi-typescript with its default flags (`defaultNonNullable`) reads a default as "always
 * present", which made every defaulted field required in create bodies; and it leaves the patch
 * levels' CONFLICT rules out (`schemas/cluster-patch.json` carries them).
 * @see https://openapi-ts.dev/cli#flags (--default-non-nullable)
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-6.5 (unknown keywords)
 * @see https://ajv.js.org/strict-mode.html
 */
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../pointer.ts';
import { ANNOTATIONS } from '../vocabulary.ts';
import { CONFLICT_RULES } from './patch-conflicts.ts';

type Schema = Record<string, unknown>;

/** The spec's annotations: what they say is about the resource, so the OpenAPI document keeps them. */
export const PUBLISHED_ANNOTATIONS: ReadonlySet<string> = new Set(ANNOTATIONS.map((a) => a.keyword));

/** Keywords that hold one subschema, a map of subschemas, or a list of them. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'propertyNames', 'not', 'contains', 'if', 'then', 'else'];
const SCHEMA_MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Keywords that belong to one JSON type, for splitting a list of types into branches. */
export const TYPE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'prefixItems', 'contains', 'minItems', 'maxItems', 'uniqueItems'],
  object: [
    'properties',
    'patternProperties',
    'additionalProperties',
    'propertyNames',
    'required',
    'dependentSchemas',
    'minProperties',
    'maxProperties',
  ],
  boolean: [],
  null: [],
};

/** `schema` without the `x-` keywords that are not in `keep`, every list of types split. */
export function publishedSchema(schema: Schema, keep: ReadonlySet<string> = new Set()): Schema {
  return objectBranchesAsRefs(
    mapSchemas(schema, (node) =>
      splitTypes(Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith('x-') || keep.has(key)))),
    ) as Schema,
  );
}

/**
 * An object branch of a named type's `anyOf` that is another named type of the file, but for that
 * type's title, description and annotations (`x-`), becomes a `$ref` to it: the object branch of
 * `FreeFormValue` is `FreeFormObject`. Validation is the same; code generators then name the branch
 * after the type instead of making a name up (orval wrote `FreeFormValueAnyOf`).
 */
function objectBranchesAsRefs(schema: Schema): Schema {
  const { $defs } = schema;
  if (!isRecord($defs)) return schema;
  const named = Object.entries($defs).map(([name, def]) => [name, bare(def)] as const);
  const asRef = (branch: unknown) => {
    if (!isRecord(branch) || branch.type !== 'object') return branch;
    const found = named.find(([, def]) => isDeepStrictEqual(def, bare(branch)));
    return found === undefined ? branch : { $ref: `#/$defs/${found[0]}` };
  };
  const defs = Object.entries($defs).map(([name, def]) => {
    if (!isRecord(def) || !Array.isArray(def.anyOf)) return [name, def];
    return [name, { ...def, anyOf: def.anyOf.map(asRef) }];
  });
  return { ...schema, $defs: Object.fromEntries(defs) };
}

/** What a schema accepts: without its title, description and `x-` annotations. */
function bare(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== 'title' && key !== 'description' && !key.startsWith('x-')),
  );
}

/** A schema as the OpenAPI document publishes it: the annotations a reader uses, no `default`, no CONFLICT rules. */
export function openApiSchema(schema: Schema): Schema {
  const rules = mapSchemas(schema, withoutConflictRules) as Schema;
  return mapSchemas(publishedSchema(rules, PUBLISHED_ANNOTATIONS), ({ default: _default, ...rest }) =>
    typed(operatorsBesideKeys(withItems(rest))),
  ) as Schema;
}

/**
 * An array that must stay empty (`$drop` of an object whose fields may not be dropped) says so with
 * `maxItems: 0`; OpenAPI 3.0 requires `items` on every array (orval crashed without it), and
 * Spectral's `array-items` asks for it in 3.1 too, so it gets the items of every `$drop` list:
 * names (`type: string`; Scalar's model of a schema requires a `type`, so not `items: {}`).
 */
function withItems(schema: Schema): Schema {
  return schema.type === 'array' && schema.items === undefined ? { ...schema, items: { type: 'string' } } : schema;
}

/**
 * The `not` of an object (an unkeyed element patch holds a member that is no operator) says it is
 * about objects, which changes nothing it accepts: Scalar's model of a schema requires a `type`, and
 * reports every schema without one as a document validation error.
 */
function typed(schema: Schema): Schema {
  const { not } = schema;
  if (schema.type !== 'object' || !isRecord(not) || not.type !== undefined || not.$ref !== undefined) return schema;
  return { ...schema, not: { type: 'object', ...not } };
}

/**
 * The patch levels' CONFLICT rules (a `not` marked `CONFLICT_RULES`) left out: the OpenAPI
 * document does not carry them. They are two thirds of the patch schema's subschemas, and every
 * tool that reads the document spends its time per subschema (Swagger UI, Redocly and Spectral
 * took about twice as long with them, for rules a docs tool does not show); `schemas/
 * cluster-patch.json` keeps them, and the document's description names what the patch schema
 * then accepts that the service refuses (docs/decisions.md, "Time to read the document").
 */
function withoutConflictRules(schema: Schema): Schema {
  const { not, ...rest } = schema;
  return isRecord(not) && not[CONFLICT_RULES] === true ? rest : schema;
}

/**
 * An open patch level (a map) lists its operator keys (`$drop`) beside `additionalProperties`:
 * code generators turn that into `{ $drop?: string[]; [key: string]: string }`, which `tsc --strict`
 * refuses (TS2411: an optional property, `string[] | undefined`, must fit the index signature). The
 * keys' values move to `patternProperties` for the keys that are no operator, and
 * `additionalProperties` (which then applies only to `$` keys, which `propertyNames` refuses
 * unless listed) becomes `true`: the index signature is `unknown`, and the 3.1 schema accepts
 * exactly what it accepted (3.0, which has no `patternProperties`, leaves map values unchecked).
 */
function operatorsBesideKeys(schema: Schema): Schema {
  const { properties, additionalProperties, patternProperties } = schema;
  if (!isRecord(properties) || !isRecord(additionalProperties) || schema.propertyNames === undefined) return schema;
  if (!Object.keys(properties).some((key) => key.startsWith('$'))) return schema;
  return {
    ...schema,
    patternProperties: { ...(isRecord(patternProperties) ? patternProperties : {}), '^[^$]': additionalProperties },
    additionalProperties: true,
  };
}

/** `node` with `map` applied to every schema in it, innermost first; data (`enum`, `default`, …) is left alone. */
export function mapSchemas(node: unknown, map: (schema: Schema) => Schema): unknown {
  if (!isRecord(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (ONE_SCHEMA.includes(key)) out[key] = mapSchemas(value, map);
    else if (SCHEMA_MAP.includes(key) && isRecord(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, mapSchemas(s, map)]));
    } else if (SCHEMA_LIST.includes(key) && Array.isArray(value)) out[key] = value.map((s) => mapSchemas(s, map));
    else out[key] = value;
  }
  return map(out);
}

/** `type: [a, b]` → `anyOf` of one branch per type, each with the keywords that concern it. */
export function splitTypes(schema: Schema): Schema {
  if (!Array.isArray(schema.type)) return schema;
  const types = schema.type.map(String);
  const typed = new Set(types.flatMap((t) => TYPE_KEYWORDS[t] ?? []));
  const shared = Object.fromEntries(Object.entries(schema).filter(([k]) => k !== 'type' && !typed.has(k)));
  const branches = types.map((type) => ({
    type,
    ...Object.fromEntries((TYPE_KEYWORDS[type] ?? []).filter((k) => k in schema).map((k) => [k, schema[k]])),
  }));
  return { ...shared, anyOf: branches };
}
