/**
 * Ordered pairs of bounds within one object: a numeric field `min<X>` must not exceed its numeric
 * sibling `max<X>` (`minSize <= maxSize` in every node pool). Derived from the model by this naming
 * rule, so a new pool type gets the check without any list to update; string quantities such as
 * `minCpu` / `maxCpu` are not compared (they are not numbers). A bound with a numeric `default` in
 * the schema counts as that default when absent (the value is not filled in), so a pool with
 * `minSize` 3 and no `maxSize` is compared with the `maxSize` it stands for, 0.
 */
import type { DerivedField, DerivedType } from '../../derive/types.ts';
import type { ScalarShape } from '../../ir/types.ts';
import { _, type Code } from '../code.ts';

export interface OrderedPair {
  readonly min: string;
  readonly max: string;
  /**
   * The lower bound's `default`, its value when absent, if a valid upper bound can be below it
   * (a default of 0 beside an upper bound of `minimum` 0 never can, and is left out).
   */
  readonly minDefault?: number;
  /** The upper bound's `default`, its value when absent, if a valid lower bound can be above it. */
  readonly maxDefault?: number;
}

export function orderedPairs(type: DerivedType): OrderedPair[] {
  const numeric = new Map(type.fields.filter(isNumeric).map((f) => [f.name, f]));
  const pairs: OrderedPair[] = [];
  for (const [name, min] of numeric) {
    const match = /^min([A-Z].*)$/.exec(name);
    const max = match === null ? undefined : numeric.get(`max${match[1]}`);
    if (max === undefined) continue;
    const minDefault = defaultOf(min);
    const maxDefault = defaultOf(max);
    pairs.push({
      min: name,
      max: max.name,
      ...(minDefault !== undefined && minDefault > (constraints(max).minimum ?? -Infinity) ? { minDefault } : {}),
      ...(maxDefault !== undefined && maxDefault < (constraints(min).maximum ?? Infinity) ? { maxDefault } : {}),
    });
  }
  return pairs;
}

/**
 * The statements that compare one pair in an object's check, given the locals that hold the two
 * members: both present, or one present and the other's default. Reported at the lower bound, or
 * at the upper bound when the lower one is absent (a pointer names a member that is there).
 */
export function pairChecks(pair: OrderedPair, local: (field: string) => Code): Code[] {
  const { min, max, minDefault, maxDefault } = pair;
  const [a, b] = [local(min), local(max)];
  return [
    _`if (typeof ${a} === 'number' && typeof ${b} === 'number' && ${a} > ${b}) minAboveMax(r, ${min}, ${a}, ${max}, ${b});`,
    maxDefault === undefined
      ? undefined
      : _`if (typeof ${a} === 'number' && ${b} === undefined && ${a} > ${maxDefault}) minAboveMax(r, ${min}, ${a}, ${max}, ${maxDefault}, ${'max'});`,
    minDefault === undefined
      ? undefined
      : _`if (${a} === undefined && typeof ${b} === 'number' && ${minDefault} > ${b}) minAboveMax(r, ${min}, ${minDefault}, ${max}, ${b}, ${'min'});`,
  ].filter((code) => code !== undefined);
}

function defaultOf(field: DerivedField): number | undefined {
  return typeof field.default === 'number' ? field.default : undefined;
}

function constraints(field: DerivedField): ScalarShape['constraints'] {
  return (field.shape as ScalarShape).constraints;
}

function isNumeric(field: DerivedField): boolean {
  return field.shape.kind === 'scalar' && field.shape.types.every((t) => t === 'integer' || t === 'number');
}
