/**
 * How types are used, where the emitted names depend on it. A titled object has one patch form,
 * so it is either the element of keyed arrays (with one identifier) or an object field, not both.
 * Untitled maps and free-form objects take a default name (`Map`, `FreeFormObject`), so two of them
 * in different places need titles to tell them apart; a free-form object's values are a schema of
 * their own. The element patch of an unkeyed array is named after the field (`rules` → `RulePatch`),
 * so that name must be an identifier no type takes.
 */
import { singularPascal } from '../derive/patch/names.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { locationKey, type RawSpec, type SchemaLocation } from '../load.ts';
import { child, resolveSchema, schemaTypes } from '../resolve.ts';
import { type SchemaShape, shapeOf } from '../shape-of.ts';
import { FORM_SUFFIXES } from './names.ts';

const PATCH = 'Patch';

import { ANNOTATION } from '../vocabulary.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

interface Use {
  readonly site: SchemaSite;
  /** `object`, or `element:<key>` for the element of a keyed array. */
  readonly as: string;
}

export function checkTypeUses(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const fields = sites.filter((s) => s.role === 'property' || s.role === 'input');
  return [...objectUses(spec, fields), ...defaultNames(spec, sites), ...unkeyedNames(spec, fields, sites)];
}

function objectUses(spec: RawSpec, fields: readonly SchemaSite[]): Diagnostic[] {
  const uses = new Map<string, Use[]>();
  const add = (location: SchemaLocation, use: Use) => {
    const key = locationKey(location);
    uses.set(key, [...(uses.get(key) ?? []), use]);
  };
  for (const site of fields) {
    const shape = shapeOf(spec, site.location);
    if (shape.shape === 'object') add(shape.schema.location, { site, as: 'object' });
    // An array of titled objects without an identifier is the annotation check's to report.
    const key = shape.shape === 'array' ? shape.schema.node[ANNOTATION.key] : undefined;
    if (shape.shape === 'array' && shape.items.shape === 'object' && typeof key === 'string') {
      add(shape.items.schema.location, { site, as: `element:${key}` });
    }
  }
  const found: Diagnostic[] = [];
  for (const [type, list] of uses) {
    const first = list[0];
    const other = list.find((u) => u.as !== first?.as);
    if (first === undefined || other === undefined) continue;
    const where = `${first.site.location.file}#${first.site.location.pointer}`;
    const message = `${type} is used here ${describe(other.as)} and at ${where} ${describe(first.as)}; its patch forms would differ, so a type is used one way only`;
    found.push(at(other.site, 'SPEC_UNSUPPORTED_SHAPE', message));
  }
  return found;
}

function describe(as: string): string {
  return as === 'object'
    ? 'as an object field'
    : `as the element of an array keyed by "${as.slice('element:'.length)}"`;
}

/** Untitled maps and free-form objects (and free-form values) in different places share a default name. */
function defaultNames(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const claimed = new Map<string, string>();
  const found: Diagnostic[] = [];
  const claim = (name: string, location: SchemaLocation, site: SchemaSite) => {
    const here = locationKey(location);
    const owner = claimed.get(name);
    if (owner === undefined) claimed.set(name, here);
    else if (owner !== here) {
      const message = `untitled schemas here and at ${owner} would both be named ${name}: give them titles`;
      found.push(at(site, 'SPEC_DUPLICATE_NAME', message));
    }
  };
  for (const site of sites) {
    const open = site.node[ANNOTATION.open];
    if (open !== 'map' && open !== 'free-form') continue;
    if (typeof site.node.title !== 'string') claim(open === 'map' ? 'Map' : 'FreeFormObject', site.location, site);
    if (open !== 'free-form') continue;
    const values = resolveSchema(spec, child(site.location, 'additionalProperties'));
    if (values === undefined) continue;
    const types = schemaTypes(values.node);
    if (
      locationKey(values.location) === locationKey(site.location) ||
      !types.includes('object') ||
      !types.includes('array')
    ) {
      const message =
        'the values of a free-form object ("additionalProperties") must be a schema of their own for any JSON value, whose "type" lists "object" and "array"';
      found.push(at(site, 'SPEC_UNSUPPORTED_SHAPE', message, 'additionalProperties'));
    } else if (typeof values.node.title !== 'string') {
      claim('FreeFormValue', values.location, site);
    }
  }
  return found;
}

/**
 * `write_relabel_configs` → `WriteRelabelConfigPatch`: an identifier, and no other type's name. A
 * keyed element's patch falls back to `<Title>ElementPatch`, so only the patch names that have no
 * fallback are taken: those of object-field types, maps and free-form objects.
 */
function unkeyedNames(spec: RawSpec, fields: readonly SchemaSite[], sites: readonly SchemaSite[]): Diagnostic[] {
  const titles = new Set(
    sites.flatMap((s) =>
      typeof s.node.title === 'string'
        ? FORM_SUFFIXES.filter((x) => x !== PATCH).map((x) => `${s.node.title}${x}`)
        : [],
    ),
  );
  for (const title of singlePatchTitles(spec, fields, sites)) titles.add(`${title}${PATCH}`);
  const found: Diagnostic[] = [];
  for (const site of fields) {
    if (site.node[ANNOTATION.unkeyed] !== true || !holdsFreeForm(shapeOf(spec, site.location))) continue;
    const name = `${singularPascal(site.name ?? '')}Patch`;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      const message = `the element patch of "${site.name}" would be named "${name}", which is no type name: rename the property`;
      found.push(at(site, 'SPEC_BAD_PROPERTY_NAME', message));
    } else if (titles.has(name)) {
      found.push(
        at(site, 'SPEC_DUPLICATE_NAME', `the element patch of "${site.name}" would take the name ${name} of a type`),
      );
    }
  }
  return found;
}

/**
 * Only an array of free-form objects is unkeyed and has an element patch to name; the annotation on
 * any other array is the array check's to report, and a name clash of the patch it never gets would
 * be a second message for one mistake.
 */
function holdsFreeForm(shape: SchemaShape): boolean {
  return shape.shape === 'array' && shape.items.shape === 'free-form';
}

/** Titles whose patch type has one possible name: object-field types, maps and free-form objects. */
function singlePatchTitles(spec: RawSpec, fields: readonly SchemaSite[], sites: readonly SchemaSite[]): string[] {
  const titles: string[] = [];
  for (const site of fields) {
    const shape = shapeOf(spec, site.location);
    if (shape.shape === 'object' && typeof shape.schema.node.title === 'string') titles.push(shape.schema.node.title);
  }
  for (const site of sites) {
    const open = site.node[ANNOTATION.open];
    if ((open === 'map' || open === 'free-form') && typeof site.node.title === 'string') titles.push(site.node.title);
  }
  return titles;
}
