/**
 * A spec type titled like a type of the package's runtime (generator/spec-runtime-types.ts) stands for
 * it: the emitted types re-export the runtime's declaration, so the spec's object must have the
 * runtime's members, each a string.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, resolveSchema, schemaTypes } from '../resolve.ts';
import { shapeOf } from '../shape-of.ts';
import { RUNTIME_TYPES, type RuntimeType } from '../spec-runtime-types.ts';
import { isNamedType } from './names.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

export function checkRuntimeTypes(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    const title = site.node.title;
    const runtime = typeof title === 'string' && isNamedType(site) ? RUNTIME_TYPES.get(title) : undefined;
    if (runtime === undefined || matchesRuntime(spec, site, runtime)) continue;
    const members = Object.entries(runtime.members).map(([name, required]) => (required ? name : `${name}?`));
    const message = `${title} is the type of the package's runtime (${runtime.source}): it must be a closed object of the string members ${members.join(', ')}, required as marked`;
    found.push(at(site, 'SPEC_UNSUPPORTED_SHAPE', message));
  }
  return found;
}

function matchesRuntime(spec: RawSpec, site: SchemaSite, runtime: RuntimeType): boolean {
  const shape = shapeOf(spec, site.location);
  if (shape.shape !== 'object') return false;
  const { node, location } = shape.schema;
  const properties = isRecord(node.properties) ? Object.keys(node.properties) : [];
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const names = Object.keys(runtime.members);
  if (properties.length !== names.length || node.minProperties !== undefined) return false;
  return names.every((name) => {
    const member = resolveSchema(spec, child(location, 'properties', name));
    const isString = member !== undefined && schemaTypes(member.node).join() === 'string';
    return isString && properties.includes(name) && required.has(name) === runtime.members[name];
  });
}
