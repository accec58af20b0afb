/**
 * Patterns the emitter can test without a regular expression: only the simplest form, a `^`
 * followed by negative lookaheads of literal text (`^(?!\$)(?!(?:__proto__|constructor|prototype)$)`,
 * the rule for open keys), which become `startsWith` and `===` tests. Every other pattern is a
 * `RegExp`, compiled once when the module loads. Key checks run for every key of every map, so the
 * saved call matters there.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.3.3 (pattern)
 */
import { _, type Code, join } from '../code.ts';

/** A JavaScript expression testing the string in `x` exactly as `pattern` would, or `undefined`. */
export function patternTest(pattern: string, x: Code): Code | undefined {
  if (!pattern.startsWith('^')) return undefined;
  const tests: Code[] = [];
  let rest = pattern.slice(1);
  while (rest.length > 0) {
    const lookahead = /^\(\?!((?:\\[^A-Za-z0-9]|[A-Za-z0-9_-])+|\(\?:(?:\\[^A-Za-z0-9]|[A-Za-z0-9_|-])+\))(\$?)\)/.exec(
      rest,
    );
    if (lookahead === null) return undefined;
    const [whole, body = '', anchored] = lookahead;
    const literals = (body.startsWith('(?:') ? body.slice(3, -1) : body).split('|').map(unescapeLiteral);
    if (literals.some((l) => l === '')) return undefined;
    tests.push(...literals.map((l) => (anchored === '$' ? _`${x} !== ${l}` : _`!${x}.startsWith(${l})`)));
    rest = rest.slice(whole.length);
  }
  return tests.length === 0 ? undefined : join(tests, _` && `);
}

function unescapeLiteral(literal: string): string {
  return literal.replace(/\\(.)/g, '$1');
}
