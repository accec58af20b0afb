/**
 * `$ref` cycles. A cycle through a titled object is a recursive named type and emits fine; a cycle
 * with no named type on it (a `$ref` that comes back to itself) has no finite emitted form.
 */
import type { Diagnostic } from '../diagnostics.ts';
import { locationKey, type RawSpec, type SchemaLocation } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, nodeAt } from '../resolve.ts';
import { ANNOTATION } from '../vocabulary.ts';

const EDGES: readonly string[] = ['items', 'additionalProperties', 'propertyNames', ANNOTATION.input];

export function checkCycles(spec: RawSpec): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  const done = new Set<string>();
  const stack: SchemaLocation[] = [];
  const onStack = new Set<string>();

  const visit = (location: SchemaLocation): void => {
    const key = locationKey(location);
    if (onStack.has(key)) {
      const cycle = stack.slice(stack.findIndex((l) => locationKey(l) === key));
      if (!cycle.some((l) => typeof nodeAt(spec, l)?.title === 'string')) {
        found.set(key, {
          code: 'SPEC_REF_CYCLE',
          message: `$ref cycle with no named type cannot be emitted: ${cycle.map(locationKey).join(' -> ')}`,
          ...location,
        });
      }
      return;
    }
    if (done.has(key)) return;
    const node = nodeAt(spec, location);
    if (node === undefined) return;
    stack.push(location);
    onStack.add(key);
    for (const next of successors(spec, location, node)) visit(next);
    stack.pop();
    onStack.delete(key);
    done.add(key);
  };

  for (const [file] of spec.docs) visit({ file, pointer: '' });
  for (const [file, doc] of spec.docs) {
    const defs = isRecord(doc) && isRecord(doc.$defs) ? Object.keys(doc.$defs) : [];
    for (const name of defs) visit(child({ file, pointer: '' }, '$defs', name));
  }
  return [...found.values()];
}

function successors(
  spec: RawSpec,
  location: SchemaLocation,
  node: Readonly<Record<string, unknown>>,
): SchemaLocation[] {
  const next: SchemaLocation[] = [];
  const target = spec.refs.get(locationKey(location));
  if (target !== undefined) next.push(target);
  if (isRecord(node.properties)) {
    for (const name of Object.keys(node.properties)) next.push(child(location, 'properties', name));
  }
  for (const edge of EDGES) if (isRecord(node[edge])) next.push(child(location, edge));
  return next;
}
