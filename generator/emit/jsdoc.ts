/** The text of JSDoc blocks: descriptions and the `@tag value` lines of schema constraints. */
import { isArrayKind } from '../../templates/runtime/patch/vocabulary.ts';
import type { FieldShape, NamedScalar, ScalarConstraints, ScalarShape } from '../ir/types.ts';
import { namedScalarOf } from './ts-shape.ts';

export type DocTag = readonly [tag: string, value: unknown];

/** `a`, `a or b`, `a, b or c`: words that are alternatives. */
export function alternatives(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** A description followed by `@tag value` lines, separated by a blank line when both exist. */
export function withTags(description: string, tags: readonly DocTag[]): string[] {
  const tagLines = tags
    .filter(([, value]) => value !== undefined)
    .map(([tag, value]) => `@${tag} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = description.trim();
  if (text === '') return tagLines;
  return tagLines.length > 0 ? [text, '', ...tagLines] : [text];
}

/**
 * The constraints of a value's schema, as JSDoc tags: a scalar's bounds and rules, an array's size.
 * A rule of the scalar's named type is said once, on the type (`CidrOrAddress`'s `@pattern`), not on
 * every field that uses it.
 */
export function constraintTags(shape: FieldShape | undefined): DocTag[] {
  const scalar = shape?.kind === 'scalar' ? ownConstraints(shape) : {};
  return [
    ['format', scalar.format],
    ['pattern', scalar.pattern],
    ['minimum', scalar.minimum],
    ['maximum', scalar.maximum],
    ['minLength', scalar.minLength],
    ['maxLength', scalar.maxLength],
    ['maxItems', shape !== undefined && isArrayKind(shape.kind) && 'maxItems' in shape ? shape.maxItems : undefined],
  ];
}

/** The constraints a field adds to its named type (all of them when it has none). */
function ownConstraints(shape: ScalarShape): ScalarConstraints {
  const named = namedScalarOf(shape);
  if (named === undefined) return shape.constraints;
  const own = Object.entries(shape.constraints).filter(
    ([key, value]) => JSON.stringify(named.constraints[key as keyof ScalarConstraints]) !== JSON.stringify(value),
  );
  return Object.fromEntries(own) as ScalarConstraints;
}

/** The tags of a named scalar's alias: its own rules. */
export function namedScalarTags(named: NamedScalar): DocTag[] {
  return constraintTags({ kind: 'scalar', types: named.types, constraints: named.constraints });
}

/** Said of a field that cannot change, unless its description already says so. */
export function immutableNote(description: string, immutable: boolean): string {
  return immutable && !/cannot (?:be )?change/i.test(description) ? 'Cannot change after the cluster is created.' : '';
}

/** A description without its "Required." sentence, for a member that is optional where it appears. */
export function optionalDescription(description: string): string {
  return description
    .replace(/(^|\s)Required\.(?=\s|$)/g, '$1')
    .replace(/ {2,}/g, ' ')
    .trim();
}
