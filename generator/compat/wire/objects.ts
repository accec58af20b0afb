/**
 * Object keywords: closedness (a closed object against a map or free-form object), the fields and
 * which are required, exactly-one groups, and, in the patch form, the operator keys.
 */

import { escapeToken } from '../../pointer.ts';
import { compareOperators, isOperator } from './operators.ts';
import { isChoice } from './scalars.ts';
import { describePath, type SchemaNode } from './schema.ts';
import { child, isRecord, report, type Walk } from './walk.ts';

export function compareObjects(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [closedBefore, closedAfter] = [o.additionalProperties === false, n.additionalProperties === false];
  const hasObjects = isObjectSchema(o) && isObjectSchema(n);
  if (!hasObjects) return;
  const where = describePath(path, walk.new.resource);
  if (closedBefore !== closedAfter) {
    const code = closedAfter ? 'OBJECT_CLOSED' : 'OBJECT_OPENED';
    const text = closedAfter ? 'now takes only its listed fields' : 'now takes any key';
    report(walk, code, `${path}/additionalProperties`, `${where} ${text}`);
    return;
  }
  if (!closedBefore) compareOpenParts(o, n, path, walk);
  compareChoice(o, n, path, walk);
  compareFields(o, n, path, walk);
  compareOperators(o, n, path, walk);
}

/** One of two object schemas takes only its listed fields, the other any key. */
export function closednessChanged(o: SchemaNode, n: SchemaNode): boolean {
  return (
    isObjectSchema(o) && isObjectSchema(n) && (o.additionalProperties === false) !== (n.additionalProperties === false)
  );
}

function isObjectSchema(node: SchemaNode): boolean {
  return node.type === 'object' || isRecord(node.properties) || 'additionalProperties' in node;
}

/** Maps and free-form objects: the schema of their keys and of their values. */
function compareOpenParts(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  for (const keyword of ['additionalProperties', 'propertyNames'] as const) {
    const [before, after] = [child(o, keyword), child(n, keyword)];
    if (before !== undefined && after !== undefined) walk.compare(before, after, `${path}/${keyword}`);
  }
  const [before, after] = [child(o, 'patternProperties') ?? {}, child(n, 'patternProperties') ?? {}];
  for (const [pattern, schema] of Object.entries(after)) {
    const previous = before[pattern];
    if (isRecord(previous) && isRecord(schema) && !isOperator(schema)) {
      walk.compare(previous, schema, `${path}/patternProperties/${escapeToken(pattern)}`);
    }
  }
}

function compareChoice(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [isChoice(o), isChoice(n)];
  if (before === after) return;
  const where = describePath(path, walk.new.resource);
  const text = after ? 'now takes exactly one of its fields' : 'no longer limited to exactly one of its fields';
  report(walk, after ? 'CHOICE_ADDED' : 'CHOICE_REMOVED', `${path}/maxProperties`, `${where} ${text}`);
}

/** Plain fields of an object: its `properties` that are not patch operators. */
export function plainFields(node: SchemaNode): Readonly<Record<string, SchemaNode>> {
  const properties = child(node, 'properties') ?? {};
  return Object.fromEntries(
    Object.entries(properties).filter(
      (entry): entry is [string, SchemaNode] => isRecord(entry[1]) && !isOperator(entry[1]),
    ),
  );
}

function requiredOf(node: SchemaNode): ReadonlySet<string> {
  return new Set(Array.isArray(node.required) ? node.required.map(String) : []);
}

function compareFields(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [plainFields(o), plainFields(n)];
  const [requiredBefore, requiredAfter] = [requiredOf(o), requiredOf(n)];
  const [choiceBefore, choiceAfter] = [isChoice(o), isChoice(n)];
  for (const [name, schema] of Object.entries(before)) {
    const at = `${path}/properties/${escapeToken(name)}`;
    const where = describePath(at, walk.new.resource);
    const now = after[name];
    if (now === undefined) {
      report(walk, choiceBefore ? 'CHOICE_MEMBER_REMOVED' : 'FIELD_REMOVED', at, `${where} was removed`);
      continue;
    }
    if (requiredBefore.has(name) !== requiredAfter.has(name)) {
      const required = requiredAfter.has(name);
      report(
        walk,
        required ? 'FIELD_REQUIRED' : 'FIELD_OPTIONAL',
        at,
        `${where} is now ${required ? 'required' : 'optional'}`,
      );
    }
    walk.compare(schema, now, at);
  }
  for (const name of Object.keys(after).filter((name) => before[name] === undefined)) {
    const at = `${path}/properties/${escapeToken(name)}`;
    const where = describePath(at, walk.new.resource);
    if (choiceAfter) report(walk, 'CHOICE_MEMBER_ADDED', at, `${where} was added as a new member of the group`);
    else if (requiredAfter.has(name)) report(walk, 'FIELD_ADDED_REQUIRED', at, `${where} was added, required`);
    else report(walk, 'FIELD_ADDED_OPTIONAL', at, `${where} was added, optional`);
  }
}
