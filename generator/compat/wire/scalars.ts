/**
 * Value keywords: the JSON type, closed sets (`enum`, `const`), open catalogues
 * (`x-mk8s-known-values`, the error codes among them), bounds, patterns and formats.
 */

import { ANNOTATION } from '../../vocabulary.ts';
import type { WireCode } from './codes.ts';
import { patternRelation } from './patterns.ts';
import { describePath, type SchemaNode } from './schema.ts';
import { report, shown, typesOf, type Walk } from './walk.ts';

export function compareScalars(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  if (compareTypes(o, n, path, walk) === 'disjoint') return;
  compareEnums(o, n, path, walk);
  compareKnownValues(o, n, path, walk);
  compareBounds(o, n, path, walk);
  comparePatterns(o, n, path, walk);
  compareFormats(o, n, path, walk);
}

/** `integer` is a part of `number`. */
function covers(types: readonly string[], type: string): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** The two schemas share no JSON type: nothing below the type can be compared. */
export function typesDisjoint(o: SchemaNode, n: SchemaNode): boolean {
  const [before, after] = [typesOf(o), typesOf(n)];
  if (before.length === 0 || after.length === 0) return false;
  return !before.some((t) => covers(after, t)) && !after.some((t) => covers(before, t));
}

function compareTypes(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): 'disjoint' | undefined {
  const [before, after] = [typesOf(o), typesOf(n)];
  if (before.length === 0 || after.length === 0) return undefined;
  const kept = before.every((t) => covers(after, t));
  const nothingNew = after.every((t) => covers(before, t));
  if (kept && nothingNew) return undefined;
  const where = describePath(path, walk.new.resource);
  const change = `${where}: type ${before.join(' | ')} → ${after.join(' | ')}`;
  const code: WireCode = kept ? 'TYPE_WIDENED' : nothingNew ? 'TYPE_NARROWED' : 'TYPE_CHANGED';
  report(walk, code, `${path}/type`, change);
  return typesDisjoint(o, n) ? 'disjoint' : undefined;
}

/** `const` is a closed set of one value. */
function closedSet(node: SchemaNode): readonly string[] | undefined {
  if (Array.isArray(node.enum)) return node.enum.map((v) => shown(v));
  return 'const' in node ? [shown(node.const)] : undefined;
}

function compareEnums(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [closedSet(o), closedSet(n)];
  const where = describePath(path, walk.new.resource);
  const at = `${path}/${Array.isArray(n.enum) || !('const' in n) ? 'enum' : 'const'}`;
  if (before === undefined && after === undefined) return;
  if (before === undefined || after === undefined) {
    const code = before === undefined ? 'ENUM_ADDED' : 'ENUM_REMOVED';
    const text = before === undefined ? `now one of ${after?.join(', ')}` : `no longer limited to ${before.join(', ')}`;
    report(walk, code, at, `${where}: ${text}`);
    return;
  }
  for (const value of before.filter((v) => !after.includes(v))) {
    report(walk, 'ENUM_VALUE_REMOVED', at, `${where}: value ${value} removed`);
  }
  for (const value of after.filter((v) => !before.includes(v))) {
    report(walk, 'ENUM_VALUE_ADDED', at, `${where}: value ${value} added`);
  }
}

function compareKnownValues(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const list = (node: SchemaNode) =>
    Array.isArray(node[ANNOTATION.knownValues]) ? (node[ANNOTATION.knownValues] as unknown[]).map(String) : [];
  const [before, after] = [list(o), list(n)];
  const errorCodes = walk.new.form === 'error' && path === `${walk.new.rootPath}/properties/code`;
  const where = describePath(path, walk.new.resource);
  const at = `${path}/${ANNOTATION.knownValues}`;
  for (const value of before.filter((v) => !after.includes(v))) {
    const code = errorCodes ? 'ERROR_CODE_REMOVED' : 'KNOWN_VALUE_REMOVED';
    report(walk, code, at, `${where}: ${errorCodes ? 'error code' : 'known value'} "${value}" removed`);
  }
  for (const value of after.filter((v) => !before.includes(v))) {
    const code = errorCodes ? 'ERROR_CODE_ADDED' : 'KNOWN_VALUE_ADDED';
    report(walk, code, at, `${where}: ${errorCodes ? 'error code' : 'known value'} "${value}" added`);
  }
}

/** Lower bounds tighten upwards, upper bounds downwards; `uniqueItems: true` is an upper bound of duplicates. */
const BOUNDS: Readonly<Record<string, 'min' | 'max'>> = {
  minimum: 'min',
  exclusiveMinimum: 'min',
  minLength: 'min',
  minItems: 'min',
  minProperties: 'min',
  maximum: 'max',
  exclusiveMaximum: 'max',
  maxLength: 'max',
  maxItems: 'max',
  maxProperties: 'max',
  [ANNOTATION.maxDepth]: 'max',
  [ANNOTATION.maxBytes]: 'max',
};

function compareBounds(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const where = describePath(path, walk.new.resource);
  const choice = isChoice(o) || isChoice(n);
  for (const [keyword, side] of Object.entries(BOUNDS)) {
    if (choice && (keyword === 'minProperties' || keyword === 'maxProperties')) continue; // an exactly-one group
    const [before, after] = [o[keyword], n[keyword]];
    if (before === after) continue;
    const tighter =
      typeof before !== 'number' || (typeof after === 'number' && (side === 'min' ? after > before : after < before));
    const code = tighter ? 'BOUND_TIGHTENED' : 'BOUND_LOOSENED';
    report(
      walk,
      code,
      `${path}/${keyword}`,
      `${where}: ${keyword} ${shown(before) ?? 'none'} → ${shown(after) ?? 'none'}`,
    );
  }
  if ((o.uniqueItems === true) !== (n.uniqueItems === true)) {
    const code = n.uniqueItems === true ? 'BOUND_TIGHTENED' : 'BOUND_LOOSENED';
    report(
      walk,
      code,
      `${path}/uniqueItems`,
      `${where}: items ${n.uniqueItems === true ? 'must now' : 'no longer need to'} be distinct`,
    );
  }
}

/** An exactly-one group: a closed object with `minProperties` and `maxProperties` 1. */
export function isChoice(node: SchemaNode): boolean {
  return node.additionalProperties === false && node.minProperties === 1 && node.maxProperties === 1;
}

function comparePatterns(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [o.pattern, n.pattern];
  if (before === after) return;
  const where = describePath(path, walk.new.resource);
  const text = `${where}: pattern ${shown(before) ?? 'none'} → ${shown(after) ?? 'none'}`;
  const relation =
    typeof before !== 'string' ? 'narrower' : typeof after !== 'string' ? 'wider' : patternRelation(before, after);
  const code: WireCode =
    relation === 'narrower' ? 'PATTERN_TIGHTENED' : relation === 'wider' ? 'PATTERN_LOOSENED' : 'PATTERN_CHANGED';
  if (relation !== 'equal') report(walk, code, `${path}/pattern`, text);
}

function compareFormats(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const [before, after] = [o.format, n.format];
  if (before === after) return;
  const where = describePath(path, walk.new.resource);
  const code: WireCode =
    before === undefined ? 'FORMAT_ADDED' : after === undefined ? 'FORMAT_REMOVED' : 'FORMAT_CHANGED';
  report(walk, code, `${path}/format`, `${where}: format ${shown(before) ?? 'none'} → ${shown(after) ?? 'none'}`);
}
