/**
 * Unknown keywords and annotations whose values have the wrong form. A misspelt keyword gets a
 * did-you-mean; a JSON Schema keyword the generator does not model is named as such.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { didYouMean } from '../suggest.ts';
import { ANNOTATION_BY_KEYWORD, STANDARD_KEYWORDS } from '../vocabulary.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

/** JSON Schema 2020-12 keywords the generator does not model: valid elsewhere, refused here. */
const UNMODELLED: ReadonlySet<string> = new Set([
  '$id',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependentRequired',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'patternProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'deprecated',
  'readOnly',
  'writeOnly',
  'definitions',
  'nullable',
]);

const KNOWN: readonly string[] = [...STANDARD_KEYWORDS, ...ANNOTATION_BY_KEYWORD.keys()];

export function checkKeywords(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    for (const [keyword, value] of Object.entries(site.node)) {
      if (STANDARD_KEYWORDS.has(keyword)) continue;
      const annotation = ANNOTATION_BY_KEYWORD.get(keyword);
      if (annotation === undefined) {
        found.push(at(site, 'SPEC_UNKNOWN_KEYWORD', unknownKeyword(keyword), keyword));
        continue;
      }
      const problem = annotation.checkValue(value);
      if (problem !== undefined) found.push(at(site, 'SPEC_BAD_ANNOTATION', `${keyword} ${problem}`, keyword));
    }
  }
  return found;
}

function unknownKeyword(keyword: string): string {
  if (UNMODELLED.has(keyword)) {
    return `keyword "${keyword}" is not supported: the generator cannot model it (see docs/spec-vocabulary.md)`;
  }
  const hint = didYouMean(keyword, KNOWN);
  const what = keyword.startsWith('x-') ? 'unknown annotation' : 'unsupported keyword';
  return `${what} "${keyword}"${hint || ' (see docs/spec-vocabulary.md)'}`;
}
