/**
 * Annotations: descriptions (docs), defaults (what the service fills in), and the field flags
 * `readOnly` and `x-mk8s-immutable`. Examples are not in the generated schemas: they are compared in
 * the spec (`../spec-examples.ts`).
 */

import { ANNOTATION } from '../../vocabulary.ts';
import { describePath, type SchemaNode } from './schema.ts';
import { report, same, shown, type Walk } from './walk.ts';

export function compareAnnotations(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const where = describePath(path, walk.new.resource);
  if (o.description !== n.description) {
    report(walk, 'DESCRIPTION_CHANGED', `${path}/description`, `${where}: description changed`);
  }
  if (!same(o.default, n.default)) {
    const message = `${where}: default ${shown(o.default) ?? 'none'} → ${shown(n.default) ?? 'none'}; bodies that leave it out now mean something else`;
    report(walk, 'DEFAULT_CHANGED', `${path}/default`, message);
  }
  compareFlag(o, n, path, walk, 'readOnly', ['FIELD_READ_ONLY', 'FIELD_WRITABLE'], 'read-only');
  compareFlag(o, n, path, walk, ANNOTATION.immutable, ['FIELD_IMMUTABLE', 'FIELD_MUTABLE'], 'immutable');
}

/** The `$ref` site of a property carries the same annotations as a schema. */
export const compareSiteAnnotations = compareAnnotations;

function compareFlag(
  o: SchemaNode,
  n: SchemaNode,
  path: string,
  walk: Walk,
  keyword: string,
  [set, unset]: readonly ['FIELD_READ_ONLY' | 'FIELD_IMMUTABLE', 'FIELD_WRITABLE' | 'FIELD_MUTABLE'],
  what: string,
): void {
  const before = o[keyword] === true;
  const after = n[keyword] === true;
  if (before === after) return;
  const where = describePath(path, walk.new.resource);
  report(walk, after ? set : unset, `${path}/${keyword}`, `${where} ${after ? 'became' : 'is no longer'} ${what}`);
}
