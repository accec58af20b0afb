/** Unknown keywords and annotations whose values have the wrong form. */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { ANNOTATION_BY_KEYWORD, STANDARD_KEYWORDS } from '../vocabulary.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

export function checkKeywords(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    for (const [keyword, value] of Object.entries(site.node)) {
      if (STANDARD_KEYWORDS.has(keyword)) continue;
      const annotation = ANNOTATION_BY_KEYWORD.get(keyword);
      if (annotation === undefined) {
        const hint = keyword.startsWith('x-') ? 'unknown annotation' : 'unsupported keyword';
        found.push(at(site, 'SPEC_UNKNOWN_KEYWORD', `${hint} "${keyword}" (see docs/spec-vocabulary.md)`, keyword));
        continue;
      }
      const problem = annotation.checkValue(value);
      if (problem !== undefined) found.push(at(site, 'SPEC_BAD_ANNOTATION', `${keyword} ${problem}`, keyword));
    }
  }
  return found;
}
