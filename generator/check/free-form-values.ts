/**
 * A free-form object's values (`FreeFormValue`) are any JSON nested in itself: the generator reads
 * the values' own bounds (`maxProperties`, `maxItems`, `maxLength`) and applies them at every depth
 * inside the object, and checks every key inside a value with the object's key rule. So the values'
 * `items` and `additionalProperties` must be the values' schema itself, and their `propertyNames`
 * the object's: any other schema there would be read by JSON Schema tools and ignored by the
 * validators, the patch engine and the types, so the spec says what the package does.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Diagnostic } from '../diagnostics.ts';
import { locationKey, type RawSpec } from '../load.ts';
import { child, type Located, resolveSchema, schemaTypes } from '../resolve.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const CODE = 'SPEC_UNSUPPORTED_SHAPE';

export function checkFreeFormValues(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  for (const site of sites) {
    if (site.node[ANNOTATION.open] !== 'free-form') continue;
    const values = resolveSchema(spec, child(site.location, 'additionalProperties'));
    if (values === undefined || !anyJson(site, values)) continue;
    for (const diagnostic of [...nestedInItself(spec, values), ...keysOfObject(spec, site, values)]) {
      found.set(`${diagnostic.file}#${diagnostic.pointer}`, diagnostic);
    }
  }
  return [...found.values()];
}

/** Values that are a schema of their own for any JSON; the type-use check reports any others. */
function anyJson(site: SchemaSite, values: Located): boolean {
  const types = schemaTypes(values.node);
  return (
    locationKey(values.location) !== locationKey(site.location) && types.includes('object') && types.includes('array')
  );
}

/** The values' `items` and `additionalProperties`: the values' own schema, so their bounds hold at every depth. */
function nestedInItself(spec: RawSpec, values: Located): Diagnostic[] {
  const own = locationKey(values.location);
  return ['items', 'additionalProperties'].flatMap((member) => {
    const target = resolveSchema(spec, child(values.location, member));
    if (target !== undefined && locationKey(target.location) === own) return [];
    const message = `"${member}" of a free-form object's values must be a $ref to the values' own schema (${own}): they are any JSON nested in itself, bounded at every depth by the values' own bounds`;
    return [at(values, CODE, message, member)];
  });
}

/** The values' `propertyNames`: the object's, since every key inside a value is checked with the object's key rule. */
function keysOfObject(spec: RawSpec, site: SchemaSite, values: Located): Diagnostic[] {
  const objectKeys = resolveSchema(spec, child(site.location, 'propertyNames'));
  const valueKeys = resolveSchema(spec, child(values.location, 'propertyNames'));
  if (isDeepStrictEqual(objectKeys?.node, valueKeys?.node)) return [];
  const object = locationKey(objectKeys?.location ?? site.location);
  const message = `"propertyNames" of a free-form object's values must be the object's own (${object}): every key inside a free-form value is checked with the object's key rule`;
  return [at(values, CODE, message, 'propertyNames')];
}
