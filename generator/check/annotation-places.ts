/**
 * Annotations that mean something in one place only: `x-mk8s-max-bytes` bounds the JSON text of the
 * whole resource, so it stands on the resource's root schema (the first root file) and nowhere else.
 * Elsewhere it would be ignored, and a limit an author believes in must not be.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

export function checkAnnotationPlaces(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const resource = spec.roots[0];
  return sites
    .filter((site) => site.node[ANNOTATION.maxBytes] !== undefined)
    .filter((site) => !(site.role === 'root' && site.location.file === resource))
    .map((site) =>
      at(
        site,
        'SPEC_BAD_ANNOTATION',
        `${ANNOTATION.maxBytes} bounds the whole resource: it stands only on the root schema of ${resource ?? 'the resource file'}`,
        ANNOTATION.maxBytes,
      ),
    );
}
