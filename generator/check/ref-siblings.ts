/**
 * A `$ref` stands for its target: beside it a schema may only say how this use differs in words
 * and in service rules (description, default, examples, the read-only / immutable / input /
 * renamable annotations). A sibling that changes the shape (`type`, `properties`, `items`, bounds)
 * would be ignored by one reader and applied by another, so it is refused.
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-8.2.3.1
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const BESIDE_REF: ReadonlySet<string> = new Set([
  '$ref',
  '$comment',
  'description',
  'default',
  'examples',
  ANNOTATION.readOnly,
  ANNOTATION.immutable,
  ANNOTATION.input,
  ANNOTATION.renamable,
]);

export function checkRefSiblings(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    if (!('$ref' in site.node)) continue;
    for (const member of Object.keys(site.node).filter((m) => !BESIDE_REF.has(m))) {
      const message = `"${member}" cannot stand beside "$ref": put it in the schema the $ref points at (beside a $ref only ${[...BESIDE_REF].slice(1).join(', ')} may stand)`;
      found.push(at(site, 'SPEC_UNSUPPORTED_SHAPE', message, member));
    }
  }
  return found;
}
