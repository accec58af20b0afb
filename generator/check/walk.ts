/** Every schema object in every spec file, with the role it plays where it stands. */
import type { RawSpec, SchemaLocation } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, type SchemaNode } from '../resolve.ts';
import { ANNOTATION } from '../vocabulary.ts';

export type SchemaRole = 'root' | 'def' | 'property' | 'items' | 'values' | 'keys' | 'input';

export interface SchemaSite {
  readonly location: SchemaLocation;
  readonly node: SchemaNode;
  readonly role: SchemaRole;
  /** The property name, for role `property`. */
  readonly name?: string;
}

const SINGLE_CHILDREN: readonly (readonly [string, SchemaRole])[] = [
  ['items', 'items'],
  ['additionalProperties', 'values'],
  ['propertyNames', 'keys'],
  [ANNOTATION.input, 'input'],
];

export function walkSchemas(spec: RawSpec): SchemaSite[] {
  const sites: SchemaSite[] = [];
  for (const [file, doc] of spec.docs) {
    if (isRecord(doc)) visit({ location: { file, pointer: '' }, node: doc, role: 'root' }, sites);
  }
  return sites;
}

function visit(site: SchemaSite, sites: SchemaSite[]): void {
  sites.push(site);
  const { node, location } = site;
  for (const [member, role] of [
    ['properties', 'property'],
    ['$defs', 'def'],
  ] as const) {
    const map = node[member];
    if (!isRecord(map)) continue;
    for (const [name, value] of Object.entries(map)) {
      if (isRecord(value)) visit({ location: child(location, member, name), node: value, role, name }, sites);
    }
  }
  for (const [member, role] of SINGLE_CHILDREN) {
    const value = node[member];
    if (isRecord(value)) visit({ location: child(location, member), node: value, role }, sites);
  }
}
