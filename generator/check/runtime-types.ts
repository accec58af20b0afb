/**
 * Types the package's runtime declares that the spec may define too, to publish their shape in the
 * schemas and the OpenAPI document (`ValidationIssue`, the items of `ApiErrorDetails.issues`). The
 * package keeps one type per name: the emitted types re-export the runtime's declaration
 * (generator/emit/ts-types.ts), so the spec's object must have the runtime's members, each a string.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, resolveSchema, schemaTypes } from '../resolve.ts';
import { shapeOf } from '../shape-of.ts';
import { isNamedType } from './names.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

/** A runtime type a spec type may stand for: where the package declares it, and its string members. */
export interface RuntimeType {
  /** The declaring module, relative to the package root. */
  readonly module: string;
  /** The declaration in the templates, for messages. */
  readonly source: string;
  /** Each member, and whether it is required. */
  readonly members: Readonly<Record<string, boolean>>;
}

export const RUNTIME_TYPES: ReadonlyMap<string, RuntimeType> = new Map([
  [
    'ValidationIssue',
    {
      module: './validators/runtime.js',
      source: 'templates/runtime/validators/core.ts',
      members: { path: true, code: true, message: true, detail: false },
    },
  ],
]);

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
