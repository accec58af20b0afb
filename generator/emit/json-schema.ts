/**
 * Self-contained JSON Schemas (draft 2020-12) of each derived model: the root type inline, every
 * other named type under `$defs`. Annotations that tools can use (`x-mk8s-key`, …) stay on.
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-8.2.4 ($defs)
 */
import type { DerivedField, DerivedModel, DerivedType } from '../derive/types.ts';
import { freeFormsIn, unkeyedElementName } from '../derive/walk.ts';
import type { FieldShape, FreeFormShape, ScalarShape } from '../ir/types.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { GENERATED_NOTICE } from './file.ts';

export type Schema = Record<string, unknown>;

export const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export function modelSchema(model: DerivedModel): Schema {
  const root = model.types.get(model.root);
  if (root === undefined) throw new Error(`model has no root type ${model.root}`);
  const defs: Record<string, Schema> = {};
  for (const [name, type] of model.types) if (name !== model.root) defs[name] = objectSchema(type);
  for (const free of freeFormsIn(model.types.values())) Object.assign(defs, freeFormDefs(free));
  const limit = optional(ANNOTATION.maxBytes, model.maxBytes);
  return { $schema: DIALECT, $comment: GENERATED_NOTICE, ...objectSchema(root), ...limit, $defs: sortKeys(defs) };
}

export function objectSchema(type: DerivedType): Schema {
  const required = type.fields.filter((f) => f.required).map((f) => f.name);
  return {
    title: type.name,
    ...(type.description ? { description: type.description } : {}),
    type: 'object',
    properties: Object.fromEntries(type.fields.map((field) => [field.name, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(type.choice ? { minProperties: 1, maxProperties: 1 } : {}),
  };
}

function fieldSchema(field: DerivedField): Schema {
  return {
    ...shapeSchema(field.shape),
    ...(field.description ? { description: field.description } : {}),
    ...(field.default !== undefined ? { default: field.default } : {}),
    ...(field.readOnly ? { readOnly: true } : {}),
    ...(field.immutable ? { [ANNOTATION.immutable]: true } : {}),
    ...(field.renamable ? { [ANNOTATION.renamable]: true } : {}),
  };
}

export function shapeSchema(shape: FieldShape): Schema {
  switch (shape.kind) {
    case 'scalar':
      return scalarSchema(shape);
    case 'object':
      return { $ref: `#/$defs/${shape.type}` };
    case 'map':
      return {
        type: 'object',
        [ANNOTATION.open]: 'map',
        propertyNames: scalarSchema(shape.keys),
        additionalProperties: scalarSchema(shape.values),
        ...optional('maxProperties', shape.maxProperties),
      };
    case 'free-form':
      return { $ref: `#/$defs/${shape.name}` };
    case 'scalar-array':
      return {
        type: 'array',
        items: scalarSchema(shape.items),
        uniqueItems: true,
        ...optional('maxItems', shape.maxItems),
      };
    case 'keyed-array':
      return {
        type: 'array',
        items: { $ref: `#/$defs/${shape.items}` },
        ...optional('maxItems', shape.maxItems),
        [ANNOTATION.key]: shape.key,
      };
    case 'unkeyed-array':
      return {
        type: 'array',
        items: { $ref: `#/$defs/${unkeyedElementName(shape)}` },
        ...optional('maxItems', shape.maxItems),
        [ANNOTATION.unkeyed]: true,
      };
  }
}

export function scalarSchema(shape: ScalarShape): Schema {
  const { knownValues, ...constraints } = shape.constraints;
  return {
    type: shape.types.length === 1 ? shape.types[0] : [...shape.types],
    ...constraints,
    ...(knownValues !== undefined ? { [ANNOTATION.knownValues]: knownValues } : {}),
  };
}

export function freeFormDefs(free: FreeFormShape): Record<string, Schema> {
  const keys = scalarSchema(free.keys);
  const valueRef = { $ref: `#/$defs/${free.valueName}` };
  return {
    [free.name]: {
      title: free.name,
      description: free.description,
      type: 'object',
      [ANNOTATION.open]: 'free-form',
      propertyNames: keys,
      additionalProperties: valueRef,
      ...optional('maxProperties', free.maxProperties),
      ...optional(ANNOTATION.maxDepth, free.maxDepth),
    },
    [free.valueName]: {
      title: free.valueName,
      description: free.valueDescription,
      type: ['string', 'number', 'boolean', 'array', 'object'],
      items: valueRef,
      ...optional('maxItems', free.maxItems),
      ...optional('maxLength', free.maxLength),
      propertyNames: keys,
      additionalProperties: valueRef,
      ...optional('maxProperties', free.valueMaxProperties),
    },
  };
}

/** `{ [key]: value }`, or nothing when `value` is not given. */
export function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;
}

/** A copy of `record` with its members in name order. */
export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
