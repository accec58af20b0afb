/**
 * Where a place in a body is described in the spec: the instance path a validator reports, walked
 * through the form's schema (`$ref`, properties, operator keys, items, map values) to the spec path
 * of the schema that judged it.
 */

import { escapeToken, unescapeToken } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';
import { type FormSchema, refName, type SchemaNode, specPathOfDef } from './schema.ts';
import { child, isRecord } from './walk.ts';

/** Operators whose values only name fields or elements: what they name is where the spec path ends. */
const NAMING_OPERATORS: ReadonlySet<string> = new Set(['drop', 'drop-items', 'retain']);

export function locateInstance(schema: FormSchema, instancePath: string): string {
  let node: SchemaNode = schema.root;
  let path = schema.rootPath;
  const tokens = instancePath === '' ? [] : instancePath.split('/').slice(1).map(unescapeToken);
  for (const token of tokens) {
    const resolved = resolve(schema, node, path);
    const next = step(resolved.node, resolved.path, token);
    if (next === undefined) break;
    ({ node, path } = next);
    if (NAMING_OPERATORS.has(String(node[EXTENSION.operator]))) break; // its entries name fields or elements
  }
  return path;
}

function resolve(schema: FormSchema, node: SchemaNode, path: string): { node: SchemaNode; path: string } {
  const name = refName(node);
  const target = name === undefined ? undefined : schema.defs[name];
  if (name === undefined || target === undefined) return { node, path };
  return { node: target, path: specPathOfDef(schema, name) ?? path };
}

function step(node: SchemaNode, path: string, token: string): { node: SchemaNode; path: string } | undefined {
  const property = child(child(node, 'properties') ?? {}, token);
  if (property !== undefined) {
    const target = property[EXTENSION.target];
    const field = typeof target === 'string' ? target : property[EXTENSION.operator] === undefined ? token : undefined;
    return { node: property, path: field === undefined ? path : `${path}/properties/${escapeToken(field)}` };
  }
  const items = child(node, 'items');
  if (items !== undefined && /^\d+$/.test(token)) return { node: items, path: `${path}/items` };
  for (const [pattern, schema] of Object.entries(child(node, 'patternProperties') ?? {})) {
    if (isRecord(schema) && new RegExp(pattern, 'u').test(token)) return { node: schema, path };
  }
  const values = child(node, 'additionalProperties');
  return values === undefined ? undefined : { node: values, path: `${path}/additionalProperties` };
}
