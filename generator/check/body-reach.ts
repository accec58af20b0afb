/**
 * Where a body reaches: the schemas a create body of the resource can hold (the patch body is derived
 * from the create body, so it reaches no further). Read-only fields are not sent, and a field with an
 * input shape (`x-mk8s-input`) is sent in that shape; the error document is never sent. The IR builder
 * reads fields the same way (generator/ir/build.ts).
 */
import { locationKey, type RawSpec, type SchemaLocation } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, mergedMembers, refPath, type SchemaNode } from '../resolve.ts';
import { ANNOTATION } from '../vocabulary.ts';

/** Keys (`locationKey`) of every schema a create or patch body reaches, `$ref` chains included. */
export function bodyReach(spec: RawSpec): ReadonlySet<string> {
  const reached = new Set<string>();
  const resource = spec.roots[0];
  if (resource !== undefined) visit(spec, { file: resource, pointer: '' }, reached);
  return reached;
}

function visit(spec: RawSpec, location: SchemaLocation, reached: Set<string>): void {
  const path = refPath(spec, location);
  const target = path.at(-1);
  if (target === undefined) return;
  const fresh = !reached.has(locationKey(target.location));
  for (const step of path) reached.add(locationKey(step.location));
  if (fresh) for (const next of sentMembers(spec, target.location, target.node)) visit(spec, next, reached);
}

/** The members of a schema that a body sends: properties (but read-only ones), items and values. */
function sentMembers(spec: RawSpec, location: SchemaLocation, node: SchemaNode): SchemaLocation[] {
  const sent: SchemaLocation[] = [];
  const properties = isRecord(node.properties) ? Object.keys(node.properties) : [];
  for (const name of properties) {
    const property = child(location, 'properties', name);
    const members = mergedMembers(spec, property);
    if (members[ANNOTATION.readOnly] === true) continue;
    sent.push(isRecord(members[ANNOTATION.input]) ? child(property, ANNOTATION.input) : property);
  }
  if (isRecord(node.items)) sent.push(child(location, 'items'));
  if (isRecord(node.additionalProperties)) sent.push(child(location, 'additionalProperties'));
  return sent;
}
