/**
 * Patch operator keys (`$drop`, `$append/<field>`, `$patch/<field>`, …): where a patch may stand.
 * Removing a location breaks patches that use it; adding one breaks nothing. Only the element
 * patches of `$patch/` are compared inside: every other operator's value is a create-form value or
 * an identifier, already compared in the create form.
 */

import { escapeToken } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';
import { describePath, type SchemaNode } from './schema.ts';
import { child, isRecord, report, type Walk } from './walk.ts';

export function isOperator(node: SchemaNode): boolean {
  return typeof node[EXTENSION.operator] === 'string';
}

function operatorsOf(node: SchemaNode): Map<string, SchemaNode> {
  const found = new Map<string, SchemaNode>();
  for (const keyword of ['properties', 'patternProperties'] as const) {
    for (const [key, schema] of Object.entries(child(node, keyword) ?? {})) {
      if (isRecord(schema) && isOperator(schema)) found.set(key, schema);
    }
  }
  return found;
}

export function compareOperators(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [operatorsOf(o), operatorsOf(n)];
  const [fieldsBefore, fieldsAfter] = [child(o, 'properties') ?? {}, child(n, 'properties') ?? {}];
  for (const [key, schema] of before) {
    const target = targetOf(schema);
    // A removed field takes its operators with it: the field's own finding says so.
    if (target !== undefined && fieldsAfter[target] === undefined) continue;
    const at = target === undefined ? path : `${path}/properties/${escapeToken(target)}`;
    const now = after.get(key);
    if (now === undefined) {
      const text = `${describePath(at, walk.new.resource)}: patch operator \`${key}\` is no longer accepted`;
      report(walk, 'OPERATOR_REMOVED', at, text);
    } else if (schema[EXTENSION.operator] === 'patch') {
      const [items, nowItems] = [child(schema, 'items'), child(now, 'items')];
      if (items !== undefined && nowItems !== undefined) walk.compare(items, nowItems, `${at}/items`);
    }
  }
  for (const [key, schema] of after) {
    const target = targetOf(schema);
    if (before.has(key) || (target !== undefined && fieldsBefore[target] === undefined)) continue;
    const at = target === undefined ? path : `${path}/properties/${escapeToken(target)}`;
    report(walk, 'OPERATOR_ADDED', at, `${describePath(at, walk.new.resource)}: patch operator \`${key}\` added`);
  }
}

function targetOf(schema: SchemaNode): string | undefined {
  const target = schema[EXTENSION.target];
  return typeof target === 'string' ? target : undefined;
}
