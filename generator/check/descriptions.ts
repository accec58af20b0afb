/** Every property is documented: the description reaches users as JSDoc and in the API reference. */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { mergedMembers } from '../resolve.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

export function checkDescriptions(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  return sites
    .filter((site) => site.role === 'property')
    .filter((site) => {
      const description = mergedMembers(spec, site.location).description;
      return typeof description !== 'string' || description.trim() === '';
    })
    .map((site) => at(site, 'SPEC_MISSING_DESCRIPTION', `property "${site.name}" has no description`));
}
