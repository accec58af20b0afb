/**
 * Bounds on how many members or items a value has, where the generator models them: a closed
 * object's `minProperties`/`maxProperties` only as the pair 1/1 (exactly one of its properties), an
 * open object's `maxProperties`, an array's `maxItems`, and a scalar array's `"uniqueItems": true`
 * (its values are a set: patches add and remove them by value). Any other such bound would be
 * dropped by the generator without a word, so the check refuses it at its place.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const EXACTLY_ONE = '"minProperties": 1 with "maxProperties": 1 (exactly one of its properties)';

export function checkCounts(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    const { node } = site;
    if (node.minItems !== undefined) {
      found.push(unsupported(site, 'minItems', 'the generator models no least number of items (only "maxItems")'));
    }
    if (node.additionalProperties === false) {
      const pair = node.minProperties === 1 && node.maxProperties === 1;
      for (const keyword of ['minProperties', 'maxProperties'] as const) {
        if (node[keyword] !== undefined && !pair) {
          found.push(unsupported(site, keyword, `a closed object takes it only as ${EXACTLY_ONE}`));
        }
      }
    } else if (node.minProperties !== undefined) {
      found.push(unsupported(site, 'minProperties', 'an open object is bounded by "maxProperties" only'));
    }
  }
  return found;
}

function unsupported(site: SchemaSite, keyword: string, why: string): Diagnostic {
  return at(site, 'SPEC_UNKNOWN_KEYWORD', `keyword "${keyword}" is not supported here: ${why}`, keyword);
}

/** A scalar array without `"uniqueItems": true`, which the generator would make a set anyway. */
export function scalarArrayProblem(site: SchemaSite): Diagnostic | undefined {
  if (site.node.uniqueItems === true) return undefined;
  const message = 'a scalar array needs "uniqueItems": true: its values are a set, appended and dropped by value';
  return at(site, 'SPEC_UNSUPPORTED_SHAPE', message, site.node.uniqueItems === undefined ? undefined : 'uniqueItems');
}
