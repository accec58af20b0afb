/** Array keywords: the items, and the identifier (`x-mk8s-key`) that patches name elements by. */

import { ANNOTATION } from '../../vocabulary.ts';
import { describePath, type SchemaNode } from './schema.ts';
import { child, report, type Walk } from './walk.ts';

export function compareArrays(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [items, nowItems] = [child(o, 'items'), child(n, 'items')];
  if (items === undefined || nowItems === undefined) return;
  compareKeys(o, n, path, walk);
  walk.compare(items, nowItems, `${path}/items`);
}

function compareKeys(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [o[ANNOTATION.key], n[ANNOTATION.key]];
  if (before === after) return;
  const where = describePath(path, walk.new.resource);
  const at = `${path}/${ANNOTATION.key}`;
  if (typeof before !== 'string') {
    report(walk, 'ARRAY_KEY_ADDED', at, `${where}: elements are now identified by \`${String(after)}\``);
  } else if (typeof after !== 'string') {
    report(walk, 'ARRAY_KEY_REMOVED', at, `${where}: elements are no longer identified by \`${before}\``);
  } else {
    report(walk, 'ARRAY_KEY_CHANGED', at, `${where}: elements are now identified by \`${after}\`, not \`${before}\``);
  }
}
