/**
 * What a schema is, structurally. The check uses this to reject what cannot be modelled, and the
 * IR builder to pick each field's kind, so both agree by construction.
 */
import type { RawSpec, SchemaLocation } from './load.ts';
import { child, type Located, resolveSchema, schemaTypes } from './resolve.ts';
import { ANNOTATION } from './vocabulary.ts';

export type SchemaShape =
  | { readonly shape: 'scalar'; readonly schema: Located }
  | { readonly shape: 'object'; readonly schema: Located }
  | { readonly shape: 'map'; readonly schema: Located }
  | { readonly shape: 'free-form'; readonly schema: Located }
  | { readonly shape: 'array'; readonly schema: Located; readonly items: SchemaShape }
  | { readonly shape: 'unsupported'; readonly reason: string; readonly location: SchemaLocation };

const SCALARS: ReadonlySet<string> = new Set(['string', 'integer', 'number', 'boolean']);

export function shapeOf(spec: RawSpec, location: SchemaLocation): SchemaShape {
  const schema = resolveSchema(spec, location);
  if (schema === undefined) return unsupported(location, 'its $ref chain does not end');
  const { node } = schema;
  const open = node[ANNOTATION.open];
  if (open === 'free-form') return { shape: 'free-form', schema };
  const types = schemaTypes(node);
  if (types.length === 0) return unsupported(schema.location, 'it has no "type"');
  if (types.every((t) => SCALARS.has(t))) return { shape: 'scalar', schema };
  if (types.length > 1) return unsupported(schema.location, `"type" mixes ${types.join(', ')}`);
  if (types[0] === 'array') return arrayShape(spec, schema);
  if (types[0] !== 'object') return unsupported(schema.location, `type "${types[0]}" is not supported`);
  if (open === 'map') return mapShape(spec, schema);
  if (node.additionalProperties !== false) {
    return unsupported(schema.location, 'a closed object must say "additionalProperties": false');
  }
  return { shape: 'object', schema };
}

function arrayShape(spec: RawSpec, schema: Located): SchemaShape {
  if (schema.node.items === undefined) return unsupported(schema.location, 'an array needs "items"');
  const items = shapeOf(spec, child(schema.location, 'items'));
  if (items.shape === 'unsupported') return items;
  if (items.shape === 'array' || items.shape === 'map') {
    return unsupported(schema.location, `arrays of ${items.shape}s are not supported`);
  }
  return { shape: 'array', schema, items };
}

function mapShape(spec: RawSpec, schema: Located): SchemaShape {
  const values = shapeOf(spec, child(schema.location, 'additionalProperties'));
  if (values.shape !== 'scalar') {
    return unsupported(schema.location, 'a map\u2019s "additionalProperties" must be a scalar schema');
  }
  return { shape: 'map', schema };
}

function unsupported(location: SchemaLocation, reason: string): SchemaShape {
  return { shape: 'unsupported', reason, location };
}
