/**
 * Standard keywords whose values have the wrong form: a `minLength` that is not a count, a `type`
 * that is no JSON type, an `enum` value of another type than the schema's. Each would otherwise
 * reach the emitters and give a package that does not load or says something else than the spec.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { schemaTypes } from '../resolve.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const JSON_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

type ValueRule = (value: unknown) => string | undefined;

const isString: ValueRule = (v) => (typeof v === 'string' ? undefined : 'must be a string');
const isCount: ValueRule = (v) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? undefined : 'must be a whole number ≥ 0';
const isNumber: ValueRule = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'must be a number');
const isSchema: ValueRule = (v) => (isRecord(v) ? undefined : 'must be a schema (an object)');
const isSchemaMap: ValueRule = (v) =>
  isRecord(v) && Object.values(v).every(isRecord) ? undefined : 'must be an object whose members are schemas';

const RULES: Readonly<Record<string, ValueRule>> = {
  $schema: isString,
  $ref: isString,
  $comment: isString,
  title: (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'must be a non-empty string'),
  description: isString,
  format: isString,
  pattern: isString,
  type: checkType,
  minimum: isNumber,
  maximum: isNumber,
  minLength: isCount,
  maxLength: isCount,
  minItems: isCount,
  maxItems: isCount,
  minProperties: isCount,
  maxProperties: isCount,
  uniqueItems: (v) => (typeof v === 'boolean' ? undefined : 'must be true or false'),
  required: (v) =>
    Array.isArray(v) && v.every((name) => typeof name === 'string') ? undefined : 'must be an array of property names',
  enum: (v) =>
    Array.isArray(v) && v.length > 0 && v.every(isScalar)
      ? undefined
      : 'must be a non-empty array of strings, numbers or booleans',
  const: (v) => (isScalar(v) ? undefined : 'must be a string, a number or a boolean'),
  examples: (v) => (Array.isArray(v) ? undefined : 'must be an array'),
  properties: isSchemaMap,
  $defs: isSchemaMap,
  items: isSchema,
  propertyNames: isSchema,
  additionalProperties: (v) => (typeof v === 'boolean' || isRecord(v) ? undefined : 'must be false, true or a schema'),
};

/** The pairs whose lower bound may not exceed the upper one. */
const BOUNDS: readonly (readonly [string, string])[] = [
  ['minimum', 'maximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
];

export function checkKeywordValues(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    const { node } = site;
    for (const [keyword, value] of Object.entries(node)) {
      const problem = Object.hasOwn(RULES, keyword) ? RULES[keyword]?.(value) : undefined;
      if (problem !== undefined) found.push(at(site, 'SPEC_BAD_KEYWORD_VALUE', `${keyword} ${problem}`, keyword));
    }
    for (const [low, high] of BOUNDS) {
      const [a, b] = [node[low], node[high]];
      if (typeof a === 'number' && typeof b === 'number' && a > b) {
        found.push(at(site, 'SPEC_BAD_KEYWORD_VALUE', `${low} ${a} is greater than ${high} ${b}: no value fits`, low));
      }
    }
    found.push(...valuesOfWrongType(site));
  }
  return found;
}

function checkType(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  const ok = list.length > 0 && list.every((t) => typeof t === 'string' && JSON_TYPES.has(t));
  if (!ok) return `must be one of ${[...JSON_TYPES].join(', ')}, or a non-empty array of them`;
  return new Set(list).size === list.length ? undefined : 'lists a type twice';
}

/** `enum`, `const` and `default` values the schema's own `type` rejects. */
function valuesOfWrongType(site: SchemaSite): Diagnostic[] {
  const types = schemaTypes(site.node);
  if (types.length === 0 || types.some((t) => !JSON_TYPES.has(t))) return [];
  const found: Diagnostic[] = [];
  const enumValues = Array.isArray(site.node.enum) ? site.node.enum : [];
  enumValues.forEach((value, i) => {
    if (!fitsType(value, types)) found.push(wrongType(site, `enum/${i}`, value, types));
  });
  for (const keyword of ['const', 'default']) {
    if (keyword in site.node && !fitsType(site.node[keyword], types)) {
      found.push(wrongType(site, keyword, site.node[keyword], types));
    }
  }
  return found;
}

function wrongType(site: SchemaSite, member: string, value: unknown, types: readonly string[]): Diagnostic {
  const where = { location: { ...site.location, pointer: `${site.location.pointer}/${member}` } };
  const message = `${JSON.stringify(value)} is not of the schema's type (${types.join(', ')})`;
  return at(where, 'SPEC_BAD_KEYWORD_VALUE', message);
}

function fitsType(value: unknown, types: readonly string[]): boolean {
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'integer':
        return Number.isSafeInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      default:
        return isRecord(value);
    }
  });
}

function isScalar(value: unknown): boolean {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}
