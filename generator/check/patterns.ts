/**
 * Every `pattern` compiles as the package's validators compile it: `new RegExp(pattern, 'u')`,
 * the flags JSON Schema asks for (ECMA-262 with Unicode). A pattern that does not would make the
 * whole package throw `SyntaxError` when it is imported.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.3.3
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

/** The flags the emitted validators give every pattern (generator/emit/validators/constants.ts). */
export const PATTERN_FLAGS = 'u';

export function checkPatterns(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    const pattern = site.node.pattern;
    if (typeof pattern !== 'string') continue;
    const problem = patternProblem(pattern);
    if (problem !== undefined) found.push(at(site, 'SPEC_BAD_PATTERN', problem, 'pattern'));
  }
  return found;
}

export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, PATTERN_FLAGS);
    return undefined;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(
      /^Invalid regular expression: (\/.*\/[a-z]*: )?/,
      '',
    );
    return `pattern ${JSON.stringify(pattern)} is not a valid regular expression with the "${PATTERN_FLAGS}" flag: ${reason}`;
  }
}
