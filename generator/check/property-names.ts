/**
 * Property names a body can carry. Patch bodies keep names that start with `$` for their operators
 * (`$drop`, `$replace/<field>`), and every body refuses `__proto__`, `constructor` and `prototype`
 * (`FORBIDDEN_KEY`), so a property of either kind could never be set.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const HOSTILE: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function checkPropertyNames(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  return sites
    .filter((site) => site.role === 'property' && site.name !== undefined)
    .flatMap((site) => {
      const name = site.name ?? '';
      if (name.startsWith('$')) {
        return [
          at(
            site,
            'SPEC_BAD_PROPERTY_NAME',
            `property "${name}" starts with "$", which patch bodies keep for operators`,
          ),
        ];
      }
      if (HOSTILE.has(name)) {
        return [at(site, 'SPEC_BAD_PROPERTY_NAME', `property "${name}" is refused in every body (FORBIDDEN_KEY)`)];
      }
      return [];
    });
}
