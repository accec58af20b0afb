/**
 * Following `$ref`s through a loaded spec: shared by the check and the IR builder, so both read a
 * reference the same way.
 */
import { locationKey, type RawSpec, type SchemaLocation } from './load.ts';
import { getAtPointer, isRecord } from './pointer.ts';

export type SchemaNode = Readonly<Record<string, unknown>>;

export interface Located {
  readonly location: SchemaLocation;
  readonly node: SchemaNode;
}

export function nodeAt(spec: RawSpec, location: SchemaLocation): SchemaNode | undefined {
  const node = getAtPointer(spec.docs.get(location.file), location.pointer);
  return isRecord(node) ? node : undefined;
}

/**
 * The schema a location stands for once its `$ref` chain is followed. `undefined` for a chain
 * that loops on itself or leaves the loaded files (the check reports both).
 */
export function resolveSchema(spec: RawSpec, location: SchemaLocation): Located | undefined {
  const seen = new Set<string>();
  let current = location;
  for (;;) {
    const node = nodeAt(spec, current);
    if (node === undefined) return undefined;
    const next = spec.refs.get(locationKey(current));
    if (next === undefined) return { location: current, node };
    if (seen.has(locationKey(current))) return undefined;
    seen.add(locationKey(current));
    current = next;
  }
}

export function child(location: SchemaLocation, ...tokens: readonly string[]): SchemaLocation {
  const escaped = tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  return { file: location.file, pointer: location.pointer + escaped };
}

export function schemaTypes(node: SchemaNode): readonly string[] {
  const type = node.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** The nodes a location passes through to its schema, from the use site to the target. */
export function refChain(spec: RawSpec, location: SchemaLocation): SchemaNode[] {
  return refPath(spec, location).map((step) => step.node);
}

/** The schemas, with their locations, a location passes through to its schema, from the use site to the target. */
export function refPath(spec: RawSpec, location: SchemaLocation): Located[] {
  const path: Located[] = [];
  const seen = new Set<string>();
  let current: SchemaLocation | undefined = location;
  while (current !== undefined && !seen.has(locationKey(current))) {
    seen.add(locationKey(current));
    const node = nodeAt(spec, current);
    if (node === undefined) break;
    path.push({ location: current, node });
    current = spec.refs.get(locationKey(current));
  }
  return path;
}

/** Members merged along the `$ref` chain; the use site wins. */
export function mergedMembers(spec: RawSpec, location: SchemaLocation): SchemaNode {
  return Object.assign({}, ...refChain(spec, location).reverse()) as SchemaNode;
}
