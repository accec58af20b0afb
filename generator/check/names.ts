/**
 * Names of emitted types. Every closed object carries a `title`, which becomes its TypeScript name
 * together with the `Create` and `Patch` forms; no two schemas may claim one name.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { shapeOf } from '../shape-of.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

/** The suffixes of the derived forms; `Foo` also names `FooCreate` and `FooPatch`. */
export const FORM_SUFFIXES: readonly string[] = ['', 'Create', 'Patch'];

export function checkNames(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  return [...missingTitles(spec, sites), ...duplicateNames(sites)];
}

function missingTitles(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  for (const site of sites) {
    const shape = shapeOf(spec, site.location);
    if (shape.shape !== 'object' || typeof shape.schema.node.title === 'string') continue;
    const { file, pointer } = shape.schema.location;
    found.set(`${file}#${pointer}`, {
      code: 'SPEC_MISSING_TITLE',
      message: 'a closed object needs a "title": it names the emitted type',
      file,
      pointer,
    });
  }
  return [...found.values()];
}

function duplicateNames(sites: readonly SchemaSite[]): Diagnostic[] {
  const claimed = new Map<string, string>();
  const found: Diagnostic[] = [];
  const titled = sites.filter((site) => typeof site.node.title === 'string' && isNamedType(site));
  for (const site of titled) {
    const title = site.node.title as string;
    for (const suffix of FORM_SUFFIXES) {
      const name = title + suffix;
      const owner = claimed.get(name);
      const here = `${site.location.file}#${site.location.pointer}`;
      if (owner !== undefined && owner !== here) {
        found.push(at(site, 'SPEC_DUPLICATE_NAME', `type name "${name}" is already used by ${owner}`, 'title'));
        break;
      } else {
        claimed.set(name, here);
      }
    }
  }
  return found;
}

/** Scalars may carry a title for readers; only objects become named types. */
export function isNamedType(site: SchemaSite): boolean {
  const type = site.node.type;
  return type === 'object' || (Array.isArray(type) && type.includes('object'));
}
