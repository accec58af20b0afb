/**
 * `schemas/cluster-patch.json`: the patch body as a self-contained JSON Schema (draft 2020-12).
 * Every patch type is a `$defs` entry, closed except maps, free-form objects and unkeyed element
 * patches; operator keys are listed properties annotated with `x-mk8s-operator` and
 * `x-mk8s-target`; the create types that literal values take (`$append/…`, `$replace/…`) are
 * included under their create names.
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-10.3.2 (properties, patternProperties)
 */

import { formOf, type PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import { patchedFreeForms, patchValueName } from '../derive/patch/free-form.ts';
import type { OperatorMember, PatchField, PatchModel, PatchType, PatchValue } from '../derive/patch/types.ts';
import type { DerivedModel } from '../derive/types.ts';
import { freeFormsIn, typeNameOf } from '../derive/walk.ts';
import type { FieldShape, FreeFormShape } from '../ir/types.ts';
import { ANNOTATION, EXTENSION } from '../vocabulary.ts';
import { GENERATED_NOTICE } from './file.ts';
import {
  DIALECT,
  freeFormDefs,
  objectSchema,
  type Schema,
  scalarSchema,
  shapeSchema,
  sortKeys,
} from './json-schema.ts';
import { conflictSchema } from './patch-conflicts.ts';
import { escapeRegExp, freeFormPatchDef, prefixedKeyPattern } from './patch-free-form.ts';

export function patchModelSchema(patch: PatchModel, create: DerivedModel, operators: readonly PatchOperator[]): Schema {
  const defs: Record<string, Schema> = {};
  for (const [name, type] of patch.types) if (name !== patch.root) defs[name] = patchTypeSchema(type, operators);
  const { types, freeForms } = literalTypes(patch, create);
  for (const type of types) defs[type.name] = objectSchema(type);
  for (const free of [...freeForms, ...freeFormsIn(types)]) Object.assign(defs, freeFormDefs(free));
  for (const free of patchedFreeForms(patch)) Object.assign(defs, freeFormPatchDef(free, operators));
  const root = patch.types.get(patch.root);
  if (root === undefined) throw new Error(`patch model has no root type ${patch.root}`);
  // The root says what a patch is: the resource's own description is about the record as read.
  const description = `A patch of a ${create.root} body: its fields, each optional (a plain value merges in), and at every object level the operator keys of the vocabulary (${operators.map((o) => `\`${formOf(o)}\``).join(', ')}); fields the service sets are not part of it.`;
  return {
    $schema: DIALECT,
    $comment: GENERATED_NOTICE,
    ...patchTypeSchema(root, operators),
    description,
    $defs: sortKeys(defs),
  };
}

export function patchTypeSchema(type: PatchType, operators: readonly PatchOperator[]): Schema {
  const listed = type.operators.filter((m) => m.target.kind !== 'any-member');
  const patterns = type.operators.filter((m) => m.target.kind === 'any-member');
  return {
    title: type.name,
    ...(type.description ? { description: type.description } : {}),
    type: 'object',
    [EXTENSION.patch]: type.kind,
    ...(type.identifier !== undefined ? { [ANNOTATION.key]: type.identifier } : {}),
    properties: Object.fromEntries(besideTheirFields(type, listed)),
    ...(patterns.length > 0
      ? { patternProperties: Object.fromEntries(patterns.map((m) => [`^${escapeRegExp(m.key)}`, operatorSchema(m)])) }
      : {}),
    ...(type.identifier !== undefined ? { required: [type.identifier] } : {}),
    ...openMembers(type, listed, patterns),
    ...conflictSchema(type, operators),
  };
}

/**
 * The listed members in document order: each field followed by the operators that act on it
 * (`firewall`, `$drop/firewall`, `$retain/firewall`, …), then the operators of the level (`$drop`),
 * so a docs tool that keeps the document's order (Scalar with `orderSchemaPropertiesBy: 'preserve'`,
 * Redoc, Swagger UI) shows each operator beside its field.
 */
function besideTheirFields(type: PatchType, listed: readonly OperatorMember[]): [string, Schema][] {
  const on = (field: string) => listed.filter((m) => m.target.kind === 'field' && m.target.field === field);
  return [
    ...type.fields.flatMap((f): [string, Schema][] => [
      [f.name, fieldSchema(f)],
      ...on(f.name).map((m): [string, Schema] => [m.key, operatorSchema(m)]),
    ]),
    ...listed.filter((m) => m.target.kind !== 'field').map((m): [string, Schema] => [m.key, operatorSchema(m)]),
  ];
}

/** Closed levels take nothing else; open levels take their keys, with the operator keys beside them. */
function openMembers(type: PatchType, listed: OperatorMember[], patterns: OperatorMember[]): Schema {
  if (type.open === undefined) return { additionalProperties: false };
  const keys = scalarSchema(type.open.keys);
  return {
    propertyNames: {
      anyOf: [
        { enum: listed.map((m) => m.key) },
        ...patterns.map((m) => ({ type: 'string', pattern: prefixedKeyPattern(m.key, type.open?.keys) })),
        keys,
      ],
    },
    additionalProperties: valueSchema(type.open.value),
    // At least one key that is not an operator: the selector of an unkeyed element patch (rule 10).
    ...(type.selectorRequired ? { not: { propertyNames: { pattern: '^\\$' } } } : {}),
  };
}

function fieldSchema(field: PatchField): Schema {
  return {
    ...valueSchema(field.value),
    ...(field.description ? { description: field.description } : {}),
    ...(field.immutable ? { [ANNOTATION.immutable]: true } : {}),
  };
}

function operatorSchema(member: OperatorMember): Schema {
  return {
    ...valueSchema(member.value),
    description: member.doc,
    [EXTENSION.operator]: member.operator,
    ...(member.target.kind === 'field' ? { [EXTENSION.target]: member.target.field } : {}),
  };
}

export function valueSchema(value: PatchValue): Schema {
  switch (value.kind) {
    case 'create':
      return shapeSchema(value.shape);
    case 'patch':
      return { $ref: `#/$defs/${value.type}` };
    case 'names':
      return { type: 'string', enum: [...value.names] };
    case 'json':
      return { $ref: `#/$defs/${value.of.valueName}` };
    case 'json-patch':
      return { $ref: `#/$defs/${patchValueName(value.of)}` };
    case 'list':
      if (value.items.kind === 'names' && value.items.names.length === 0) return { type: 'array', maxItems: 0 };
      return {
        type: 'array',
        items: valueSchema(value.items),
        uniqueItems: true,
        ...(value.key !== undefined ? { [ANNOTATION.key]: value.key } : {}),
      };
  }
}

/** The create types (and free-form objects) literal values refer to, and every type they contain. */
function literalTypes(patch: PatchModel, create: DerivedModel) {
  const names = new Set<string>();
  const freeForms = new Map<string, FreeFormShape>();
  const addShape = (shape: FieldShape): void => {
    const next = typeNameOf(shape);
    if (next !== undefined && !names.has(next)) {
      names.add(next);
      for (const field of create.types.get(next)?.fields ?? []) addShape(field.shape);
    }
    if (shape.kind === 'free-form') freeForms.set(shape.name, shape);
    if (shape.kind === 'unkeyed-array' && shape.items.kind === 'free-form')
      freeForms.set(shape.items.name, shape.items);
  };
  const addValue = (value: PatchValue): void => {
    if (value.kind === 'create') addShape(value.shape);
    if (value.kind === 'list') addValue(value.items);
    if (value.kind === 'json' || value.kind === 'json-patch') freeForms.set(value.of.name, value.of);
  };
  for (const type of patch.types.values()) {
    for (const value of [...type.fields.map((f) => f.value), ...type.operators.map((m) => m.value)]) addValue(value);
    if (type.open !== undefined) addValue(type.open.value);
  }
  const types = [...create.types.values()].filter((t) => names.has(t.name));
  return { types, freeForms: [...freeForms.values()] };
}
