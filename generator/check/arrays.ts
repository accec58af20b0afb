/**
 * Object arrays say how their elements are identified: patches name elements by identifier
 * (`x-mk8s-key`), or by whole value when the array is declared `x-mk8s-unkeyed`: free-form objects
 * anywhere, closed objects only where no create or patch body reaches.
 */
import type { Diagnostic } from '../diagnostics.ts';
import { locationKey, type RawSpec } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, resolveSchema, schemaTypes } from '../resolve.ts';
import { type SchemaShape, shapeOf } from '../shape-of.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { bodyReach } from './body-reach.ts';
import { scalarArrayProblem } from './counts.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

/**
 * Closed objects without identifier: a patch names the elements of an array of closed objects by
 * identifier (`$patch/`, `$drop/`, `$retain/`), so the array may go without one only where no create
 * or patch body reaches it (generator/check/body-reach.ts).
 */
const UNKEYED_IN_BODY = `${ANNOTATION.unkeyed} takes closed objects only where no create or patch body reaches the array (the error body, read-only fields): a patch names these elements by identifier, so give them one (${ANNOTATION.key})`;

export function checkArrays(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  const reached = bodyReach(spec);
  for (const site of sites) {
    const key = site.node[ANNOTATION.key];
    const unkeyed = site.node[ANNOTATION.unkeyed] === true;
    const isArray = schemaTypes(site.node).includes('array');
    if ((key !== undefined || unkeyed) && !isArray) {
      const keyword = key !== undefined ? ANNOTATION.key : ANNOTATION.unkeyed;
      found.push(at(site, 'SPEC_BAD_ANNOTATION', `${keyword} belongs on an array of objects`, keyword));
      continue;
    }
    if (!isArray || site.node.items === undefined) continue;
    const shape = shapeOf(spec, site.location);
    if (shape.shape !== 'array') continue;
    const sent = reached.has(locationKey(site.location));
    found.push(...checkElements(spec, site, shape.items, typeof key === 'string' ? key : undefined, unkeyed, sent));
  }
  return found;
}

function checkElements(
  spec: RawSpec,
  site: SchemaSite,
  items: SchemaShape,
  key: string | undefined,
  unkeyed: boolean,
  sent: boolean,
): Diagnostic[] {
  if (items.shape === 'scalar') {
    if (key !== undefined || unkeyed) return [at(site, 'SPEC_BAD_ANNOTATION', 'an array of scalars has no identifier')];
    const problem = scalarArrayProblem(site);
    return problem === undefined ? [] : [problem];
  }
  if (items.shape === 'free-form') {
    const message = `an array of free-form objects must be ${ANNOTATION.unkeyed}`;
    return unkeyed ? [] : [at(site, 'SPEC_ARRAY_WITHOUT_KEY', message)];
  }
  if (items.shape !== 'object') return [];
  if (unkeyed && key !== undefined) {
    return [at(site, 'SPEC_BAD_ANNOTATION', `an array is either ${ANNOTATION.key} or ${ANNOTATION.unkeyed}, not both`)];
  }
  if (unkeyed) return sent ? [at(site, 'SPEC_BAD_ANNOTATION', UNKEYED_IN_BODY)] : [];
  if (key === undefined) {
    return [at(site, 'SPEC_ARRAY_WITHOUT_KEY', `an array of objects needs an identifier (${ANNOTATION.key})`)];
  }
  return checkKey(spec, site, items, key);
}

/** The identifier of a keyed array: a required string property of the element, and its first. */
function checkKey(
  spec: RawSpec,
  site: SchemaSite,
  items: Extract<SchemaShape, { shape: 'object' }>,
  key: string,
): Diagnostic[] {
  const element = items.schema.node;
  const properties = isRecord(element.properties) ? element.properties : {};
  const required = Array.isArray(element.required) ? element.required : [];
  const property = key in properties ? resolveSchema(spec, child(items.schema.location, 'properties', key)) : undefined;
  const isString = property !== undefined && schemaTypes(property.node).join() === 'string';
  if (!isString || !required.includes(key)) {
    return [
      at(site, 'SPEC_BAD_KEY', `identifier "${key}" must be a required string property of the element`, ANNOTATION.key),
    ];
  }
  if (Object.keys(properties)[0] !== key) {
    return [at(site, 'SPEC_BAD_KEY', `identifier "${key}" must be the element's first property`, ANNOTATION.key)];
  }
  return [];
}
