/** The text of JSDoc blocks: descriptions and the `@tag value` lines of schema constraints. */
import { isArrayKind } from '../../templates/runtime/patch/vocabulary.ts';
import type { FieldShape } from '../ir/types.ts';

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

/** The constraints of a value's schema, as JSDoc tags: a scalar's bounds and rules, an array's size. */
export function constraintTags(shape: FieldShape | undefined): DocTag[] {
  const scalar = shape?.kind === 'scalar' ? shape.constraints : {};
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
