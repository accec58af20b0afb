/**
 * Ordered pairs of bounds within one object: a numeric field `min<X>` must not exceed its numeric
 * sibling `max<X>` (`minSize <= maxSize` in every node pool). Derived from the model by this naming
 * rule, so a new pool type gets the check without any list to update; string quantities such as
 * `minCpu` / `maxCpu` are not compared (they are not numbers).
 */
import type { DerivedField, DerivedType } from '../../derive/types.ts';

export interface OrderedPair {
  readonly min: string;
  readonly max: string;
}

export function orderedPairs(type: DerivedType): OrderedPair[] {
  const numeric = new Map(type.fields.filter(isNumeric).map((f) => [f.name, f]));
  const pairs: OrderedPair[] = [];
  for (const name of numeric.keys()) {
    const match = /^min([A-Z].*)$/.exec(name);
    const max = match === null ? undefined : `max${match[1]}`;
    if (max !== undefined && numeric.has(max)) pairs.push({ min: name, max });
  }
  return pairs;
}

function isNumeric(field: DerivedField): boolean {
  return field.shape.kind === 'scalar' && field.shape.types.every((t) => t === 'integer' || t === 'number');
}
